import Foundation

/// The chevron a list row draws: trailing on a NavigationLink row (pointing forward), on a
/// DisclosureGroup's label (forward when collapsed, down when expanded).
///
/// It is 8 × 13 points pointing forward (13 × 8 down), a stroke about 2 points thick: the
/// size of UIKit's disclosure indicator, the `chevron.forward` symbol at 13 points semibold
/// (open: no published measurement). Navigation chevrons are tertiaryLabel grey, disclosure
/// chevrons the accent colour (reported; open for iOS 26).
struct DisclosureChevron: Shape {
    enum Direction: Sendable { case forward, down }
    var direction: Direction = .forward
    // Mirrored in right to left, as every custom shape (Shape.layoutDirectionBehavior): the
    // forward chevron points left there, as `chevron.forward` does.

    static let length: CGFloat = 13
    static let breadth: CGFloat = 8
    static let thickness: CGFloat = 2

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        direction == .forward
            ? CGSize(width: DisclosureChevron.breadth, height: DisclosureChevron.length)
            : CGSize(width: DisclosureChevron.length, height: DisclosureChevron.breadth)
    }

    func path(in rect: CGRect) -> Path {
        let t = DisclosureChevron.thickness
        var path = Path()
        switch direction {
        case .forward:
            path.move(to: CGPoint(x: rect.minX, y: rect.minY + t))
            path.addLine(to: CGPoint(x: rect.minX + t, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX + t, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY - t))
            path.addLine(to: CGPoint(x: rect.maxX - t * 1.5, y: rect.midY))
        case .down:
            path.move(to: CGPoint(x: rect.minX + t, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - t * 1.5))
            path.addLine(to: CGPoint(x: rect.maxX - t, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + t))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + t))
        }
        path.closeSubpath()
        return path
    }
}

/// A row's content with an accessory at its trailing edge (a NavigationLink's or
/// DisclosureGroup's chevron).
///
/// Contract: proposed a width W, the accessory takes its size and sits at the trailing
/// edge, centred vertically; the label is proposed `W − accessory − 12` (open) and the
/// height, and placed at the leading edge, centred vertically. The size is W (the label's
/// plus the accessory's and the gap when `nil`) by the taller of the two.
struct TrailingAccessoryLayout: Layout {
    static let gap: CGFloat = 12

    static var layoutProperties: LayoutProperties { LayoutProperties() }

    private func labelProposal(_ proposal: ProposedViewSize, accessory: CGSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - accessory.width - TrailingAccessoryLayout.gap, 0) },
            height: proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let accessory = subviews[subviews.startIndex + 1].sizeThatFits(.unspecified)
        let label = subviews[subviews.startIndex].sizeThatFits(labelProposal(proposal, accessory: accessory))
        let width = proposal.width ?? label.width + TrailingAccessoryLayout.gap + accessory.width
        return CGSize(width: width, height: max(label.height, accessory.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let accessoryView = subviews[subviews.startIndex + 1]
        let accessory = accessoryView.sizeThatFits(.unspecified)
        let p = labelProposal(ProposedViewSize(bounds.size), accessory: accessory)
        let label = subviews[subviews.startIndex]
        let size = label.sizeThatFits(p)
        label.place(at: CGPoint(x: bounds.minX, y: bounds.midY - size.height / 2), proposal: p)
        accessoryView.place(
            at: CGPoint(x: bounds.maxX - accessory.width, y: bounds.midY - accessory.height / 2), proposal: .unspecified
        )
    }
}

extension _ViewResolver {
    /// Adds a node named `name` showing `label` with `accessory` at its trailing edge.
    mutating func addTrailingAccessory<L: View, A: View>(_ label: L, accessory: A, name: String) {
        let savedAxis = stackAxis
        stackAxis = .horizontal
        let labelNodes = nodes(of: label)
        stackAxis = savedAxis
        var children = [ListBuilderNodes.single(labelNodes, name: "label", into: &self)]
        children += nodes(of: accessory)
        outputs.append(addNode(makeLayoutBox(TrailingAccessoryLayout(), name: name), children: children[...]))
    }
}
