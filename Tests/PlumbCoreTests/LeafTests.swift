import Foundation
import Testing

@testable import PlumbCore

/// SPEC §2: Color and shapes, Image, Text, Spacer, Divider.
struct LeafTests {
    @Test("§2 Color and shapes take any finite proposal whole; nil gives 10; 0 gives 0; ∞ gives ∞")
    func greedyLeaves() {
        let proposals = [P(120, 30), P(nil, nil), P(nil, 40), P(0, 0), P(.infinity, .infinity)]
        let expected = [
            CGSize(width: 120, height: 30), CGSize(width: 10, height: 10), CGSize(width: 10, height: 40), .zero,
            CGSize(width: CGFloat.infinity, height: .infinity),
        ]
        #expect(answers(of: Color.red, to: proposals) == expected)
        #expect(answers(of: Rectangle(), to: proposals) == expected)
        #expect(answers(of: Circle().fill(Color.blue), to: proposals) == expected)
        #expect(
            answers(of: RoundedRectangle(cornerRadius: 8).stroke(Color.red, lineWidth: 2), to: proposals) == expected)
        #expect(answers(of: Capsule(), to: proposals) == expected)
        #expect(answers(of: Ellipse(), to: proposals) == expected)
    }

    @Test("§2 a custom Shape's sizeThatFits decides its size")
    func customShapeSizing() {
        struct Square: Shape {
            func path(in rect: CGRect) -> Path { Path(rect) }
            func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
                let side = min(proposal.width ?? 10, proposal.height ?? 10)
                return CGSize(width: side, height: side)
            }
        }
        #expect(answer(of: Square(), to: P(80, 30)) == CGSize(width: 30, height: 30))
        let result = layout(Square().id("s"), 200, 100)
        expectFrame(result, "s", x: 50, y: 0, width: 100, height: 100)
    }

    @Test("§2 an Image answers its intrinsic size whatever it is proposed; resizable takes the proposal")
    func images() {
        let images = ["m": CGSize(width: 800, height: 600)]
        let proposals = [P(100, 100), P(nil, nil), P(0, 0), P(.infinity, 50)]
        #expect(
            answers(of: Image("m"), to: proposals, images: images)
                == Array(repeating: CGSize(width: 800, height: 600), count: 4))
        #expect(
            answers(of: Image("m").resizable(), to: proposals, images: images) == [
                CGSize(width: 100, height: 100), CGSize(width: 800, height: 600), .zero,
                CGSize(width: CGFloat.infinity, height: 50),
            ])
        // Cap insets are a floor.
        let capped = Image("m").resizable(capInsets: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        #expect(answer(of: capped, to: P(4, 4), images: images) == CGSize(width: 20, height: 10))
    }

    @Test("an image that does not exist has size zero and a warning")
    func missingImage() {
        let result = layout(Image("nope").id("i"), 100, 100)
        expectFrame(result, "i", width: 0, height: 0)
        #expect(result.warnings.map(\.message) == ["no image named 'nope'; it has size zero"])
    }

    @Test("§2 Text answers its one-line size for nil and for ∞")
    func textIdeal() {
        #expect(
            answers(of: ahem("Hello world"), to: [P(nil, nil), P(.infinity, .infinity), P(nil, 5)])
                == Array(repeating: CGSize(width: 110, height: 10), count: 3))
    }

    @Test("§2 Text wraps at word boundaries for a finite width and answers its widest line")
    func textWraps() {
        let text = ahem("aa bbb cccc")
        #expect(answer(of: text, to: P(110, nil)) == CGSize(width: 110, height: 10))  // fits on one line
        #expect(answer(of: text, to: P(70, nil)) == CGSize(width: 60, height: 20))  // "aa bbb" / "cccc"
        #expect(answer(of: text, to: P(45, nil)) == CGSize(width: 40, height: 30))  // "aa" / "bbb" / "cccc"
        // Never wider than the proposal, never wider than its ideal width.
        #expect(answer(of: text, to: P(500, nil)) == CGSize(width: 110, height: 10))
    }

    @Test("§2 Text breaks inside a word only when the word alone does not fit")
    func textBreaksLongWords() {
        #expect(answer(of: ahem("abcdefgh"), to: P(30, nil)) == CGSize(width: 30, height: 30))  // abc / def / gh
        #expect(answer(of: ahem("ab abcdefgh"), to: P(50, nil)) == CGSize(width: 50, height: 30))  // ab / abcde / fgh
    }

    @Test("§2 trailing spaces hang past the line end")
    func trailingSpacesHang() {
        #expect(answer(of: ahem("aaa bbb"), to: P(30, nil)) == CGSize(width: 30, height: 20))
        #expect(answer(of: ahem("aaa   bbb"), to: P(35, nil)) == CGSize(width: 30, height: 20))
    }

    @Test("§2 a proposed height that cannot hold every line truncates; at least one line tall")
    func textHeightLimits() {
        let text = ahem("aa bb cc dd")
        #expect(answer(of: text, to: P(25, nil)) == CGSize(width: 20, height: 40))
        #expect(answer(of: text, to: P(25, 25)) == CGSize(width: 20, height: 20))  // 2 lines, the 2nd ends "…"
        #expect(answer(of: text, to: P(25, 3)) == CGSize(width: 20, height: 10))  // always one line
        #expect(answer(of: text, to: P(nil, 0)) == CGSize(width: 110, height: 10))
    }

    @Test("§2 lineLimit caps the line count; the last line ends with an ellipsis")
    func lineLimit() throws {
        let tree = LayoutTree(ahem("Hello world again").lineLimit(2).frame(width: 60), environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 200), scale: 2)
        let text = tree.children(of: tree.root)[0]
        #expect(tree.frame(of: text).size == CGSize(width: 60, height: 20))
        let computer = try #require(tree.computer(text.rawValue) as? TextComputer)
        let laidOut = computer.layout(for: P(60, 200), tree: tree)
        #expect(laidOut.lines.map(\.text) == ["Hello", "world…"])
        #expect(laidOut.isTruncated)
    }

    @Test("§2 truncation modes: tail, head, middle")
    func truncationModes() {
        let request = TextLayoutRequest(
            string: "abcdefghij", font: Font.system(size: 10).resolved(), lineLimit: 1, truncationMode: .tail)
        let measurer = AhemTextMeasurer()
        #expect(measurer.layout(request, proposal: P(50, nil)).lines.map(\.text) == ["abcd…"])
        var head = request
        head.truncationMode = .head
        #expect(measurer.layout(head, proposal: P(50, nil)).lines.map(\.text) == ["…ghij"])
        var middle = request
        middle.truncationMode = .middle
        #expect(measurer.layout(middle, proposal: P(50, nil)).lines.map(\.text) == ["ab…ij"])
    }

    @Test("§2 Text proposed .zero is 0×0, and a stack's probe of its minimum width gets 0")
    func textMinimum() {
        let log = AnswerLog()
        _ = layout(
            Ask(proposals: [.zero, P(0, 100), P(.infinity, 100)], lengthAxis: .horizontal, log: log) {
                ahem("Hello world")
            }, 500, 500)
        #expect(log.answers[0] == .zero)
        #expect(log.lengths == [0, 0, 110])
        // Actually offered a width of 0, it is measured at a near-zero width: one character a
        // line, as wide as its widest character, as many lines as the height allows.
        #expect(log.answers[1] == CGSize(width: 10, height: 100))
        #expect(answer(of: ahem("ab"), to: P(0, nil)) == CGSize(width: 10, height: 20))
    }

    @Test("§1.5 Text sizes are rounded up to whole pixels (85.33 × 20.33 at 3x)")
    func textPixelRounding() {
        // 3 characters of 8.5 pt = 25.5 → 25.6667 at 3x; one line 8.5 → 8.6667.
        let at3 = answer(of: ahem("abc", 8.5), to: P(nil, nil), scale: 3)
        #expect(abs(at3.width - 77.0 / 3) < 1e-9 && abs(at3.height - 26.0 / 3) < 1e-9)
        // 3 × 8.3 = 24.9 → 25 at 2x; 8.3 → 8.5. (25.5 is already whole pixels at 2x.)
        #expect(answer(of: ahem("abc", 8.3), to: P(nil, nil), scale: 2) == CGSize(width: 25, height: 8.5))
        #expect(answer(of: ahem("abc", 8.5), to: P(nil, nil), scale: 2) == CGSize(width: 25.5, height: 8.5))
    }

    @Test("§2 a Spacer is max(proposal, minLength) along its stack's axis and 0 across")
    func spacerInStacks() {
        let log = AnswerLog()
        _ = layout(HStack { Ask(proposals: [P(50, 30), P(0, 30), P(nil, nil)], log: log) { Spacer() } }, 500, 500)
        // The Ask layout is not a stack: the spacer inside it sees no stack axis.
        #expect(
            log.answers == [CGSize(width: 50, height: 30), CGSize(width: 8, height: 30), CGSize(width: 8, height: 8)])
        let h = layout(
            HStack(spacing: 0) {
                fixed(20, 20); Spacer(minLength: 30).id("s")
            }.frame(width: 40), 500, 500)
        expectFrame(h, "s", width: 30, height: 0)
        let v = layout(
            VStack(spacing: 0) {
                fixed(20, 20); Spacer().id("s")
            }.frame(height: 100), 500, 500)
        expectFrame(v, "s", width: 0, height: 80)
    }

    @Test("§2 a Spacer's ideal length is its minimum: 8 by default, 8×0 in an HStack, 8×8 outside")
    func spacerIdeal() {
        let h = layout(
            HStack(spacing: 0) {
                fixed(20, 20).id("a"); Spacer().id("s"); fixed(20, 20).id("b")
            }.fixedSize(), 500, 500)
        expectFrame(h, "s", width: 8, height: 0)
        expectFrame(h, "@root", width: 48)
        let alone = layout(Spacer().id("s").fixedSize(), 500, 500)
        expectFrame(alone, "s", width: 8, height: 8)
        // Outside any stack it expands on both axes.
        let greedy = layout(Spacer().id("s"), 300, 200)
        expectFrame(greedy, "s", x: 0, y: 0, width: 300, height: 200)
    }

    @Test("§2 a Spacer's layout priority is −∞: its stack serves everything else first")
    func spacerPriority() {
        let tree = LayoutTree(
            HStack {
                Spacer().id("s"); fixed(10, 10)
            }, environment: .ahem)
        #expect(tree.layoutPriority(of: tree.nodes(withID: "s")[0]) == -.infinity)
    }

    @Test("Divider: a hairline across its stack's axis, horizontal outside any stack")
    func divider() {
        // It takes the stack's whole cross proposal, so the stack becomes as wide (tall) as offered.
        let v = layout(
            VStack(spacing: 0) {
                fixed(50, 10); Divider().id("d")
            }, 100, 100, scale: 2)
        expectFrame(v, "d", x: 0, width: 100, height: 0.5)
        let h = layout(
            HStack(spacing: 0) {
                fixed(10, 50); Divider().id("d")
            }, 100, 100, scale: 3)
        expectFrame(h, "d", y: 0, width: 0.3333, height: 100)
        let alone = layout(Divider().id("d"), 100, 100, scale: 2)
        expectFrame(alone, "d", x: 0, width: 100, height: 0.5)
    }
}

