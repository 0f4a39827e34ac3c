#if !canImport(Darwin)
import Foundation
import PlumbTesting

/// A device to draw a view on, as swift-snapshot-testing describes one: a screen size in
/// points, a safe area and the traits iOS gives the device (size classes, and for iPhones
/// the `.medium` text size the package's presets set). `.image(layout: .device(config: .iPhone13Pro))`
/// draws at the device's own scale (3x for the iPhone 13 Pro).
///
/// Every iPhone and iPad the package lists is here, in portrait and landscape (iPads also in
/// Split View widths). Where Plumb has the same screen (``Plumb/DevicePreset``) its metrics are
/// used: the iPhone 12, 12 Pro, 13 and 13 Pro are the iPhone 14's screen, the iPhone 13 mini
/// is Plumb's, the iPhone 8 is the iPhone SE (3rd generation)'s. The others are older screens
/// Plumb has no preset for, and their sizes and safe areas are the package's
/// (`Sources/SnapshotTesting/Common/View.swift` in pointfreeco/swift-snapshot-testing, at
/// 6bb6c9a), cited beside each. The package leaves the scale to the simulator; here each
/// device has its own, from Apple's Human Interface Guidelines' device table (iPhone SE (1st
/// generation), 8 and XR: 2x; 8 Plus, X, XS Max, 12 Pro Max and 13 Pro Max: 3x; iPads: 2x).
/// A `displayScale` trait overrides it.
public struct ViewImageConfig: Sendable {
    /// Which way an iPhone is held.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// Which way an iPad is held, and how much of the screen the app has in Split View.
    public enum TabletOrientation: Sendable {
        /// The app's share of a portrait screen.
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }
        /// The app's share of a landscape screen.
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The safe area's insets.
    public var safeArea: UIEdgeInsets
    /// The screen in points, or `nil` for the size the view fits.
    public var size: CGSize?
    /// The traits the device has; a strategy's own traits are laid over them.
    public var traits: UITraitCollection
    /// The device's name, title, scale and status bar, for a preset; `nil` for a
    /// configuration of one's own (drawn at 3x unless `displayScale` is set).
    let model: Model?

    /// What a preset knows beyond the package's three properties.
    struct Model: Sendable {
        var name: String
        var title: String
        var scale: CGFloat
        /// The status bar's height in portrait (Plumb's, where Plumb has the device).
        var statusBar: CGFloat
    }

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.init(safeArea: safeArea, size: size, traits: traits, model: nil)
    }

    init(safeArea: UIEdgeInsets, size: CGSize?, traits: UITraitCollection, model: Model?) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
        self.model = model
    }

    /// The Plumb device this configuration draws on: its size, safe area and scale, named
    /// after the preset (`iPhone 13 Pro, landscape`); `nil` without a size.
    var device: DevicePreset? {
        guard let size else { return nil }
        let landscape = size.width > size.height
        let name = model.map { $0.name + (landscape ? "-landscape" : "") } ?? "custom"
        let title =
            model.map { $0.title + (landscape ? ", landscape" : "") }
            ?? "\(formatLength(size.width))×\(formatLength(size.height)) configuration"
        let statusBar = landscape ? safeArea.top : model?.statusBar ?? safeArea.top
        return DevicePreset(
            name: name, title: title, size: size,
            scale: traits.displayScale > 0 ? traits.displayScale : model?.scale ?? 3,
            safeArea: safeArea.edgeInsets, statusBar: statusBar)
    }
}

// MARK: - iPhones

extension ViewImageConfig {
    /// An iPhone preset in `orientation`: its portrait screen and safe area from `plumb`
    /// (a ``Plumb/DevicePreset``) or given, its landscape safe area given.
    private static func phone(
        _ name: String, _ title: String, _ orientation: Orientation, screen: CGSize, scale: CGFloat,
        portrait: UIEdgeInsets, statusBar: CGFloat? = nil, landscape: UIEdgeInsets, wideInLandscape: Bool = false
    ) -> ViewImageConfig {
        let model = Model(name: name, title: title, scale: scale, statusBar: statusBar ?? portrait.top)
        switch orientation {
        case .portrait:
            return ViewImageConfig(
                safeArea: portrait, size: screen, traits: .phone(horizontal: .compact, vertical: .regular),
                model: model)
        case .landscape:
            return ViewImageConfig(
                safeArea: landscape, size: CGSize(width: screen.height, height: screen.width),
                traits: .phone(horizontal: wideInLandscape ? .regular : .compact, vertical: .compact), model: model)
        }
    }

