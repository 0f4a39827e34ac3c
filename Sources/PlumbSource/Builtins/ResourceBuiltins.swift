import Foundation
import PlumbCore

/// What an app's resources (``AppResources``) mean to source: asset colours and images by
/// name and by generated symbol, localized strings by key, and the generated accessors of
/// SwiftGen (`L10n.About.rateUs`) and R.swift (`R.string.localizable.aboutRateUs()`) when
/// their generated file is not among the files read. Without resources every lookup misses
/// and source reads as it did: asset colours grey, keys shown as written.
extension Interpreter {
    /// `UIColor(named:)`, `UIImage(named:)`, `UIFont(name:size:)` (and `Font(uiFont)`), and
    /// `NSLocalizedString(_:tableName:bundle:value:comment:)`.
    static let resourceValues: [ValueEntry] = [
        .init("UIColor", binding: .readerOnly(uiColorForms)) { i, a, at throws(Diagnostic) in
            if let named = a.take("named") {
                for label in ["in", "compatibleWith"] { _ = a.take(label) }
                let name = try i.string(named.value, at: named.offset)
                // UIKit's initializer is failable: `nil` where the app's catalogs (read) have no
                // colour set of that name, which code falls back from (EUDI Wallet's
                // ColorManager: `guard let c = UIColor(named: name, in: bundle, ...) else { ...
                // system colour }`). With no catalog read, a grey colour, as before.
                if i.resources.color(named: name) == nil, !i.resources.catalogs.isEmpty {
                    return Value.none
                }
                return .color(i.assetColor(name, at: named.offset))
            }
            // `UIColor { traits in traits.userInterfaceStyle == .dark ? a : b }`,
            // `UIColor(dynamicProvider:)`: the provider asked for light and for dark.
            if let provider = a.take("dynamicProvider") ?? a.takeClosure() {
                return .color(try i.dynamicColor(provider.value, at: provider.offset))
            }
            if let resource = a.take("resource") ?? a.take("cgColor") ?? a.take("ciColor") ?? a.takeUnlabeled() {
                if case .symbol(let name, nil, let symbolAt) = resource.value {
                    if let c = i.resources.color(resource: name) ?? SystemColors.named(name) { return .color(c) }
                    // `UIColor(color)` of a SwiftUI colour written as a member (`.white`, or
                    // `.isowordsBlack` from the app's `extension Color`).
                    if let c = Color.named(name) { return .color(c) }
                    if let c = try i.extensionColor(name, at: symbolAt) { return .color(c) }
                }
                if case .color(let c) = resource.value { return .color(c) }
                i.warn(
                    "colour \(resource.value.kind) is unknown to Plumb; drawn as gray", about: resource.value,
                    at: resource.offset)
                return .color(.gray)
            }
            // `UIColor(white:alpha:)`, `(red:green:blue:alpha:)`, and `(hue:saturation:brightness:
            // alpha:)` (HSB in the sRGB space, as SwiftUI's `Color(hue:...)`: Pilgrim's seasonal
            // palette): the components, and the opacity (1 unless given).
            func components(_ labels: [String]) throws(Diagnostic) -> (values: [Double], alpha: Double)? {
                guard labels.allSatisfy({ label in a.entries.contains { $0.label == label } }) else { return nil }
                var values: [Double] = []
                for label in labels {
                    let e = a.take(label)!
                    values.append(try i.double(e.value, at: e.offset))
                }
                let alpha = try a.take("alpha").map { e throws(Diagnostic) in try i.double(e.value, at: e.offset) } ?? 1
                return (values, alpha)
            }
            if let (v, alpha) = try components(["white"]) { return .color(Color(white: v[0], opacity: alpha)) }
            if let (v, alpha) = try components(["red", "green", "blue"]) {
                return .color(Color(red: v[0], green: v[1], blue: v[2], opacity: alpha))
            }
            // `UIColor(displayP3Red:green:blue:alpha:)`: components in Display P3, as
            // SwiftUI's `Color(.displayP3, red:green:blue:opacity:)`.
            if let (v, alpha) = try components(["displayP3Red", "green", "blue"]) {
                return .color(Color(.displayP3, red: v[0], green: v[1], blue: v[2], opacity: alpha))
            }
            if let (v, alpha) = try components(["hue", "saturation", "brightness"]) {
                return .color(Color(hue: v[0], saturation: v[1], brightness: v[2], opacity: alpha))
            }
            a.takeAll()
            i.warn("this UIColor initializer is unknown to Plumb; drawn as gray", at: at)
            return .color(.gray)
        },
        .init("UIImage", binding: .readerOnly("UIKit's UIImage: named: reads the app's asset catalogs")) {
            i, a, at throws(Diagnostic) in
            // `UIImage(imageLiteralResourceName:)`: the asset of that name (UIKit's
            // non-failable form, which an image literal compiles to).
            if let named = a.take("named") ?? a.take("systemName") ?? a.take("imageLiteralResourceName") {
                let isSystem = named.label == "systemName"
                a.takeAll()
                let name = try i.string(named.value, at: named.offset)
                return .image(isSystem ? Image(systemName: name) : i.assetImage(name, at: named.offset))
            }
            if let resource = a.take("resource"), case .symbol(let name, nil, _) = resource.value {
                return .image(i.assetImage(i.resources.imageName(resource: name) ?? name, at: resource.offset))
            }
            // `UIImage(data:)`: the image whose data it is (`jpegData()` keeps the image), else
            // nil, as for data that is no image: the app's fallback shows (data a server or a
            // store would give is not in the files).
            if let data = a.take("data") {
                a.takeAll()
                if case .image = data.value { return data.value }
                i.touch(data.value)
                return .none
            }
            a.takeAll()
            return try i.placeholder("UIImage", at: at)
        },
        .init("UIFont", binding: .readerOnly("UIKit's UIFont: name:size: finds a font the app ships")) {
            i, a, at throws(Diagnostic) in
            if let name = a.take("name"), let size = a.take("size") {
                return .font(
                    .custom(try i.string(name.value, at: name.offset), size: try i.cgFloat(size.value, at: size.offset))
                )
            }
            a.takeAll()
            return try i.placeholder("UIFont", at: at)
        },
        // `UIFontMetrics(forTextStyle: .body)`: what `scaledValue(for:)` and `scaledFont(for:)`
        // ask (Interpreter+Methods.swift), at the default size (large) the value itself
        // (Pocket Casts' DynamicallyScalableFont: every button label had size 0).
        .init(
            "UIFontMetrics",
            binding: .readerOnly("UIKit's UIFontMetrics(forTextStyle:): scales by 1 at the default Dynamic Type size")
        ) { _, a, _ throws(Diagnostic) in
            a.takeAll()
            return .opaque("UIFontMetrics(forTextStyle:)")
        },
        .init("Font", binding: .readerOnly("Font(_:) from a UIKit UIFont or Core Text CTFont")) {
            i, a, at throws(Diagnostic) in
            guard let font = a.takeUnlabeled() else { throw i.error("missing font in call to 'Font'", at: at) }
            return .font(try i.font(font.value, at: font.offset))
        },
        .init("NSLocalizedString", binding: .swift) { i, a, at throws(Diagnostic) in
            guard let key = a.takeUnlabeled() else {
                throw i.error("missing key in call to 'NSLocalizedString'", at: at)
            }
            // `tableName: nil` (a wrapper's default passed on) is the default table.
            let table = try a.take("tableName").flatMap { e throws(Diagnostic) -> String? in
                if case .none = e.value { return nil }
                return try i.string(e.value, at: e.offset)
            }
            let value = try a.take("value").flatMap { e throws(Diagnostic) -> String? in
                if case .none = e.value { return nil }
                return try i.string(e.value, at: e.offset)
            }
            for label in ["bundle", "comment"] { _ = a.take(label) }
            let k = try i.string(key.value, at: key.offset)
            return .string(i.resources.localizedString(k, table: table) ?? (value?.isEmpty == false ? value! : k))
        },
    ]

