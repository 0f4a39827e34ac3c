import Foundation
import Plumb
import Testing

/// The source reader, construct by construct (docs/source-subset.md).
struct ReaderTests {
    @Test("a bare view expression")
    func bareExpression() throws {
        let (r, _) = try layOut("Color.red.frame(width: 20, height: 10).id(\"c\")")
        #expect(frame(r, "c") == CGRect(x: 90, y: 45, width: 20, height: 10))
    }

    @Test("a file of View structs: the last one is the root, with imports and comments")
    func structsAndComments() throws {
        let code = """
            import SwiftUI // the framework
            /* a /* nested */ comment */
            struct Badge: View {
                let title: String
                var size: CGFloat = 10
                var body: some View {
                    Text(title).font(.system(size: size)).id(title)
                }
            }

            struct Card: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Badge(title: "ab")
                        Badge(title: "cde", size: 20)
                    }
                }
            }
            """
        let (r, _) = try layOut(code)
        // 20 + 60 wide, centred in 200.
        #expect(frame(r, "ab") == CGRect(x: 60, y: 45, width: 20, height: 10))
        #expect(frame(r, "cde") == CGRect(x: 80, y: 40, width: 60, height: 20))
    }

    @Test("#Preview is the root; #Preview(\"name\") too")
    func preview() throws {
        let code = """
            struct A: View { var body: some View { Color.red.frame(width: 10, height: 10).id("a") } }
            struct B: View { var body: some View { Color.red.frame(width: 30, height: 30).id("b") } }
            #Preview("First") { A() }
            """
        let (r, _) = try layOut(code)
        #expect(frame(r, "a") != nil && frame(r, "b") == nil)
    }

    @Test("computed some View properties, stored properties, @State and @Binding read as constants")
    func properties() throws {
        let code = """
            struct Row: View {
                @State private var count = 3
                @Binding var on: Bool
                let label: String
                var body: some View {
                    VStack(spacing: 0) {
                        header
                        if on { Text(label).id("label") }
                        ForEach(0..<count) { i in Color.blue.frame(width: 10, height: 10).id("dot\\(i)") }
                    }
                }
                private var header: some View { Color.red.frame(width: 40, height: 5).id("header") }
            }
            #Preview { Row(on: .constant(true), label: "x") }
            """
        let (r, _) = try layOut(code)
        #expect(frame(r, "header")?.size == CGSize(width: 40, height: 5))
        #expect(frame(r, "label") != nil)
        #expect(frame(r, "dot2") != nil && frame(r, "dot3") == nil)
    }

    @Test("functions in a struct and custom modifiers in extension View")
    func functions() throws {
        let code = """
            extension View {
                func card(_ inset: CGFloat = 4) -> some View {
                    padding(inset).background(Color.white)
                }
            }
            struct List2: View {
                func row(_ title: String, width: CGFloat) -> some View {
                    Color.gray.frame(width: width, height: 10).id(title)
                }
                var body: some View {
                    VStack(spacing: 0) {
                        row("a", width: 20)
                        row("b", width: 30).card()
                    }
                }
            }
            """
        let (r, _) = try layOut(code)
        #expect(frame(r, "a")?.size == CGSize(width: 20, height: 10))
        #expect(frame(r, "@root")?.size == CGSize(width: 38, height: 28))
    }

    @Test("trailing closures and multiple trailing closures")
    func trailingClosures() throws {
        let code = """
            Color.red.frame(width: 40, height: 40)
                .overlay(alignment: .topLeading) { Color.blue.frame(width: 10, height: 10).id("o") }
                .background { Color.green.id("bg") }
                .id("c")
            """
        let (r, _) = try layOut(code)
        #expect(frame(r, "o") == CGRect(x: 80, y: 30, width: 10, height: 10))
        #expect(frame(r, "bg") == CGRect(x: 80, y: 30, width: 40, height: 40))
        let button = try layOut("Button { } label: { Text(\"OK\").id(\"t\") }")
        #expect(frame(button.0, "t")?.size == CGSize(width: 34, height: 17))
    }

    @Test("literals, interpolation, arithmetic, .infinity, CGFloat.infinity, 16/9")
    func expressions() throws {
        let code = """
            VStack(spacing: 0) {
                let w: CGFloat = 10
                Color.red.frame(width: w * 2 + (3 - 1) / 2, height: -(-5)).id("a")
                Color.red.frame(maxWidth: .infinity, maxHeight: 5).id("b")
                Color.red.frame(maxWidth: CGFloat.infinity, maxHeight: 5).id("c")
                Color.red.aspectRatio(16/9, contentMode: .fit).frame(width: 160).id("d")
                Text("n = \\(Int(7 / 2)), \\(1.5)").id("t")
            }
            """
        let (r, _) = try layOut(code, 200, 400)
        #expect(frame(r, "a")?.size == CGSize(width: 21, height: 5))
        #expect(frame(r, "b")?.width == 200)
        #expect(frame(r, "c")?.width == 200)
        #expect(frame(r, "d")?.height == 90)  // 160 / (16/9): a CGFloat context reads 16/9 as 1.777…
        #expect(frame(r, "t")?.width == CGFloat("n = 3, 1.5".count) * 17)
    }

