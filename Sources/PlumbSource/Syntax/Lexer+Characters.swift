/// The characters of Swift's lexical grammar (The Swift Programming Language, Lexical
/// Structure): which Unicode scalars may start or continue an identifier or an operator, and
/// which are whitespace.
///
/// The ranges are the grammar's `identifier-head`/`identifier-character` (the C99 annex
/// ranges the compiler uses, so emoji such as `😀` are letters) and `operator-head`/
/// `operator-character` (so `→`, `≠`, `•` are operator characters). A scalar that is in
/// neither is an error, as in Swift. Non-breaking space (U+00A0) is whitespace, as the
/// compiler reads it (with a warning there); a byte-order mark is skipped at the start of the
/// file.
extension Lexer {
    /// The scalar at byte offset `p` and its length in bytes, or `nil` at the end (`limit`)
    /// or on invalid UTF-8 (a bad lead byte, a truncated sequence, an overlong form, a
    /// surrogate, or a value above U+10FFFF).
    func scalar(at p: Int) -> (value: UInt32, length: Int)? {
        guard p >= 0 && p < limit else { return nil }
        let lead = bytes[p]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return nil
        }
        guard p + length <= limit else { return nil }
        for k in 1..<length {
            let b = bytes[p + k]
            guard b & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b & 0x3F)
        }
        if length == 3 && (value < 0x800 || (0xD800...0xDFFF).contains(value)) { return nil }
        if length == 4 && (value < 0x10000 || value > 0x10FFFF) { return nil }
        return (value, length)
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f"))
            || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }

    /// Space, tab, line feed, carriage return, vertical tab, form feed.
    static func isASCIIWhitespace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0B || c == 0x0C
    }

    /// A letter, `_` or a non-ASCII identifier scalar that may start a name.
    static func isIdentifierHead(_ c: UInt32) -> Bool {
        if c < 0x80 {
            return (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F
        }
        guard isIdentifierCharacter(c) else { return false }
        // Combining marks continue a name but do not start one.
        return
            !((c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF) || (c >= 0x20D0 && c <= 0x20FF)
            || (c >= 0xFE20 && c <= 0xFE2F))
    }

    /// A scalar that may continue a name: a head, a digit, `$`, or a combining mark.
    static func isIdentifierCharacter(_ c: UInt32) -> Bool {
        if c < 0x80 {
            return (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || (c >= 0x30 && c <= 0x39)
                || c == 0x24
        }
        switch c {
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
            0x100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF,
            0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F,
            0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
            0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
            0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD:
            return true
        case 0x10000...0xEFFFD:
            // Every plane but the last two, without each plane's last two code points.
            return c & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    /// `/ = - + ! * % < > & | ^ ~ ?` and the Unicode operator heads (`→`, `≠`, `•`, ...).
    static func isOperatorHead(_ c: UInt32) -> Bool {
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
            return true
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
            0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// An operator head, or a combining mark or variation selector that continues an operator.
    static func isOperatorCharacter(_ c: UInt32) -> Bool {
        if isOperatorHead(c) { return true }
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Whether the bytes at `p` are whitespace: ASCII whitespace or a non-breaking space.
    func isWhitespace(at p: Int) -> Bool {
        guard p < limit else { return false }
        if Lexer.isASCIIWhitespace(bytes[p]) { return true }
        return bytes[p] == 0xC2 && p + 1 < limit && bytes[p + 1] == 0xA0
    }

    /// A byte or scalar shown in a message: `'x'` for printable ASCII, `U+2028` for other
    /// scalars, `byte 0x01` for control characters and invalid UTF-8.
    func shown(at p: Int) -> String {
        guard p >= base && p < limit else { return "end of file" }
        guard let (value, _) = scalar(at: p) else { return "byte " + Lexer.hex(bytes[p]) }
        if value < 0x20 || value == 0x7F { return "byte " + Lexer.hex(UInt8(value)) }
        if value < 0x80 { return "'\(Character(Unicode.Scalar(UInt8(value))))'" }
        let digits = String(value, radix: 16, uppercase: true)
        return "character U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func hex(_ b: UInt8) -> String {
        let digits = String(b, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }
}
