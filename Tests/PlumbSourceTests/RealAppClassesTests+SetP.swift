import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set P's unseen apps showed (IceCubes, Actuali, Harbour, Pilgrim, Yattee).
extension RealAppClassesTests {
    @Test(
        "an extension of [Element] is Array's: its method where its parameters take the arguments, the library's inside it; count with a trailing closure"
    )
    func extensionOfSugaredArray() throws {
        let code = #"""
            struct Item { var name: String }
            extension [Item] {
                func filter(_ query: String) -> Self {
                    if query.isEmpty { return self }
                    return filter { $0.name.contains(query) }
                }
            }
            struct V: View {
                let items = [Item(name: "ab"), Item(name: "b"), Item(name: "c")]
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(items.filter("b"), id: \.name) { Text($0.name).font(.system(size: 10)) }
                        Text("x").font(.system(size: 10)).id("after")
                        Text("\(items.count { $0.name.count == 1 })").font(.system(size: 10)).id("n")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // Two rows ("ab", "b") before "x": the stack is 40 tall, centred in 100.
        #expect(frame(r, "after") == CGRect(x: 95, y: 50, width: 10, height: 10))
        #expect(frame(r, "n") == CGRect(x: 95, y: 60, width: 10, height: 10))
        #expect(Interpreter.extendedTypeName("[Item]") == "Array")
        #expect(Interpreter.extendedTypeName("[String: [Int]]") == "Dictionary")
        #expect(Interpreter.extendedTypeName("Array<Item>") == "Array")
        #expect(Interpreter.extendedTypeName("Int?") == "Optional")
    }

    @Test("a conditional of two string literals is the key its parameter wants: the chosen one reads Markdown")
    func conditionalLiteralKeys() throws {
        let code = #"""
            struct V: View {
                var isNew = true
                var body: some View {
                    VStack {
                        Text(isNew ? "*a*" : "bbbb").font(.system(size: 10)).id("t")
                        Label(isNew ? "*ab*" : "c", systemImage: "plus").font(.system(size: 10)).labelStyle(.titleOnly).id("l")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "*a*" as a key is an italic "a": one character, not three.
        #expect(frame(r, "t")?.size == CGSize(width: 10, height: 10))
        #expect(frame(r, "l")?.size == CGSize(width: 20, height: 10))
    }

    @Test(
        "Color.resolve(in:) gives the components the environment shows (SwiftUI's Color.Resolved); a resolved colour paints as its constant colour"
    )
    func resolvedColours() throws {
        var light = EnvironmentValues()
        light.platformVersion = .iOS18
        var dark = light
        dark.colorScheme = .dark
        let red = Color.red.resolve(in: light)
        #expect(red.red == 1 && red.green == Float(59.0 / 255) && red.blue == Float(48.0 / 255) && red.opacity == 1)
        // systemRed in dark mode: #FF453A.
        #expect(Color.red.resolve(in: dark).green == Float(69.0 / 255))
        #expect(red.description == "#FF3B30FF")
        // Linear components are decoded with sRGB's transfer function; init reads sRGB by default.
        #expect(abs(Color.Resolved(red: 0.5, green: 0, blue: 0).linearRed - 0.21404) < 0.0001)
        #expect(abs(Color.Resolved(colorSpace: .sRGBLinear, red: 0.21404, green: 0, blue: 0).red - 0.5) < 0.0001)
        #expect(Color(Color.Resolved(red: 0, green: 0, blue: 1)) == Color(red: 0, green: 0, blue: 1))
        // Source: components read as numbers; the resolved colour used as a colour.
        let code = #"""
            struct V: View {
                let tint = Color.white
                var body: some View {
                    let resolved = tint.resolve(in: .init())
                    Color(resolved).frame(width: CGFloat(resolved.red) * 10, height: 10).id("c")
                }
            }
            """#
        let (r, p) = try layOut(code)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "c") == CGRect(x: 95, y: 45, width: 10, height: 10))
        let tree = LayoutTree(Rectangle().fill(Color.Resolved(red: 0, green: 0, blue: 1)).frame(width: 4, height: 4))
        tree.layout(in: CGSize(width: 4, height: 4), scale: 1)
        #expect(SVGWriter().document(DisplayList(tree)).contains(##"fill="#0000ff""##))
    }

    @Test(
        "UIKit colours as apps compute them: hue/saturation/brightness, withAlphaComponent, resolvedColor(with:); Calendar.ordinality"
    )
    func uiKitColourForms() throws {
        let code = #"""
            struct V: View {
                var body: some View {
                    let march = Calendar.current.date(from: DateComponents(year: 2026, month: 3, day: 1))!
                    VStack(spacing: 0) {
                        Rectangle().fill(Color(uiColor: UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)))
                            .frame(width: 4, height: 4)
                        Rectangle().fill(Color(uiColor: UIColor.blue.withAlphaComponent(0.5).resolvedColor(with: .current)))
                            .frame(width: 4, height: 4)
                        Text("\(Calendar.current.ordinality(of: .day, in: .year, for: march)!)").font(.system(size: 10)).id("day")
                    }
                }
            }
            """#
        let program = try SourceReader.read(code, name: "V.swift", canvas: CGSize(width: 200, height: 100))
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 1)
        let svg = SVGWriter().document(DisplayList(tree))
        #expect(svg.contains(##"fill="#ff0000""##))
        // Half opacity, as 8 bits hold it (128/255).
        #expect(svg.contains(##"fill="#0000ff" fill-opacity="0.502""##))
        // March 1st is the year's 60th day: "60", two characters.
        #expect(tree.result()["day"]?.frame.size == CGSize(width: 20, height: 10))
    }

    @Test(
        "NavigationPath holds the values pushed; searchable's token forms lay out the field at rest, as searchable(text:)"
    )
    func navigationPathAndSearchTokens() throws {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append("detail")
        path.append(3)
        #expect(path.count == 2)
        path.removeLast()
        #expect(path.count == 1 && path == NavigationPath(["detail"]))
        struct Token: Identifiable, Hashable { let id: Int }
        let plain = LayoutTree.layout(
            NavigationStack { Text("a").id("a").navigationTitle("T").searchable(text: .constant("")) },
            in: CGSize(width: 200, height: 300), environment: .ahem)
        let tokens = LayoutTree.layout(
            NavigationStack {
                Text("a").id("a").navigationTitle("T").searchable(
                    text: .constant(""), tokens: .constant([Token(id: 1)]), suggestedTokens: .constant([Token]()),
                    isPresented: .constant(false)
                ) { token in Text("\(token.id)") }
            }, in: CGSize(width: 200, height: 300), environment: .ahem)
        #expect(tokens["a"]?.frame == plain["a"]?.frame)
        let code = #"""
            struct Token: Identifiable { let id: Int; var title: String { "t" } }
            struct V: View {
                @State private var path = NavigationPath()
                @State private var tokens: [Token] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("\(path.count)").id("a")
                            .navigationTitle("T")
                            .searchable(text: .constant(""), tokens: $tokens, isPresented: .constant(false)) { token in
                                Text(token.title)
                            }
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 200, 300)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "a") == plain["a"]?.frame)
    }

    @Test(
        "EmojiText (a remote package) draws its text, Markdown read; a package's modifier namespace on a view keeps the view"
    )
    func emojiText() throws {
        let code = #"""
            struct V: View {
                var body: some View {
                    VStack {
                        EmojiText(markdown: "*ab* :wave:", emojis: [])
                            .font(.system(size: 10))
                            .emojiText.size(12)
                            .id("e")
                        EmojiText(verbatim: "*a*", emojis: []).font(.system(size: 10)).id("v")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code)
        // "ab :wave:" is 9 characters; verbatim text keeps its asterisks.
        #expect(frame(r, "e")?.size == CGSize(width: 90, height: 10))
        #expect(frame(r, "v")?.size == CGSize(width: 30, height: 10))
        #expect(
            p.warnings.map(\.message) == [
                "a view has no member 'emojiText' Plumb knows: the view is kept",
                "unknown modifier 'size' is kept as layout-neutral",
            ])
    }

    @Test(
        "a type of the app named as a library type is another module's where it cannot take the call: List { } is SwiftUI's, Duration.seconds(_:) Swift's"
    )
    func libraryNamesShadowed() throws {
        let code = #"""
            public struct List: Codable { public let id: String; public let title: String }
            public enum Duration: Int { case short, long }
            struct V: View {
                var body: some View {
                    List {
                        Text("a").id("a")
                        Text(Duration.seconds(3725).formatted(.time(pattern: .hourMinuteSecond))).id("d")
                        Text(Duration.seconds(90).formatted(.units(allowed: [.minutes, .seconds], width: .narrow))).id("u")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 200, 300)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        let library = LayoutTree.layout(
            List { Text("a").id("a") }, in: CGSize(width: 200, height: 300), environment: .ahem)
        #expect(frame(r, "a") == library["a"]?.frame)
        // "1:02:05" and "1m 30s", in the body font (17 pt Ahem).
        #expect(abs((frame(r, "d")?.width ?? 0) - 7 * 17) < 0.001)
        #expect(abs((frame(r, "u")?.width ?? 0) - 6 * 17) < 0.001)
    }

    @Test(
        "a root view with no preview is built by an initializer that needs no stub; padding(.init(top:...)) is EdgeInsets; a nil in an optional chain ends a subscript; Binding(get:set:) as .init"
    )
    func rootByDefaultsAndSmallForms() throws {
        let code = #"""
            struct CopyButton<LabelContent: View>: View {
                var content: String?
                @ViewBuilder var labelContent: () -> LabelContent
                init(content: String?, @ViewBuilder label labelContent: @escaping () -> LabelContent) {
                    self.content = content
                    self.labelContent = labelContent
                }
                var body: some View {
                    VStack(spacing: 0) {
                        labelContent().font(.system(size: 10)).id("label")
                        Text(manager?.progress[3] == nil ? "none" : "some").font(.system(size: 10)).id("chain")
                        Slider(value: .init(get: { 5.0 }, set: { _ in }), in: 0...10).frame(width: 100).id("slider")
                    }
                    .padding(.init(top: 6, leading: 0, bottom: 12, trailing: 0))
                }
                var manager: Manager? { nil }
            }
            struct Manager { var progress: [Int: Double] = [:] }
            extension CopyButton where LabelContent == Text {
                init(_ title: String = "Copy", content: String?) {
                    self.content = content
                    self.labelContent = { Text(title) }
                }
            }
            """#
        let (r, p) = try layOut(code, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "Copy" (4 × 10) from the extension's initializer, not a stub of `labelContent`.
        #expect(frame(r, "label")?.size == CGSize(width: 40, height: 10))
        #expect(frame(r, "chain")?.size == CGSize(width: 40, height: 10))
        // The column is 6 + 10 + 10 + slider + 12 tall, its content 6 below its top.
        let column = try #require(frame(r, "@root"))
        #expect(frame(r, "label")?.minY == column.minY + 6)
    }

    @Test(
        "Unicode scalars as apps build flags and digits: UnicodeScalar(literal).value, UnicodeScalar(code point) or nil, String(scalar); reduce(into:) changes its first parameter in place"
    )
    func unicodeScalarsAndReduceInto() throws {
        let code = #"""
            func flag(_ code: String) -> String {
                let base = UnicodeScalar("🇦").value - UnicodeScalar("A").value
                return code.uppercased().unicodeScalars.map { String(UnicodeScalar(base + $0.value)!) }.joined()
            }
            struct V: View {
                let words = ["apple", "avocado", "banana"]
                var body: some View {
                    let byLetter = words.reduce(into: [String: [String]]()) { partial, word in
                        partial[String(word.prefix(1)), default: []].append(word)
                    }
                    VStack {
                        Text(flag("de") == "🇩🇪" ? "yes" : "no").font(.system(size: 10)).id("f")
                        Text("\(UInt8(UnicodeScalar("a").value))").font(.system(size: 10)).id("a")
                        Text(UnicodeScalar(0xD800) == nil ? "nil" : "some").font(.system(size: 10)).id("s")
                        Text("\(byLetter["a"]?.count ?? 0)\(byLetter["b"]?.count ?? 0)").font(.system(size: 10)).id("r")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "f")?.width == 30)
        #expect(frame(r, "a")?.width == 20)
        #expect(frame(r, "s")?.width == 30)
        // "21": two words under "a", one under "b".
        #expect(frame(r, "r")?.width == 20)
    }

    @Test("ButtonKit's AsyncButton (a remote package) draws as the Button of its arguments")
    func asyncButton() throws {
        let code = #"""
            struct V: View {
                var body: some View {
                    VStack {
                        AsyncButton { try await Task.sleep(nanoseconds: 1) } label: { Text("Follow").id("l") }
                        AsyncButton("Save") { }.font(.system(size: 10)).id("s")
                    }
                    .font(.system(size: 10))
                }
            }
            """#
        let (r, p) = try layOut(code)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        let library = LayoutTree.layout(
            VStack {
                Button {
                } label: {
                    Text("Follow").id("l")
                }
                Button("Save") {}.font(.system(size: 10)).id("s")
            }.font(.system(size: 10)), in: CGSize(width: 200, height: 100), scale: 2, environment: .ahem)
        #expect(frame(r, "l") == library["l"]?.frame)
        #expect(frame(r, "s") == library["s"]?.frame)
        #expect(frame(r, "l")?.size == CGSize(width: 60, height: 10))
    }

    @Test(".rect(topLeadingRadius:...) and .rect(cornerRadii:) are UnevenRoundedRectangles, as SwiftUI's shorthands")
    func unevenRectShorthand() throws {
        func svg(_ view: some View) -> String { drawnSVG(view, in: CGSize(width: 40, height: 20)) }
        let code = #"""
            struct V: View {
                var body: some View {
                    Color.red.frame(width: 40, height: 20).clipShape(.rect(topLeadingRadius: 10, topTrailingRadius: 4))
                }
            }
            """#
        let program = try SourceReader.read(code, name: "V.swift", canvas: CGSize(width: 40, height: 20))
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        let uneven = Color.red.frame(width: 40, height: 20)
            .clipShape(UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 4))
        #expect(svg(program.view) == svg(uneven))
        #expect(svg(program.view) != svg(Color.red.frame(width: 40, height: 20)))
    }

    @Test(
        "redacted(reason:) adds to the redaction reasons the views inside read (IceCubes' avatars); unredacted() inside clears them"
    )
    func redactionReasonsReachTheViewsInside() throws {
        let code = #"""
            struct Avatar: View {
                let n: Int
                @Environment(\.redactionReasons) private var reasons
                var body: some View {
                    if reasons == .placeholder {
                        Circle().frame(width: 10, height: 10).id("p\(n)")
                    } else if reasons.contains(.privacy) {
                        Text("private").font(.system(size: 10)).id("x\(n)")
                    } else {
                        Text("image").font(.system(size: 10)).id("i\(n)")
                    }
                }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Avatar(n: 1).redacted(reason: .placeholder)
                        Avatar(n: 2).redacted(reason: .privacy)
                        Avatar(n: 3)
                        Avatar(n: 4).unredacted().redacted(reason: .placeholder)
                    }
                }
            }
            """#
        let (r, p) = try layOut(code)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "p1")?.size == CGSize(width: 10, height: 10))
        #expect(frame(r, "x2")?.size == CGSize(width: 70, height: 10))
        #expect(frame(r, "i3")?.size == CGSize(width: 50, height: 10))
        #expect(frame(r, "i4")?.size == CGSize(width: 50, height: 10))
        var env = EnvironmentValues()
        #expect(env.redactionReasons.isEmpty)
        env.redactionReasons.formUnion(.placeholder)
        #expect(env.redactionReasons == .placeholder)
    }
}
