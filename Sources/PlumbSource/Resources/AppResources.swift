import Foundation
import PlumbCore

/// The resources an app ships beside its views, found in its source tree: the colours,
/// images and symbols of its asset catalogs, its strings tables in the chosen language, and
/// its fonts. The source reader resolves `Color("Brand")`, `Image("logo")`, `Text("title")`
/// and their generated-symbol forms against them.
///
/// ```swift
/// let (resources, warnings) = AppResources.scan(roots: ["MyApp"], locale: Locale(identifier: "fr"))
/// let program = try SourceReader.read(files: files, resources: resources)
/// ```
///
/// Scanning never fails: a file that cannot be read (damaged JSON, a huge file, a property
/// list that is not one, text in no encoding) is a warning naming it, and the scan goes on.
public struct AppResources: Sendable {
    /// No resources: every asset colour is grey, every key shows itself.
    public static let none = AppResources()

    /// The asset catalogs read, by path.
    public internal(set) var catalogs: [String] = []
    /// Asset colours by name (`Brand`, `Colors/Primary`).
    var colors: [String: ColorAppearances] = [:]
    /// Asset images by name.
    public internal(set) var images: [String: AssetImage] = [:]
    /// Custom symbols by name, with their template's path.
    var symbols: [String: String] = [:]
    /// Strings: table → language (as the `.lproj` or catalog names it) → key → value.
    var tables: [String: [String: [String: LocalizedValue]]] = [:]
    /// The number of strings files read (`.strings`, `.stringsdict`, `.xcstrings`).
    public internal(set) var stringsFileCount = 0
    /// The languages strings are looked up in, in order: the locale's, English, the
    /// development region, the catalogs' source languages, `Base`.
    public internal(set) var languages: [String] = []
    /// The fonts the app ships.
    public internal(set) var fonts: [ShippedFont] = []
    /// The Core Data models, whose generated classes are read with the module.
    public internal(set) var dataModels: [DataModel] = []
    /// The app's Info.plist as its build makes it: what `Bundle.main.infoDictionary` and
    /// `object(forInfoDictionaryKey:)` read (`CFBundleShortVersionString`...).
    public var infoDictionary: [String: String] = [:]
    /// The other files below the roots (JSON mock data, text), by file name (`arrivals.json`),
    /// the first found by name in walk order: what `Bundle.main.url(forResource:withExtension:)`
    /// and `Bundle.module.path(forResource:ofType:)` find.
    var bundledFiles: [String: String] = [:]

    /// Generated symbols: `brandPrimary` → `BrandPrimary` (colours), `logo` → `Logo` (images).
    var colorSymbols: [String: String] = [:]
    var imageSymbols: [String: String] = [:]
    /// SwiftGen's symbols (its xcassets template, and Tuist's, which runs it): the last path
    /// component in lower camel case, no suffix removed (`onAccentBlueColor`).
    var swiftGenColorSymbols: [String: String] = [:]
    var swiftGenImageSymbols: [String: String] = [:]
    /// SwiftGen's (`About.rateUs`, `aboutRateUs`) and R.swift's (`localizable.aboutRateUs`)
    /// symbols → table and key.
    var generatedKeys: [String: StringKeyReference] = [:]
    /// The default table's keys as a snake-case symbol (`enum_flavor_max` for
    /// `enum_flavor.max`) → table and key.
    var snakeKeys: [String: StringKeyReference] = [:]

    struct StringKeyReference: Sendable {
        let table: String
        let key: String
    }

    /// The most warnings one scan reports (the rest are counted).
    static let maximumWarnings = 40

    /// Whether nothing was found.
    public var isEmpty: Bool { catalogs.isEmpty && tables.isEmpty && fonts.isEmpty }

    /// Whether any strings table was read.
    var hasStrings: Bool { !tables.isEmpty }

    // MARK: Lookups

    /// The asset colour named `name` (`"Brand"`, `"Colors/Primary"`), with its appearances.
    public func color(named name: String) -> Color? {
        colors[name].map { Color(name, appearances: $0) }
    }

    /// The asset colour a generated `ColorResource` symbol names (`.brandPrimary`).
    public func color(resource symbol: String) -> Color? {
        colorSymbols[symbol].flatMap(color(named:))
    }

    /// The asset colour an R.swift accessor names (`R.color.bookmark_list_bg`).
    public func color(rswift symbol: String) -> Color? {
        if let c = color(named: symbol) { return c }
        return colors.keys.sorted().first { ResourceNames.rswiftAssetSymbol($0) == symbol }.flatMap(color(named:))
    }