    static let uiColorForms =
        "UIKit's UIColor: named:, resource:, cgColor:, ciColor:, red:green:blue:alpha:, displayP3Red:green:blue:alpha:, white:alpha:, hue:saturation:brightness:alpha:, dynamicProvider: (asked for light and dark)"

    /// A colour from a UIKit dynamic provider: its closure called with an iPhone's traits in
    /// light mode and in dark mode, the two answers drawn in their scheme.
    func dynamicColor(_ provider: Value, at offset: Int) throws(Diagnostic) -> Color {
        guard case .closure(let closure) = provider else {
            warn("colour \(provider.kind) is unknown to Plumb; drawn as gray", about: provider, at: offset)
            return .gray
        }
        func answer(_ scheme: ColorScheme) throws(Diagnostic) -> ColorAppearances.Components {
            let traits = Interpreter.traitCollection(scheme, at: offset)
            let answer = try callValueClosure(closure, [traits], at: offset)
            // The provider answers a `UIColor`: `.systemGray6` is UIKit's system colour.
            let uiColor: Color
            if case .symbol(let name, nil, _) = answer, let system = SystemColors.named(name) {
                uiColor = system
            } else {
                uiColor = try color(answer, at: offset)
            }
            let c = uiColor.resolved(scheme: scheme, version: .iOS18)
            return .init(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
        }
        let light = try answer(.light)
        return Color("dynamic", appearances: ColorAppearances(any: light, light: light, dark: try answer(.dark)))
    }

    /// An iPhone's `UITraitCollection` in `scheme`, as a record of the traits apps read.
    static func traitCollection(_ scheme: ColorScheme, at offset: Int) -> Value {
        .tuple([
            ("userInterfaceStyle", .symbol(scheme == .dark ? "dark" : "light", arguments: nil, at: offset)),
            ("userInterfaceIdiom", .symbol("phone", arguments: nil, at: offset)),
            ("horizontalSizeClass", .symbol("compact", arguments: nil, at: offset)),
            ("verticalSizeClass", .symbol("regular", arguments: nil, at: offset)),
            ("layoutDirection", .symbol("leftToRight", arguments: nil, at: offset)),
            ("accessibilityContrast", .symbol("normal", arguments: nil, at: offset)),
            ("legibilityWeight", .symbol("regular", arguments: nil, at: offset)),
        ])
    }

    /// The asset colour `name`, grey with a warning when the app has none of that name.
    func assetColor(_ name: String, at offset: Int) -> Color {
        if let c = resources.color(named: name) { return c }
        if resources.catalogs.isEmpty {
            warn("asset colour '\(name)' is unknown to Plumb (no asset catalog read); drawn as gray", at: offset)
        } else {
            warn("no colour set '\(name)' in the app's asset catalogs; drawn as gray", at: offset)
        }
        return .gray
    }

    /// `Image(name)` as the app's catalog has it: a custom symbol is sized as a symbol, a
    /// template image draws in the foreground style.
    func assetImage(_ name: String, at offset: Int) -> Image {
        if resources.hasSymbol(named: name) { return Image(systemName: name) }
        if let image = resources.image(named: name), image.isTemplate { return Image(name).renderingMode(.template) }
        return Image(name)
    }

    // MARK: Strings

    /// What a string literal passed as a `LocalizedStringKey` is, before lookup: its key
    /// as a format (`"Hello %@"`, interpolated integers `%lld`, doubles `%lf`, a specifier
    /// as written, `%` doubled), and its interpolated values.
    struct LocalizableKey {
        var format = ""
        var arguments: [(value: StringFormat.Argument, text: Text?)] = []
    }

    /// The key `localizable` looked up in `table` and filled with its values; `nil` when no
    /// strings table has it.
    func localizedKey(_ localizable: LocalizableKey, table: String?) -> LocalizedStringKey? {
        guard resources.hasStrings,
            let pieces = resources.localized(
                localizable.format, table: table, arguments: localizable.arguments.map(\.value))
        else { return nil }
        var key = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: pieces.count)
        for piece in pieces {
            switch piece {
            case .literal(let s): key.appendLiteral(s)
            case .argument(let index, let shown):
                if let text = localizable.arguments[index].text {
                    key.appendInterpolation(text)
                } else {
                    key.appendInterpolation(shown)
                }
            }
        }
        return LocalizedStringKey(stringInterpolation: key)
    }

