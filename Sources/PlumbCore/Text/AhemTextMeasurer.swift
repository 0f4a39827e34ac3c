import Foundation

/// Measures text as the Ahem test font would: every character, the space and the ellipsis
/// included, is one em wide; ascent 0.8 em, descent 0.2 em, no line gap, so a line is one
/// em tall. `.font(.system(size: 10))` makes each character 10×10. Lines break after spaces
/// (and at newlines); a word wider than the line breaks between characters. A request with
/// runs measures each run's characters in its own size, run spacing (kerning, tracking)
/// added after each, and each line as tall as its tallest run.
///
/// The deterministic measurer of the web-layout test suites, used by Plumb's fixtures
/// (`"font": "ahem"`) so that text sizes are exact.
public final class AhemTextMeasurer: TextMeasurer {
    /// An Ahem measurer.
    public init() {}

    public func lineMetrics(for font: ResolvedFont) -> FontLineMetrics {
        let em = font.pointSize
        return FontLineMetrics(ascender: 0.8 * em, descender: -0.2 * em, leading: 0, capHeight: 0.8 * em)
    }

    public func layout(_ request: TextLayoutRequest, proposal: ProposedViewSize) -> TextLayout {
        if !request.runs.isEmpty { return layoutRuns(request, proposal: proposal) }
        let em = request.font.pointSize
        let characters = Array(request.string)
        var advances: [CGFloat] = []
        var hangs: [Bool] = []
        var breaks: [LineFitter.Break] = []
        advances.reserveCapacity(characters.count)
        for c in characters {
            if c.isNewline {
                advances.append(0)
                hangs.append(true)
                breaks.append(.mandatory)
            } else if c.isWhitespace {
                advances.append(em)
                hangs.append(true)
                breaks.append(.allowed)
            } else {
                advances.append(em)
                hangs.append(false)
                breaks.append(.prohibited)
            }
        }
        // A break is allowed only at the end of a run of spaces, not between them.
        for i in 0..<max(characters.count - 1, 0)
        where breaks[i] == .allowed && hangs[i + 1] && !characters[i + 1].isNewline {
            breaks[i] = .prohibited
        }
        let fitter = LineFitter(characters: characters, advances: advances, hangs: hangs, breaks: breaks)
        return TextComposer.layout(
            fitter, request: request, proposal: proposal,
            line: TextComposer.LineBox(ascent: 0.8 * em, descent: 0.2 * em, gap: 0), ellipsisAdvance: em)
    }

    private func layoutRuns(_ request: TextLayoutRequest, proposal: ProposedViewSize) -> TextLayout {
        var characters: [Character] = []
        var advances: [CGFloat] = []
        var runOf: [Int] = []
        for (r, run) in request.runs.enumerated() {
            let em = run.font.pointSize
            for c in run.string {
                characters.append(c)
                // A symbol (``TextAttachment``) advances its width.
                advances.append(c.isNewline ? 0 : (run.attachment?.size.width ?? em) + run.spacing)
                runOf.append(r)
            }
        }
        var hangs: [Bool] = []
        var breaks: [LineFitter.Break] = []
        for c in characters {
            hangs.append(c.isWhitespace)
            breaks.append(c.isNewline ? .mandatory : c.isWhitespace ? .allowed : .prohibited)
        }
        for i in 0..<max(characters.count - 1, 0)
        where breaks[i] == .allowed && hangs[i + 1] && !characters[i + 1].isNewline {
            breaks[i] = .prohibited
        }
        let fitter = LineFitter(characters: characters, advances: advances, hangs: hangs, breaks: breaks)
        let boxes = request.runs.map { run in
            let em = run.font.pointSize
            let box = TextComposer.LineBox(ascent: 0.8 * em, descent: 0.2 * em, gap: 0)
            return run.attachment?.lineBox(around: box, capHeight: 0.8 * em) ?? box
        }
        return TextComposer.layout(
            fitter, runOf: runOf, boxes: boxes, offsets: request.runs.map(\.baselineOffset), request: request,
            proposal: proposal, ellipsisAdvances: request.runs.map(\.font.pointSize))
    }
}
