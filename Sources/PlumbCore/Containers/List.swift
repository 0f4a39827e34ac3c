import Foundation

/// A scrolling container of rows, grouped in sections, in the platform's list style
/// (`.insetGrouped` on an iPhone, ``ListStyle``).
///
/// Contract: a List takes its whole proposal (the content's height where the height is
/// `nil`) and lays its rows out in a vertical scroll: the content is proposed the list's
/// width and a `nil` height (SPEC §5, as a ScrollView), is placed at the top, moved by the
/// scroll offset, and clipped. Each view of the content is a row (a `ForEach` gives one row
/// per element); a ``Section`` is a group of rows with its header and footer, and rows
/// outside sections form sections of their own. Sections are stacked with the style's
/// margins and spacing (`ListMetrics`); each row is at least
/// ``EnvironmentValues/defaultMinListRowHeight`` tall, its content inset and centred
/// vertically (`ListRowLayout`). Past 1,000 elements rows are created only as they are
/// shown, as in a LazyVStack. The background is drawn behind the safe area. A List is
/// a container for `containerRelativeFrame`, as a ScrollView is. Selection is accepted; no
/// row is drawn selected.
///
/// ```swift
/// List(fruits) { fruit in Text(fruit.name) }
/// List { Section("Fruit") { Text("Apple"); Text("Pear") } }.listStyle(.plain)
/// ```
public struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {
    let content: Content

    /// A list of `content` whose rows can be selected (accepted; not drawn).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of `content` whose rows can be selected, several at once (accepted; not drawn).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _makeNodes(_ view: List, into resolver: inout _ViewResolver) {
        ListBuilder.make(view.content, kind: resolver.environment.listStyleKind, name: "List", into: &resolver)
    }
}

extension List where SelectionValue == Never {
    /// A list of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with one row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with one row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with one row for each integer of a constant range.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// A selectable list with one row for each element of `data` (selection accepted).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A selectable list with one row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

/// What the views inside a list know about it: they lay out as rows (a NavigationLink with
/// its chevron, a LabeledContent with its value trailing). Not part of SwiftUI's API.
extension EnvironmentValues {
    var listMetrics: ListMetrics? {
        get { self[ListMetricsKey.self] }
        set { self[ListMetricsKey.self] = newValue }
    }
}

private struct ListMetricsKey: EnvironmentKey {
    static let defaultValue: ListMetrics? = nil
}

/// Makes the nodes of a List or Form: the scroll node, its sections and rows.
enum ListBuilder {
    static func make<Content: View>(
        _ content: Content, kind: ListStyleKind, name: String, into resolver: inout _ViewResolver
    ) {
        let saved = resolver.environment
        let savedAxis = resolver.stackAxis
        let metrics = ListMetrics(kind: kind, version: saved.platformVersion)
        let hidesBackground = saved.listBackgroundVisibility == .hidden
        resolver.environment.listMetrics = metrics
        resolver.environment.scrollAxes = .vertical
        resolver.environment.contentMargins = EdgeInsets()
        resolver.environment.scrollOffset = .zero
        resolver.stackAxis = .vertical
        var sections: [Int32] = []
        let elements = Content._lazyElements(content)
        if elements.count > lazyThreshold {
            sections = [lazySection(elements, metrics: metrics, into: &resolver)]
        } else {
            sections = eagerSections(content, metrics: metrics, into: &resolver)
        }
        let infos = sections.map { resolver.tree.layoutValue(ListSectionInfoKey.self, node: $0)! }
        let listContent = resolver.addNode(
            makeLayoutBox(
                ListContentLayout(metrics: metrics, sections: infos, defaultSpacing: saved.listSectionSpacing),
                name: "ListContent"),
            children: sections[...])
        if sections.isEmpty { resolver.tree.emptyContainers.insert(listContent) }
        resolver.environment = saved
        resolver.stackAxis = savedAxis

        let scroll = ScrollViewLayout(axes: .vertical, margins: saved.contentMargins, offset: saved.scrollOffset)
        let list = resolver.addNode(makeLayoutBox(scroll, name: name), children: [listContent][...])
        resolver.tree.addEffect(.clipped(antialiased: false), to: list)
        guard !hidesBackground else {
            resolver.outputs.append(list)
            return
        }
        // The background extends behind the safe area, as a List's does.
        let background = resolver.nodes(of: metrics.background.ignoresSafeArea())
        let node = resolver.addNode(
            makeLayoutBox(SecondaryLayerLayout(alignment: .center, paintsBehind: true), name: "background"),
            children: [list] + background)
        resolver.outputs.append(node)
    }
}

extension ListBuilder {
    /// Past this many elements a list's rows are created as they are shown (as a LazyVStack's).
    static let lazyThreshold = 1_000

