import Foundation
import PlumbTestSupport
import Plumb
import Testing

/// A scene read from SwiftUI source, laid out with Ahem text.
struct Scene {
    let tree: LayoutTree
    /// The images' pixels, drawn unless the options say otherwise.
    var images = ImageLibrary()

    /// A scene of an already laid-out tree.
    init(tree: LayoutTree, images: ImageLibrary = ImageLibrary()) {
        self.tree = tree
        self.images = images
    }

    /// Reads `code` and lays it out in `canvas` at `scale` (the layout's pixel grid).
    init(
        _ code: String, canvas: CGSize = CGSize(width: 200, height: 100), scale: CGFloat = 2,
        images: ImageLibrary = ImageLibrary(), tracing: Bool = false
    ) throws {
        let program = try SourceReader.read(code, name: "Scene.swift", canvas: canvas)
        var env = EnvironmentValues.ahem
        env.imageProvider = images
        tree = LayoutTree(program.view, environment: env)
        self.images = images
        tree.tracing = tracing
        tree.layout(in: canvas, scale: scale)
    }

    /// Reads an example file of the repository.
    init(
        example name: String, canvas: CGSize, scale: CGFloat, images: ImageLibrary = ImageLibrary(),
        tracing: Bool = false,
        measurer: (any TextMeasurer)? = nil
    ) throws {
        let url = repositoryRoot.appendingPathComponent("Examples").appendingPathComponent(name)
        let program = try SourceReader.read(bytes: [UInt8](try Data(contentsOf: url)), name: name, canvas: canvas)
        var env = EnvironmentValues.ahem
        env.imageProvider = images
        if let measurer { env.textMeasurer = measurer }
        tree = LayoutTree(program.view, environment: env)
        self.images = images
        tree.tracing = tracing
        tree.layout(in: canvas, scale: scale)
    }

    func list(_ options: DrawingOptions? = nil) -> DisplayList {
        DisplayList(tree, options: options ?? DrawingOptions(images: images))
    }

    /// The picture at `scale` pixels a point.
    func bitmap(scale: Double, _ options: DrawingOptions? = nil) -> Bitmap {
        RasterRenderer(scale: scale).render(list(options))
    }

    /// The first node with `id`.
    func node(_ id: String) -> NodeID {
        tree.nodes(withID: id).first!
    }
}

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A straight-alpha pixel as a tuple, for readable expectations.
func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let p = bitmap.straightPixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}

/// Runs a tool, returning its status and standard output, or `nil` when it is not installed.
func runTool(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String)? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    guard let dir = paths.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }) else {
        return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "\(dir)/\(name)")
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// A fresh temporary file path ending in `name`.
func temporaryPath(_ name: String) -> String {
    Scratch.folder.appendingPathComponent("plumb-render-\(UUID().uuidString)-\(name)").path
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
