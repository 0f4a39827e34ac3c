import Foundation

/// Foundation's `Scanner`, as apps use it to read a colour's hex code:
/// `Scanner(string: hex).scanHexInt64(&int)`. A stand-in that reads the same way: skipping
/// leading whitespace, it reads hex digits (with an optional `0x`) into the `inout` argument and
/// answers whether it read any; `scanInt`/`scanDouble`/`scanString(_:)` and their
/// `scanInt64(&x)` forms read decimal numbers and literal text. The newer forms that return the
/// value (`scanUInt64(representation: .hexadecimal)`, `scanInt()`) return it or `nil`.
final class ScannerStandIn: @unchecked Sendable {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ string: String) { scalars = Array(string.unicodeScalars) }

    func skipWhitespace() {
        while index < scalars.count, CharacterSet.whitespacesAndNewlines.contains(scalars[index]) { index += 1 }
    }

    /// Hex digits, at most 16 (`UInt64`'s width), as a number; nil where there are none.
    func hex() -> UInt64? {
        skipWhitespace()
        var i = index
        if i + 1 < scalars.count, scalars[i] == "0", scalars[i + 1] == "x" || scalars[i + 1] == "X" { i += 2 }
        var value: UInt64 = 0
        var digits = 0
        while i < scalars.count, let digit = Int(String(scalars[i]), radix: 16), digits < 16 {
            value = value << 4 | UInt64(digit)
            digits += 1
            i += 1
        }
        guard digits > 0 else { return nil }
        index = i
        return value
    }

    /// A decimal number (with a sign, and a fraction where `fraction`); nil where there is none.
    func decimal(fraction: Bool) -> Double? {
        skipWhitespace()
        var i = index
        var text = ""
        if i < scalars.count, scalars[i] == "-" || scalars[i] == "+" {
            text.unicodeScalars.append(scalars[i])
            i += 1
        }
        var seenPoint = false
        while i < scalars.count, ("0"..."9").contains(scalars[i]) || (fraction && !seenPoint && scalars[i] == ".") {
            if scalars[i] == "." { seenPoint = true }
            text.unicodeScalars.append(scalars[i])
            i += 1
            if text.count > 40 { break }
        }
        guard let value = Double(text) else { return nil }
        index = i
        return value
    }
}

extension Interpreter {
    static let scannerValues: [ValueEntry] = [
        .init("Scanner", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let s = a.take("string") ?? a.takeUnlabeled() else {
                throw i.error("missing argument 'string:' in call to 'Scanner'", at: at)
            }
            return .foundation(ScannerStandIn(try i.string(s.value, at: s.offset)))
        }
    ]

    /// A scanner's method; nil for one it does not have.
    func scannerCall(_ name: String, on scanner: ScannerStandIn, _ args: inout Arguments, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        let target = args.takeUnlabeled()
        func store(_ value: Value?) throws(Diagnostic) -> Value {
            args.takeAll()
            guard let value else { return .bool(false) }
            try target?.writeBack?(value)
            return .bool(true)
        }
        switch name {
        case "scanHexInt64", "scanHexInt32":
            guard let v = scanner.hex() else { return try store(nil) }
            return try store(.int(Int(truncatingIfNeeded: name == "scanHexInt32" ? v & 0xFFFF_FFFF : v)))
        case "scanInt", "scanInt64", "scanInt32", "scanUnsignedLongLong":
            let v = scanner.decimal(fraction: false).flatMap { Int(exactly: $0) }
            if target == nil { return v.map { .int($0) } ?? Value.none }
            return try store(v.map { .int($0) })
        case "scanDouble", "scanFloat":
            let v = scanner.decimal(fraction: true)
            if target == nil { return v.map { .float($0) } ?? Value.none }
            return try store(v.map { .float($0) })
        case "scanUInt64":
            // `scanUInt64(representation: .hexadecimal)`.
            var hex = false
            if let target, case .symbol("hexadecimal", _, _) = target.value { hex = true }
            if case .symbol("hexadecimal", _, _)? = args.take("representation")?.value { hex = true }
            args.takeAll()
            let v =
                hex
                ? scanner.hex().map { Int(truncatingIfNeeded: $0) }
                : scanner.decimal(fraction: false).flatMap { Int(exactly: $0) }
            return v.map { .int($0) } ?? Value.none
        case "scanString":
            // `scanString("#")` (returns the text or nil).
            guard let target, case .string(let literal) = target.value else { return nil }
            args.takeAll()
            scanner.skipWhitespace()
            let wanted = Array(literal.unicodeScalars)
            guard scanner.index + wanted.count <= scanner.scalars.count,
                Array(scanner.scalars[scanner.index..<scanner.index + wanted.count]) == wanted
            else { return Value.none }
            scanner.index += wanted.count
            return .string(literal)
        default:
            return nil
        }
    }

    /// A scanner's properties: `isAtEnd`, `currentIndex`'s offset is not modelled.
    func scannerMember(_ name: String, of scanner: ScannerStandIn) -> Value? {
        switch name {
        case "isAtEnd":
            scanner.skipWhitespace()
            return .bool(scanner.index >= scanner.scalars.count)
        case "string": return .string(String(String.UnicodeScalarView(scanner.scalars)))
        default: return nil
        }
    }
}