    /// The asset colour a SwiftGen or Tuist accessor names (`Asset.onAccentBlueColor` for
    /// `onAccentBlueColor`, `Asset.brandPrimary` for `brand-primary`).
    func color(swiftGen symbol: String) -> Color? { swiftGenColorSymbols[symbol].flatMap(color(named:)) }

    /// The asset image name a SwiftGen or Tuist accessor names (`Asset.noMailbox`).
    func imageName(swiftGen symbol: String) -> String? { swiftGenImageSymbols[symbol] }

    /// The asset image name an R.swift accessor names (`R.image.appLogo`).
    public func imageName(rswift symbol: String) -> String? {
        if images[symbol] != nil { return symbol }
        return images.keys.sorted().first { ResourceNames.rswiftAssetSymbol($0) == symbol }
    }

    /// The asset name a generated `ImageResource` symbol names (`.logo` → `"Logo"`).
    public func imageName(resource symbol: String) -> String? {
        imageSymbols[symbol]
    }

    /// The image named `name`.
    public func image(named name: String) -> AssetImage? { images[name] }

    /// The custom symbols (`.symbolset`), by name, with the path of each one's SVG template.
    public var symbolTemplates: [String: String] { symbols }

    /// Whether `name` is a custom symbol (`.symbolset`).
    public func hasSymbol(named name: String) -> Bool { symbols[name] != nil }

    /// The value of `key` in `table` (`Localizable` by default) in the first of
    /// ``languages`` that has it, plural forms reduced to `other`; `nil` when no table has it.
    public func localizedString(_ key: String, table: String? = nil) -> String? {
        localizedValue(key, table: table).map { $0.format(counts: []) }
    }

    /// The value of `key` in `table`, in the first language that has it.
    func localizedValue(_ key: String, table: String? = nil) -> LocalizedValue? {
        guard let byLanguage = tables[table ?? "Localizable"] else { return nil }
        for language in languages {
            if let v = byLanguage[language]?[key] { return v }
        }
        return nil
    }

    /// `key` in `table` filled with `arguments`, as pieces; `nil` when no table has it.
    func localized(_ key: String, table: String?, arguments: [StringFormat.Argument]) -> [StringFormat.Piece]? {
        guard let value = localizedValue(key, table: table) else { return nil }
        let counts = arguments.map { a -> Int? in
            switch a {
            case .int(let i): return i
            case .double(let d): return d.isFinite && abs(d) < 1e15 ? Int(d) : nil
            case .object: return nil
            }
        }
        return StringFormat.fill(value.format(counts: counts), arguments)
    }

    /// The table and key a SwiftGen symbol path (`About.rateUs`, `aboutRateUs`) or an
    /// R.swift one (`localizable.aboutRateUs`) was generated from.
    func generatedKey(_ symbolPath: String) -> StringKeyReference? { generatedKeys[symbolPath] }

    /// The key a snake-case symbol names (`enum_flavor_max`), if the default table has one.
    func snakeKey(_ symbol: String) -> StringKeyReference? { snakeKeys[symbol] }

    /// Whether `prefix` begins a SwiftGen symbol path (`About` for `About.rateUs`).
    func isGeneratedNamespace(_ prefix: String) -> Bool {
        generatedKeys.keys.contains { $0.hasPrefix(prefix + ".") }
    }

    /// The path of the file `name` (`arrivals.json`) bundled with the app or a package target
    /// read; nil when no root holds one.
    func bundledFile(named name: String) -> String? { bundledFiles[name] }

    /// The path of the shipped font whose PostScript, full or family name is `name`.
    public func fontPath(named name: String) -> String? {
        let lowered = name.lowercased()
        return fonts.first { $0.names.contains { $0.lowercased() == lowered } }?.path
    }

    /// One line for standard error: `resources: 2 asset catalogs (41 colours, 63 images),
    /// 3 strings tables (en), 1 font`.
    public var summary: String {
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        var parts = [
            count(catalogs.count, "asset catalog", "asset catalogs")
                + " (\(count(colors.count, "colour", "colours")), \(count(images.count, "image", "images")))"
        ]
        let used = languages.first { language in tables.values.contains { $0[language] != nil } }
        parts.append(count(stringsFileCount, "strings table", "strings tables") + (used.map { " (\($0))" } ?? ""))
        parts.append(count(fonts.count, "font", "fonts"))
        if !dataModels.isEmpty {
            let entities = dataModels.reduce(0) { $0 + $1.entities.count }
            parts.append(
                count(dataModels.count, "Core Data model", "Core Data models")
                    + " (\(count(entities, "entity", "entities")))")
        }
        return "resources: " + parts.joined(separator: ", ")
    }
}

extension AppResources: ImageProvider {
    /// The point size of the asset image named `name` (pixels / scale; a vector's own size).
    public func size(ofImageNamed name: String) -> CGSize? { images[name]?.size }
}
