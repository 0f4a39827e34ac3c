import Foundation
import PlumbCore

/// A device's screen in portrait: its size in points, pixels per point and safe-area insets,
/// for `plumb --device NAME` and for laying views out as they would be on that device.
///
/// Sizes and scales: Apple's Human Interface Guidelines, "Layout" → Specifications
/// (https://developer.apple.com/design/human-interface-guidelines/layout#Specifications).
/// SPEC §6 lists the iPhone sizes and insets used here. Safe-area insets (portrait, status bar + Dynamic Island on top, home indicator below):
/// the table of https://juejin.cn/post/7602512226998534194 (iPhone 16: 59/34; 16 Pro and
/// 16 Pro Max: 62/34; 16e: 47/34; SE: 20/0), agreeing with the presets of Flutter's
/// device-preview libraries (https://pub.dev/documentation/flutterware/latest/devices/Devices/iphone16Pro-constant.html).
/// iPads without a home button: 24 (status bar) and 20 (home indicator), a judgement call
/// from the iPadOS status-bar height; check them against a simulator before relying on them.
public struct DevicePreset: Sendable, Equatable {
    /// The name `plumb --device` takes: `iphone-16`, `ipad-mini`...
    public var name: String
    /// The device's marketing name: "iPhone 16", as `previewDevice(_:)` names it.
    public var title: String
    /// The screen in points, portrait.
    public var size: CGSize
    /// Pixels per point: 3 on iPhones (2 on the iPhone SE), 2 on iPads.
    public var scale: CGFloat
    /// The safe-area insets in portrait: the status bar or Dynamic Island above, the home indicator below.
    public var safeArea: EdgeInsets
    /// The status bar's height: where a navigation bar starts (below the safe area's top on
    /// iPhones with a Dynamic Island: 54 against 59 or 62).
    public var statusBar: CGFloat

    /// A device of your own, or an older one than the presets: its screen in points, pixels
    /// per point, safe area and status bar's height (the safe area's top when not given).
    public init(
        name: String, title: String, size: CGSize, scale: CGFloat, safeArea: EdgeInsets, statusBar: CGFloat? = nil
    ) {
        self.name = name
        self.title = title
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.statusBar = statusBar ?? safeArea.top
    }

    /// Every preset, in the order `plumb devices` lists them.
    public static let all: [DevicePreset] = [
        .iPhone16, .iPhone16Plus, .iPhone16Pro, .iPhone16ProMax, .iPhone16e, .iPhone15, .iPhone14,
        .iPhone13Mini, .iPhoneSE, .iPadPro11, .iPadPro13, .iPadAir11, .iPad, .iPadMini,
    ]

    // Each preset by name, for code (`.device(.iPhone16)`); `named(_:)` reads the CLI's names.
    /// iPhone 16: 393 × 852 points at 3x, safe area 59 above and 34 below.
    public static let iPhone16 = phone("iphone-16", "iPhone 16", 393, 852, top: 59, statusBar: 54)
    /// iPhone 16 Plus: 430 × 932 at 3x, safe area 59 and 34.
    public static let iPhone16Plus = phone("iphone-16-plus", "iPhone 16 Plus", 430, 932, top: 59, statusBar: 54)
    /// iPhone 16 Pro: 402 × 874 at 3x, safe area 62 and 34.
    public static let iPhone16Pro = phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, top: 62, statusBar: 54)
    /// iPhone 16 Pro Max: 440 × 956 at 3x, safe area 62 and 34.
    public static let iPhone16ProMax = phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, top: 62, statusBar: 54)
    /// iPhone 16e: 390 × 844 at 3x, safe area 47 and 34.
    public static let iPhone16e = phone("iphone-16e", "iPhone 16e", 390, 844, top: 47, statusBar: 47)
    /// iPhone 15: 393 × 852 at 3x, safe area 59 and 34.
    public static let iPhone15 = phone("iphone-15", "iPhone 15", 393, 852, top: 59, statusBar: 54)
    /// iPhone 14: 390 × 844 at 3x, safe area 47 and 34.
    public static let iPhone14 = phone("iphone-14", "iPhone 14", 390, 844, top: 47, statusBar: 47)
    /// iPhone 13 mini: 375 × 812 at 3x, safe area 50 and 34.
    public static let iPhone13Mini = phone("iphone-13-mini", "iPhone 13 mini", 375, 812, top: 50, statusBar: 50)
    /// iPhone SE (3rd generation): 375 × 667 at 2x, safe area 20 above (the status bar), none below.
    public static let iPhoneSE = DevicePreset(
        name: "iphone-se", title: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667),
        scale: 2, safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), statusBar: 20)
    /// iPad Pro 11-inch (M4): 834 × 1210 at 2x, safe area 24 above and 20 below.
    public static let iPadPro11 = pad("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210)
    /// iPad Pro 13-inch (M4): 1032 × 1376 at 2x, safe area 24 and 20.
    public static let iPadPro13 = pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376)
    /// iPad Air 11-inch (M2): 820 × 1180 at 2x, safe area 24 and 20.
    public static let iPadAir11 = pad("ipad-air-11", "iPad Air 11-inch (M2)", 820, 1180)
    /// iPad (10th generation): 820 × 1180 at 2x, safe area 24 and 20.
    public static let iPad = pad("ipad", "iPad (10th generation)", 820, 1180)
    /// iPad mini (6th generation): 744 × 1133 at 2x, safe area 24 and 20.
    public static let iPadMini = pad("ipad-mini", "iPad mini (6th generation)", 744, 1133)

    /// How far the safe area's top lies below the status bar (``EnvironmentValues/statusBarOverlap``).
    public var statusBarOverlap: CGFloat { max(safeArea.top - statusBar, 0) }

    /// The preset a preview names by its title (`.previewDevice("iPhone 16 Pro")`,
    /// case-insensitive; "iPhone SE (3rd generation)" also as "iPhone SE").
    public static func titled(_ title: String) -> DevicePreset? {
        let wanted = title.lowercased()
        return all.first { $0.title.lowercased() == wanted }
            ?? all.first { $0.title.lowercased().hasPrefix(wanted + " (") }
    }

    /// The preset named `name` (case-insensitive).
    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name.lowercased() }
    }

    private static func phone(
        _ name: String, _ title: String, _ w: CGFloat, _ h: CGFloat, top: CGFloat, statusBar: CGFloat
    ) -> DevicePreset {
        DevicePreset(
            name: name, title: title, size: CGSize(width: w, height: h), scale: 3,
            safeArea: EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0), statusBar: statusBar)
    }

    private static func pad(_ name: String, _ title: String, _ w: CGFloat, _ h: CGFloat) -> DevicePreset {
        DevicePreset(
            name: name, title: title, size: CGSize(width: w, height: h), scale: 2,
            safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), statusBar: 24)
    }
}
