/// The size class of a dimension: how much room there is along it.
///
/// An iPhone in portrait is compact wide and regular tall (Apple's Human Interface
/// Guidelines, "Layout", Device size classes:
/// https://developer.apple.com/design/human-interface-guidelines/layout#Device-size-classes),
/// which are the environment's defaults: Plumb lays out a portrait iPhone.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    /// A constrained space: an iPhone's width in portrait.
    case compact
    /// An expansive space: an iPad's width, an iPhone's height in portrait.
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The horizontal size class: `.compact` (an iPhone in portrait).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: `.regular` (an iPhone in portrait).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
