import CHarfBuzz
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
    /// The characters drawn in another face than the font's first choice (a fallback), by
    /// index: their lines are as tall as those faces too.
    var fallbackFaces: [Int: FontFace] = [:]
    /// The fallbacks its characters needed whose files are not installed: they are boxes.
    var missingFallbacks: [FontFallback] = []
    /// The string shaped, for slicing lines out of it.
    var source: LineFitter.Source? = nil

    var fitter: LineFitter {
        LineFitter(characters: characters, advances: advances, hangs: hangs, breaks: breaks, source: source)
    }
}

/// A glyph of a shaped string: which face draws it, at which variation, and where its
/// origin sits, in points from the start of the string on its baseline (`y` down: a mark
/// raised above its base has a negative `y`).
struct PositionedGlyph: Sendable {
    var face: FontFace
    var variation: FontVariation
    var glyph: GlyphID
    var x: CGFloat
    var y: CGFloat = 0
    /// The index of the character the glyph draws (the first of a ligature's).
    var character: Int
}

/// Maps characters to faces through a ``FontCollection``'s cascade and shapes them with
/// HarfBuzz: each run of characters in one face and one script is shaped as a whole
/// (`hb_shape`, with the default features: ligatures, contextual forms, Arabic joining,
/// Indic reordering, mark positioning, `GPOS` kerning), the text around it given as
/// context. Each glyph's advance is added to the character of its cluster, so a line
/// fitter sees per-character widths that sum to the shaped width.
///
/// A character's face: for an emoji in emoji presentation (a default-emoji scalar, or a
/// variation selector 16, a keycap, a ZWJ sequence), the emoji face first; otherwise the
/// first face of the cascade that maps all its visible scalars (the chosen font, the
/// primary face, the fallback of the character's script, the general fallbacks), else the
/// first that maps its base. A character of the Common or Inherited script (punctuation,
/// spaces, digits, marks) takes the script of the character before it (or after it at the
/// start), as HarfBuzz and Core Text itemize text.
///
/// Default-ignorable scalars (zero-width joiner, variation selectors) draw nothing and take
/// no space; a newline takes no space; a tab is a space.
///
/// Not thread-safe (its ``FaceCache``s and buffer are mutable): its measurer calls it under
/// a lock.
final class TextShaper {
    let collection: FontCollection
    private var faceCaches: [FaceKey: FaceCache] = [:]
    private var cascades: [CascadeKey: [FaceCache]] = [:]
    private let buffer: OpaquePointer = hb_buffer_create()
    /// The fallbacks the string being shaped needed but whose files are not installed.
    private var missingFallbacks: [FontFallback] = []

    init(collection: FontCollection) {
        self.collection = collection
    }

    deinit { hb_buffer_destroy(buffer) }

    private struct FaceKey: Hashable {
        var face: ObjectIdentifier
        var variation: FontVariation
    }

    private struct CascadeKey: Hashable {
        var family: String?
        var design: Font.Design
        var weight: Font.Weight
        var isItalic: Bool
        var script: UInt32
        var emoji: Bool
    }

