import Foundation

// The bottom toolbar of a NavigationStack: `ToolbarItem(placement: .bottomBar)` items, and
// on iOS 26 the search field of `searchable` (which iPhones show at the bottom).
//
// Contract: the bar is 44 points tall above the safe area's bottom (measured for iOS ≤ 18:
// "the navigation bar and toolbar are 44 points tall", hacknicity's Adaptivity article;
// iOS 26: open, kept), and the content is proposed the rest. Its items are packed from the
// leading margin, 8 apart, and centred in the row, as UIKit's UIToolbar packs items that
// have no flexible space between them (a `Spacer()` in a `ToolbarItemGroup` pushes them
// apart, as a flexible space does); open: not measured for SwiftUI. On iOS ≤ 18 the bar has
// no background at the scroll edge (iOS 15's `scrollEdgeAppearance`, documented); on
// iOS 26 its items sit on a glass capsule and the search field is a glass capsule taking
// the rest of the row (open, approximated).

extension NavigationContext {
    /// Whether the search field is in the bottom bar: where its placement puts it, or where
    /// a ``DefaultToolbarItem`` of the search kind does (iOS 26).
    func searchAtBottom(_ metrics: NavigationBarMetrics) -> Bool {
        guard let search else { return false }
        return metrics.searchIsAtBottom(search.placement)
            || (metrics.version.isIOS26OrLater && searchItemIndex != nil)
    }

    /// How many of the bottom toolbar's items come before its search item (a
    /// `DefaultToolbarItem(kind: .search, placement: .bottomBar)`), if it has one.
    var searchItemIndex: Int? {
        let bottom = toolbarItems.filter { $0.placement.slot == .bottom }
        guard let k = bottom.firstIndex(where: { $0.systemItem == .search }) else { return nil }
        return bottom[..<k].filter { $0.systemItem == nil }.count
    }

    /// The bottom toolbar's height: 44 when it has items or the search field, else none.
    func bottomBarHeight(_ metrics: NavigationBarMetrics) -> CGFloat {
        if items(in: .bottom).isEmpty && !searchAtBottom(metrics) { return 0 }
        return metrics.rowHeight
    }

    /// Resolves the bottom toolbar: a "BottomBar" node.
    func resolveBottomBar(_ metrics: NavigationBarMetrics, into resolver: inout _ViewResolver) -> Int32 {
        // The field is the bottom toolbar's: as tall as its row (SearchField).
        var field = search
        field?.placement = .toolbar
        let bar = BottomBar(
            entries: items(in: .bottom), search: searchAtBottom(metrics) ? field : nil, metrics: metrics,
            background: bottomBarBackground.shownStyle,
            searchIndex: searchItemIndex)
        let nodes = resolver.nodes(of: bar.named("BottomBar"))
        return nodes.count == 1
            ? nodes.first! : resolver.addNode(makeLayoutBox(ZStackLayout(), name: "ZStack"), children: nodes)
    }
}

/// The bottom toolbar's row.
struct BottomBar: View {
    let entries: [ToolbarEntry]
    let search: SearchFieldRequest?
    let metrics: NavigationBarMetrics
    /// The background `toolbarBackground(.visible, for: .bottomBar)` shows, down to the
    /// screen's bottom.
    let background: AnyShapeStyle?
    /// Where a ``DefaultToolbarItem`` of the search kind put the field among the entries
    /// (nil: after them).
    var searchIndex: Int?

    var body: some View {
        // The field takes the row's free width: a flexible `ToolbarSpacer` beside it leaves it
        // that width (it is the flexible part of the row).
        let split = min(searchIndex ?? entries.count, entries.count)
        let before = Array(entries[..<split]).droppingFlexibleSpacers(atEnd: true)
        let after = Array(entries[split...]).droppingFlexibleSpacers(atEnd: false)
        GeometryReader { proxy in
            let margin = metrics.margin(width: proxy.size.width)
            HStack(spacing: 8) {
                if search == nil {
                    if !entries.isEmpty { ToolbarItems(entries: entries, metrics: metrics) }
                } else {
                    if !before.isEmpty { ToolbarItems(entries: before, metrics: metrics) }
                    if let search {
                        SearchField(request: search, metrics: metrics).dynamicTypeSize(.large)
                            .frame(maxWidth: .infinity)
                    }
                    if !after.isEmpty { ToolbarItems(entries: after, metrics: metrics) }
                }
            }
            .padding(.horizontal, margin)
            .frame(width: proxy.size.width, height: metrics.rowHeight, alignment: .leading)
        }
        .background {
            if let background {
                BarBackground(style: background, version: metrics.version, edge: .top).named("BarBackground")
            }
        }
    }
}

extension Array where Element == ToolbarEntry {
    /// The entries less the flexible spacers at the end that touches the search field.
    func droppingFlexibleSpacers(atEnd: Bool) -> [ToolbarEntry] {
        var entries = self
        while let edge = atEnd ? entries.last : entries.first, edge.spacer?.isFlexible == true {
            if atEnd { entries.removeLast() } else { entries.removeFirst() }
        }
        return entries
    }
}
