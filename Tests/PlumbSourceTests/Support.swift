import Foundation
import Plumb
import Testing

/// Reads `code` and lays it out in a `width`×`height` canvas with Ahem text.
func layOut(
    _ code: String, _ width: CGFloat = 200, _ height: CGFloat = 100, scale: CGFloat = 2,
    images: [String: CGSize] = [:]
) throws -> (LayoutResult, SourceProgram) {
    let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: width, height: height))
    var env = EnvironmentValues.ahem
    env.imageProvider = ImageCatalog(images)
    let result = LayoutTree.layout(
        program.view, in: CGSize(width: width, height: height), scale: scale, environment: env)
    return (result, program)
}

/// The SVG Plumb draws for `view`, laid out with Ahem text in a `size` canvas at one pixel a
/// point: what tests compare a read view's drawing with the library's by.
func drawnSVG(_ view: some View, in size: CGSize) -> String {
    let tree = LayoutTree(view, environment: .ahem)
    tree.layout(in: size, scale: 1)
    return SVGWriter().document(DisplayList(tree))
}

/// The frame of the view with `id` (or the root for "@root").
func frame(_ result: LayoutResult, _ id: String) -> CGRect? {
    id == "@root" ? result.root.frame : result[id]?.frame
}

/// The error reading `code` gives: its message, line and column.
func readError(_ code: String) -> (message: String, line: Int, column: Int)? {
    do {
        _ = try SourceReader.read(code, name: "Card.swift")
        return nil
    } catch {
        return (error.message, error.location.line, error.location.column)
    }
}

/// The warnings reading `code` gives, as `line:column: message`.
func readWarnings(_ code: String) throws -> [String] {
    try SourceReader.read(code, name: "Card.swift").warnings.map {
        "\($0.location.line):\($0.location.column): \($0.message)"
    }
}

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

extension EnvironmentValues {
    /// An environment measuring with Ahem (every glyph one em square), for exact numbers: the
    /// test binary links PlumbText, so a plain environment measures with Inter.
    static var ahem: EnvironmentValues {
        var env = EnvironmentValues.init()
        env.textMeasurer = AhemTextMeasurer()
        return env
    }
}
