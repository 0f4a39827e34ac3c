// plumb-bench card: the README's share card (`Examples/Card.swift`), from source to PNG bytes,
// in-process, as a server rendering cards would run it. Median milliseconds over the runs,
// each stage timed on its own:
//
//   plumb card pixels=1170x840 read=0.41 build=0.02 layout=0.05 display=0.01 raster=3.9 encode=1.2 total=5.6 ms png=27311 bytes
//
//   read     parse and evaluate the file (`SourceReader.read`), its `#Preview` the view
//   build    resolve the view into the engine's tree (`LayoutTree`)
//   layout   the first layout at 390×280 points, scale 3; the text measurer is new each run
//            (fonts are parsed once per process, shaping starts cold)
//   display  the display list (`DisplayList`), on iOS's systemBackground
//   raster   the display list to a premultiplied bitmap of 1170×840 pixels
//   encode   the bitmap to PNG bytes (`Bitmap.pngData()`, the encoder `plumb render` uses)
//
// and a `plumb card-fast` line: the same stages with the PNG in the fast mode (`PNGCompression.fast`,
// for previews and tests); a `plumb cards` line: 16 cards through `RenderBatch` on one worker and
// on one per core; then the PNG encoder alone on the card and on a full screen.
//
// `--dump DIR` also writes what `Scripts/bench-peers.py` gives the peers, so that they work on
// the same input: the card's PNG, its pixels and a full screen's (straight RGBA8, for the PNG
// encoders), and the text workload's strings (for HarfBuzz).
import Foundation
import PlumbCore
import PlumbRender
import PlumbSource
import PlumbText

enum CardBench {
    static let canvas = CGSize(width: 390, height: 280)
    static let scale: CGFloat = 3

