import Foundation
import Plumb

/// `plumb previews FILE_OR_DIR...`: the previews the files declare, numbered for `--preview`;
/// with `--out DIR`, all of them rendered into a gallery (``PreviewGallery``), compared with
/// an earlier one (``GalleryComparison``), or shards' galleries merged (``GalleryMerge``).
enum PreviewsCommand {
    static let usage = """
        usage: plumb previews FILE_OR_DIR...
               plumb previews FILE_OR_DIR... --out DIR [--compare BASELINE_DIR [--tolerance T]] [--jobs N] [--shard K/N] [--color-scheme light,dark | --variants V,...] [render's options]
               plumb previews --merge DIR... --out DIR
        """

    static let help = """
        \(usage)

        Lists the previews of SwiftUI source (`#Preview` in all its forms and each view of a
        `PreviewProvider`'s `previews`), read as one module: a number, the name when the
        preview has one, and file:line. `--preview N` or `--preview NAME` on layout, render,
        explain and hit picks one.

        A gallery of one folder that holds an Xcode project or a Swift package draws each
        preview as Xcode does, in the module its file is compiled in (the app target, a
        widget extension, a local package's target), with that module's files, asset
        catalogs and Info.plist; a line per module says what was read. Files no project or
        package lists, several paths, --module and --no-context read as one module.

        With --out DIR, renders every preview into a gallery in DIR (made if missing), each as
        its traits ask (.sizeThatFitsLayout, .fixedLayout, landscape, .previewDevice) unless
        --device is given:
          NAME.png            the picture, as `plumb render --png` draws it; NAME is the file
                              and the preview's number in it, then its name: Card-1-Default.png,
                              Card-1-Default-dark.png for the dark scheme
          NAME.html           its negotiation page, as `plumb render --html` writes it
          index.html          the gallery: every preview by file and name, each linking to its
                              page; works offline (no script, no network)
          previews.json       the manifest: each preview's id (file#name, or file#N for the
                              Nth preview of a file when it has no name of its own), file,
                              line, name, number, scheme, png, html, width and height in
                              pixels, the PNG's sha256, errors
        Files an earlier gallery wrote in DIR (named by its previews.json) and not written again
        are removed; other files are left alone.
        A preview that fails is reported on standard error and in the gallery, and the others
        still render.

        Gallery options:
          --out DIR           the folder to write
          --color-scheme S    light (default), dark, or light,dark for both
          --variants V,...    draw every preview in each variant, side by side in the
                              gallery: a variant is parts joined by +, each a colour scheme
                              (light, dark), a Dynamic Type size (xs...xxxl, ax1...ax5), ltr or
                              rtl, a device (`plumb devices`) or a locale (ar, de_DE; it also
                              lays out in its direction): light,dark,dark+ax3,rtl,light+iphone-se.
                              NAME ends with the variant's parts (Card-1-Default-dark-ax3.png);
                              previews.json gives each entry its variant
          --compare DIR       compare with the gallery an earlier run wrote in DIR: prints each
                              preview that changed (pixels differ), is new, or was removed, and
                              the gallery shows before, after and a difference image for each
                              changed one (NAME.before.png, NAME.diff.png: changed pixels in
                              red over the faded baseline)
          --tolerance T       with --compare, how far a pixel's colour may move and still be the
                              same: 0 (default) counts any difference; 0.02 lets through
                              perceptual differences below ΔE 2 (CIEDE2000), about what an
                              attentive viewer can just see
          --jobs N            render up to N previews at a time, at most one per core (default:
                              one per core, here \(ProcessInfo.processInfo.activeProcessorCount)); the files are the same
                              bytes whatever N is
          --shard K/N         render only the Kth of N slices (from 1): a preview's slice
                              follows from its id, so adding a preview moves no other one
          --merge DIR...      join the galleries of shards (given instead of FILE_OR_DIR)
                              into --out DIR; for shards run with --compare, prints the
                              comparison of the whole and exits as --compare does
          --pages P           the negotiation pages: full (default), as `render --html` writes
                              them, with remedies (one more layout each); plain, without
                              remedies (about twice as fast); none, no pages
          --frames            outline every view's frame, labelled with its type and id
          --background COLOR  the canvas colour, as `plumb render` takes it
        On a terminal a progress line (12/40 previews) shows on standard error.

        Options of render (they apply to every preview):
        \(renderOptionsHelp)
          -h, --help          show this help

        Exit status: 0 when every preview rendered (and, with --compare, none changed or was
        removed); 1 when a preview failed, or with --compare when any changed or was removed;
        2 on bad arguments or files that do not read. Listing: 0 when the files read (even with
        no previews), 2 when they do not.

        Examples:
          plumb previews Sources/App                       list the previews
          plumb previews Sources/App --out previews        render them into previews/index.html
          plumb previews Sources/App --out previews --device iphone-16-pro --color-scheme light,dark
          plumb previews Sources/App --out after --compare before   what a pull request changes
          plumb previews Sources/App --out part1 --shard 1/2         on one CI machine...
          plumb previews Sources/App --out part2 --shard 2/2         ...and on another
          plumb previews --merge part1 part2 --out previews          then one gallery of both
        """

