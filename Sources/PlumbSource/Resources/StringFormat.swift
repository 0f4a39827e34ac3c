import Foundation

/// A localized format filled with its arguments, as `String(format:)` would, without ever
/// passing an untrusted format to `String(format:)`: each specifier is parsed, checked and
/// given an argument of the type it names.
///
/// Understood: `%@` (and `%s`), `%d %i %u %x %X %o` with `h`, `l`, `ll`, `q`, `z` lengths, `%f %e %g`
/// (`%lf`), flags, width and precision, positional arguments (`%2$@`), `%%`. Any other
/// specifier, or one whose argument is missing, is shown as written.
enum StringFormat {
    /// An argument of a localized format.
    enum Argument: Equatable {
        case int(Int)
        case double(Double)
        /// A string, or anything shown as `%@` (a view's text).
        case object(String)

        var text: String {
            switch self {
            case .int(let i): return String(i)
            case .double(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
            case .object(let s): return s
            }
        }
    }

    /// A piece of a filled format: literal text, or argument `index` as shown.
    enum Piece: Equatable {
        case literal(String)
        case argument(Int, String)
    }

    static func fill(_ format: String, _ arguments: [Argument]) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        let chars = Array(format.unicodeScalars)
        var i = 0
        var next = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
        }
        while i < chars.count {
            let c = chars[i]
            guard c == "%" else {
                literal.unicodeScalars.append(c)
                i += 1
                continue
            }
            if i + 1 < chars.count, chars[i + 1] == "%" {
                literal += "%"
                i += 2
                continue
            }
            // %[n$][flags][width][.precision][length]conversion
            var j = i + 1
            func digits() -> String {
                var d = ""
                while j < chars.count, chars[j].isASCII, ("0"..."9").contains(chars[j]), d.count < 3 {
                    d.unicodeScalars.append(chars[j])
                    j += 1
                }
                return d
            }
            var position: Int?
            let lead = digits()
            if !lead.isEmpty, j < chars.count, chars[j] == "$" {
                position = Int(lead).map { $0 - 1 }
                j += 1
            } else {
                j = i + 1
            }
            var flags = ""
            while j < chars.count, "-+ #0'".unicodeScalars.contains(chars[j]), flags.count < 5 {
                if chars[j] != "'" { flags.unicodeScalars.append(chars[j]) }
                j += 1
            }
            let width = digits()
            var precision = ""
            if j < chars.count, chars[j] == "." {
                j += 1
                precision = "." + digits()
            }
            while j < chars.count, "hlqzjtL".unicodeScalars.contains(chars[j]) { j += 1 }
            guard j < chars.count else {
                literal += String(String.UnicodeScalarView(chars[i...]))
                break
            }
            let conversion = chars[j]
            j += 1
            let index = position ?? next
            next = index + 1
            let spelled = String(String.UnicodeScalarView(chars[i..<j]))
            guard arguments.indices.contains(index) else {
                literal += spelled
                i = j
                continue
            }
            let argument = arguments[index]
            let shown: String?
            switch conversion {
            case "@", "s": shown = argument.text
            case "d", "i", "u", "x", "X", "o":
                let value: Int64
                switch argument {
                case .int(let n): value = Int64(n)
                case .double(let d) where d.isFinite && abs(d) < 9e18: value = Int64(d)
                default: value = 0
                }
                let conv = conversion == "u" ? "llu" : "ll" + String(conversion)
                shown = String(format: "%" + flags + width + precision + conv, value)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                let value: Double
                switch argument {
                case .int(let n): value = Double(n)
                case .double(let d): value = d
                case .object(let s): value = Double(s) ?? 0
                }
                shown = String(format: "%" + flags + width + precision + String(conversion), value)
            default: shown = nil
            }
            if let shown {
                flush()
                pieces.append(.argument(index, shown))
            } else {
                literal += spelled
            }
            i = j
        }
        flush()
        return pieces
    }

    /// The filled format as one string.
    static func string(_ format: String, _ arguments: [Argument]) -> String { joined(fill(format, arguments)) }

    /// Filled pieces as one string.
    static func joined(_ pieces: [Piece]) -> String {
        pieces.map {
            switch $0 {
            case .literal(let s): return s
            case .argument(_, let s): return s
            }
        }.joined()
    }
}
