/// A four-byte OpenType tag such as `'hmtx'` or `'wght'`
/// (OpenType spec, "Data types": `Tag`).
///
/// Create one from a string literal: `let tag: FontTag = "wght"`. Strings
/// shorter than four characters are padded with spaces; only the first four
/// ASCII bytes are used.
public struct FontTag: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The four bytes, big-endian.
    public var rawValue: UInt32

    /// The tag of these four bytes.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The tag of `string`'s first four ASCII bytes, padded with spaces.
    public init(_ string: String) {
        var value: UInt32 = 0
        var n = 0
        for byte in string.utf8.prefix(4) {
            value = value << 8 | UInt32(byte)
            n += 1
        }
        while n < 4 {
            value = value << 8 | 0x20
            n += 1
        }
        self.rawValue = value
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// The tag as text; non-printable bytes are shown as `?`.
    public var description: String {
        var scalars = String.UnicodeScalarView()
        for shift in stride(from: 24, through: 0, by: -8) {
            let byte = UInt8(truncatingIfNeeded: rawValue >> UInt32(shift))
            scalars.append((0x20...0x7E).contains(byte) ? Unicode.Scalar(byte) : "?")
        }
        return String(scalars)
    }

    public static func < (a: FontTag, b: FontTag) -> Bool { a.rawValue < b.rawValue }
}

/// Index of a glyph in a font (OpenType spec, "Data types": glyph IDs are `uint16`).
/// Glyph 0 is `.notdef`, the missing-glyph symbol.
public struct GlyphID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The glyph's index.
    public var rawValue: UInt16

    /// The glyph at index `rawValue`.
    public init(_ rawValue: UInt16) { self.rawValue = rawValue }
    /// The glyph at index `rawValue`.
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    public init(integerLiteral value: UInt16) { self.rawValue = value }

    /// The `.notdef` glyph, shown for characters the font does not map.
    public static let notdef = GlyphID(0)

    /// The index, as an `Int`.
    public var index: Int { Int(rawValue) }

    public static func < (a: GlyphID, b: GlyphID) -> Bool { a.rawValue < b.rawValue }

    public var description: String { "glyph \(rawValue)" }
}
