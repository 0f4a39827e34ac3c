import Foundation

/// A view that arranges its children in a horizontal line (SPEC §4). See ``StackLayout`` for the
/// contract.
public struct HStack<Content: View>: PrimitiveView {
    // Usable from the inlinable initializer, so that a stack's type is made where it is
    // written, not looked up at run time (see `FixedFrameView`).
    @usableFromInline let layout: HStackLayout
    @usableFromInline let content: Content

    /// A horizontal stack of what `content` builds, aligned by `alignment`, `spacing` points apart (`nil`:
    /// each pair's preferred spacing).
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    @inline(__always)  // into its witness, which has the view's metadata (ViewResolver.swift)
    public static func _makeNodes(_ view: HStack, into resolver: inout _ViewResolver) {
        if let s = view.layout.spacing, !s.isFinite {
            resolver.tree.warn(
                InvalidLength.warning("HStack(spacing: \(InvalidLength.text(s)))", replacedBy: "the default"))
        }
        resolver.addContainer(makeLayoutBox(view.layout, name: "HStack"), content: view.content)
    }
}

/// The layout of ``HStack``, usable on its own (`AnyLayout(HStackLayout())`).
public struct HStackLayout: Layout, _StackLayoutForwarding {
    /// How the children are aligned vertically.
    public var alignment: VerticalAlignment
    /// The space between children; `nil` is each pair's preferred spacing.
    public var spacing: CGFloat?

    /// A horizontal stack layout, to call with content or to pass to `AnyLayout`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var _stack: StackLayout { StackLayout(majorAxis: .horizontal, alignment: alignment.key, spacing: spacing) }
}

extension HStackLayout: DescribedLayout {
    /// `HStack`, or `HStack(spacing: 4)` where a spacing is given (controls and lists laid out as
    /// stacks are named by their type in explain).
    package var nodeDescription: NodeDescription {
        let code = spacing.map { "HStack(spacing: \(sourceLength($0)))" } ?? "HStack"
        return NodeDescription(.stack(axis: .horizontal, spacing: spacing), code: code)
    }
}