    /// `LayoutOptions.help` without what a gallery sets per preview (`--color-scheme`, the
    /// root: `--view`, `--preview`).
    static var renderOptionsHelp: String {
        var lines: [Substring] = []
        var skipping = false
        for line in LayoutOptions.help.split(separator: "\n", omittingEmptySubsequences: false) {
            let option = line.drop(while: { $0 == " " })
            if option.hasPrefix("--") {
                skipping = ["--color-scheme", "--view", "--preview"].contains { option.hasPrefix($0 + " ") }
            }
            if !skipping { lines.append(line) }
        }
        return lines.joined(separator: "\n")
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        var args = ArgumentList(arguments)
        if args.flag("-h", "--help") {
            print(help)
            return 0
        }
        let out = try args.value("--out")
        let merging = args.flag("--merge")
        let request = try GalleryRequest(&args)
        let options = try LayoutOptions(&args)
        let paths = try inputFiles(&args)

        if merging {
            guard let out else { throw UsageError(message: "--merge needs --out DIR, the gallery to write") }
            if let option = request.given.first {
                throw UsageError(
                    message:
                        "--merge joins galleries already rendered: give it only the folders and --out (not \(option))")
            }
            return try merge(paths, into: out)
        }
        guard let out else {
            if let option = request.given.first {
                throw UsageError(message: "\(option) is for a gallery: give --out DIR")
            }
            return try list(paths, options)
        }
        if options.root != .automatic {
            throw UsageError(message: "a gallery renders every preview: leave out --view and --preview")
        }
        return try gallery(paths, into: out, request, options)
    }

    /// The gallery options, checked.
    struct GalleryRequest {
        var compare: String?
        var tolerance: Double = 0
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        var shard: PreviewShard?
        var variants: [GalleryVariant] = [.light]
        var background: Color? = DrawingOptions.systemBackground
        var frames = false
        var pages = PreviewGallery.Pages.full
        /// The gallery options given, by name, for the message when they cannot apply.
        var given: [String] = []

