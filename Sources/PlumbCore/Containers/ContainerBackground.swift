import Foundation

// `containerBackground(_:for:)` (iOS 17; `.navigation` iOS 18): the background of the
// container a view is in, drawn behind the container's whole area, under its bars.
//
// Contract: inside a NavigationStack, the root's `containerBackground(_:for: .navigation)`
// fills the stack's area behind the root and its bars, ignoring the safe area (the first one
// the root declares, as for its title). The placement is a preference of the container, so
// outside one, or for a container Plumb does not draw this way (`.tabView`,
// `.navigationSplitView`, `.widget`), nothing is drawn. Evidence: Apple's documentation of
// `containerBackground(_:for:)` ("sets the container background of the enclosing container
// using a view") and of `ContainerBackgroundPlacement.navigation` ("the background of a
// NavigationStack"). Open: not measured.

/// The containers whose background `containerBackground(_:for:)` sets.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String

    /// A NavigationStack's background (iOS 18).
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// A NavigationSplitView's background. Accepted; not drawn.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// A TabView's background. Accepted; not drawn.
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
    /// A widget's background. Accepted; not drawn (Plumb draws no widget container).
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// Fills the background of the enclosing `container` with `style` (`.navigation`: the
    /// NavigationStack's whole area, under its bars).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
        -> some View
    {
        let fill = AnyView(Rectangle().fill(AnyShapeStyle(style)).ignoresSafeArea())
        return NavigationBarWriter(content: self) { context, _ in
            if container == .navigation, context.containerBackground == nil { context.containerBackground = fill }
        }
    }

    /// Sets the background of the enclosing `container` to `content`, aligned in its area.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        let background = AnyView(
            content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment).ignoresSafeArea())
        return NavigationBarWriter(content: self) { context, _ in
            if container == .navigation, context.containerBackground == nil {
                context.containerBackground = background
            }
        }
    }
}