    @Test("an untyped let of an integer expression is an Int, as in Swift")
    func integerDefaulting() throws {
        let (r, _) = try layOut(
            "VStack { let n = 16 / 9\n Color.red.frame(width: CGFloat(n) * 10, height: 1).id(\"a\") }")
        #expect(frame(r, "a")?.width == 10)
    }

    @Test("member access: colours, opacity, Color(red:green:blue:), EdgeInsets, CGSize")
    func members() throws {
        let code = """
            HStack(spacing: 0) {
                Color.red.opacity(0.5).frame(width: 10, height: 10).id("a")
                Color(red: 1, green: 0.5, blue: 0).frame(width: 10, height: 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("b")
                Color.clear.frame(width: 10, height: 10).offset(CGSize(width: 5, height: 0)).id("c")
                Rectangle().fill(.blue.opacity(0.2)).frame(width: 10, height: 10)
            }
            """
        let (r, _) = try layOut(code)
        #expect(frame(r, "b")?.size == CGSize(width: 16, height: 14))
        #expect(frame(r, "c") != nil)
    }

    @Test("if/else and switch on constants; ForEach over an array literal")
    func controlFlow() throws {
        let code = """
            struct V: View {
                let mode = 2
                let compact = false
                var body: some View {
                    HStack(spacing: 0) {
                        if compact { Color.red.frame(width: 1, height: 1).id("compact") } else { Color.red.frame(width: 2, height: 1).id("regular") }
                        switch mode {
                        case 1: Color.red.frame(width: 1, height: 1).id("one")
                        case 2, 3: Color.red.frame(width: 1, height: 1).id("two")
                        default: EmptyView()
                        }
                        ForEach(["x", "y"], id: \\.self) { name in Color.red.frame(width: 3, height: 1).id(name) }
                    }
                }
            }
            """
        let (r, _) = try layOut(code)
        #expect(frame(r, "regular") != nil && frame(r, "compact") == nil)
        #expect(frame(r, "two") != nil && frame(r, "one") == nil)
        #expect(frame(r, "x") != nil && frame(r, "y") != nil)
    }

    @Test("alignmentGuide closures: $0, named parameters, explicit guide types")
    func alignmentGuides() throws {
        let code = """
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { $0[.leading] - 10 }.id("b")
                Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { d in d[HorizontalAlignment.center] }.id("c")
                Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { context in context[.leading] + context.width / 2 - 10 }.id("d")
            }
            """
        let (r, _) = try layOut(code)
        let a = frame(r, "a")!.minX
        #expect(frame(r, "b")!.minX - a == 10)
        #expect(frame(r, "c")!.minX - a == -5)
        #expect(frame(r, "d")!.minX - a == 5)
    }

    @Test("GeometryReader reads proxy.size while laying out")
    func geometryReader() throws {
        let code = """
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 4, height: proxy.size.height / 2).id("q")
            }
            """
        let (r, p) = try layOut(code, 200, 100)
        #expect(frame(r, "q") == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(p.layoutErrors.isEmpty)
    }

    @Test(
        "known layout-neutral modifiers read silently; an unknown modifier is kept with a warning naming it and its line"
    )
    func neutralModifiers() throws {
        let code = """
            Text("Hi")
                .onTapGesture { }
                .navigationTitle("x")
                .accessibilityLabel("greeting")
                .animation(.default, value: 1)
                .sparkle(3)
                .id("t")
            """
        let (r, p) = try layOut(code)
        #expect(frame(r, "t")?.size == CGSize(width: 34, height: 17))
        #expect(
            p.warnings.map(\.summary) == [
                "Test.swift:6:6: warning: unknown modifier 'sparkle' is kept as layout-neutral"
            ])
    }

    @Test("UIScreen.main.bounds is the canvas, with a warning")
    func screenBounds() throws {
        let (r, p) = try layOut(
            "Color.red.frame(width: UIScreen.main.bounds.width - 40, height: 10).id(\"c\")", 300, 100)
        #expect(frame(r, "c")?.width == 260)
        #expect(p.warnings.count == 1)
    }
}

