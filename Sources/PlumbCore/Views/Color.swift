import Foundation

/// A colour, and a view that fills the space it is offered (SPEC §2: any finite proposal
/// whole, 10×10 for `nil`).
public struct Color: Hashable, Sendable, PrimitiveView, ShapeStyle {
    /// The colour's name for SwiftUI's named colours (`"red"`), `nil` for a custom one.
    public let name: String?
    /// sRGB components, 0...1 (named colours use their light-mode values).
    public let red: Double, green: Double, blue: Double
    /// Opacity, 0...1.
    public let opacity: Double
    /// A colour's value in each appearance, for a colour that has one per appearance (an
    /// app's asset catalog colour); `nil` for any other. Its stored components are its light
    /// (or any-appearance) value.
    public let appearances: ColorAppearances?

    /// A colour from sRGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.name = nil
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.appearances = nil
    }

    /// A colour named `name` whose value depends on the appearance it is drawn in, as an
    /// asset catalog's colour set defines it: drawn in its view's colour scheme and contrast
    /// (``resolved(scheme:version:contrast:)``). Its stored components are the light value.
    package init(_ name: String, appearances: ColorAppearances) {
        let light = appearances.value(scheme: .light, contrast: .standard)
        self.name = name
        self.red = light.red
        self.green = light.green
        self.blue = light.blue
        self.opacity = light.opacity
        self.appearances = appearances
    }

    /// A colour from hue, saturation and brightness, each 0...1 (the HSB model: brightness
    /// the largest sRGB component, saturation the share of it the smallest lacks, hue the
    /// angle round the colour wheel from red, as a fraction of a turn).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A grey from a white level.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The colour spaces `Color(_:red:green:blue:opacity:)` reads its components in.
    public enum RGBColorSpace: Sendable, Hashable {
        /// sRGB, gamma-encoded: what `Color(red:green:blue:)` reads.
        case sRGB
        /// sRGB's primaries with linear components.
        case sRGBLinear
        /// Display P3, gamma-encoded as sRGB is.
        case displayP3
    }

    /// A colour from components in `colorSpace`, held as sRGB (Plumb draws in sRGB): linear
    /// components are encoded with sRGB's transfer function; Display P3 components are
    /// converted through the two spaces' primaries (both D65, with sRGB's transfer function),
    /// and what lies outside sRGB is clipped to it.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB:
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear:
            self.init(
                red: Color.encode(red), green: Color.encode(green), blue: Color.encode(blue), opacity: opacity)
        case .displayP3:
            let (r, g, b) = (Color.decode(red), Color.decode(green), Color.decode(blue))
            func clip(_ v: Double) -> Double { Swift.min(1, Swift.max(0, v)) }
            self.init(
                red: Color.encode(clip(1.224940 * r - 0.224940 * g)),
                green: Color.encode(clip(-0.042057 * r + 1.042057 * g)),
                blue: Color.encode(clip(-0.019638 * r - 0.078636 * g + 1.098274 * b)), opacity: opacity)
        }
    }

    /// A grey from a white level in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// sRGB's transfer function: a linear component, gamma-encoded.
    static func encode(_ v: Double) -> Double {
        v <= 0.0031308 ? 12.92 * v : 1.055 * Foundation.pow(v, 1 / 2.4) - 0.055
    }

    /// The inverse of ``encode(_:)``.
    static func decode(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : Foundation.pow((v + 0.055) / 1.055, 2.4)
    }

    /// A colour from an asset catalog. Plumb reads no asset catalogs: every asset colour is
    /// gray (the source reader warns where one is used).
    public init(_ name: String, bundle: Bundle? = nil) {
        self = .gray
    }

    init(named name: String?, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.name = name
        self.red = r
        self.green = g
        self.blue = b
        self.opacity = a
        self.appearances = nil
    }

    private init(_ color: Color, opacity: Double) {
        self.name = color.name
        self.red = color.red
        self.green = color.green
        self.blue = color.blue
        self.opacity = opacity
        self.appearances = color.appearances
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(self, opacity: self.opacity * opacity)
    }

    // SwiftUI's named colours are iOS's system colours; these are their light-mode sRGB values
    // as Apple's Human Interface Guidelines listed them for iOS 15-18
    // (https://developer.apple.com/design/human-interface-guidelines/color, "System colors",
    // before its June 2025 update) and as printed from UIColor on a device
    // (https://noahgilmore.com/blog/dark-mode-uicolor-compatibility: systemRed 255,59,48,
    // systemBlue 0,122,255, systemGray 142,142,147, secondaryLabel 60,60,67 at 0.6...).
    // These stored values are the iOS 17/18 light values; each named colour is drawn in its
    // view's colour scheme and release (dark values, and iOS 26's changed hues: the table in
    // ``SystemColors``, docs/colors.md). `primary` is UIKit's `label` (black), `secondary` its
    // `secondaryLabel`, `accentColor` the default tint (systemBlue).
    /// iOS's red (`systemRed`).
    public static let red = Color(named: "red", 255 / 255, 59 / 255, 48 / 255)
    /// iOS's orange (`systemOrange`).
    public static let orange = Color(named: "orange", 255 / 255, 149 / 255, 0)
    /// iOS's yellow (`systemYellow`).
    public static let yellow = Color(named: "yellow", 255 / 255, 204 / 255, 0)
    /// iOS's green (`systemGreen`).
    public static let green = Color(named: "green", 52 / 255, 199 / 255, 89 / 255)
    /// iOS's mint (`systemMint`).
    public static let mint = Color(named: "mint", 0, 199 / 255, 190 / 255)
    /// iOS's teal (`systemTeal`).
    public static let teal = Color(named: "teal", 48 / 255, 176 / 255, 199 / 255)
    /// iOS's cyan (`systemCyan`).
    public static let cyan = Color(named: "cyan", 50 / 255, 173 / 255, 230 / 255)
    /// iOS's blue (`systemBlue`).
    public static let blue = Color(named: "blue", 0, 122 / 255, 255 / 255)
    /// iOS's indigo (`systemIndigo`).
    public static let indigo = Color(named: "indigo", 88 / 255, 86 / 255, 214 / 255)
    /// iOS's purple (`systemPurple`).
    public static let purple = Color(named: "purple", 175 / 255, 82 / 255, 222 / 255)
    /// iOS's pink (`systemPink`).
    public static let pink = Color(named: "pink", 255 / 255, 45 / 255, 85 / 255)
    /// iOS's brown (`systemBrown`).
    public static let brown = Color(named: "brown", 162 / 255, 132 / 255, 94 / 255)
    /// iOS's grey (`systemGray`).
    public static let gray = Color(named: "gray", 142 / 255, 142 / 255, 147 / 255)
    /// Black.
    public static let black = Color(named: "black", 0, 0, 0)
    /// White.
    public static let white = Color(named: "white", 1, 1, 1)
    /// Transparent.
    public static let clear = Color(named: "clear", 0, 0, 0, 0)
    /// The primary text colour (UIKit's `label`): black in light mode, white in dark.
    public static let primary = Color(named: "primary", 0, 0, 0)
    /// The secondary text colour (UIKit's `secondaryLabel`).
    public static let secondary = Color(named: "secondary", 60 / 255, 60 / 255, 67 / 255, 0.6)
    /// The app's accent colour: iOS's blue by default.
    public static let accentColor = Color(named: "accentColor", 0, 122 / 255, 255 / 255)

    public static func _makeNodes(_ view: Color, into resolver: inout _ViewResolver) {
        resolver.addLeaf(ShapeComputer(name: "Color", content: .color(view), sizing: nil))
    }
}