        init(_ args: inout ArgumentList) throws {
            func value(_ name: String) throws -> String? {
                let v = try args.value(name)
                if v != nil { given.append(name) }
                return v
            }
            compare = try value("--compare")
            if let text = try value("--tolerance") {
                guard let t = Double(text), t >= 0, t <= 1 else {
                    throw UsageError(message: "--tolerance expects a number from 0 to 1, like 0.02 (got '\(text)')")
                }
                guard compare != nil else { throw UsageError(message: "--tolerance is for --compare") }
                tolerance = t
            }
            if let text = try value("--jobs") {
                guard let n = Int(text), n >= 1, n <= 1024 else {
                    throw UsageError(
                        message: "--jobs expects a number of previews rendered at a time, 1 to 1024 (got '\(text)')")
                }
                jobs = n
            }
            if let text = try value("--shard") {
                guard let s = PreviewShard(text) else {
                    throw UsageError(message: "--shard expects K/N with 1 ≤ K ≤ N, like 2/4 (got '\(text)')")
                }
                shard = s
            }
            if let text = try value("--color-scheme") {
                variants = []
                for name in text.split(separator: ",", omittingEmptySubsequences: false) {
                    switch name.trimmingCharacters(in: .whitespaces).lowercased() {
                    case "light": if !variants.contains(.light) { variants.append(.light) }
                    case "dark": if !variants.contains(.dark) { variants.append(.dark) }
                    default:
                        throw UsageError(message: "--color-scheme expects light, dark or light,dark (got '\(text)')")
                    }
                }
            }
            if let text = try value("--variants") {
                guard !given.contains("--color-scheme") else {
                    throw UsageError(message: "give --variants or --color-scheme, not both (--variants light,dark)")
                }
                variants = []
                for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                    let variant = try GalleryVariant(parsing: part.trimmingCharacters(in: .whitespaces))
                    if !variants.contains(where: { $0.name == variant.name }) { variants.append(variant) }
                }
            }
            if let text = try value("--background") {
                guard let color = DrawingOptions.color(parsing: text) else {
                    throw UsageError(
                        message: "--background expects a colour name, #rrggbb, #rrggbbaa or none (got '\(text)')")
                }
                background = color.opacity > 0 ? color : nil
            }
            if let text = try value("--pages") {
                guard let p = PreviewGallery.Pages(rawValue: text) else {
                    throw UsageError(message: "--pages expects full, plain or none (got '\(text)')")
                }
                pages = p
            }
            frames = args.flag("--frames")
            if frames { given.append("--frames") }
        }
    }

    /// Renders the previews of `paths` into `out` (and compares them with a baseline).
    static func gallery(_ paths: [String], into out: String, _ request: GalleryRequest, _ options: LayoutOptions) throws
        -> Int32
    {
        var baseline: GalleryComparison?
        if let compare = request.compare {
            if URL(fileURLWithPath: compare).standardizedFileURL == URL(fileURLWithPath: out).standardizedFileURL {
                throw UsageError(message: "--compare and --out name the same folder: the baseline would be overwritten")
            }
            baseline = GalleryComparison(
                baseline: try GalleryManifest.read(from: compare, for: "--compare"), baselineFolder: compare,
                tolerance: request.tolerance)
        }
        // The font is checked once here rather than failing every preview.
        do { _ = try options.environment() } catch { throw UsageError(message: "\(error)") }
        let sources = try GallerySource.read(paths, options)
        try makeFolder(out)
        var galleries: [PreviewGallery] = []
        var planned: [(gallery: Int, item: PreviewGallery.Item)] = []
        var failures: [Diagnostic] = []
        var declared = 0
        for source in sources {
            var options = options
            options.use(source.resources)
            let module: SourceModule
            do {
                module = try SourceModule.parse(
                    files: source.input.files, configuration: options.configuration, primary: source.input.primary)
            } catch {
                throw CommandFailure(message: error.description, status: 2)
            }
            failures += module.failures
            declared += module.previews.count
            let gallery = PreviewGallery(
                module: module, base: PreviewGallery.commonFolder(paths), options: options,
                background: request.background, showsFrames: request.frames, pages: request.pages)
            for item in gallery.items(variants: request.variants)
            where source.previewFiles?.contains(ModuleContext.absolute(item.path)) ?? true {
                planned.append((galleries.count, item))
            }
            galleries.append(gallery)
        }
        for failure in failures {
            printError(failure.description + "\n  (the file is left out; the rest of the module is read)")
        }
        if sources.count > 1 { planned = GallerySource.numbered(planned) }
        let shard = request.shard
        let items = planned.filter { shard?.includes($0.item.id) ?? true }
        let progress = ProgressLine(total: items.count, noun: "previews")
        let drawn = galleries
        let results = RenderBatch(workers: request.jobs).map(items.count) { i in
            let rendered = drawn[items[i].gallery].render(items[i].item, into: out)
            progress.advance()
            return rendered
        }
        progress.finish()

        var printed: Set<String> = []
        for warning in results.flatMap(\.warnings) where printed.insert(warning).inserted { printError(warning) }
        for result in results where !result.errors.isEmpty {
            printError("error: preview \(result.entry.key) (\(result.entry.file):\(result.entry.line)) failed:")
            for error in result.errors { printError("  " + error) }
        }
        if declared == 0 { printError("warning: the files declare no previews (#Preview, PreviewProvider)") }
        var manifest = GalleryManifest(shard: shard?.description, previews: results.map(\.entry))
        let failed = results.filter { !$0.errors.isEmpty }.count
        var status: Int32 = failed > 0 || !failures.isEmpty ? 1 : 0
        let placeholders = results.reduce(0) { $0 + ($1.entry.placeholders ?? 0) }
        let stubs = results.reduce(0) { $0 + ($1.entry.stubs ?? 0) }
        printError(
            "\(placeholders) placeholder\(placeholders == 1 ? "" : "s"), \(stubs) stub\(stubs == 1 ? "" : "s") in \(results.count) picture\(results.count == 1 ? "" : "s")"
        )
        var report: String?
        if let baseline, let compare = request.compare {
            let outcome = try baseline.apply(to: &manifest, in: out, includes: { shard?.includes($0) ?? true })
            report = GalleryComparison.report(outcome, baseline: compare)
            if !outcome.changed.isEmpty || !outcome.removed.isEmpty { status = 1 }
        }
        try write(manifest, to: out)
        let index = (out as NSString).appendingPathComponent("index.html")
        print(
            "\(items.count) preview picture\(items.count == 1 ? "" : "s")\(failed > 0 ? " (\(failed) failed)" : "") in \(index)"
        )
        if let report { print(report) }
        return status
    }

    /// The listing: number, name, file:line.
    static func list(_ paths: [String], _ options: LayoutOptions) throws -> Int32 {
        let program = try readProgram(paths, options)
        if program.previews.isEmpty { print("no previews") }
        for (i, preview) in program.previews.enumerated() {
            let location = "\(preview.location.file):\(preview.location.line)"
            print("\(i + 1)  \(preview.name.map { "\"\($0)\"" } ?? "(unnamed)")  \(location)")
        }
        return 0
    }

    static func merge(_ folders: [String], into out: String) throws -> Int32 {
        try makeFolder(out)
        let manifest = try GalleryMerge.merge(folders, into: out)
        try write(manifest, to: out)
        print(
            "\(manifest.previews.count) preview pictures from \(folders.count) galleries in \((out as NSString).appendingPathComponent("index.html"))"
        )
        // Shards compared with a baseline: the comparison of the whole.
        var status: Int32 = manifest.previews.contains { $0.errors != nil } ? 1 : 0
        if manifest.previews.contains(where: { $0.status != nil }) || !manifest.removed.isEmpty {
            var outcome = GalleryComparison.Outcome()
            for entry in manifest.previews {
                switch entry.status {
                case "changed": outcome.changed.append(entry)
                case "new": outcome.added.append(entry)
                default: outcome.unchanged += 1
                }
            }
            outcome.removed = manifest.removed
            print(GalleryComparison.report(outcome, baseline: "the baseline"))
            if !outcome.changed.isEmpty || !outcome.removed.isEmpty { status = 1 }
        }
        return status
    }

    /// Writes `previews.json` and `index.html`, and removes the files the folder's earlier
    /// manifest named that this one does not (a preview renamed or gone).
    static func write(_ manifest: GalleryManifest, to folder: String) throws {
        let earlier = try? GalleryManifest.read(from: folder, for: "--out")
        for stale in (earlier?.files ?? []).subtracting(manifest.files) where GalleryManifest.isPlainFileName(stale) {
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(stale))
        }
        try RenderCommand.write(
            try manifest.encoded(), to: (folder as NSString).appendingPathComponent(GalleryManifest.fileName))
        try RenderCommand.write(
            Data(GalleryPage(manifest: manifest).html().utf8),
            to: (folder as NSString).appendingPathComponent("index.html"))
    }

    static func makeFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CommandFailure(message: "error: --out \(path) is a file, not a folder", status: 2)
            }
            return
        }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw CommandFailure(
                message: "error: cannot make the folder '\(path)': \(error.localizedDescription)", status: 2)
        }
    }
}
