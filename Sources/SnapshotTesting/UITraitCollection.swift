#if !canImport(Darwin)
import Foundation
import PlumbTesting

/// UIKit's trait collection, as snapshot tests pass it (`traits: .init(userInterfaceStyle: .dark)`):
/// a stand-in holding the traits Plumb can show, each mapped onto Plumb's environment.
///
/// | Trait | Sets |
/// |---|---|
/// | `userInterfaceStyle` | the colour scheme (`.dark`: `ColorScheme.dark`) |
/// | `preferredContentSizeCategory` | the Dynamic Type size (`.extraExtraLarge`: `.xxLarge`) |
/// | `layoutDirection` | the direction of layout |
/// | `displayScale` | the picture's pixels per point |
/// | `horizontalSizeClass`, `verticalSizeClass` | the environment's size classes |
/// | `legibilityWeight` | the environment's legibility weight (Bold Text) |
/// | `userInterfaceIdiom` | nothing: kept so that presets and tests compile |
///
/// The first four are a ``PlumbTesting/SnapshotVariant`` and a scale; the rest are set in
/// the view's environment. A trait left unspecified changes nothing. As in UIKit,
/// `UITraitCollection(traitsFrom:)` merges collections, the later's specified traits winning.
public final class UITraitCollection: Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The text size the user chose.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Left to right or right to left.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The width's size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Phone or pad (not shown: Plumb lays out as the size classes and the canvas say).
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Regular or bold text.
    public let legibilityWeight: UILegibilityWeight

    /// A collection with every trait unspecified.
    public convenience init() { self.init(traits: []) }

    /// The traits of `collections` together: each trait as the last collection that
    /// specifies it has it.
    public convenience init(traitsFrom collections: [UITraitCollection]) { self.init(traits: collections) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(traits: [], userInterfaceStyle: userInterfaceStyle)
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(traits: [], preferredContentSizeCategory: preferredContentSizeCategory)
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(traits: [], layoutDirection: layoutDirection)
    }
    public convenience init(displayScale: CGFloat) { self.init(traits: [], displayScale: displayScale) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: [], horizontalSizeClass: horizontalSizeClass)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: [], verticalSizeClass: verticalSizeClass)
    }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(traits: [], userInterfaceIdiom: userInterfaceIdiom)
    }
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(traits: [], legibilityWeight: legibilityWeight)
    }

    /// `collections` merged, then the traits given (each unspecified by default) over them.
    init(
        traits collections: [UITraitCollection], userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
        preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
        layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified, displayScale: CGFloat = 0,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, legibilityWeight: UILegibilityWeight = .unspecified
    ) {
        func merged<T: Equatable>(_ own: T, unspecified: T, _ trait: (UITraitCollection) -> T) -> T {
            own != unspecified ? own : collections.map(trait).last { $0 != unspecified } ?? unspecified
        }
        self.userInterfaceStyle = merged(userInterfaceStyle, unspecified: .unspecified, \.userInterfaceStyle)
        self.preferredContentSizeCategory = merged(
            preferredContentSizeCategory, unspecified: .unspecified, \.preferredContentSizeCategory)
        self.layoutDirection = merged(layoutDirection, unspecified: .unspecified, \.layoutDirection)
        self.displayScale = merged(displayScale, unspecified: 0, \.displayScale)
        self.horizontalSizeClass = merged(horizontalSizeClass, unspecified: .unspecified, \.horizontalSizeClass)
        self.verticalSizeClass = merged(verticalSizeClass, unspecified: .unspecified, \.verticalSizeClass)
        self.userInterfaceIdiom = merged(userInterfaceIdiom, unspecified: .unspecified, \.userInterfaceIdiom)
        self.legibilityWeight = merged(legibilityWeight, unspecified: .unspecified, \.legibilityWeight)
    }

    /// The colour scheme, Dynamic Type size and direction these traits set, as a variant of a
    /// PlumbTesting strategy.
    var variant: SnapshotVariant {
        SnapshotVariant(
            colorScheme: userInterfaceStyle.colorScheme, dynamicTypeSize: preferredContentSizeCategory.dynamicTypeSize,
            layoutDirection: layoutDirection.layoutDirection)
    }

    /// Sets the environment's values for the traits a variant does not carry.
    func apply(to environment: inout EnvironmentValues) {
        if let size = horizontalSizeClass.sizeClass { environment.horizontalSizeClass = size }
        if let size = verticalSizeClass.sizeClass { environment.verticalSizeClass = size }
        if let weight = legibilityWeight.weight { environment.legibilityWeight = weight }
    }
}

/// Light or dark, as UIKit names it.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark

    var colorScheme: ColorScheme? {
        switch self {
        case .unspecified: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

/// The direction of layout, as UIKit names it.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft

    var layoutDirection: LayoutDirection? {
        switch self {
        case .unspecified: return nil
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        }
    }
}

/// A size class, as UIKit names it.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular

    var sizeClass: UserInterfaceSizeClass? {
        switch self {
        case .unspecified: return nil
        case .compact: return .compact
        case .regular: return .regular
        }
    }
}

/// The kind of device, as UIKit names it.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// Regular or bold text (the Bold Text setting), as UIKit names it.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular, bold

    var weight: LegibilityWeight? {
        switch self {
        case .unspecified: return nil
        case .regular: return .regular
        case .bold: return .bold
        }
    }
}

/// The text size the user chose, by UIKit's names: each is a ``Plumb/DynamicTypeSize``
/// (`.extraExtraLarge` is `.xxLarge`, `.accessibilityMedium` is `.accessibility1`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories in order, smallest first: the i-th is ``Plumb/DynamicTypeSize``'s i-th case.
    private static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize?.isAccessibilitySize ?? false }

    /// The Dynamic Type size of this category; `nil` for `.unspecified` (and unknown names).
    var dynamicTypeSize: DynamicTypeSize? {
        Self.ordered.firstIndex(of: self).flatMap { DynamicTypeSize(rawValue: $0) }
    }

    /// Smaller text first; `.unspecified` before every size.
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (a.dynamicTypeSize?.rawValue ?? -1) < (b.dynamicTypeSize?.rawValue ?? -1)
    }
}
#endif
