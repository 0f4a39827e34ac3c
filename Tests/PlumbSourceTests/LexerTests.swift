import Foundation
import Testing

@testable import PlumbSource

/// The tokens of `code` (without the end of file), each as "kind text".
func lexed(_ code: String) throws -> [String] {
    try tokens(code).map { "\(short($0.kind)) \($0.text)" }
}

/// The tokens of `code`, without the end of file.
func tokens(_ code: String) throws -> [Token] {
    var lexer = Lexer(SourceFile(name: "T.swift", text: code))
    return Array(try lexer.tokenize().dropLast())
}

/// The one token of `code`.
func token(_ code: String) throws -> Token {
    let all = try tokens(code)
    #expect(all.count == 1, "\(all.map(\.text))")
    return all[0]
}

/// The error lexing `code`: its message, line and column.
func lexError(_ code: String) -> String? {
    var lexer = Lexer(SourceFile(name: "T.swift", text: code))
    do {
        _ = try lexer.tokenize()
        return nil
    } catch {
        return "\(error.location.line):\(error.location.column): \(error.message)"
    }
}

private func short(_ kind: Token.Kind) -> String {
    switch kind {
    case .identifier: return "id"
    case .dollarIdentifier: return "$id"
    case .hashIdentifier: return "#id"
    case .attribute: return "@"
    case .integer: return "int"
    case .float: return "float"
    case .string: return "str"
    case .regex: return "regex"
    case .punctuation: return "punct"
    case .symbol: return "sym"
    case .endOfFile: return "eof"
    }
}

/// The lexer, construct by construct (The Swift Programming Language, Lexical Structure).
struct LexerTests {
    // MARK: Operators

    @Test("a ? or ! right after a token is postfix and alone: a?.b, a!.b, x?, f()!, a!=b")
    func postfixOptionals() throws {
        #expect(try lexed("a?.b") == ["id a", "sym ?", "sym .", "id b"])
        #expect(try lexed("a!.b") == ["id a", "sym !", "sym .", "id b"])
        #expect(try lexed("(x?)") == ["punct (", "id x", "sym ?", "punct )"])
        #expect(try lexed("f()!") == ["id f", "punct (", "punct )", "sym !"])
        #expect(try lexed("a?[0]") == ["id a", "sym ?", "punct [", "int 0", "punct ]"])
        #expect(try lexed("a!=b") == ["id a", "sym !", "sym =", "id b"])
        let bang = try tokens("f()! + 1")[3]
        #expect(bang.fixity == .postfix && bang.leftBound && !bang.rightBound && bang.spaceAfter)
        #expect(try tokens("a?.b")[1].fixity == .postfix)
    }

    @Test("operators are maximal munch: ?? != !== ... ..< && -> &+ <<= <~> and Unicode operators")
    func maximalMunch() throws {
        #expect(try lexed("x ?? y") == ["id x", "sym ??", "id y"])
        #expect(try lexed("a != b") == ["id a", "sym !=", "id b"])
        #expect(try lexed("a !== b") == ["id a", "sym !==", "id b"])
        #expect(try lexed("a...b") == ["id a", "sym ...", "id b"])
        #expect(try lexed("0..<n") == ["int 0", "sym ..<", "id n"])
        #expect(try lexed("a&&b") == ["id a", "sym &&", "id b"])
        #expect(try lexed("x &+ 1 <<= 2") == ["id x", "sym &+", "int 1", "sym <<=", "int 2"])
        #expect(try lexed("() -> Int") == ["punct (", "punct )", "sym ->", "id Int"])
        #expect(try lexed("a <~> b") == ["id a", "sym <~>", "id b"])
        #expect(try lexed("f(&x)") == ["id f", "punct (", "sym &", "id x", "punct )"])
        #expect(try lexed("a ≠ b → c") == ["id a", "sym ≠", "id b", "sym →", "id c"])
        #expect(try lexed("let x=1") == ["id let", "id x", "sym =", "int 1"])
        #expect(try lexed("a ? b : c") == ["id a", "sym ?", "id b", "punct :", "id c"])
    }

