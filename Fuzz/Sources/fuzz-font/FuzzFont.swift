/// libFuzzer target: bytes as a TrueType/OpenType font or collection.
///
/// Every face (the first 4) is parsed; its metrics, character map, advances and kerning are
/// read, every glyph's colour picture is looked up (`CBLC`/`CBDT`, `sbix`) at two sizes and
/// its colour layers (`COLR`/`CPAL`) in two palettes, and
/// every glyph is outlined, at the default instance and, for a variable font, at
/// each axis's extremes and each named instance. Errors (`FontError`) are expected; only a
/// crash is a finding.
import Foundation
import PlumbText

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let faces = (try? OpenTypeFont.faceCount(in: bytes)) ?? 1
    for face in 0 ..< min(max(faces, 1), 4) {
        guard let font = try? OpenTypeFont(data: bytes, faceIndex: face, fileName: "fuzz.ttf") else { continue }
        _ = font.metrics
        _ = font.capHeight
        _ = font.xHeight
        _ = font.boundingBox
        _ = font.tableTags
        let glyphs = font.glyphIDs(for: "Hello, wörld! ﬁ 日本 🙂")
        for (left, right) in zip(glyphs, glyphs.dropFirst()) {
            _ = font.kerning(left: left, right: right)
            _ = font.legacyKerning(left: left, right: right)
        }
        _ = font.advances(for: "Hello, wörld!", size: 17)
        _ = font.colorBitmapStrikes
        for g in 0 ..< font.numberOfGlyphs {
            let glyph = GlyphID(UInt16(truncatingIfNeeded: g))
            for ppem in [17.0, 200] { _ = try? font.loadColorBitmap(of: glyph, pixelsPerEm: ppem) }
            for palette in [0, 1] { _ = try? font.loadColorLayers(of: glyph, palette: palette) }
        }
        var variations: [FontVariation] = [.default]
        for axis in font.variationAxes {
            variations.append(font.variation([axis.tag: axis.minValue]))
            variations.append(font.variation([axis.tag: axis.maxValue]))
        }
        for named in font.namedInstances.prefix(4) { variations.append(font.variation(named.coordinates)) }
        for variation in variations {
            _ = font.advances(for: "Hello", size: 12, variation: variation)
            for g in 0 ..< font.numberOfGlyphs {
                let glyph = GlyphID(UInt16(truncatingIfNeeded: g))
                _ = font.advanceWidth(of: glyph, variation: variation)
                _ = font.leftSideBearing(of: glyph)
                _ = try? font.outline(of: glyph, variation: variation)
            }
        }
    }
    return 0
}

/// SwiftPM links an executable target's `main` to `fuzz_font_main`: hand over to libFuzzer.
@_cdecl("fuzz_font_main")
public func fuzzFontMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var argc = argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzFont(data!, size) }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
