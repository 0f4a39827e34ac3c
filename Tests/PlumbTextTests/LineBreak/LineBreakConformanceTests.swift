import Testing
@testable import PlumbText

/// Runs every case of the Unicode 15.0 LineBreakTest.txt.
@Suite struct LineBreakConformanceTests {
    struct Case {
        var lineNumber: Int
        var line: String
        var scalars: [Unicode.Scalar]
        /// Scalar offsets of the expected breaks ("÷"), excluding sot.
        var breaks: [Int]
    }

    static func loadCases() throws -> [Case] {
        var cases: [Case] = []
        let lines = try LineBreakTestData.text("LineBreakTest.txt")
            .split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let tokens = data.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !tokens.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var breaks: [Int] = []
            for token in tokens {
                switch token {
                case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
                case "×": break
                default:
                    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
                        Issue.record("unparsable token \(token) on line \(number + 1)")
                        continue
                    }
                    scalars.append(scalar)
                }
            }
            cases.append(Case(lineNumber: number + 1, line: String(line), scalars: scalars, breaks: breaks))
        }
        return cases
    }

    static func describe(_ scalars: [Unicode.Scalar], breaks: [Int]) -> String {
        var out = ""
        for (i, scalar) in scalars.enumerated() {
            out += (i > 0 && breaks.contains(i)) ? "÷ " : "× "
            out += String(scalar.value, radix: 16, uppercase: true)
            out += "(" + LineBreakTable.lineBreakClass(of: scalar).abbreviation + ") "
        }
        return out + (breaks.contains(scalars.count) ? "÷" : "×")
    }

    @Test func allLineBreakTestCases() throws {
        let cases = try Self.loadCases()
        #expect(cases.count > 7000)
        var failures: [String] = []
        for testCase in cases {
            var string = ""
            string.unicodeScalars.append(contentsOf: testCase.scalars)
            let opportunities = LineBreaker.breakOpportunities(in: string)
            let actual = opportunities.map(\.position)
            if actual != testCase.breaks {
                failures.append(
                    "line \(testCase.lineNumber): \(testCase.line)\n    got:      "
                        + Self.describe(testCase.scalars, breaks: actual))
            }
            // LB3: the end of text is always a mandatory break.
            if opportunities.last?.kind != .mandatory || opportunities.last?.position != testCase.scalars.count {
                failures.append("line \(testCase.lineNumber): end of text is not a mandatory break")
            }
        }
        let passed = cases.count - failures.count
        let rate = Double(passed) / Double(cases.count)
        print("LineBreakTest.txt: \(passed)/\(cases.count) passed (\(rate * 100)%)")
        for failure in failures { print("FAIL " + failure) }
        #expect(rate >= 0.99, "pass rate \(rate) below 99%")
    }

    /// The same cases through the properties-collection entry point, which
    /// must agree exactly with the String entry point.
    @Test func propertiesEntryPointAgrees() throws {
        for testCase in try Self.loadCases() {
            var string = ""
            string.unicodeScalars.append(contentsOf: testCase.scalars)
            let viaProperties = LineBreaker.breakOpportunities(
                properties: testCase.scalars.map(LineBreakTable.properties(of:)))
            #expect(
                viaProperties == LineBreaker.breakOpportunities(in: string),
                "line \(testCase.lineNumber)")
        }
    }
}
