import Foundation

/// `frame(width:height:alignment:)`: a rigid frame (SPEC §3).
///
/// Contract, per given dimension: proposes that value to the child and answers it whatever
/// the child chose; a dimension not given passes the proposal through and answers the
/// child's. The child is placed by `alignment` (centre by default) and may overflow: a
/// frame never clips. (OpenSwiftUI `FrameLayout.swift`.)
struct FrameLayout: UnaryLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    var _sizeIgnoresProposal: Bool { width != nil && height != nil }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        let childProposal = childProposal(proposal)
        return ChildPlacement(
            origin: aligned(alignment, in: bounds, child: child, proposal: childProposal), proposal: childProposal)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// A frame resets the spacing of the axes it sets (unless it frames a Spacer).
    func spacing(child: LayoutSubview) -> ViewSpacing {
        var spacing = child.spacing
        guard !child.projectsSpacing else { return spacing }
        var edges: AbsoluteEdges = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        spacing.reset(edges)
        return spacing
    }
}

extension FrameLayout: DescribedLayout {
    /// `frame(width: 100, height: 100)`, the dimensions given.
    var nodeDescription: NodeDescription {
        let args = [width.map { "width: \(sourceLength($0))" }, height.map { "height: \(sourceLength($0))" }]
        return NodeDescription(
            .frame(width: width, height: height), code: "frame(\(args.compactMap { $0 }.joined(separator: ", ")))")
    }
}

extension View {
    /// A frame of fixed `width` and/or `height` around this view (SPEC §3).
    ///
    /// Negative or non-finite dimensions are reported as "invalid frame dimension" and
    /// treated as SwiftUI treats them: a non-finite one as not given, a negative one as 0.
    // Inlinable, as SwiftUI's modifiers are, so that the view type it returns is concrete
    // where it is called (see `FixedFrameView`).
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        FixedFrameView(content: self, width: width, height: height, alignment: alignment)
    }
}

/// `frame(width:height:alignment:)` as written: resolved into a ``FrameLayout`` node around
/// each view of its content.
///
/// The public modifiers that add a node (`frame`, `padding`, `id`...) are `@inlinable`, as
/// SwiftUI's are, and return a type usable from inlinable code that holds only their
/// arguments: the `some View` they return is then this concrete type in the caller's module.
/// Otherwise the caller asks the runtime for the opaque type's metadata and conformance on
/// every call (measured with callgrind on W1: about 4,000 instructions per `ForEach` element
/// for `frame` and `id`, 40% of the tree's build). Holding the arguments, not the layout,
/// keeps the layouts and their protocol internal.
@usableFromInline
struct FixedFrameView<Content: View>: PrimitiveView {
    let content: Content
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    @usableFromInline
    init(content: Content, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.content = content
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    @inline(__always)  // into its witness, which has the view's metadata (ViewResolver.swift)
    @usableFromInline
    static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        let (layout, warning) = FrameLayout.checked(width: view.width, height: view.height, alignment: view.alignment)
        resolver.wrapEach(view.content, in: layout, name: "frame", warning: warning)
    }
}

extension FrameLayout {
    /// The frame of `frame(width:height:alignment:)`, with the warning its arguments call for.
    static func checked(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> (FrameLayout, String?) {
        func valid(_ v: CGFloat?) -> (CGFloat?, Bool) {
            guard let v else { return (nil, true) }
            if !v.isFinite { return (nil, false) }
            if v < 0 { return (0, false) }
            return (v, true)
        }
        let (w, wOK) = valid(width)
        let (h, hOK) = valid(height)
        let warning =
            wOK && hOK
            ? nil
            : "invalid frame dimension (negative or non-finite): frame(width: \(width.map { "\($0)" } ?? "nil"), height: \(height.map { "\($0)" } ?? "nil"))"
        return (FrameLayout(width: w, height: h, alignment: alignment), warning)
    }
}
