import Foundation

/// A group of rows with an optional header and footer.
///
/// Inside a List or Form it is one section: a header above its rows, a footer below, in
/// the list style's look (`SectionLayout`). Elsewhere its header, rows and footer are
/// views of the enclosing container, one after the other, as in SwiftUI.
///
/// ```swift
/// Section("Account") { Text("Name") } footer: { Text("Shown to others") }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {
    let header: Parent?
    let content: Content
    let footer: Footer?
    /// The header's text when it is given as a string.
    let title: String?
    /// Whether its rows are shown (`isExpanded:`, iOS 17): a collapsed section shows its
    /// header alone.
    var isExpanded = true

    init(header: Parent?, title: String?, content: Content, footer: Footer?) {
        self.header = header
        self.title = title
        self.content = content
        self.footer = footer
    }

    /// A section with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.init(header: header(), title: nil, content: content(), footer: footer())
    }

    /// A section with a header and a footer (SwiftUI's earlier form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, title: nil, content: content(), footer: footer)
    }

    public static func _makeNodes(_ view: Section, into resolver: inout _ViewResolver) {
        guard let metrics = resolver.environment.listMetrics else {
            if let header = view.header { resolver.resolve(header) }
            if view.isExpanded { resolver.resolve(view.content) }
            if let footer = view.footer { resolver.resolve(footer) }
            return
        }
        let header: AnyView? = view.header.map { AnyView($0) }
        let rows = view.isExpanded ? resolver.nodes(of: view.content) : []
        let node = SectionBuilder.make(
            header: header, footer: view.footer.map { AnyView($0) }, rows: rows, metrics: metrics, into: &resolver)
        resolver.outputs.append(node)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: nil, title: nil, content: content(), footer: nil)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is the text of a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        let text = Text(titleKey)
        self.init(header: text, title: text.content, content: content(), footer: nil)
    }

    /// A section whose header is `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), title: String(title), content: content(), footer: nil)
    }

    /// A section whose header is the text of a localized key, its rows shown while
    /// `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
        self.isExpanded = isExpanded.wrappedValue
    }

    /// A section whose header is `title`, its rows shown while `isExpanded` is true.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header whose rows are shown while `isExpanded` is true.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
    ) {
        self.init(header: header(), title: nil, content: content(), footer: nil)
        self.isExpanded = isExpanded.wrappedValue
    }

    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), title: nil, content: content(), footer: nil)
    }

    /// A section with a header (SwiftUI's earlier form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, title: nil, content: content(), footer: nil)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: nil, title: nil, content: content(), footer: footer())
    }

    /// A section with a footer (SwiftUI's earlier form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: nil, title: nil, content: content(), footer: footer)
    }
}

/// What a List knows of one of its sections: set as a trait on the section's node.
struct ListSectionInfo: Equatable {
    var hasHeader: Bool
    /// The spacing after this section (`listSectionSpacing` written on it or around it).
    var spacing: CGFloat?
}

enum ListSectionInfoKey: LayoutValueKey {
    static let defaultValue: ListSectionInfo? = nil
}