    @Test("a script's #! line at the start of a file is skipped; # elsewhere is not")
    func hashbang() throws {
        let t = try tokens("#!/usr/bin/env swift\nlet x = 1")
        #expect(t.map(\.text).prefix(4) == ["let", "x", "=", "1"])
        #expect(throws: Diagnostic.self) { try tokens("let x = 1\n#!/usr/bin/env swift") }
        // A script that is not the first file of a module read as one text.
        let program = try SourceReader.read(
            files: [
                (
                    "V.swift",
                    Array("struct V: View { var body: some View { Color.red.frame(width: 3, height: 3) } }".utf8)
                ),
                ("script.swift", Array("#!/usr/bin/env swift\nlet greeting = 1\n".utf8)),
            ], primary: "V.swift")
        #expect(program.warnings.isEmpty, "\(program.warnings)")
    }

    @Test("'.' continues only an operator that starts with '.'")
    func dots() throws {
        #expect(try lexed("a.b") == ["id a", "sym .", "id b"])
        #expect(try lexed("x .+. y") == ["id x", "sym .+.", "id y"])
        #expect(try lexed("a-.b") == ["id a", "sym -", "sym .", "id b"])
        #expect(try lexed("[1...]") == ["punct [", "int 1", "sym ...", "punct ]"])
        #expect(try lexed("\\.name") == ["sym \\", "sym .", "id name"])
    }

    @Test("minus: -1 is a prefix operator and a number; a-1 and a - 1 are infix")
    func minus() throws {
        let prefix = try tokens("-1")
        #expect(prefix.map(\.text) == ["-", "1"] && prefix[0].fixity == .prefix)
        #expect(try tokens("a-1")[1].fixity == .infix)
        #expect(try tokens("a - 1")[1].fixity == .infix)
        #expect(try tokens("f(-x)")[2].fixity == .prefix)
        #expect(try tokens("(.red)")[1].fixity == .prefix)
        #expect(try tokens("a.b")[1].fixity == .infix)
    }

    @Test("comments inside operators; */ alone is an error")
    func operatorComments() throws {
        #expect(try lexed("a +/* c */1") == ["id a", "sym +", "int 1"])
        #expect(try lexed("a+// c\nb") == ["id a", "sym +", "id b"])
        #expect(lexError("a */ b") == "1:3: unexpected end of a block comment ('*/' without '/*')")
    }

    @Test("generic closers may be one operator token: >> and >?; splittingFirstCharacter splits them")
    func genericClosers() throws {
        let nested = try tokens("Array<Array<Int>>")
        #expect(nested.map(\.text) == ["Array", "<", "Array", "<", "Int", ">>"])
        #expect(try lexed("Binding<Int>?") == ["id Binding", "sym <", "id Int", "sym >?"])
        let (head, tail) = try #require(nested[5].splittingFirstCharacter())
        #expect(head.text == ">" && head.start == 15 && head.end == 16)
        #expect(tail.text == ">" && tail.start == 16 && tail.end == 17 && tail.leftBound && !tail.spaceBefore)
        #expect(nested[4].splittingFirstCharacter() == nil)
    }

    @Test("spaceBefore, spaceAfter, newlineBefore")
    func surroundings() throws {
        let t = try tokens("a /* x */ b\n  c(d)")
        #expect(t.map(\.spaceBefore) == [true, true, true, false, false, false])
        #expect(t.map(\.spaceAfter) == [true, true, false, false, false, true])
        #expect(t.map(\.newlineBefore) == [false, false, true, false, false, false])
        #expect(try tokens("a /*\n*/ b")[1].newlineBefore)
        #expect(t.map(\.start) == [0, 10, 14, 15, 16, 17])
    }

    // MARK: Numbers

    @Test("integers in every base, with separators; their values")
    func integers() throws {
        let cases: [(String, Int)] = [
            ("0", 0), ("42", 42), ("1_000_000", 1_000_000), ("0xFF", 255), ("0xff_ff", 0xFFFF), ("0o17", 15),
            ("0b1010_1010", 170), ("007", 7),
        ]
        for (text, value) in cases {
            let t = try token(text)
            #expect(t.kind == .integer && t.text == text && t.integerValue == value, "\(text)")
            #expect(t.floatValue == Double(value))
        }
        #expect(try token("99999999999999999999").integerValue == nil)
        #expect(try token("99999999999999999999").floatValue == 1e20)
    }

