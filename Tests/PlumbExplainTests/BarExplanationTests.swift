import Foundation
import Plumb
@testable import PlumbExplain
import Testing

/// System bars lie past their container's edge by design (NavigationStack.swift: the bar
/// starts at the status bar, 5 above the safe area on an iPhone 16; TabBar.swift: the tab
/// bar reaches under the home indicator): explanations do not call that an overflow, but do
/// say when an item sticks out of its bar.
struct BarExplanationTests {
    private func explainOnPhone(_ view: some View) -> LayoutExplanation {
        var env = EnvironmentValues.ahem
        env.statusBarOverlap = 5
        env.platformVersion = .iOS18
        return LayoutExplainer(
            view, canvas: CGSize(width: 393, height: 852), scale: 3,
            safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), environment: env
        ).explain()
    }

    @Test("the navigation bar and the tab bar are not said to overflow their containers")
    func barsDoNotOverflow() {
        let nav = explainOnPhone(NavigationStack { Color.red.navigationTitle("Inbox") })
        let bar = nav.views.first { $0.type == "NavigationBar" }!
        #expect(overflow(bar) == nil)
        #expect(bar.frame.minY == 54)
        let tabs = explainOnPhone(TabView { Color.red.tabItem { Text("A") } })
        let tabBar = tabs.views.first { $0.type == "TabBar" }!
        #expect(overflow(tabBar) == nil)
        #expect(tabBar.frame.maxY == 852)
    }

    @Test("an item wider than the bar still overflows the bar")
    func itemOverflows() {
        let nav = explainOnPhone(
            NavigationStack {
                Color.red.navigationTitle("Inbox").toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Color.blue.frame(width: 500, height: 20).id("wide") }
                }
            })
        let wide = nav.views.first { $0.id == "wide" }!
        #expect(overflow(wide)?.ancestorLabel == "NavigationBar")
    }
}
