import Foundation
import PlumbTestSupport
import Testing

/// Hostile numbers through the whole command line (issue 15, classes 1, 2 and 5): integer
/// overflow in source fails at the expression; huge and non-finite lengths lay out with one
/// warning and finite frames, or (in flags) are a usage error naming the flag; special files
/// and unreadable fonts and pictures end with one message. Every run ends with exit 0, 1 or
/// 2, never a signal.
struct HostileNumberTests {
    typealias CLI = CommandLineTests

    static func view(_ body: String) -> String {
        "import SwiftUI\nstruct V: View {\n    var body: some View {\n        \(body)\n    }\n}\n"
    }

    /// Runs `plumb layout` on a view whose body is `body`.
    static func layout(_ body: String, _ extra: [String] = []) throws -> CLI.Run {
        try CLI.plumb(["layout"] + extra + [try CLI.write(view(body), name: "N.swift")])
    }

    @Test("integer overflow in source: an error at the operator, as Swift words it, for every operation")
    func integerOverflow() throws {
        let cases: [(String, String)] = [
            (#"Text("\(Int.max + 1)")"#, "'9223372036854775807 + 1'"),
            (#"Text("\(Int.min - 1)")"#, "'-9223372036854775808 - 1'"),
            (#"Text("\(Int.max * 2)")"#, "'9223372036854775807 * 2'"),
            (#"Text("\(Int.min / -1)")"#, "'-9223372036854775808 / -1'"),
            (#"Text("\(Int.min % -1)")"#, "'-9223372036854775808 % -1'"),
            (#"Text("\(-Int.min)")"#, "'-(-9223372036854775808)'"),
        ]
        for (body, operation) in cases {
            let run = try Self.layout(body)
            // The view is a placeholder, so the rest lays out; the app would trap here, so the
            // failure is a layout error: exit 1.
            #expect(run.status == 1, "\(body)")
            #expect(run.stderr.contains("N.swift:4:"), "\(body): \(run.stderr)")
            #expect(
                run.stderr.contains("arithmetic operation \(operation) (on type 'Int') results in an overflow"),
                "\(body): \(run.stderr)")
        }
        // In the root view's body: the root is one placeholder and the trap a layout error at
        // its location (exit 1), as for a single view; one bad view costs only itself.
        let compound = try Self.layout("var n = Int.max\n        n += 1\n        return Text(\"\\(n)\")")
        #expect(compound.status == 1)
        #expect(
            compound.stderr.contains(
                "N.swift:5:11: error: arithmetic operation '9223372036854775807 + 1' (on type 'Int') results in an overflow"
            ))
    }

    @Test("ranges wider than Int counts and conversions of huge or NaN doubles fail with a message")
    func rangesAndConversions() throws {
        let forEach = try Self.layout(#"ForEach(Int.min..<Int.max, id: \.self) { i in Text("\(i)") }"#)
        #expect(forEach.status == 2)
        #expect(
            forEach.stderr.contains(
                "N.swift:4:17: error: ForEach over more than 9223372036854775807 elements is more than Plumb builds"))
        let count = try Self.layout(#"Text("\((Int.min..<Int.max).count)")"#)
        #expect(
            count.stderr.contains(
                "arithmetic operation '(-9223372036854775808..<9223372036854775807).count' (on type 'Int') results in an overflow"
            ))
        // `0...Int.max` is a range (a Stepper's bounds, `contains`), which ForEach cannot count.
        let closed = try Self.layout(#"ForEach(0...Int.max, id: \.self) { i in Text("x") }"#)
        #expect(
            closed.stderr.contains(
                "N.swift:4:17: error: ForEach over the range 0...9223372036854775807, which Int cannot count"),
            "\(closed.stderr)")
        let contains = try Self.layout(#"Text("\((1...Int.max).contains(5)) \((1...Int.max).upperBound)")"#)
        #expect(contains.status == 0 && contains.stderr == "0 placeholders, 0 stubs\n", "\(contains.stderr)")
        for (value, why) in [
            ("1e300", "1e+300 to Int: it is beyond Int's range"), ("Double.nan", "nan to Int: it is not finite"),
            ("-Double.infinity", "-inf to Int: it is not finite"),
            ("9.3e18", "9.3e+18 to Int: it is beyond Int's range"),
        ] {
            let run = try Self.layout("Text(\"\\(Int(\(value)))\")")
            #expect(run.status == 1)  // Swift traps there: a layout error
            #expect(run.stderr.contains("cannot convert \(why)"), "\(value): \(run.stderr)")
        }
        let fits = try Self.layout(#"Text("\(Int(-9.2e18))")"#)
        #expect(fits.status == 0 && fits.stderr == "0 placeholders, 0 stubs\n")
    }

    @Test("huge and non-finite lengths in source: laid out, drawn and hit-tested without a signal, no frame NaN")
    func hugeLengths() throws {
        let bodies = [
            #"Text("a").frame(width: 1e300)"#, #"Text("a").offset(x: 1e19, y: 1e19)"#,
            #"Color.red.frame(width: 10, height: 10).shadow(radius: 1e308)"#,
            #"Color.red.frame(width: 10, height: 10).blur(radius: 1e308)"#,
            #"Text("a").border(Color.red, width: 1e308)"#,
            #"RoundedRectangle(cornerRadius: 1e308).frame(width: 1e308, height: 1e308)"#,
            #"Circle().stroke(lineWidth: 1e308).frame(width: 10, height: 10)"#,
            #"Text("hello world").font(.system(size: 0))"#,
            #"Text("hello world").frame(height: 1e300)"#, #"Color.red.frame(minWidth: 1e308, minHeight: .infinity)"#,
            #"ScrollView(.horizontal) { LazyHStack { ForEach(0..<10) { i in Color.red.frame(width: 1e308) } } }"#,
            #"Text("a").rotationEffect(.degrees(1e308))"#, #"Text("abc").font(.system(size: 1e308))"#,
            #"Image(systemName: "star").font(.system(size: 1e308))"#, #"Text("abc").kerning(.infinity)"#,
            #"Text("abc").tracking(1e308)"#, #"Text("a\nb").lineSpacing(-1e308)"#,
            #"Text("a").padding(1e308).padding(1e308)"#,
            #"Text("a").padding(-1e308)"#, #"Color.red.aspectRatio(1e308, contentMode: .fill)"#,
            #"LazyVGrid(columns: [GridItem(.fixed(.infinity)), GridItem(.adaptive(minimum: 0))]) { Text("a"); Text("b") }"#,
            #"LazyVGrid(columns: [GridItem(.fixed(1e308)), GridItem(.fixed(1e308))], spacing: 1e308) { Text("a"); Text("b") }"#,
            #"Color.red.safeAreaInset(edge: .top, spacing: .infinity) { Text("a") }"#,
            #"Rectangle().stroke(style: StrokeStyle(lineWidth: 2, dash: [1e-300, 1e-300])).frame(width: 100, height: 100)"#,
        ]
        let png = Scratch.folder.appendingPathComponent("plumb-\(UUID().uuidString).png").path
        let svg = Scratch.folder.appendingPathComponent("plumb-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: png); try? FileManager.default.removeItem(atPath: svg) }
        // All in one file, each alone in a ZStack (three processes, not thirty-six).
        let file = try CLI.write(Self.view("ZStack {\n" + bodies.joined(separator: "\n") + "\n}"), name: "N.swift")
        let layout = try CLI.plumb(["layout", file])
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(!layout.stdout.contains("nan"), "\(layout.stdout)")
        #expect(layout.stdout.components(separatedBy: "\n").count > bodies.count)
        let render = try CLI.plumb(["render", file, "--png", png, "--svg", svg])
        #expect(render.status == 0, "\(render.stderr)")
        let offset = try CLI.write(Self.view(#"Text("a").offset(x: 1e19, y: 1e19)"#), name: "N.swift")
        #expect(try CLI.plumb(["render", offset, "--svg", svg]).status == 0)
        // The offset, in SVG's exponent form.
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("1e+19"))
        let hit = try CLI.plumb(["hit", file, "--at", "10,10"])
        #expect(hit.status == 0 || hit.status == 1, "\(hit.stderr)")
        let spacer = try Self.layout(#"HStack { Spacer(minLength: .infinity); Text("a") }"#)
        #expect(spacer.status == 0)
        // The engine's warning names the call that made the view: file:line:column, the line, a caret.
        #expect(
            spacer.stderr.hasSuffix(
                "N.swift:4:18: warning: invalid length (negative or non-finite): Spacer(minLength: inf); the default is used\n"
                    + #"        HStack { Spacer(minLength: .infinity); Text("a") }"# + "\n"
                    + String(repeating: " ", count: 17) + "^\n" + "0 placeholders, 0 stubs\n"),
            "\(spacer.stderr)")
        #expect(spacer.stderr.components(separatedBy: "warning:").count == 2)
        #expect(!spacer.stdout.contains("nan"))
        let spacing = try Self.layout(#"VStack(spacing: .infinity) { Text("a"); Text("b") }"#)
        #expect(
            spacing.stderr.contains(
                "N.swift:4:9: warning: invalid length (negative or non-finite): VStack(spacing: inf); the default is used\n"
            ))
        #expect(!spacing.stdout.contains("nan"))
    }

    @Test(
        "the engine's warnings name the call that made the view, whether found resolving, making lazy rows or laying out"
    )
    func locatedEngineWarnings() throws {
        // `.nan` and `.infinity` are CGFloat's implicit members wherever a length goes.
        let run = try Self.layout(#"VStack { Color.red.frame(width: .nan, height: 10); Text("a").padding(.infinity) }"#)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "N.swift:4:28: warning: invalid frame dimension (negative or non-finite): frame(width: nan, height: 10.0)\n"
            ), "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "N.swift:4:70: warning: invalid length (negative or non-finite): padding(EdgeInsets(top: inf, leading: inf, bottom: inf, trailing: inf)); 0 is used\n"
            ), "\(run.stderr)")
        #expect(run.stdout.contains("  frame  x 0 y "), "\(run.stdout)")
        // Rows a lazy stack makes as it lays out.
        let lazy = try Self.layout(
            #"ScrollView { LazyVStack { ForEach(0..<5000) { i in Text("\(i)").offset(y: .nan) } } }"#)
        #expect(
            lazy.stderr.contains(
                "N.swift:4:73: warning: invalid length (negative or non-finite): offset(x: 0.0, y: nan); 0 is used\n"),
            "\(lazy.stderr)")
        #expect(lazy.stderr.components(separatedBy: "warning:").count == 2, "\(lazy.stderr)")
        // A user Layout that answers no size: found when the engine places its view.
        let source = """
            import SwiftUI
            struct NoSize: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: .nan, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct V: View {
                var body: some View {
                    VStack {
                        NoSize { Color.red }
                    }
                }
            }
            """
        let layout = try CLI.plumb(["layout", try CLI.write(source, name: "N.swift")])
        #expect(
            layout.stderr.contains("N.swift:11:13: warning: view size is invalid: (nan, 10.0); 0 is used\n"),
            "\(layout.stderr)")
    }

    @Test(
        "a lazy stack whose scroll view is placed at an infinite origin (an .aspectRatio(.fill) image above it, proposed ∞×∞ by the contract) makes its first rows, without a trap (Swift Island's conference page stopped with a signal)"
    )
    func lazyStackInAnInfinitelyPlacedScrollView() throws {
        let run = try Self.layout(
            #"""
            ScrollView(.vertical) {
                VStack {
                    Image("missing").resizable().aspectRatio(CGSize(width: 550, height: 350), contentMode: .fill)
                    ScrollView(.horizontal) {
                        LazyHStack { ForEach(0..<300, id: \.self) { _ in Color.red.frame(width: 50, height: 50) } }
                    }
                }
            }
            """#)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("      LazyHStack  x -∞ y ∞  0×0\n"), "\(run.stdout)")
    }

    @Test("lengths in flags: beyond 1e9 points or non-finite is a usage error naming the flag, exit 2")
    func flagLengths() throws {
        let file = try CLI.write(Self.view(#"Text("a")"#), name: "N.swift")
        let cases: [([String], String)] = [
            (["--canvas", "1e308x844"], "error: --canvas 1e308x844: a length above 1000000000 points"),
            (
                ["--canvas", "infx844"],
                "error: --canvas infx844: a non-finite length; lengths are at most 1000000000 points"
            ),
            (["--image", "photo=1e308x1e308"], "error: --image photo=1e308x1e308: a length above 1000000000 points"),
            (
                ["--scroll-offset", "1e308,1e308"],
                "error: --scroll-offset 1e308,1e308: a length above 1000000000 points"
            ),
            (["--scroll-offset", "0,-2e9"], "error: --scroll-offset 0,-2e9: a length above 1000000000 points"),
            (["--safe-area", "1e308,0,0,0"], "error: --safe-area 1e308,0,0,0: a length above 1000000000 points"),
        ]
        for (flags, message) in cases {
            let run = try CLI.plumb(["layout"] + flags + [file])
            #expect(run.status == 2, "\(flags)")
            #expect(run.stderr.hasPrefix(message + "\nusage: plumb layout"), "\(flags): \(run.stderr)")
        }
        let largest = try CLI.plumb(["layout", "--canvas", "1000000000x844", "--scroll-offset", "0,1e9", file])
        #expect(largest.status == 0, "\(largest.stderr)")
        // A PNG is bounded by its pixels, before anything is laid out.
        let png = Scratch.folder.appendingPathComponent("plumb-\(UUID().uuidString).png").path
        let huge = try CLI.plumb(["render", "--canvas", "11000x11000", "--png", png, file])
        #expect(huge.status == 2)
        #expect(
            huge.stderr.hasPrefix(
                "error: --png: the canvas 11000x11000 at scale 3 is 33000×33000 pixels; a PNG may have at most 67108864 (8192×8192)\nusage: plumb render"
            ))
        #expect(!FileManager.default.fileExists(atPath: png))
    }

    @Test("special files: say what the path is; fonts and pictures that cannot be read: the message alone")
    func specialFiles() throws {
        let zero = try CLI.plumb(["layout", "/dev/zero"])
        #expect(zero.status == 2)
        #expect(zero.stderr == "error: cannot read '/dev/zero': it is a character device, not a regular file\n")
        let fifo = Scratch.folder.appendingPathComponent("plumb-\(UUID().uuidString).fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let pipe = try CLI.plumb(["layout", fifo])
        #expect(pipe.status == 2)
        #expect(
            pipe.stderr
                == "error: cannot read '\(fifo)': it is a FIFO (named pipe), not a regular file; pipe it to standard input ('-') instead\n"
        )
        let big = Scratch.folder.appendingPathComponent("plumb-\(UUID().uuidString).swift")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: big) }
        #expect(truncate(big.path, 17_000_000) == 0)  // sparse: no 17 MB written
        let large = try CLI.plumb(["layout", big.path])
        #expect(large.status == 2)
        #expect(
            large.stderr
                == "error: cannot read '\(big.path)': it is 17000000 bytes; a source file may be at most 16777216 bytes\n"
        )
        let source = try CLI.write(Self.view(#"Image("x")"#), name: "N.swift")
        let badFont = try CLI.write("junk", name: "bad.ttf")
        let font = try CLI.plumb(["layout", "--font", badFont, source])
        #expect(font.status == 2)
        #expect(font.stderr == "error: --font \(badFont): not a TrueType/OpenType font or collection\n")
        let badPNG = try CLI.write("junk", name: "bad.png")
        let image = try CLI.plumb(["layout", "--image", "x=\(badPNG)", source])
        #expect(image.status == 2)
        #expect(image.stderr == "error: --image x=\(badPNG): PNG: bad signature\n")
    }
}
