import Foundation

/// A view that shows the first of its children that fits the space it is offered (SPEC §5).
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Uploading"); ProgressView() }   // preferred
///     Text("Uploading")                              // when the row does not fit
/// }
/// ```
///
/// See `ViewThatFitsLayout` for the contract.
public struct ViewThatFits<Content: View>: PrimitiveView {
    let layout: ViewThatFitsLayout
    let content: Content

    /// A view that picks among `content`'s children the first whose ideal size fits the
    /// proposal on `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.layout = ViewThatFitsLayout(axes: axes)
        self.content = content()
    }

    public static func _makeNodes(_ view: ViewThatFits, into resolver: inout _ViewResolver) {
        resolver.addContainer(makeLayoutBox(view.layout, name: "ViewThatFits"), content: view.content)
    }
}

/// The layout of ``ViewThatFits``. Not part of SwiftUI's API (SwiftUI's ViewThatFits is not
/// a `Layout`); here it is one, using only the `Layout` protocol and
/// ``LayoutSubview/_exclude()``.
///
/// Contract, for a proposal P and constrained axes A:
/// - **Choice**: with A empty, the first child (documented). Otherwise each child but the
///   last, in order, is asked its ideal size on A: it is proposed P with `nil` on the axes of
///   A and P's own value on the others. The first whose ideal length on every axis of A is at
///   most P's (a `nil` proposal counts as infinite) is chosen; if none is, the last child.
///   ("It selects the first child whose ideal size on the constrained axes fits within the
///   proposed size", developer.apple.com/documentation/swiftui/viewthatfits; "If `axes` is
///   an empty set, `ViewThatFits` uses the first child view",
///   developer.apple.com/documentation/swiftui/viewthatfits/init(in:content:); "If no child
///   fits, the last child is used as the fallback", docs.metabind.ai/bindjs/components/GridRow,
///   describing SwiftUI.) Keeping P on the unconstrained axes is a judgement call, SPEC §5
///   leaves it open: fatbobman.com/en/posts/mastering-viewthatfits describes the probe as
///   "the required size returned based on the unspecified proposed size"; proposing `nil`
///   only where the child is constrained is what lets `ViewThatFits(in: .vertical)` judge
///   wrapped text at the width it will really have.
/// - **Child proposal**: the chosen child is proposed P itself (judgement call: the natural
///   reading of "the first child that fits"; no measurement found).
/// - **Reported size**: the chosen child's size for P.
/// - **Placement**: the chosen child is centred in the bounds with P; every other child is
///   excluded: not placed, not drawn, no frame.
/// - Explicit alignment guides are the chosen child's; spacing preferences merge all
///   children's (the Layout default: spacing is asked without a proposal, so the choice is
///   not known; a judgement call).
struct ViewThatFitsLayout: Layout {
    let axes: Axis.Set

    /// The last choice: the proposal it was made for and the chosen index.
    struct Cache {
        var proposal = ProposalKey.never
        var chosen = 0
    }

    /// A modifier-like container: its children keep the enclosing stack's orientation (a
    /// Spacer inside extends as it would without the ViewThatFits), and its guides are its
    /// child's.
    static var _guidePropagation: _GuidePropagation { .unary }

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = Cache() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let chosen = choice(for: proposal, subviews: subviews, cache: &cache)
        return subviews[chosen].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard !subviews.isEmpty else { return }
        let chosen = choice(for: proposal, subviews: subviews, cache: &cache)
        for index in subviews.indices {
            if index == chosen {
                subviews[index].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            } else {
                subviews[index]._exclude()
            }
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        chosenGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        chosenGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The chosen child's explicit value for `key`, in the coordinates of `bounds`.
    private func chosenGuide(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        guard !subviews.isEmpty else { return nil }
        let child = subviews[choice(for: proposal, subviews: subviews, cache: &cache)]
        let d = child.dimensions(in: proposal)
        guard let value = d[explicit: key] else { return nil }
        return key.axis == .horizontal
            ? bounds.midX - d.width / 2 + value
            : bounds.midY - d.height / 2 + value
    }

    /// The index of the child shown for `proposal` (remembered for the last proposal).
    private func choice(for proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Int {
        let key = ProposalKey(proposal)
        if cache.proposal == key { return cache.chosen }
        cache.proposal = key
        cache.chosen = choose(for: proposal, subviews: subviews)
        return cache.chosen
    }

    private func choose(for proposal: ProposedViewSize, subviews: Subviews) -> Int {
        let first = subviews.startIndex, last = subviews.endIndex - 1
        if axes.isEmpty { return first }
        var probe = proposal
        if axes.contains(.horizontal) { probe.width = nil }
        if axes.contains(.vertical) { probe.height = nil }
        for index in first..<last {
            let ideal = subviews[index].sizeThatFits(probe)
            if fits(ideal.width, proposal.width, .horizontal) && fits(ideal.height, proposal.height, .vertical) {
                return index
            }
        }
        return last
    }

    private func fits(_ ideal: CGFloat, _ proposed: CGFloat?, _ axis: Axis) -> Bool {
        guard axes.contains(Axis.Set(axis)), let proposed else { return true }
        return ideal <= proposed
    }
}
