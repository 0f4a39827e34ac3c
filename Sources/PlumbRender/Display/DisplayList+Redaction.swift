import Foundation
import PlumbCore

/// Text and images under `redacted(reason: .placeholder)`: each line of text a rounded bar,
/// each image a rounded block, filled with the foreground style at 16% opacity, where the
/// view's layout stays as it was (redaction changes no frame).
///
/// The shapes: each line's typographic bounds (from its top to the next line's, across its
/// width), rounded out to whole points and inset by 2 points on every side, in a rounded
/// rectangle of corner radius 4; an image's frame in the same rectangle. Apple documents no
/// measure of its placeholders (open: not measured against SwiftUI here); these are the
/// values of Engine's `RedactedTextRenderer` (Nathan Tannar, github.com/nathantannar4/Engine),
/// a `TextRenderer` written to draw as SwiftUI's placeholder redaction does, which its
/// preview shows beside `.redacted(reason: .placeholder)`.
extension DisplayList {
    /// The inset of each bar from its line's bounds, on every side, in points.
    static let redactionInset: CGFloat = 2
    /// The bars' corner radius, in points.
    static let redactionCornerRadius: CGFloat = 4
    /// The opacity of the foreground style the bars are filled with.
    static let redactionOpacity = 0.16

    /// The bars of `layout`'s lines in `frame`, painted `paint` faded to the redaction's opacity.
    static func redactedTextItems(
        _ layout: TextLayout, lineSpacing: CGFloat, in frame: CGRect, paint: DisplayPaint, view: ViewReference
    ) -> [DisplayItem] {
        guard !paint.isInvisible else { return [] }
        var path = Path()
        for (i, line) in layout.lines.enumerated() where line.width > 0 {
            let bottom =
                i + 1 < layout.lines.count ? layout.lines[i + 1].origin.y - lineSpacing : layout.size.height
            let bounds = CGRect(
                x: frame.minX + line.origin.x, y: frame.minY + line.origin.y, width: line.width,
                height: max(bottom - line.origin.y, 0))
            path.addPath(redactedShape(bounds.integral))
        }
        guard !path.isEmpty else { return [] }
        return [DisplayItem(.fill(path, paint: paint.fading(redactionOpacity), rule: .nonZero), view: view)]
    }

    /// An image's block: its frame in the redaction's rounded rectangle.
    static func redactedImageItems(in frame: CGRect, paint: DisplayPaint, view: ViewReference) -> [DisplayItem] {
        guard !paint.isInvisible else { return [] }
        return [
            DisplayItem(.fill(redactedShape(frame), paint: paint.fading(redactionOpacity), rule: .nonZero), view: view)
        ]
    }

    private static func redactedShape(_ bounds: CGRect) -> Path {
        let inset = bounds.insetBy(dx: redactionInset, dy: redactionInset)
        guard inset.width > 0, inset.height > 0 else { return Path() }
        return Path(roundedRect: inset, cornerRadius: min(redactionCornerRadius, inset.height / 2, inset.width / 2))
    }
}
