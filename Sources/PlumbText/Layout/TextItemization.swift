import Foundation
import PlumbCore

extension TextShaper {
    /// A string read for shaping: its characters, the scalars HarfBuzz shapes (a tab as a
    /// space), which character each scalar belongs to and where each character's scalars
    /// start, each character's resolved script (Common and Inherited characters take the
    /// script before them, or after them at the start) and whether it is an emoji, whether
    /// it draws nothing, whether it hangs, and where each starts in the UTF-8.
    ///
    /// Two readers give the same arrays: ``init(general:)`` for any string, by `Character`,
    /// and ``init(ascii:)`` for ASCII without a carriage return (each byte a character; a
    /// CR LF pair is one), by byte. Measured on plumb-bench T: iterating `Character`s, and
    /// asking each for its ASCII value, scalars and properties, was about a fifth of a first
    /// text layout's instructions; `TextItemizationTests` checks both readers agree.
    struct Itemized {
        var characters: [Character] = []
        var scalars: [UInt32] = []
        var characterOfScalar: [Int32] = []
        var firstScalar: [Int32] = []
        var scripts: [UInt32] = []
        var emoji: [Bool] = []
        var drawsNothing: [Bool] = []
        var hangs: [Bool] = []
        /// Each character's first UTF-8 offset and the UTF-8 count last (the general reader).
        var utf8Offsets: [Int32] = []
        /// The bytes, when read as ASCII.
        var bytes: [UInt8] = []
        var isASCII = false

        init() {}

        /// Reads any string by `Character`.
        init(general string: String) {
            characters.reserveCapacity(string.utf8.count)
            scalars.reserveCapacity(string.utf8.count)
            characterOfScalar.reserveCapacity(string.utf8.count)
            utf8Offsets.reserveCapacity(string.utf8.count + 1)
            var pendingCommon = 0
            var lastScript: UInt32 = 0
            var offset: Int32 = 0
            for character in string {
                let index = characters.count
                characters.append(character)
                hangs.append(TextShaper.hangs(character))
                firstScalar.append(Int32(scalars.count))
                utf8Offsets.append(offset)
                offset += Int32(character.utf8.count)
                var script: UInt32 = 0
                if let ascii = character.asciiValue {
                    scalars.append(ascii == 0x09 ? 0x20 : UInt32(ascii))
                    characterOfScalar.append(Int32(index))
                    script = TextShaper.isLatinLetter(ascii) ? TextShaper.latin : 0
                    emoji.append(false)
                } else {
                    for scalar in character.unicodeScalars {
                        scalars.append(scalar.value)
                        characterOfScalar.append(Int32(index))
                        if script == 0 { script = TextShaper.strongScript(of: scalar) }
                    }
                    emoji.append(TextShaper.isEmojiPresentation(character))
                }
                if script == 0 {
                    script = lastScript
                    if lastScript == 0 { pendingCommon += 1 }
                } else {
                    if pendingCommon > 0 {
                        for i in (index - pendingCommon)..<index { scripts[i] = script }
                        pendingCommon = 0
                    }
                    lastScript = script
                }
                scripts.append(script)
            }
            utf8Offsets.append(offset)
            // Line ends and characters of default-ignorable scalars only (a lone joiner or
            // variation selector) draw nothing and take no space, whatever glyph the font has.
            drawsNothing = characters.map { character in
                character.asciiValue.map { $0 < 0x20 && $0 != 0x09 || $0 == 0x7F }
                    ?? character.unicodeScalars.allSatisfy(TextShaper.isInvisible)
            }
        }

        /// Reads an ASCII string without a carriage return byte by byte; `nil` for any other.
        init?(ascii string: String) {
            var string = string  // shares the buffer; `withUTF8` copies only a bridged string
            let read: Bool = string.withUTF8 { utf8 in
                for byte in utf8 where byte >= 0x80 || byte == 0x0D { return false }
                let n = utf8.count
                bytes = Array(utf8)
                characters.reserveCapacity(n)
                scalars.reserveCapacity(n)
                scripts.reserveCapacity(n)
                hangs.reserveCapacity(n)
                drawsNothing.reserveCapacity(n)
                var pendingCommon = 0
                var lastScript: UInt32 = 0
                for (index, byte) in utf8.enumerated() {
                    characters.append(Character(Unicode.Scalar(byte)))
                    scalars.append(byte == 0x09 ? 0x20 : UInt32(byte))
                    hangs.append(byte == 0x20 || (byte >= 0x09 && byte <= 0x0D))
                    drawsNothing.append(byte < 0x20 && byte != 0x09 || byte == 0x7F)
                    if TextShaper.isLatinLetter(byte) {
                        if pendingCommon > 0 {
                            for i in (index - pendingCommon)..<index { scripts[i] = TextShaper.latin }
                            pendingCommon = 0
                        }
                        lastScript = TextShaper.latin
                    } else if lastScript == 0 {
                        pendingCommon += 1
                    }
                    scripts.append(lastScript)
                }
                let indices = (0..<Int32(n)).map { $0 }
                characterOfScalar = indices
                firstScalar = indices
                emoji = Array(repeating: false, count: n)
                return true
            }
            guard read else { return nil }
            isASCII = true
        }
    }

    /// ``breaks(of:characters:)`` for an ASCII string without a carriage return (its
    /// `count` characters are its bytes): UAX #14's opportunities at their UTF-8 offsets,
    /// with no Thai-like runs to look up in a dictionary.
    static func asciiBreaks(of string: String, count: Int) -> [LineFitter.Break] {
        var breaks = [LineFitter.Break](repeating: .prohibited, count: count)
        LineBreaker.forEachBreak(in: string) { utf8Offset, _, kind in
            let after = utf8Offset - 1
            guard after >= 0, after < count else { return }
            breaks[after] = kind == .mandatory ? .mandatory : .allowed
        }
        // The end is an ordinary opportunity unless the text ends with a newline (LF, VT, FF).
        if let last = string.utf8.last, !(0x0A...0x0D).contains(last) { breaks[count - 1] = .allowed }
        return breaks
    }
}
