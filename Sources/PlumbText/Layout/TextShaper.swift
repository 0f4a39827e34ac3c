import Foundation
import PlumbCore

/// A string measured in one font: each character's advance (kerning with the next
/// character included), whether it hangs past a line's end, and where a line may end after
/// it: what ``LineFitter`` needs to break it into lines for any width.
struct ShapedText: Sendable {
    var characters: [Character]
    var advances: [CGFloat]
    var hangs: [Bool]
    var breaks: [LineFitter.Break]
    /// The glyphs, in order, when shaped for drawing.
    var glyphs: [PositionedGlyph]

    var fitter: LineFitter { LineFitter(characters: characters, advances: advances, hangs: hangs, breaks: breaks) }
}

/// A glyph of a shaped string: which face draws it, at which variation, and where its
/// origin sits on the baseline, in points from the start of the string.
struct PositionedGlyph: Sendable {
    var face: FontFace
    var variation: FontVariation
    var glyph: GlyphID
    var x: CGFloat
    /// The index of the character the glyph draws.
    var character: Int
}

/// Maps characters to glyphs through a ``FontCollection``'s cascade and measures them:
/// `cmap` lookup, `hmtx`/`HVAR` advances at the font's weight, and pair kerning (`GPOS`
/// `kern` feature, or the legacy `kern` table) between neighbouring glyphs of one face.
///
/// This is simple shaping: one glyph per Unicode scalar, no ligatures, no contextual forms,
/// no mark positioning, no bidi. Default-ignorable scalars (zero-width joiner, variation
/// selectors) draw nothing and take no space; a newline takes no space; a tab is a space.
///
/// Not thread-safe (its ``FaceCache``s are mutable): its measurer calls it under a lock.
final class TextShaper {
    let collection: FontCollection
    private var faceCaches: [FaceKey: FaceCache] = [:]
    private var cascades: [CascadeKey: [FaceCache]] = [:]

    init(collection: FontCollection) {
        self.collection = collection
    }

    private struct FaceKey: Hashable {
        var face: ObjectIdentifier
        var variation: FontVariation
    }

    private struct CascadeKey: Hashable {
        var family: String?
        var design: Font.Design
        var weight: Font.Weight
        var isItalic: Bool
    }

    /// The faces to try for `font`, at its weight and slant, in order.
    func cascade(for font: ResolvedFont) -> [FaceCache] {
        let key = CascadeKey(family: font.family, design: font.design, weight: font.weight, isItalic: font.isItalic)
        if let cached = cascades[key] { return cached }
        let caches = collection.cascade(for: font).map { face in
            let variation = face.variation(weight: font.weight, italic: font.isItalic)
            let faceKey = FaceKey(face: ObjectIdentifier(face), variation: variation)
            if let cache = faceCaches[faceKey] { return cache }
            let cache = FaceCache(face: face, variation: variation)
            faceCaches[faceKey] = cache
            return cache
        }
        cascades[key] = caches
        return caches
    }

    func shape(_ string: String, font: ResolvedFont, keepGlyphs: Bool) -> ShapedText {
        let cascade = self.cascade(for: font)
        let scales = cascade.map { $0.face.scale(font.pointSize) }
        var characters: [Character] = []
        var advances: [CGFloat] = []
        var hangs: [Bool] = []
        var glyphs: [PositionedGlyph] = []
        characters.reserveCapacity(string.utf8.count)
        advances.reserveCapacity(string.utf8.count)
        hangs.reserveCapacity(string.utf8.count)
        var x: CGFloat = 0
        // The previous glyph, for kerning: its face's index, glyph, and character.
        var previousFace = -1
        var previousGlyph = GlyphID.notdef
        var previousCharacter = 0

        for character in string {
            let index = characters.count
            characters.append(character)
            advances.append(0)
            hangs.append(TextShaper.hangs(character))
            var baseFace = -1
            for var scalar in character.unicodeScalars {
                if scalar == "\t" { scalar = " " }
                if TextShaper.isInvisible(scalar) { continue }
                // Marks stay in their base character's face when it has them.
                var faceIndex = 0
                var glyph = GlyphID.notdef
                if baseFace >= 0, let g = cascade[baseFace].glyph(for: scalar) {
                    faceIndex = baseFace
                    glyph = g
                } else {
                    for i in cascade.indices {
                        if let g = cascade[i].glyph(for: scalar) {
                            faceIndex = i
                            glyph = g
                            break
                        }
                    }
                }
                if baseFace < 0 { baseFace = faceIndex }
                let face = cascade[faceIndex]
                if previousFace == faceIndex {
                    let kern = CGFloat(face.kerning(previousGlyph, glyph)) * scales[faceIndex]
                    if kern != 0 {
                        advances[previousCharacter] += kern
                        x += kern
                    }
                }
                if keepGlyphs {
                    glyphs.append(PositionedGlyph(
                        face: face.face, variation: face.variation, glyph: glyph, x: x, character: index))
                }
                let advance = CGFloat(face.advance(glyph)) * scales[faceIndex]
                advances[index] += advance
                x += advance
                previousFace = faceIndex
                previousGlyph = glyph
                previousCharacter = index
            }
        }
        return ShapedText(
            characters: characters, advances: advances, hangs: hangs,
            breaks: TextShaper.breaks(of: string, characters: characters), glyphs: glyphs)
    }

    /// Where a line may end after each character: Unicode's line breaking algorithm
    /// (UAX #14) on character boundaries. The end of the text is an ordinary opportunity
    /// unless the text ends with a newline (which then opens an empty last line).
    static func breaks(of string: String, characters: [Character]) -> [LineFitter.Break] {
        var breaks = [LineFitter.Break](repeating: .prohibited, count: characters.count)
        for opportunity in LineBreaker.characterBreakOpportunities(in: string) {
            let after = opportunity.position - 1
            guard after >= 0, after < breaks.count else { continue }
            breaks[after] = opportunity.kind == .mandatory ? .mandatory : .allowed
        }
        if let last = characters.last, !last.isNewline, !breaks.isEmpty { breaks[breaks.count - 1] = .allowed }
        return breaks
    }

    /// Spaces hang past the end of a line (and newlines end it); no-break spaces do not.
    static func hangs(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 0x20 || (ascii >= 0x09 && ascii <= 0x0D) }
        guard character.isWhitespace else { return false }
        switch character.unicodeScalars.first?.value {
        case 0x00A0, 0x2007, 0x202F, 0xFEFF: return false
        default: return true
        }
    }

    /// Scalars that take no space and draw nothing: line ends, and Unicode's
    /// default-ignorable code points (zero-width joiner, variation selectors...).
    @inline(__always)
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v >= 0x20 && v < 0x7F { return false }
        if v == 0x0A || v == 0x0B || v == 0x0C || v == 0x0D || v == 0x85 || v == 0x2028 || v == 0x2029 { return true }
        if v < 0x20 || v == 0x7F { return true }
        return scalar.properties.isDefaultIgnorableCodePoint
    }
}
