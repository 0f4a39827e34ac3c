import Foundation
import PlumbCore

/// One face at one variation, with the answer the font cascade asks again and again
/// remembered: the glyph of each character (choosing a character's face reads `cmap` for
/// each face of the cascade, and text repeats the same few dozen characters). HarfBuzz
/// shapes with the face (``harfBuzz``). Not thread-safe: its ``TextShaper`` is used under
/// its measurer's lock.
final class FaceCache {
    let face: FontFace
    let font: OpenTypeFont
    let variation: FontVariation
    /// Glyphs of scalars below `directLimit`: -2 not yet looked up, -1 not in the font.
    private var directGlyphs: [Int32]
    private var otherGlyphs: [UInt32: Int32] = [:]
    fileprivate var harfBuzzFont: HarfBuzzFont?

    static let directLimit: UInt32 = 0x800

    init(face: FontFace, variation: FontVariation) {
        self.face = face
        self.font = face.font
        self.variation = variation
        self.directGlyphs = Array(repeating: -2, count: Int(FaceCache.directLimit))
    }

    /// The glyph `cmap` maps `scalar` to, or `nil`.
    @inline(__always)
    func glyph(for scalar: Unicode.Scalar) -> GlyphID? {
        let v = scalar.value
        if v < FaceCache.directLimit {
            var g = directGlyphs[Int(v)]
            if g == -2 {
                g = font.glyphID(for: scalar).map { Int32($0.rawValue) } ?? -1
                directGlyphs[Int(v)] = g
            }
            return g < 0 ? nil : GlyphID(UInt16(g))
        }
        if let g = otherGlyphs[v] { return g < 0 ? nil : GlyphID(UInt16(g)) }
        let g = font.glyphID(for: scalar).map { Int32($0.rawValue) } ?? -1
        otherGlyphs[v] = g
        return g < 0 ? nil : GlyphID(UInt16(g))
    }
}

extension FaceCache {
    /// The face in HarfBuzz at this variation (asked of the face once: its lock and
    /// dictionary stay out of each shaped run).
    var harfBuzz: HarfBuzzFont {
        if let font = harfBuzzFont { return font }
        let font = face.harfBuzzFont(variation: variation)
        harfBuzzFont = font
        return font
    }
}
