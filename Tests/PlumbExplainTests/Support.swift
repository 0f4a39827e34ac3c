import Foundation
import Plumb
@testable import PlumbExplain
import Testing

/// Reads `code`, lays it out in `canvas` with Ahem text (every character one em square, so
/// text sizes are exact) and explains it.
func explain(
    _ code: String, canvas: CGSize, scale: CGFloat = 2, images: [String: CGSize] = [:], id: String? = nil
) throws -> LayoutExplanation {
    let program = try SourceReader.read(code, name: "Scenario.swift", canvas: canvas)
    var environment = EnvironmentValues.ahem
    environment.textMeasurer = try TextMeasurers.measurer(named: "ahem")
    environment.imageProvider = ImageCatalog(images)
    return LayoutExplainer(program.view, canvas: canvas, scale: scale, environment: environment).explain(id: id)
}

/// The view with `id`, or a test failure.
func view(_ explanation: LayoutExplanation, _ id: String) throws -> ViewExplanation {
    try #require(explanation[id], "no view with id \(id)")
}

/// The remedy of `kind`, or a test failure.
func remedy(_ view: ViewExplanation, _ kind: Remedy.Kind) throws -> Remedy {
    try #require(view.remedies.first { $0.kind == kind }, "no \(kind.rawValue) remedy for \(view.label)")
}

/// The overflow outcome, if any.
func overflow(_ view: ViewExplanation) -> Overflow? {
    for outcome in view.outcomes { if case .overflows(let o) = outcome { return o } }
    return nil
}

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The source of an example in `Examples/`.
func example(_ name: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent("Examples/\(name)"), encoding: .utf8)
}

extension EnvironmentValues {
    /// An environment measuring with Ahem (every glyph one em square), for exact numbers: the
    /// test binary links PlumbText, so a plain environment measures with Inter.
    static var ahem: EnvironmentValues {
        var env = EnvironmentValues.init()
        env.textMeasurer = AhemTextMeasurer()
        return env
    }
}
