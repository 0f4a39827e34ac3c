import Foundation
import Testing

@testable import PlumbCore

/// Rich text in Ahem (every character one em square of its run's size, ascent 0.8 em,
/// descent 0.2 em), so every width and height is exact: `Text + Text`, Markdown in a key,
/// attributed strings, kerning, tracking, baseline offsets, text case.
@Suite("Text runs")
struct TextRunTests {
    /// The layout of `text` for `proposal` in Ahem.
    func laidOut(_ text: Text, _ proposal: ProposedViewSize = P(nil, nil), env: EnvironmentValues = .ahem) -> TextLayout
    {
        AhemTextMeasurer().layout(text.layoutRequest(in: env), proposal: proposal)
    }

    /// Each span's string and attributes, for Markdown's run splitting.
    func spans(_ text: Text) -> [String] { text.spans.map(\.string) }

    // MARK: Text + Text

    @Test("Text + Text is one paragraph: each run in its own size (10 + 20 pt: 2×10 + 3×20 wide, 20 tall)")
    func concatenationWidth() {
        let text = Text("ab").font(.system(size: 10)) + Text("cde").font(.system(size: 20))
        #expect(answer(of: text, to: P(nil, nil)) == CGSize(width: 80, height: 20))
        let layout = laidOut(text)
        // The line is as tall as its tallest run: ascent 16 (0.8 × 20), descent 4.
        #expect(layout.firstBaseline == 16)
        #expect(
            layout.lines[0].segments == [
                TextLine.Segment(run: 0, text: "ab", x: 0, width: 20),
                TextLine.Segment(run: 1, text: "cde", x: 20, width: 60),
            ])
    }

    @Test("Text + Text wraps as one text: breaks fall across runs, each line as tall as its runs")
    func concatenationWraps() {
        let text = Text("aa ").font(.system(size: 10)) + Text("bb cc").font(.system(size: 20))
        let layout = laidOut(text, P(70, nil))
        #expect(layout.lines.map(\.text) == ["aa bb", "cc"])
        #expect(layout.lines.map(\.width) == [70, 40])
        #expect(layout.size == CGSize(width: 70, height: 40))
        #expect(layout.lines[1].baseline == 36)
        #expect(answer(of: text, to: P(70, nil)) == CGSize(width: 70, height: 40))
        // Only the 10 pt run on a line: 10 tall.
        let small = Text("aa aa ").font(.system(size: 10)) + Text("bb").font(.system(size: 20))
        #expect(laidOut(small, P(50, nil)).size == CGSize(width: 50, height: 30))
    }

    @Test("Modifiers on a joined text style only the parts that left them unset (the innermost wins)")
    func innermostWins() throws {
        let text = (Text("a").foregroundColor(.red).bold() + Text("b")).foregroundColor(.blue).italic()
        let runs = text.layoutRequest(in: .ahem).runs
        #expect(runs.map(\.foreground?.color) == [.red, .blue])
        #expect(runs.map(\.font.weight) == [.bold, .regular])
        #expect(runs.map(\.font.isItalic) == [true, true])
        // Plain text has no runs (the fast path) and keeps its font.
        let plain = Text("abc").bold().foregroundColor(.red).layoutRequest(in: .ahem)
        #expect(plain.runs.isEmpty)
        #expect(plain.font.weight == .bold)
    }

    @Test("A truncated text with runs ends with an ellipsis in the run its last line starts in")
    func truncation() {
        let text = Text("abc").font(.system(size: 10)) + Text("defgh").font(.system(size: 20))
        let layout = laidOut(
            text.font(nil), P(70, nil),
            env: {
                var e = EnvironmentValues.ahem; e.lineLimit = 1; return e
            }())
        #expect(layout.isTruncated)
        #expect(layout.lines.map(\.text) == ["abcd…"])
        #expect(layout.lines[0].width == 60)
        // The ellipsis is in the first run (10 wide), drawn after "d".
        #expect(layout.lines[0].segments.map(\.text) == ["abc", "d", "…"])
        #expect(layout.lines[0].segments.map(\.x) == [0, 30, 50])
    }

    // MARK: Spacing and baseline

    @Test("kerning and tracking add after each character, the last included (Apple: kerning affects the trailing edge)")
    func kerningAndTracking() {
        #expect(answer(of: ahem("abc").kerning(2), to: P(nil, nil)) == CGSize(width: 36, height: 10))
        #expect(answer(of: ahem("abc").tracking(3), to: P(nil, nil)) == CGSize(width: 39, height: 10))
        #expect(answer(of: ahem("abc").kerning(-2), to: P(nil, nil)) == CGSize(width: 24, height: 10))
        // Both set: tracking is used.
        #expect(answer(of: ahem("abc").kerning(2).tracking(3), to: P(nil, nil)) == CGSize(width: 39, height: 10))
        // Only the kerned run widens: 2×10 + 2×(10 + 5).
        #expect(answer(of: ahem("ab") + ahem("cd").kerning(5), to: P(nil, nil)) == CGSize(width: 50, height: 10))
        // Kerning changes where lines break: "ab cd" at 12 per character is 60 wide.
        #expect(laidOut(ahem("ab cd").kerning(2), P(55, nil)).lines.map(\.text) == ["ab", "cd"])
        #expect(laidOut(ahem("ab cd"), P(55, nil)).lines.map(\.text) == ["ab cd"])
    }

    @Test("baselineOffset moves the run and grows its line by the offset, up or down (UILabel, iOS 16.4+)")
    func baselineOffset() {
        let up = laidOut(ahem("ab").baselineOffset(5))
        #expect(up.size == CGSize(width: 20, height: 15))
        #expect(up.firstBaseline == 13)
        let down = laidOut(ahem("ab").baselineOffset(-4))
        #expect(down.size == CGSize(width: 20, height: 14))
        #expect(down.firstBaseline == 8)
        let mixed = laidOut(ahem("a") + ahem("b").baselineOffset(6))
        #expect(mixed.size == CGSize(width: 20, height: 16))
        #expect(mixed.firstBaseline == 14)
        #expect(answer(of: ahem("a") + ahem("b").baselineOffset(6), to: P(nil, nil)) == CGSize(width: 20, height: 16))
    }

    // MARK: Markdown

    @Test("Markdown in a key: each piece in its run with its style")
    func markdownRuns() {
        let text = Text("a **b** *c* `d` ~~e~~ [f](https://example.com)")
        #expect(spans(text) == ["a ", "b", " ", "c", " ", "d", " ", "e", " ", "f"])
        let a = text.spans.map(\.attributes)
        #expect(a[1].weight == .bold)
        #expect(a[3].isItalic == true)
        #expect(a[5].isMonospaced == true)
        #expect((a[7].strikethrough ?? nil) == .single)
        #expect(a[9].foreground?.base is TintShapeStyle)
        #expect(a[0] == TextAttributes())
        let runs = text.layoutRequest(in: .ahem).runs
        #expect(runs.map(\.string).joined() == "a b c d e f")
        #expect(runs[1].font.weight == .bold)
        #expect(runs[5].font.design == .monospaced)
        #expect(runs[7].strikethrough == .single)
        // Measured without the markup: 11 characters of body (17 pt).
        #expect(answer(of: text, to: P(nil, nil)) == CGSize(width: 187, height: 17))
    }

    @Test("Markdown: nesting, underscores, escapes, unmatched delimiters and code spans follow CommonMark")
    func markdownRules() {
        #expect(spans(Text("***x***")) == ["x"])
        #expect(
            Text("***x***").spans[0].attributes.weight == .bold && Text("***x***").spans[0].attributes.isItalic == true)
        #expect(spans(Text("**a *b* c**")) == ["a ", "b", " c"])
        #expect(Text("**a *b* c**").spans.map(\.attributes.isItalic) == [nil, true, nil])
        #expect(spans(Text("__bold__ _it_")) == ["bold", " ", "it"])
        #expect(spans(Text("snake_case_name")) == ["snake_case_name"])
        #expect(spans(Text("a * b * c")) == ["a * b * c"])
        #expect(spans(Text("2 * 3 = 6")) == ["2 * 3 = 6"])
        #expect(spans(Text("\\*not\\*")) == ["*not*"])
        #expect(spans(Text("`a*b*c`")) == ["a*b*c"])
        #expect(spans(Text("`` a`b ``")) == ["a`b"])
        #expect(spans(Text("a `b")) == ["a `b"])
        #expect(spans(Text("[no link]")) == ["[no link]"])
        #expect(spans(Text("[**bold** link](u)")) == ["bold", " link"])
        #expect(Text("[**bold** link](u)").spans[0].attributes.weight == .bold)
        #expect(spans(Text("line one\nline **two**")) == ["line one\nline ", "two"])
    }

    @Test("No Markdown in Text(verbatim:), a String, or an interpolated value; an interpolated Text keeps its style")
    func markdownOnlyInLiterals() {
        #expect(spans(Text(verbatim: "**b**")) == ["**b**"])
        let variable = "**b** *i*"
        #expect(spans(Text(variable)) == ["**b** *i*"])
        #expect(spans(Text("v: \(variable)")) == ["v: **b** *i*"])
        #expect(spans(Text("**v:** \(variable)")) == ["v:", " **b** *i*"])
        let inner = Text("b").bold()
        let text = Text("a \(inner) c")
        #expect(spans(text) == ["a ", "b", " c"])
        #expect(text.spans.map(\.attributes.weight) == [nil, .bold, nil])
        #expect(answer(of: text.font(.system(size: 10)), to: P(nil, nil)) == CGSize(width: 50, height: 10))
    }

    // MARK: Attributed strings

    @Test(
        "Emphasis around an interpolated value styles the value: the key's format is `**%@**` (Meshtastic's firmware line)"
    )
    func markdownAroundAValue() {
        let version = "2.3.0"
        let text = Text("Connected firmware: **\(version)**")
        #expect(spans(text) == ["Connected firmware: ", "2.3.0"])
        #expect(text.spans.map(\.attributes.weight) == [nil, .bold])
        // A delimiter run with spaces inside still does not open: `** x` is literal.
        let loose = Text("a ** \(version) **")
        #expect(spans(loose) == ["a ** 2.3.0 **"])
        // After a value, `_` follows the specifier's `@` (punctuation), so it opens as it
        // does in Foundation's parse of `%@_x_`; after a letter it does not.
        #expect(spans(Text("\(version)_x_")) == ["2.3.0", "x"])
        #expect(spans(Text("v_x_")) == ["v_x_"])
    }

    @Test("Text(AttributedString): one run per attribute run, with font, colour, kerning, underline")
    func attributedString() {
        var a = AttributedString("ab")
        a.font = .system(size: 20)
        a.foregroundColor = .red
        var b = AttributedString("cd")
        b.kern = 2
        b.underlineStyle = .single
        b.font = .system(size: 10)
        var c = AttributedString("e")
        c.link = URL(string: "https://example.com")
        c.font = .system(size: 10)
        let text = Text(a + b + c)
        let runs = text.layoutRequest(in: .ahem).runs
        #expect(runs.map(\.string) == ["ab", "cd", "e"])
        #expect(runs[0].foreground?.color == .red)
        #expect(runs[1].underline == .single)
        #expect(runs[2].foreground?.base is TintShapeStyle)
        // 2×20 + 2×(10 + 2) + 10, as tall as the 20 pt run.
        #expect(answer(of: text, to: P(nil, nil)) == CGSize(width: 74, height: 20))
    }

    // MARK: Text case

    @Test("textCase upper-cases with the environment's locale (Turkish dotted İ), runs included")
    func textCase() {
        var env = EnvironmentValues.ahem
        env.textCase = .uppercase
        #expect(Text("istanbul").layoutRequest(in: env).string == "ISTANBUL")
        env.locale = Locale(identifier: "tr_TR")
        #expect(Text("istanbul").layoutRequest(in: env).string == "İSTANBUL")
        env.textCase = .lowercase
        let joined = (Text("AB").bold() + Text("CD")).layoutRequest(in: env)
        #expect(joined.runs.map(\.string) == ["ab", "cd"])
        #expect(joined.string == "abcd")
    }
}
