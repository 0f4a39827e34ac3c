import Foundation

/// iOS's system colours, light and dark: what `Color.red`, `Color.primary`,
/// `Color(uiColor: .systemBackground)`, `Color(.secondaryLabel)` and `UIColor.systemRed` draw.
/// One table for SwiftUI's named colours, the reader (`Color(.systemGray5)`) and the `SwiftUI`
/// module's `UIColor` stand-in.
///
/// A system colour keeps its name (``Color/name``: `"systemBackground"`, `"red"`), so it is
/// resolved where it is drawn, in the colour scheme and release of the view that draws it
/// (``Color/resolved(scheme:version:)``); its stored components are its iOS 17/18 light value.
///
/// Evidence, per table:
/// - **iOS 13–18, light and dark**: Apple's Human Interface Guidelines, "Color"
///   (https://developer.apple.com/design/human-interface-guidelines/color, the "System colors",
///   "iOS, iPadOS system gray colors" and dynamic background/label/fill/separator tables as
///   published before its June 9, 2025 update; systemMint dark as corrected on December 19,
///   2022), and UIKit's dynamic colours as printed from `UIColor.resolvedColor(with:)` on iOS 13
///   (https://noahgilmore.com/blog/dark-mode-uicolor-compatibility: label, secondaryLabel
///   60,60,67 @ 0.6 / 235,235,245 @ 0.6, separator 60,60,67 @ 0.29 / 84,84,88 @ 0.6,
///   systemFill 120,120,128 @ 0.2 / @ 0.36 ...; and the same print of
///   secondarySystemGroupedBackground, dark 0.109804, 0.109804, 0.117647 = 28,28,30, quoted in
///   https://newbe.dev/what-is-the-default-background-color-of-uitableviewcell-in-ios-13).
///   Documented (HIG) and measured (UIKit prints). The base (not elevated) dark backgrounds.
/// - **iOS 26**: the HIG's "Updated system color values" (June 9, 2025) changed the twelve hues
///   (red 255,56,60 / 255,66,69; blue 0,136,255 / 0,145,255; ...). The page shows them as
///   images; the values here are a published transcription of it (reported). The grays, label,
///   background, fill and separator colours are not listed as changed and keep their iOS 18
///   values (open).
/// - AppKit's names (`NSColor.windowBackgroundColor`, ...): macOS light values; their dark
///   values are not modelled (open: they draw their light value in dark mode).
package enum SystemColors {
    /// A colour's light and dark sRGB value: `0xRRGGBB` and an opacity.
    package struct Entry: Sendable {
        package let light: UInt32, lightAlpha: Double
        package let dark: UInt32, darkAlpha: Double

        init(_ light: UInt32, _ lightAlpha: Double = 1, dark: UInt32, _ darkAlpha: Double = 1) {
            self.light = light
            self.lightAlpha = lightAlpha
            self.dark = dark
            self.darkAlpha = darkAlpha
        }
    }

    /// The colour for a UIKit/AppKit name (`"systemBackground"`, `"label"`, `"white"`). Dynamic
    /// colours carry their name so they resolve per colour scheme; UIKit's fixed colours
    /// (`UIColor.red` is 1, 0, 0 in both schemes) carry none.
    package static func named(_ name: String) -> Color? {
        if let entry = dynamic[name] ?? plumbDynamic[name] {
            return Color(
                named: name, component(entry.light, 16), component(entry.light, 8), component(entry.light, 0),
                entry.lightAlpha)
        }
        guard let (hex, alpha) = fixed[name] else { return nil }
        return Color(red: component(hex, 16), green: component(hex, 8), blue: component(hex, 0), opacity: alpha)
    }

    /// The entry for a colour name: a UIKit name (`"systemRed"`) or one of SwiftUI's
    /// (`"red"` is systemRed, `"primary"` label, `"secondary"` secondaryLabel,
    /// `"accentColor"` the default accent, systemBlue), for `version`.
    package static func entry(_ name: String, version: PlatformVersion) -> Entry? {
        let key = swiftUINames[name] ?? name
        if version.isIOS26OrLater, let changed = iOS26Hues[key] { return changed }
        return dynamic[key] ?? plumbDynamic[key]
    }

    static func component(_ hex: UInt32, _ shift: UInt32) -> Double { Double((hex >> shift) & 0xFF) / 255 }

    /// SwiftUI's named colours and the UIKit colours they are.
    static let swiftUINames: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen",
        "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue",
        "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink", "brown": "systemBrown",
        "gray": "systemGray", "primary": "label", "secondary": "secondaryLabel", "accentColor": "systemBlue",
    ]

    /// iOS 13–18: the HIG's tables and UIKit's prints (see the type's comment).
    static let dynamic: [String: Entry] = [
        "systemRed": Entry(0xFF3B30, dark: 0xFF453A), "systemOrange": Entry(0xFF9500, dark: 0xFF9F0A),
        "systemYellow": Entry(0xFFCC00, dark: 0xFFD60A), "systemGreen": Entry(0x34C759, dark: 0x30D158),
        "systemMint": Entry(0x00C7BE, dark: 0x63E6E2), "systemTeal": Entry(0x30B0C7, dark: 0x40C8E0),
        "systemCyan": Entry(0x32ADE6, dark: 0x64D2FF), "systemBlue": Entry(0x007AFF, dark: 0x0A84FF),
        "systemIndigo": Entry(0x5856D6, dark: 0x5E5CE6), "systemPurple": Entry(0xAF52DE, dark: 0xBF5AF2),
        "systemPink": Entry(0xFF2D55, dark: 0xFF375F), "systemBrown": Entry(0xA2845E, dark: 0xAC8E68),
        "systemGray": Entry(0x8E8E93, dark: 0x8E8E93), "systemGray2": Entry(0xAEAEB2, dark: 0x636366),
        "systemGray3": Entry(0xC7C7CC, dark: 0x48484A), "systemGray4": Entry(0xD1D1D6, dark: 0x3A3A3C),
        "systemGray5": Entry(0xE5E5EA, dark: 0x2C2C2E), "systemGray6": Entry(0xF2F2F7, dark: 0x1C1C1E),
        "systemBackground": Entry(0xFFFFFF, dark: 0x000000),
        "secondarySystemBackground": Entry(0xF2F2F7, dark: 0x1C1C1E),
        "tertiarySystemBackground": Entry(0xFFFFFF, dark: 0x2C2C2E),
        "systemGroupedBackground": Entry(0xF2F2F7, dark: 0x000000),
        "secondarySystemGroupedBackground": Entry(0xFFFFFF, dark: 0x1C1C1E),
        "tertiarySystemGroupedBackground": Entry(0xF2F2F7, dark: 0x2C2C2E),
        "label": Entry(0x000000, dark: 0xFFFFFF), "secondaryLabel": Entry(0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6),
        "tertiaryLabel": Entry(0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3),
        "quaternaryLabel": Entry(0x3C3C43, 0.18, dark: 0xEBEBF5, 0.18),
        "placeholderText": Entry(0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3),
        "separator": Entry(0x3C3C43, 0.29, dark: 0x545458, 0.6), "opaqueSeparator": Entry(0xC6C6C8, dark: 0x38383A),
        "link": Entry(0x007AFF, dark: 0x0984FF),
        "systemFill": Entry(0x787880, 0.2, dark: 0x787880, 0.36),
        "secondarySystemFill": Entry(0x787880, 0.16, dark: 0x787880, 0.32),
        "tertiarySystemFill": Entry(0x767680, 0.12, dark: 0x767680, 0.24),
        "quaternarySystemFill": Entry(0x747480, 0.08, dark: 0x767680, 0.18),
        // AppKit's names for the same roles (macOS light mode; dark not modelled).
        "windowBackgroundColor": Entry(0xECECEC, dark: 0xECECEC),
        "controlBackgroundColor": Entry(0xFFFFFF, dark: 0xFFFFFF),
        "textBackgroundColor": Entry(0xFFFFFF, dark: 0xFFFFFF),
        "labelColor": Entry(0x000000, 0.85, dark: 0x000000, 0.85),
        "secondaryLabelColor": Entry(0x000000, 0.5, dark: 0x000000, 0.5),
        "separatorColor": Entry(0x000000, 0.1, dark: 0x000000, 0.1),
        "controlAccentColor": Entry(0x007AFF, dark: 0x007AFF), "textColor": Entry(0x000000, dark: 0x000000),
        "underPageBackgroundColor": Entry(0x969696, 0.9, dark: 0x969696, 0.9),
    ]

    /// Plumb's own dynamic colours for the flat stand-ins of bar materials and a few control
    /// parts, so that they darken with the scheme (none is a UIKit name; every dark value is
    /// judged from iOS screenshots: open). Light values are those the bars and controls drew.
    static let plumbDynamic: [String: Entry] = [
        // iOS ≤ 18 bars (systemChromeMaterial's tone): 249 at 94% / 29 at 94%.
        "_barChrome": Entry(0xF9F9F9, 0.94, dark: 0x1D1D1D, 0.94),
        // iOS 26 Liquid Glass capsules: 97% white at 92% / a dark grey at 92%.
        "_barGlass": Entry(0xF7F7F7, 0.92, dark: 0x262628, 0.92),
        "_barGlassEdge": Entry(0x000000, 0.08, dark: 0xFFFFFF, 0.12),
        // The selected tab's capsule on iOS 26.
        "_tabSelection": Entry(0x000000, 0.06, dark: 0xFFFFFF, 0.10),
        // A switch's track when off: #E9E9EA / #39393D.
        "_switchOffTrack": Entry(0xE9E9EA, dark: 0x39393D),
        // A segmented control's selected segment: white / #636366.
        "_segmentSelection": Entry(0xFFFFFF, dark: 0x636366),
    ]

    /// iOS 26's hues (HIG, June 9, 2025; transcribed, reported).
    static let iOS26Hues: [String: Entry] = [
        "systemRed": Entry(0xFF383C, dark: 0xFF4245), "systemOrange": Entry(0xFF8D28, dark: 0xFF9230),
        "systemYellow": Entry(0xFFCC00, dark: 0xFFD600), "systemGreen": Entry(0x34C759, dark: 0x30D158),
        "systemMint": Entry(0x00C8B3, dark: 0x00DAC3), "systemTeal": Entry(0x00C3D0, dark: 0x00D2E0),
        "systemCyan": Entry(0x00C0E8, dark: 0x3CD3FE), "systemBlue": Entry(0x0088FF, dark: 0x0091FF),
        "systemIndigo": Entry(0x6155F5, dark: 0x6D7CFF), "systemPurple": Entry(0xCB30E0, dark: 0xDB34F2),
        "systemPink": Entry(0xFF2D55, dark: 0xFF375F), "systemBrown": Entry(0xAC7F5E, dark: 0xB78A66),
        "link": Entry(0x0088FF, dark: 0x0091FF),
    ]

    /// UIKit's fixed colours: the same in both schemes (UIColor's documentation gives each one's
    /// components: `yellow` 1, 1, 0; `orange` 1, 0.5, 0; `purple` 0.5, 0, 0.5; `brown` 0.6, 0.4,
    /// 0.2; here to the nearest of 255 levels).
    static let fixed: [String: (UInt32, Double)] = [
        "white": (0xFFFFFF, 1), "black": (0x000000, 1), "clear": (0x000000, 0), "darkGray": (0x555555, 1),
        "lightGray": (0xAAAAAA, 1), "gray": (0x808080, 1), "red": (0xFF0000, 1), "green": (0x00FF00, 1),
        "blue": (0x0000FF, 1), "cyan": (0x00FFFF, 1), "yellow": (0xFFFF00, 1), "magenta": (0xFF00FF, 1),
        "orange": (0xFF8000, 1), "purple": (0x800080, 1), "brown": (0x996633, 1),
    ]
}

