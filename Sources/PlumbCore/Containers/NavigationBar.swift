import Foundation

/// The navigation bar's metrics on an iPhone, per platform release.
///
/// | metric | iOS 17, 18 | iOS 26 | evidence |
/// |---|---|---|---|
/// | row of items and inline title | 44 | 44 | measured: 44 since iOS 7 (hacknicity, "iPad Navigation Bar and Toolbar Height Changes in iOS 12", Adaptivity app: "the navigation bar and toolbar are 44 points tall" on iPhones); iOS 26: open, kept |
/// | large title row | 52 | 52 | measured: "iOS 11's large titles add 52 points to the navigation bar height, giving a total of 96" (same article); iOS 26: open, kept |
/// | large title | largeTitle (34/41) bold, leading margin, bottom 8 above the bar's bottom | same | reported: zelez-lab/dija's iOS navigation-bar spec ("Large 34pt Bold, left-aligned", "large title bottom padding 8pt") |
/// | inline title | headline (17 semibold), centred | same | reported: dija ("Standard: Semibold 17pt, centered") |
/// | side margins | 16; 20 on screens 414 wide or wider | 16 | reported: UIKit's layout margins on iPhones (16 compact, 20 on Plus/Max widths); iOS 26: open |
/// | space between items | 8 | 0 inside a shared glass capsule | reported: matrixprojects.net "UIBarButtonItem iOS 11" (fixed spaces "now have a minimum width of 8 points"), dija ("Spacing between buttons 8pt"); iOS 26: open |
/// | search row / field | 52 / 36, corner radius 10 | the same under the title with `.navigationBarDrawer` or in a tab of a TabView; otherwise `.automatic` puts the field at the bottom | field 36: reported (Automattic/simplenote-ios#941 "the expected standard 36pt"; dija "Height 36pt, corner radius 10pt"); row 52: open (iOS 11's was 56, jdisho/Papr#67; the 36-pt field with 8 above and below is judgement); iOS 26 bottom search: reported (axiom-swiftui-nav-ref: "bottom-aligned search", iOS 26); in a tab, under the bar: reported (p0dee.com, "Liquid Glass search tab": without `Tab(role: .search)` the field shows under the navigation bar as before) |
///
/// Bar buttons: iOS ≤ 18 draw text items in the body font (17) and the accent colour,
/// `.confirmationAction` semibold (reported: dija "Bold font: Semibold 17pt (emphasized/done
/// buttons)"); iOS 26 draws them monochrome on Liquid Glass capsules 44 tall, items of one
/// side sharing a capsule, text inset 12 and a `.confirmationAction` on an accent-filled
/// capsule (open: approximated from WWDC25's screenshots; the real glass refracts).
struct NavigationBarMetrics {
    let version: PlatformVersion
    /// How much taller the large title is than at the default Dynamic Type size (the text
    /// engine measures both): the large title row grows by as much, so that the title keeps
    /// its place above the row's bottom (UIKit's large titles follow Dynamic Type and the
    /// bar grows with them; how exactly is open). The 44-point row does not grow (UIKit's
    /// bar titles and buttons show larger sizes in the Large Content Viewer instead).
    var largeTitleGrowth: CGFloat = 0
    /// Whether the stack is a tab of a TabView.
    var isInTabView = false

    init(version: PlatformVersion, largeTitleGrowth: CGFloat = 0, isInTabView: Bool = false) {
        self.version = version
        self.largeTitleGrowth = largeTitleGrowth
        self.isInTabView = isInTabView
    }

    /// The metrics for `environment`: its release, and its large title's growth measured
    /// with its text measurer.
    init(_ environment: EnvironmentValues) {
        func height(_ size: DynamicTypeSize) -> CGFloat {
            let request = TextLayoutRequest(
                string: "Title", font: Font.largeTitle.bold().resolved(dynamicTypeSize: size), lineLimit: 1,
                displayScale: environment.displayScale)
            return environment.textMeasurer.layout(request, proposal: .unspecified).size.height
        }
        let growth = environment.dynamicTypeSize == .large ? 0 : height(environment.dynamicTypeSize) - height(.large)
        self.init(
            version: environment.platformVersion, largeTitleGrowth: max(growth, 0), isInTabView: environment.isInTabView
        )
    }