    @Test("floating-point literals: fractions, exponents, hexadecimal floats; their values")
    func floats() throws {
        let cases: [(String, Double)] = [
            ("1.5", 1.5), ("1e10", 1e10), ("1.5e-3", 0.0015), ("2E+4", 20000), ("1_0.0_1", 10.01),
            ("0x1p-3", 0.125), ("0x1.8p1", 3), ("0xAp0", 10),
        ]
        for (text, value) in cases {
            let t = try token(text)
            #expect(t.kind == .float && t.text == text && t.floatValue == value, "\(text)")
        }
    }

    @Test("a number followed by '.': members, ranges, tuple members")
    func numberThenDot() throws {
        #expect(try lexed("1.description") == ["int 1", "sym .", "id description"])
        #expect(try lexed("0xff.description") == ["int 0xff", "sym .", "id description"])
        #expect(try lexed("1..<5") == ["int 1", "sym ..<", "int 5"])
        #expect(try lexed("t.0.1") == ["id t", "sym .", "int 0", "sym .", "int 1"])
        #expect(try lexed("x = 0.1") == ["id x", "sym =", "float 0.1"])
    }

    @Test(
        "bad numbers name the bad digit",
        arguments: [
            ("0b12", "1:4: '2' is not a valid binary digit (0 or 1) in integer literal"),
            ("0o8", "1:3: '8' is not a valid octal digit (0-7) in integer literal"),
            ("0xG", "1:3: 'G' is not a valid hexadecimal digit (0-9, A-F) in integer literal"),
            ("12a", "1:3: 'a' is not a valid digit in integer literal"),
            ("0x", "1:3: expected a digit after integer literal prefix"),
            ("1e", "1:3: expected a digit in floating point exponent"),
            ("1.5q", "1:4: 'q' is not a valid character in floating point literal"),
            ("0x1.8", "1:6: hexadecimal floating point literal must end with an exponent"),
        ])
    func badNumbers(code: String, message: String) {
        #expect(lexError(code) == message)
    }

    // MARK: Strings

    @Test("escapes: \\0 \\\\ \\t \\n \\r \\\" \\' \\u{...}")
    func escapes() throws {
        let t = try token(#""a\tb\n\\\"\'\0\r\u{1F600}\u{E9}""#)
        #expect(t.kind == .string && t.stringParts == [.text("a\tb\n\\\"'\0\r😀é")])
        #expect(try token(#""""#).stringParts == [])
        #expect(try token(#""a'b""#).stringParts == [.text("a'b")])
    }

    @Test("interpolations are source ranges; labels and parentheses stay inside")
    func interpolation() throws {
        let code = #""x \(a) y \(value, format: .number)""#
        let t = try token(code)
        #expect(
            t.stringParts == [
                .text("x "), .interpolation(start: 5, end: 6), .text(" y "),
                .interpolation(start: 12, end: 34),
            ])
        #expect(String(code.utf8.dropFirst(12).prefix(22))! == "value, format: .number")
        let parens = try token(#""\(f((1), (2)))""#)
        #expect(parens.stringParts == [.interpolation(start: 3, end: 14)])
    }

    @Test("string literals inside interpolations, with their own interpolations and closures")
    func nestedInterpolation() throws {
        let code = #"Text("a\(f("b\(c)")) \(items.map { "(\($0))" }.joined(separator: ")"))d")"#
        let t = try tokens(code)
        #expect(t.map(\.text).first == "Text" && t.count == 4)
        let string = t[2]
        #expect(string.kind == .string)
        guard case .interpolation(let s1, let e1) = string.stringParts[1],
            case .interpolation(let s2, let e2) = string.stringParts[3]
        else {
            Issue.record("parts: \(string.stringParts)")
            return
        }
        let bytes = Array(code.utf8)
        #expect(String(decoding: bytes[s1..<e1], as: UTF8.self) == #"f("b\(c)")"#)
        #expect(String(decoding: bytes[s2..<e2], as: UTF8.self) == #"items.map { "(\($0))" }.joined(separator: ")")"#)
        #expect(
            string.stringParts[0] == .text("a") && string.stringParts[2] == .text(" ")
                && string.stringParts[4] == .text("d"))
        // The parser lexes an interpolation again from its range.
        var inner = Lexer(SourceFile(name: "T.swift", text: code), range: s1..<e1)
        let innerTokens = try inner.tokenize()
        #expect(innerTokens.map(\.text) == ["f", "(", #""b\(c)""#, ")", ""])
        #expect(innerTokens[2].stringParts == [.text("b"), .interpolation(start: 15, end: 16)])
    }

