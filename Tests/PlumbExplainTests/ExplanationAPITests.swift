import Foundation
import Plumb
import Testing

@testable import PlumbExplain

/// What tools rely on: explanations keyed by the nodes of their own tree.
struct ExplanationAPITests {
    @Test("every view of a tree resolved from the same view has its explanation under its node")
    func nodesMatchARenderersTree() throws {
        let program = try SourceReader.read(try example("Spacers.swift"), name: "Spacers.swift")
        var environment = EnvironmentValues.ahem
        environment.textMeasurer = try TextMeasurers.measurer(named: "ahem")
        let canvas = CGSize(width: 200, height: 200)
        let tree = LayoutTree(program.view, environment: environment)
        tree.layout(in: canvas, scale: 2)
        let explanation = LayoutExplainer(program.view, canvas: canvas, environment: environment).explain(remedies: false)
        let views = tree.result().root.allViews
        let byNode = explanation.viewsByNode
        #expect(views.count == 27 && byNode.count == views.count)
        for view in views {
            let explained = try #require(byNode[view.node])
            #expect(explained.type == view.type && explained.id == view.id && explained.frame == view.frame)
            #expect(explained.remedies.isEmpty && !explained.explanation.isEmpty)
        }
    }
}