    var rowHeight: CGFloat { 44 }
    var largeTitleHeight: CGFloat { 52 + largeTitleGrowth }
    var largeTitleBottomPadding: CGFloat { 8 }
    var searchRowHeight: CGFloat { 52 }
    var searchFieldHeight: CGFloat { 36 }
    var itemSpacing: CGFloat { version.isIOS26OrLater ? 0 : 8 }
    /// The gap between a title and the items beside it.
    var titleSpacing: CGFloat { 8 }
    /// The horizontal inset of a text item on its iOS 26 capsule.
    var glassItemInset: CGFloat { 12 }

    /// The bar's side margin in a bar `width` wide.
    func margin(width: CGFloat) -> CGFloat {
        if version.isIOS26OrLater { return 16 }
        return width >= 414 ? 20 : 16
    }

    /// Whether `.automatic` search fields go to the bottom of the screen (iOS 26 on iPhones,
    /// outside a TabView: a tab's stays under its navigation bar).
    func searchIsAtBottom(_ placement: SearchFieldPlacement) -> Bool {
        version.isIOS26OrLater && !isInTabView && (placement == .automatic || placement == .toolbar)
    }
}

/// The navigation bar: its items, its title and its search field, placed by the bar's rules.
///
/// Contract: it is as wide as proposed and as tall as its rows: the 44-point row of items,
/// the 52-point large title row when the title is large, the 52-point search row when a
/// search field is in the bar. Each part is proposed its ideal size except: the inline title
/// or principal item is proposed the row's width less twice the wider side's items (so it
/// stays centred on the bar) and one line; the large title the width inside the margins;
/// the search field that width and 36. Leading items sit at the leading margin, trailing
/// items at the trailing margin, both centred in the row; the title or principal item is
/// centred on the bar; the large title's bottom is 8 above its row's bottom, at the leading
/// margin; the search field is centred in its row. A shown background (`toolbarBackground`)
/// is proposed and placed from the top of the screen to the bar's bottom.
struct NavigationBarLayout: Layout {
    enum Part: Hashable { case background, leading, trailing, principal, largeTitle, search }

    let parts: [Part]
    let metrics: NavigationBarMetrics

    /// Its background reaches up through the safe area it is in (a container value).
    static var containerValueUse: ContainerValueUse { ContainerValueUse(read: .safeArea) }
    static var _guidePropagation: _GuidePropagation { .none }

    var height: CGFloat {
        metrics.rowHeight + (parts.contains(.largeTitle) ? metrics.largeTitleHeight : 0)
            + (parts.contains(.search) ? metrics.searchRowHeight : 0)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let margin = metrics.margin(width: bounds.width)
        let inner = max(bounds.width - 2 * margin, 0)
        let rowMidY = bounds.minY + metrics.rowHeight / 2
        var sideWidth: CGFloat = 0
        for (part, subview) in zip(parts, subviews) where part == .leading || part == .trailing {
            let size = subview.sizeThatFits(.unspecified)
            sideWidth = max(sideWidth, size.width)
            let x = part == .leading ? bounds.minX + margin : bounds.maxX - margin
            subview.place(
                at: CGPoint(x: x, y: rowMidY), anchor: part == .leading ? .leading : .trailing,
                proposal: .unspecified)
        }
        var y = bounds.minY + metrics.rowHeight
        for (part, subview) in zip(parts, subviews) {
            switch part {
            case .leading, .trailing:
                break
            case .background:
                let top = min(subviews.containerValue(SafeAreaKey.self).outer.minY, bounds.minY)
                subview.place(
                    at: CGPoint(x: bounds.minX, y: top), anchor: .topLeading,
                    proposal: ProposedViewSize(width: bounds.width, height: bounds.maxY - top))
            case .principal:
                let reserved = sideWidth > 0 ? sideWidth + metrics.titleSpacing : 0
                let width = max(inner - 2 * reserved, 0)
                subview.place(
                    at: CGPoint(x: bounds.midX, y: rowMidY), anchor: .center,
                    proposal: ProposedViewSize(width: width, height: metrics.rowHeight))
            case .largeTitle:
                subview.place(
                    at: CGPoint(
                        x: bounds.minX + margin, y: y + metrics.largeTitleHeight - metrics.largeTitleBottomPadding),
                    anchor: .bottomLeading, proposal: ProposedViewSize(width: inner, height: nil))
                y += metrics.largeTitleHeight
            case .search:
                subview.place(
                    at: CGPoint(x: bounds.minX + margin, y: y + metrics.searchRowHeight / 2), anchor: .leading,
                    proposal: ProposedViewSize(width: inner, height: metrics.searchFieldHeight))
                y += metrics.searchRowHeight
            }
        }
    }
}

