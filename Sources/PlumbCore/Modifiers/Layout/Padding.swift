import Foundation

/// `padding`: insets around a view (SPEC §5).
///
/// Contract: proposes the proposal minus the insets (never below 0; `nil` stays `nil`),
/// answers the child's size plus the insets (never below 0), and places the child at
/// (leading, top). `padding()` is 16 on every edge on iOS. The padded edges ask for a plain
/// view's spacing. (OpenSwiftUI `PaddingLayout.swift`; measured: seed 004 §3.2.)
struct PaddingLayout: UnaryLayout {
    let insets: EdgeInsets

    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        let size = child.sizeThatFits(inset(proposal))
        return CGSize(
            width: max(size.width + insets.leading + insets.trailing, 0),
            height: max(size.height + insets.top + insets.bottom, 0))
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        ChildPlacement(
            origin: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: inset(proposal))
    }

    func spacing(child: LayoutSubview) -> ViewSpacing {
        var spacing = child.spacing
        var edges: AbsoluteEdges = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.left) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.right) }
        spacing.reset(edges)
        return spacing
    }
}

extension PaddingLayout: DescribedLayout {
    /// `padding(8)` for equal insets, else `padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))`.
    var nodeDescription: NodeDescription {
        let i = insets
        let code =
            i.top == i.leading && i.top == i.bottom && i.top == i.trailing
            ? "padding(\(sourceLength(i.top)))"
            : "padding(EdgeInsets(top: \(sourceLength(i.top)), leading: \(sourceLength(i.leading)), "
                + "bottom: \(sourceLength(i.bottom)), trailing: \(sourceLength(i.trailing))))"
        return NodeDescription(.padding(insets), code: code)
    }
}

/// Padding whose length may come from the environment (`padding()` and `padding(.top)`).
///
/// Usable from the inlinable `padding` modifiers (see `FixedFrameView`).
@usableFromInline
struct PaddingView<Content: View>: PrimitiveView {
    let content: Content
    let edges: Edge.Set
    let length: CGFloat?
    let insets: EdgeInsets?

    @usableFromInline
    init(content: Content, edges: Edge.Set, length: CGFloat?, insets: EdgeInsets?) {
        self.content = content
        self.edges = edges
        self.length = length
        self.insets = insets
    }

    @inline(__always)  // into its witness, which has the view's metadata (ViewResolver.swift)
    @usableFromInline
    static func _makeNodes(_ view: PaddingView, into resolver: inout _ViewResolver) {
        var insets: EdgeInsets
        if let explicit = view.insets {
            insets = explicit
        } else {
            let base =
                view.length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }
                ?? resolver.environment.defaultPadding
            insets = EdgeInsets(
                top: view.edges.contains(.top) ? base.top : 0,
                leading: view.edges.contains(.leading) ? base.leading : 0,
                bottom: view.edges.contains(.bottom) ? base.bottom : 0,
                trailing: view.edges.contains(.trailing) ? base.trailing : 0)
        }
        // Non-finite insets are 0 (`InvalidLength`); negative ones are kept, as in SwiftUI.
        let valid = EdgeInsets(
            top: InvalidLength.finite(insets.top, or: 0), leading: InvalidLength.finite(insets.leading, or: 0),
            bottom: InvalidLength.finite(insets.bottom, or: 0), trailing: InvalidLength.finite(insets.trailing, or: 0))
        if valid != insets {
            let t = InvalidLength.text
            resolver.tree.warn(
                InvalidLength.warning(
                    "padding(EdgeInsets(top: \(t(insets.top)), leading: \(t(insets.leading)), bottom: \(t(insets.bottom)), trailing: \(t(insets.trailing))))",
                    replacedBy: "0"))
            insets = valid
        }
        let layout = PaddingLayout(insets: insets)
        resolver.wrapEach(view.content) { makeLayoutBox(layout, name: "padding") }
    }
}

extension View {
    /// Padding on `edges`: `length` points, or the platform default (16) when `nil`.
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        PaddingView(content: self, edges: edges, length: length, insets: nil)
    }

    /// `length` points of padding on every edge.
    @inlinable
    public func padding(_ length: CGFloat) -> some View {
        PaddingView(content: self, edges: .all, length: length, insets: nil)
    }

    /// Padding of `insets`.
    @inlinable
    public func padding(_ insets: EdgeInsets) -> some View {
        PaddingView(content: self, edges: .all, length: nil, insets: insets)
    }
}
