import Foundation

/// A PDF object (ISO 32000-1 §7.3): what a file's objects and a content stream's operands are.
enum PDFObject: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case name(String)
    case string([UInt8])
    case array([PDFObject])
    case dictionary([String: PDFObject])
    /// An indirect reference, `N G R`.
    case reference(Int)

    var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }
    var name: String? {
        if case .name(let n) = self { return n }
        return nil
    }
    var array: [PDFObject]? {
        if case .array(let a) = self { return a }
        return nil
    }
    var dictionary: [String: PDFObject]? {
        if case .dictionary(let d) = self { return d }
        return nil
    }
}

/// One item of PDF syntax: an object, or a keyword (an operator in a content stream; `obj`,
/// `stream`, `endobj` in a file).
enum PDFToken {
    case object(PDFObject)
    case keyword(String)
}

/// Reads PDF syntax (§7.2 lexical conventions, §7.3 objects) from bytes: white space and
/// comments, numbers, names with `#xx` escapes, literal strings with balanced parentheses
/// and escapes, hexadecimal strings, arrays, dictionaries and `N G R` references.
///
/// Every byte is read through ``byte(_:)``, which answers `nil` past the end; arrays and
/// dictionaries nest at most ``VectorImage/Limits/nesting`` deep and hold at most 100,000
/// items; a name or number is at most 127 bytes (§C.2's limits). Malformed syntax ends the
/// object read so far; nothing traps.
struct PDFScanner {
    let bytes: [UInt8]
    /// The position of the next byte.
    var position: Int
    /// Where reading stops.
    let end: Int

