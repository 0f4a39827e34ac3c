import Foundation
import PlumbCore

extension AppResources {
    /// Walks `roots` (folders, or files whose folders are meant) and reads every asset
    /// catalog, strings table (`*.lproj/*.strings`, `*.stringsdict`, `*.xcstrings`) and font
    /// (`.ttf`, `.otf`, `.ttc`) below them, and notes the path of every other file by name
    /// (the bundle's resources: JSON mock data, read when loaded). Hidden folders, `.build`,
    /// `Pods`, `Carthage`, `DerivedData` and `node_modules` are skipped; each folder is
    /// entered once (symbolic link loops end), at most 40 deep and 200,000 entries in all; a
    /// description file over 8 MiB (a font over 64 MiB) is not read.
    ///
    /// Strings are looked up in `locale`'s language (its region first: `pt-BR`, then `pt`),
    /// then English, the development region (the Xcode project's `developmentRegion`, the
    /// package's `defaultLocalization`), the string catalogs' source languages, and `Base`.
    ///
    /// - Returns: the resources, and one warning line per file not read (at most 40, then a
    ///   count).
    public static func scan(roots: [String], locale: Locale?) -> (AppResources, warnings: [String]) {
        var scan = Scan()
        for root in roots {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else { continue }
            // A resource named by the project (`Localizable.xcstrings` at the project's root, an
            // `.xcassets`, an `.lproj`) is read as itself; any other folder is walked.
            let name = (root as NSString).lastPathComponent
            let ext = (name as NSString).pathExtension.lowercased()
            if isFolder.boolValue
                ? ["xcassets", "lproj", "xcdatamodeld"].contains(ext)
                : ["xcstrings", "ttf", "otf", "ttc"].contains(ext)
            {
                scan.visit(ResourceFiles.Entry(path: root, name: name, isFolder: isFolder.boolValue), depth: 0)
            } else {
                // Another file (a view file given alone): the folder it is in.
                scan.walk(isFolder.boolValue ? root : (root as NSString).deletingLastPathComponent, depth: 0)
            }
        }
        var resources = scan.resources
        resources.languages = languageOrder(
            locale: locale, development: scan.developmentRegions, sources: scan.sourceLanguages,
            available: Set(resources.tables.values.flatMap(\.keys)))
        resources.indexSymbols()
        var warnings = scan.warnings
        if warnings.count > maximumWarnings {
            let more = warnings.count - maximumWarnings
            warnings = Array(warnings.prefix(maximumWarnings)) + ["warning: \(more) more resource files not read"]
        }
        return (resources, warnings)
    }

    /// The order languages are tried in, each spelled as the tree spells it.
    static func languageOrder(
        locale: Locale?, development: [String], sources: [String], available: Set<String>
    ) -> [String] {
        func normal(_ s: String) -> String {
            let lowered = s.replacingOccurrences(of: "_", with: "-").lowercased()
            // Old `.lproj` names.
            return [
                "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es", "italian": "it",
                "dutch": "nl",
            ][lowered] ?? lowered
        }
        var wanted: [String] = []
        if let locale {
            let id = normal(locale.identifier)
            wanted.append(id)
            if let script = locale.language.script?.identifier, let code = locale.language.languageCode?.identifier {
                wanted.append(normal(code + "-" + script))
            }
            if let code = locale.language.languageCode?.identifier { wanted.append(normal(code)) }
        }
        wanted += ["en"] + development.map(normal) + sources.map(normal) + ["base"]
        var order: [String] = []
        for want in wanted {
            // Every spelling in the tree that means this language (`en`, `en-US`? no: exact).
            for name in available.sorted() where normal(name) == want && !order.contains(name) { order.append(name) }
        }
        return order
    }

