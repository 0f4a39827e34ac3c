import CHarfBuzz
import Foundation
import PlumbCore

/// What the fast path of ``TextShaper`` needs of one face at one variation, remembered:
/// the glyph of each printable ASCII character when no default feature but pair kerning can
/// change it, HarfBuzz's advance of each glyph, and HarfBuzz's kerning of each pair.
final class SimpleShapingCache {
    let font: HarfBuzzFont
    private let face: HarfBuzzFace
    /// Per ASCII byte: its glyph, -1 when it takes HarfBuzz, -2 not yet looked up.
    private var asciiGlyphs = [Int32](repeating: -2, count: 128)
    private var advances: [UInt32: Int32] = [:]
    /// Per pair: HarfBuzz's adjustment of the first glyph's advance, or `nil` (stored as
    /// `Int32.min`) when the pair does more than that (a substitution, a placement).
    private var kerns: [UInt32: Int32] = [:]
    private let buffer: OpaquePointer = hb_buffer_create()

    init(face: HarfBuzzFace, font: HarfBuzzFont) {
        self.face = face
        self.font = font
    }

    deinit { hb_buffer_destroy(buffer) }

    /// The glyph of ASCII `byte` when the fast path may shape it, else `nil`.
    @inline(__always)
    func glyph(ascii byte: UInt8, cache: FaceCache) -> GlyphID? {
        var g = asciiGlyphs[Int(byte)]
        if g == -2 {
            g = -1
            if let glyph = cache.glyph(for: Unicode.Scalar(byte)), !face.isTouchedByDefaultFeatures(glyph) {
                g = Int32(glyph.rawValue)
            }
            asciiGlyphs[Int(byte)] = g
        }
        return g < 0 ? nil : GlyphID(UInt16(g))
    }

    /// HarfBuzz's advance of `glyph`, in its scaled units.
    @inline(__always)
    func advance(_ glyph: GlyphID) -> Int32 {
        let key = UInt32(glyph.rawValue)
        if let a = advances[key] { return a }
        let a = hb_font_get_glyph_h_advance(font.font, hb_codepoint_t(glyph.rawValue))
        advances[key] = a
        return a
    }

    /// HarfBuzz's adjustment of `left`'s advance before `right` (the characters `a`, `b`),
    /// from shaping the pair alone; `nil` when shaping the pair does anything else.
    func kern(_ left: GlyphID, _ right: GlyphID, _ a: UInt8, _ b: UInt8) -> Int32? {
        let key = UInt32(left.rawValue) << 16 | UInt32(right.rawValue)
        if let k = kerns[key] { return k == .min ? nil : k }
        hb_buffer_clear_contents(buffer)
        let pair: [UInt32] = [UInt32(a), UInt32(b)]
        hb_buffer_add_codepoints(buffer, pair, 2, 0, 2)
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, HB_SCRIPT_LATIN)
        hb_buffer_set_language(buffer, hb_language_get_default())
        hb_shape(font.font, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        var k = Int32.min
        if count == 2, infos[0].codepoint == hb_codepoint_t(left.rawValue), infos[1].codepoint == hb_codepoint_t(right.rawValue),
           positions[0].x_offset == 0, positions[0].y_offset == 0, positions[1].x_offset == 0, positions[1].y_offset == 0,
           positions[1].x_advance == advance(right), positions[0].x_advance != Int32.min {
            k = positions[0].x_advance - advance(left)
        }
        kerns[key] = k
        return k == .min ? nil : k
    }
}
