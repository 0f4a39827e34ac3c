import Foundation

/// A view that arranges its children in a vertical line (SPEC §4). See ``StackLayout`` for the
/// contract.
public struct VStack<Content: View>: PrimitiveView {
    // Usable from the inlinable initializer, so that a stack's type is made where it is
    // written, not looked up at run time (see `FixedFrameView`).
    @usableFromInline let layout: VStackLayout
    @usableFromInline let content: Content

    /// A vertical stack of what `content` builds, aligned by `alignment`, `spacing` points apart (`nil`: each
    /// pair's preferred spacing).
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    @inline(__always)  // into its witness, which has the view's metadata (ViewResolver.swift)
    public static func _makeNodes(_ view: VStack, into resolver: inout _ViewResolver) {
        if let s = view.layout.spacing, !s.isFinite {
            resolver.tree.warn(
                InvalidLength.warning("VStack(spacing: \(InvalidLength.text(s)))", replacedBy: "the default"))
        }
        resolver.addContainer(makeLayoutBox(view.layout, name: "VStack"), content: view.content)
    }
}

/// The layout of ``VStack``, usable on its own (`AnyLayout(VStackLayout())`).
public struct VStackLayout: Layout, _StackLayoutForwarding {
    /// How the children are aligned horizontally.
    public var alignment: HorizontalAlignment
    /// The space between children; `nil` is each pair's preferred spacing.
    public var spacing: CGFloat?

    /// A vertical stack layout, to call with content or to pass to `AnyLayout`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var _stack: StackLayout { StackLayout(majorAxis: .vertical, alignment: alignment.key, spacing: spacing) }
}

extension VStackLayout: DescribedLayout {
    /// `VStack`, or `VStack(spacing: 4)` where a spacing is given (controls and lists laid out as
    /// stacks are named by their type in explain).
    package var nodeDescription: NodeDescription {
        let code = spacing.map { "VStack(spacing: \(sourceLength($0)))" } ?? "VStack"
        return NodeDescription(.stack(axis: .vertical, spacing: spacing), code: code)
    }
}