/// A colour or pattern that fills or strokes a shape.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
    /// iOS's red, as a style: `.foregroundStyle(.red)`.
    public static var red: Color { Color.red }
    /// iOS's orange, as a style.
    public static var orange: Color { Color.orange }
    /// iOS's yellow, as a style.
    public static var yellow: Color { Color.yellow }
    /// iOS's green, as a style.
    public static var green: Color { Color.green }
    /// iOS's mint, as a style.
    public static var mint: Color { Color.mint }
    /// iOS's teal, as a style.
    public static var teal: Color { Color.teal }
    /// iOS's cyan, as a style.
    public static var cyan: Color { Color.cyan }
    /// iOS's blue, as a style.
    public static var blue: Color { Color.blue }
    /// iOS's indigo, as a style.
    public static var indigo: Color { Color.indigo }
    /// iOS's purple, as a style.
    public static var purple: Color { Color.purple }
    /// iOS's pink, as a style.
    public static var pink: Color { Color.pink }
    /// iOS's brown, as a style.
    public static var brown: Color { Color.brown }
    /// iOS's grey, as a style.
    public static var gray: Color { Color.gray }
    /// Black, as a style.
    public static var black: Color { Color.black }
    /// White, as a style.
    public static var white: Color { Color.white }
    /// Transparent, as a style.
    public static var clear: Color { Color.clear }
}

/// The style of the views around: what `.fill()` and text use when given no style.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The primary, secondary... levels of the foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    /// The first level: the foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level: the foreground style, fainter.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level, the faintest.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style: `.foregroundStyle(.secondary)`.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    /// The style's colour, when it is one or the background (white); other styles draw in the
    /// foreground colour.
    public let color: Color?
    /// The style erased.
    public let base: any ShapeStyle

    /// `style`, type-erased.
    public init<S: ShapeStyle>(_ style: S) {
        // A resolved colour paints as the constant colour it is (SwiftUI's `Color.Resolved` is
        // a `ShapeStyle`).
        if let resolved = style as? Color.Resolved {
            let color = Color(resolved)
            self.base = color
            self.color = color
            return
        }
        self.base = style
        if let any = style as? AnyShapeStyle {
            self.color = any.color
        } else if style is BackgroundStyle {
            self.color = .white
        } else if let gradient = style as? AnyGradient {
            self.color = gradient.color
        } else if let faded = style as? any FadedShapeStyle {
            self.color = faded.erasedBase.color?.opacity(faded.opacity)
        } else {
            self.color = style as? Color
        }
    }
}

extension Color: SourceNamed {
    package static let sourceNames: [(name: String, value: Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal),
        ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown),
        ("gray", .gray), ("black", .black), ("white", .white), ("clear", .clear), ("primary", .primary),
        ("secondary", .secondary), ("accentColor", .accentColor),
    ]
}
