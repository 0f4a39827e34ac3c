import Foundation

/// UIKit's system colours, as `Color(uiColor: .systemBackground)`, `Color(.secondaryLabel)`
/// and `UIColor.systemRed` name them: their light-mode values on iOS 17 and 18 (Apple's
/// Human Interface Guidelines, "Color": the system colours and the dynamic background,
/// label, fill and separator colours, in sRGB). One table for the reader (`Color(.systemGray5)`)
/// and the `SwiftUI` module's `UIColor` stand-in.
package enum SystemColors {
    package static func named(_ name: String) -> Color? {
        guard let (hex, alpha) = table[name] else { return nil }
        return Color(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, opacity: alpha)
    }

    package static let table: [String: (UInt32, Double)] = [
        "systemRed": (0xFF3B30, 1), "systemOrange": (0xFF9500, 1), "systemYellow": (0xFFCC00, 1),
        "systemGreen": (0x34C759, 1), "systemMint": (0x00C7BE, 1), "systemTeal": (0x30B0C7, 1),
        "systemCyan": (0x32ADE6, 1), "systemBlue": (0x007AFF, 1), "systemIndigo": (0x5856D6, 1),
        "systemPurple": (0xAF52DE, 1), "systemPink": (0xFF2D55, 1), "systemBrown": (0xA2845E, 1),
        "systemGray": (0x8E8E93, 1), "systemGray2": (0xAEAEB2, 1), "systemGray3": (0xC7C7CC, 1),
        "systemGray4": (0xD1D1D6, 1), "systemGray5": (0xE5E5EA, 1), "systemGray6": (0xF2F2F7, 1),
        "systemBackground": (0xFFFFFF, 1), "secondarySystemBackground": (0xF2F2F7, 1),
        "tertiarySystemBackground": (0xFFFFFF, 1), "systemGroupedBackground": (0xF2F2F7, 1),
        "secondarySystemGroupedBackground": (0xFFFFFF, 1), "tertiarySystemGroupedBackground": (0xF2F2F7, 1),
        "label": (0x000000, 1), "secondaryLabel": (0x3C3C43, 0.6), "tertiaryLabel": (0x3C3C43, 0.3),
        "quaternaryLabel": (0x3C3C43, 0.18), "placeholderText": (0x3C3C43, 0.3), "separator": (0x3C3C43, 0.29),
        "opaqueSeparator": (0xC6C6C8, 1), "link": (0x007AFF, 1), "systemFill": (0x787880, 0.2),
        "secondarySystemFill": (0x787880, 0.16), "tertiarySystemFill": (0x767680, 0.12),
        "quaternarySystemFill": (0x747480, 0.08), "white": (0xFFFFFF, 1), "black": (0x000000, 1),
        "clear": (0x000000, 0), "darkGray": (0x555555, 1), "lightGray": (0xAAAAAA, 1), "gray": (0x808080, 1),
        "red": (0xFF0000, 1), "green": (0x00FF00, 1), "blue": (0x0000FF, 1),
        // AppKit's names for the same roles (macOS light mode).
        "windowBackgroundColor": (0xECECEC, 1), "controlBackgroundColor": (0xFFFFFF, 1),
        "textBackgroundColor": (0xFFFFFF, 1), "labelColor": (0x000000, 0.85), "secondaryLabelColor": (0x000000, 0.5),
        "separatorColor": (0x000000, 0.1), "controlAccentColor": (0x007AFF, 1), "textColor": (0x000000, 1),
        "underPageBackgroundColor": (0x969696, 0.9),
    ]
}