extension NavigationContext {
    /// Whether the search field is in the navigation bar (not at the bottom).
    func searchInBar(_ metrics: NavigationBarMetrics) -> Bool {
        search != nil && !searchAtBottom(metrics)
    }

    /// The navigation bar's height: none when hidden or when nothing is in it (no title, no
    /// items, no search field: a title-less root reserves no bar; Skip, which mirrors iOS,
    /// fixed its Android port for reserving one: https://github.com/skiptools/skip-ui/issues/451).
    func barHeight(_ metrics: NavigationBarMetrics) -> CGFloat {
        if isHidden { return 0 }
        let hasItems = !items(in: .leading).isEmpty || !items(in: .trailing).isEmpty || !items(in: .principal).isEmpty
        let inBar = searchInBar(metrics)
        guard title != nil || hasItems || inBar else { return 0 }
        return NavigationBarLayout(parts: barParts(metrics), metrics: metrics).height
    }

    /// The parts the bar shows, in the order of its subviews.
    func barParts(_ metrics: NavigationBarMetrics) -> [NavigationBarLayout.Part] {
        var parts: [NavigationBarLayout.Part] = []
        if navigationBarBackground.shownStyle != nil { parts.append(.background) }
        if !items(in: .leading).isEmpty { parts.append(.leading) }
        if !items(in: .trailing).isEmpty { parts.append(.trailing) }
        if !items(in: .principal).isEmpty || (title != nil && !showsLargeTitle) { parts.append(.principal) }
        if showsLargeTitle { parts.append(.largeTitle) }
        if searchInBar(metrics) { parts.append(.search) }
        return parts
    }

    /// Resolves the navigation bar: a "NavigationBar" node whose children are the parts'
    /// views, laid out by ``NavigationBarLayout``.
    func resolveNavigationBar(_ metrics: NavigationBarMetrics, into resolver: inout _ViewResolver) -> Int32 {
        let parts = barParts(metrics)
        var children: [Int32] = []
        for part in parts {
            let view: AnyView
            switch part {
            case .background:
                view = AnyView(
                    BarBackground(
                        style: navigationBarBackground.shownStyle ?? AnyShapeStyle(Color.clear),
                        version: metrics.version, edge: .bottom
                    ).named("BarBackground"))
            case .leading:
                view = AnyView(ToolbarItems(entries: items(in: .leading), metrics: metrics).named("ToolbarItems"))
            case .trailing:
                view = AnyView(ToolbarItems(entries: items(in: .trailing), metrics: metrics).named("ToolbarItems"))
            case .principal:
                let principal = items(in: .principal)
                if principal.isEmpty, let title {
                    view = AnyView(title.font(.headline).lineLimit(1).dynamicTypeSize(.large).named("NavigationTitle"))
                } else {
                    view = AnyView(
                        HStack(spacing: metrics.itemSpacing) { _ViewList(principal.map(\.inheritingView)) }
                            .named("ToolbarItem"))
                }
            case .largeTitle:
                view = AnyView(
                    (title ?? Text(verbatim: "")).font(.largeTitle.bold()).lineLimit(1).named("NavigationTitle"))
            case .search:
                view = AnyView(
                    SearchField(request: search ?? SearchFieldRequest(), metrics: metrics).dynamicTypeSize(.large)
                        .named("SearchField"))
            }
            let nodes = resolver.nodes(of: view)
            children.append(
                nodes.count == 1
                    ? nodes.first! : resolver.addNode(makeLayoutBox(ZStackLayout(), name: "ZStack"), children: nodes))
        }
        return resolver.addNode(
            makeLayoutBox(NavigationBarLayout(parts: parts, metrics: metrics), name: "NavigationBar"),
            children: children[...])
    }
}