    /// The key of a plain string (`LocalizedStringKey(variable)`), localized.
    func localizedKey(_ string: String, table: String? = nil) -> LocalizedStringKey {
        var literal = LocalizableKey()
        literal.format = string
        return localizedKey(literal, table: table) ?? LocalizedStringKey(string)
    }

    /// The format argument of an interpolated value, and its part of the key's format.
    func formatArgument(_ value: Value, specifier: String?, shown: String) -> (String, StringFormat.Argument) {
        if let specifier, case .number(let d, let n) = value { return (specifier, n.map { .int($0) } ?? .double(d)) }
        switch value {
        case .number(_, let n?): return ("%lld", .int(n))
        case .number(let d, nil): return ("%lf", .double(d))
        default: return ("%@", .object(shown))
        }
    }

    // MARK: Generated accessors

    /// `R.color.bookmark_list_bg`, `R.image.logo` (R.swift), read from a stub path when no file
    /// declares `R`: the asset colour or image of the app's catalogs; nil for another path.
    func generatedAsset(_ path: String) -> Value? {
        if path.hasPrefix("R.color."), let c = resources.color(rswift: String(path.dropFirst(8))) { return .color(c) }
        if path.hasPrefix("R.image."), let name = resources.imageName(rswift: String(path.dropFirst(8))) {
            return .image(Image(name))
        }
        if let symbol = Interpreter.swiftGenAssetSymbol(path) {
            if let c = resources.color(swiftGen: symbol) { return .color(c) }
            if let name = resources.imageName(swiftGen: symbol) { return .image(Image(name)) }
        }
        return nil
    }

