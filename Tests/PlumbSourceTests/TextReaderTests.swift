import Foundation
import Plumb
import Testing

/// Rich text as the reader reads it, in Ahem (each character one em square): a literal is a
/// `LocalizedStringKey` (Markdown), a `String` variable is not; `Text + Text` is one text;
/// the text styling members and modifiers.
struct TextReaderTests {
    /// The request of the first Text `code` lays out, and the program's warnings.
    func textRequest(_ code: String) throws -> (request: TextLayoutRequest?, program: SourceProgram) {
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 400, height: 100))
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 400, height: 100), scale: 2)
        var stack = [tree.root]
        while let node = stack.popLast() {
            if case .text(let request) = tree.content(of: node) { return (request, program) }
            stack += tree.children(of: node)
        }
        return (nil, program)
    }

    /// The font of the first Text `code` lays out (one run, so the request's own font), the
    /// code read without a warning.
    func font(_ code: String) throws -> ResolvedFont? {
        let (request, program) = try textRequest(code)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        return request?.font
    }

    /// The runs of the first Text (none for plain text, measured in one font).
    func runs(_ code: String) throws -> [TextRun] { try textRequest(code).request?.runs ?? [] }

    @Test("A literal passed to Text reads Markdown; the markup takes no room (\"a b\": 3 characters of 10)")
    func markdownLiteral() throws {
        let (result, _) = try layOut(#"Text("a **b**").font(.system(size: 10)).id("t")"#)
        #expect(frame(result, "t")?.size == CGSize(width: 30, height: 10))
        let r = try runs(#"Text("a **b** `c` [d](https://x.com)")"#)
        #expect(r.map(\.string) == ["a ", "b", " ", "c", " ", "d"])
        #expect(r[1].font.weight == .bold)
        #expect(r[3].font.design == .monospaced)
        #expect(r[5].foreground?.base is TintShapeStyle)
    }

    @Test(
        "fontDesign (iOS 16.1) sets the design of the text inside, on its font or .body; symbol effects and hover change nothing"
    )
    func fontDesign() throws {
        let title = try font(
            #"VStack { Text("a").font(.title) }.fontDesign(.monospaced).symbolEffect(.bounce.up.byLayer, value: 1).hoverEffect(.lift).menuIndicator(.hidden)"#
        )
        #expect(title?.design == .monospaced)
        #expect(title?.pointSize == 28)
        let body = try font(#"Text("a").fontDesign(.serif).symbolEffect(.pulse, options: .repeating)"#)
        #expect(body?.design == .serif)
        #expect(body?.pointSize == 17)
        // A font with a design of its own keeps it; nil removes a design set outside.
        let own = try font(#"Text("a").font(.system(size: 12, design: .rounded)).fontDesign(.serif)"#)
        #expect(own?.design == .rounded)
        let removed = try font(#"Text("a").fontDesign(nil).fontDesign(.serif)"#)
        #expect(removed?.design == .default)
        let (result, program) = try layOut(
            #"Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing).frame(width: 20, height: 10).id("i")"#
        )
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(frame(result, "i")?.size == CGSize(width: 20, height: 10))
    }

    @Test(
        "monospaced() on a view (iOS 16) and on a font is the monospaced design; a font's width and fontWidth keep the standard width"
    )
    func monospacedAndWidth() throws {
        let view = try font(#"VStack { Text("a").font(.title) }.monospaced().fontWidth(.condensed)"#)
        #expect(view?.design == .monospaced)
        #expect(view?.pointSize == 28)
        #expect(try font(#"Text("a").monospaced(false)"#)?.design == .default)
        let chained = try font(#"Text("a").font(.title2.monospaced().width(.expanded).bold())"#)
        #expect(chained?.design == .monospaced)
        #expect(chained?.weight == .bold)
        #expect(chained?.pointSize == 22)
        let (result, _) = try layOut(
            #"Text("abc").fontWidth(.compressed).allowsTightening(true).font(.system(size: 10)).id("t")"#)
        #expect(frame(result, "t")?.size == CGSize(width: 30, height: 10))
    }

    @Test("A String variable, Text(verbatim:) and an interpolated value show their asterisks")
    func noMarkdown() throws {
        let code = """
            struct V: View {
                let name = "**x**"
                var body: some View {
                    VStack {
                        Text(name).font(.system(size: 10)).id("variable")
                        Text(verbatim: "**x**").font(.system(size: 10)).id("verbatim")
                        Text("\\(name)!").font(.system(size: 10)).id("interpolated")
                        Text("**x**").font(.system(size: 10)).id("literal")
                    }
                }
            }
            """
        let (result, _) = try layOut(code)
        #expect(frame(result, "variable")?.width == 50)
        #expect(frame(result, "verbatim")?.width == 50)
        #expect(frame(result, "interpolated")?.width == 60)
        #expect(frame(result, "literal")?.width == 10)
    }

    @Test("Text(LocalizedStringKey(variable)) and Text(.init(variable)) read the variable's Markdown, as SwiftUI does")
    func keyFromVariable() throws {
        let code = """
            struct V: View {
                let s = "**x** y"
                var body: some View {
                    VStack {
                        Text(LocalizedStringKey(s)).font(.system(size: 10)).id("key")
                        Text(.init(s)).font(.system(size: 10)).id("init")
                        Text(s).font(.system(size: 10)).id("string")
                    }
                }
            }
            """
        let (result, program) = try layOut(code)
        #expect(program.warnings.isEmpty)
        #expect(frame(result, "key")?.width == 30)
        #expect(frame(result, "init")?.width == 30)
        #expect(frame(result, "string")?.width == 70)
    }

    @Test("A property declared LocalizedStringKey is a key: Text(title) reads its Markdown; a String property does not")
    func keyProperty() throws {
        let code = """
            struct Row: View {
                let title: LocalizedStringKey
                let plain: String
                var body: some View {
                    VStack {
                        Text(title).font(.system(size: 10)).id("key")
                        Text(plain).font(.system(size: 10)).id("string")
                    }
                }
            }
            Row(title: "**x** y", plain: "**x** y")
            """
        let (result, _) = try layOut(code)
        #expect(frame(result, "key")?.width == 30)
        #expect(frame(result, "string")?.width == 70)
    }

    @Test("Text + Text is one text, each part in its size and colour: 2×10 + 2×20 wide, 20 tall")
    func concatenation() throws {
        let code =
            #"(Text("ab").font(.system(size: 10)).foregroundColor(.red) + Text("cd").font(.system(size: 20)).bold()).id("t")"#
        let (result, _) = try layOut(code)
        #expect(frame(result, "t")?.size == CGSize(width: 60, height: 20))
        let r = try runs(code)
        #expect(r.map(\.string) == ["ab", "cd"])
        #expect(r[0].foreground?.color == .red)
        #expect(r.map(\.font.weight) == [.regular, .bold])
    }

    @Test("An interpolated Text keeps its style inside a literal")
    func interpolatedText() throws {
        let r = try runs(#"Text("a \(Text("b").bold()) c")"#)
        #expect(r.map(\.string) == ["a ", "b", " c"])
        #expect(r[1].font.weight == .bold)
    }

    @Test(
        "Styling members keep a Text a Text: underline, strikethrough, kerning, tracking, baselineOffset, foregroundStyle"
    )
    func members() throws {
        let r = try runs(
            #"""
            Text("a").underline(color: .red) + Text("b").strikethrough(pattern: .dot) + Text("c").kerning(2)
                + Text("d").tracking(3) + Text("e").baselineOffset(4) + Text("f").foregroundStyle(.blue)
                + Text("g").monospaced()
            """#)
        #expect(r.count == 7)
        #expect(r[0].underline == Text.LineStyle(color: .red))
        #expect(r[1].strikethrough == Text.LineStyle(pattern: .dot))
        #expect(r[2].kerning == 2 && r[3].tracking == 3 && r[4].baselineOffset == 4)
        #expect(r[5].foreground?.color == .blue)
        #expect(r[6].font.design == .monospaced)
        // 2 × (10 + 2) + 10 wide; 10 tall, + 4 for the raised run.
        let (result, _) = try layOut(
            #"(Text("ab").kerning(2) + Text("c").baselineOffset(4)).font(.system(size: 10)).id("t")"#)
        #expect(frame(result, "t")?.size == CGSize(width: 34, height: 14))
    }

    @Test("The view modifiers style every Text inside, under each Text's own")
    func viewModifiers() throws {
        let r = try runs(#"VStack { Text("a").kerning(1) + Text("b") }.kerning(5).underline()"#)
        #expect(r.map(\.kerning) == [1, 5])
        #expect(r.map(\.underline) == [.single, .single])
        let (result, _) = try layOut(#"Text("abc").font(.system(size: 10)).id("t").tracking(2)"#)
        #expect(frame(result, "t")?.width == 36)
    }
}
