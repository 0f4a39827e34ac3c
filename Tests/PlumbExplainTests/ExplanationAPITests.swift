import Foundation
import Plumb
import PlumbCore
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
        let explanation = LayoutExplainer(program.view, canvas: canvas, environment: environment).explain(
            remedies: false)
        let views = tree.result().root.allViews
        let byNode = explanation.viewsByNode
        #expect(views.count == 27 && byNode.count == views.count)
        for view in views {
            let explained = try #require(byNode[view.node])
            #expect(explained.type == view.type && explained.id == view.id && explained.frame == view.frame)
            #expect(explained.remedies.isEmpty && !explained.explanation.isEmpty)
        }
    }

    @Test("a layout that describes itself is named by its spelling, with no edit of the engine or of explain")
    func selfDescribedLayout() {
        let view = VStack(spacing: 0) {
            TagLayout(inset: 2.5) { Color.red.frame(width: 10, height: 10) }
            EdgeLayout { Color.blue }.id("edge")
        }
        let explanation = LayoutExplainer(view, canvas: CGSize(width: 100, height: 100), environment: .ahem)
            .explain(remedies: false)
        // Without an id, its spelling is its label.
        let tag = explanation.views.first { $0.type == "TagLayout" }
        #expect(tag?.code == "tag(inset: 2.5)" && tag?.label == "tag(inset: 2.5)")
        #expect(tag?.explanation.hasPrefix("tag(inset: 2.5)\n  Frame: ") == true)
        #expect(tag?.frame.size == CGSize(width: 15, height: 15))
        // A user's layout that says nothing is named by its type.
        let edge = explanation.views.first { $0.id == "edge" }
        #expect(edge?.code == nil && edge?.label == "EdgeLayout \"edge\"")
    }
}

/// A layout outside the engine that describes itself to explain (`DescribedLayout`).
private struct TagLayout: Layout, DescribedLayout {
    var inset: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: size.width + 2 * inset, height: size.height + 2 * inset)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + inset, y: bounds.minY + inset), proposal: proposal)
    }

    var nodeDescription: NodeDescription { NodeDescription(.other, code: "tag(inset: \(sourceLength(inset)))") }
}

/// A user's layout that does not describe itself.
private struct EdgeLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}
