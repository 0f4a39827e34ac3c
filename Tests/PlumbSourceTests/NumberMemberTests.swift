import Foundation
import Plumb
import Testing

/// Swift's number members as the standard library answers them (Evaluate/Numbers.swift):
/// each expected string is what Swift prints for the same expression.
struct NumberMemberTests {
    @Test("FloatingPoint's classification: isFinite, isInfinite, isNaN, isZero, sign")
    func classification() throws {
        #expect(
            try shownTexts(
                """
                Text("\\(x.isFinite) \\(x.isInfinite) \\(x.isNaN) \\(x.isZero) \\(x.sign == .minus)")
                Text("\\(Double.infinity.isFinite) \\(Double.nan.isNaN) \\(zero.isZero) \\((-x).sign == .minus)")
                """, declarations: "let x: CGFloat = 12.5\nlet zero = 0.0")
                == ["true false false false false", "false true true true"])
    }

    @Test("description, magnitude, signum(): an Int's stay Ints, a Double's print as Swift prints them")
    func descriptions() throws {
        #expect(
            try shownTexts(
                """
                Text(n.description + " " + x.description + " " + (-n).magnitude.description)
                Text("\\(x.magnitude) \\((-n).signum()) \\(n.signum())")
                """, declarations: "let x = -12.5\nlet n = 7")
                == ["7 -12.5 7", "12.5 -1 1"])
    }

    @Test("rounded(_:) with each rounding rule, truncatingRemainder, remainder, quotientAndRemainder, isMultiple(of:)")
    func arithmetic() throws {
        #expect(
            try shownTexts(
                """
                Text("\\(x.rounded(.down)) \\(x.rounded(.up)) \\(x.rounded(.towardZero)) \\(x.rounded(.awayFromZero)) \\(x.rounded(.toNearestOrEven)) \\(x.rounded())")
                Text("\\(y.truncatingRemainder(dividingBy: 5)) \\(y.remainder(dividingBy: 5)) \\(n.quotientAndRemainder(dividingBy: 3).quotient) \\(n.quotientAndRemainder(dividingBy: 3).remainder)")
                Text("\\(n.isMultiple(of: 7)) \\(n.isMultiple(of: 3)) \\(0.isMultiple(of: 0)) \\(n.distance(to: 10)) \\(n.advanced(by: 3))")
                """, declarations: "let x = -2.5\nlet y = 13.5\nlet n = 7")
                == ["-3.0 -2.0 -2.0 -3.0 -2.0 -3.0", "3.5 -1.5 2 1", "true false true 3 10"])
    }

    @Test(
        "Foundation's Decimal as a number: Decimal(x), Decimal(string:), Decimal(sign:exponent:significand:), .zero, arithmetic"
    )
    func decimals() throws {
        #expect(
            try shownTexts(
                """
                Text("\\(one == 300) \\(half == 1.5) \\(Decimal.zero + Decimal(2) == 2) \\(minus < 0) \\(Decimal(string: "x") == nil)")
                """,
                declarations: """
                    let one = Decimal(sign: .plus, exponent: 2, significand: Decimal(3))
                    let half = Decimal(string: "1.5") ?? 0
                    let minus = Decimal(sign: .minus, exponent: 0, significand: 4)
                    """) == ["true true true true true"])
    }
}

/// `init()` of Swift's number types (Clendar's `var int = UInt64()` before `scanHexInt64(&int)`).
struct NumberInitTests {
    @Test("UInt64(), Int(), Double() and CGFloat() are zero: 0 + 0 + 0 + 0 characters beside 'x'")
    func zeroInitializers() throws {
        let code = """
            import SwiftUI
            struct V: View {
                var n: Int { Int(UInt64()) + Int() + Int(Double()) + Int(CGFloat()) }
                var body: some View { Text("x" + String(repeating: "y", count: n)).id("t") }
            }
            """
        let (result, program) = try layOut(code, 390, 844)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(frame(result, "t")?.width == 17)
    }
}
