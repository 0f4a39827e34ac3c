import Foundation
import PlumbCore

/// One face at one variation, with the answers shaping asks again and again remembered:
/// the glyph of each character, the advance of each glyph, the kerning of each pair.
///
/// Reading them from the font tables each time costs binary searches through `cmap`,
/// `GPOS` coverage and class definitions; text repeats the same few dozen characters, so
/// after the first screen shaping is array reads. Not thread-safe: its ``TextShaper``
/// is used under its measurer's lock.
final class FaceCache {
    let face: FontFace
    let font: OpenTypeFont
    let variation: FontVariation
    /// Glyphs of scalars below `directLimit`: -2 not yet looked up, -1 not in the font.
    private var directGlyphs: [Int32]
    private var otherGlyphs: [UInt32: Int32] = [:]
    /// Advances in font units by glyph; NaN: not yet read.
    private var advances: [Double]
    private var kerns: [UInt32: Double] = [:]
    private let hasKerning: Bool

    static let directLimit: UInt32 = 0x800

    init(face: FontFace, variation: FontVariation) {
        self.face = face
        self.font = face.font
        self.variation = variation
        self.directGlyphs = Array(repeating: -2, count: Int(FaceCache.directLimit))
        self.advances = Array(repeating: .nan, count: max(face.font.numberOfGlyphs, 1))
        self.hasKerning = face.font.kerningSource != .none
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

    /// The advance of `glyph` in font units at this variation.
    @inline(__always)
    func advance(_ glyph: GlyphID) -> Double {
        let i = Int(glyph.rawValue)
        guard i < advances.count else { return 0 }
        let cached = advances[i]
        if !cached.isNaN { return cached }
        let value = font.advanceWidth(of: glyph, variation: variation)
        advances[i] = value
        return value
    }

    /// The kerning of the pair in font units at this variation.
    @inline(__always)
    func kerning(_ left: GlyphID, _ right: GlyphID) -> Double {
        guard hasKerning else { return 0 }
        let key = UInt32(left.rawValue) << 16 | UInt32(right.rawValue)
        if let cached = kerns[key] { return cached }
        let value = font.kerning(left: left, right: right, variation: variation)
        kerns[key] = value
        return value
    }
}

extension FaceCache {
    /// The face in HarfBuzz at this variation.
    var harfBuzz: HarfBuzzFont { face.harfBuzzFont(variation: variation) }
}