    init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        self.position = max(0, start)
        self.end = min(end ?? bytes.count, bytes.count)
    }

    var isAtEnd: Bool { position >= end }

    func byte(_ k: Int) -> UInt8? { k >= 0 && k < end ? bytes[k] : nil }

    static func isWhite(_ c: UInt8) -> Bool { c == 0 || c == 9 || c == 10 || c == 12 || c == 13 || c == 32 }
    static func isDelimiter(_ c: UInt8) -> Bool { "()<>[]{}/%".utf8.contains(c) }
    static func isRegular(_ c: UInt8) -> Bool { !isWhite(c) && !isDelimiter(c) }

    /// Skips white space and comments.
    mutating func skipSpace() {
        while let c = byte(position) {
            if Self.isWhite(c) {
                position += 1
            } else if c == UInt8(ascii: "%") {
                while let d = byte(position), d != 10, d != 13 { position += 1 }
            } else {
                return
            }
        }
    }

    /// The next token, or `nil` at the end.
    mutating func next(depth: Int = 0) -> PDFToken? {
        skipSpace()
        guard let c = byte(position) else { return nil }
        switch c {
        case UInt8(ascii: "/"):
            position += 1
            return .object(.name(regularRun(decodingHex: true)))
        case UInt8(ascii: "("):
            return .object(.string(literalString()))
        case UInt8(ascii: "<"):
            if byte(position + 1) == UInt8(ascii: "<") {
                position += 2
                return .object(dictionary(depth: depth + 1))
            }
            return .object(.string(hexString()))
        case UInt8(ascii: "["):
            position += 1
            return .object(array(depth: depth + 1))
        case UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            position += 1
            if c == UInt8(ascii: ">"), byte(position) == UInt8(ascii: ">") { position += 1 }
            return .keyword(String(UnicodeScalar(c)))
        default:
            let word = regularRun(decodingHex: false)
            if word.isEmpty {
                position += 1
                return .keyword("")
            }
            if let n = Self.number(word) {
                // `N G R`: an indirect reference.
                let mark = position
                if n >= 0, n == n.rounded(), case .keyword(let g)? = peekWord(), Int(g) != nil {
                    _ = regularRunAfterSpace()
                    if case .keyword("R")? = peekWord() {
                        _ = regularRunAfterSpace()
                        return .object(.reference(Int(saturating: n)))
                    }
                }
                position = mark
                return .object(.number(n))
            }
            switch word {
            case "true": return .object(.bool(true))
            case "false": return .object(.bool(false))
            case "null": return .object(.null)
            default: return .keyword(word)
            }
        }
    }

    /// The next object, skipping stray keywords; `nil` at the end.
    mutating func object(depth: Int = 0) -> PDFObject? {
        while let token = next(depth: depth) {
            if case .object(let o) = token { return o }
            return nil
        }
        return nil
    }

    private mutating func peekWord() -> PDFToken? {
        let mark = position
        skipSpace()
        let word = regularRun(decodingHex: false)
        position = mark
        return word.isEmpty ? nil : .keyword(word)
    }

    private mutating func regularRunAfterSpace() -> String {
        skipSpace()
        return regularRun(decodingHex: false)
    }

    /// Regular characters up to the next white space or delimiter (at most 127 kept).
    private mutating func regularRun(decodingHex: Bool) -> String {
        var out: [UInt8] = []
        while let c = byte(position), Self.isRegular(c) {
            position += 1
            guard out.count < 127 else { continue }
            if decodingHex, c == UInt8(ascii: "#"), let h = byte(position), let l = byte(position + 1),
                let v = UInt8(String(decoding: [h, l], as: UTF8.self), radix: 16)
            {
                out.append(v)
                position += 2
            } else {
                out.append(c)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A number (§7.3.3): an optional sign, digits with at most one period.
    static func number(_ word: String) -> Double? {
        guard let first = word.utf8.first,
            first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
                || first == UInt8(ascii: ".") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
        else { return nil }
        guard word.utf8.allSatisfy({ ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || "+-.".utf8.contains($0) })
        else { return nil }
        var w = Substring(word)
        // Writers emit `--5` or `5-` now and then; readers take the number (Acrobat does).
        while w.hasPrefix("--") { w = w.dropFirst() }
        if w.hasPrefix("+") { w = w.dropFirst() }
        if w.hasSuffix("-") { w = w.dropLast() }
        if w.hasPrefix(".") || w.hasPrefix("-.") { w = w.replacingOccurrences(of: ".", with: "0.")[...] }
        if w.hasSuffix(".") { w = w.dropLast() }
        guard let v = Double(w), v.isFinite else { return nil }
        return v
    }

    /// `( ... )` with nested parentheses and backslash escapes (§7.3.4.2), at most 64 KB kept.
    private mutating func literalString() -> [UInt8] {
        position += 1
        var out: [UInt8] = []
        var depth = 1
        while let c = byte(position) {
            position += 1
            switch c {
            case UInt8(ascii: "\\"):
                guard let e = byte(position) else { break }
                position += 1
                switch e {
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var v = Int(e - UInt8(ascii: "0"))
                    for _ in 0..<2 {
                        guard let d = byte(position), d >= UInt8(ascii: "0"), d <= UInt8(ascii: "7") else { break }
                        v = v * 8 + Int(d - UInt8(ascii: "0"))
                        position += 1
                    }
                    out.append(UInt8(truncatingIfNeeded: v))
                case 10, 13: if e == 13, byte(position) == 10 { position += 1 }
                default: out.append(e)
                }
            case UInt8(ascii: "("):
                depth += 1
                out.append(c)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return out }
                out.append(c)
            default:
                if out.count < 65_536 { out.append(c) }
            }
        }
        return out
    }

    /// `< hex digits >` (§7.3.4.3); an odd last digit is followed by 0.
    private mutating func hexString() -> [UInt8] {
        position += 1
        var out: [UInt8] = []
        var high: UInt8?
        while let c = byte(position) {
            position += 1
            if c == UInt8(ascii: ">") { break }
            guard let v = UInt8(String(UnicodeScalar(c)), radix: 16) else { continue }
            if let h = high {
                if out.count < 65_536 { out.append(h << 4 | v) }
                high = nil
            } else {
                high = v
            }
        }
        if let h = high { out.append(h << 4) }
        return out
    }

    private mutating func array(depth: Int) -> PDFObject {
        var items: [PDFObject] = []
        guard depth < VectorImage.Limits.nesting else { return .array([]) }
        while items.count < 100_000, let token = next(depth: depth) {
            switch token {
            case .object(let o): items.append(o)
            case .keyword("]"): return .array(items)
            case .keyword: continue
            }
        }
        return .array(items)
    }

    private mutating func dictionary(depth: Int) -> PDFObject {
        var entries: [String: PDFObject] = [:]
        guard depth < VectorImage.Limits.nesting else { return .dictionary([:]) }
        var key: String?
        while entries.count < 100_000, let token = next(depth: depth) {
            switch token {
            case .keyword(">"): return .dictionary(entries)
            case .object(let o):
                if let k = key {
                    entries[k] = o
                    key = nil
                } else if case .name(let n) = o {
                    key = n
                }
            case .keyword: key = nil
            }
        }
        return .dictionary(entries)
    }
}
