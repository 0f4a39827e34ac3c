import Foundation
import Plumb

/// `plumb render FILE_OR_DIR... --png OUT | --svg OUT | --html OUT`: the picture of a layout.
enum RenderCommand {
    /// The most pixels a PNG may have: 8192 × 8192 (256 MB of pixels), above any device
    /// screen at its scale (an iPad Pro's is 2064 × 2752).
    static let maximumPixels = 8192 * 8192

    static let usage =
        "usage: plumb render FILE_OR_DIR... (--png OUT | --svg OUT | --html OUT)... [--canvas WxH] [--scale N] [--font ahem|inter|PATH] [--os VERSION] [--color-scheme light|dark] [--layout-direction ltr|rtl] [--locale ID] [--device NAME] [--image NAME=WxH|NAME=FILE]... [--frames] [--background COLOR]"

    static let help = """
        \(usage)

        Reads SwiftUI source, lays it out as `plumb layout` does, and draws it: shapes, colours,
        text (as glyph outlines), images, with backgrounds, overlays, borders, opacity,
        offsets, clipping and hidden views, on a white canvas.

        Outputs (at least one; - writes to standard output):
          --png OUT           a PNG at the display scale (--scale 3: three pixels a point)
          --svg OUT           an SVG, one element per drawing operation, text as paths,
                              each view's .id as its element's id
          --html OUT          a self-contained page: the picture beside the view tree, with
                              what each view was proposed and answered; hover or click a row
                              or the picture to match them

        Options:
        \(LayoutOptions.help)
          --frames            outline every view's frame, labelled with its type and id
          --background COLOR  the canvas: a colour name (white, black, red...), #rrggbb,
                              #rrggbbaa, or none for transparent (default iOS's
                              systemBackground: white, black with --color-scheme dark)
          -h, --help          show this help
        """

    /// Pages of more views than this explain without remedies.
    static let remedyLimit = 400

    static func run(_ arguments: [String]) throws -> Int32 {
        var args = ArgumentList(arguments)
        if args.flag("-h", "--help") {
            print(help)
            return 0
        }
        let frames = args.flag("--frames")
        let png = try args.value("--png"), svg = try args.value("--svg"), html = try args.value("--html")
        var background: Color? = DrawingOptions.systemBackground
        if let name = try args.value("--background") {
            guard let color = DrawingOptions.color(parsing: name) else {
                throw UsageError(
                    message: "--background expects a colour name, #rrggbb, #rrggbbaa or none (got '\(name)')")
            }
            background = color.opacity > 0 ? color : nil
        }
        let given = try LayoutOptions(&args)
        let file = try inputFiles(&args)
        guard png != nil || svg != nil || html != nil else {
            throw UsageError(message: "nothing to write: give --png, --svg or --html")
        }
        if png != nil {
            // The PNG is held in memory, four bytes a pixel: refuse what no screen needs before
            // laying out (an 11,000-point canvas at scale 3 would be 4 GB).
            let (w, h) = (
                Double(given.canvas.width * given.scale).rounded(.up),
                Double(given.canvas.height * given.scale).rounded(.up)
            )
            if w * h > Double(RenderCommand.maximumPixels) {
                // (Plain formatting: this file is also built into the source fuzzer, a package
                // of its own, which cannot see PlumbCore's package-level `formatLength`.)
                func text(_ v: CGFloat) -> String {
                    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(Double(v))"
                }
                throw UsageError(
                    message:
                        "--png: the canvas \(text(given.canvas.width))x\(text(given.canvas.height)) at scale \(text(given.scale)) is \(text(w))×\(text(h)) pixels; a PNG may have at most \(RenderCommand.maximumPixels) (8192×8192)"
                )
            }
        }
        // The options the layout used: a preview's `.previewDevice` and traits choose the
        // canvas and scale, and the picture is drawn at that scale.
        let (program, laidOut) = try readAndLayOut(file, given, tracing: html != nil)
        for warning in laidOut.warnings { printError(warning) }
        let tree = laidOut.tree, options = laidOut.options
        // `--image NAME=FILE` read only the files' headers; drawing needs their pixels.
        do { try options.images.decodeFiles() } catch {
            throw CommandFailure(message: "error: --image \(error.description)", status: 2)
        }

        let list = DisplayList(
            tree,
            options: DrawingOptions(
                images: options.images, background: background, showsFrames: frames))
        for warning in DisplayList.symbolWarnings(tree) + DisplayList.fontWarnings(tree) {
            printError("warning: \(warning)")
        }
        if let png {
            let bytes: [UInt8]
            do { bytes = try RasterRenderer(scale: Double(options.scale)).png(list) } catch {
                throw CommandFailure(message: "error: cannot write the PNG: \(error)", status: 1)
            }
            try write(Data(bytes), to: png)
        }
        if let svg { try write(Data(SVGWriter().document(list).utf8), to: svg) }
        if let html {
            let name =
                file == ["-"] ? "<stdin>" : file.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
            // Each view's explanation for its detail panel; remedies (one layout each) only
            // while the page stays small enough to build quickly.
            let explainer = LayoutExplainer(
                program.view, canvas: options.canvas, scale: options.scale, safeArea: options.safeArea,
                environment: tree.environment)
            let explanation = explainer.explain(remedies: tree.nodeCount <= RenderCommand.remedyLimit)
            let explanations = explanation.viewsByNode.mapValues(\.explanation)
            try write(
                Data(NegotiationPage(tree: tree, list: list, title: name, explanations: explanations).html().utf8),
                to: html)
        }
        return readStatus(program, tree)
    }

    static func write(_ data: Data, to path: String) throws {
        if path == "-" {
            FileHandle.standardOutput.write(data)
            return
        }
        do { try data.write(to: URL(fileURLWithPath: path)) } catch {
            throw CommandFailure(message: "error: cannot write '\(path)': \(error.localizedDescription)", status: 1)
        }
    }
}