/// Bad input: every error path names its position, and nothing crashes or hangs.
struct ReaderErrorTests {
    @Test("errors read like a compiler's, with the line and a caret")
    func compilerStyle() {
        do {
            _ = try SourceReader.read("VStack {\n    Text(\"Wi-Fi\", isOn: .constant(true)\n}", name: "Card.swift")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description == "Card.swift:3:1: error: expected ',' or ')' in the argument list, found '}'\n}\n^")
        }
    }

    @Test(
        "each error path: message and position",
        arguments: [
            ("", "no view found: write a view expression, a struct conforming to View, or a #Preview", 1, 1),
            ("HStack {\n  Text(\"a\")\n", "'{' is never closed", 1, 8),
            ("Text(\"never closes)", "unterminated string literal", 1, 6),
            ("/* open", "unterminated '/*' comment", 1, 1),
            ("Text(\"a\") \u{01}", "unexpected byte 0x01", 1, 11),
            (
                "HStack { Text(\"a\") Text(\"b\") }", "expected a line break or ';' between statements, found 'Text'",
                1, 20
            ),
            (
                "struct A: View { var body: some View { A() } }",
                "evaluation is nested too deeply (more than 150 levels): does a view contain itself?", 1, 40
            ),
            ("HStack {\n  Color.red\n    .frame(width: 1 +)\n}", "expected an expression, found ')'", 3, 22),
            (
                "ForEach(0..<100000000) { _ in Color.red }",
                "ForEach over 100000000 elements is more than Plumb builds (10000000)", 1, 9
            ),
            (
                "enum Mode { case a }",
                "no view found: write a view expression, a struct conforming to View, or a #Preview", 1, 1
            ),
            ("struct A: View { var body: some View { Text(\"a\") }", "'A' is never closed", 1, 1),
            ("VStack { Text(\"a\")) }", "expected a line break or ';' between statements, found ')'", 1, 19),
            ("let x = = 3", "expected an expression, found '='", 1, 9),
        ])
    func errorPaths(code: String, message: String, line: Int, column: Int) {
        let error = readError(code)
        #expect(error?.message == message)
        #expect(error?.line == line && error?.column == column, "at \(error.map { "\($0.line):\($0.column)" } ?? "-")")
    }

    @Test("a wrong argument is a warning at it, and the view is read without it")
    func wrongArguments() throws {
        #expect(
            try readWarnings("Color.red.frame(width: \"wide\")")
                == ["1:11: 'frame' is ignored: expected a number, found a string"])
        // A label no signature of the library's modifier has (which Swift would reject, unless
        // a package not read declares that overload, as Infomaniak's `padding(value:)`): a
        // warning naming it, and the view kept without the modifier.
        #expect(
            try readWarnings("Color.red.frame(wdth: 10)")
                == [
                    "1:11: no signature of 'frame' the library or the files declare takes 'wdth:' (a package's?): "
                        + "kept as layout-neutral"
                ])
        // Where the app would trap (or the compiler reject the constant), the view is a
        // placeholder and the failure a layout error: exit 1 (issue 15).
        let divided = try SourceReader.read("Text(1 / 0)", name: "Card.swift")
        #expect(divided.warnings.isEmpty)
        #expect(
            divided.layoutErrors.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
                "1:8: division by zero"
            ])
        // An alignment no file declares is taken as a package's: a guide of that name.
        #expect(
            try readWarnings("HStack(alignment: .middle) { }")
                == [
                    "1:19: alignment '.middle' is not the library's or the files' (a package's?): a guide of that "
                        + "name, centred where a view sets none"
                ])
    }

    @Test("binary garbage is not UTF-8 text")
    func garbage() {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[0] = 0xFF
        #expect(throws: Diagnostic.self) { try SourceReader.read(bytes: bytes, name: "junk.swift") }
    }

    @Test("nesting 5,000 deep is an error, not a stack overflow")
    func deepNesting() {
        let code = String(repeating: "VStack {", count: 5000) + "Text(\"x\")" + String(repeating: "}", count: 5000)
        #expect(readError(code)?.message == "code is nested too deeply (more than 200 levels)")
        let parens = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        #expect(
            readError("Color.red.frame(width: \(parens))")?.message
                == "code is nested too deeply (more than 200 levels)")
    }

    @Test("random mutations of a valid file never crash the reader")
    func mutations() {
        let base = Array(
            """
            struct Card: View {
                let title = "Hello"
                var body: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(title).font(.headline).lineLimit(2)
                        HStack { Spacer(); Color.red.frame(width: 10, height: 10) }
                    }.padding().background(Color.white).alignmentGuide(.top) { $0[.bottom] / 2 }
                }
            }
            """.utf8)
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        var errors = 0
        for _ in 0..<2000 {
            var bytes = base
            for _ in 0..<(1 + next() % 4) {
                let i = next() % bytes.count
                switch next() % 3 {
                case 0: bytes.remove(at: i)
                case 1: bytes.insert(bytes[next() % bytes.count], at: i)
                default: bytes[i] = UInt8(truncatingIfNeeded: next())
                }
            }
            do {
                let program = try SourceReader.read(bytes: bytes, name: "m.swift")
                _ = LayoutTree.layout(program.view, in: CGSize(width: 390, height: 844), environment: .ahem)
            } catch {
                errors += 1
                #expect(!error.message.isEmpty)
            }
        }
        #expect(errors > 0)
    }
}
