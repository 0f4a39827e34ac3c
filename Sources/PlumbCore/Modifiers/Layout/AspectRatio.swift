import Foundation

/// `aspectRatio`: proposes its child the largest (`.fit`) or smallest (`.fill`) rectangle of
/// a ratio inside or around its proposal (SPEC §5).
///
/// Contract: a `nil` ratio takes the child's ideal size's ratio (a square one, 0×0
/// included, counts as 1:1); an unspecified proposal passes through; with one dimension
/// unspecified, `.fit` scales to the other and `.fill` proposes infinity. It answers the
/// child's size and centres the child. (Measured: 16:9 in 100×100 proposes 100×56.25 for
/// fit, 177.78×100 for fill; OpenSwiftUI `AspectRatioLayout.swift`.)
struct AspectRatioLayout: UnaryLayout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    private func offered(_ proposal: ProposedViewSize, child: LayoutSubview) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        var shape = ratio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
        func scale(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let sx = scale(proposal.width, shape.width)
        let sy = scale(proposal.height, shape.height)
        let s = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        return ProposedViewSize(width: shape.width * s, height: shape.height * s)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(offered(proposal, child: child))
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        let childProposal = offered(proposal, child: child)
        let size = child.sizeThatFits(childProposal)
        return ChildPlacement(
            origin: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal: childProposal)
    }
}

/// How content fills a space of another ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Scaled to fit inside the proposal: the largest rectangle of the ratio within it.
    case fit
    /// Scaled to fill the proposal: the smallest rectangle of the ratio around it.
    case fill
}

extension View {
    /// Constrains this view to `aspectRatio` (width / height), or to its ideal size's ratio when `nil`.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return modifier(layout: AspectRatioLayout(ratio: ratio, contentMode: contentMode), name: "aspectRatio")
    }

    /// Constrains this view to the ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(
            aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}

extension ContentMode: SourceNamed {
    package static let sourceNames: [(name: String, value: ContentMode)] = [("fit", .fit), ("fill", .fill)]
}
