import Foundation
import Plumb
import Testing

@testable import PlumbSource

/// The texts of the tokens `#if` resolution keeps from `code` (without the end of file).
func resolved(_ code: String, _ configuration: BuildConfiguration = .iOS) throws(Diagnostic) -> [String] {
    let file = SourceFile(name: "T.swift", text: code)
    var lexer = Lexer(file)
    return try IfConfig.resolve(try lexer.tokenize(), in: file, configuration: configuration).dropLast().map(\.text)
}

/// Whether `#if condition` is true in `configuration`.
func holds(_ condition: String, _ configuration: BuildConfiguration = .iOS) throws -> Bool {
    let kept = try resolved("#if \(condition)\nyes\n#else\nno\n#endif", configuration)
    #expect(kept.count == 1)
    return kept == ["yes"]
}

/// The error resolving `code`, as "line:column: message".
func ifConfigError(_ code: String, _ configuration: BuildConfiguration = .iOS) -> String? {
    do {
        _ = try resolved(code, configuration)
        return nil
    } catch {
        return "\(error.location.line):\(error.location.column): \(error.message)"
    }
}

/// `#if` resolution: each condition form, branches, nesting, placement, errors.
struct IfConfigTests {
    @Test(
        "the iPhone build: os(iOS), DEBUG, canImport(UIKit), canImport(SwiftUI), a device, Swift 6.2",
        arguments: [
            ("os(iOS)", true), ("os(macOS)", false), ("os(OSX)", false), ("os(watchOS)", false), ("os(tvOS)", false),
            ("os(visionOS)", false), ("os(Linux)", false), ("os(Windows)", false), ("os(Android)", false),
            ("arch(arm64)", true), ("arch(x86_64)", false),
            ("canImport(SwiftUI)", true), ("canImport(UIKit)", true), ("canImport(AppKit)", false),
            ("canImport(Foundation)", true), ("canImport(Charts)", true), ("canImport(SwiftData)", true),
            ("canImport(NotAModule)", false), ("canImport(SwiftUI, _version: 6.0)", true),
            ("canImport(UIKit.UIView)", true),
            ("targetEnvironment(simulator)", false), ("targetEnvironment(macCatalyst)", false),
            ("swift(>=5.9)", true), ("swift(>=6)", true), ("swift(>=6.2)", true), ("swift(>=6.3)", false),
            ("swift(<6)", false), ("swift(<7)", true), ("swift(>=5.9.1)", true), ("swift(>= 6.2.0)", true),
            ("compiler(>=5.9)", true), ("compiler(>=6)", true), ("compiler(<6.0)", false),
            ("hasFeature(StrictConcurrency)", true), ("hasFeature(NoSuchFeature)", false),
            ("hasAttribute(retroactive)", true), ("hasAttribute(notAnAttribute)", false),
            ("_endian(little)", true), ("_pointerBitWidth(_64)", true), ("_runtime(_ObjC)", true),
            ("DEBUG", true), ("RELEASE", false), ("true", true), ("false", false),
            ("someFutureCondition(x, y: 1)", false), ("compiler(>=5.3) && $Macros", true), ("$NoSuchFeature", false),
        ])
    func conditions(condition: String, expected: Bool) throws {
        #expect(try holds(condition) == expected, "\(condition)")
    }

    @Test("!, &&, || and parentheses, with Swift's precedence; operators written together")
    func logic() throws {
        #expect(try holds("!os(macOS)"))
        #expect(try !holds("!DEBUG"))
        #expect(try holds("os(iOS) && DEBUG"))
        #expect(try holds("os(macOS) || os(iOS)"))
        #expect(try holds("false && false || true"))
        #expect(try !holds("false && (false || true)"))
        #expect(try !holds("!(os(iOS) && DEBUG)"))
        #expect(try holds("DEBUG&&!os(macOS)"))
        #expect(try holds("!!DEBUG"))
        #expect(try holds("canImport(UIKit) && !os(watchOS)"))
        #expect(try holds("os(macOS) ||\n    os(iOS)"))
    }

    @Test("another platform, flags defined: the outcome changes")
    func configurations() throws {
        let macOS = try #require(BuildConfiguration.platform("macos"))
        #expect(macOS.platform == .macOS)
        #expect(try holds("os(macOS)", macOS) && holds("os(OSX)", macOS) && !holds("os(iOS)", macOS))
        #expect(try holds("canImport(AppKit)", macOS) && !holds("canImport(UIKit)", macOS))
        #expect(BuildConfiguration.platform("VisionOS")?.platform == .visionOS)
        #expect(BuildConfiguration.platform("iOS")?.platform == .iOS)
        #expect(BuildConfiguration.platform("watchos")?.architecture == "arm64_32")
        #expect(BuildConfiguration.platform("tvOS")?.platform == .tvOS)
        #expect(BuildConfiguration.platform("android") == nil)
        #expect(try holds("BETA && DEBUG", .iOS.defining("BETA")))
        #expect(try !holds("BETA", .iOS))
        let code = "#if os(iOS)\nText(\"phone\")\n#elseif os(macOS)\nText(\"mac\")\n#endif"
        #expect(try resolved(code) == ["Text", "(", "\"phone\"", ")"])
        #expect(try resolved(code, macOS) == ["Text", "(", "\"mac\"", ")"])
        #expect(try resolved(code, #require(.platform("tvos"))) == [])
    }