extension ToolbarEntry {
    /// The item's view in the environment where its `toolbar` modifier was applied.
    var inheritingView: AnyView {
        AnyView(_EnvironmentWriter(content: view) { self.applyEnvironment(to: &$0) })
    }

    /// The environment an item is resolved in: the one where its `toolbar` modifier was
    /// applied, at the default Dynamic Type size. Bar items and bar titles do not grow with
    /// Dynamic Type; the Large Content Viewer shows them larger instead (documented: WWDC19
    /// "Large Content Viewer: Ensuring Readability for Everyone", for navigation bars, tab
    /// bars and toolbars). The large title does grow. Labels show their icon alone unless a
    /// `labelStyle` says otherwise (`Button("Add", systemImage: "plus")` is a "+" in an
    /// iPhone's bar; reported: widely observed, not measured here).
    func applyEnvironment(to values: inout EnvironmentValues) {
        if let environment { values = environment }
        values.dynamicTypeSize = .large
        if values.labelStyle == nil { values.labelStyle = AnyLabelStyle(IconOnlyLabelStyle()) }
    }
}

/// The items of one side of a bar, styled as iOS styles bar buttons, side by side.
struct ToolbarItems: View {
    let entries: [ToolbarEntry]
    let metrics: NavigationBarMetrics

    var body: some View {
        if metrics.version.isIOS26OrLater {
            HStack(spacing: 8) {
                ForEach(glassRuns.indices, id: \.self) { i in
                    let run = glassRuns[i]
                    if let spacer = run.first?.spacer {
                        if spacer.isFlexible { Spacer(minLength: 8) }
                    } else if run.first?.placement == .confirmationAction {
                        GlassItem(entry: run[0], metrics: metrics, isProminent: true)
                            .foregroundStyle(Color.white)
                            .background(Capsule().fill(Color.accentColor))
                    } else {
                        HStack(spacing: metrics.itemSpacing) {
                            _ViewList(run.map { AnyView(GlassItem(entry: $0, metrics: metrics)) })
                        }
                        .glassCapsule()
                    }
                }
            }
        } else {
            HStack(spacing: metrics.itemSpacing) {
                _ViewList(
                    entries.map { entry in
                        let weight: Font.Weight? = entry.placement == .confirmationAction ? .semibold : nil
                        return AnyView(
                            _EnvironmentWriter(
                                content: entry.view.fontWeight(weight).font(.body).foregroundStyle(Color.accentColor)
                            ) { entry.applyEnvironment(to: &$0) })
                    })
            }
        }
    }

    /// iOS 26's capsules: runs of adjacent items share one; a `ToolbarSpacer` is a run of its
    /// own (a gap between capsules), and a `.confirmationAction` item sits on its own
    /// prominent capsule.
    private var glassRuns: [[ToolbarEntry]] {
        var runs: [[ToolbarEntry]] = []
        for entry in entries {
            if entry.spacer != nil || entry.placement == .confirmationAction {
                runs.append([entry])
            } else if let last = runs.last?.last, last.spacer == nil, last.placement != .confirmationAction {
                runs[runs.count - 1].append(entry)
            } else {
                runs.append([entry])
            }
        }
        return runs
    }
}

/// One iOS 26 bar item: monochrome, at least 44 × 44, text inset on its capsule.
struct GlassItem: View {
    let entry: ToolbarEntry
    let metrics: NavigationBarMetrics
    /// On the accent-filled capsule of a `.confirmationAction`: white.
    var isProminent = false

    var body: some View {
        _EnvironmentWriter(
            content: entry.view.font(.body).padding(.horizontal, metrics.glassItemInset)
                .frame(minWidth: metrics.rowHeight, minHeight: metrics.rowHeight)
        ) { values in
            entry.applyEnvironment(to: &values)
            // Monochrome: buttons are tinted with the label colour unless a tint is set.
            if isProminent { values.tint = .white } else if values.tint == nil { values.tint = .primary }
        }
    }
}
