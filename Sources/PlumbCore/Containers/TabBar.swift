import Foundation

/// The tab bar's metrics on an iPhone, per platform release.
///
/// | metric | iOS 17, 18 | iOS 26 | evidence |
/// |---|---|---|---|
/// | height above the safe area's bottom | 49 | up to the capsule's top: 64 + 21 = 85 above the screen's bottom, 51 above the safe area's on iPhones with a 34-pt home indicator | measured (iOS ≤ 18): markmeretzky.com's UITabBarController notes ("49 pairs of pixels high"), and the 83 = 49 + 34 of iPhones with a home indicator (zelez-lab/dija's tab bar spec); iOS 26: open (the content ending at the capsule's top is judgement) |
/// | bar | full width, background under the home indicator, a one-pixel `Divider` on top | a floating capsule 64 tall, 21 from the sides and from the screen's bottom | iOS ≤ 18: documented (HIG "Tab bars"); the background is drawn as with content under it (`BarMaterials.chrome`; at the scroll edge iOS 15+ draws none); iOS 26: reported (STiXzoOR/applecn's Apple design-system reference: "floating Liquid Glass capsule, 21 pt inset from the sides and bottom … height 64 pt approx."; "tab bars are capsule-shaped and inset from the screen edges", "My Beef with the iOS 26 Tab Bar") |
/// | items | the width divided equally | the capsule's width less 4 a side, divided equally; the selected one on a lighter pill | iOS ≤ 18: reported (dija: "Item width: equally distributed"); iOS 26: open |
/// | search tab (`Tab(role: .search)`) | a tab like the others | a glass circle as tall as the capsule, 8 after it (the gap: open), its icon only | iOS 26: reported ("Search tabs are separated visually from the rest of the tab bar and have a circular shape", "My Beef with the iOS 26 Tab Bar") |
/// | icon | 25 × 25 | 25 × 25 | documented: HIG's iOS tab bar glyph size (25 × 25 pt regular); dija "Icon size 25pt" |
/// | title | 10 pt medium, 2 under the icon | 11 pt medium | reported: dija ("SF Pro Medium, 10pt", "Icon-to-label spacing 2pt"); iOS 26: applecn ("11 pt labels"); the item is centred in the bar's row (open) |
/// | colours | selected: accent (blue); others: systemGray | selected: accent; others: primary | reported: dija; iOS 26: open |
/// | badge | red capsule at least 18 × 18, 13 pt white text inset 5, its leading edge 8 before the icon's trailing edge and 4 above its top | same | reported: dija's badge spec ("Minimum size 18pt", "Font 13pt", "Padding 5pt horizontal", "offset by ~(−8, −4)") |
struct TabBarMetrics {
    let version: PlatformVersion

    /// The classic bar's height above the safe area's bottom.
    var reservedHeight: CGFloat { 49 }
    /// iOS 26: how far above the screen's bottom the floating capsule's top is.
    var clearance: CGFloat? { version.isIOS26OrLater ? capsuleHeight + capsuleInset : nil }
    var iconSize: CGFloat { 25 }
    var titleSize: CGFloat { version.isIOS26OrLater ? 11 : 10 }
    var iconTitleSpacing: CGFloat { 2 }
    var capsuleHeight: CGFloat { 64 }
    var capsuleInset: CGFloat { 21 }
    var capsulePadding: CGFloat { 4 }
    /// iOS 26: the gap between the capsule and a search tab's circle (open).
    var searchGap: CGFloat { 8 }
    var badgeMinimum: CGFloat { 18 }
    var badgeFontSize: CGFloat { 13 }
    var badgeInset: CGFloat { 5 }
    var badgeOverlap: CGFloat { 8 }
    var badgeRise: CGFloat { 4 }

    var unselected: Color { version.isIOS26OrLater ? .primary : BarMaterials.unselectedTab }
}

/// What a view says about its tab: the item's label and badge (`tabItem`, `Tab`, `badge`),
/// kept on its node as a trait.
struct TabItemTrait: Equatable {
    var label: TabItemLabel?
    var badge: String?
    /// A `Tab`'s value: what the tab view's selection picks it by.
    var value: AnyHashable?
    /// A `Tab(role: .search)`: iOS 26 draws it as a circle beside the capsule.
    var isSearch = false
}