/// Makes a section's node: its card, header, rows and footer. `wrapsRows: false` takes
/// `rows` as made already (a lazy stack of rows).
enum SectionBuilder {
    static func make(
        header: AnyView?, footer: AnyView?, rows: ArraySlice<Int32>, metrics: ListMetrics, wrapsRows: Bool = true,
        into resolver: inout _ViewResolver
    ) -> Int32 {
        let env = resolver.environment
        var children: [Int32] = []
        let hasCard = metrics.isGrouped && !rows.isEmpty
        if hasCard {
            let card =
                metrics.kind == .insetGrouped
                ? AnyView(
                    RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous).fill(metrics.rowBackground)
                )
                : AnyView(Rectangle().fill(metrics.rowBackground))
            children += resolver.nodes(of: card)
        }
        let uppercases = metrics.uppercasesHeaders
        let headerNodes = header.map { h in
            resolver.nodes(
                of: _EnvironmentWriter(
                    content: h.font(metrics.headerFont)
                        .foregroundStyle(metrics.kind == .plain ? Color.primary : ListColors.secondaryLabel)
                ) { if uppercases { $0.textCase = .uppercase } })
        }
        let headerNode = headerNodes.map { ListBuilderNodes.single($0, name: "header", into: &resolver) }
        if let headerNode { children.append(headerNode) }
        for (i, row) in rows.enumerated() {
            let isLast = i == rows.count - 1
            children.append(
                wrapsRows ? ListRowBuilder.make(row, separated: !isLast, metrics: metrics, into: &resolver) : row)
        }
        let footerNode = footer.map { f in
            ListBuilderNodes.single(
                resolver.nodes(of: f.font(metrics.footerFont).foregroundStyle(ListColors.secondaryLabel)),
                name: "footer", into: &resolver)
        }
        if let footerNode { children.append(footerNode) }
        // A grouped band has a line along its top and its bottom (listSectionSeparator).
        let hasSectionSeparators = metrics.kind == .grouped && !rows.isEmpty
        if hasSectionSeparators {
            children += resolver.nodes(of: ListColors.separator)
            children += resolver.nodes(of: ListColors.separator)
        }
        let layout = SectionLayout(
            metrics: metrics, hasCard: hasCard, hasHeader: headerNode != nil, hasFooter: footerNode != nil,
            rowCount: rows.count,
            hasSectionSeparators: hasSectionSeparators, minHeaderHeight: env.defaultMinListHeaderHeight)
        let node = resolver.addNode(makeLayoutBox(layout, name: "Section"), children: children[...])
        if children.isEmpty { resolver.tree.emptyContainers.insert(node) }
        resolver.tree.setLayoutValue(
            ListSectionInfoKey.self, ListSectionInfo(hasHeader: headerNode != nil, spacing: env.listSectionSpacing),
            of: node)
        return node
    }
}

/// Helpers shared by the list builders.
enum ListBuilderNodes {
    /// One node for `nodes`: the node itself, or a leading VStack of several.
    static func single(_ nodes: ArraySlice<Int32>, name: String, into resolver: inout _ViewResolver) -> Int32 {
        if nodes.count == 1 { return nodes[nodes.startIndex] }
        let node = resolver.addNode(makeLayoutBox(VStackLayout(alignment: .leading), name: name), children: nodes)
        if nodes.isEmpty { resolver.tree.emptyContainers.insert(node) }
        return node
    }
}

/// The layout of one list section.
///
/// Contract: proposed a width W, the section's rows are proposed `W − 2m` (m: the style's
/// horizontal margin for W, ``ListMetrics/horizontalMargin(width:)``) and a `nil` height
/// and stacked without gaps; the header and footer are proposed `W − 2m` less the row
/// insets, placed aligned with the rows' content, the header (at least
/// `defaultMinListHeaderHeight` tall, text at its top) the style's header spacing above the rows and the footer the footer spacing below them. The card (grouped styles)
/// fills the rows' frame; in `.grouped`, one-pixel lines lie along the band's top and bottom
/// edges (UIKit's grouped style; reported), which `listSectionSeparator(.hidden)` removes. Its height is the sum; its width W (the widest row's plus the
/// margins when W is `nil`).
struct SectionLayout: Layout {
    let metrics: ListMetrics
    let hasCard: Bool
    let hasHeader: Bool
    let hasFooter: Bool
    let rowCount: Int
    let hasSectionSeparators: Bool
    /// `defaultMinListHeaderHeight`: the header block's least height above its spacing.
    let minHeaderHeight: CGFloat?

    static var layoutProperties: LayoutProperties { LayoutProperties() }
    static var _guidePropagation: _GuidePropagation { .none }

    private struct Parts {
        var card: LayoutSubview?
        var header: LayoutSubview?
        var rows: [LayoutSubview] = []
        var footer: LayoutSubview?
        var separators: [LayoutSubview] = []
    }