    /// An iPhone preset whose portrait screen is a Plumb device's.
    private static func phone(
        _ name: String, _ title: String, _ orientation: Orientation, like device: DevicePreset,
        landscape: UIEdgeInsets, wideInLandscape: Bool = false
    ) -> ViewImageConfig {
        let inset = device.safeArea
        return phone(
            name, title, orientation, screen: device.size, scale: device.scale,
            portrait: UIEdgeInsets(top: inset.top, left: inset.leading, bottom: inset.bottom, right: inset.trailing),
            statusBar: device.statusBar, landscape: landscape, wideInLandscape: wideInLandscape)
    }

    /// The home-button iPhones' landscape safe area: none (the package's).
    private static let noInsets = UIEdgeInsets.zero
    /// The iPhone X family's landscape safe area: 44 each side, 24 below (the package's).
    private static let notchLandscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
    /// The iPhone 12 and 13 family's landscape safe area: 47 each side, 21 below (the package's).
    private static let iPhone12Landscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    /// iPhone SE (1st generation): 320 × 568 at 2x, 20 above in portrait (the package's sizes).
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iphone-se-1st-generation", "iPhone SE (1st generation)", orientation,
            screen: CGSize(width: 320, height: 568), scale: 2,
            portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscape: noInsets)
    }

    /// iPhone 8: 375 × 667 at 2x, 20 above in portrait: Plumb's iPhone SE (3rd generation) screen.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone("iphone-8", "iPhone 8", orientation, like: .iPhoneSE, landscape: noInsets)
    }

    /// iPhone 8 Plus: 414 × 736 at 3x, 20 above in portrait (the package's sizes).
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iphone-8-plus", "iPhone 8 Plus", orientation, screen: CGSize(width: 414, height: 736), scale: 3,
            portrait: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: noInsets, wideInLandscape: true)
    }

    /// iPhone X: 375 × 812 at 3x, safe area 44 and 34 in portrait (the package's sizes).
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iphone-x", "iPhone X", orientation, screen: CGSize(width: 375, height: 812), scale: 3,
            portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), landscape: notchLandscape)
    }

    /// iPhone XS Max: 414 × 896 at 3x, safe area 44 and 34 in portrait (the package's sizes).
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iphone-xs-max", "iPhone XS Max", orientation, screen: CGSize(width: 414, height: 896), scale: 3,
            portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), landscape: notchLandscape,
            wideInLandscape: true)
    }

    /// iPhone XR: 414 × 896 at 2x, safe area 44 and 34 in portrait (the package's sizes).
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iphone-xr", "iPhone XR", orientation, screen: CGSize(width: 414, height: 896), scale: 2,
            portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), landscape: notchLandscape,
            wideInLandscape: true)
    }

    /// iPhone 12: 390 × 844 at 3x, safe area 47 and 34: Plumb's iPhone 14 screen.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone("iphone-12", "iPhone 12", orientation, like: .iPhone14, landscape: iPhone12Landscape)
    }

    /// iPhone 12 Pro: the iPhone 12's screen.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone("iphone-12-pro", "iPhone 12 Pro", orientation, like: .iPhone14, landscape: iPhone12Landscape)
    }

    /// iPhone 12 Pro Max: 428 × 926 at 3x, safe area 47 and 34 (the package's sizes).
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iphone-12-pro-max", "iPhone 12 Pro Max", orientation, screen: CGSize(width: 428, height: 926), scale: 3,
            portrait: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), landscape: iPhone12Landscape,
            wideInLandscape: true)
    }

    /// iPhone 13: 390 × 844 at 3x, safe area 47 and 34: Plumb's iPhone 14 screen.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone("iphone-13", "iPhone 13", orientation, like: .iPhone14, landscape: iPhone12Landscape)
    }

    /// iPhone 13 mini: 375 × 812 at 3x, safe area 50 and 34: Plumb's iPhone 13 mini; in
    /// landscape 50 each side and 21 below (the package's).
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iphone-13-mini", "iPhone 13 mini", orientation, like: .iPhone13Mini,
            landscape: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
    }

    /// iPhone 13 Pro: the iPhone 13's screen.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone("iphone-13-pro", "iPhone 13 Pro", orientation, like: .iPhone14, landscape: iPhone12Landscape)
    }

    /// iPhone 13 Pro Max: 428 × 926 at 3x, safe area 47 and 34 (the package's sizes).
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            "iphone-13-pro-max", "iPhone 13 Pro Max", orientation, screen: CGSize(width: 428, height: 926), scale: 3,
            portrait: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), landscape: iPhone12Landscape,
            wideInLandscape: true)
    }
}

