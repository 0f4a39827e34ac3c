import Foundation
import Plumb

/// Renders a module's previews into a gallery folder: for each preview and variant a
/// PNG and a negotiation page (what `plumb render --png` and `--html` write), and the
/// manifest entry that names them. The pages (`index.html`) are ``GalleryPage``'s.
///
/// The source is parsed once (``SourceModule``); each preview is read into an interpreter of
/// its own and laid out in a tree of its own, so previews render on separate threads
/// (`--jobs`) and give the same bytes in any order.
struct PreviewGallery: Sendable {
    let module: SourceModule
    /// The folder file names are relative to: the one the inputs share.
    let base: String
    /// What `render` takes; the root and the variant are set per preview.
    let options: LayoutOptions
    /// The canvas colour (`nil`: transparent) and whether frames are outlined (`--frames`).
    let background: Color?
    let showsFrames: Bool
    /// Which negotiation pages to write (`--pages`).
    var pages = Pages.full

    /// `--pages`: what each preview's negotiation page holds.
    enum Pages: String, Sendable {
        /// `plumb render --html`'s page: explanations with remedies (one more layout each) while
        /// the tree has at most ``RenderCommand/remedyLimit`` views.
        case full
        /// The page with explanations but no remedies: about twice as fast to write.
        case plain
        /// No page: the gallery links each picture to itself.
        case none
    }

    /// One preview in one variant, planned before anything renders.
    struct Item: Sendable {
        /// The preview's number in the gallery (`--preview N` on the folder).
        var number: Int
        /// Its number in its module: the one it is rendered by.
        var index: Int
        var id: String
        /// The file relative to the gallery's base, and as the module names it.
        var file: String
        var path: String
        var line: Int
        var name: String?
        var variant: GalleryVariant
        /// The file names' stem: `Card-1-Default`, `Card-1-Default-dark`, `Card-1-Default-dark-ax3`.
        var stem: String
    }

    /// Every preview of the module in each of `variants`, in the module's order, each
    /// preview's variants together (light, dark, then the others by name), each named for its
    /// file (relative to `base`) and its name or number within the file.
    func items(variants: [GalleryVariant]) -> [Item] {
        let variants = variants.sorted { $0.rank < $1.rank }
        var perFile: [String: Int] = [:]
        var stems: Set<String> = []
        var items: [Item] = []
        for (i, preview) in module.previews.enumerated() {
            let file = PreviewGallery.relative(preview.location.file, to: base)
            let k = perFile[file, default: 0] + 1
            perFile[file] = k
            let sameName = module.previews.filter {
                $0.name != nil && $0.name == preview.name && $0.location.file == preview.location.file
            }
            // A name that is all digits could be another preview's number: the number it is.
            let usable = preview.name.flatMap { name in sameName.count == 1 && !name.allSatisfy(\.isNumber) ? name : nil
            }
            let id = file + "#" + (usable ?? String(k))
            var stem = PreviewGallery.slug(String(file.dropLast(file.hasSuffix(".swift") ? 6 : 0))) + "-\(k)"
            if let name = preview.name, !PreviewGallery.slug(name).isEmpty { stem += "-" + PreviewGallery.slug(name) }
            // Two files whose names differ only in what a file name drops: the number tells them apart.
            if stems.contains(stem) { stem += "-n\(i + 1)" }
            stems.insert(stem)
            for variant in variants {
                items.append(
                    Item(
                        number: i + 1, index: i + 1, id: id, file: file, path: preview.location.file,
                        line: preview.location.line, name: preview.name,
                        variant: variant, stem: stem + variant.suffix))
            }
        }
        return items
    }

    /// What rendering one item gave: its manifest entry and the lines for standard error.
    struct Rendered: Sendable {
        var entry: GalleryManifest.Entry
        var warnings: [String]
        var errors: [String]
    }

