/// Light or dark appearance. A colour scheme never changes layout; system colours are drawn
/// in the scheme of the view that draws them (docs/colors.md).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Light appearance: dark text on light backgrounds.
    case light
    /// Dark appearance: light text on dark backgrounds.
    case dark
}

/// Whether the user asked for more contrast (Settings › Accessibility › Increase Contrast).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// The standard contrast.
    case standard
    /// Increased contrast (the Increase Contrast setting).
    case increased
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}

extension EnvironmentValues {
    /// The colour scheme views are shown in: `.light` by default (iOS's default appearance),
    /// set with `.environment(\.colorScheme, .dark)`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The contrast of the colour scheme: `.standard` unless Increase Contrast is on.
    /// Read-only in SwiftUI; settable here so previews can show both.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