    /// The sections of `content`, every row created: rows outside sections are grouped into
    /// sections of their own.
    static func eagerSections<Content: View>(
        _ content: Content, metrics: ListMetrics, into resolver: inout _ViewResolver
    ) -> [Int32] {
        let produced = resolver.nodes(of: content)
        var sections: [Int32] = []
        var loose: [Int32] = []
        func closeLoose(_ resolver: inout _ViewResolver) {
            guard !loose.isEmpty else { return }
            sections.append(
                SectionBuilder.make(header: nil, footer: nil, rows: loose[...], metrics: metrics, into: &resolver))
            loose = []
        }
        for node in produced {
            if resolver.tree.layoutValue(ListSectionInfoKey.self, node: node) != nil {
                closeLoose(&resolver)
                sections.append(node)
            } else {
                loose.append(node)
            }
        }
        closeLoose(&resolver)
        return sections
    }

    /// One section whose rows a lazy stack creates as they reach the visible region (plus
    /// half a screen), each made a row as it is created: a List of a million rows costs what
    /// it shows (`LazyStackComputer`). Sections inside such a list lay out as rows.
    static func lazySection(_ elements: _LazyElements, metrics: ListMetrics, into resolver: inout _ViewResolver)
        -> Int32
    {
        let count = elements.count
        let rows = _LazyElements([
            .many(count: count) { i, resolver in
                let mark = resolver.outputs.count
                elements.resolve(i, into: &resolver)
                let end = resolver.outputs.count
                for k in mark..<end {
                    let isLast = i == count - 1 && k == end - 1
                    resolver.outputs[k] = ListRowBuilder.make(
                        resolver.outputs[k], separated: !isLast, metrics: metrics, into: &resolver)
                }
            }
        ])
        LazyStackComputer.make(
            axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0, elements: rows, into: &resolver)
        let stack = resolver.outputs.removeLast()
        return SectionBuilder.make(
            header: nil, footer: nil, rows: [stack][...], metrics: metrics, wrapsRows: false, into: &resolver)
    }
}

/// The content of a List: its sections stacked top to bottom.
///
/// Contract: each section is proposed the list's width and a `nil` height; the first is
/// placed the style's top margin below the top (16 above a header, 35 without, in grouped
/// styles; 0 in a plain list), each next one the section spacing below the previous (35 in
/// grouped styles, or `listSectionSpacing`), and the style's bottom margin follows the last.
/// Its width is the proposed width, or the widest section's.
struct ListContentLayout: Layout {
    let metrics: ListMetrics
    let sections: [ListSectionInfo]
    let defaultSpacing: CGFloat?

    static var layoutProperties: LayoutProperties { LayoutProperties() }
    static var _guidePropagation: _GuidePropagation { .none }

    private func gap(after i: Int) -> CGFloat {
        sections[i].spacing ?? defaultSpacing ?? metrics.sectionSpacing
    }

    private func offsets(_ heights: [CGFloat]) -> (tops: [CGFloat], total: CGFloat) {
        guard !heights.isEmpty else { return ([], 0) }
        var y = metrics.topMargin(firstHasHeader: sections[0].hasHeader)
        var tops: [CGFloat] = []
        for (i, h) in heights.enumerated() {
            if i > 0 { y += gap(after: i - 1) }
            tops.append(y)
            y += h
        }
        return (tops, y + metrics.bottomMargin)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let p = ProposedViewSize(width: proposal.width, height: nil)
        let sizes = subviews.map { $0.sizeThatFits(p) }
        let width = proposal.width ?? sizes.reduce(0) { max($0, $1.width) }
        return CGSize(width: width, height: offsets(sizes.map(\.height)).total)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = ProposedViewSize(width: bounds.width, height: nil)
        let heights = subviews.map { $0.sizeThatFits(p).height }
        let tops = offsets(heights).tops
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + tops[i]), proposal: p)
        }
    }
}