    /// Builds the generated-symbol indexes from the names read.
    mutating func indexSymbols() {
        for name in colors.keys.sorted() {
            let symbol = ResourceNames.assetSymbol(name, suffix: "Color")
            if colorSymbols[symbol] == nil { colorSymbols[symbol] = name }
            let swiftGen = ResourceNames.swiftGenAssetSymbol(name)
            if swiftGenColorSymbols[swiftGen] == nil { swiftGenColorSymbols[swiftGen] = name }
        }
        for name in images.keys.sorted() {
            let symbol = ResourceNames.assetSymbol(name, suffix: "Image")
            if imageSymbols[symbol] == nil { imageSymbols[symbol] = name }
            let swiftGen = ResourceNames.swiftGenAssetSymbol(name)
            if swiftGenImageSymbols[swiftGen] == nil { swiftGenImageSymbols[swiftGen] = name }
        }
        for (table, byLanguage) in tables.sorted(by: { $0.key < $1.key }) {
            let keys = Set(byLanguage.values.flatMap(\.keys)).sorted()
            let rTable = ResourceNames.lowerCamel(ResourceNames.words(table))
            for key in keys {
                let reference = StringKeyReference(table: table, key: key)
                // SwiftGen names the default table's enum `L10n` itself; other tables nest
                // under their name in SwiftGen's default configuration only when asked, so
                // both spellings are indexed.
                for symbol in ResourceNames.swiftGenSymbols(key) {
                    if table == "Localizable", generatedKeys[symbol] == nil { generatedKeys[symbol] = reference }
                    let nested = ResourceNames.upperCamel(ResourceNames.words(table)) + "." + symbol
                    if generatedKeys[nested] == nil { generatedKeys[nested] = reference }
                }
                // An app's own generator (Kiwix's `localizations.py` writes `enum LocalString
                // { static let enum_flavor_max = "enum_flavor.max".localized }`, left out of
                // the repository): the key lowercased, each other character an underscore.
                if table == "Localizable" {
                    let snake = ResourceNames.snakeSymbol(key)
                    if snakeKeys[snake] == nil { snakeKeys[snake] = reference }
                }
                let r = "R." + rTable + "." + ResourceNames.rswiftSymbol(key)
                if generatedKeys[r] == nil { generatedKeys[r] = reference }
                // Xcode 26's generated string catalog symbols: `journey.planner.from.title` is
                // `LocalizedStringResource.journeyPlannerFromTitle` (the default table), or
                // nested under its table's name (`.Onboarding.welcomeTitle`) for another.
                let catalog =
                    ResourceNames.catalogSymbolPrefix
                    + (table == "Localizable" ? "" : ResourceNames.upperCamel(ResourceNames.words(table)) + ".")
                    + ResourceNames.rswiftSymbol(key)
                if generatedKeys[catalog] == nil { generatedKeys[catalog] = reference }
            }
        }
    }
}

/// One scan's state.
private struct Scan {
    var resources = AppResources()
    var warnings: [String] = []
    var visited: Set<String> = []
    var budget = ResourceFiles.maximumEntries
    var developmentRegions: [String] = []
    var sourceLanguages: [String] = []

    mutating func walk(_ folder: String, depth: Int) {
        guard depth < ResourceFiles.maximumDepth, budget > 0, let id = ResourceFiles.identity(of: folder),
            visited.insert(id).inserted
        else { return }
        guard let entries = ResourceFiles.entries(of: folder) else { return }
        for entry in entries {
            budget -= 1
            if budget == 0 {
                warnings.append(
                    "warning: \(folder): more than \(ResourceFiles.maximumEntries) files; the rest are not read")
            }
            guard budget > 0 else { return }
            if entry.name.hasPrefix(".") { continue }
            visit(entry, depth: depth)
        }
    }

    /// One entry of a walk: a resource it reads, or a folder walked into.
    mutating func visit(_ entry: ResourceFiles.Entry, depth: Int) {
        let ext = (entry.name as NSString).pathExtension.lowercased()
        if entry.isFolder {
            if ResourceFiles.skippedFolders.contains(entry.name) { return }
            switch ext {
            case "xcassets":
                guard let id = ResourceFiles.identity(of: entry.path), visited.insert(id).inserted else { return }
                let catalog = AssetCatalog.read(entry.path, warnings: &warnings, budget: &budget)
                resources.catalogs.append(entry.path)
                resources.colors.merge(catalog.colors) { first, _ in first }
                resources.images.merge(catalog.images) { first, _ in first }
                resources.symbols.merge(catalog.symbols) { first, _ in first }
            case "lproj":
                guard let id = ResourceFiles.identity(of: entry.path), visited.insert(id).inserted else { return }
                readLocalization(entry.path, language: (entry.name as NSString).deletingPathExtension)
            case "xcodeproj":
                readProject(entry.path)
            case "xcdatamodeld":
                guard let id = ResourceFiles.identity(of: entry.path), visited.insert(id).inserted else { return }
                if let model = DataModel.read(entry.path, warnings: &warnings) {
                    resources.dataModels.append(model)
                }
            default:
                walk(entry.path, depth: depth + 1)
            }
            return
        }
        switch ext {
        case "xcstrings":
            guard let id = ResourceFiles.identity(of: entry.path), visited.insert(id).inserted else { return }
            readCatalog(entry.path)
        case "ttf", "otf", "ttc": readFont(entry.path)
        case "swift" where entry.name == "Package.swift": readPackage(entry.path)
        case "swift": break
        default:
            // Any other file is a bundle resource a view may load by name (`Bundle.module.url(
            // forResource: "arrivals", withExtension: "json")`): its path, read when loaded.
            if resources.bundledFiles[entry.name] == nil { resources.bundledFiles[entry.name] = entry.path }
        }
    }

