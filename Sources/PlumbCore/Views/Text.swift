import Foundation

/// A view that displays one or more lines of read-only text, measured by the environment's
/// ``TextMeasurer`` (SPEC §2).
///
/// Contract: for a `nil` or infinite width it answers its ideal size (one line per
/// paragraph); for a finite width it wraps at break opportunities and answers the widest
/// line, never more than the proposal unless a single character is wider; it is at least
/// one line tall; a line limit, or a proposed height that cannot hold every line, ends it
/// with a truncated last line. Proposed `.zero` it answers 0×0, and a stack's probe of its
/// minimum width (width 0) gets 0. Sizes are whole pixels. Its first and last text
/// baselines are explicit alignment guides.
public struct Text: PrimitiveView, Equatable, Sendable {
    /// The text's parts, in order, each with the style it was given; one part unless texts
    /// were joined with `+`, or Markdown, an attributed string or an interpolated `Text`
    /// styled some of it. Kept as the first part and the others, so plain text allocates
    /// no array.
    var head: Span
    var tail: [Span] = []

    /// The parts, in order.
    var spans: [Span] { tail.isEmpty ? [head] : [head] + tail }

    /// Characters and the style given to them.
    struct Span: Equatable, Sendable {
        var string: String
        var attributes = TextAttributes()
        /// The SF Symbol the span is, where it is an image (`Text(Image(systemName:))`): its
        /// string is then U+FFFC (``TextAttachment``).
        var symbol: String? = nil
    }

    init(spans: [Span]) {
        self.head = spans.first ?? Span(string: "")
        self.tail = Array(spans.dropFirst())
    }

    /// Text showing `content` as is (a `String` variable: never a localization key, never
    /// Markdown). Disfavoured, as SwiftUI's is, so a string literal is a
    /// ``LocalizedStringKey``.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.head = Span(string: String(content))
    }

    /// Text showing `content` as is.
    public init(verbatim content: String) {
        self.head = Span(string: content)
    }

    /// Text showing `image` as one character of its line: an SF Symbol at the text's font, its
    /// middle on the middle of the capitals (``TextAttachment``), joined to other text with `+`
    /// or interpolated (`Text("\(Image(systemName: "star")) 4.5")`). A named image shows
    /// nothing: Plumb lays out symbols in text, not pictures.
    public init(_ image: Image) {
        self.head =
            image.isSystemSymbol
            ? Span(string: String(TextAttachment.character), symbol: image.name) : Span(string: "")
    }

    /// The characters the text shows.
    public var content: String {
        tail.isEmpty ? head.string : spans.map(\.string).joined()
    }

    /// Where text that does not fit is cut.
    public enum TruncationMode: Hashable, Sendable {
        /// Cut at the start: "…line".
        case head
        /// Cut at the end: "A long…" (the default).
        case tail
        /// Cut in the middle: "A lo…line".
        case middle
    }

    /// This text with `change` made to every part's attributes (which fills only what the
    /// part left unset: the innermost modifier wins).
    func styled(_ change: (inout TextAttributes) -> Void) -> Text {
        var outer = TextAttributes()
        change(&outer)
        var copy = self
        copy.head.attributes = head.attributes.filled(from: outer)
        for i in copy.tail.indices { copy.tail[i].attributes = copy.tail[i].attributes.filled(from: outer) }
        return copy
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }

    /// This text with `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }

    /// The text with digits of one width; measured as the text itself (see
    /// ``Font/monospacedDigit()``).
    public func monospacedDigit() -> Text { self }

    /// This text in bold.
    public func bold(_ isActive: Bool = true) -> Text { isActive ? styled { $0.weight = .bold } : self }

    /// This text in italics.
    public func italic(_ isActive: Bool = true) -> Text { styled { $0.isItalic = isActive } }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.foreground = color.map(AnyShapeStyle.init) } }

    /// The concatenation of two texts, laid out as one paragraph; each part keeps its font,
    /// weight, slant, colour and decorations.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(spans: lhs.spans + rhs.spans)
    }

    /// The font this text's first part measures with in `environment`.
    func resolvedFont(in environment: EnvironmentValues) -> ResolvedFont {
        head.attributes.resolvedFont(in: environment)
    }

    /// The request that lays this text out in `env`: plain (no runs) when the text is one part
    /// that only chooses a font and colour.
    func layoutRequest(in env: EnvironmentValues) -> TextLayoutRequest {
        let shown: (String) -> String = { string in
            switch env.textCase {
            case .uppercase?: return string.uppercased(with: env.locale)
            case .lowercase?: return string.lowercased(with: env.locale)
            case nil: return string
            }
        }
        // The environment's character styles (`View.underline()`...) under the text's own.
        let styling = env.textStyling
        if tail.isEmpty && styling == nil && head.attributes.isPlain && head.symbol == nil {
            // Plain text: its string in its font.
            var request = TextLayoutRequest(
                string: shown(head.string), font: head.attributes.resolvedFont(in: env), lineLimit: env.lineLimit,
                truncationMode: env.truncationMode, alignment: env.lineAlignment,
                lineSpacing: env.lineSpacing, displayScale: env.displayScale)
            request.minimumScaleFactor = env.minimumScaleFactor
            return request
        }
        let spans =
            styling.map { outer in
                self.spans.map {
                    Span(string: $0.string, attributes: $0.attributes.filled(from: outer), symbol: $0.symbol)
                }
            } ?? self.spans
        var request = TextLayoutRequest(
            string: shown(content), font: spans[0].attributes.resolvedFont(in: env), lineLimit: env.lineLimit,
            truncationMode: env.truncationMode, alignment: env.lineAlignment, lineSpacing: env.lineSpacing,
            displayScale: env.displayScale)
        request.minimumScaleFactor = env.minimumScaleFactor
        if spans.count > 1 || !spans[0].attributes.isPlain || spans[0].symbol != nil {
            request.runs = spans.map { span in
                var run = span.attributes.run(span.symbol == nil ? shown(span.string) : span.string, in: env)
                if let symbol = span.symbol {
                    let name = env.symbolVariants.name(for: symbol)
                    let size = SymbolSize(pointSize: run.font.pointSize, scale: env.imageScale)
                    run.attachment = TextAttachment(
                        systemName: name, size: size.frame(for: SymbolTable.entry(drawing: name)))
                }
                return run
            }
            request.string = request.runs.map(\.string).joined()
        }
        return request
    }

    public static func _makeNodes(_ view: Text, into resolver: inout _ViewResolver) {
        let env = resolver.environment
        let request = view.layoutRequest(in: env)
        resolver.addLeaf(TextComputer(request: request, measurer: env.textMeasurer))
        // `Text.foregroundColor(_:)` on plain text colours this text alone: recorded for
        // renderers like the modifier's foreground effect, on the text's own node. (A text
        // with runs carries each run's colour in its request.)
        if request.runs.isEmpty, let style = view.head.attributes.foreground, let node = resolver.outputs.last {
            resolver.tree.addEffect(.foreground(style), to: node)
        }
    }
}

