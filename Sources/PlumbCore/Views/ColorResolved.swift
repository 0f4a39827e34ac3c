import Foundation

extension Color {
    /// A concrete colour: its components in one environment, as SwiftUI's `Color.Resolved`
    /// (iOS 17) holds them.
    ///
    /// Apple's documentation: "a set of RGBA values that represent a color that can be shown",
    /// stored in linear sRGB with extended range; `red`, `green` and `blue` read them in sRGB
    /// (gamma-encoded), `linearRed`, `linearGreen` and `linearBlue` in linear sRGB, and
    /// `init(colorSpace:red:green:blue:opacity:)` reads its components in `.sRGB` unless told
    /// otherwise. Plumb stores the sRGB values its colours are drawn in.
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        /// The amount of red, green and blue in sRGB (gamma-encoded, extended range).
        public var red: Float, green: Float, blue: Float
        /// The opacity, 0...1.
        public var opacity: Float

        /// A resolved colour from components in `colorSpace` (sRGB by default).
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let color = Color(colorSpace, red: Double(red), green: Double(green), blue: Double(blue))
            self.red = Float(color.red)
            self.green = Float(color.green)
            self.blue = Float(color.blue)
            self.opacity = opacity
        }

        /// The amount of red in linear sRGB.
        public var linearRed: Float { Float(Color.decode(Double(red))) }
        /// The amount of green in linear sRGB.
        public var linearGreen: Float { Float(Color.decode(Double(green))) }
        /// The amount of blue in linear sRGB.
        public var linearBlue: Float { Float(Color.decode(Double(blue))) }

        /// `#RRGGBBAA`, as SwiftUI prints a resolved colour.
        public var description: String {
            func byte(_ v: Float) -> Int { Int((Swift.min(1, Swift.max(0, Double(v))) * 255).rounded()) }
            return String(format: "#%02X%02X%02X%02X", byte(red), byte(green), byte(blue), byte(opacity))
        }
    }

    /// This colour as `environment` shows it: a system or asset colour takes the value of the
    /// environment's colour scheme, contrast and platform version.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let c = resolved(
            scheme: environment.colorScheme, version: environment.platformVersion,
            contrast: environment.colorSchemeContrast)
        return Resolved(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.opacity))
    }

    /// A constant colour with a resolved colour's values.
    public init(_ resolved: Resolved) {
        self.init(
            red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
            opacity: Double(resolved.opacity))
    }
}
