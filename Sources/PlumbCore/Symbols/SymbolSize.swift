import Foundation

/// The size of an SF Symbol at a font's point size and an `imageScale`.
///
/// Contract: a symbol's frame is `H` tall and as wide as its icon at that height, for the
/// current font's point size *P* after Dynamic Type:
/// - **height** `H = 1.2 × P × factor`, where the factor is 0.8 for `.small`, 1 for `.medium`,
///   1.3 for `.large` (``Image/Scale``; documented by Apple as "approximately 20% smaller" and
///   "approximately 30% larger" than medium). The 1.2 is open: SF Symbols "automatically
///   align with text" (Apple HIG, "SF Symbols") and a medium symbol at a font is about as tall
///   as a line of that font's capitals plus their overshoot and descent; SwiftUI's frames differ
///   per symbol (they come from each symbol's alignment rectangle) and Apple publishes none,
///   so Plumb uses one height for every symbol at a size.
/// - **width**: the icon's advance in its icon font scaled so that the font's em
///   (``SymbolTable/IconFont/unitsPerEm``: 1792 units in Fork Awesome, 512 in Material Icons)
///   is `H`: `advance × H / em`, so symbols keep their icon's aspect (`heart` 1792 wide is
///   square, `chevron.right` 1036 wide is narrow; Material Icons' 512 are all square). A symbol
///   Plumb has no counterpart for is square.
///
/// The icon is drawn in the frame with its em box filling the height (its descender at the
/// bottom) and its advance filling the width.
public struct SymbolSize: Hashable, Sendable {
    /// The font's point size the symbol follows.
    public var pointSize: CGFloat
    /// The image scale (`imageScale(_:)`): small, medium or large.
    public var scale: Image.Scale

    /// A symbol's size at `pointSize` and `scale`.
    public init(pointSize: CGFloat, scale: Image.Scale) {
        self.pointSize = pointSize
        self.scale = scale
    }

    /// A medium symbol's height per point of font size (open; see the contract).
    public static let heightPerPoint: CGFloat = 1.2

    /// The frame's height, and the icon font's em at this size.
    public var height: CGFloat { SymbolSize.heightPerPoint * pointSize * scale.factor }

    /// The frame of the symbol whose icon is `entry`; square without one.
    public func frame(for entry: SymbolTable.Entry?) -> CGSize {
        let h = height
        guard let entry else { return CGSize(width: h, height: h) }
        return CGSize(width: CGFloat(entry.advance) * h / CGFloat(entry.font.unitsPerEm), height: h)
    }
}
