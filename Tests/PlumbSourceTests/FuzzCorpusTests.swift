/// The fuzzers' seed corpora (Fuzz/Corpus: examples, fonts, pictures, fixtures, and the
/// reproducers of fixed findings, to be named `finding-*`) replayed through the normal build, along
/// the same paths the libFuzzer targets take (Fuzz/Sources): every input ends with an exit
/// status of 0, 1 or 2, never a signal. The fuzzers themselves run with `Scripts/fuzz.sh`;
/// this is the cheap part of them that every `swift test` runs.
import Foundation
import PlumbTestSupport
import Plumb
import PlumbText
import Testing

@_spi(Fuzzing) import PlumbSource

struct FuzzCorpusTests {
    static let corpus = repositoryRoot.appendingPathComponent("Fuzz/Corpus")

    /// A target's seeds: its corpus folder, and for the source target the repository's real
    /// view files too (Examples/ and the compatibility views, read in place, not copied).
    static func files(_ target: String) -> [URL] {
        var folders = [corpus.appendingPathComponent(target)]
        if target == "source" {
            folders += [
                repositoryRoot.appendingPathComponent("Examples"),
                repositoryRoot.appendingPathComponent("Tests/SwiftUICompatibilityTests/Views"),
            ]
        }
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                .filter { target != "source" || $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0) }
        }
    }

    /// Runs the built `plumb` and fails, naming the input, unless it exits with 0, 1 or 2.
    static func expectExit(_ arguments: [String], input: URL) throws {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let exited = process.terminationReason == .exit
        #expect(
            exited && [0, 1, 2].contains(process.terminationStatus),
            "\(input.lastPathComponent): plumb \(arguments[0]) ended with \(exited ? "status" : "signal") \(process.terminationStatus)\n\(stderr.suffix(2000))"
        )
    }

    @Test("every corpus has at least five seeds")
    func corporaPresent() {
        for target in ["source", "font", "image", "fixture", "resources"] {
            #expect(Self.files(target).count >= 5, "Fuzz/Corpus/\(target) has \(Self.files(target).count) files")
        }
    }

    @Test("source: every seed through plumb render's path (Ahem, 96x160, PNG and SVG)")
    func source() throws {
        let out = Scratch.folder.appendingPathComponent(
            "plumb-fuzz-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        for file in Self.files("source") {
            try Self.expectExit(
                [
                    "render", file.path, "--font", "ahem", "--canvas", "96x160", "--scale", "1", "--image",
                    "photo=40x30",
                    "--frames", "--png", out.path + ".png", "--svg", out.path + ".svg",
                ], input: file)
        }
    }

    @Test("font: every face parsed and every glyph outlined, in-process and through plumb render --font")
    func font() throws {
        let view = try CommandLineTests.write(#"Text("Hello, wörld! AB").font(.system(size: 13))"#)
        for file in Self.files("font") {
            let bytes = try [UInt8](Data(contentsOf: file))
            let faces = (try? OpenTypeFont.faceCount(in: bytes)) ?? 1
            for face in 0..<min(max(faces, 1), 4) {
                guard let font = try? OpenTypeFont(data: bytes, faceIndex: face) else { continue }
                var variations: [FontVariation] = [.default]
                for axis in font.variationAxes {
                    variations += [
                        font.variation([axis.tag: axis.minValue]), font.variation([axis.tag: axis.maxValue]),
                    ]
                }
                for variation in variations {
                    for g in 0..<font.numberOfGlyphs {
                        _ = font.advanceWidth(of: GlyphID(UInt16(g)), variation: variation)
                        _ = try? font.outline(of: GlyphID(UInt16(g)), variation: variation)
                    }
                }
            }
            try Self.expectExit(
                ["render", view, "--font", file.path, "--canvas", "96x40", "--scale", "1", "--svg", "/dev/null"],
                input: file)
        }
    }

    @Test("image: every PNG, JPEG, SVG and PDF read for layout, decoded, and drawn by plumb render --image")
    func image() throws {
        let view = try CommandLineTests.write(#"Image("photo").resizable().frame(width: 20, height: 20)"#)
        for file in Self.files("image") {
            let bytes = try [UInt8](Data(contentsOf: file))
            if VectorImage.isVector(bytes) {
                _ = VectorImage(bytes: bytes)?.displayItems(in: CGRect(x: 0, y: 0, width: 20, height: 20), view: nil)
            } else if JPEGDecoder.isJPEG(bytes) {
                _ = try? JPEGDecoder.decode(bytes)
            } else {
                _ = try? PNGDecoder().readHeader(bytes)
                _ = try? PNGDecoder().decode(bytes)
            }
            try Self.expectExit(
                [
                    "render", view, "--font", "ahem", "--canvas", "40x40", "--scale", "1", "--image",
                    "photo=\(file.path)",
                    "--png", "/dev/null",
                ], input: file)
        }
    }

    @Test("fixture: every fixture file through plumb check")
    func fixture() throws {
        for file in Self.files("fixture") {
            try Self.expectExit(["check", file.path], input: file)
        }
    }

    @Test("resources: every seed read as each kind of resource file, and scanned as an app's files")
    func resources() throws {
        let app = Scratch.folder.appendingPathComponent(
            "plumb-fuzz-resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: app) }
        for (n, file) in Self.files("resources").enumerated() {
            let bytes = try [UInt8](Data(contentsOf: file))
            ResourceFuzzing.readEverything(bytes)
            // The same bytes where a scan meets each kind of file.
            for place in [
                "A.xcassets/C\(n).colorset/Contents.json", "A.xcassets/I\(n).imageset/Contents.json",
                "en.lproj/T\(n).strings", "en.lproj/T\(n).stringsdict", "S\(n).xcstrings", "F\(n).ttf",
            ] {
                let url = app.appendingPathComponent(place)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            }
        }
        let (_, warnings) = AppResources.scan(roots: [app.path], locale: nil)
        #expect(!warnings.isEmpty && warnings.allSatisfy { $0.hasPrefix("warning: ") })
    }
}