final class TextComputer: LayoutComputer {
    let request: TextLayoutRequest
    let measurer: any TextMeasurer
    private var memo: (key: ProposalKey, scale: CGFloat, layout: TextLayout)?

    init(request: TextLayoutRequest, measurer: any TextMeasurer) {
        self.request = request
        self.measurer = measurer
    }

    override var typeName: String { "Text" }
    override var content: ViewContent? { .text(request) }
    override var hasOwnLength: Bool { true }

    /// `Text("A long headline")`, its string on one line and cut to 40 characters ("…" where
    /// cut), as labels show it. A symbol in the text shows as its interpolation (`Text("\(Image(systemName: "star")) 4.5")`).
    override var nodeDescription: NodeDescription? {
        let shown =
            request.runs.contains { $0.attachment != nil }
            ? request.runs.map { run in
                run.attachment.map { "\\(Image(systemName: \"\($0.systemName)\"))" } ?? run.string
            }.joined() : request.string
        let flat = shown.replacingOccurrences(of: "\n", with: " ")
        let short = flat.count <= 40 ? flat : String(flat.prefix(39)) + "…"
        return NodeDescription(.text(request), code: "Text(\"\(short)\")")
    }

    /// The text laid out for `proposal` at the tree's display scale (memoised: the last one).
    func layout(for proposal: ProposedViewSize, tree: LayoutTree) -> TextLayout {
        let key = ProposalKey(proposal)
        let scale = tree.displayScale > 0 ? tree.displayScale : request.displayScale
        if let memo, memo.key == key, memo.scale == scale { return memo.layout }
        var request = self.request
        request.displayScale = scale
        let layout = TextComputer.shrunkToFit(request, proposal: proposal, measurer: measurer)
        memo = (key, scale, layout)
        return layout
    }

