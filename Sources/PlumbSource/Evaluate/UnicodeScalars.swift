import Foundation

/// Swift's `Unicode.Scalar` (`UnicodeScalar`), as apps build flags and hex digits from code
/// points: a scalar travels as a one-scalar string, as `text.unicodeScalars` gives them
/// (Collections.swift), so `String(scalar)` and `"\(scalar)"` are its text and its `value` is its
/// code point. (Nezha's `UnicodeScalar("🇦").value - UnicodeScalar("A").value` country flags,
/// Radix's `UInt8(UnicodeScalar("a").value)`.)
extension Interpreter {
    static let unicodeScalarValues: [ValueEntry] = ["UnicodeScalar", "Unicode.Scalar"].map { name in
        // `UnicodeScalar("A")` of a one-scalar literal; `UnicodeScalar(0x1F1E6)` of a code
        // point, nil where it is none (a surrogate, or past 0x10FFFF).
        ValueEntry(name, binding: .swift) { i, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else { throw i.error("missing argument in call to '\(name)'", at: at) }
            a.takeAll()
            if case .string(let s) = e.value {
                guard s.unicodeScalars.count == 1 else {
                    throw i.error("'\(s)' is not one Unicode scalar", at: e.offset)
                }
                return .string(s)
            }
            let code = try i.int(e.value, at: e.offset)
            guard code >= 0, code <= Int(UInt32.max), let scalar = Unicode.Scalar(UInt32(code)) else {
                return .none
            }
            return .string(String(scalar))
        }
    }

    /// `String.UnicodeScalarView(scalars)`: the string of those scalars (Plumb's scalars are
    /// one-scalar strings), as `String(_:)` of the view makes it.
    static let unicodeScalarViewValues: [ValueEntry] = [
        ValueEntry("String.UnicodeScalarView", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else { return .string("") }
            a.takeAll()
            guard case .array(let items) = e.value else { return .string(try i.string(e.value, at: e.offset)) }
            var text = ""
            for item in items { text += try i.string(item, at: e.offset) }
            return .string(text)
        }
    ]

    /// `scalar.value`, `scalar.isASCII` of a one-scalar string; nil for another member.
    static func scalarMember(_ name: String, of s: String) -> Value? {
        guard s.unicodeScalars.count == 1, let scalar = s.unicodeScalars.first else { return nil }
        switch name {
        case "value": return .int(Int(scalar.value))
        case "isASCII": return .bool(scalar.isASCII)
        default: return nil
        }
    }
}
