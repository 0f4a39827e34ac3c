import Foundation

/// Unicode's bidi data files as Debian's `unicode-data` installs them
/// (/usr/share/unicode/, Unicode 15.0), read at test time. The tests that
/// need a file skip, saying so, when it is absent.
enum BidiTestData {
    static let directory = "/usr/share/unicode/"

    static func path(_ name: String) -> String { directory + name }

    static func isAvailable(_ name: String) -> Bool {
        FileManager.default.isReadableFile(atPath: path(name))
    }

    /// The bytes of a data file (parsed as bytes: the conformance files are
    /// 7-8 MB and a debug build parses `String`s slowly).
    static func bytes(_ name: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path(name)) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path(name)])
        }
        return [UInt8](data)
    }

    /// The lines of `bytes`, as ranges, without comments and blank lines.
    static func dataLines(_ bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                if index > start && bytes[start] != UInt8(ascii: "#") { lines.append(start..<index) }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count && bytes[start] != UInt8(ascii: "#") { lines.append(start..<bytes.count) }
        return lines
    }

    /// The space- or tab-separated tokens of `bytes[range]`.
    static func tokens(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        var start = -1
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                if start >= 0 { tokens.append(start..<index) }
                start = -1
            } else if start < 0 {
                start = index
            }
            index += 1
        }
        if start >= 0 { tokens.append(start..<range.upperBound) }
        return tokens
    }

    /// `bytes[range]` split at `separator`.
    static func fields(_ bytes: [UInt8], _ range: Range<Int>, separator: UInt8) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == separator {
                fields.append(start..<index)
                start = index + 1
            }
            index += 1
        }
        fields.append(start..<range.upperBound)
        return fields
    }

    /// A number written in `radix` (10 or 16), or nil.
    static func number(_ bytes: [UInt8], _ range: Range<Int>, radix: Int) -> Int? {
        guard !range.isEmpty else { return nil }
        var value = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            index += 1
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = Int(byte - UInt8(ascii: "A")) + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = Int(byte - UInt8(ascii: "a")) + 10
            default: return nil
            }
            value = value * radix + digit
        }
        return value
    }

    /// A level list ("0 1 x 2"): nil for "x".
    static func levels(_ bytes: [UInt8], _ range: Range<Int>) -> [UInt8?]? {
        var levels: [UInt8?] = []
        let tokens = tokens(bytes, range)
        levels.reserveCapacity(tokens.count)
        for token in tokens {
            if token.count == 1 && bytes[token.lowerBound] == UInt8(ascii: "x") {
                levels.append(nil)
            } else if let level = number(bytes, token, radix: 10), level < 256 {
                levels.append(UInt8(level))
            } else {
                return nil
            }
        }
        return levels
    }

    /// An index list ("3 1 0").
    static func indices(_ bytes: [UInt8], _ range: Range<Int>) -> [Int]? {
        var indices: [Int] = []
        for token in tokens(bytes, range) {
            guard let index = number(bytes, token, radix: 10) else { return nil }
            indices.append(index)
        }
        return indices
    }

    static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