    @Test("raw strings: #\"...\"#, ##\"...\"##, \\#( ) and \\#n")
    func rawStrings() throws {
        let raw = try token(##"#"a\n\#(x)"b\#t"#"##)
        #expect(raw.isRawString && !raw.isMultiline)
        #expect(raw.stringParts == [.text("a\\n"), .interpolation(start: 8, end: 9), .text("\"b\t")])
        let double = try token(###"##"a"#b\#n"##"###)
        #expect(double.stringParts == [.text("a\"#b\\#n")])
        #expect(try token(##"#"\#u{41}"#"##).stringParts == [.text("A")])
    }

    @Test("multi-line strings: the closing indentation is stripped; a \\ joins lines")
    func multiline() throws {
        let code = "let s = \"\"\"\n    line one\n      indented\n\n    a \\\n    b \\(x)\n    \"\"\""
        let t = try tokens(code)
        #expect(t.count == 4)
        let s = t[3]
        #expect(s.isMultiline && !s.isRawString && s.text.hasSuffix("\"\"\""))
        let x = Array(code.utf8).firstIndex(of: UInt8(ascii: "x"))!
        #expect(s.stringParts == [.text("line one\n  indented\n\na b "), .interpolation(start: x, end: x + 1)])
        #expect(try token("\"\"\"\n\"\"\"").stringParts == [])
        #expect(
            try token("\"\"\"\n  \"quoted\" and \"\"two\"\"\n  \"\"\"").stringParts
                == [.text("\"quoted\" and \"\"two\"\"")])
        #expect(try token("\"\"\"\r\n  a\r\n  b\r\n  \"\"\"").stringParts == [.text("a\nb")])
        // A whitespace-only line may be shorter than the indentation.
        #expect(try token("\"\"\"\n    a\n  \n    b\n    \"\"\"").stringParts == [.text("a\n\nb")])
    }

    @Test("multi-line interpolations may span lines; multi-line raw strings")
    func multilineInterpolation() throws {
        let code = "\"\"\"\n  a \\(f(\n1,\n  2)) b\n  \"\"\""
        let parts = try token(code).stringParts
        #expect(parts.count == 3 && parts[0] == .text("a ") && parts[2] == .text(" b"))
        let raw = try token("#\"\"\"\n  \\(x) \\#(y) \"\"\" done\n  \"\"\"#")
        #expect(raw.isRawString && raw.isMultiline)
        #expect(
            raw.stringParts.count == 3 && raw.stringParts[0] == .text("\\(x) ")
                && raw.stringParts[2] == .text(" \"\"\" done"))
    }

    @Test(
        "bad strings: positions and messages",
        arguments: [
            ("\"abc", "1:1: unterminated string literal"),
            ("x = \"abc\ny\"", "1:5: unterminated string literal"),
            ("\"\\q\"", "1:2: invalid escape sequence in string literal"),
            ("\"\\u{D800}\"", "1:2: invalid unicode scalar U+D800"),
            (
                "\"\\u{123456789}\"",
                "1:2: invalid unicode escape: expected '\\u{' and 1 to 8 hexadecimal digits, then '}'"
            ),
            ("\"\\u41\"", "1:2: invalid unicode escape: expected '\\u{' and 1 to 8 hexadecimal digits, then '}'"),
            ("\"a \\(b\"", "1:7: unterminated string literal"),
            ("\"a \\(b", "1:4: unterminated string interpolation: expected ')'"),
            ("\"a \\(b\n)\"", "1:4: unterminated string interpolation: expected ')'"),
            ("\"\"\" a\n\"\"\"", "1:5: multi-line string literal content must begin on a new line"),
            ("\"\"\"\n  a\n b\n  \"\"\"", "3:2: insufficient indentation of line in multi-line string literal"),
            ("\"\"\"\n  a \"\"\"", "2:5: multi-line string literal closing delimiter must begin on a new line"),
            (
                "\"\"\"\n  a\\\n  \"\"\"",
                "3:3: escaped newline at the last line of a multi-line string literal is not allowed"
            ),
            ("\"\"\"\n  a", "1:1: unterminated string literal"),
            ("#\"a\"", "1:1: unterminated string literal"),
            ("\"a\u{01}\"", "1:3: unexpected byte 0x01 in string literal"),
        ])
    func badStrings(code: String, message: String) {
        #expect(lexError(code) == message)
    }

