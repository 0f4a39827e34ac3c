import CHarfBuzz
import Foundation
import PlumbCore

/// A font file opened in HarfBuzz, the shaper Plumb uses for every script
/// (`libharfbuzz`, Debian's `libharfbuzz-dev`): one `hb_face_t` for a ``FontFace``, and
/// `hb_font_t`s at its variations.
///
/// HarfBuzz reads the same bytes Plumb's own parser read (copied once into memory HarfBuzz
/// owns, so no Swift array has to stay pinned). Its fonts are scaled to ``unitScale`` times
/// font units: HarfBuzz positions are integers, and a variable font's advances fall between
/// whole units (Inter at weight 600), so whole units would round them. They use
/// HarfBuzz's own OpenType functions (`hb_ot_font`), which read `hmtx`, `HVAR` and `gvar`
/// as Plumb's parser does.
///
/// HarfBuzz objects are thread-safe once made (its documentation, "Object model: thread
/// safety"); a face is made once and never changed.
final class HarfBuzzFace: @unchecked Sendable {
    let face: OpaquePointer
    let unitsPerEm: Int32

    /// HarfBuzz's units per font unit: positions come back in 1/4096 font units.
    static let unitScale: Int32 = 4096

    /// Opens face `faceIndex` of `bytes` (a font file or collection).
    init(bytes: FontData, faceIndex: Int) {
        let count = bytes.count
        let memory = UnsafeMutablePointer<CChar>.allocate(capacity: max(count, 1))
        bytes.storage.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                UnsafeMutableRawPointer(memory).copyMemory(from: base + bytes.start, byteCount: count)
            }
        }
        let blob = hb_blob_create(
            memory, UInt32(clamping: count), HB_MEMORY_MODE_READONLY, memory,
            { pointer in pointer?.assumingMemoryBound(to: CChar.self).deallocate() })
        face = hb_face_create(blob, UInt32(clamping: faceIndex))!
        hb_blob_destroy(blob)
        hb_face_make_immutable(face)
        unitsPerEm = Int32(clamping: hb_face_get_upem(face))
    }

    deinit { hb_face_destroy(face) }

    /// A HarfBuzz font of this face at `variation`, scaled to ``unitScale`` times font units.
    func makeFont(variation: FontVariation) -> HarfBuzzFont {
        let font = hb_font_create(face)!
        let scale = unitsPerEm.multipliedReportingOverflow(by: HarfBuzzFace.unitScale)
        let units = scale.overflow ? unitsPerEm : scale.partialValue
        hb_font_set_scale(font, units, units)
        if !variation.normalizedCoordinates.isEmpty {
            let coords = variation.normalizedCoordinates.map { Int32($0.rawValue) }
            hb_font_set_var_coords_normalized(font, coords, UInt32(coords.count))
        }
        hb_font_make_immutable(font)
        return HarfBuzzFont(font: font)
    }
}

/// A HarfBuzz font: a face at one variation, in font units.
final class HarfBuzzFont: @unchecked Sendable {
    let font: OpaquePointer
    /// Font units per HarfBuzz position unit.
    let unit: CGFloat

    init(font: OpaquePointer) {
        self.font = font
        var x: Int32 = 0, y: Int32 = 0
        hb_font_get_scale(font, &x, &y)
        let upem = hb_face_get_upem(hb_font_get_face(font))
        self.unit = x > 0 ? CGFloat(upem) / CGFloat(x) : 1
    }

    deinit { hb_font_destroy(font) }

    /// The outline of `glyph` as a path in font units (y up), through HarfBuzz's drawing
    /// functions: quadratic (`glyf`) and cubic (`CFF`, `CFF2`) outlines alike.
    func outline(of glyph: GlyphID) -> Path {
        let box = PathBox()
        let unmanaged = Unmanaged.passUnretained(box)
        withExtendedLifetime(box) {
            hb_font_get_glyph_shape(font, hb_codepoint_t(glyph.rawValue), HarfBuzzFont.drawFuncs, unmanaged.toOpaque())
        }
        let k = unit
        return k == 1 ? box.path : box.path.applying(CGAffineTransform(scaleX: k, y: k))
    }

    private final class PathBox {
        var path = Path()
    }

    // Immutable once made (`hb_draw_funcs_make_immutable`).
    nonisolated(unsafe) private static let drawFuncs: OpaquePointer = {
        let funcs = hb_draw_funcs_create()!
        func path(_ data: UnsafeMutableRawPointer?) -> PathBox {
            Unmanaged<PathBox>.fromOpaque(data!).takeUnretainedValue()
        }
        hb_draw_funcs_set_move_to_func(
            funcs,
            { _, data, _, x, y, _ in
                path(data).path.move(to: CGPoint(x: CGFloat(x), y: CGFloat(y)))
            }, nil, nil)
        hb_draw_funcs_set_line_to_func(
            funcs,
            { _, data, _, x, y, _ in
                path(data).path.addLine(to: CGPoint(x: CGFloat(x), y: CGFloat(y)))
            }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(
            funcs,
            { _, data, _, cx, cy, x, y, _ in
                path(data).path.addQuadCurve(
                    to: CGPoint(x: CGFloat(x), y: CGFloat(y)), control: CGPoint(x: CGFloat(cx), y: CGFloat(cy)))
            }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(
            funcs,
            { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
                path(data).path.addCurve(
                    to: CGPoint(x: CGFloat(x), y: CGFloat(y)), control1: CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)),
                    control2: CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
            }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in path(data).path.closeSubpath() }, nil, nil)
        hb_draw_funcs_make_immutable(funcs)
        return funcs
    }()
}
