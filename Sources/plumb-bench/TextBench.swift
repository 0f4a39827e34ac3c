// The text workload of issue 4: 10,000 Texts of 1–20 words in a VStack, canvas 390 wide,
// measured with the default font (Inter). Prints median ns per Text and per glyph for
//   first      a new tree and a new measurer: every string shaped, every Text measured;
//   warm       a new tree, the measurer's shaping cache warm (a second screen showing
//              the same strings);
//   unchanged  the same tree laid out again.
// and the same for `T-mixed`, strings of words in eight scripts and emoji (issue 13).
import Foundation
import PlumbCore
import PlumbText

/// The T workload's words: Latin, as UI text is.
let textWords = [
    "the", "layout", "negotiation", "proposes", "a", "size", "child", "chooses", "its", "own",
    "parent", "places", "it", "SwiftUI", "Plumb", "frame", "padding", "stack", "spacer", "priority",
    "Dynamic", "Type", "accessibility", "truncated", "title", "wraps", "onto", "lines", "of", "text",
]

/// T-mixed's words: mixed scripts, as user-generated text is: Latin, Chinese, Japanese, Arabic,
/// Hebrew, Devanagari, Thai and emoji words in one string, each script in its fallback face and
/// shaped with its rules.
let mixedWords = [
    "the", "layout", "SwiftUI", "Plumb", "布局", "视图", "尺寸", "テキスト", "日本語", "مرحبا", "بالعالم",
    "كتاب", "שלום", "עולם", "नमस्ते", "दुनिया", "हिन्दी", "สวัสดี", "ชาวโลก", "😀", "👍🏽", "👨‍👩‍👧",
    "🇫🇷", "frame", "padding", "한국어", "text", "lines", "of", "size",
]

func runTextBench(options: Options) {
    runTextBench(options: options, label: "T", words: textWords)
    runTextBench(options: options, label: "T-mixed", words: mixedWords)
}

/// 10,000 strings of 1–20 of `words`, from a deterministic generator (xorshift), so every run
/// (and `Scripts/bench-peers.py`, through `plumb-bench card --dump`) lays out the same strings.
func textStrings(words: [String]) -> [String] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }
    return (0..<10_000).map { _ in
        (0...next(20)).prefix(20).map { _ in words[next(words.count)] }.joined(separator: " ")
    }
}

func runTextBench(options: Options, label: String, words: [String]) {
    let strings = textStrings(words: words)
    let glyphs = strings.reduce(0) { $0 + $1.count }
    let view = VStack(alignment: .leading, spacing: 4) {
        ForEach(0..<strings.count, id: \.self) { i in Text(strings[i]) }
    }
    let canvas = CGSize(width: 390, height: 844)
    let fonts: FontCollection
    do { fonts = try FontCollection.standard() } catch { fail("cannot load the default fonts: \(error)") }

    var first: [Double] = [], warm: [Double] = [], unchanged: [Double] = []
    for _ in 0..<options.runs {
        var environment = EnvironmentValues()
        environment.textMeasurer = FontTextMeasurer(fonts: fonts)
        let cold = LayoutTree(view, environment: environment)
        first.append(nanoseconds { cold.layout(in: canvas, scale: 3) })
        unchanged.append(nanoseconds { cold.layout(in: canvas, scale: 3) })
        let again = LayoutTree(view, environment: environment)
        warm.append(nanoseconds { again.layout(in: canvas, scale: 3) })
    }
    func f(_ v: [Double], per n: Int, _ digits: Int = 1) -> String {
        String(format: "%.\(digits)f", median(v) / Double(n))
    }
    print(
        "plumb \(label) texts=\(strings.count) glyphs=\(glyphs) first=\(f(first, per: strings.count)) "
            + "warm=\(f(warm, per: strings.count)) unchanged=\(f(unchanged, per: strings.count, 2)) ns/text; "
            + "first=\(f(first, per: glyphs)) warm=\(f(warm, per: glyphs)) ns/glyph")
}