    /// Reads, lays out and draws one item, writing its PNG and page into `folder`. A preview
    /// that cannot be read or drawn is an entry with errors and no picture.
    func render(_ item: Item, into folder: String) -> Rendered {
        var entry = GalleryManifest.Entry(
            id: item.id, file: item.file, line: item.line, name: item.name, number: item.number,
            scheme: item.variant.scheme == .dark ? "dark" : "light",
            variant: item.variant.isSchemeOnly ? nil : item.variant.name)
        var options = options
        item.variant.apply(to: &options)
        options.root = .preview(String(item.index))
        var warnings: [String] = []
        var errors: [String] = []
        do {
            let (program, laidOut) = try module.program(
                root: options.root, canvas: options.canvas, resources: options.resources, safeArea: options.safeArea
            ).settled { try layOut($0, options, tracing: pages != .none) }
            warnings += laidOut.warnings
            let tree = laidOut.tree
            let list = DisplayList(
                tree, options: DrawingOptions(images: options.images, background: background, showsFrames: showsFrames))
            warnings += (DisplayList.symbolWarnings(tree) + DisplayList.fontWarnings(tree)).map { "warning: \($0)" }
            // The fast PNG mode: a gallery is looked at, then replaced by the next run's (and compared
            // by pixels, not bytes, see GalleryComparison).
            let png = try RasterRenderer(scale: Double(laidOut.options.scale)).png(list, compression: .fast)
            let header = try PNGDecoder().readHeader(png)
            try RenderCommand.write(Data(png), to: (folder as NSString).appendingPathComponent(item.stem + ".png"))
            if pages != .none {
                let explainer = LayoutExplainer(
                    program.view, canvas: laidOut.options.canvas, scale: laidOut.options.scale,
                    safeArea: laidOut.options.safeArea, environment: tree.environment)
                let explanation = explainer.explain(
                    remedies: pages == .full && tree.nodeCount <= RenderCommand.remedyLimit)
                let title =
                    item.file + " · " + (item.name ?? "preview \(item.number)")
                    + (item.variant.isSchemeOnly
                        ? (item.variant.scheme == .dark ? " (dark)" : "") : " (\(item.variant.name))")
                let page = NegotiationPage(
                    tree: tree, list: list, title: title, explanations: explanation.viewsByNode.mapValues(\.explanation)
                )
                try RenderCommand.write(
                    Data(page.html().utf8), to: (folder as NSString).appendingPathComponent(item.stem + ".html"))
                entry.html = item.stem + ".html"
            }
            entry.png = item.stem + ".png"
            entry.width = header.width
            entry.height = header.height
            entry.sha256 = SHA256.hex(png)
            let count = program.placeholderCount(in: tree)
            entry.placeholders = count.placeholders
            entry.stubs = count.stubs
            errors += program.layoutErrors.map(\.description)
        } catch let failure as CommandFailure {
            errors.append(failure.message)
        } catch let usage as UsageError {
            errors.append("error: \(usage.message)")
        } catch {
            errors.append(String(describing: error))
        }
        if !errors.isEmpty { entry.errors = errors }
        return Rendered(entry: entry, warnings: warnings, errors: errors)
    }

    // MARK: Names

    /// `path` relative to the folder `base` (as given or absolute): `Views/Card.swift`.
    static func relative(_ path: String, to base: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix)
            ? String(absolute.dropFirst(prefix.count)) : (path as NSString).lastPathComponent
    }

    /// The folder the inputs share: a folder input is itself, a file input its folder.
    static func commonFolder(_ inputs: [String]) -> String {
        let folders = inputs.map { input -> [String] in
            let url = URL(fileURLWithPath: input == "-" ? "." : input).standardizedFileURL
            var isDirectory: ObjCBool = false
            let isFolder =
                FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
            return (isFolder ? url : url.deletingLastPathComponent()).pathComponents
        }
        guard var shared = folders.first else { return "/" }
        for other in folders.dropFirst() {
            var n = 0
            while n < shared.count, n < other.count, shared[n] == other[n] { n += 1 }
            shared = Array(shared.prefix(n))
        }
        return shared.isEmpty ? "/" : NSString.path(withComponents: shared)
    }

    /// A file-name piece: letters, digits, `_` and `-` kept (spaces and `/` become `-`).
    static func slug(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            if c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "-" {
                out.unicodeScalars.append(c)
            } else if (c == " " || c == "/" || c == ".") && !out.isEmpty && !out.hasSuffix("-") {
                out += "-"
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return String(out.prefix(60))
    }
}