// MARK: - iPads

extension ViewImageConfig {
    /// An iPad preset: its screen held `orientation`, the app's width in Split View, the
    /// package's safe area (20 above; the 11-inch iPad Pro 24 above and 20 below), at 2x. A
    /// third of the screen (and two thirds in portrait) is compact wide.
    private static func pad(
        _ name: String, _ title: String, _ orientation: TabletOrientation, screen: CGSize,
        widths: (landscape: [CGFloat], portrait: [CGFloat]),
        safeArea: UIEdgeInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        compactHalf: Bool = true
    ) -> ViewImageConfig {
        let size: CGSize
        let compact: Bool
        switch orientation {
        case .landscape(let split):
            let index: Int
            switch split {
            case .oneThird: index = 0
            case .oneHalf: index = 1
            case .twoThirds: index = 2
            case .full: index = 3
            }
            size = CGSize(width: index == 3 ? screen.height : widths.landscape[index], height: screen.width)
            compact = index == 0 || (index == 1 && compactHalf)
        case .portrait(let split):
            let index: Int
            switch split {
            case .oneThird: index = 0
            case .twoThirds: index = 1
            case .full: index = 2
            }
            size = CGSize(width: index == 2 ? screen.width : widths.portrait[index], height: screen.height)
            compact = index < 2
        }
        let model = Model(name: name, title: title, scale: 2, statusBar: safeArea.top)
        return ViewImageConfig(
            safeArea: safeArea, size: size, traits: .pad(horizontal: compact ? .compact : .regular), model: model)
    }

    /// The iPad presets in `orientation`, full screen.
    private static func full(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    /// iPad mini (5th generation and before): 768 × 1024 at 2x; landscape unless told (the
    /// package's sizes; Plumb's iPad mini is the 6th generation's 744 × 1133).
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(full(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        pad(
            "ipad-mini-5th-generation", "iPad mini (5th generation)", orientation,
            screen: CGSize(width: 768, height: 1024), widths: ([320, 507, 694], [320, 438]))
    }

    /// iPad 9.7-inch: the iPad mini's screen in points (the package's).
    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad 10.2-inch: 810 × 1080 at 2x; landscape unless told (the package's sizes).
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(full(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        pad(
            "ipad-10.2", "iPad 10.2-inch", orientation, screen: CGSize(width: 810, height: 1080),
            widths: ([320, 535, 750], [320, 480]))
    }

    /// iPad Pro 10.5-inch: 834 × 1112 at 2x; landscape unless told (the package's sizes).
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(full(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        pad(
            "ipad-pro-10.5", "iPad Pro 10.5-inch", orientation, screen: CGSize(width: 834, height: 1112),
            widths: ([320, 551, 782], [320, 504]))
    }

    /// iPad Pro 11-inch (1st to 4th generation): 834 × 1194 at 2x, safe area 24 and 20;
    /// landscape unless told (the package's sizes; Plumb's 11-inch iPad Pro is the M4's 834 × 1210).
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(full(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        pad(
            "ipad-pro-11-4th-generation", "iPad Pro 11-inch (4th generation)", orientation,
            screen: CGSize(width: 834, height: 1194), widths: ([375, 592, 809], [320, 504]),
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// iPad Pro 12.9-inch: 1024 × 1366 at 2x; landscape unless told (the package's sizes; half
    /// of its landscape screen is regular wide, as the package has it).
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(full(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        pad(
            "ipad-pro-12.9", "iPad Pro 12.9-inch", orientation, screen: CGSize(width: 1024, height: 1366),
            widths: ([375, 678, 981], [375, 639]), compactHalf: false)
    }
}

extension UITraitCollection {
    /// An iPhone's traits as the package's presets give them: the size classes, left to
    /// right, the `.medium` text size, the phone idiom.
    fileprivate static func phone(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
        -> UITraitCollection
    {
        UITraitCollection(
            traits: [], preferredContentSizeCategory: .medium, layoutDirection: .leftToRight,
            horizontalSizeClass: horizontal, verticalSizeClass: vertical, userInterfaceIdiom: .phone)
    }

    /// An iPad's traits as the package's presets give them: the width's size class, regular
    /// tall, the pad idiom.
    fileprivate static func pad(horizontal: UIUserInterfaceSizeClass) -> UITraitCollection {
        UITraitCollection(
            traits: [], horizontalSizeClass: horizontal, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
    }
}
#endif
