import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: a
/// flexible frame (SPEC §3).
///
/// Contract, per dimension, after normalising (a negative minimum becomes 0, the ideal is
/// raised to the minimum, the maximum to the ideal):
/// - the child is proposed the parent's proposal, or the ideal where the parent proposed
///   `nil`, clamped into [min, max];
/// - the answer: the ideal when the parent proposed `nil` and an ideal is given; with both
///   bounds and a proposal, the proposal clamped (the child is not consulted); with both
///   bounds and no proposal, the child's size clamped; with a minimum only,
///   `max(min, min(child, proposal))`; with a maximum only, `max-capped max(child, proposal)`;
///   otherwise the child's size.
/// - at placement the child is proposed the frame's size, except where the frame was
///   proposed `nil`, has no ideal, and its size lies strictly between its bounds: there the
///   child is proposed `nil` again (SwiftUI's `FlexFrameIdealSizing`).
/// Where the minimum exceeds the maximum, the minimum wins (measured: `minWidth: 80,
/// maxWidth: 40` around a 20-wide view is 80 wide).
struct FlexibleFrameLayout: UnaryLayout {
    struct Bounds {
        // Stored with NaN for "not given": three plain floats are copied as one small value
        // on every query, where three optionals made the layout twice as large (measured:
        // a memcpy per call on W2).
        private let lo: CGFloat, id: CGFloat, hi: CGFloat
        /// Whether both a minimum and a maximum are given: then a proposal decides the length.
        private let bounded: Bool

        var min: CGFloat? { lo.isNaN ? nil : lo }
        var ideal: CGFloat? { id.isNaN ? nil : id }
        var max: CGFloat? { hi.isNaN ? nil : hi }

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let lo = min.map { Swift.max($0, 0) }
            let id = ideal.map { Swift.max(lo ?? 0, $0) }
            self.lo = lo ?? .nan
            self.id = id ?? .nan
            self.hi = max.map { Swift.max(id ?? 0, $0) } ?? .nan
            self.bounded = lo != nil && max != nil
        }

        var isConstrained: Bool { min != nil || ideal != nil || max != nil }

        /// `value` limited by the bounds, the minimum winning a contradiction.
        func clamp(_ value: CGFloat) -> CGFloat {
            Swift.max(min ?? -.infinity, Swift.min(value, max ?? .infinity))
        }

        /// The frame's length when it can be decided without the child.
        @inline(__always)
        func decided(_ proposed: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            guard bounded else { return nil }
            return Swift.max(lo, Swift.min(proposed, hi))
        }

        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            (proposed ?? ideal).map { Swift.min(Swift.max($0, min ?? -.infinity), max ?? .infinity) }
        }

        func answer(child: CGFloat, childProposal: CGFloat?) -> CGFloat {
            switch (min, max) {
            case (.some, .some): return clamp(child)
            case (let lo?, nil): return Swift.max(lo, Swift.min(child, childProposal ?? .infinity))
            case (nil, let hi?): return Swift.min(hi, Swift.max(child, childProposal ?? -.infinity))
            case (nil, nil): return child
            }
        }

        func placementProposal(size: CGFloat, proposed: CGFloat?) -> CGFloat? {
            if ideal == nil, proposed == nil, (min ?? -.infinity) < size, size < (max ?? .infinity) { return nil }
            return size
        }
    }

    let width: Bounds
    let height: Bounds
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        let w = width.decided(proposal.width)
        let h = height.decided(proposal.height)
        if let w, let h { return CGSize(width: w, height: h) }
        let childProposal = ProposedViewSize(
            width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
        let size = child.sizeThatFits(childProposal)
        return CGSize(
            width: w ?? width.answer(child: size.width, childProposal: childProposal.width),
            height: h ?? height.answer(child: size.height, childProposal: childProposal.height))
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        let childProposal = ProposedViewSize(
            width: width.placementProposal(size: bounds.width, proposed: proposal.width),
            height: height.placementProposal(size: bounds.height, proposed: proposal.height))
        return ChildPlacement(
            origin: aligned(alignment, in: bounds, child: child, proposal: childProposal), proposal: childProposal)
    }

    func spacing(child: LayoutSubview) -> ViewSpacing {
        var spacing = child.spacing
        guard !child.projectsSpacing else { return spacing }
        var edges: AbsoluteEdges = []
        if width.isConstrained { edges.formUnion(.horizontal) }
        if height.isConstrained { edges.formUnion(.vertical) }
        spacing.reset(edges)
        return spacing
    }
}

