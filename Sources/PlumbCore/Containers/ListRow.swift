import Foundation

/// Makes a list row's node around the node of its content: its background
/// (`listRowBackground`), the content, and the separator below it.
enum ListRowBuilder {
    static func make(_ content: Int32, separated: Bool, metrics: ListMetrics, into resolver: inout _ViewResolver)
        -> Int32
    {
        let tree = resolver.tree
        var children: [Int32] = []
        let background = tree.layoutValue(ListRowBackgroundKey.self, node: content)
        if let background { children += resolver.nodes(of: background) }
        if children.count > 1 {
            children = [ListBuilderNodes.single(children[...], name: "background", into: &resolver)]
        }
        // A background that makes no node (`.listRowBackground(EmptyView())`, an `if` that
        // is false) is none: the content is then the row's first child.
        let hasBackground = !children.isEmpty
        children.append(content)
        let showsSeparator = separated && tree.layoutValue(ListRowSeparatorKey.self, node: content) != .hidden
        if showsSeparator { children += resolver.nodes(of: ListColors.separator) }
        let layout = ListRowLayout(
            metrics: metrics, insets: tree.layoutValue(ListRowInsetsKey.self, node: content),
            minHeight: resolver.environment.defaultMinListRowHeight,
            hasBackground: hasBackground, hasSeparator: showsSeparator)
        return resolver.addNode(makeLayoutBox(layout, name: "row"), children: children[...])
    }
}

/// The layout of one list row.
///
/// Contract: proposed a width W (the section's row width), the content is proposed
/// `W − leading − trailing` (the row insets: `listRowInsets`, or the style's,
/// ``ListMetrics/rowInsets(width:)``) and a `nil` height. The row is W wide and
/// `max(minimum row height, content height + top + bottom)` tall (SwiftUI's
/// `defaultMinListRowHeight`); the content is placed at the leading inset, centred
/// vertically. The background fills the row. The separator, a line one pixel thick, lies on
/// the row's bottom edge from the content's explicit `listRowSeparatorLeading` guide, or else
/// the leading edge of the row's first text (so a row with an icon before its title indents
/// it to the title, as iOS does; the content's leading edge when there is no text), to the
/// explicit `listRowSeparatorTrailing` guide or else the row's trailing edge (iOS 17/18) or its trailing inset (iOS 26;
/// ``ListMetrics/separatorTrailingInset(rowInsets:)``).
struct ListRowLayout: Layout {
    let metrics: ListMetrics
    let insets: EdgeInsets?
    let minHeight: CGFloat
    let hasBackground: Bool
    let hasSeparator: Bool

    static var layoutProperties: LayoutProperties { LayoutProperties() }
    static var _guidePropagation: _GuidePropagation { .none }

    private func insets(width: CGFloat) -> EdgeInsets { insets ?? metrics.rowInsets(width: width) }

    private func content(_ subviews: Subviews) -> LayoutSubview {
        subviews[subviews.startIndex + (hasBackground ? 1 : 0)]
    }

    private func contentProposal(_ width: CGFloat?) -> ProposedViewSize {
        guard let width else { return .unspecified }
        let i = insets(width: width)
        return ProposedViewSize(width: max(width - i.leading - i.trailing, 0), height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = content(subviews).sizeThatFits(contentProposal(proposal.width))
        let i = insets(width: proposal.width ?? size.width)
        let width = proposal.width ?? size.width + i.leading + i.trailing
        return CGSize(width: width, height: max(minHeight, size.height + i.top + i.bottom))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let i = insets(width: bounds.width)
        let content = content(subviews)
        let p = contentProposal(bounds.width)
        let size = content.sizeThatFits(p)
        if hasBackground {
            subviews[subviews.startIndex].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
        let top = bounds.minY + i.top + (bounds.height - i.top - i.bottom - size.height) / 2
        content.place(at: CGPoint(x: bounds.minX + i.leading, y: top), proposal: p)
        guard hasSeparator, let separator = subviews.last else { return }
        let contentX = bounds.minX + i.leading
        let d = content.dimensions(in: p)
        let leading =
            d[explicit: .listRowSeparatorLeading].map { contentX + $0 }
            ?? content.placedFrameOfFirstText().map {
                // Its placed frame, in this layout's coordinates (mirrored in right to left).
                subviews.layoutCoordinates($0, bounds: bounds).minX
            }
            ?? contentX
        let trailing =
            d[explicit: .listRowSeparatorTrailing].map { contentX + $0 }
            ?? bounds.maxX - metrics.separatorTrailingInset(rowInsets: i)
        let thickness = subviews.pixelLength
        separator.place(
            at: CGPoint(x: leading, y: bounds.maxY - thickness),
            proposal: ProposedViewSize(width: max(trailing - leading, 0), height: thickness))
    }
}

extension LayoutTree {
    /// The first Text in `node`'s subtree, depth first.
    func firstText(in node: Int32) -> Int32? {
        if computers[node]._withUnsafeGuaranteedRef({ $0.typeName }) == "Text" { return node }
        let start = childStart[node]
        for k in 0..<childCount[node] {
            if let found = firstText(in: childList[start + k]) { return found }
        }
        return nil
    }
}