    mutating func read(_ path: String, limit: Int = ResourceFiles.maximumTextBytes) -> [UInt8]? {
        do { return try ResourceFiles.read(path, limit: limit) } catch {
            warnings.append("warning: \(error); skipped")
            return nil
        }
    }

    mutating func readLocalization(_ folder: String, language: String) {
        guard let entries = ResourceFiles.entries(of: folder) else { return }
        for entry in entries.prefix(1000) where !entry.isFolder {
            let ext = (entry.name as NSString).pathExtension
            let table = (entry.name as NSString).deletingPathExtension
            switch ext {
            case "strings":
                guard let bytes = read(entry.path) else { continue }
                let (pairs, problem) = StringsFile.read(bytes)
                if let problem {
                    warnings.append(
                        "warning: \(entry.path): \(problem)" + (pairs.isEmpty ? "; skipped" : "; read up to there"))
                }
                add(pairs.mapValues { .plain($0) }, table: table, language: language, replacing: false)
            case "stringsdict":
                guard let bytes = read(entry.path) else { continue }
                let (plurals, problem) = StringsDict.read(bytes)
                if let problem { warnings.append("warning: \(entry.path): \(problem); skipped") }
                // A stringsdict entry wins over the same key in the .strings table, as in iOS.
                add(plurals, table: table, language: language, replacing: true)
            case "xcstrings":
                readCatalog(entry.path)
            default: continue
            }
        }
    }

    mutating func add(_ values: [String: LocalizedValue], table: String, language: String, replacing: Bool) {
        resources.stringsFileCount += 1
        resources.tables[table, default: [:]][language, default: [:]].merge(values) { old, new in replacing ? new : old
        }
    }

    mutating func readCatalog(_ path: String) {
        guard let bytes = read(path) else { return }
        let (languages, source, problem) = StringCatalog.read(bytes)
        if let problem {
            warnings.append("warning: \(path): \(problem); skipped")
            return
        }
        if let source, !sourceLanguages.contains(source) { sourceLanguages.append(source) }
        let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        resources.stringsFileCount += 1
        for (language, values) in languages {
            resources.tables[table, default: [:]][language, default: [:]].merge(values) { old, _ in old }
        }
        // The table exists even with no translation: its keys show themselves.
        if resources.tables[table] == nil { resources.tables[table] = [:] }
    }

    mutating func readFont(_ path: String) {
        guard let bytes = read(path, limit: ResourceFiles.maximumFontBytes) else { return }
        // (An app may commit its licensed fonts as empty files: swiyu's ABC Diatype.)
        guard !bytes.isEmpty else {
            warnings.append("warning: \(path): the file is empty (the app's repository leaves the font out); skipped")
            return
        }
        let names = FontNames.read(bytes)
        guard !names.isEmpty else {
            warnings.append("warning: \(path): no names in its 'name' table (not a font?); skipped")
            return
        }
        resources.fonts.append(ShippedFont(path: path, names: names))
    }

    /// `developmentRegion = en;` in `project.pbxproj`.
    mutating func readProject(_ folder: String) {
        let file = (folder as NSString).appendingPathComponent("project.pbxproj")
        guard FileManager.default.fileExists(atPath: file), let bytes = read(file, limit: 32 << 20) else { return }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let r = text.range(of: "developmentRegion = ") else { return }
        let value = text[r.upperBound...].prefix { $0 != ";" && $0 != "\n" }.prefix(40)
            .trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        if !value.isEmpty, !developmentRegions.contains(value) { developmentRegions.append(value) }
    }

    /// `defaultLocalization: "en"` in `Package.swift`.
    mutating func readPackage(_ path: String) {
        guard let bytes = try? ResourceFiles.read(path, limit: 1 << 20) else { return }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let r = text.range(of: "defaultLocalization:") else { return }
        let rest = text[r.upperBound...].drop { $0 == " " }
        guard rest.first == "\"" else { return }
        let value = String(rest.dropFirst().prefix { $0 != "\"" && $0 != "\n" }.prefix(40))
        if !value.isEmpty, !developmentRegions.contains(value) { developmentRegions.append(value) }
    }
}
