import Foundation

/// A colour's sRGB value in each appearance it defines: what an asset catalog's colour set
/// (`Brand.colorset/Contents.json`) gives `Color("Brand")`.
///
/// Apple's "Asset Catalog Format Reference" (Named Color Type, `appearances`): a colour lists
/// a value for any appearance, and may add one for `luminosity` `light` and `dark` and for
/// `contrast` `high`. iOS draws the most specific value the view's appearance has: in dark
/// mode the dark value, else the any value; with Increase Contrast on, the high-contrast
/// value of that scheme, else the standard one.
public struct ColorAppearances: Hashable, Sendable {
    /// One sRGB value: components and opacity, 0...1 (extended sRGB may leave that range).
    public struct Components: Hashable, Sendable {
        /// sRGB red, green and blue.
        public var red: Double, green: Double, blue: Double
        /// Opacity, 0...1.
        public var opacity: Double

        /// A value from its components.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }
    }

    /// The value for any appearance (the one without a luminosity).
    public var any: Components
    /// The values for the light and dark luminosities, where defined.
    public var light: Components?, dark: Components?
    /// The high-contrast values (any, light, dark), where defined.
    public var highContrastAny: Components?, highContrastLight: Components?, highContrastDark: Components?

    /// The values of a colour; only `any` is required.
    public init(
        any: Components, light: Components? = nil, dark: Components? = nil, highContrastAny: Components? = nil,
        highContrastLight: Components? = nil, highContrastDark: Components? = nil
    ) {
        self.any = any
        self.light = light
        self.dark = dark
        self.highContrastAny = highContrastAny
        self.highContrastLight = highContrastLight
        self.highContrastDark = highContrastDark
    }

    /// The value drawn in `scheme` with `contrast`: the most specific one defined.
    public func value(scheme: ColorScheme, contrast: ColorSchemeContrast) -> Components {
        let standard = (scheme == .dark ? dark : light) ?? any
        guard contrast == .increased else { return standard }
        return (scheme == .dark ? highContrastDark : highContrastLight) ?? highContrastAny ?? standard
    }
}
