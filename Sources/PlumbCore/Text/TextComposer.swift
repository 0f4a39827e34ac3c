import Foundation

/// Composes a ``TextLayout`` from lines broken by a ``LineFitter``: applies the line limit
/// and the proposed height (truncating the last line), stacks the lines with the font's
/// metrics and the line spacing, aligns them, and rounds the size up to whole pixels
/// (SPEC §1.5: "Text sizes are rounded up"; §2).
public enum TextComposer {
    /// Vertical metrics of one line, in points.
    public struct LineBox: Sendable {
        /// From the line's top to its baseline.
        public var ascent: CGFloat
        /// From the baseline to the line's bottom.
        public var descent: CGFloat
        /// Extra space below each line (the font's line gap).
        public var gap: CGFloat

        /// A line box of `ascent` above the baseline, `descent` below, and `gap` below that.
        public init(ascent: CGFloat, descent: CGFloat, gap: CGFloat) {
            self.ascent = ascent
            self.descent = descent
            self.gap = gap
        }

        /// The line's height: ascent, descent and gap.
        public var height: CGFloat { ascent + descent + gap }
    }

    /// Lays out the fitter's characters for `proposal`.
    public static func layout(
        _ fitter: LineFitter, request: TextLayoutRequest, proposal: ProposedViewSize, line: LineBox,
        ellipsis: Character = "…", ellipsisAdvance: CGFloat
    ) -> TextLayout {
        let width: CGFloat? = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let broken = fitter.lines(width: width)
        let spacing = request.lineSpacing
        var maxLines = max(request.lineLimit ?? .max, 1)
        let pitch = line.height + spacing
        if let height = proposal.height, height.isFinite, pitch > 0 {
            // As many lines as the height holds, but always at least one. (A zero-size font
            // has no pitch: every line fits.)
            let lines = ((height + spacing) / pitch + 1e-9).rounded(.down)
            let fit = lines.isFinite ? Int(max(min(lines, Double(Int32.max)), 1)) : 1
            maxLines = min(maxLines, fit)
        }
        let truncated = broken.count > maxLines
        var shown: [(text: String, width: CGFloat)] = broken.prefix(maxLines).map {
            (fitter.text(of: $0.range), $0.width)
        }
        if truncated {
            let last = broken[maxLines - 1]
            shown[maxLines - 1] = fitter.truncatedLine(
                from: last.range.lowerBound, limit: width, ellipsis: ellipsis, ellipsisAdvance: ellipsisAdvance,
                mode: request.truncationMode)
        }
        let scale = request.displayScale > 0 ? request.displayScale : 1
        let contentWidth = shown.map(\.width).max() ?? 0
        let contentHeight = CGFloat(shown.count) * line.height + CGFloat(max(shown.count - 1, 0)) * spacing
        let size = CGSize(
            width: roundUp(contentWidth, toMultipleOf: 1 / scale),
            height: roundUp(contentHeight, toMultipleOf: 1 / scale))
        let factor: CGFloat
        switch request.alignment {
        case .leading: factor = 0
        case .center: factor = 0.5
        case .trailing: factor = 1
        }
        let lines = shown.enumerated().map { i, entry in
            let top = CGFloat(i) * (line.height + spacing)
            return TextLine(
                text: entry.text, width: entry.width,
                origin: CGPoint(x: (size.width - entry.width) * factor, y: top), baseline: top + line.ascent)
        }
        return TextLayout(size: size, lines: lines, isTruncated: truncated)
    }
}
