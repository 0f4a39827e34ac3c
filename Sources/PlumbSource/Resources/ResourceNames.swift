import Foundation

/// The Swift names code generators give an app's resources, so that `Color(.brandPrimary)`,
/// `L10n.About.rateUs` and `R.string.localizable.aboutRateUs()` find the asset or key they
/// were generated from when the generated file is not in the tree.
enum ResourceNames {
    /// The words of a name split at separators (anything not a letter or digit) and at a
    /// lower-to-upper case change (`brandPrimary`, `brand-primary`, `Brand Primary` all give
    /// `brand`, `Primary`).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for c in name {
            if !(c.isLetter || c.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let p = previous, p.isLowercase || p.isNumber, c.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(c)
            previous = c
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `words` joined in lower camel case, Swift's API style: the first word's leading
    /// capitals lowered (`URLBar` → `urlBar`, `Brand` → `brand`), each later word capitalized.
    static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        var head = ""
        let chars = Array(first)
        var i = 0
        while i < chars.count, chars[i].isUppercase {
            // Keep the capital that starts a lowercase word (`URLBar`: the `B`).
            if i > 0, i + 1 < chars.count, chars[i + 1].isLowercase { break }
            head += chars[i].lowercased()
            i += 1
        }
        head += String(chars[i...])
        var out = head + words.dropFirst().map(capitalizedFirst).joined()
        if let c = out.first, c.isNumber { out = "_" + out }
        return out
    }

    static func capitalizedFirst(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    /// Xcode 15's generated asset symbol for an asset name (`ColorResource`,
    /// `ImageResource`): the last path component in lower camel case, a trailing `Color`
    /// (colours) or `Image` (images) suffix removed: `brand-primary`, `BrandPrimary` and
    /// `BrandPrimaryColor` are all `.brandPrimary`.
    static func assetSymbol(_ assetName: String, suffix: String) -> String {
        let last = String(assetName.split(separator: "/").last ?? Substring(assetName))
        var symbol = lowerCamel(words(last))
        if symbol.count > suffix.count, symbol.hasSuffix(suffix) { symbol.removeLast(suffix.count) }
        return symbol
    }

    /// SwiftGen's name for an asset in its xcassets template (`swiftIdentifier` then
    /// `lowerFirstWord`), which Tuist's accessors use too: the last path component in lower
    /// camel case, words split at separators, no suffix removed (`no-mailbox` is `noMailbox`,
    /// `onAccentBlueColor` stays itself).
    static func swiftGenAssetSymbol(_ assetName: String) -> String {
        lowerCamel(words(String(assetName.split(separator: "/").last ?? Substring(assetName))))
    }

    /// R.swift's name for an asset (`R.color.bookmark_list_bg`, `R.image.appLogo`): the last
    /// path component split at every character but letters, digits and `_`, later pieces
    /// capitalized, leading capitals lowered (R.swift's `SwiftIdentifier`: underscores kept,
    /// so `bookmark_list_bg` stays itself; `app-logo` is `appLogo`).
    static func rswiftAssetSymbol(_ assetName: String) -> String {
        let last = String(assetName.split(separator: "/").last ?? Substring(assetName))
        let pieces = last.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        guard let first = pieces.first else { return "" }
        return lowerCamel([first]) + pieces.dropFirst().map(capitalizedFirst).joined()
    }

    /// SwiftGen's names for a strings key (its `structured-swift5` and `flat-swift5`
    /// templates, `L10n` by default): `about.rate_us` is `About.rateUs` (each dotted
    /// component but the last an enum, capitalized; the last a property in lower camel case,
    /// words split at `_`, `-` and spaces) and, flat, `aboutRateUs`.
    static func swiftGenSymbols(_ key: String) -> [String] {
        let components = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let last = components.last, !last.isEmpty else { return [] }
        let enums = components.dropLast().map { upperCamel(words($0)) }
        let structured = (enums + [lowerCamel(words(last))]).joined(separator: ".")
        let flat = lowerCamel(components.flatMap(words))
        return structured == flat ? [flat] : [structured, flat]
    }

    static func upperCamel(_ words: [String]) -> String { words.map(capitalizedFirst).joined() }

    /// The prefix under which ``AppResources`` indexes Xcode's string catalog symbols.
    static let catalogSymbolPrefix = "LocalizedStringResource."

    /// R.swift's name for a strings key: `about.rate_us` is `aboutRateUs` (lower camel case
    /// across every separator); its table `Localizable` is `localizable`.
    static func rswiftSymbol(_ key: String) -> String { lowerCamel(words(key)) }

    /// A snake-case name for a strings key, as generators that keep the key's spelling write
    /// it: lowercased, every character but `a`–`z` and `0`–`9` an underscore
    /// (`zim_file.base-info.Size` is `zim_file_base_info_size`).
    static func snakeSymbol(_ key: String) -> String {
        String(
            key.lowercased().unicodeScalars.map { s -> Character in
                ("a"..."z").contains(s) || ("0"..."9").contains(s) ? Character(s) : "_"
            })
    }
}
