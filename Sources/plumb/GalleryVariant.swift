import Foundation
import Plumb

/// One way a gallery draws every preview (`plumb previews --variants`): a colour scheme, and
/// what else the variant sets of Dynamic Type size, layout direction, locale and device, as
/// PlumbTesting's `SnapshotVariant` sets them for snapshot tests. `--color-scheme light,dark`
/// is `--variants light,dark`.
///
/// A variant is written as its parts joined by `+`: `dark`, `dark+ax3`, `rtl`, `ar`,
/// `light+iphone-se`.
struct GalleryVariant: Sendable, Equatable {
    var scheme = ColorScheme.light
    var dynamicType: DynamicTypeSize?
    var direction: LayoutDirection?
    var locale: Locale?
    var device: DevicePreset?
    /// As given, lower-cased: `dark+ax3`.
    var name: String

    static let light = GalleryVariant(name: "light")
    static let dark = GalleryVariant(scheme: .dark, name: "dark")

    /// What `--variants` says of a part it does not know.
    static let expected =
        "a colour scheme (light, dark), a Dynamic Type size (xs…xxxl, ax1…ax5), ltr or rtl, a device "
        + "(`plumb devices`) or a locale (ar, de_DE)"

    /// The variant `text` names (`dark+ax3+rtl`).
    init(parsing text: String) throws {
        name = text.lowercased()
        for part in name.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
            if part == "light" || part == "dark" {
                scheme = part == "dark" ? .dark : .light
            } else if part == "ltr" || part == "rtl" {
                direction = part == "rtl" ? .rightToLeft : .leftToRight
            } else if let size = DynamicTypeSize(name: part) {
                dynamicType = size
            } else if let preset = DevicePreset.named(part) {
                device = preset
            } else if let parsed = LayoutOptions.locale(part) {
                locale = parsed
            } else {
                throw UsageError(message: "--variants: '\(part)' in '\(text)' is not \(GalleryVariant.expected)")
            }
        }
    }

    init(scheme: ColorScheme = .light, name: String) {
        self.scheme = scheme
        self.name = name
    }

    /// Whether it sets only the colour scheme: its pictures keep the names `--color-scheme`
    /// gives (`Card-1.png`, `Card-1-dark.png`) and its manifest entries name no variant.
    var isSchemeOnly: Bool { dynamicType == nil && direction == nil && locale == nil && device == nil }

    /// What ends its pictures' names: nothing for light, `-dark`, else `-` and its parts:
    /// `-dark-ax3`.
    var suffix: String {
        if isSchemeOnly { return scheme == .dark ? "-dark" : "" }
        return "-" + PreviewGallery.slug(name.replacingOccurrences(of: "+", with: "-"))
    }

    /// Its place among a preview's pictures: light, dark, then the others by name.
    var rank: (Int, String) { isSchemeOnly ? (scheme == .dark ? 1 : 0, "") : (2, name) }

    /// The options a preview is drawn with in this variant. A locale lays out in its
    /// direction unless the variant gives one; a device replaces `.previewDevice`.
    func apply(to options: inout LayoutOptions) {
        options.colorScheme = scheme
        if let dynamicType { options.dynamicTypeSize = dynamicType }
        if let locale {
            options.locale = locale
            options.layoutDirection = LayoutOptions.direction(of: locale)
        }
        if let direction { options.layoutDirection = direction }
        if let device {
            options.use(device)
            options.deviceGiven = true
        }
    }
}