    /// The asset symbol of a SwiftGen xcassets accessor path (`Asset.logo`,
    /// `Asset.Colors.brand`) or Tuist's (`MailResourcesAsset.check`: Tuist runs SwiftGen's
    /// template with the enum named after the resources' target): the last component, when
    /// the first is `Asset` or ends in `Asset`, the ones between are folder namespaces
    /// (capitalized), and the last begins in lower case; nil for another path. Their members
    /// (`.swiftUIImage`, `.image`, `.swiftUIColor`, `.color`) are the asset itself
    /// (Interpreter+Members.swift).
    static func swiftGenAssetSymbol(_ path: String) -> String? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let root = parts.first, root.hasSuffix("Asset"), root.first?.isUppercase == true,
            let last = parts.last, last.first?.isLowercase == true,
            parts.dropFirst().dropLast().allSatisfy({ $0.first?.isUppercase == true })
        else { return nil }
        return String(last)
    }

    /// `L10n.aboutRateUs`, `L10n.About.rateUs` (SwiftGen), read from a stub path when no file
    /// declares `L10n`: the key's value, or `nil` when the path names no key.
    func generatedString(_ path: String, arguments: Arguments?) throws(Diagnostic) -> Value? {
        guard resources.hasStrings else { return nil }
        let reference: AppResources.StringKeyReference
        if let symbol = Interpreter.generatorSymbol(path) {
            guard let r = resources.generatedKey(symbol) else { return nil }
            reference = r
        } else {
            guard let r = snakeCaseKey(path) else { return nil }
            reference = r
        }
        var values: [StringFormat.Argument] = []
        for e in arguments?.entries ?? [] where e.label != "preferredLanguages" {
            values.append(formatArgument(e.value, specifier: nil, shown: try describe(e.value, at: e.offset)).1)
        }
        guard let pieces = resources.localized(reference.key, table: reference.table, arguments: values) else {
            return nil
        }
        return .string(StringFormat.joined(pieces))
    }

    /// The symbol of a SwiftGen (`L10n.About.rateUs`, as `About.rateUs`) or R.swift
    /// (`R.string.localizable.aboutRateUs()`, as `R.localizable.aboutRateUs`) accessor path; nil
    /// for another path.
    static func generatorSymbol(_ path: String) -> String? {
        var symbol: String
        if path.hasPrefix("L10n.") {
            symbol = String(path.dropFirst(5))
        } else if let dot = path.firstIndex(of: "."), Interpreter.isTuistStringsEnum(path[..<dot]) {
            // Tuist's strings accessors (`MailResourcesStrings.Localizable.noMailboxTitle`):
            // SwiftGen's template with each table an enum, under `<Target>Strings`.
            symbol = String(path[path.index(after: dot)...])
        } else if path.hasPrefix("R.string.") {
            symbol = "R." + path.dropFirst(9)
        } else {
            return nil
        }
        if symbol.hasSuffix(".callAsFunction") { symbol.removeLast(15) }
        return symbol
    }

    /// `LocalString.enum_flavor_max`: a type no file declares (an app's generator's output,
    /// left out of the repository) whose member is a key of the app's strings in snake case.
    /// Only a member in that case's own form (lowercase words joined by underscores), so a
    /// member of a framework type Plumb does not know (`FileManager.default`) or of a stub
    /// (`item.seasons`) is never taken for a key that happens to share its name.
    func snakeCaseKey(_ path: String) -> AppResources.StringKeyReference? {
        guard let dot = path.firstIndex(of: "."), path[..<dot].first?.isUppercase == true,
            !path[..<dot].contains("(")
        else { return nil }
        let member = path[path.index(after: dot)...]
        let snake =
            member.contains("_") && member.first?.isLetter == true
            && member.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
        return snake ? resources.snakeKey(String(member)) : nil
    }

    /// The text of Xcode 26's generated symbol for a string catalog key
    /// (`Text(.journeyPlannerFromLabelTitle)`, `LocalizedStringResource.welcomeTitle`,
    /// `.Onboarding.welcomeTitle` of another table), translated; nil where the app's strings
    /// have no such key.
    ///
    /// A key with format arguments is a function (`.recentJourneyCellVia(name)` for
    /// `recent.journey.cell.via %@`): its arguments fill the translation.
    func catalogSymbolString(_ symbol: String, arguments: Arguments? = nil) -> String? {
        guard resources.hasStrings else { return nil }
        // XCStrings Tool's generated members (liamnichols/xcstrings-tool, a build plugin):
        // `.settings(.defaultSortOrder)` is the key `defaultSortOrder` of the table
        // `Settings.xcstrings`, `.app(.itemCount(3))` a key with its format's arguments.
        if let entries = arguments?.entries, entries.count == 1, entries[0].label == nil,
            case .symbol(let key, let keyArguments, _) = entries[0].value, let first = symbol.first
        {
            let table = first.uppercased() + symbol.dropFirst()
            if let values = formatArguments(keyArguments),
                let pieces = resources.localized(key, table: table, arguments: values)
            {
                return StringFormat.joined(pieces)
            }
        }
        guard let reference = resources.generatedKey(ResourceNames.catalogSymbolPrefix + symbol),
            let values = formatArguments(arguments),
            let pieces = resources.localized(reference.key, table: reference.table, arguments: values)
        else { return nil }
        return StringFormat.joined(pieces)
    }

    /// A generated string member's arguments, as its format's; nil where one cannot be shown.
    private func formatArguments(_ arguments: Arguments?) -> [StringFormat.Argument]? {
        var values: [StringFormat.Argument] = []
        for e in arguments?.entries ?? [] {
            guard let shown = try? describe(e.value, at: e.offset) else { return nil }
            values.append(formatArgument(e.value, specifier: nil, shown: shown).1)
        }
        return values
    }

    /// Whether `name` is the enum Tuist generates for a target's strings (`MailResourcesStrings`).
    static func isTuistStringsEnum(_ name: Substring) -> Bool {
        name.count > 7 && name.hasSuffix("Strings") && name.first?.isUppercase == true && !name.contains(".")
    }

    /// Whether a stub path is a SwiftGen or R.swift namespace the strings know (`L10n`,
    /// `L10n.About`, `R.string.localizable`), so it reads on without a warning.
    func isGeneratedNamespace(_ path: String) -> Bool {
        if path == "R" || path == "R.color" || path == "R.image", !resources.catalogs.isEmpty { return true }
        // `MailResourcesAsset`, `Asset.Colors`: a SwiftGen or Tuist asset enum or a folder of it.
        if !resources.catalogs.isEmpty, Interpreter.swiftGenAssetSymbol(path + ".x") != nil { return true }
        guard resources.hasStrings else { return false }
        if path == "L10n" || path == "R" || path == "R.string" { return true }
        if path.hasPrefix("L10n.") { return resources.isGeneratedNamespace(String(path.dropFirst(5))) }
        if Interpreter.isTuistStringsEnum(Substring(path)) { return true }
        if let dot = path.firstIndex(of: "."), Interpreter.isTuistStringsEnum(path[..<dot]) {
            return resources.isGeneratedNamespace(String(path[path.index(after: dot)...]))
        }
        if path.hasPrefix("R.string.") { return resources.isGeneratedNamespace("R." + path.dropFirst(9)) }
        return false
    }

    /// `bundle.localizedString(forKey:value:table:)` on any bundle (`Bundle.main`,
    /// SwiftGen's `BundleToken.bundle`): the key's raw value, plural forms reduced to `other`,
    /// for the `String(format:)` that follows; else the value given, else the key.
    func bundleLocalizedString(_ args: inout Arguments) throws(Diagnostic) -> Value? {
        guard let key = args.take("forKey") else { return nil }
        let value =
            try args.take("value").map { e throws(Diagnostic) -> String? in
                if case .none = e.value { return nil }
                return try string(e.value, at: e.offset)
            } ?? nil
        let table =
            try args.take("table").map { e throws(Diagnostic) -> String? in
                if case .none = e.value { return nil }
                return try string(e.value, at: e.offset)
            } ?? nil
        _ = args.take("localizations")
        let k = try string(key.value, at: key.offset)
        return .string(resources.localizedString(k, table: table) ?? (value?.isEmpty == false ? value! : k))
    }
}
