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
/// ```swift
/// var environment = EnvironmentValues()
/// environment.textMeasurer = try FontTextMeasurer.standard()
/// ```
public final class FontTextMeasurer: TextMeasurer, @unchecked Sendable {
    /// The fonts this measurer uses.
    public let fonts: FontCollection
    private let shaper: TextShaper
    private let lock = NSLock()
    private var shaped: [ShapeKey: ShapedText] = [:]
    private var layouts: [LayoutKey: TextLayout] = [:]
    private var ellipses: [ResolvedFont: CGFloat] = [:]
    /// How many strings were shaped (cache misses); a shaped string is reused for every width.
    public private(set) var shapingCount = 0

    /// Entries kept before a cache is emptied; a screen's worth of text fits many times over.
    static let cacheLimit = 20_000

    /// A measurer of `fonts`.
    public init(fonts: FontCollection) {
        self.fonts = fonts
        self.shaper = TextShaper(collection: fonts)
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
        lock.lock()
        if let cached = layouts[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
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
        lock.lock()
        if layouts.count >= FontTextMeasurer.cacheLimit { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = layout
        lock.unlock()
        return layout
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
            let shaped = shapedText(run.string, font: run.font)
            let m = lineMetrics(for: run.font)
            let box = TextComposer.LineBox(ascent: m.ascender, descent: -m.descender, gap: m.leading)
            if let runBoxes = self.fallbackBoxes(shaped, size: run.font.pointSize, within: box) {
                fallbackBoxes = (fallbackBoxes ?? Array(repeating: nil, count: characters.count)) + runBoxes
            } else if fallbackBoxes != nil {
                fallbackBoxes! += Array(repeating: nil, count: shaped.characters.count)
            }
            characters += shaped.characters
            hangs += shaped.hangs
            runBreaks += shaped.breaks
            let spacing = run.spacing
            advances += spacing == 0 ? shaped.advances : zip(shaped.advances, shaped.characters).map { a, c in
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
    private func fallbackBoxes(_ text: ShapedText, size: CGFloat, within line: TextComposer.LineBox) -> [TextComposer.LineBox?]? {
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
        var runs: [GlyphRun] = []
        for line in layout.lines where !line.text.isEmpty {
            lock.lock()
            let shaped = shaper.shape(line.text, font: request.font, keepGlyphs: true)
            lock.unlock()
            let lineStart = runs.count
            for glyph in shaped.glyphs {
                let position = CGPoint(x: line.origin.x + glyph.x, y: line.baseline + glyph.y)
                if runs.count > lineStart, let last = runs.last, last.face === glyph.face, last.variation == glyph.variation {
                    runs[runs.count - 1].glyphs.append(glyph.glyph)
                    runs[runs.count - 1].positions.append(position)
                } else {
                    runs.append(GlyphRun(
                        face: glyph.face, variation: glyph.variation, size: request.font.pointSize,
                        glyphs: [glyph.glyph], positions: [position]))
                }
            }
        }
        return runs
    }

    /// The glyphs of a layout with runs: each line's segments shaped in their run's font,
    /// moved by the run's spacing after each character and up by its baseline offset.
    private func segmentGlyphRuns(for request: TextLayoutRequest, layout: TextLayout) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        for line in layout.lines {
            for segment in line.segments where !segment.text.isEmpty && segment.run < request.runs.count {
                let run = request.runs[segment.run]
                lock.lock()
                let shaped = shaper.shape(segment.text, font: run.font, keepGlyphs: true)
                lock.unlock()
                let spacing = run.spacing
                let y = line.baseline - run.baselineOffset
                let segmentStart = runs.count
                for glyph in shaped.glyphs {
                    let position = CGPoint(
                        x: line.origin.x + segment.x + glyph.x + spacing * CGFloat(glyph.character), y: y + glyph.y)
                    if runs.count > segmentStart, let last = runs.last, last.face === glyph.face,
                       last.variation == glyph.variation {
                        runs[runs.count - 1].glyphs.append(glyph.glyph)
                        runs[runs.count - 1].positions.append(position)
                    } else {
                        runs.append(GlyphRun(
                            face: glyph.face, variation: glyph.variation, size: run.font.pointSize,
                            glyphs: [glyph.glyph], positions: [position], run: segment.run))
                    }
                }
            }
        }
        return runs
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
        lock.lock()
        if let cached = shaped[key] {
            lock.unlock()
            return cached
        }
        let text = shaper.shape(string, font: font, keepGlyphs: false)
        if shaped.count >= FontTextMeasurer.cacheLimit { shaped.removeAll(keepingCapacity: true) }
        shaped[key] = text
        shapingCount += 1
        lock.unlock()
        return text
    }

    private func ellipsisAdvance(_ font: ResolvedFont) -> CGFloat {
        lock.lock()
        if let cached = ellipses[font] {
            lock.unlock()
            return cached
        }
        let advance = shaper.shape("…", font: font, keepGlyphs: false).advances.first ?? 0
        ellipses[font] = advance
        lock.unlock()
        return advance
    }

    private struct ShapeKey: Hashable {
        var string: String
        var font: ResolvedFont
    }

    private struct LayoutKey: Hashable {
        var request: TextLayoutRequest
        var proposal: ProposedViewSize
    }
}

extension FontTextMeasurer: StandardTextMeasurerProviding {
    /// The standard measurer, for ``EnvironmentValues/defaultTextMeasurer``; `nil` when the
    /// default font cannot be read.
    package static func makeStandardTextMeasurer() -> (any TextMeasurer)? { try? standard() }
}
