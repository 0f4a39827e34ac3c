// plumb-bench render: the cost of pictures. A 390×844 screen at scale 3 (an iPhone) with 200
// views, 50 of them Text (in Inter, drawn as glyph outlines), is laid out once; then, median milliseconds over the runs:
//
//   plumb render views=200 texts=50 pixels=1170x2532 list=0.21 png=45.1 (raster=30.2 encode=14.9) svg=0.95 ms
//   plumb render effects views=... (the same rows with gradients, shadows and a material bar)
//   rsvg-convert svg→png=120.4 ms (same SVG, --zoom 3, process included)
//
// `list` builds the display list from the laid-out tree; `png` is list → pixels → PNG bytes
// (rasterizing, then zlib at level 6); `svg` is list → SVG text. rsvg-convert renders the same
// SVG to a PNG of the same size in the same run, when it is installed.
import Foundation
import PlumbCore
import PlumbRender
import PlumbText

enum RenderBench {
    /// One row: 8 views (HStack, Circle, VStack, two Texts, Spacer, Capsule, and the
    /// RoundedRectangle behind the row).
    static func row(_ i: Int) -> some View {
        HStack(spacing: 10) {
            Circle().fill(i % 2 == 0 ? Color.orange : Color.teal).frame(width: 22, height: 22)
            VStack(alignment: .leading, spacing: 2) {
                Text("Row \(i) title").font(.system(size: 11))
                Text("details").font(.system(size: 8)).foregroundStyle(.secondary)
            }
            Spacer()
            Capsule().fill(Color.indigo).frame(width: 36, height: 14)
        }
        .padding(.horizontal, 12)
        .frame(height: 30)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.95)))
    }

    /// The same row as drawn on a designed screen: a gradient card with a shadow, a
    /// radial-gradient dot.
    static func effectsRow(_ i: Int) -> some View {
        HStack(spacing: 10) {
            Circle().fill(
                RadialGradient(
                    colors: [.white, i % 2 == 0 ? .orange : .teal], center: .center, startRadius: 0, endRadius: 11)
            )
            .frame(width: 22, height: 22)
            VStack(alignment: .leading, spacing: 2) {
                Text("Row \(i) title").font(.system(size: 11))
                Text("details").font(.system(size: 8)).foregroundStyle(.secondary)
            }
            Spacer()
            Capsule().fill(Color.indigo.gradient).frame(width: 36, height: 14)
        }
        .padding(.horizontal, 12)
        .frame(height: 30)
        .background(
            RoundedRectangle(cornerRadius: 8)
                .fill(LinearGradient(colors: [.white, Color(white: 0.92)], startPoint: .top, endPoint: .bottom))
                .shadow(color: .black.opacity(0.15), radius: 3, y: 2))
    }

    /// 25 effects rows under a bar of `.bar` material over a gradient, as a designed list screen.
    static func effectsScreen() -> some View {
        ZStack(alignment: .top) {
            LinearGradient(colors: [.blue.opacity(0.3), .purple.opacity(0.3)], startPoint: .top, endPoint: .bottom)
            VStack(spacing: 2) {
                ForEach(0..<25, id: \.self) { i in effectsRow(i) }
            }
            .padding(.horizontal, 8)
            Text("Inbox").font(.headline).frame(maxWidth: .infinity).frame(height: 44).background(.bar)
        }
    }

    static func screen() -> some View {
        VStack(spacing: 2) {
            ForEach(0..<25, id: \.self) { i in row(i) }
        }
        .padding(.horizontal, 8)
    }

    static func run(arguments: [String]) {
        var runs = 11
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--runs":
                i += 1
                runs = i < arguments.count ? Int(arguments[i]) ?? runs : runs
            case "-h", "--help":
                print(
                    "usage: plumb-bench render [--runs N]\n\nMedian ms to draw a 390×844 screen at scale 3 with 200 views "
                        + "(50 Text) to PNG and to SVG, beside rsvg-convert on the same SVG.")
                exit(0)
            default: fail("unknown option \(arguments[i]) (see plumb-bench render --help)")
            }
            i += 1
        }
        let canvas = CGSize(width: 390, height: 844)
        // Text in Plumb's default font (Inter), as `plumb render` draws it.
        var environment = EnvironmentValues()
        do { environment.textMeasurer = try FontTextMeasurer.standard() } catch {
            fail("cannot load the default font: \(error)")
        }
        let svg = measure("plumb render", screen(), canvas: canvas, environment: environment, runs: runs)
        _ = measure("plumb render effects", effectsScreen(), canvas: canvas, environment: environment, runs: runs)
        rsvg(svg, runs: runs, size: RasterRenderer(scale: 3).pixelSize(of: canvas))
    }

    /// Prints the median times of one screen and returns its SVG.
    static func measure<V: View>(_ label: String, _ view: V, canvas: CGSize, environment: EnvironmentValues, runs: Int)
        -> String
    {
        let tree = LayoutTree(view, environment: environment)
        tree.layout(in: canvas, scale: 3)
        let renderer = RasterRenderer(scale: 3)
        var listTimes: [Double] = [], rasterTimes: [Double] = [], encodeTimes: [Double] = [], svgTimes: [Double] = []
        var list = DisplayList(tree)
        var svg = ""
        var png: [UInt8] = []
        for _ in 0..<runs {
            listTimes.append(nanoseconds { list = DisplayList(tree) })
            var bitmap = Bitmap(width: 0, height: 0)
            rasterTimes.append(nanoseconds { bitmap = renderer.render(list) })
            encodeTimes.append(nanoseconds { png = (try? bitmap.pngData()) ?? [] })
            svgTimes.append(nanoseconds { svg = SVGWriter().document(list) })
        }
        let texts = list.operations.filter { $0.view?.type == "Text" }.count
        let views = countViews(tree, tree.root)
        let size = renderer.pixelSize(of: canvas)
        func ms(_ v: [Double]) -> String { String(format: "%.2f", median(v) / 1e6) }
        let pngTimes = zip(rasterTimes, encodeTimes).map { $0 + $1 }
        print(
            "\(label) views=\(views) texts=\(texts) pixels=\(size.width)x\(size.height) list=\(ms(listTimes)) "
                + "png=\(ms(pngTimes)) (raster=\(ms(rasterTimes)) encode=\(ms(encodeTimes))) svg=\(ms(svgTimes)) ms "
                + "(png \(png.count / 1024) KiB, svg \(svg.utf8.count / 1024) KiB)")
        return svg
    }

    /// Views as the workload counts them: every node but the modifiers around a view
    /// (frame, padding, background), which SwiftUI counts as the view they modify.
    static func countViews(_ tree: LayoutTree, _ node: NodeID) -> Int {
        let modifiers: Set<String> = ["frame", "padding", "background", "overlay", "offset"]
        let own = modifiers.contains(tree.typeName(of: node)) ? 0 : 1
        return own + tree.children(of: node).reduce(0) { $0 + countViews(tree, $1) }
    }

    static func rsvg(_ svg: String, runs: Int, size: (width: Int, height: Int)) {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        guard let dir = paths.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert") })
        else {
            print("rsvg-convert: not installed (apt-get install librsvg2-bin); no comparison")
            return
        }
        let tmp = FileManager.default.temporaryDirectory
        let input = tmp.appendingPathComponent("plumb-bench-\(getpid()).svg"),
            output = tmp.appendingPathComponent("plumb-bench-\(getpid()).png")
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output)
        }
        guard (try? Data(svg.utf8).write(to: input)) != nil else { fail("cannot write \(input.path)") }
        var times: [Double] = []
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "\(dir)/rsvg-convert")
            process.arguments = ["--zoom", "3", "--format", "png", "--output", output.path, input.path]
            times.append(
                nanoseconds {
                    do { try process.run() } catch { fail("rsvg-convert: \(error)") }
                    process.waitUntilExit()
                })
            if process.terminationStatus != 0 { fail("rsvg-convert failed") }
        }
        print(
            "rsvg-convert svg→png=\(String(format: "%.2f", median(times) / 1e6)) ms (same SVG, --zoom 3, "
                + "\(size.width)x\(size.height), process start included)")
    }
}