struct TabItemTraitKey: LayoutValueKey {
    static var defaultValue: TabItemTrait? { nil }
}

/// A tab item's icon and title.
struct TabItemLabel: Equatable {
    var icon: Image?
    var title: Text?

    init(icon: Image?, title: Text?) {
        self.icon = icon
        self.title = title
    }

    /// The first `Image` and the first `Text` inside `label` (a `Label`, an `Image` and a
    /// `Text` in a builder, either alone), found by reflecting on the view's stored values:
    /// the tab bar draws them in its own style, whatever styling they carry.
    init<V: View>(reading label: V) {
        var icon: Image?, title: Text?
        TabItemLabel.search(label, depth: 0, icon: &icon, title: &title)
        self.init(icon: icon, title: title)
    }

    private static func search(_ value: Any, depth: Int, icon: inout Image?, title: inout Text?) {
        if icon == nil, let image = value as? Image { icon = image; return }
        if title == nil, let text = value as? Text { title = text; return }
        guard depth < 12, icon == nil || title == nil else { return }
        for child in Mirror(reflecting: value).children {
            search(child.value, depth: depth + 1, icon: &icon, title: &title)
        }
    }
}

/// The tab bar: one item per tab, the selected one tinted.
struct TabBar: View {
    let items: [TabItemTrait]
    let selected: Int
    let metrics: TabBarMetrics

    var body: some View {
        if metrics.version.isIOS26OrLater {
            let search = items.indices.first { items[$0].isSearch }
            HStack(spacing: metrics.searchGap) {
                HStack(spacing: 0) { itemViews(items.indices.filter { $0 != search }) }
                    .padding(.horizontal, metrics.capsulePadding)
                    .frame(height: metrics.capsuleHeight)
                    .glassCapsule()
                if let search {
                    TabBarItem(item: items[search], isSelected: search == selected, metrics: metrics, showsTitle: false)
                        .frame(width: metrics.capsuleHeight, height: metrics.capsuleHeight)
                        .background(Circle().fill(BarMaterials.glass))
                        .overlay(Circle().strokeBorder(BarMaterials.glassEdge, lineWidth: 0.5))
                        .named("TabBarSearch")
                }
            }
            .padding([.horizontal, .bottom], metrics.capsuleInset)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        } else {
            HStack(spacing: 0) { itemViews(Array(items.indices)) }
                .frame(height: metrics.reservedHeight)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .background(BarMaterials.chrome)
                .overlay(alignment: .top) { Divider() }
        }
    }

    private func itemViews(_ indices: [Int]) -> some View {
        ForEach(indices, id: \.self) { i in
            TabBarItem(item: items[i], isSelected: i == selected, metrics: metrics)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background {
                    if metrics.version.isIOS26OrLater && i == selected {
                        Capsule().fill(SystemColors.named("_tabSelection")!).padding(.vertical, metrics.capsulePadding)
                    }
                }
        }
    }
}

/// One tab bar item: the icon above the title, and the badge on the icon.
struct TabBarItem: View {
    let item: TabItemTrait
    let isSelected: Bool
    let metrics: TabBarMetrics
    var showsTitle = true

    var body: some View {
        VStack(spacing: metrics.iconTitleSpacing) {
            if let icon = item.label?.icon {
                icon.font(.system(size: metrics.iconSize))
                    .frame(width: metrics.iconSize, height: metrics.iconSize)
                    .overlay(alignment: .topLeading) { badge }
                    .named("TabItemIcon")
            }
            if showsTitle, let title = item.label?.title {
                title.font(.system(size: metrics.titleSize, weight: .medium)).lineLimit(1).named("TabItemTitle")
            }
        }
        .foregroundStyle(isSelected ? Color.accentColor : metrics.unselected)
        .named("TabItem")
    }

    @ViewBuilder private var badge: some View {
        if let text = item.badge {
            Text(verbatim: text)
                .font(.system(size: metrics.badgeFontSize))
                .foregroundStyle(Color.white)
                .lineLimit(1)
                .padding(.horizontal, metrics.badgeInset)
                .frame(minWidth: metrics.badgeMinimum, minHeight: metrics.badgeMinimum)
                .background(Capsule().fill(Color.red))
                .fixedSize()
                .named("TabItemBadge")
                .offset(x: metrics.iconSize - metrics.badgeOverlap, y: -metrics.badgeRise)
        }
    }
}