    private func parts(_ subviews: Subviews) -> Parts {
        var parts = Parts()
        var i = subviews.startIndex
        if hasCard { parts.card = subviews[i]; i += 1 }
        if hasHeader { parts.header = subviews[i]; i += 1 }
        for _ in 0..<rowCount { parts.rows.append(subviews[i]); i += 1 }
        if hasFooter { parts.footer = subviews[i]; i += 1 }
        if hasSectionSeparators { parts.separators = [subviews[i], subviews[i + 1]] }
        return parts
    }

    private struct Geometry {
        var margin: CGFloat
        var textInset: CGFloat
        var width: CGFloat
        var header: CGSize
        var rows: [CGSize]
        var footer: CGSize
        var headerBlock: CGFloat
    }

    private func geometry(_ width: CGFloat?, _ parts: Parts) -> Geometry {
        var w = width
        if w == nil {
            let widest = parts.rows.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            w = widest + 2 * metrics.horizontalMargin(width: widest)
        }
        let W = w!
        let margin = metrics.horizontalMargin(width: W)
        let textInset = metrics.rowInsets(width: W).leading
        let inner = max(W - 2 * margin, 0)
        let textWidth = max(inner - 2 * textInset, 0)
        let header = parts.header?.sizeThatFits(ProposedViewSize(width: textWidth, height: nil)) ?? .zero
        let rows = parts.rows.map { $0.sizeThatFits(ProposedViewSize(width: inner, height: nil)) }
        let footer = parts.footer?.sizeThatFits(ProposedViewSize(width: textWidth, height: nil)) ?? .zero
        let headerBlock =
            parts.header == nil
            ? 0
            : max(header.height + 2 * metrics.plainHeaderPadding, minHeaderHeight ?? 0)
                + (rows.isEmpty ? 0 : metrics.headerSpacing)
        return Geometry(
            margin: margin, textInset: textInset, width: W, header: header, rows: rows, footer: footer,
            headerBlock: headerBlock)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let g = geometry(proposal.width, parts(subviews))
        let footerBlock = hasFooter ? metrics.footerSpacing + g.footer.height : 0
        return CGSize(width: g.width, height: g.headerBlock + g.rows.reduce(0) { $0 + $1.height } + footerBlock)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let parts = parts(subviews)
        let g = geometry(bounds.width, parts)
        let inner = max(g.width - 2 * g.margin, 0)
        let textWidth = max(inner - 2 * g.textInset, 0)
        let textX = bounds.minX + g.margin + g.textInset
        parts.header?.place(
            at: CGPoint(x: textX, y: bounds.minY + metrics.plainHeaderPadding),
            proposal: ProposedViewSize(width: textWidth, height: nil))
        var y = bounds.minY + g.headerBlock
        let rowsTop = y
        for (row, size) in zip(parts.rows, g.rows) {
            row.place(
                at: CGPoint(x: bounds.minX + g.margin, y: y), proposal: ProposedViewSize(width: inner, height: nil))
            y += size.height
        }
        parts.card?.place(
            at: CGPoint(x: bounds.minX + g.margin, y: rowsTop),
            proposal: ProposedViewSize(width: inner, height: y - rowsTop))
        parts.footer?.place(
            at: CGPoint(x: textX, y: y + metrics.footerSpacing),
            proposal: ProposedViewSize(width: textWidth, height: nil))
        // Grouped: hairlines along the band's top and bottom, unless the section hides them.
        if parts.separators.count == 2 {
            let shown = subviews.ownLayoutValue(ListSectionSeparatorKey.self) != .hidden
            let thickness = subviews.pixelLength
            let p = ProposedViewSize(width: shown ? inner : 0, height: thickness)
            parts.separators[0].place(at: CGPoint(x: bounds.minX + g.margin, y: rowsTop), proposal: p)
            parts.separators[1].place(at: CGPoint(x: bounds.minX + g.margin, y: y - thickness), proposal: p)
        }
    }
}
