import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set Z's unseen apps showed (Arc Mini, Digg's wallet, Meshtastic, Proton
/// Pass, v2er).
extension RealAppClassesTests {
    @Test(
        "self?.member in an extension of Optional is the wrapped value's member, not the extension's again (v2er's Optional<String>.isEmpty: 4 screens stopped)"
    )
    func optionalExtensionReadsTheWrappedMember() throws {
        let (r, p) = try layOut(
            """
            extension Optional where Wrapped == String {
                var isEmpty: Bool { return self?.isEmpty ?? true }
                var notEmpty: Bool { !isEmpty }
                var safe: String { ifEmpty("-") }
                func ifEmpty(_ defaultValue: String) -> String { isEmpty ? defaultValue : self! }
            }
            struct V: View {
                let accounts = ["a", "b"]
                let name: String? = nil
                let title: String? = "abcd"
                var body: some View {
                    VStack(spacing: 0) {
                        Text(accounts.isEmpty ? "none" : "two").id("a")
                        Text(name.notEmpty ? "named" : "anon").id("b")
                        Text(name.safe).id("c")
                        Text(title.safe).id("d")
                    }
                    .font(.system(size: 10))
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "a") == CGRect(x: 85, y: 30, width: 30, height: 10))
        #expect(frame(r, "b") == CGRect(x: 80, y: 40, width: 40, height: 10))
        // `safe` calls `ifEmpty` unqualified, on `self`: "-" for nil, the string otherwise.
        #expect(frame(r, "c") == CGRect(x: 95, y: 50, width: 10, height: 10))
        #expect(frame(r, "d") == CGRect(x: 80, y: 60, width: 40, height: 10))
    }

    @Test(
        "an extension initializer of a library view that calls the view with its own labels reaches the library's (Proton Pass's async Button(role:action:label:))"
    )
    func extensionInitializerCallsTheLibrary() throws {
        let (r, p) = try layOut(
            """
            extension Button {
                init(role: ButtonRole?, action: @escaping @Sendable () async -> Void, @ViewBuilder label: () -> Label) {
                    self = Button(role: role, action: { Task { await action() } }, label: label)
                }
            }
            struct V: View {
                var body: some View {
                    Button(role: .destructive, action: { await remove() }) { Text("abc").font(.system(size: 10)).id("t") }
                }
                func remove() async {}
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t") == CGRect(x: 85, y: 45, width: 30, height: 10))
    }

    @Test(
        "a property named by digits (`` let `10`: CGFloat ``) is read as `scale.10` (Digg's colour scales: every theme colour was grey)"
    )
    func propertyNamedByDigits() throws {
        let (r, p) = try layOut(
            """
            struct Scale { let `10`: CGFloat; let `100`: CGFloat }
            enum Sizes { static let box = Scale(`10`: 30, `100`: 20) }
            struct V: View {
                var body: some View { Color.red.frame(width: Sizes.box.10, height: Sizes.box.100).id("t") }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t") == CGRect(x: 85, y: 40, width: 30, height: 20))
    }

    @Test(
        "String(label:...) with labels neither the files nor Foundation declare (a package's initializer) is a stub string, not a placeholder (Arc Mini's String(duration:style:))"
    )
    func unknownStringInitializerIsAStub() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Text(String(duration: 3600, style: .abbreviated)).id("t")
                        Text("ab").id("u")
                    }
                    .font(.system(size: 10))
                }
            }
            """, 300, 100)
        #expect(
            p.warnings.map(\.message) == [
                "'String(duration:style:)' is not an initializer the files or Plumb declare: using a stub"
            ])
        #expect(p.warnings.map(\.kind) == [.stub])
        // The stub shows its first label, the data it stands for: "duration".
        #expect(frame(r, "t") == CGRect(x: 100, y: 45, width: 80, height: 10))
        #expect(frame(r, "u") == CGRect(x: 180, y: 45, width: 20, height: 10))
    }

    @Test(
        "a while loop whose iterations bind a stub (while let row = cursor.next(), a guard let of a stub, a stub cast with as?) runs three times, as a loop over a stub does (Arc Mini: two files past 120 s)"
    )
    func whileLoopOverStubsEnds() throws {
        let texts = try shownTexts(
            """
            Text("\\(Counts.fetched) \\(Counts.probed) \\(Counts.cast) \\(Counts.counted)")
            """,
            declarations: """
                final class Place {}
                enum Counts {
                    static let rows = DatabaseCursor()
                    static var fetched: Int {
                        var n = 0
                        while let row = rows.next() { n += 1 }
                        return n
                    }
                    static var probed: Int {
                        var n = 0
                        while true {
                            guard let probability = rows.probability(at: n) else { break }
                            n += 1
                        }
                        return n
                    }
                    static var cast: Int {
                        var n = 0
                        while let place = rows.nextObject() as? Place { n += 1 }
                        return n
                    }
                    static var counted: Int {
                        var n = 0
                        while n < 7 { n += 1 }
                        return n
                    }
                }
                """)
        #expect(texts == ["3 3 3 7"])
    }

    @Test(
        "a macro the files declare as taking a string key and giving a String is String(localized:), its other arguments filling the key's specifiers (Proton Pass's #localized: 743 uses)"
    )
    func localizingMacro() throws {
        let (r, p) = try layOut(
            """
            @freestanding(expression)
            public macro localized<each T>(_ key: StaticString, bundle: Bundle? = nil, _ arguments: repeat each T)
                -> String = #externalMacro(module: "MacroImplementation", type: "LocalizedMacro")
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text(#localized("Sort By")).id("a")
                        Text(#localized("Hi %@", bundle: .main, "Bo")).id("b")
                    }
                    .font(.system(size: 10))
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "a") == CGRect(x: 65, y: 40, width: 70, height: 10))
        #expect(frame(r, "b") == CGRect(x: 75, y: 50, width: 50, height: 10))
        #expect(
            try shownTexts(
                #"Text(#localized("Hi %@", bundle: .main, "Bo"))"#,
                declarations: """
                    macro localized<each T>(_ key: StaticString, bundle: Bundle? = nil, _ arguments: repeat each T)
                        -> String = #externalMacro(module: "MacroImplementation", type: "LocalizedMacro")
                    """) == ["Hi Bo"])
    }
}

extension RealAppClassesTests {
    @Test(
        "an XcodeGen spec's build settings make the bundle's keys and read its Info.plist file: Bundle.main's version is MARKETING_VERSION (Digg's settings and welcome screens showed stubs)"
    )
    func infoDictionaryFromSpecSettings() throws {
        let root = try ModuleContextTests.tree([
            "project.yml": """
            settings:
              base:
                CURRENT_PROJECT_VERSION: 7
                MARKETING_VERSION: 0.0.12
            targets:
              Wallet:
                type: application
                settings:
                  base:
                    INFOPLIST_FILE: Wallet/Info.plist
                    PRODUCT_BUNDLE_IDENTIFIER: se.digg.wallet # the app's
            """,
            "Wallet/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleDisplayName</key><string>Wallet $(CURRENT_PROJECT_VERSION)</string>
            </dict></plist>
            """,
            "Wallet/View.swift": "struct V {}",
        ])
        #expect(
            InfoDictionary.fromSpec(root + "/project.yml") == [
                "CFBundleShortVersionString": "0.0.12", "CFBundleVersion": "7",
                "CFBundleIdentifier": "se.digg.wallet", "CFBundleDisplayName": "Wallet 7",
            ])
    }

    @Test(
        "an extension initializer of a library view taking a number first is the call's for a number (Arc Mini's Color(0xE2E2E2): every colour was grey)"
    )
    func numberInitializerOfALibraryView() throws {
        let (r, p) = try layOut(
            """
            extension Color {
                init(_ hex: Int, alpha: Double = 1) {
                    self.init(.sRGB, red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
                        blue: Double(hex & 0xff) / 255, opacity: alpha)
                }
            }
            struct V: View {
                var body: some View { Color(0x12A656).frame(width: 10, height: 10).id("c") }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "c") == CGRect(x: 95, y: 45, width: 10, height: 10))
        let svg = drawnSVG(p.view, in: CGSize(width: 200, height: 100))
        #expect(svg.contains("rgb(18,166,86)") || svg.contains("#12a656"), "\(svg)")
    }
}

extension RealAppClassesTests {
    @Test(
        "Core Foundation's bundle keys and NSError's user-info keys are their own names (Arc Mini's infoDictionary![kCFBundleVersionKey as String])"
    )
    func foundationConstants() throws {
        #expect(
            try shownTexts(
                """
                Text(kCFBundleVersionKey as String)
                Text(NSLocalizedDescriptionKey)
                Text("\\(NSNotFound == Int.max)")
                """) == ["CFBundleVersion", "NSLocalizedDescription", "true"])
    }
}

extension RealAppClassesTests {
    @Test(
        "a library type's static read unqualified in a static member of its extension (Bundle's main), and UIScreen.main's scale, 3 on a phone (Arc Mini's onePixel hairlines filled the screen)"
    )
    func libraryStaticUnqualifiedAndScreenScale() throws {
        let (r, p) = try layOut(
            """
            extension CGFloat { static var onePixel: CGFloat { 1.0 / UIScreen.main.nativeScale } }
            extension Bundle { static var isMain: Bool { main.bundlePath.hasSuffix(".app") } }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Rectangle().frame(width: 30, height: .onePixel * 30).id("r")
                        if Bundle.isMain { Color.red.frame(width: 10, height: 10).id("c") }
                    }
                }
            }
            """, 200, 100)
        // `main` is Bundle.main, whose path is an app's: no stub, no warning.
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "r") == CGRect(x: 85, y: 40, width: 30, height: 10))
        #expect(frame(r, "c") == CGRect(x: 95, y: 50, width: 10, height: 10))
    }
}

extension RealAppClassesTests {
    @Test(
        "a capitalised name in a library type's extension is a type, never the library type's static (OpenSesame's OpenSesameConfig in extension UserDefaults stays a stub)"
    )
    func capitalisedNameInLibraryExtensionIsAType() throws {
        let (_, p) = try layOut(
            """
            extension UserDefaults {
                static var group: String { OpenSesameConfig.APP_GROUP }
            }
            struct V: View {
                var body: some View { Text(UserDefaults.group).font(.system(size: 10)).id("t") }
            }
            """, 200, 100)
        #expect(p.warnings.map(\.message) == ["cannot find 'OpenSesameConfig' in the files read: using a stub"])
    }
}

extension RealAppClassesTests {
    @Test("assert, precondition and dump in an initializer do nothing, with no stub (Element X's LoadableImage)")
    func assertIsNoStub() throws {
        let (r, p) = try layOut(
            """
            struct Row: View {
                let title: String
                init(title: String?) {
                    assert(title != nil, "Missing title")
                    precondition(true)
                    dump(title)
                    self.title = title ?? ""
                }
                var body: some View { Text(title).font(.system(size: 10)).id("t") }
            }
            struct V: View {
                var body: some View { Row(title: "abc") }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t") == CGRect(x: 85, y: 45, width: 30, height: 10))
    }
}
