import Foundation

/// A `.strings` table (`en.lproj/Localizable.strings`): `"key" = "value";` pairs.
///
/// The format is an old-style (OpenStep) property list dictionary with its braces left out,
/// as Apple's "String Resources" describes it
/// (https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/LoadingResources/Strings/Strings.html):
/// UTF-8 or UTF-16 (with a byte-order mark), `/* */` and `//` comments, quoted strings with
/// `\"`, `\\`, `\n`, `\t`, `\r`, `\U1234` and octal escapes, unquoted words, and a key alone
/// (`"key";`) whose value is itself. A compiled table (an XML or binary property list) is
/// read with Foundation's property-list reader. A syntax error keeps the pairs before it.
enum StringsFile {
    static func read(_ bytes: [UInt8]) -> (table: [String: String], problem: ResourceProblem?) {
        if bytes.starts(with: Array("bplist".utf8)) || bytes.starts(with: Array("<?xml".utf8)) {
            guard let dictionary = PropertyListResource.dictionary(bytes) else {
                return ([:], "not a property list")
            }
            return (dictionary.compactMapValues { $0 as? String }, nil)
        }
        guard let text = TextResource.decode(bytes) else {
            return ([:], "not UTF-8 or UTF-16 text")
        }
        var parser = Parser(scalars: Array(text.unicodeScalars))
        return parser.pairs()
    }

    struct Parser {
        let scalars: [Unicode.Scalar]
        var i = 0
        var line = 1

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func pairs() -> (table: [String: String], problem: ResourceProblem?) {
            var table: [String: String] = [:]
            skipSpace()
            // A table written as a dictionary, braces included.
            let braced = peek == "{"
            if braced {
                i += 1
                skipSpace()
            }
            while i < scalars.count {
                if braced && peek == "}" { break }
                guard let key = word() else { return (table, failure("expected a quoted key")) }
                skipSpace()
                var value = key
                if peek == "=" {
                    i += 1
                    skipSpace()
                    guard let v = word() else { return (table, failure("expected a value after '='")) }
                    value = v
                    skipSpace()
                }
                guard peek == ";" else { return (table, failure("expected ';'")) }
                i += 1
                table[key] = value
                skipSpace()
            }
            return (table, nil)
        }

        var peek: Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }

        func failure(_ what: String) -> ResourceProblem { ResourceProblem("line \(line): \(what)") }

        /// Skips white space and comments.
        mutating func skipSpace() {
            while i < scalars.count {
                let c = scalars[i]
                if c == "\n" {
                    line += 1
                    i += 1
                } else if c.properties.isWhitespace || c == "\u{FEFF}" {
                    i += 1
                } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                    i += 2
                    while i < scalars.count, !(scalars[i] == "*" && i + 1 < scalars.count && scalars[i + 1] == "/") {
                        if scalars[i] == "\n" { line += 1 }
                        i += 1
                    }
                    i = min(i + 2, scalars.count)
                } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                    while i < scalars.count, scalars[i] != "\n" { i += 1 }
                } else {
                    return
                }
            }
        }

        /// A quoted string or an unquoted word, `nil` if neither starts here.
        mutating func word() -> String? {
            guard let c = peek else { return nil }
            if c == "\"" { return quoted() }
            var s = String.UnicodeScalarView()
            while let c = peek, c.isASCII,
                c.properties.isAlphabetic || ("0"..."9").contains(c) || "_$+/:.-".unicodeScalars.contains(c)
            {
                s.append(c)
                i += 1
            }
            return s.isEmpty ? nil : String(s)
        }

        mutating func quoted() -> String? {
            i += 1
            var s = String.UnicodeScalarView()
            while i < scalars.count {
                let c = scalars[i]
                i += 1
                switch c {
                case "\"": return String(s)
                case "\n":
                    line += 1
                    s.append(c)
                case "\\":
                    guard i < scalars.count else { return nil }
                    let e = scalars[i]
                    i += 1
                    switch e {
                    case "n": s.append("\n")
                    case "t": s.append("\t")
                    case "r": s.append("\r")
                    case "a": s.append("\u{07}")
                    case "b": s.append("\u{08}")
                    case "f": s.append("\u{0C}")
                    case "v": s.append("\u{0B}")
                    case "U", "u":
                        var value: UInt32 = 0, n = 0
                        while n < 4, i < scalars.count, scalars[i].isASCII,
                            let d = UInt32(String(scalars[i]), radix: 16)
                        {
                            value = value * 16 + d
                            i += 1
                            n += 1
                        }
                        s.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    case "0"..."7":
                        var value = UInt32(String(e), radix: 8)!, n = 1
                        while n < 3, i < scalars.count, scalars[i].isASCII, let d = UInt32(String(scalars[i]), radix: 8)
                        {
                            value = value * 8 + d
                            i += 1
                            n += 1
                        }
                        s.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    default: s.append(e)
                    }
                default: s.append(c)
                }
            }
            return nil
        }
    }
}

/// Text resources in the encodings Apple's tools write.
enum TextResource {
    /// `bytes` as text: UTF-16 after a byte-order mark (either order), UTF-8 (a mark
    /// skipped), or UTF-16 without a mark when every other byte of the start is zero; `nil`
    /// for anything else (invalid UTF-8, an odd-length UTF-16 file, unpaired surrogates).
    static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), littleEndian: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), littleEndian: false) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let s = String(validating: body, as: UTF8.self) { return s }
        if body.count >= 2, body.count % 2 == 0 {
            if body[1] == 0 && body[0] != 0 { return utf16(body[...], littleEndian: true) }
            if body[0] == 0 && body[1] != 0 { return utf16(body[...], littleEndian: false) }
        }
        return nil
    }

    static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            i += 2
        }
        return String(validating: units, as: UTF16.self)
    }
}

/// Property lists read with Foundation's reader, capped in size by the caller.
enum PropertyListResource {
    static func dictionary(_ bytes: [UInt8]) -> [String: Any]? {
        (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)) as? [String: Any]
    }
}