    /// The faces to try for `font`, at its weight and slant, in order, for a character of
    /// `script` (an `hb_script_t` tag; 0 for none), or an emoji.
    func cascade(for font: ResolvedFont, script: UInt32 = 0, emoji: Bool = false) -> [FaceCache] {
        let key = CascadeKey(
            family: font.family, design: font.design, weight: font.weight, isItalic: font.isItalic, script: script,
            emoji: emoji)
        if let cached = cascades[key] { return cached }
        let code = script == 0 ? nil : TextShaper.scriptCode(script)
        let caches = collection.cascade(for: font, script: code, emoji: emoji).map { face in
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

    /// Shapes `string` in `font`. `rightToLeft`, when given, is the direction of the whole
    /// string (a directional run of a line, from the bidirectional algorithm): every piece
    /// is shaped in it, and with `keepGlyphs` the pieces are placed from the right, so the
    /// glyphs run left to right in visual order. Without it each piece takes its script's
    /// direction and the pieces are placed left to right in logical order (for measuring).
    func shape(
        _ string: String, font: ResolvedFont, keepGlyphs: Bool, rightToLeft: Bool? = nil, allowsASCIIPath: Bool = true
    ) -> ShapedText {
        let text = (allowsASCIIPath ? Itemized(ascii: string) : nil) ?? Itemized(general: string)
        guard !text.characters.isEmpty else {
            return ShapedText(characters: [], advances: [], hangs: [], breaks: [], glyphs: [])
        }
        var glyphs: [PositionedGlyph] = []
        var advances = [CGFloat](repeating: 0, count: text.characters.count)
        let characters = text.characters, scalars = text.scalars, scripts = text.scripts, emoji = text.emoji
        let drawsNothing = text.drawsNothing

        // Each character's face in its cascade, as an index into `faces` (the faces this
        // string uses): measured, an array of class references cost a retain per character to
        // fill and a release per character to free. An ASCII character's face is looked up
        // once per byte value while the cascade stays the same.
        missingFallbacks = []
        var faces: [FaceCache] = []
        var faceOf = [UInt8](repeating: 0, count: characters.count)
        func index(of face: FaceCache) -> UInt8 {
            if let i = faces.firstIndex(where: { $0 === face }) { return UInt8(i) }
            faces.append(face)
            return UInt8(faces.count - 1)
        }
        var asciiFaceOf = [UInt8](repeating: .max, count: text.isASCII ? 128 : 0)
        var cascade = self.cascade(for: font, script: scripts[0], emoji: emoji[0])
        var cascadeScript = scripts[0], cascadeEmoji = emoji[0]
        for i in characters.indices {
            if scripts[i] != cascadeScript || emoji[i] != cascadeEmoji {
                cascadeScript = scripts[i]
                cascadeEmoji = emoji[i]
                cascade = self.cascade(for: font, script: cascadeScript, emoji: cascadeEmoji)
                if text.isASCII { asciiFaceOf = [UInt8](repeating: .max, count: 128) }
            }
            if text.isASCII {
                let byte = Int(text.bytes[i])
                if asciiFaceOf[byte] == .max, let face = asciiFace(for: text.bytes[i], in: cascade) {
                    asciiFaceOf[byte] = index(of: face)
                }
                if asciiFaceOf[byte] != .max {
                    faceOf[i] = asciiFaceOf[byte]
                    continue
                }
            }
            faceOf[i] = index(
                of: face(for: characters[i], in: cascade, font: font, script: scripts[i], emoji: emoji[i]))
        }
        let firstScalar = text.firstScalar, characterOfScalar = text.characterOfScalar
        let hangs = text.hangs
        let breaks =
            text.isASCII
            ? TextShaper.asciiBreaks(of: string, count: characters.count)
            : TextShaper.breaks(of: string, characters: characters)
        let source = LineFitter.Source(string: string, utf8Offsets: text.isASCII ? nil : text.utf8Offsets)

        let firstChoice = collection.firstChoice(for: font)
        var fallbackFaces: [Int: FontFace] = [:]
        if faces.contains(where: { $0.face !== firstChoice }) {
            for i in characters.indices where faces[Int(faceOf[i])].face !== firstChoice && !drawsNothing[i] {
                fallbackFaces[i] = faces[Int(faceOf[i])].face
            }
        }

        // Shape each run of one face and one script.
        var x: CGFloat = 0
        var runStart = 0
        while runStart < characters.count {
            let faceIndex = faceOf[runStart]
            let face = faces[Int(faceIndex)]
            let script = scripts[runStart]
            var runEnd = runStart + 1
            while runEnd < characters.count, faceOf[runEnd] == faceIndex, scripts[runEnd] == script { runEnd += 1 }
            let scalarStart = Int(firstScalar[runStart])
            let scalarEnd = runEnd < characters.count ? Int(firstScalar[runEnd]) : scalars.count
            let harfBuzz = face.harfBuzz
            let scale = face.face.scale(font.pointSize) * harfBuzz.unit
            hb_buffer_clear_contents(buffer)
            scalars.withUnsafeBufferPointer { text in
                hb_buffer_add_codepoints(
                    buffer, text.baseAddress, Int32(text.count), UInt32(scalarStart), Int32(scalarEnd - scalarStart))
            }
            let hbScript = script == 0 ? HB_SCRIPT_COMMON : hb_script_t(rawValue: script)
            var direction = hb_script_get_horizontal_direction(hbScript)
            if let rightToLeft { direction = rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR }
            if direction == HB_DIRECTION_INVALID { direction = HB_DIRECTION_LTR }
            hb_buffer_set_direction(buffer, direction)
            hb_buffer_set_script(buffer, hbScript)
            hb_buffer_set_language(buffer, hb_language_get_default())
            var flags = HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES.rawValue
            if runStart == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
            if runEnd == characters.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
            hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
            hb_shape(harfBuzz.font, buffer, nil, 0)
            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)!
            let positions = hb_buffer_get_glyph_positions(buffer, &count)!
            var pen = x
            let pieceStart = glyphs.count
            for g in 0..<Int(count) {
                let character = Int(characterOfScalar[Int(infos[g].cluster)])
                if drawsNothing[character] { continue }
                let advance = CGFloat(positions[g].x_advance) * scale
                advances[character] += advance
                if keepGlyphs {
                    glyphs.append(
                        PositionedGlyph(
                            face: face.face, variation: face.variation,
                            glyph: GlyphID(UInt16(truncatingIfNeeded: infos[g].codepoint)),
                            x: pen + CGFloat(positions[g].x_offset) * scale, y: -CGFloat(positions[g].y_offset) * scale,
                            character: character))
                }
                pen += advance
            }
            if rightToLeft == true && keepGlyphs {
                // Right to left: this piece goes left of the pieces before it.
                let width = pen - x
                for i in 0..<pieceStart { glyphs[i].x += width }
                for i in pieceStart..<glyphs.count { glyphs[i].x -= x }
            }
            x = pen
            runStart = runEnd
        }
        return ShapedText(
            characters: characters, advances: advances, hangs: hangs, breaks: breaks, glyphs: glyphs,
            fallbackFaces: fallbackFaces, missingFallbacks: missingFallbacks, source: source)
    }

    /// ``face(for:in:font:script:emoji:)``'s answer for the ASCII character `byte` (not an
    /// emoji), without making the `Character`; `nil` when no face maps it (that function then
    /// notes the missing fallback).
    @inline(__always)
    private func asciiFace(for byte: UInt8, in cascade: [FaceCache]) -> FaceCache? {
        if byte < 0x20 || byte == 0x7F { return cascade[0] }
        let scalar = Unicode.Scalar(byte)
        for face in cascade where face.glyph(for: scalar) != nil { return face }
        return nil
    }

    /// The face of `character` in `cascade`: the first that maps all its visible scalars,
    /// else the first that maps its base; a character no face maps takes the first text
    /// face (its `.notdef` box), and the missing fallback of its script is remembered.
    private func face(
        for character: Character, in cascade: [FaceCache], font: ResolvedFont, script: UInt32, emoji: Bool
    ) -> FaceCache {
        if let ascii = character.asciiValue {
            let scalar = Unicode.Scalar(ascii == 0x09 ? 0x20 : ascii)
            if ascii < 0x20 || ascii == 0x7F { return cascade[emoji ? min(1, cascade.count - 1) : 0] }
            for face in cascade where face.glyph(for: scalar) != nil { return face }
        } else {
            let visible = Array(
                character.unicodeScalars.lazy.filter {
                    !TextShaper.isInvisible($0) && $0.value != 0xFE0E && $0.value != 0xFE0F
                })
            if visible.isEmpty { return cascade[0] }
            for face in cascade where visible.allSatisfy({ face.glyph(for: $0) != nil }) { return face }
            for face in cascade where face.glyph(for: visible[0]) != nil { return face }
        }
        let code = script == 0 ? nil : TextShaper.scriptCode(script)
        for fallback in collection.missingFallbacks(for: code, emoji: emoji)
        where !missingFallbacks.contains(where: { $0.name == fallback.name }) {
            missingFallbacks.append(fallback)
        }
        // The `.notdef` box of the first text face.
        return cascade[
            emoji && cascade.count > 1 && cascade[0].face === collection.emoji?.face(weight: font.weight) ? 1 : 0]
    }

    // MARK: Scripts and emoji

    static let latin = hbTag("Latn")
    private static let common = HB_SCRIPT_COMMON.rawValue
    private static let inherited = HB_SCRIPT_INHERITED.rawValue
    private static let unknown = HB_SCRIPT_UNKNOWN.rawValue
    // HarfBuzz's default Unicode functions: immutable, made once by HarfBuzz.
    nonisolated(unsafe) private static let unicodeFunctions = hb_unicode_funcs_get_default()

    static func hbTag(_ code: String) -> UInt32 {
        code.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The ISO 15924 code of an `hb_script_t` tag.
    static func scriptCode(_ tag: UInt32) -> String {
        String(
            decoding: [UInt8(tag >> 24), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)],
            as: UTF8.self)
    }

    @inline(__always)
    static func isLatinLetter(_ ascii: UInt8) -> Bool { (ascii | 0x20) >= 0x61 && (ascii | 0x20) <= 0x7A }

    /// The script of `scalar` (Unicode's `Script` property, through HarfBuzz's Unicode
    /// functions), or 0 for Common, Inherited and Unknown.
    static func strongScript(of scalar: Unicode.Scalar) -> UInt32 {
        let script = hb_unicode_script(unicodeFunctions, scalar.value).rawValue
        return script == common || script == inherited || script == unknown ? 0 : script
    }

    /// `true` for a character drawn as an emoji by default (UTS #51 §4 "Presentation
    /// style"): its first scalar has `Emoji_Presentation`, or it carries the emoji variation
    /// selector U+FE0F, a keycap U+20E3 or a zero-width joiner between emoji; U+FE0E asks
    /// for text.
    static func isEmojiPresentation(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        var hasJoiner = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0E: return false
            case 0xFE0F, 0x20E3: return true
            case 0x200D: hasJoiner = true
            default: break
            }
        }
        return first.properties.isEmojiPresentation || (hasJoiner && first.value > 0x7F)
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
        // Inside runs of Thai, Lao, Khmer and Myanmar (class SA): the dictionary's breaks.
        var i = 0
        while i < characters.count {
            guard characters[i].asciiValue == nil, TextShaper.isComplexContext(characters[i]) else {
                i += 1
                continue
            }
            var end = i + 1
            while end < characters.count, characters[end].asciiValue == nil,
                TextShaper.isComplexContext(characters[end])
            {
                end += 1
            }
            for after in DictionaryBreaks.opportunities(in: characters[i..<end]) where breaks[i + after] == .prohibited
            {
                breaks[i + after] = .allowed
            }
            i = end
        }
        return breaks
    }

    /// `true` for a character of line break class SA (Thai, Lao, Khmer, Myanmar...).
    static func isComplexContext(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return LineBreakTable.lineBreakClass(of: first) == .sa
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
