import Foundation
import PlumbCore

/// Measures text with real fonts: Plumb's `TextMeasurer` for everything but the Ahem test
/// font.
///
/// Characters are mapped and measured through a ``FontCollection`` (Inter by default, with
/// DejaVu Sans for characters Inter lacks), lines break at Unicode's line break
/// opportunities (UAX #14) by PlumbCore's `LineFitter` (SPEC §2: greedy filling, a word
/// broken only when it alone does not fit, hanging spaces), and `TextComposer` stacks
/// the lines with the font's ascender, descender and line gap, truncates and rounds the
/// size up to whole pixels.
///
/// Each string is shaped once per font: shaped strings and laid-out answers are cached,
/// so a stack probing a Text at several widths shapes it once.
///
/// Thread-safe, and built to be shared by threads laying out different views at once
/// (PlumbRender's `RenderBatch`): the caches are split into shards by string, each with its own lock,
/// held only to look up or store an entry; shaping and line breaking run outside any lock,
/// each thread with a shaper of its own (a pool of them). Two threads meeting the same
/// new string may both shape it: the answers are equal, and the first stored is kept.
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.textMeasurer = try FontTextMeasurer.standard()
/// ```
public final class FontTextMeasurer: TextMeasurer, @unchecked Sendable {
    // Safety: the mutable state is in `shards` and `shapers`, each guarded by its own lock
    // (see `CacheShard` and `TextShaperPool`); `fonts` is immutable.

    /// The fonts this measurer uses.
    public let fonts: FontCollection
    private let shapers: TextShaperPool
    private let shards: [CacheShard]

    /// How many strings were shaped (cache misses); a shaped string is reused for every width.
    public var shapingCount: Int { shards.reduce(0) { $0 + $1.withLock { $0.shapingCount } } }

    /// Entries a shard keeps before it is emptied: twice its share of 20,000, so 20,000
    /// entries spread over the shards (a screen's worth of text many times over; the shards'
    /// loads differ by about 10% on plumb-bench T's strings) stay, as they did in one cache
    /// (measured: at exactly its share, T's warm layout missed and recomputed its layouts);
    /// at most 40,000 in all.
    static let cacheLimit = 2 * 20_000 / shardCount
    /// Shards of the caches: enough that a few threads rarely wait for one another.
    static let shardCount = 16

    /// A measurer of `fonts`.
    public init(fonts: FontCollection) {
        self.fonts = fonts
        self.shapers = TextShaperPool(collection: fonts)
        self.shards = (0..<FontTextMeasurer.shardCount).map { _ in CacheShard() }
    }

    /// One shard of the caches, for the strings whose ``shard(of:)`` it is.
    private final class CacheShard: @unchecked Sendable {
        // Safety: `state` is only touched inside `withLock`.
        private let lock = NSLock()
        private var state = State()

        struct State {
            var shaped: [ShapeKey: ShapedText] = [:]
            var layouts: [LayoutKey: TextLayout] = [:]
            var ellipses: [ResolvedFont: CGFloat] = [:]
            var shapingCount = 0
        }

