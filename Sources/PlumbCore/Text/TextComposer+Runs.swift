import Foundation

extension TextComposer {
    /// Lays out text made of styled runs as one paragraph: `fitter` holds every character of
    /// every run in order (advances in each run's font, run spacing included), `runOf` the
    /// run each character belongs to, `boxes` each run's line box. Lines break as for plain
    /// text; a line is as tall as its tallest run (the largest ascent above the baseline
    /// and the largest descent below it, a raised or lowered run's offset added, and the
    /// largest line gap), as Core Text sizes a line of mixed fonts (reported: a line's
    /// `CTLineGetTypographicBounds` ascent and descent grow when it holds a run in a taller
    /// font, e.g. an emoji; zed-industries/zed #39886 takes the runs' maximum to match it);
    /// each line lists its
    /// segments, the pieces of each run, for drawing. A cut line's ellipsis is in the run
    /// of the line's first character, `ellipsisAdvances` giving its advance in each run.
    ///
    /// `fallbackBoxes` holds, for a character drawn in a fallback face (a Chinese character
    /// in Noto Sans CJK inside Inter text, an emoji), that face's line box at the run's size:
    /// a line holding it is as tall as that face too, as Core Text's line of a fallback font
    /// grows with the font it falls back to.
    public static func layout(
        _ fitter: LineFitter, runOf: [Int], boxes: [LineBox], offsets: [CGFloat], request: TextLayoutRequest,
        proposal: ProposedViewSize, ellipsis: Character = "…", ellipsisAdvances: [CGFloat],
        fallbackBoxes: [LineBox?]? = nil
    ) -> TextLayout {
        precondition(
            runOf.count == fitter.characters.count && boxes.count == offsets.count && !boxes.isEmpty
                && ellipsisAdvances.count == boxes.count
                && (fallbackBoxes == nil || fallbackBoxes!.count == runOf.count))
        let width: CGFloat? = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let broken = fitter.lines(width: width)
        let spacing = request.lineSpacing
        // The characters each line shows, in order (`-1` stands for the ellipsis), and its width.
        var shown: [(indices: [Int], width: CGFloat)] = broken.map { line in
            var end = line.range.upperBound
            while end > line.range.lowerBound && fitter.hangs[end - 1] { end -= 1 }
            return (Array(line.range.lowerBound..<end), line.width)
        }
        // Each run's line box with its baseline offset: a raised run reaches higher, a
        // lowered one lower; the line keeps the font's own extent too.
        let runBoxes = zip(boxes, offsets).map { box, offset in
            LineBox(ascent: box.ascent + max(offset, 0), descent: box.descent + max(-offset, 0), gap: box.gap)
        }
        func box(of line: Int) -> LineBox {
            let range = broken[line].range
            guard !range.isEmpty else {
                // An empty line (after a final newline) is as tall as the run before it.
                return runBoxes[runOf.isEmpty ? 0 : runOf[max(min(range.lowerBound, runOf.count) - 1, 0)]]
            }
            var result = runBoxes[runOf[range.lowerBound]]
            var last = runOf[range.lowerBound]
            for i in range where runOf[i] != last {
                last = runOf[i]
                let b = runBoxes[last]
                result.ascent = max(result.ascent, b.ascent)
                result.descent = max(result.descent, b.descent)
                result.gap = max(result.gap, b.gap)
            }
            if let fallbackBoxes {
                for i in range {
                    guard let b = fallbackBoxes[i] else { continue }
                    let offset = offsets[runOf[i]]
                    result.ascent = max(result.ascent, b.ascent + max(offset, 0))
                    result.descent = max(result.descent, b.descent + max(-offset, 0))
                    result.gap = max(result.gap, b.gap)
                }
            }
            return result
        }
        var maxLines = max(request.lineLimit ?? .max, 1)
        if let height = proposal.height, height.isFinite {
            // As many lines as the height holds, but always at least one.
            var used: CGFloat = 0
            var fit = 0
            for i in broken.indices {
                let h = box(of: i).height
                let next = used + (i > 0 ? spacing : 0) + h
                if next > height + 1e-9 && fit > 0 { break }
                used = next
                fit += 1
            }
            maxLines = min(maxLines, max(fit, 1))
        }
        let truncated = broken.count > maxLines
        shown = Array(shown.prefix(maxLines))
        var ellipsisRun = 0
        if truncated {
            let start = broken[maxLines - 1].range.lowerBound
            ellipsisRun = runOf.isEmpty ? 0 : runOf[min(start, runOf.count - 1)]
            let cut = fitter.truncation(
                from: start, limit: width, ellipsisAdvance: ellipsisAdvances[ellipsisRun], mode: request.truncationMode)
            shown[maxLines - 1] = (cut.head + [-1] + cut.tail, cut.width)
        }
        let boxesShown = shown.indices.map { box(of: $0) }
        let scale = request.displayScale > 0 ? request.displayScale : 1
        let contentWidth = shown.map(\.width).max() ?? 0
        let contentHeight = boxesShown.reduce(0) { $0 + $1.height } + CGFloat(max(shown.count - 1, 0)) * spacing
        let size = CGSize(
            width: roundUp(contentWidth, toMultipleOf: 1 / scale),
            height: roundUp(contentHeight, toMultipleOf: 1 / scale))
        let factor: CGFloat
        switch request.alignment {
        case .leading: factor = 0
        case .center: factor = 0.5
        case .trailing: factor = 1
        }
        var lines: [TextLine] = []
        var top: CGFloat = 0
        for (i, entry) in shown.enumerated() {
            let segments = self.segments(
                of: entry.indices, fitter: fitter, runOf: runOf, ellipsis: ellipsis,
                ellipsisRun: ellipsisRun, ellipsisAdvance: ellipsisAdvances[ellipsisRun])
            lines.append(
                TextLine(
                    text: segments.map(\.text).joined(), width: entry.width,
                    origin: CGPoint(x: (size.width - entry.width) * factor, y: top),
                    baseline: top + boxesShown[i].ascent,
                    segments: segments))
            top += boxesShown[i].height + spacing
        }
        return TextLayout(size: size, lines: lines, isTruncated: truncated)
    }

    /// The pieces of each run among a line's characters (`-1`: the ellipsis, in `ellipsisRun`).
    static func segments(
        of indices: [Int], fitter: LineFitter, runOf: [Int], ellipsis: Character, ellipsisRun: Int,
        ellipsisAdvance: CGFloat
    ) -> [TextLine.Segment] {
        var segments: [TextLine.Segment] = []
        var x: CGFloat = 0
        for i in indices {
            let run: Int
            let character: Character
            let advance: CGFloat
            if i < 0 {
                run = ellipsisRun
                character = ellipsis
                advance = ellipsisAdvance
            } else {
                run = runOf[i]
                character = fitter.characters[i]
                advance = fitter.advances[i]
            }
            if let last = segments.last, last.run == run {
                segments[segments.count - 1].text.append(character)
                segments[segments.count - 1].width += advance
            } else {
                segments.append(TextLine.Segment(run: run, text: String(character), x: x, width: advance))
            }
            x += advance
        }
        return segments
    }
}