    @Test("#elseif chains take the first true branch; #else the rest")
    func elseifChains() throws {
        let code = "#if os(macOS)\nA\n#elseif os(iOS)\nB\n#elseif DEBUG\nC\n#else\nD\n#endif\nE"
        #expect(try resolved(code) == ["B", "E"])
        #expect(try resolved(code, #require(.platform("macos"))) == ["A", "E"])
        #expect(try resolved(code, #require(.platform("tvos"))) == ["C", "E"])
        var release = try #require(BuildConfiguration.platform("tvos"))
        release.flags = []
        #expect(try resolved(code, release) == ["D", "E"])
    }

    @Test("nesting; an inactive branch is skipped unread, but its #ifs balance")
    func nesting() throws {
        let code = """
            a
            #if DEBUG
              b
              #if os(macOS)
                c
              #else
                d
                #if true
                  e
                #endif
              #endif
            #else
              #if this is not( a valid condition
                f
              #elseif nor + this
              #endif
              g
            #endif
            h
            """
        #expect(try resolved(code) == ["a", "b", "d", "e", "h"])
        // After a taken branch, later conditions are not read either.
        #expect(try resolved("#if true\na\n#elseif os(\n#endif") == ["a"])
    }

    @Test("#if in the middle of a modifier chain, inside a struct body, inside a view builder")
    func placement() throws {
        let chain = "Text(\"a\")\n#if os(iOS)\n.padding()\n#endif\n.bold()"
        #expect(try resolved(chain) == ["Text", "(", "\"a\"", ")", ".", "padding", "(", ")", ".", "bold", "(", ")"])
        #expect(
            try resolved(chain, #require(.platform("macos"))) == ["Text", "(", "\"a\"", ")", ".", "bold", "(", ")"])
        let code = """
            struct Card: View {
                #if os(iOS)
                let width: CGFloat = 30
                #else
                let width: CGFloat = 50
                #endif
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: width, height: 10)
                        #if DEBUG
                            .id("debug")
                        #endif
                        #if os(macOS)
                        Color.blue.frame(width: 10, height: 10).id("mac")
                        #else
                        Color.blue.frame(width: 10, height: 10).id("phone")
                        #endif
                    }
                }
            }
            """
        let (r, _) = try layOut(code)
        #expect(frame(r, "debug")?.size == CGSize(width: 30, height: 10))
        #expect(frame(r, "phone") != nil && frame(r, "mac") == nil)
        let mac = try SourceReader.read(code, configuration: #require(.platform("macos")))
        let macLayout = LayoutTree.layout(mac.view, in: CGSize(width: 200, height: 100), environment: .ahem)
        #expect(frame(macLayout, "mac") != nil && frame(macLayout, "debug") != nil)
        #expect(frame(macLayout, "debug")?.width == 50)
    }

    @Test("#sourceLocation lines are dropped; #warning and #error stay for the parser")
    func otherDirectives() throws {
        let code = "a\n#sourceLocation(file: \"x.swift\", line: 1)\nb\n#sourceLocation()\nc"
        #expect(try resolved(code) == ["a", "b", "c"])
        #expect(try resolved("#warning(\"soon\")") == ["#warning", "(", "\"soon\"", ")"])
        #expect(try resolved("#if os(Linux)\n#error(\"unsupported\")\n#endif\nx") == ["x"])
    }

    @Test(
        "errors point at the directive",
        arguments: [
            ("a\n#if DEBUG\nb", "2:1: '#if' is never closed: expected '#endif'"),
            ("#if DEBUG\n#if os(iOS)\n#endif", "1:1: '#if' is never closed: expected '#endif'"),
            ("a\n#else\nb", "2:1: '#else' without '#if'"),
            ("#endif", "1:1: '#endif' without '#if'"),
            ("#elseif DEBUG", "1:1: '#elseif' without '#if'"),
            ("#if DEBUG\n#else\n#else\n#endif", "3:1: '#else' after '#else'"),
            ("#if DEBUG\n#else\n#elseif true\n#endif", "3:1: '#elseif' after '#else'"),
            ("#if DEBUG\n#endif x", "2:8: extra tokens after '#endif': it must end its line"),
            ("#if DEBUG\n#else x\n#endif", "2:7: extra tokens after '#else': it must end its line"),
            ("#if\nx\n#endif", "1:4: expected a condition after '#if'"),
            ("#if swift(5.9)\n#endif", "1:11: expected '>=' or '<' and a version in 'swift(...)', like 'swift(>=6.0)'"),
            ("#if os()\n#endif", "1:5: expected one name in 'os(...)'"),
            ("#if DEBUG DEBUG\n#endif", "1:11: unexpected 'DEBUG' in the '#if' condition"),
            ("#if (DEBUG\n#endif", "1:11: expected ')' in the '#if' condition, found the end of the line"),
            ("#if os(iOS\n#endif", "1:7: '(' in the '#if' condition is never closed"),
            ("#if DEBUG &&\n#endif", "1:13: expected a condition, found the end of the line"),
            ("#if 1\n#endif", "1:5: expected a condition, found '1'"),
        ])
    func errors(code: String, message: String) {
        #expect(ifConfigError(code) == message)
    }

    @Test("through the reader: an #if error is a diagnostic with its place")
    func readerErrors() {
        #expect(readError("#if DEBUG\nText(\"a\")")?.message == "'#if' is never closed: expected '#endif'")
    }

    @Test("a condition nested a thousand parentheses deep is an error, not a crash")
    func deepCondition() {
        let deep = String(repeating: "(", count: 1000) + "true" + String(repeating: ")", count: 1000)
        #expect(
            ifConfigError("#if \(deep)\n#endif")
                == "1:105: the '#if' condition is nested too deeply (more than 100 levels)")
    }
}