        @inline(__always)
        func withLock<Result>(_ body: (inout State) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&state)
        }
    }

    /// The shard of `string`: from its length and first and last bytes (reading them costs
    /// nothing, where hashing the string twice, once here and once in the shard's dictionary,
    /// would).
    @inline(__always)
    private func shard(of string: String) -> CacheShard {
        let utf8 = string.utf8
        // `withContiguousStorageIfAvailable`: a native string's bytes, without the index
        // arithmetic of `utf8.last` (measured: 78 instructions a call, 2% of a warm layout).
        let ends =
            utf8.withContiguousStorageIfAvailable { ($0.first ?? 0, $0.last ?? 0) }
            ?? (utf8.first ?? 0, utf8.last ?? 0)
        let mix =
            UInt32(truncatingIfNeeded: utf8.count) &* 0x9E37_79B1
            ^ UInt32(ends.0) &* 0x85EB_CA6B ^ UInt32(ends.1) &* 0xC2B2_AE35
        return shards[Int(mix >> 28) & (FontTextMeasurer.shardCount - 1)]
    }

    /// A measurer whose primary font is the file at `path` (e.g. Apple's SF Pro on a Mac, for
    /// Apple's exact metrics), with the standard fonts as fallbacks.
    public convenience init(fontFile path: String) throws(FontError) {
        let face = try FontFace(contentsOfFile: path)
        var fonts = try FontCollection.standard()
        fonts.fallbacks.insert(fonts.primary, at: 0)
        fonts.primary = face
        self.init(fonts: fonts)
    }

    /// The shared measurer of the standard collection (Inter, then DejaVu where installed).
    public static func standard() throws(FontError) -> FontTextMeasurer {
        switch standardResult {
        case .success(let measurer): return measurer
        case .failure(let error): throw error
        }
    }

    /// The shared measurer of the standard collection whose CJK fallback draws `region`'s
    /// forms (``FontFallback/CJKRegion/init(locale:)`` picks it for a locale).
    public static func standard(cjk region: FontFallback.CJKRegion) throws(FontError) -> FontTextMeasurer {
        if region == .simplifiedChinese { return try standard() }
        regionalLock.lock()
        defer { regionalLock.unlock() }
        if let measurer = regional[region] { return measurer }
        let measurer = FontTextMeasurer(fonts: try FontCollection.standard(cjk: region))
        regional[region] = measurer
        return measurer
    }

    private static let regionalLock = NSLock()
    nonisolated(unsafe) private static var regional: [FontFallback.CJKRegion: FontTextMeasurer] = [:]

    private static let standardResult: Result<FontTextMeasurer, FontError> = {
        do throws(FontError) {
            return .success(FontTextMeasurer(fonts: try FontCollection.standard()))
        } catch {
            return .failure(error)
        }
    }()

    // MARK: TextMeasurer

    public func lineMetrics(for font: ResolvedFont) -> FontLineMetrics {
        fonts.firstChoice(for: font).lineMetrics(size: font.pointSize)
    }

    public func layout(_ request: TextLayoutRequest, proposal: ProposedViewSize) -> TextLayout {
        let key = LayoutKey(request: request, proposal: proposal)
        let shard = self.shard(of: request.string)
        if let cached = shard.withLock({ $0.layouts[key] }) { return cached }
        let layout: TextLayout
        if request.runs.isEmpty {
            let text = shapedText(request.string, font: request.font)
            let metrics = lineMetrics(for: request.font)
            let line = TextComposer.LineBox(ascent: metrics.ascender, descent: -metrics.descender, gap: metrics.leading)
            if let boxes = fallbackBoxes(text, size: request.font.pointSize, within: line) {
                layout = TextComposer.layout(
                    text.fitter, runOf: Array(repeating: 0, count: text.characters.count), boxes: [line], offsets: [0],
                    request: request, proposal: proposal, ellipsisAdvances: [ellipsisAdvance(request.font)],
                    fallbackBoxes: boxes)
            } else {
                layout = TextComposer.layout(
                    text.fitter, request: request, proposal: proposal, line: line,
                    ellipsisAdvance: ellipsisAdvance(request.font))
            }
        } else {
            layout = layoutRuns(request, proposal: proposal)
        }
        return shard.withLock { state in
            if let stored = state.layouts[key] { return stored }
            if state.layouts.count >= FontTextMeasurer.cacheLimit { state.layouts.removeAll(keepingCapacity: true) }
            state.layouts[key] = layout
            return layout
        }
    }

    /// Text of several runs: each run shaped in its font (no kerning across a run's ends),
    /// its spacing added after each character, line breaks found on the whole string.
    private func layoutRuns(_ request: TextLayoutRequest, proposal: ProposedViewSize) -> TextLayout {
        var characters: [Character] = []
        var advances: [CGFloat] = []
        var hangs: [Bool] = []
        var runBreaks: [LineFitter.Break] = []
        var runOf: [Int] = []
        var boxes: [TextComposer.LineBox] = []
        var fallbackBoxes: [TextComposer.LineBox?]? = nil
        for (r, run) in request.runs.enumerated() {
            let m = lineMetrics(for: run.font)
            let box = TextComposer.LineBox(ascent: m.ascender, descent: -m.descender, gap: m.leading)
            if let attachment = run.attachment {
                // A symbol (``TextAttachment``): one character as wide as the symbol, its
                // line at least as tall as the symbol placed on the capitals' middle.
                characters.append(TextAttachment.character)
                advances.append(attachment.size.width + run.spacing)
                hangs.append(false)
                runBreaks.append(.allowed)
                runOf.append(r)
                fallbackBoxes? += [nil]
                boxes.append(attachment.lineBox(around: box, capHeight: m.capHeight))
                continue
            }
            let shaped = shapedText(run.string, font: run.font)
            if let runBoxes = self.fallbackBoxes(shaped, size: run.font.pointSize, within: box) {
                fallbackBoxes = (fallbackBoxes ?? Array(repeating: nil, count: characters.count)) + runBoxes
            } else if fallbackBoxes != nil {
                fallbackBoxes! += Array(repeating: nil, count: shaped.characters.count)
            }
            characters += shaped.characters
            hangs += shaped.hangs
            runBreaks += shaped.breaks
            let spacing = run.spacing
            advances +=
                spacing == 0
                ? shaped.advances
                : zip(shaped.advances, shaped.characters).map { a, c in
                    c.isNewline ? a : a + spacing
                }
            runOf += Array(repeating: r, count: shaped.characters.count)
            boxes.append(box)
        }
        // Break opportunities of the whole paragraph (a run's end is no opportunity of its
        // own); a run starting with a combining mark changes the character count, and then
        // each run's own opportunities are used.
        var breaks = TextShaper.breaks(of: request.string, characters: characters)
        if breaks.count != characters.count || request.string.count != characters.count { breaks = runBreaks }
        let fitter = LineFitter(characters: characters, advances: advances, hangs: hangs, breaks: breaks)
        return TextComposer.layout(
            fitter, runOf: runOf, boxes: boxes, offsets: request.runs.map(\.baselineOffset), request: request,
            proposal: proposal, ellipsisAdvances: request.runs.map { ellipsisAdvance($0.font) },
            fallbackBoxes: fallbackBoxes)
    }

    /// The line boxes of the characters `text` draws in fallback faces taller than `line`
    /// (their ascender, descender and line gap at `size`), or `nil` when there are none.
    private func fallbackBoxes(_ text: ShapedText, size: CGFloat, within line: TextComposer.LineBox) -> [TextComposer
        .LineBox?]?
    {
        guard !text.fallbackFaces.isEmpty else { return nil }
        var boxes: [TextComposer.LineBox?]? = nil
        for (index, face) in text.fallbackFaces {
            let m = face.lineMetrics(size: size)
            let box = TextComposer.LineBox(ascent: m.ascender, descent: -m.descender, gap: m.leading)
            guard box.ascent > line.ascent || box.descent > line.descent || box.gap > line.gap else { continue }
            if boxes == nil { boxes = Array(repeating: nil, count: text.characters.count) }
            boxes![index] = box
        }
        return boxes
    }

    // MARK: Drawing

    /// The glyphs of `layout` (laid out from `request`), positioned in the Text's
    /// coordinates, one run per face and line.
    public func glyphRuns(for request: TextLayoutRequest, layout: TextLayout) -> [GlyphRun] {
        if !request.runs.isEmpty { return segmentGlyphRuns(for: request, layout: layout) }
        let order = TextLineOrder(string: request.string, lines: layout.lines.map(\.text))
        var runs: [GlyphRun] = []
        for (l, line) in layout.lines.enumerated() where !line.text.isEmpty {
            let lineStart = runs.count
            guard let visual = order.lines[l] else {
                append(
                    line.text, font: request.font, run: 0, at: line.origin.x, baseline: line.baseline, to: &runs,
                    from: lineStart)
                continue
            }
            // Right-to-left or mixed: each directional run shaped in its direction, left to right on screen.
            let characters = Array(line.text)
            var pen = line.origin.x
            for piece in visual {
                pen += append(
                    String(characters[piece.characters]), font: request.font, run: 0, at: pen, baseline: line.baseline,
                    rightToLeft: piece.isRightToLeft, to: &runs, from: lineStart)
            }
        }
        return runs
    }

    /// Shapes `text` in `font` and appends its glyphs at `x` on `baseline` to `runs` (one
    /// glyph run per face, from index `first`); returns its width. `spacing` is added after
    /// each character, in visual order.
    @discardableResult
    private func append(
        _ text: String, font: ResolvedFont, run: Int, at x: CGFloat, baseline: CGFloat, spacing: CGFloat = 0,
        rightToLeft: Bool? = nil, to runs: inout [GlyphRun], from first: Int
    ) -> CGFloat {
        let shaped = shapers.withShaper { $0.shape(text, font: font, keepGlyphs: true, rightToLeft: rightToLeft) }
        let count = shaped.characters.count
        for glyph in shaped.glyphs {
            // Characters visually left of this one, each followed by its spacing.
            let before = rightToLeft == true ? count - 1 - glyph.character : glyph.character
            let position = CGPoint(x: x + glyph.x + spacing * CGFloat(before), y: baseline + glyph.y)
            if runs.count > first, let last = runs.last, last.face === glyph.face, last.variation == glyph.variation,
                last.run == run, last.size == font.pointSize
            {
                runs[runs.count - 1].glyphs.append(glyph.glyph)
                runs[runs.count - 1].positions.append(position)
            } else {
                runs.append(
                    GlyphRun(
                        face: glyph.face, variation: glyph.variation, size: font.pointSize,
                        glyphs: [glyph.glyph], positions: [position], run: run))
            }
        }
        return shaped.advances.reduce(0, +) + spacing * CGFloat(count)
    }

    /// The glyphs of a layout with runs: each line's segments shaped in their run's font,
    /// moved by the run's spacing after each character and up by its baseline offset; a
    /// right-to-left or mixed line is shaped by directional runs, each split at its
    /// segments, left to right on screen.
    private func segmentGlyphRuns(for request: TextLayoutRequest, layout: TextLayout) -> [GlyphRun] {
        let order = TextLineOrder(string: request.string, lines: layout.lines.map(\.text))
        var runs: [GlyphRun] = []
        for (l, line) in layout.lines.enumerated() {
            let segments = line.segments.filter { !$0.text.isEmpty && $0.run < request.runs.count }
            guard let visual = order.lines[l] else {
                // A symbol (``TextAttachment``) has no glyphs here: its outliner draws it.
                for segment in segments where request.runs[segment.run].attachment == nil {
                    let run = request.runs[segment.run]
                    append(
                        segment.text, font: run.font, run: segment.run, at: line.origin.x + segment.x,
                        baseline: line.baseline - run.baselineOffset, spacing: run.spacing, to: &runs, from: runs.count)
                }
                continue
            }
            var pen = line.origin.x
            for part in visualParts(of: segments, visual: visual) {
                let segment = segments[part.segment]
                let run = request.runs[segment.run]
                if let attachment = run.attachment {
                    pen += (attachment.size.width + run.spacing) * CGFloat(part.characters.count)
                    continue
                }
                pen += append(
                    String(Array(segment.text)[part.characters]), font: run.font, run: segment.run, at: pen,
                    baseline: line.baseline - run.baselineOffset, spacing: run.spacing,
                    rightToLeft: part.rightToLeft, to: &runs, from: runs.count)
            }
        }
        return runs
    }

    /// The pieces of a line's segments in visual order: each directional run of the line
    /// (left to right on screen) split at the segments it spans, whose order it reverses
    /// when it runs right to left.
    private func visualParts(
        of segments: [TextLine.Segment], visual: [TextLineOrder.Run]
    ) -> [(segment: Int, characters: Range<Int>, rightToLeft: Bool)] {
        var ranges: [Range<Int>] = []
        var next = 0
        for segment in segments {
            ranges.append(next..<(next + segment.text.count))
            next += segment.text.count
        }
        var result: [(segment: Int, characters: Range<Int>, rightToLeft: Bool)] = []
        for piece in visual {
            var parts: [(segment: Int, characters: Range<Int>, rightToLeft: Bool)] = []
            for (i, range) in ranges.enumerated() {
                let overlap = range.clamped(to: piece.characters)
                if !overlap.isEmpty {
                    parts.append(
                        (
                            i, (overlap.lowerBound - range.lowerBound)..<(overlap.upperBound - range.lowerBound),
                            piece.isRightToLeft
                        ))
                }
            }
            result += piece.isRightToLeft ? parts.reversed() : parts
        }
        return result
    }

    /// Each line's segments where they are on screen: a line's own segments when it runs
    /// left to right, else its pieces in visual order (a styled run's background and
    /// underline follow its glyphs in right-to-left and mixed lines).
    public func visualSegments(of layout: TextLayout, request: TextLayoutRequest) -> [[TextLine.Segment]] {
        guard !request.runs.isEmpty else { return layout.lines.map(\.segments) }
        let order = TextLineOrder(string: request.string, lines: layout.lines.map(\.text))
        return layout.lines.enumerated().map { l, line in
            guard let visual = order.lines[l] else { return line.segments }
            let segments = line.segments.filter { !$0.text.isEmpty && $0.run < request.runs.count }
            var pen: CGFloat = 0
            var result: [TextLine.Segment] = []
            for part in visualParts(of: segments, visual: visual) {
                let segment = segments[part.segment]
                let run = request.runs[segment.run]
                let text = String(Array(segment.text)[part.characters])
                let width =
                    shapedText(text, font: run.font).advances.reduce(0, +) + run.spacing
                    * CGFloat(part.characters.count)
                result.append(TextLine.Segment(run: segment.run, text: text, x: pen, width: width))
                pen += width
            }
            return result
        }
    }

    /// The fallback fonts `request`'s characters need that are not installed (each named
    /// with its file and Debian package): those characters are drawn as boxes.
    public func missingFallbacks(for request: TextLayoutRequest) -> [FontFallback] {
        let pieces = request.runs.isEmpty ? [(request.string, request.font)] : request.runs.map { ($0.string, $0.font) }
        var missing: [FontFallback] = []
        for (string, font) in pieces {
            for fallback in shapedText(string, font: font).missingFallbacks
            where !missing.contains(where: { $0.name == fallback.name }) {
                missing.append(fallback)
            }
        }
        return missing
    }

    /// Each character's advance in `font`, kerning included (for tests and tools).
    public func advances(of string: String, font: ResolvedFont) -> [CGFloat] {
        shapedText(string, font: font).advances
    }

    // MARK: Caches

    private func shapedText(_ string: String, font: ResolvedFont) -> ShapedText {
        let key = ShapeKey(string: string, font: font)
        let shard = self.shard(of: string)
        if let cached = shard.withLock({ $0.shaped[key] }) { return cached }
        let text = shapers.withShaper { $0.shape(string, font: font, keepGlyphs: false) }
        return shard.withLock { state in
            if let stored = state.shaped[key] { return stored }
            if state.shaped.count >= FontTextMeasurer.cacheLimit { state.shaped.removeAll(keepingCapacity: true) }
            state.shaped[key] = text
            state.shapingCount += 1
            return text
        }
    }

    private func ellipsisAdvance(_ font: ResolvedFont) -> CGFloat {
        let shard = shards[0]
        if let cached = shard.withLock({ $0.ellipses[font] }) { return cached }
        let advance = shapers.withShaper { $0.shape("…", font: font, keepGlyphs: false).advances.first ?? 0 }
        return shard.withLock { state in
            if let stored = state.ellipses[font] { return stored }
            state.ellipses[font] = advance
            return advance
        }
    }

    fileprivate struct ShapeKey: Hashable {
        var string: String
        var font: ResolvedFont
    }

    fileprivate struct LayoutKey: Hashable {
        var request: TextLayoutRequest
        var proposal: ProposedViewSize
    }
}

extension FontTextMeasurer: StandardTextMeasurerProviding {
    /// The standard measurer, for ``EnvironmentValues/defaultTextMeasurer``; `nil` when the
    /// default font cannot be read.
    package static func makeStandardTextMeasurer() -> (any TextMeasurer)? { try? standard() }
}
