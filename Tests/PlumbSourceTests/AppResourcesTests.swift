import Foundation
import PlumbTestSupport
import Plumb
import Testing

@testable import PlumbCore
@testable import PlumbSource

/// A temporary app folder: files written by relative path, removed when the test ends.
private final class AppFolder {
    let path: String

    init() {
        path = (Scratch.folder.path as NSString).appendingPathComponent("plumb-resources-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String) { write(relative, Array(text.utf8)) }

    func write(_ relative: String, _ bytes: [UInt8]) {
        let full = (path as NSString).appendingPathComponent(relative)
        try? FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: full, contents: Data(bytes))
    }

    func scan(locale: Locale? = nil) -> (AppResources, [String]) {
        let (resources, warnings) = AppResources.scan(roots: [path], locale: locale)
        return (resources, warnings)
    }
}

/// A colour set with an any and a dark value (components as Xcode writes them).
private func colorSet(any: (String, String, String), dark: (String, String, String)? = nil, space: String = "srgb")
    -> String
{
    func color(_ c: (String, String, String)) -> String {
        """
        "color": {"color-space": "\(space)", "components": {"red": "\(c.0)", "green": "\(c.1)", "blue": "\(c.2)", "alpha": "1.000"}}
        """
    }
    var entries = [#"{"idiom": "universal", "# + color(any) + "}"]
    if let dark {
        entries.append(
            #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "# + color(dark)
                + "}")
    }
    return #"{"colors": ["# + entries.joined(separator: ",") + #"], "info": {"author": "xcode", "version": 1}}"#
}

/// A PNG file's first bytes: the signature and an IHDR chunk of `width` × `height` (enough
/// for the header reader; the CRC is not checked there).
private func pngHeader(_ width: Int, _ height: Int) -> [UInt8] {
    func be(_ v: Int) -> [UInt8] {
        [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height)
        + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
}

struct AppResourcesTests {
    // MARK: Colours

    @Test("a colour set's any and dark values, from floats, 8-bit integers and hex, resolve per scheme")
    func colorAppearances() throws {
        let app = AppFolder()
        app.write(
            "App/Assets.xcassets/Brand.colorset/Contents.json",
            colorSet(any: ("1.000", "128", "0x00"), dark: ("0x33", "0.000", "255")))
        let (resources, warnings) = app.scan()
        #expect(warnings == [])
        let brand = try #require(resources.color(named: "Brand"))
        let light = brand.resolved(scheme: .light, version: .iOS26)
        #expect([light.red, light.green, light.blue, light.opacity] == [1, 128.0 / 255, 0, 1])
        let dark = brand.resolved(scheme: .dark, version: .iOS26)
        #expect([dark.red, dark.green, dark.blue, dark.opacity] == [0x33 / 255.0, 0, 1, 1])
        // Opacity applied in source scales the asset's own.
        let faded = brand.opacity(0.5).resolved(scheme: .dark, version: .iOS26)
        #expect(faded.opacity == 0.5 && faded.blue == 1)
    }

    @Test("namespaced folders prefix names; display-P3 converts to sRGB; gray spaces; high contrast")
    func colorSpacesAndNamespaces() throws {
        let app = AppFolder()
        app.write("A.xcassets/Colors/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
        app.write(
            "A.xcassets/Colors/Primary.colorset/Contents.json",
            colorSet(any: ("1.0", "0.0", "0.0"), space: "display-p3"))
        app.write("A.xcassets/Plain/Inner.colorset/Contents.json", colorSet(any: ("0", "0", "0")))
        app.write(
            "A.xcassets/Gray.colorset/Contents.json",
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "gray-gamma-22", "components": {"white": "0.500", "alpha": "0.250"}}},"#
                + #"{"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}], "color": {"components": {"white": "0.100", "alpha": "1"}}},"#
                + #"{"idiom": "mac", "color": {"components": {"white": "0.900", "alpha": "1"}}}]}"#)
        let (resources, _) = app.scan()
        #expect(resources.color(named: "Primary") == nil)
        let p3 = try #require(resources.color(named: "Colors/Primary"))
        // P3's pure red is outside sRGB: clipped to sRGB red.
        #expect([p3.red, p3.green, p3.blue] == [1, 0, 0])
        #expect(resources.color(named: "Inner") != nil)
        let gray = try #require(resources.color(named: "Gray"))
        #expect([gray.red, gray.opacity] == [0.5, 0.25])
        let high = gray.resolved(scheme: .light, version: .iOS26, contrast: .increased)
        #expect([high.red, high.opacity] == [0.1, 1])
    }

    @Test("Xcode's ColorResource and ImageResource names: camel case on separators, a Color/Image suffix removed")
    func generatedAssetSymbols() {
        #expect(ResourceNames.assetSymbol("brand-primary", suffix: "Color") == "brandPrimary")
        #expect(ResourceNames.assetSymbol("BrandPrimary", suffix: "Color") == "brandPrimary")
        #expect(ResourceNames.assetSymbol("BrandPrimaryColor", suffix: "Color") == "brandPrimary")
        #expect(ResourceNames.assetSymbol("AccentColor", suffix: "Color") == "accent")
        #expect(ResourceNames.assetSymbol("Color", suffix: "Color") == "color")
        #expect(ResourceNames.assetSymbol("brand primary_dark", suffix: "Color") == "brandPrimaryDark")
        #expect(ResourceNames.assetSymbol("URLBar", suffix: "Color") == "urlBar")
        #expect(ResourceNames.assetSymbol("Icons/logo_image", suffix: "Image") == "logo")
        #expect(ResourceNames.assetSymbol("1up", suffix: "Image") == "_1up")
    }

    @Test("SwiftGen's names: dotted keys nest enums, the rest camel case on _ - and spaces; R.swift's are flat")
    func generatedStringSymbols() {
        #expect(ResourceNames.swiftGenSymbols("about.rate_us") == ["About.rateUs", "aboutRateUs"])
        #expect(ResourceNames.swiftGenSymbols("about_rate_us") == ["aboutRateUs"])
        #expect(ResourceNames.swiftGenSymbols("settings.title-text") == ["Settings.titleText", "settingsTitleText"])
        #expect(ResourceNames.swiftGenSymbols("Hello World") == ["helloWorld"])
        #expect(ResourceNames.rswiftSymbol("about.rate_us") == "aboutRateUs")
    }

    // MARK: Images

    @Test("an image set's best scale gives its point size; vectors their own size; template intent kept")
    func imageSets() throws {
        let app = AppFolder()
        app.write("A.xcassets/Logo.imageset/logo@2x.png", pngHeader(120, 60))
        app.write("A.xcassets/Logo.imageset/logo@3x.png", pngHeader(180, 93))
        app.write(
            "A.xcassets/Logo.imageset/Contents.json",
            #"{"images": [{"idiom": "universal", "scale": "1x"}, {"idiom": "universal", "filename": "logo@2x.png", "scale": "2x"},"#
                + #"{"idiom": "universal", "filename": "logo@3x.png", "scale": "3x"}], "properties": {"template-rendering-intent": "template"}}"#
        )
        app.write(
            "A.xcassets/Doc.imageset/doc.pdf", "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 24 36.5] >> endobj")
        app.write(
            "A.xcassets/Doc.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "doc.pdf"}]}"#)
        app.write("A.xcassets/Vec.imageset/v.svg", #"<?xml version="1.0"?><svg xmlns="x" viewBox="0 0 40 20"></svg>"#)
        app.write(
            "A.xcassets/Vec.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "v.svg"}]}"#)
        app.write("A.xcassets/Sized.imageset/s.svg", #"<svg width="30px" height="12pt" viewBox="0 0 1 1"/>"#)
        app.write(
            "A.xcassets/Sized.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "s.svg"}]}"#)
        app.write("A.xcassets/Star.symbolset/star.svg", "<svg/>")
        app.write(
            "A.xcassets/Star.symbolset/Contents.json", #"{"symbols": [{"idiom": "universal", "filename": "star.svg"}]}"#
        )
        app.write("A.xcassets/AppIcon.appiconset/Contents.json", "not even JSON")
        let (resources, warnings) = app.scan()
        #expect(warnings == [])
        let logo = try #require(resources.image(named: "Logo"))
        #expect(logo.scale == 3 && logo.size == CGSize(width: 60, height: 31) && logo.isTemplate && logo.format == .png)
        #expect(resources.size(ofImageNamed: "Doc") == CGSize(width: 24, height: 36.5))
        #expect(resources.size(ofImageNamed: "Vec") == CGSize(width: 40, height: 20))
        #expect(resources.size(ofImageNamed: "Sized") == CGSize(width: 30, height: 16))
        #expect(resources.hasSymbol(named: "Star"))
        #expect(resources.imageName(resource: "logo") == "Logo")
    }

    // MARK: Strings

    @Test("a .strings table: comments, escapes, unquoted words, a key alone; UTF-16 with a byte-order mark")
    func stringsFiles() throws {
        let text = """
            /* A comment */
            "greeting" = "Hello, world";
            // another
            "quote" = "say \\"hi\\"\\n\\U00e9";
            plain = word;
            "alone";
            """
        let (table, problem) = StringsFile.read(Array(text.utf8))
        #expect(problem == nil)
        #expect(table == ["greeting": "Hello, world", "quote": "say \"hi\"\né", "plain": "word", "alone": "alone"])
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "\"k\" = \"v\u{00fc}\";".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(StringsFile.read(utf16).table == ["k": "vü"])
        // A syntax error keeps the pairs before it and says where.
        let broken = StringsFile.read(Array("\"a\" = \"1\";\n\"b\" = ;".utf8))
        #expect(broken.table == ["a": "1"])
        #expect(broken.problem?.reason == "line 2: expected a value after '='")
    }

    @Test("tables, locales and fallbacks: the locale's language, then en, then the development region, then Base")
    func localeOrder() throws {
        let app = AppFolder()
        app.write("App/en.lproj/Localizable.strings", #""title" = "Settings"; "only.en" = "English";"#)
        app.write("App/fr.lproj/Localizable.strings", #""title" = "Réglages";"#)
        app.write("App/Base.lproj/Localizable.strings", #""base" = "From Base";"#)
        app.write("App/en.lproj/Other.strings", #""title" = "Other table";"#)
        app.write("App/App.xcodeproj/project.pbxproj", "developmentRegion = fr;\n")
        let (english, _) = app.scan()
        #expect(english.localizedString("title") == "Settings")
        #expect(english.localizedString("title", table: "Other") == "Other table")
        #expect(english.localizedString("base") == "From Base")
        #expect(english.localizedString("missing") == nil)
        let (french, _) = app.scan(locale: Locale(identifier: "fr_CA"))
        #expect(french.localizedString("title") == "Réglages")
        #expect(french.localizedString("only.en") == "English")
        #expect(french.languages == ["fr", "en", "Base"])
        #expect(french.summary == "resources: 0 asset catalogs (0 colours, 0 images), 4 strings tables (fr), 0 fonts")
    }

    @Test(".stringsdict and .xcstrings plurals pick a form by count and substitute the number")
    func plurals() throws {
        let app = AppFolder()
        app.write(
            "App/en.lproj/Localizable.stringsdict",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>%lld files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                <key>files</key><dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>lld</string>
                  <key>one</key><string>%lld file</string>
                  <key>other</key><string>%lld files</string>
                </dict>
              </dict>
            </dict></plist>
            """)
        app.write(
            "App/Catalog.xcstrings",
            """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "%lld birds": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld bird"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld birds"}}}}}}},
              "welcome": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Welcome!"}},
                                            "de": {"stringUnit": {"state": "translated", "value": "Willkommen!"}}}},
              "device": {"localizations": {"en": {"variations": {"device": {
                "iphone": {"stringUnit": {"value": "On iPhone"}}, "other": {"stringUnit": {"value": "Elsewhere"}}}}}}},
              "%lld": {"localizations": {"en": {"stringUnit": {"state": "new", "value": ""}}}}
            }}
            """)
        let (resources, warnings) = app.scan()
        #expect(warnings == [])
        func filled(_ key: String, _ n: Int, table: String? = nil) -> String? {
            resources.localized(key, table: table, arguments: [.int(n)]).map(StringFormat.joined)
        }
        #expect(filled("%lld files", 1) == "1 file")
        #expect(filled("%lld files", 3) == "3 files")
        #expect(filled("%lld birds", 1, table: "Catalog") == "1 bird")
        #expect(filled("%lld birds", 0, table: "Catalog") == "0 birds")
        #expect(resources.localizedString("welcome", table: "Catalog") == "Welcome!")
        #expect(resources.localizedString("device", table: "Catalog") == "On iPhone")
        // An empty unit still to be translated is not in the built table: the key shows.
        #expect(resources.localizedString("%lld", table: "Catalog") == nil)
        let (german, _) = app.scan(locale: Locale(identifier: "de"))
        #expect(german.localizedString("welcome", table: "Catalog") == "Willkommen!")
    }

    @Test("formats are filled without String(format:) seeing an untrusted format")
    func formats() {
        #expect(
            StringFormat.string("Hi %@, %lld new, %.1f%%", [.object("Ann"), .int(3), .double(2.25)])
                == "Hi Ann, 3 new, 2.2%")
        #expect(StringFormat.string("%2$@ before %1$@", [.object("a"), .object("b")]) == "b before a")
        // A missing argument, an unknown conversion and a runaway width stay as written.
        #expect(StringFormat.string("%@ and %@", [.object("one")]) == "one and %@")
        #expect(StringFormat.string("%n %k", [.int(1), .int(2)]) == "%n %k")
        #expect(StringFormat.string("%99999999d", [.int(1)]).count < 1000)
    }

    // MARK: Reading views

    /// A small app: a colour, an image, strings in en and fr, and a view using them.
    private func app() -> AppFolder {
        let app = AppFolder()
        app.write(
            "App/Assets.xcassets/Brand.colorset/Contents.json",
            colorSet(any: ("1.000", "0.000", "0.000"), dark: ("0", "0", "255")))
        app.write(
            "App/Assets.xcassets/brand-accent.colorset/Contents.json", colorSet(any: ("0", "0xFF", "0")))
        app.write("App/Assets.xcassets/Logo.imageset/logo@2x.png", pngHeader(80, 40))
        app.write(
            "App/Assets.xcassets/Logo.imageset/Contents.json",
            #"{"images": [{"idiom": "universal", "filename": "logo@2x.png", "scale": "2x"}]}"#)
        app.write(
            "App/en.lproj/Localizable.strings",
            #""greeting" = "Hello, world"; "Hello %@" = "Hi %@!"; "%lld items" = "%lld things"; "about.rate_us" = "Rate us"; "items_count" = "%d items"; "settings.size" = "Size (%@pt)";"#
        )
        app.write("App/en.lproj/Other.strings", #""greeting" = "Yo";"#)
        return app
    }

    /// The fill colours the SVG of `tree` draws, in order (`#rrggbb`).
    private func drawnFills(_ tree: LayoutTree) -> [String] {
        let svg = SVGWriter().document(DisplayList(tree))
        return svg.components(separatedBy: "fill=\"").dropFirst().map { String($0.prefix(7)) }
    }

    private func read(_ code: String, _ resources: AppResources, scheme: ColorScheme = .light) throws -> (
        LayoutResult, SourceProgram, LayoutTree
    ) {
        let program = try SourceReader.read(
            files: [("V.swift", Array(code.utf8))], canvas: CGSize(width: 400, height: 400), resources: resources)
        var env = EnvironmentValues.ahem
        env.imageProvider = resources
        env.colorScheme = scheme
        let tree = LayoutTree(program.view, environment: env)
        tree.layout(in: CGSize(width: 400, height: 400), scale: 1)
        return (tree.result(), program, tree)
    }

    @Test(
        "Text(c ? LocalizedStringKey(a) : LocalizedStringKey(b)) shows the translation of the key taken (Threaded's poll button)"
    )
    func ternaryOfKeys() throws {
        let (resources, _) = app().scan()
        let (r, p, _) = try read(
            #"""
            struct Poll: View {
                var shown = false
                var body: some View {
                    Text(shown ? LocalizedStringKey("greeting") : LocalizedStringKey("about.rate_us"))
                }
            }
            VStack { Poll(); Poll(shown: true) }
            """#, resources)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(r.views(withText: "Rate us").count == 1)
        #expect(r.views(withText: "Hello, world").count == 1)
    }

    @Test("a string literal given for a LocalizedStringResource property is a key: Text shows its translation")
    func localizedStringResourceProperty() throws {
        let (resources, _) = app().scan()
        let (r, p, _) = try read(
            #"""
            struct Page: View {
                let description: LocalizedStringResource
                var body: some View { Text(description).id("d") }
            }
            Page(description: "greeting")
            """#, resources)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(r.views(withText: "Hello, world").count == 1)
    }

    @Test(
        "Image.logo, a static a generator (SwiftGen's xcassets stencil, Nos) writes per catalog image, is the asset; Tab(\"greeting\", systemImage:) is localized"
    )
    func generatedImageStaticAndTabTitle() throws {
        let (resources, _) = app().scan()
        let (r, p, _) = try read(
            #"""
            VStack(spacing: 0) {
                Image.logo.id("logo")
                TabView { Tab("greeting", systemImage: "star") { Text("in").id("in") } }.frame(height: 200)
            }
            """#, resources)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // logo@2x.png is 80 × 40 pixels: 40 × 20 points.
        #expect(r["logo"]?.frame.size == CGSize(width: 40, height: 20))
        #expect(r.views(withText: "Hello, world").count == 1)
        #expect(r.views(withText: "greeting").isEmpty)
    }

    @Test(
        "ImageResource.logo, Xcode's generated asset symbol spelt with its type (BeMatch's tab icons), is the asset, as Image(.logo) is"
    )
    func imageResourceStatic() throws {
        let (resources, _) = app().scan()
        let (r, p, _) = try read(
            #"""
            VStack(spacing: 0) {
                Image(ImageResource.logo).id("logo")
                Image(true ? ImageResource.logo : ImageResource.logo).resizable().frame(width: 30, height: 30).id("b")
            }
            """#, resources)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(r["logo"]?.frame.size == CGSize(width: 40, height: 20))
        #expect(r["b"]?.frame.size == CGSize(width: 30, height: 30))
    }

    @Test("Text(\"greeting\") shows the English value, and its measured width follows")
    func textIsLocalized() throws {
        let (resources, _) = app().scan()
        let code = #"VStack { Text("greeting").id("t") }"#
        let (without, _, _) = try read(code, .none)
        let (with, _, _) = try read(code, resources)
        // Ahem: every character one em (17 points at .body).
        #expect(without["t"]?.frame.width == CGFloat(8 * 17))
        #expect(with["t"]?.frame.width == CGFloat(12 * 17))
    }

    @Test(
        "Xcode's generated string catalog symbols: Text(.aboutRateUs), a title given as .greeting, LocalizedStringResource.greeting, a key with an argument as a function"
    )
    func catalogSymbols() throws {
        let (resources, _) = app().scan()
        let code = #"""
            struct Row: View {
                let title: LocalizedStringResource
                var body: some View { Text(title) }
            }
            VStack {
                Text(.aboutRateUs).id("a")
                Row(title: .greeting).id("b")
                Label(.aboutRateUs, systemImage: "star").labelStyle(.titleOnly).id("c")
                Text(LocalizedStringResource.greeting).id("d")
                Text(.hello("Ada")).id("e")
            }
            """#
        let (r, p, _) = try read(code, resources)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(r["a"]?.frame.width == CGFloat(7 * 17))  // "Rate us"
        #expect(r["b"]?.frame.width == CGFloat(12 * 17))  // "Hello, world"
        #expect(r["c"]?.frame.width == CGFloat(7 * 17))
        #expect(r["d"]?.frame.width == CGFloat(12 * 17))
        #expect(r["e"]?.frame.width == CGFloat(7 * 17))  // "Hi Ada!" from "Hello %@"
    }

    @Test(
        "XCStrings Tool's generated members: Text(.other(.greeting)) is the key 'greeting' of the table Other; String(localized:) of one too"
    )
    func xcstringsToolMembers() throws {
        let (resources, _) = app().scan()
        let code = #"""
            VStack {
                Text(.other(.greeting)).id("a")
                Text(String(localized: .other(.greeting))).id("b")
                Text(.localizable(.greeting)).id("c")
            }
            """#
        let (r, p, _) = try read(code, resources)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(r["a"]?.frame.width == CGFloat(2 * 17))  // "Yo"
        #expect(r["b"]?.frame.width == CGFloat(2 * 17))
        #expect(r["c"]?.frame.width == CGFloat(12 * 17))  // "Hello, world"
    }

    @Test(
        "titles of NavigationLink, LabeledContent, DisclosureGroup and GroupBox are keys: a literal and a catalog symbol translated"
    )
    func containerTitlesAreKeys() throws {
        let (resources, _) = app().scan()
        let code = #"""
            List {
                NavigationLink(.aboutRateUs) { Text("destination") }
                NavigationLink("greeting", destination: Text("destination"))
                LabeledContent("greeting", value: "1")
                DisclosureGroup(.aboutRateUs) { Text("content") }
            }
            """#
        let (r, p, _) = try read(code, resources)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // Each row's title, translated: "Rate us", "Hello, world", "Hello, world" beside its
        // value, "Rate us" (17 pt Ahem: 7 and 12 characters).
        let texts = r.root.allViews.filter { $0.type == "Text" }.compactMap { t in t.text.map { ($0, t.frame.width) } }
        #expect(texts.map(\.0) == ["Rate us", "Hello, world", "Hello, world", "1", "Rate us"])
        let widths: [CGFloat] = [119, 204, 204, 17, 119]
        #expect(texts.map(\.1) == widths)
    }

    @Test(
        "a string declared LocalizedStringKey is a key wherever it goes: a static let, an init parameter, a model's property"
    )
    func declaredKeys() throws {
        let (resources, _) = app().scan()
        let code = #"""
            enum Strings {
                static let greeting: LocalizedStringKey = "greeting"
                enum About { static let rate: LocalizedStringKey = "about.rate_us" }
            }
            struct Feature { let title: LocalizedStringKey }
            struct Header: View {
                private let title: Text
                init(_ title: LocalizedStringKey) { self.title = Text(title) }
                var body: some View { title }
            }
            VStack {
                Text(Strings.greeting).id("a")
                Header(Strings.About.rate).id("b")
                Text(Feature(title: "greeting").title).id("c")
            }
            """#
        let (r, p, _) = try read(code, resources)
        #expect(p.warnings.isEmpty)
        #expect(r["a"]?.frame.width == CGFloat(12 * 17))  // "Hello, world"
        #expect(r["b"]?.frame.width == CGFloat(7 * 17))  // "Rate us"
        #expect(r["c"]?.frame.width == CGFloat(12 * 17))
    }

    @Test(
        "Bundle.main.path(forResource:ofType: \"lproj\") finds a localization the app has; its Bundle(path:) reads the strings"
    )
    func localizationBundles() throws {
        let (resources, _) = app().scan()
        let code = #"""
            func text(_ key: String, _ language: String) -> String {
                guard let path = Bundle.main.path(forResource: language, ofType: "lproj"), let bundle = Bundle(path: path)
                else { return "none" }
                return NSLocalizedString(key, bundle: bundle, value: "?", comment: "")
            }
            VStack {
                Text(text("greeting", "en")).id("en")
                Text(text("greeting", "xx")).id("xx")
                Text(text("nothing", "en")).id("missing")
            }
            """#
        let (r, p, _) = try read(code, resources)
        #expect(p.warnings.isEmpty)
        #expect(r["en"]?.frame.width == CGFloat(12 * 17))  // "Hello, world"
        #expect(r["xx"]?.frame.width == CGFloat(4 * 17))  // "none"
        #expect(r["missing"]?.frame.width == CGFloat(17))  // the value given, "?"
    }

    @Test("a string literal title is a key: Button, Toggle, Section and navigation titles show the English value")
    func titlesAreLocalized() throws {
        let (resources, _) = app().scan()
        let code = #"""
            VStack(spacing: 0) {
                Button("greeting") {}.id("button")
                Toggle("about.rate_us", isOn: .constant(true)).id("toggle")
                List { Section("greeting") { Text("x") } }
            }
            """#
        let (result, _, tree) = try read(code, resources)
        // Ahem: "Hello, world" is 12 ems of 17 points; the toggle's label sits in its row.
        #expect(result["button"]?.frame.width == CGFloat(12 * 17))
        var shown: [String] = []
        func visit(_ node: NodeID) {
            if case .text(let request) = tree.content(of: node) { shown.append(request.string) }
            for child in tree.children(of: node) { visit(child) }
        }
        visit(tree.root)
        #expect(shown.contains("Rate us"))
        #expect(shown.contains("HELLO, WORLD") || shown.contains("Hello, world"))
        #expect(!shown.contains("greeting") && !shown.contains("about.rate_us"))
        // A navigation title written as a literal is a key too (miataru's "edit_device").
        let (_, _, bar) = try read(#"NavigationStack { Text("x").navigationTitle("about.rate_us") }"#, resources)
        var titles: [String] = []
        func collect(_ node: NodeID) {
            if case .text(let request) = bar.content(of: node) { titles.append(request.string) }
            for child in bar.children(of: node) { collect(child) }
        }
        collect(bar.root)
        #expect(titles.contains("Rate us") && !titles.contains("about.rate_us"))
    }

    @Test(
        "format keys, tables, String(localized:), NSLocalizedString, bundle lookups, SwiftGen, R.swift and snake-case generated names read the strings"
    )
    func stringForms() throws {
        let (resources, _) = app().scan()
        let code = """
            struct V: View {
                let name = "Ann"
                let title: LocalizedStringKey = "greeting"
                var body: some View {
                    VStack {
                        Text("Hello \\(name)").id("format")
                        Text("\\(3) items").id("count")
                        Text("greeting", tableName: "Other").id("table")
                        Text(title).id("typed")
                        Text(LocalizedStringKey("greeting")).id("key")
                        Text(String(localized: "greeting")).id("localized")
                        Text(LocalizedStringResource("greeting", comment: "c")).id("resource")
                        Text(String(localized: "settings.size", defaultValue: "Font size (\\(String(format: "%.1f", 2.0))pt)")).id("default")
                        Text(NSLocalizedString("greeting", comment: "")).id("ns")
                        Text(Bundle.main.localizedString(forKey: "greeting", value: nil, table: nil)).id("bundle")
                        Text(L10n.About.rateUs).id("swiftgen")
                        Text(L10n.aboutRateUs).id("flat")
                        Text(L10n.itemsCount(4)).id("call")
                        Text(R.string.localizable.aboutRateUs()).id("rswift")
                        Text(LocalString.about_rate_us).id("snake")
                        Text(LocalString.items_count(withArgs: 5)).id("snakeCall")
                        Text("\\(Things.greeting)").id("notSnake")
                        Text("missing.key").id("missing")
                    }
                }
            }
            """
        let (r, program, _) = try read(code, resources)
        func width(_ id: String) -> CGFloat? { r[id]?.frame.width }
        #expect(width("format") == CGFloat("Hi Ann!".count * 17))
        #expect(width("count") == CGFloat("3 things".count * 17))
        #expect(width("table") == CGFloat("Yo".count * 17))
        for id in ["typed", "key", "localized", "resource", "ns", "bundle"] {
            #expect(width(id) == CGFloat(12 * 17), "\(id)")
        }
        // Kiwix's `LocalString`, its generator's output absent: keys in snake case.
        for id in ["swiftgen", "flat", "rswift", "snake"] {
            #expect(width(id) == CGFloat("Rate us".count * 17), "\(id)")
        }
        #expect(width("call") == CGFloat("4 items".count * 17))
        #expect(width("snakeCall") == CGFloat("5 items".count * 17))
        // One word is no snake-case symbol: a stub's member, not the key "greeting".
        #expect(width("notSnake") != CGFloat("Hello, world".count * 17))
        #expect(ResourceNames.snakeSymbol("zim_file.base-info.Size") == "zim_file_base_info_size")
        // The key's value, filled with the default value's interpolations.
        #expect(width("default") == CGFloat("Size (2.0pt)".count * 17))
        #expect(width("missing") == CGFloat("missing.key".count * 17))
        #expect(!program.warnings.contains { $0.message.contains("L10n") || $0.message.contains("'R'") })
    }

    @Test(
        "a Color(\"Brand\") background draws its dark value under the dark scheme; ColorResource and UIColor(named:) too"
    )
    func colorsDrawPerScheme() throws {
        let (resources, _) = app().scan()
        let code = """
            VStack(spacing: 0) {
                Text("a").background(Color("Brand"))
                Color(.brand).frame(width: 5, height: 5)
                Rectangle().fill(.brandAccent).frame(width: 5, height: 5)
                Color(uiColor: UIColor(named: "Brand")!).frame(width: 5, height: 5)
            }
            """
        func fills(_ scheme: ColorScheme) throws -> [String] {
            let (_, program, tree) = try read(code, resources, scheme: scheme)
            #expect(program.warnings.map(\.message) == [])
            let svg = SVGWriter().document(DisplayList(tree))
            return svg.components(separatedBy: "fill=\"").dropFirst().map { String($0.prefix(7)) }
        }
        let light = try fills(.light), dark = try fills(.dark)
        #expect(light.filter { $0 == "#ff0000" }.count == 3)
        #expect(dark.filter { $0 == "#0000ff" }.count == 3)
        #expect(light.contains("#00ff00") && dark.contains("#00ff00"))
        // UIKit's UIColor(named:) is failable: nil for a name the catalogs read lack, which code
        // falls back from (EUDI Wallet's ColorManager), where SwiftUI's Color("Missing") is grey.
        let (fallback, _, _) = try read(
            #"VStack { Text(UIColor(named: "Missing") == nil ? "nil" : "colour").id("t") }"#, resources)
        #expect(abs((fallback["t"]?.frame.width ?? 0) - 3 * 17) < 0.01)
        // Without resources, an asset colour is grey with a warning.
        let (_, program, _) = try read(#"Color("Brand")"#, .none)
        #expect(
            program.warnings.map(\.message) == [
                "asset colour 'Brand' is unknown to Plumb (no asset catalog read); drawn as gray"
            ])
    }

    @Test(
        "R.swift's asset accessors (no generated file in the tree) read the catalogs: R.color.brandAccent for brand-accent, R.color.Brand(), Image(R.image.logo)"
    )
    func rswiftAssets() throws {
        let (resources, _) = app().scan()
        let code = """
            VStack(spacing: 0) {
                Color(R.color.brandAccent).frame(width: 5, height: 5)
                Color(uiColor: R.color.brand()!).frame(width: 5, height: 5)
                Image(R.image.logo).id("logo")
            }
            """
        let (r, program, tree) = try read(code, resources)
        #expect(program.warnings.map(\.message) == [])
        let fills = drawnFills(tree)
        #expect(fills.contains("#00ff00") && fills.contains("#ff0000"), "\(fills)")
        #expect(r["logo"]?.frame.size == CGSize(width: 40, height: 20))
        #expect(ResourceNames.rswiftAssetSymbol("bookmark_list_bg") == "bookmark_list_bg")
        #expect(ResourceNames.rswiftAssetSymbol("Colors/app-logo 2") == "appLogo2")
    }

    @Test(
        "Tuist's and SwiftGen's accessors (no generated file in the tree) read the catalogs and strings: MailResourcesAsset.brandAccent.swiftUIColor, Asset.logo.swiftUIImage, MailResourcesStrings.Localizable.greeting (Infomaniak Mail: every picture's colours, images and text were stubs)"
    )
    func tuistAccessors() throws {
        let (resources, _) = app().scan()
        let code = """
            VStack(spacing: 0) {
                MailResourcesAsset.brandAccent.swiftUIColor.frame(width: 5, height: 5)
                Color(uiColor: MailResourcesAsset.brand.color).frame(width: 5, height: 5)
                MailResourcesAsset.logo.swiftUIImage.id("logo")
                Image(uiImage: Asset.logo.image).id("uiImage")
                Text(MailResourcesStrings.Localizable.greeting).id("text")
                Text(MailResourcesStrings.Other.greeting).id("table")
            }
            """
        let (r, program, tree) = try read(code, resources)
        #expect(program.warnings.map(\.message) == [])
        let fills = drawnFills(tree)
        #expect(fills.contains("#00ff00") && fills.contains("#ff0000"), "\(fills)")
        #expect(r["logo"]?.frame.size == CGSize(width: 40, height: 20))
        #expect(r["uiImage"]?.frame.size == CGSize(width: 40, height: 20))
        #expect(r["text"]?.frame.width == CGFloat("Hello, world".count * 17))
        #expect(r["table"]?.frame.width == CGFloat("Yo".count * 17))
        #expect(ResourceNames.swiftGenAssetSymbol("Colors/onAccentBlueColor") == "onAccentBlueColor")
        #expect(ResourceNames.swiftGenAssetSymbol("no-mailbox") == "noMailbox")
        #expect(Interpreter.swiftGenAssetSymbol("Asset.Colors.brand") == "brand")
        #expect(Interpreter.swiftGenAssetSymbol("Assets.brand") == nil)
    }

    @Test("Image(\"Logo\"), Image(.logo) and UIImage(named:) take the catalog image's point size")
    func imagesLayOut() throws {
        let (resources, _) = app().scan()
        let (r, _, _) = try read(
            #"VStack { Image("Logo").id("a"); Image(.logo).id("b"); Image(uiImage: UIImage(named: "Logo")!).id("c") }"#,
            resources)
        for id in ["a", "b", "c"] { #expect(r[id]?.frame.size == CGSize(width: 40, height: 20), "\(id)") }
    }

    // MARK: Damaged input

    @Test("damaged catalogs, tables and fonts are warnings naming the file; the scan goes on")
    func damagedInput() throws {
        let app = AppFolder()
        app.write("A.xcassets/Bad.colorset/Contents.json", "{\"colors\": [")
        app.write("A.xcassets/Deep.colorset/Contents.json", String(repeating: "[", count: 100_000))
        app.write(
            "A.xcassets/Empty.colorset/Contents.json",
            #"{"colors": [{"idiom": "universal", "color": {"components": {"red": "x"}}}]}"#)
        app.write(
            "A.xcassets/NoFile.imageset/Contents.json",
            #"{"images": [{"idiom": "universal", "filename": "gone.png", "scale": "1x"}]}"#)
        app.write(
            "A.xcassets/Escape.imageset/Contents.json",
            #"{"images": [{"idiom": "universal", "filename": "../../etc", "scale": "1x"}]}"#)
        app.write("A.xcassets/Good.colorset/Contents.json", colorSet(any: ("0", "0", "0")))
        app.write("App/en.lproj/Localizable.strings", [0xFF, 0xFE, 0x00, 0xD8, 0x41])
        app.write("App/en.lproj/Plural.stringsdict", "<?xml version=\"1.0\"?><plist><dict><key>a</key>")
        app.write("App/Broken.xcstrings", "{\"strings\": 5}")
        app.write("App/Fonts/Fake.ttf", Array(repeating: 0xFF, count: 64))
        // A link loop: App/loop → App.
        try FileManager.default.createSymbolicLink(
            atPath: (app.path as NSString).appendingPathComponent("App/loop"),
            withDestinationPath: (app.path as NSString).appendingPathComponent("App"))
        let (resources, warnings) = app.scan()
        #expect(resources.color(named: "Good") != nil)
        for name in [
            "Bad.colorset", "Deep.colorset", "Empty.colorset", "NoFile.imageset", "Escape.imageset",
            "Localizable.strings", "Plural.stringsdict", "Broken.xcstrings", "Fake.ttf",
        ] {
            #expect(warnings.contains { $0.contains(name) }, "\(name): \(warnings)")
        }
        #expect(warnings.allSatisfy { $0.hasPrefix("warning: ") })
    }

    @Test("a file over the size cap is refused by its size, not read")
    func hugeFile() throws {
        let app = AppFolder()
        let path = (app.path as NSString).appendingPathComponent("en.lproj/Localizable.strings")
        app.write("en.lproj/Localizable.strings", "")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(ResourceFiles.maximumTextBytes + 1))
        try handle.close()
        let (_, warnings) = app.scan()
        #expect(
            warnings.count == 1 && warnings[0].contains("more than the \(ResourceFiles.maximumTextBytes) Plumb reads"))
    }

    @Test("a shipped font's PostScript, full and family names are read from its name table")
    func fontNames() throws {
        let font = try #require(
            FileManager.default.contents(
                atPath: repositoryRoot.appendingPathComponent("Sources/PlumbText/Resources/Inter.var.ttf").path))
        let names = FontNames.read([UInt8](font))
        #expect(names.first == "Inter-Regular" || names.contains("Inter"), "\(names)")
        #expect(names.contains("Inter"))
        // Truncated anywhere, it gives names or none, never a trap.
        for cut in stride(from: 0, to: min(font.count, 4096), by: 7) { _ = FontNames.read([UInt8](font.prefix(cut))) }
    }
}

/// Shipped fonts through the measurer the command line makes (needs DejaVu Sans Mono, as on
/// the Debian images Plumb is built on).
struct ShippedFontTests {
    static let mono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

    @Test(
        "Font.custom finds a shipped font by PostScript or family name, for measuring",
        .enabled(if: FileManager.default.fileExists(atPath: mono)))
    func customFontMeasures() throws {
        let app = AppFolder()
        app.write("App/Fonts/Mono.ttf", try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.mono))))
        let (resources, warnings) = app.scan()
        #expect(warnings == [])
        let font = try #require(resources.fonts.first)
        #expect(font.names.contains("DejaVuSansMono") && font.names.contains("DejaVu Sans Mono"))
        #expect(resources.fontPath(named: "dejavusansmono") == font.path)
        let measurer = try TextMeasurers.measurer(named: nil, shippedFonts: resources.fonts.map { ($0.path, $0.names) })
        func width(_ family: String) throws -> CGFloat {
            let program = try SourceReader.read(#"Text("iiii").font(.custom("\#(family)", size: 20))"#)
            var env = EnvironmentValues()
            env.textMeasurer = measurer
            return LayoutTree.layout(program.view, in: CGSize(width: 300, height: 100), scale: 1, environment: env)
                .root.frame.width
        }
        // DejaVu Sans Mono: every advance 1233/2048 em; 4 × 1233/2048 × 20 = 48.16, rounded up.
        #expect(try width("DejaVuSansMono") == 49)
        #expect(try width("DejaVu Sans Mono") == 49)
        #expect(try width("NotShipped") < 40)
    }
}

/// `plumb` finds the resources around the file it reads.
struct ResourceCommandLineTests {
    @Test("plumb layout in an Xcode project's folder prints what it found and lays out the localized text")
    func commandLine() throws {
        let app = AppFolder()
        app.write(
            "App.xcodeproj/project.pbxproj",
            """
            { objects = {
                R = {isa = PBXProject; developmentRegion = en; mainGroup = G; targets = (); };
                G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
              }; rootObject = R; }
            """)
        app.write("App/en.lproj/Localizable.strings", #""greeting" = "Hello, world";"#)
        app.write("App/Assets.xcassets/Brand.colorset/Contents.json", colorSet(any: ("1.0", "0", "0")))
        app.write("App/Views/V.swift", #"Text("greeting").background(Color("Brand"))"#)
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = [
            "layout", (app.path as NSString).appendingPathComponent("App/Views/V.swift"), "--font", "ahem",
        ]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // No target lists the file: the project's folder is its module (one file here).
        #expect(
            stderr == """
                read 1 file: the folder of App.xcodeproj (no target lists V.swift), tests left out
                resources: 1 asset catalog (1 colour, 0 images), 1 strings table (en), 0 fonts
                0 placeholders, 0 stubs

                """)
        // "Hello, world": 12 Ahem ems of 17 points.
        #expect(stdout.contains("  204×"), "\(stdout)")
    }
}

/// Core Data models: the classes Xcode generates from them are read with the module.
struct DataModelTests {
    static let contents = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <!-- a comment <entity name="Nope"> -->
            <entity name="Ride" representedClassName=".Ride" syncable="YES" codeGenerationType="class">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="distance" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="laps" optional="YES" attributeType="Integer 16" usesScalarValueType="NO"/>
                <attribute name="start" attributeType="Date" usesScalarValueType="NO"/>
                <relationship name="route" optional="YES" maxCount="1" destinationEntity="Route"/>
                <relationship name="points" toMany="YES" ordered="YES" destinationEntity="Point"/>
            </entity>
            <entity name="Route" representedClassName="RouteObject" codeGenerationType="category">
                <attribute name="name" attributeType="String"/>
            </entity>
            <entity name="Manual" representedClassName="Manual"/>
        </model>
        """

    @Test("a model's entities, with the Swift types Xcode's codegen gives their properties")
    func parse() {
        let model = DataModel.parse(DataModelTests.contents, name: "Rides")
        #expect(model.entities.map(\.name) == ["Ride", "Route", "Manual"])
        #expect(model.entities.map(\.className) == ["Ride", "RouteObject", "Manual"])
        #expect(model.entities.map(\.codegen) == ["class", "category", nil])
        #expect(
            model.entities[0].properties.map { "\($0.name): \($0.type)" } == [
                "title: String?", "distance: Double", "laps: NSNumber?", "start: Date?", "route: RouteObject?",
                "points: NSOrderedSet?",
            ])
        #expect(model.generatesCode)
        #expect(model.generatedSource.contains("public class Ride: NSManagedObject, Identifiable {"))
        #expect(
            model.generatedSource.contains(
                "extension RouteObject {\n    @nonobjc public class func fetchRequest() -> NSFetchRequest<RouteObject> { NSFetchRequest<RouteObject>(entityName: \"Route\") }\n    @NSManaged public var name: String?\n}"
            ))
        #expect(!model.generatedSource.contains("Manual"))
    }

    @Test("an entity's generated class is read with the module: a fetch request's rows show typical data")
    func generatedClassIsRead() throws {
        let app = AppFolder()
        app.write("App/Rides.xcdatamodeld/Rides.xcdatamodel/contents", DataModelTests.contents)
        let (resources, warnings) = AppResources.scan(roots: [app.path + "/App"], locale: nil)
        #expect(warnings.isEmpty)
        #expect(resources.summary.hasSuffix("1 Core Data model (3 entities)"))
        let code = """
            struct V: View {
                @FetchRequest(sortDescriptors: []) var rides: FetchedResults<Ride>
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(rides) { ride in Text(ride.title ?? "none").font(.system(size: 10)) }
                    }.id("list")
                }
            }
            """
        let program = try SourceReader.read(
            files: [("V.swift", Array(code.utf8))], canvas: CGSize(width: 400, height: 400), resources: resources)
        let result = LayoutTree.layout(
            program.view, in: CGSize(width: 400, height: 400), scale: 1, environment: .ahem)
        // Three rides, each titled with its stub ("title": 5 Ahem ems of 10 points).
        #expect(result["list"]?.frame.size == CGSize(width: 50, height: 30))
    }
}
