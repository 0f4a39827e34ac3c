import Foundation

/// A view that arranges its children in a vertical line (SPEC §4). See ``StackLayout`` for the
/// contract.
public struct VStack<Content: View>: PrimitiveView {
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public static func _makeNodes(_ view: VStack, into resolver: inout _ViewResolver) {
        if let s = view.layout.spacing, !s.isFinite {
            resolver.tree.warn(InvalidLength.warning("VStack(spacing: \(InvalidLength.text(s)))", replacedBy: "the default"))
        }
        resolver.addContainer(makeLayoutBox(view.layout, name: "VStack"), content: view.content)
    }
}

/// The layout of ``VStack``, usable on its own (`AnyLayout(VStackLayout())`).
public struct VStackLayout: _StackLayoutForwarding {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public var _stack: StackLayout { StackLayout(majorAxis: .vertical, alignment: alignment.key, spacing: spacing) }
}