extension Color {
    /// This colour as drawn in `scheme` on `version`: a system colour (one that carries a
    /// ``SystemColors`` name) takes that scheme's value, its opacity scaled as this colour's
    /// was (`Color.secondary.opacity(0.5)` is secondaryLabel at half its opacity); any other
    /// colour is itself. The result carries no name.
    /// An asset colour (one with ``Color/appearances``) takes the value its colour set gives
    /// that scheme and `contrast`, scaled the same way.
    package func resolved(
        scheme: ColorScheme, version: PlatformVersion, contrast: ColorSchemeContrast = .standard
    ) -> Color {
        if let appearances {
            let stored = appearances.value(scheme: .light, contrast: .standard)
            let value = appearances.value(scheme: scheme, contrast: contrast)
            let factor = stored.opacity > 0 ? opacity / stored.opacity : 1
            return Color(red: value.red, green: value.green, blue: value.blue, opacity: value.opacity * factor)
        }
        guard let name, let entry = SystemColors.entry(name, version: version),
            let stored = SystemColors.entry(name, version: .iOS18)
        else { return self }
        let factor = stored.lightAlpha > 0 ? opacity / stored.lightAlpha : 1
        let (hex, alpha) = scheme == .dark ? (entry.dark, entry.darkAlpha) : (entry.light, entry.lightAlpha)
        return Color(
            red: SystemColors.component(hex, 16), green: SystemColors.component(hex, 8),
            blue: SystemColors.component(hex, 0), opacity: alpha * factor)
    }
}