    /// `request` laid out for `proposal`, its fonts shrunk as `minimumScaleFactor` allows where
    /// it would be cut or overflow its proposal at full size: the largest scale, down to the
    /// factor, at which nothing is cut and it fits (found by bisection to 1/1024 of the size),
    /// else the factor itself, cut. Apple
    /// documents the bound, not the search (open: SwiftUI's steps are not published; a
    /// continuous scale is what the well-known `.font(.system(size: 500))
    /// .minimumScaleFactor(0.01)` "fill the frame" idiom shows).
    static func shrunkToFit(_ request: TextLayoutRequest, proposal: ProposedViewSize, measurer: any TextMeasurer)
        -> TextLayout
    {
        let full = measurer.layout(request, proposal: proposal)
        let factor = request.minimumScaleFactor
        // Fits: nothing cut, and no taller or wider than proposed (a first line taller than the
        // height is never cut, but it does not fit).
        func fits(_ layout: TextLayout) -> Bool {
            !layout.isTruncated && layout.size.height <= (proposal.height ?? .infinity) + 0.001
                && layout.size.width <= (proposal.width ?? .infinity) + 0.001
        }
        guard factor < 1, !fits(full) else { return full }
        func laidOut(_ scale: CGFloat) -> TextLayout {
            var layout = measurer.layout(request.scaled(by: scale), proposal: proposal)
            layout.fontScale = scale
            return layout
        }
        let smallest = laidOut(factor)
        if !fits(smallest) { return smallest }
        var fitting = factor, cut: CGFloat = 1
        var best = smallest
        while cut - fitting > 1.0 / 1024 {
            let middle = (fitting + cut) / 2
            let layout = laidOut(middle)
            if fits(layout) {
                fitting = middle
                best = layout
            } else {
                cut = middle
            }
        }
        return best
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize {
        if proposal == .zero { return .zero }
        let layout = layout(for: proposal, tree: tree)
        if tree.isTracing {
            let ideal = self.layout(for: .unspecified, tree: tree).size
            tree.recordText(node, proposal, layout, ideal: ideal, lineLimit: request.lineLimit)
        }
        return layout.size
    }

    /// A stack's probe of the minimum width (width 0) gets 0: SwiftUI's text answers its
    /// length query with 0 at width 0 (SPEC §2, OpenSwiftUI `Text+View.swift`), while a
    /// Text actually offered 0 measures at a near-zero width.
    override func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, node: Int32, tree: LayoutTree) -> CGFloat {
        if axis == .horizontal && proposal.width == 0 {
            if tree.isTracing {
                tree.recordProposal(node, proposal, answer: .zero, axis: .horizontal, cached: false)
            }
            return 0
        }
        return super.lengthThatFits(proposal, axis: axis, node: node, tree: tree)
    }

    override func guideMask(childMask: UInt64) -> UInt64 {
        GuideMask.textBaselines
    }

    override func explicitAlignment(
        _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: Int32, tree: LayoutTree
    ) -> CGFloat? {
        switch key.builtin {
        case BuiltinGuide.firstTextBaseline: return layout(for: proposal, tree: tree).firstBaseline
        case BuiltinGuide.lastTextBaseline: return layout(for: proposal, tree: tree).lastBaseline
        default: return nil
        }
    }

    /// Text's spacing preferences, on its top and bottom edges only, from the font's metrics
    /// (OpenSwiftUI `Text+Spacing.swift`): the default text spacing is a tenth of the font's
    /// line height rounded up to a pixel; a plain view above text keeps that much below the
    /// font's descender, text above a plain view keeps the larger of the default line spacing
    /// below the cap height and the default spacing below the descender; text above text is
    /// the lower text's line gap. With the 17 pt body font at 3x this predicts Color→Text
    /// 6.43, Text→Color 10.64, Text→Text 0 (SPEC §4.1).
    override func spacing(node: Int32, tree: LayoutTree) -> ViewSpacing {
        let metrics = measurer.lineMetrics(for: request.font)
        let scale = tree.displayScale > 0 ? tree.displayScale : request.displayScale
        let pixel = 1 / scale
        let lineHeight = metrics.ascender - metrics.descender
        let defaultSpacing = roundUp(lineHeight * 0.1, toMultipleOf: pixel)
        let defaultLineSpacing = lineHeight + defaultSpacing
        let text = TextSpacingMetrics(
            ascent: metrics.ascender, descent: -metrics.descender, leading: metrics.leading, pixelLength: pixel)
        let ideal = layout(for: .unspecified, tree: tree)
        return ViewSpacing(minima: [
            SpacingMinimum(category: .textToText, edge: .top, value: .bottomTextMetrics(text)),
            SpacingMinimum(category: .textToText, edge: .bottom, value: .topTextMetrics(text)),
            SpacingMinimum(
                category: .textBaseline, edge: .bottom, value: .distance(ideal.lastBaseline - ideal.size.height)),
            SpacingMinimum(category: .textBaseline, edge: .top, value: .distance(-ideal.firstBaseline)),
            SpacingMinimum(category: .edgeAboveText, edge: .top, value: .distance(defaultLineSpacing - text.ascent)),
            SpacingMinimum(
                category: .edgeBelowText, edge: .bottom,
                value: .distance(max(defaultLineSpacing - metrics.capHeight, defaultSpacing + text.descent))),
        ])
    }
}

extension Text.TruncationMode: SourceNamed {
    package static let sourceNames: [(name: String, value: Text.TruncationMode)] = [
        ("head", .head), ("tail", .tail), ("middle", .middle),
    ]
}
