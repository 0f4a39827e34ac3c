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

    /// A colour from sRGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.name = nil
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// A grey from a white level.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
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
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(named: name, red, green, blue, self.opacity * opacity)
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
    public static let red = Color(named: "red", 255 / 255, 59 / 255, 48 / 255)
    public static let orange = Color(named: "orange", 255 / 255, 149 / 255, 0)
    public static let yellow = Color(named: "yellow", 255 / 255, 204 / 255, 0)
    public static let green = Color(named: "green", 52 / 255, 199 / 255, 89 / 255)
    public static let mint = Color(named: "mint", 0, 199 / 255, 190 / 255)
    public static let teal = Color(named: "teal", 48 / 255, 176 / 255, 199 / 255)
    public static let cyan = Color(named: "cyan", 50 / 255, 173 / 255, 230 / 255)
    public static let blue = Color(named: "blue", 0, 122 / 255, 255 / 255)
    public static let indigo = Color(named: "indigo", 88 / 255, 86 / 255, 214 / 255)
    public static let purple = Color(named: "purple", 175 / 255, 82 / 255, 222 / 255)
    public static let pink = Color(named: "pink", 255 / 255, 45 / 255, 85 / 255)
    public static let brown = Color(named: "brown", 162 / 255, 132 / 255, 94 / 255)
    public static let gray = Color(named: "gray", 142 / 255, 142 / 255, 147 / 255)
    public static let black = Color(named: "black", 0, 0, 0)
    public static let white = Color(named: "white", 1, 1, 1)
    public static let clear = Color(named: "clear", 0, 0, 0, 0)
    public static let primary = Color(named: "primary", 0, 0, 0)
    public static let secondary = Color(named: "secondary", 60 / 255, 60 / 255, 67 / 255, 0.6)
    public static let accentColor = Color(named: "accentColor", 0, 122 / 255, 255 / 255)

    public static func _makeNodes(_ view: Color, into resolver: inout _ViewResolver) {
        resolver.addLeaf(ShapeComputer(name: "Color", content: .color(view), sizing: nil))
    }
}

/// A colour or pattern that fills or strokes a shape.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

/// The style of the views around: what `.fill()` and text use when given no style.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The primary, secondary... levels of the foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    /// The style's colour, when it is one or the background (white); other styles draw in the
    /// foreground colour.
    public let color: Color?
    public let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        self.base = style
        if let any = style as? AnyShapeStyle {
            self.color = any.color
        } else if style is BackgroundStyle {
            self.color = .white
        } else if let gradient = style as? AnyGradient {
            self.color = gradient.color
        } else {
            self.color = style as? Color
        }
    }
}