/// Dynamic Type (Apple HIG "Typography", iOS sizes: body 14 at xSmall ... 53 at AX5;
/// https://developer.apple.com/design/human-interface-guidelines/typography). With Ahem every
/// character is one em square, so a Text's frame shows its point size exactly.
@Suite struct DynamicTypeTests {
    func frame(_ view: some View, _ environment: EnvironmentValues = EnvironmentValues.ahem) -> CGRect {
        layout(view.id("t"), 400, 200, environment: environment)["t"]!.frame
    }

    @Test("Text styles scale by the HIG table: body 17 at large, 14 at xSmall, 40 at accessibility3")
    func stylesScale() {
        #expect(frame(Text("ab")).size == CGSize(width: 34, height: 17))
        #expect(frame(Text("ab").dynamicTypeSize(.xSmall)).size == CGSize(width: 28, height: 14))
        #expect(frame(Text("ab").dynamicTypeSize(.accessibility3)).size == CGSize(width: 80, height: 40))
        #expect(
            frame(Text("ab").font(.largeTitle).dynamicTypeSize(.accessibility5)).size == CGSize(width: 120, height: 60))
        #expect(frame(Text("ab").font(.caption2).dynamicTypeSize(.small)).size == CGSize(width: 22, height: 11))
    }

    @Test("A fixed size does not scale; a custom font relative to a style scales by the style's ratio")
    func fixedAndRelative() {
        #expect(
            frame(Text("ab").font(.system(size: 10)).dynamicTypeSize(.accessibility5)).size
                == CGSize(width: 20, height: 10))
        // 10 × 53/17 = 31.18 per character, rounded up to 31.5 at 2x.
        let relative = frame(
            Text("a").font(.custom("Any", size: 10, relativeTo: .body)).dynamicTypeSize(.accessibility5))
        #expect(relative.size == CGSize(width: 31.5, height: 31.5))
        #expect(
            frame(Text("a").font(.custom("Any", fixedSize: 10)).dynamicTypeSize(.accessibility5)).size
                == CGSize(width: 10, height: 10))
    }

    @Test("dynamicTypeSize(range) clamps the environment's size into the range")
    func rangeClamps() {
        var env = EnvironmentValues.ahem
        env.dynamicTypeSize = .accessibility5
        #expect(
            frame(Text("ab").dynamicTypeSize(...DynamicTypeSize.xxxLarge), env).size == CGSize(width: 46, height: 23))
        env.dynamicTypeSize = .xSmall
        #expect(frame(Text("ab").dynamicTypeSize(DynamicTypeSize.large...), env).size == CGSize(width: 34, height: 17))
        #expect(DynamicTypeSize(name: "ax2") == .accessibility2)
        #expect(DynamicTypeSize(name: "XXXLarge") == .xxxLarge)
        #expect(DynamicTypeSize(name: "huge") == nil)
    }
}