extension FlexibleFrameLayout: DescribedLayout {
    /// `frame(minWidth: 40, maxWidth: .infinity)`, the bounds given, normalised.
    var nodeDescription: NodeDescription {
        let bounds = FlexibleFrameBounds(
            minWidth: width.min, idealWidth: width.ideal, maxWidth: width.max,
            minHeight: height.min, idealHeight: height.ideal, maxHeight: height.max)
        let args: [(String, CGFloat?)] = [
            ("minWidth", width.min), ("idealWidth", width.ideal), ("maxWidth", width.max),
            ("minHeight", height.min), ("idealHeight", height.ideal), ("maxHeight", height.max),
        ]
        let code =
            "frame("
            + args.compactMap { name, v in v.map { "\(name): \(sourceLength($0))" } }
            .joined(separator: ", ") + ")"
        return NodeDescription(.flexibleFrame(bounds), code: code)
    }
}

extension View {
    /// A flexible frame around this view (SPEC §3).
    ///
    /// Contradictory constraints (a minimum above the ideal or the maximum) and negative or
    /// non-finite minimums are reported as warnings, as SwiftUI logs them.
    // Inlinable, as SwiftUI's modifiers are (see `FixedFrameView`).
    @inlinable
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        FlexibleFrameView(
            content: self, bounds: (minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight),
            alignment: alignment)
    }
}

/// `frame(minWidth:...)` as written: resolved into a ``FlexibleFrameLayout`` node around each
/// view of its content (usable from inlinable code for the reason ``FixedFrameView`` gives).
@usableFromInline
struct FlexibleFrameView<Content: View>: PrimitiveView {
    let content: Content
    /// minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, as given.
    let bounds: (CGFloat?, CGFloat?, CGFloat?, CGFloat?, CGFloat?, CGFloat?)
    let alignment: Alignment

    @usableFromInline
    init(content: Content, bounds: (CGFloat?, CGFloat?, CGFloat?, CGFloat?, CGFloat?, CGFloat?), alignment: Alignment) {
        self.content = content
        self.bounds = bounds
        self.alignment = alignment
    }

    @inline(__always)  // into its witness, which has the view's metadata (ViewResolver.swift)
    @usableFromInline
    static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        let b = view.bounds
        let (layout, warning) = FlexibleFrameLayout.checked(
            minWidth: b.0, idealWidth: b.1, maxWidth: b.2, minHeight: b.3, idealHeight: b.4, maxHeight: b.5,
            alignment: view.alignment)
        resolver.wrapEach(view.content, in: layout, name: "frame", warning: warning)
    }
}

extension FlexibleFrameLayout {
    /// The frame of `frame(minWidth:...)`, with the warning its arguments call for.
    static func checked(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
        minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment
    ) -> (FlexibleFrameLayout, String?) {
        func ordered(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?) -> Bool {
            let lo = min ?? -.infinity
            let id = ideal ?? lo
            let hi = max ?? id
            return lo <= id && id <= hi
        }
        // Value by value rather than through an array: no allocation per frame.
        func invalid(_ v: CGFloat?) -> Bool { v.map { $0.isNaN || $0 < 0 || $0 == -.infinity } ?? false }
        // A minimum or ideal of +∞ cannot be a size (a maximum of ∞ is "as large as offered"):
        // it is dropped as the frame drops an infinite width, with the same warning.
        func finiteOrNone(_ v: CGFloat?) -> CGFloat? { v == .infinity ? nil : v }
        let infiniteMinimum =
            minWidth == .infinity || idealWidth == .infinity || minHeight == .infinity || idealHeight == .infinity
        let (minWidth, idealWidth, minHeight, idealHeight) =
            (finiteOrNone(minWidth), finiteOrNone(idealWidth), finiteOrNone(minHeight), finiteOrNone(idealHeight))
        var warning: String?
        if infiniteMinimum || invalid(minWidth) || invalid(idealWidth) || invalid(maxWidth) || invalid(minHeight)
            || invalid(idealHeight) || invalid(maxHeight)
        {
            warning = "invalid frame dimension (negative or non-finite)"
        } else if !ordered(minWidth, idealWidth, maxWidth) || !ordered(minHeight, idealHeight, maxHeight) {
            warning = "contradictory frame constraints specified"
        }
        func finiteOrNil(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN ? nil : $0 } }
        let layout = FlexibleFrameLayout(
            width: .init(min: finiteOrNil(minWidth), ideal: finiteOrNil(idealWidth), max: finiteOrNil(maxWidth)),
            height: .init(min: finiteOrNil(minHeight), ideal: finiteOrNil(idealHeight), max: finiteOrNil(maxHeight)),
            alignment: alignment)
        return (layout, warning)
    }
}
