// plumb-bench --only R: reading must never be the slow part of seeing a layout. Median
// milliseconds over the runs, each figure beside its goal:
//
//   plumb R file lines=502 warnings=5 parse=1.21 read=2.79 (goal < 20) read+layout=3.54 ms
//   plumb R folder files=200 lines=12252 warnings=61 parse=18.1 read=38.7 (goal < 1000) ms
//   plumb R corpus files=107 lines=10581 unparsed=0 parse=14.6 (goal < 1000) ms, as one module
//   plumb R corpus each file: read=100 unread=7 median=0.15 worst=0.53 (goal < 20) ms (App/Worst.swift)
//
// `file` is a generated settings screen of about 500 lines: `parse` is `SourceReader.parseOnly`,
// `read` parses and evaluates it to a view (`SourceReader.read`), `read+layout` adds the first
// layout at 393×852, scale 3. `folder` is 200 generated files of one module (models, rows and
// screens that use each other, extensions), parsed file by file, and read together with
// `SourceReader.read(files:)`. `warnings` counts what the reader did not know (an unknown
// modifier, a placeholder view). The `corpus` lines appear when `PLUMB_VIEW_CORPUS` names a
// folder: its `.swift` files parsed as one module, then each read on its own; a file that does
// not parse or read is counted and named, not fatal. The generated code is the same every run.
import Foundation
import PlumbCore
import PlumbSource

/// The reading workload's three parts; `run` prints their lines.
enum ReadBench {
    static let canvas = CGSize(width: 393, height: 852)

    static func run(options: Options) {
        runFile(options: options)
        runFolder(options: options)
        if let path = ProcessInfo.processInfo.environment["PLUMB_VIEW_CORPUS"], !path.isEmpty {
            runCorpus(URL(fileURLWithPath: path), options: options)
        }
    }

    typealias File = (name: String, bytes: [UInt8])

    static func runFile(options: Options) {
        let file: File = ("SettingsScreen.swift", Array(SettingsSource.screen().utf8))
        // One untimed read first, so that a generated file that stopped reading fails loudly.
        let warnings: Int
        do {
            let program = try SourceReader.read(bytes: file.bytes, name: file.name, canvas: canvas)
            LayoutTree(program.view).layout(in: canvas, scale: 3)
            warnings = program.warnings.count
        } catch { fail("R: the generated file does not read: \(error.summary)") }
        var parse: [Double] = [], read: [Double] = [], layout: [Double] = []
        for _ in 0..<options.runs {
            parse.append(nanoseconds { parseEach([file]) })
            read.append(nanoseconds { _ = readOne(file) })
            layout.append(
                nanoseconds {
                    guard let program = readOne(file) else { return }
                    LayoutTree(program.view).layout(in: canvas, scale: 3)
                })
        }
        print(
            "plumb R file lines=\(lineCount(file.bytes)) warnings=\(warnings) parse=\(ms(parse)) "
                + "read=\(ms(read)) (goal < 20) read+layout=\(ms(layout)) ms")
    }

    static func runFolder(options: Options) {
        let files: [File] = ModuleSource.files().map { ($0.name, Array($0.text.utf8)) }
        let warnings: Int
        do { warnings = try SourceReader.read(files: files, canvas: canvas).warnings.count } catch {
            fail("R: the generated folder does not read: \(error.summary)")
        }
        var parse: [Double] = [], read: [Double] = []
        for _ in 0..<options.runs {
            parse.append(nanoseconds { parseEach(files) })
            read.append(nanoseconds { _ = try? SourceReader.read(files: files, canvas: canvas) })
        }
        print(
            "plumb R folder files=\(files.count) lines=\(lineCount(files)) warnings=\(warnings) "
                + "parse=\(ms(parse)) read=\(ms(read)) (goal < 1000) ms")
    }

    /// The corpus: parsed as one module (every file, in order), then each file read on its own.
    static func runCorpus(_ folder: URL, options: Options) {
        let files = swiftFiles(in: folder).compactMap { url -> File? in
            guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
            let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
            return (url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path, Array(data))
        }
        guard !files.isEmpty else { fail("R: PLUMB_VIEW_CORPUS (\(folder.path)) has no .swift files") }
        let unparsed = files.filter { (try? SourceReader.parseOnly(bytes: $0.bytes, name: $0.name)) == nil }
        var parse: [Double] = []
        for _ in 0..<options.runs { parse.append(nanoseconds { parseEach(files) }) }
        // Each file's median read, for the files that read.
        var perFile: [(name: String, ns: Double)] = []
        var unread: [String] = []
        for file in files {
            do { _ = try SourceReader.read(bytes: file.bytes, name: file.name, canvas: canvas) } catch {
                unread.append(error.summary)
                continue
            }
            perFile.append((file.name, median((0..<options.runs).map { _ in nanoseconds { _ = readOne(file) } })))
        }
        let worst = perFile.max { $0.ns < $1.ns }
        print(
            "plumb R corpus files=\(files.count) lines=\(lineCount(files)) unparsed=\(unparsed.count) "
                + "parse=\(ms(parse)) (goal < 1000) ms, as one module")
        for file in unparsed { print("  unparsed: \(file.name)") }
        print(
            "plumb R corpus each file: read=\(perFile.count) unread=\(unread.count) median=\(ms(perFile.map(\.ns))) "
                + "worst=\(ms([worst?.ns ?? .nan])) (goal < 20) ms (\(worst?.name ?? "none"))")
        for summary in unread { print("  unread: \(summary)") }
    }

    /// Parses every file on its own, as `SourceReader.read(files:)` does before evaluating.
    static func parseEach(_ files: [File]) {
        for file in files { _ = try? SourceReader.parseOnly(bytes: file.bytes, name: file.name) }
    }

    static func readOne(_ file: File) -> SourceProgram? {
        try? SourceReader.read(bytes: file.bytes, name: file.name, canvas: canvas)
    }

    /// Every `.swift` file under `folder`, sorted by path.
    static func swiftFiles(in folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let next = walker?.nextObject() as? URL {
            if next.pathExtension == "swift" { found.append(next) }
        }
        return found.sorted { $0.path < $1.path }
    }

    static func lineCount(_ bytes: [UInt8]) -> Int { bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } }

    static func lineCount(_ files: [File]) -> Int { files.reduce(0) { $0 + lineCount($1.bytes) } }

    /// The median of nanosecond timings, as milliseconds.
    static func ms(_ values: [Double]) -> String {
        let m = median(values) / 1e6
        return String(format: m < 10 ? "%.2f" : "%.1f", m)
    }
}