    /// `Examples/Card.swift`, found from this file's place in the package.
    static var cardFile: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Card.swift")
    }

    static func run(arguments: [String]) {
        var runs = 21
        var dump: String?
        var others: [String] = []
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--runs", "--dump", "--encode":
                guard i + 1 < arguments.count else { fail("\(arguments[i]) needs a value") }
                switch arguments[i] {
                case "--runs":
                    guard let n = Int(arguments[i + 1]), n > 0 else {
                        fail("--runs expects a positive count (got '\(arguments[i + 1])')")
                    }
                    runs = n
                case "--dump": dump = arguments[i + 1]
                default: others.append(arguments[i + 1])
                }
                i += 1
            case "-h", "--help":
                print(
                    """
                    usage: plumb-bench card [--runs N] [--dump DIR] [--encode PNG]...

                    Median ms for each stage of rendering Examples/Card.swift (390×280 at scale 3,
                    1170×840 pixels) from source to PNG bytes: read, build, layout, display, raster,
                    encode, total, and the PNG's size. --dump DIR also writes the peers' inputs for
                    Scripts/bench-peers.py (card.png, card.rgba, screen.rgba, text-strings.txt).
                    --encode PNG times Plumb's encoder on another picture's pixels too (such as
                    the card Takumi drew, which bench-peers.py writes as takumi-card.png).
                    """)
                exit(0)
            default: fail("unknown option \(arguments[i]) (see plumb-bench card --help)")
            }
            i += 1
        }
        guard let source = try? [UInt8](Data(contentsOf: cardFile)) else { fail("cannot read \(cardFile.path)") }
        let fonts: FontCollection
        do { fonts = try FontCollection.standard() } catch { fail("cannot load the default fonts: \(error)") }

        var stages: [String: [Double]] = [:]
        var png: [UInt8] = [], fastPNG: [UInt8] = []
        var bitmap = Bitmap(width: 0, height: 0)
        for _ in 0..<runs {
            var times: [(String, Double)] = []
            var program: SourceProgram!
            times.append(
                (
                    "read",
                    nanoseconds {
                        do { program = try SourceReader.read(files: [("Card.swift", source)], canvas: canvas) } catch {
                            fail("Examples/Card.swift does not read: \(error)")
                        }
                    }
                ))
            var environment = EnvironmentValues()
            environment.textMeasurer = FontTextMeasurer(fonts: fonts)
            var tree: LayoutTree!
            times.append(("build", nanoseconds { tree = LayoutTree(program.view, environment: environment) }))
            times.append(("layout", nanoseconds { tree.layout(in: canvas, scale: scale) }))
            var list: DisplayList!
            times.append(("display", nanoseconds { list = DisplayList(tree) }))
            let renderer = RasterRenderer(scale: Double(scale))
            times.append(("raster", nanoseconds { bitmap = renderer.render(list) }))
            let before = times.reduce(0) { $0 + $1.1 }
            times.append(
                (
                    "encode",
                    nanoseconds {
                        do { png = try bitmap.pngData() } catch { fail("cannot encode the card: \(error)") }
                    }
                ))
            times.append(("total", before + times.last!.1))
            // The same picture in the fast mode (PNGCompression.fast), the other stages shared.
            times.append(
                (
                    "encode-fast",
                    nanoseconds {
                        do { fastPNG = try PNGEncoder.encode(bitmap, compression: .fast) } catch {
                            fail("cannot encode the card: \(error)")
                        }
                    }
                ))
            times.append(("total-fast", before + times.last!.1))
            for (stage, time) in times { stages[stage, default: []].append(time) }
        }
        func ms(_ stage: String) -> String { String(format: "%.2f", median(stages[stage] ?? []) / 1e6) }
        print(
            "plumb card pixels=\(bitmap.width)x\(bitmap.height) "
                + ["read", "build", "layout", "display", "raster", "encode", "total"].map { "\($0)=\(ms($0))" }.joined(
                    separator: " ")
                + " ms png=\(png.count) bytes")
        print(
            "plumb card-fast pixels=\(bitmap.width)x\(bitmap.height) encode=\(ms("encode-fast")) total=\(ms("total-fast")) ms "
                + "png=\(fastPNG.count) bytes (the same stages, the PNG in the fast mode)")
        concurrency(source: source, fonts: fonts, runs: max(3, runs / 4))
        let screen = screenBitmap(fonts: fonts)
        for (name, picture) in [("card", bitmap), ("screen", screen)] {
            for compression in [PNGCompression.fast, .deflate(level: 1), .standard] {
                encodeFigures(name, picture, compression: compression, runs: runs)
            }
        }
        for path in others {
            guard let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) else {
                fail("--encode: cannot read \(path)")
            }
            let image: PNGImage
            do { image = try PNGDecoder.decode(bytes) } catch { fail("--encode \(path): \(error)") }
            for compression in [PNGCompression.fast, .deflate(level: 1), .standard] {
                encodeFigures((path as NSString).lastPathComponent, Bitmap(image), compression: compression, runs: runs)
            }
        }
        if let dump { write(dump, card: bitmap, screen: screen, png: png) }
    }

    /// 16 cards from source to PNG through ``RenderBatch``, on one worker and on one per core,
    /// sharing one text measurer (new each run): median ms, the speed-up, and whether both
    /// gave the same bytes.
    static func concurrency(source: [UInt8], fonts: FontCollection, runs: Int) {
        let count = 16
        func render(_ batch: RenderBatch) -> [[UInt8]] {
            let measurer = FontTextMeasurer(fonts: fonts)
            return batch.map(count) { _ in
                guard let program = try? SourceReader.read(files: [("Card.swift", source)], canvas: canvas) else {
                    return []
                }
                var environment = EnvironmentValues()
                environment.textMeasurer = measurer
                let tree = LayoutTree(program.view, environment: environment)
                tree.layout(in: canvas, scale: scale)
                return (try? RasterRenderer(scale: Double(scale)).png(DisplayList(tree))) ?? []
            }
        }
        let cores = RenderBatch.cores
        var one: [Double] = [], all: [Double] = []
        var serial: [[UInt8]] = [], parallel: [[UInt8]] = []
        for _ in 0..<runs {
            one.append(nanoseconds { serial = render(RenderBatch(workers: 1)) })
            all.append(nanoseconds { parallel = render(RenderBatch(workers: cores)) })
        }
        let a = median(one) / 1e6, b = median(all) / 1e6
        print(
            "plumb cards count=\(count) workers=1 total=" + String(format: "%.1f", a) + " ms workers=\(cores) total="
                + String(format: "%.1f ms speedup=%.2f", b, a / b) + " bytes "
                + (serial == parallel && !serial.contains([]) ? "identical" : "DIFFER"))
    }

    /// RenderBench's 390×844 list screen at scale 3 (1170×2532 pixels), drawn.
    static func screenBitmap(fonts: FontCollection) -> Bitmap {
        var environment = EnvironmentValues()
        environment.textMeasurer = FontTextMeasurer(fonts: fonts)
        let tree = LayoutTree(RenderBench.screen(), environment: environment)
        tree.layout(in: CGSize(width: 390, height: 844), scale: 3)
        return RasterRenderer(scale: 3).render(DisplayList(tree))
    }

    /// One line of PNG encoding figures, in the shape `Scripts/bench-peers.py` prints Pillow's
    /// and fpng's: median ms, MB/s of RGBA input (4 bytes a pixel, as the peers count), bytes.
    static func encodeFigures(_ name: String, _ bitmap: Bitmap, compression: PNGCompression, runs: Int) {
        var times: [Double] = []
        var png: [UInt8] = []
        for _ in 0..<runs {
            times.append(
                nanoseconds {
                    do { png = try PNGEncoder.encode(bitmap, compression: compression) } catch {
                        fail("cannot encode the \(name): \(error)")
                    }
                })
        }
        let ms = median(times) / 1e6
        let megabytes = Double(bitmap.width * bitmap.height * 4) / 1e6
        let mode =
            switch compression {
            case .fast: "fast"
            case .deflate(let level): "level=\(level)"
            }
        print(
            "plumb  png \(name) pixels=\(bitmap.width)x\(bitmap.height) \(mode) encode="
                + String(format: "%.2f ms %.1f MB/s", ms, megabytes / ms * 1e3) + " png=\(png.count) bytes")
    }

    /// The peers' inputs, in `directory`.
    static func write(_ directory: String, card: Bitmap, screen: Bitmap, png: [UInt8]) {
        let dir = URL(fileURLWithPath: directory)
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try Data(png).write(to: dir.appendingPathComponent("card.png"))
            try Data(PNGEncoder.encode(card, compression: .fast)).write(to: dir.appendingPathComponent("card-fast.png"))
            try straight(card).write(to: dir.appendingPathComponent("card.rgba"))
            try straight(screen).write(to: dir.appendingPathComponent("screen.rgba"))
            try Data(textStrings(words: textWords).joined(separator: "\n").utf8).write(
                to: dir.appendingPathComponent("text-strings.txt"))
        } catch {
            fail("--dump \(directory): \(error.localizedDescription)")
        }
        print(
            "wrote card.png, card-fast.png, card.rgba (\(card.width)x\(card.height)), screen.rgba (\(screen.width)x\(screen.height)), "
                + "text-strings.txt to \(directory)")
    }

    /// Straight-alpha RGBA8 bytes, row major, as Pillow's `Image.frombytes("RGBA", ...)` reads.
    static func straight(_ bitmap: Bitmap) -> Data {
        var bytes = Data(capacity: bitmap.width * bitmap.height * 4)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.straightPixel(x: x, y: y)
                bytes.append(contentsOf: [p.r, p.g, p.b, p.a])
            }
        }
        return bytes
    }
}
