import Foundation
import Plumb

/// One way of showing a view: a colour scheme, a Dynamic Type size, a layout direction, a
/// locale and a device, each set or left as the strategy (or the preview) has it. Its
/// ``name`` names its reference: `card.1.dark.png`, `Card.Named.dark.accessibility3.rtl.png`.
///
/// ```swift
/// let darkAndLarge: SnapshotVariant = .dark * .dynamicType(.accessibility3)
/// ```
///
/// Combine variants into a matrix with ``SnapshotVariants``.
public struct SnapshotVariant: Sendable, Equatable {
    /// The colour scheme, or `nil` to keep the strategy's.
    public var colorScheme: ColorScheme?
    /// The Dynamic Type size, or `nil` to keep the strategy's.
    public var dynamicTypeSize: DynamicTypeSize?
    /// The direction of layout, or `nil`: the locale's when the variant sets one (as iOS lays
    /// an Arabic app out right to left), else the strategy's.
    public var layoutDirection: LayoutDirection?
    /// The locale (text measuring, formatting, the environment's `locale`), or `nil` to keep
    /// the strategy's.
    public var locale: Locale?
    /// The device, or `nil` to keep the strategy's (for previews: an iPhone 16). In a
    /// `.device` layout it is the screen; otherwise its screen is what `.sizeThatFits` offers
    /// and its scale is the picture's (unless the strategy sets a scale).
    public var device: DevicePreset?

    /// A variant setting what is given; one that sets nothing draws as the strategy says.
    public init(
        colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
        layoutDirection: LayoutDirection? = nil, locale: Locale? = nil, device: DevicePreset? = nil
    ) {
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
        self.device = device
    }

    /// Light mode.
    public static let light = SnapshotVariant(colorScheme: .light)
    /// Dark mode.
    public static let dark = SnapshotVariant(colorScheme: .dark)
    /// Left to right, as in English.
    public static let leftToRight = SnapshotVariant(layoutDirection: .leftToRight)
    /// Right to left, as in Arabic and Hebrew.
    public static let rightToLeft = SnapshotVariant(layoutDirection: .rightToLeft)

    /// A variant setting the colour scheme.
    public static func colorScheme(_ scheme: ColorScheme) -> SnapshotVariant { SnapshotVariant(colorScheme: scheme) }
    /// A variant setting the Dynamic Type size.
    public static func dynamicType(_ size: DynamicTypeSize) -> SnapshotVariant {
        SnapshotVariant(dynamicTypeSize: size)
    }
    /// A variant setting the direction of layout.
    public static func layoutDirection(_ direction: LayoutDirection) -> SnapshotVariant {
        SnapshotVariant(layoutDirection: direction)
    }
    /// A variant setting the locale (`.locale("ar")`); a right-to-left language also lays out
    /// right to left.
    public static func locale(_ identifier: String) -> SnapshotVariant {
        SnapshotVariant(locale: Locale(identifier: identifier))
    }
    /// A variant setting the device.
    public static func device(_ device: DevicePreset) -> SnapshotVariant { SnapshotVariant(device: device) }

    /// Both variants at once: what `rhs` sets, else what `lhs` sets (`.dark * .rightToLeft`).
    public static func * (lhs: SnapshotVariant, rhs: SnapshotVariant) -> SnapshotVariant {
        SnapshotVariant(
            colorScheme: rhs.colorScheme ?? lhs.colorScheme,
            dynamicTypeSize: rhs.dynamicTypeSize ?? lhs.dynamicTypeSize,
            layoutDirection: rhs.layoutDirection ?? lhs.layoutDirection, locale: rhs.locale ?? lhs.locale,
            device: rhs.device ?? lhs.device)
    }

    /// The variant's part of a reference's file name: what it sets, in the order colour
    /// scheme, Dynamic Type size, direction, locale, device, joined by `.`:
    /// `dark`, `accessibility3`, `rtl`, `ar`, `iphone-se`, `dark.accessibility3.rtl`. Empty
    /// for a variant that sets nothing. A variant keeps its name when other variants are
    /// added beside it, so growing a matrix adds references without renaming any.
    public var name: String {
        var parts: [String] = []
        if let colorScheme { parts.append(colorScheme == .dark ? "dark" : "light") }
        if let dynamicTypeSize { parts.append("\(dynamicTypeSize)") }
        if let layoutDirection { parts.append(layoutDirection == .rightToLeft ? "rtl" : "ltr") }
        if let locale { parts.append(SnapshotReference.sanitized(locale.identifier)) }
        if let device { parts.append(device.name) }
        return parts.joined(separator: ".")
    }