    // MARK: Comments, names, hashes, attributes

    @Test("comments: //, ///, nested /* */, a #! line")
    func comments() throws {
        #expect(try lexed("a // one\n/// doc\nb /* x /* y */ z */ c") == ["id a", "id b", "id c"])
        #expect(try lexed("#!/usr/bin/env swift\nprint(1)") == ["id print", "punct (", "int 1", "punct )"])
        #expect(lexError("a\n/* never closed") == "2:1: unterminated '/*' comment")
        #expect(lexError("/* a /* b */") == "1:1: unterminated '/*' comment")
    }

    @Test("names: Unicode letters, emoji, backquotes, $0, $name, #name, @name")
    func names() throws {
        #expect(
            try lexed("café π 日本語 😀x x😀 a$b _")
                == ["id café", "id π", "id 日本語", "id 😀x", "id x😀", "id a$b", "id _"])
        #expect(
            try lexed("`default` `self` `Type` `two words`")
                == ["id default", "id self", "id Type", "id two words"])
        let quoted = try token("`default`")
        #expect(quoted.start == 0 && quoted.end == 9)
        #expect(try lexed("$0 $name $1a") == ["$id $0", "$id $name", "$id $1a"])
        #expect(
            try lexed("#Preview #available(iOS 17, *) #selector #file #if #sourceLocation")
                == [
                    "#id #Preview", "#id #available", "punct (", "id iOS", "int 17", "punct ,", "sym *", "punct )",
                    "#id #selector", "#id #file", "#id #if", "#id #sourceLocation",
                ])
        #expect(
            try lexed("@State @MainActor @unknown default:")
                == ["@ @State", "@ @MainActor", "@ @unknown", "id default", "punct :"])
    }

    @Test(
        "stray characters are errors at their place",
        arguments: [
            ("a ` b", "1:3: unterminated backquoted name: expected '`'"),
            ("``", "1:1: expected a name between backquotes"),
            ("Text(\"a\") \u{01}", "1:11: unexpected byte 0x01"),
            ("a \u{2028} b", "1:3: unexpected character U+2028"),
            ("x = $", "1:5: expected a name or a number after '$'"),
            ("@ State", "1:1: expected a name after '@'"),
            ("# if", "1:1: expected a name, a string literal or a regex literal after '#'"),
            ("##x", "1:1: expected a name, a string literal or a regex literal after '#'"),
            ("a\n  #!", "2:3: expected a name, a string literal or a regex literal after '#'"),
        ])
    func strayCharacters(code: String, message: String) {
        #expect(lexError(code) == message)
    }

    @Test("a byte-order mark and non-breaking spaces are whitespace")
    func unusualWhitespace() throws {
        #expect(try lexed("\u{FEFF}a\u{00A0}b") == ["id a", "id b"])
        #expect(try tokens("a\u{00A0}+ b")[1].fixity == .infix)
    }

    // MARK: Regex literals

    @Test("regex literals: #/.../#, multi-line, and bare /.../ where no division is meant")
    func regex() throws {
        #expect(try lexed(#"let r = #/\d+ / x/#"#) == ["id let", "id r", "sym =", #"regex #/\d+ / x/#"#])
        #expect(try lexed("##/a/#b/##") == ["regex ##/a/#b/##"])
        #expect(try lexed("#/\n  a+ # comment\n/#.x") == ["regex #/\n  a+ # comment\n/#", "sym .", "id x"])
        #expect(try lexed("let r = /[a-z]+/") == ["id let", "id r", "sym =", "regex /[a-z]+/"])
        #expect(try lexed("f(/a\\/b/)") == ["id f", "punct (", "regex /a\\/b/", "punct )"])
        #expect(try lexed("a / b / c") == ["id a", "sym /", "id b", "sym /", "id c"])
        #expect(
            try lexed("(16/9) / 2/x") == [
                "punct (", "int 16", "sym /", "int 9", "punct )", "sym /", "int 2",
                "sym /", "id x",
            ])
        #expect(try lexed("x = / a/") == ["id x", "sym =", "sym /", "id a", "sym /"])
        // After `try?` and `try!` an expression starts: Mlem's `(try? /[a-z_\d]*/.wholeMatch(in: name))`.
        #expect(
            try lexed(#"try? /[a-z_\d]*/.f"#) == ["id try", "sym ?", #"regex /[a-z_\d]*/"#, "sym .", "id f"])
        #expect(try lexed("try! /a/") == ["id try", "sym !", "regex /a/"])
        #expect(try lexed("x? / 2 / y") == ["id x", "sym ?", "sym /", "int 2", "sym /", "id y"])
        #expect(try lexed("reduce(0, /)") == ["id reduce", "punct (", "int 0", "punct ,", "sym /", "punct )"])
        #expect(lexError("#/abc\n/#") == "1:1: unterminated regex literal")
    }

    @Test("through the reader: a string inside an interpolation, a raw string, a multi-line string")
    func throughTheReader() throws {
        let code = """
            VStack(spacing: 0) {
                Text("a\\("bc")").id("nested")
                Text(#"a"b"#).id("raw")
                Text(\"\"\"
                    one
                      two
                    \"\"\").id("lines")
            }
            """
        let (r, _) = try layOut(code, 400, 400)
        #expect(frame(r, "nested")?.size == CGSize(width: 3 * 17, height: 17))
        #expect(frame(r, "raw")?.size == CGSize(width: 3 * 17, height: 17))
        #expect(frame(r, "lines")?.size == CGSize(width: 5 * 17, height: 2 * 17))
    }

    // MARK: Robustness

    @Test("a megabyte of parentheses or nested interpolations: linear, no stack overflow")
    func deepNesting() throws {
        let parens = String(repeating: "(", count: 1 << 20)
        let clock = ContinuousClock()
        var count = 0
        let elapsed = try clock.measure { count = try tokens(parens).count }
        #expect(count == 1 << 20)
        #expect(elapsed < .seconds(20))
        let nested = String(repeating: "\"\\(", count: 1 << 18)
        #expect(lexError(nested) == "1:194: string interpolations are nested too deeply (more than 64 levels)")
        // 64 levels are fine.
        let ok = String(repeating: "\"\\(", count: 64) + "1" + String(repeating: ")\"", count: 64)
        #expect(try tokens(ok).count == 1)
        let comments = String(repeating: "/*", count: 1 << 18)
        #expect(lexError(comments) == "1:1: unterminated '/*' comment")
    }

    @Test("random bytes and truncated files never crash the lexer")
    func randomBytes() {
        var state: UInt64 = 0xC0FFEE
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        let alphabet = Array("\"\\()#/*`$@.?!\n \u{1F600}é\r\tab0x1_e#\"\"\"".utf8)
        for round in 0..<3000 {
            let length = next() % 64
            let bytes = (0..<length).map { _ in
                round % 2 == 0 ? UInt8(truncatingIfNeeded: next()) : alphabet[next() % alphabet.count]
            }
            var lexer = Lexer(SourceFile(name: "r.swift", bytes: bytes))
            if let all = try? lexer.tokenize() {
                #expect(all.last?.kind == .endOfFile)
                #expect(all.allSatisfy { $0.start <= $0.end && $0.end <= bytes.count })
            }
            // A range that ends inside a token stops there.
            var part = Lexer(SourceFile(name: "r.swift", bytes: bytes), range: (length / 3)..<(length / 2))
            if let all = try? part.tokenize() { #expect(all.allSatisfy { $0.end <= length / 2 }) }
        }
    }

    @Test("every Swift file of the repository lexes, and its #if directives resolve")
    func repository() throws {
        var count = 0
        for folder in ["Sources", "Tests", "Examples"] {
            let root = repositoryRoot.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            guard let walker else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let file = SourceFile(name: url.path, bytes: [UInt8](try Data(contentsOf: url)))
                var lexer = Lexer(file)
                do {
                    _ = try IfConfig.resolve(try lexer.tokenize(), in: file, configuration: .iOS)
                } catch {
                    Issue.record("\(error)")
                }
                count += 1
            }
        }
        #expect(count > 100)
    }
}