    /// Words for messages: `dark, iPhone SE (3rd generation)`; `the strategy as given` when
    /// the variant sets nothing.
    var summary: String {
        var parts: [String] = []
        if let colorScheme { parts.append(colorScheme == .dark ? "dark" : "light") }
        if let dynamicTypeSize { parts.append("Dynamic Type \(dynamicTypeSize)") }
        if let layoutDirection { parts.append(layoutDirection == .rightToLeft ? "right to left" : "left to right") }
        if let locale { parts.append("locale \(locale.identifier)") }
        if let device { parts.append(device.title) }
        return parts.isEmpty ? "as given" : parts.joined(separator: ", ")
    }

    /// The direction this variant lays out in: its own, else its locale's, else `nil`.
    var effectiveLayoutDirection: LayoutDirection? {
        if let layoutDirection { return layoutDirection }
        guard let locale else { return nil }
        return locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

/// A list of ``SnapshotVariant``s, each recorded as its own reference: an array literal, a
/// preset, or presets multiplied into a matrix.
///
/// ```swift
/// let matrix: SnapshotVariants = .colorSchemes([.light, .dark]) * .devices([.iPhone16, .iPhoneSE])
/// // light.iphone-16, light.iphone-se, dark.iphone-16, dark.iphone-se
/// let picked: SnapshotVariants = [.light, .dark * .rightToLeft, .dynamicType(.accessibility3)]
/// ```
///
/// `a * b` is every variant of `a` combined with every variant of `b`, `a`'s order outermost;
/// `a + b` is `a`'s variants then `b`'s. Variants with the same ``SnapshotVariant/name`` are
/// kept once. No variants at all is one snapshot as the strategy says.
public struct SnapshotVariants: Sendable, Equatable, ExpressibleByArrayLiteral, RandomAccessCollection {
    /// The variants, in order, each name once.
    public let variants: [SnapshotVariant]

    /// The variants given, in order, the first of each name kept.
    public init(_ variants: [SnapshotVariant]) {
        var seen = Set<String>()
        self.variants = variants.filter { seen.insert($0.name).inserted }
    }

    public init(arrayLiteral variants: SnapshotVariant...) { self.init(variants) }

    public var startIndex: Int { variants.startIndex }
    public var endIndex: Int { variants.endIndex }
    public subscript(position: Int) -> SnapshotVariant { variants[position] }

    /// Light and dark: what ``assertPreviewSnapshots(in:variants:precision:perceptualPrecision:images:record:snapshotDirectory:fileID:file:testName:line:column:)``
    /// takes unless told otherwise (on an iPhone 16, the device a variant that names none is shown on).
    public static let lightAndDark: SnapshotVariants = [.light, .dark]

    /// One variant per colour scheme.
    public static func colorSchemes(_ schemes: [ColorScheme]) -> SnapshotVariants {
        SnapshotVariants(schemes.map(SnapshotVariant.colorScheme))
    }
    /// One variant per Dynamic Type size.
    public static func dynamicTypeSizes(_ sizes: [DynamicTypeSize]) -> SnapshotVariants {
        SnapshotVariants(sizes.map(SnapshotVariant.dynamicType))
    }
    /// One variant per direction of layout.
    public static func layoutDirections(_ directions: [LayoutDirection]) -> SnapshotVariants {
        SnapshotVariants(directions.map(SnapshotVariant.layoutDirection))
    }
    /// One variant per locale identifier (`["en_US", "de_DE", "ar"]`).
    public static func locales(_ identifiers: [String]) -> SnapshotVariants {
        SnapshotVariants(identifiers.map(SnapshotVariant.locale))
    }
    /// One variant per device.
    public static func devices(_ devices: [DevicePreset]) -> SnapshotVariants {
        SnapshotVariants(devices.map(SnapshotVariant.device))
    }

    /// Every variant of `lhs` combined with every variant of `rhs` (``SnapshotVariant/*(_:_:)``).
    public static func * (lhs: SnapshotVariants, rhs: SnapshotVariants) -> SnapshotVariants {
        if lhs.isEmpty { return rhs }
        if rhs.isEmpty { return lhs }
        return SnapshotVariants(lhs.variants.flatMap { a in rhs.variants.map { b in a * b } })
    }

    /// `lhs`'s variants, then `rhs`'s.
    public static func + (lhs: SnapshotVariants, rhs: SnapshotVariants) -> SnapshotVariants {
        SnapshotVariants(lhs.variants + rhs.variants)
    }

    /// The variants to draw: these, or one that changes nothing when there are none.
    var drawn: [SnapshotVariant] { variants.isEmpty ? [SnapshotVariant()] : variants }
}
