import Foundation
import Testing

@testable import PlumbCore

/// Lays `view` out on an iPhone 16's screen: 393×852 at 3x, safe area 59 top and 34 bottom
/// (SPEC §6).
func onPhone<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues.ahem) -> LayoutResult {
    let tree = LayoutTree(view, environment: environment)
    tree.layout(
        in: CGSize(width: 393, height: 852), scale: 3,
        safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    return tree.result()
}

/// The safe area (SPEC §1.4: the root is proposed the canvas minus the safe area).
@Suite struct SafeAreaTests {
    @Test("The root is proposed the safe area and centred in it")
    func rootInSafeArea() {
        let r = onPhone(Color.red.id("c"))
        expectFrame(r, "c", x: 0, y: 59, width: 393, height: 759)
    }

    @Test("ignoresSafeArea: a view whose frame reaches the safe area's edges extends to the screen's")
    func ignoresSafeArea() {
        let r = onPhone(Color.red.ignoresSafeArea().id("c"))
        // The modifier keeps its place; its content covers the screen.
        expectFrame(r, "c", x: 0, y: 59, width: 393, height: 759)
        #expect(r["c"]?.children.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("Only the edges its frame reaches: a header at the top extends up, not down")
    func onlyTouchingEdges() {
        let r = onPhone(
            VStack(spacing: 0) {
                Color.blue.ignoresSafeArea().id("header")
                Color.green.frame(height: 400)
            })
        // The header is 759 − 400 = 359 tall at y 59; its content grows 59 upwards.
        expectFrame(r, "header", y: 59, height: 359)
        #expect(r["header"]?.children.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 418))
    }

    @Test("ignoresSafeArea(edges: .bottom) leaves the top alone")
    func edgesSubset() {
        let r = onPhone(Color.red.ignoresSafeArea(edges: .bottom).id("c"))
        #expect(r["c"]?.children.first?.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
    }

    @Test(
        "A style background (a colour is a style) reaches into the safe area where the view meets it, as ignoresSafeArea does; ignoresSafeAreaEdges: [] and a view background stay in the view's frame"
    )
    func styleBackgroundIgnoresSafeArea() {
        // SwiftUI's background(_:ignoresSafeAreaEdges:), whose edges default to .all.
        let full = onPhone(Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.red).id("b"))
        expectFrame(full, "b", x: 0, y: 59, width: 393, height: 759)
        // The layer is the modifier's second child, a rectangle, with no node between.
        #expect(full["b"]?.children[1].type == "Rectangle")
        #expect(full["b"]?.children[1].frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let top = onPhone(
            Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background(.blue, ignoresSafeAreaEdges: .top)
                .id("b"))
        #expect(top["b"]?.children[1].frame == CGRect(x: 0, y: 0, width: 393, height: 818))
        let none = onPhone(
            Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.red, ignoresSafeAreaEdges: [])
                .id("b"))
        #expect(none["b"]?.children[1].frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        let view = onPhone(Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background { Color.red }.id("b"))
        #expect(view["b"]?.children[1].frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        // A view that does not reach the safe area's edges keeps its background in its frame.
        let small = onPhone(Color.clear.frame(width: 100, height: 100).background(Color.red).id("b"))
        // Centred, on the 3x grid: x 146.5 and y 388.5 round to 440/3 and 1166/3.
        #expect(small["b"]?.frame == CGRect(x: 440 / 3.0, y: 1166 / 3.0, width: 100, height: 100))
        #expect(small["b"]?.children[1].frame == small["b"]?.frame)
    }

    @Test("Order matters (rob mayoff's MapView answer): a frame inside the modifier is centred in the extended rect")
    func frameInsideIgnoring() {
        let r = onPhone(
            VStack(spacing: 0) {
                Color.blue.frame(height: 300).ignoresSafeArea(edges: .top).id("map")
                Spacer()
            })
        // The frame is proposed 300 + 59 and is 300 tall, centred in 0...359: y 29.5, 29.67 on the 3x grid.
        let frame = r["map"]!.children.first!.frame
        #expect(abs(frame.minY - 89 / 3.0) < 1e-9)
        #expect(frame.height == 300)
    }

    @Test("safeAreaInset(edge: .bottom): the content sits on the bottom; the view is laid out above it")
    func safeAreaInset() {
        let r = onPhone(
            Color.red.id("main").safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).id("bar") })
        expectFrame(r, "main", x: 0, y: 59, width: 393, height: 709)
        expectFrame(r, "bar", x: 0, y: 768, width: 393, height: 50)
        // A view inside that ignores the safe area extends under the bar, not past the screen bottom.
        let under = onPhone(
            Color.red.ignoresSafeArea().id("main").safeAreaInset(edge: .bottom, spacing: 0) {
                Color.blue.frame(height: 50)
            })
        #expect(under["main"]?.children.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("safeAreaPadding insets like padding; a view ignoring the safe area extends over it")
    func safeAreaPadding() {
        let r = onPhone(Color.red.id("c").safeAreaPadding(20).id("p"))
        expectFrame(r, "c", x: 20, y: 79, width: 353, height: 719)
        let ignoring = onPhone(Color.red.ignoresSafeArea().id("c").safeAreaPadding(.horizontal, 20))
        #expect(ignoring["c"]?.children.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("containerRelativeFrame in the window: the safe area's size, not the screen's (SPEC §5)")
    func windowContainerIsSafeArea() {
        let r = onPhone(Color.red.containerRelativeFrame(.vertical) { length, _ in length / 2 }.id("c"))
        expectFrame(r, "c", height: 379.67)  // 759 / 2 = 379.5, on the 3x grid from y 249.25
    }

    @Test("GeometryReader at the root sees no insets; one ignoring the safe area sees them")
    func proxyInsets() {
        final class Box: @unchecked Sendable { var insets: [EdgeInsets] = [] }
        let box = Box()
        _ = onPhone(
            GeometryReader { proxy in
                let _ = box.insets.append(proxy.safeAreaInsets)
                Color.clear
            })
        #expect(box.insets.last == EdgeInsets())
        _ = onPhone(
            GeometryReader { proxy in
                let _ = box.insets.append(proxy.safeAreaInsets)
                Color.clear
            }.ignoresSafeArea())
        #expect(box.insets.last == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }
}

/// NavigationStack as a container (SPEC §6: large-title bar 96, inline 44).
@Suite struct NavigationStackTests {
    var phone: EnvironmentValues {
        var env = EnvironmentValues.ahem
        env.statusBarOverlap = 5  // iPhone 16: status bar 54, safe area 59
        return env
    }

    @Test("A large title: content starts 96 below the status bar (54): at 150; centred in the rest")
    func largeTitle() {
        let r = onPhone(
            NavigationStack { Color.red.frame(height: 100).id("c").navigationTitle("Settings") }.id("nav"),
            environment: phone)
        expectFrame(r, "nav", x: 0, y: 59, width: 393, height: 759)
        // Content area 150...818 (668 tall): the 100-tall view is centred at 484.
        expectFrame(r, "c", y: 434, height: 100)
    }

    @Test("Inline: 44, content from 98")
    func inline() {
        let r = onPhone(
            NavigationStack {
                Color.red.id("c").navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
            }, environment: phone)
        expectFrame(r, "c", y: 98, height: 720)
    }

    @Test("No title and no toolbar: no bar (skip-ui#451); toolbar items alone: an inline bar")
    func noTitle() {
        expectFrame(onPhone(NavigationStack { Color.red.id("c") }, environment: phone), "c", y: 59, height: 759)
        expectFrame(
            onPhone(NavigationStack { Color.red.id("c").toolbar { Text("Edit") } }, environment: phone),
            "c", y: 98, height: 720)
    }

    @Test("containerRelativeFrame inside: the area below the bar")
    func container() {
        let r = onPhone(
            NavigationStack {
                Color.red.containerRelativeFrame(.vertical) { length, _ in length * 0.5 }.id("c").navigationTitle(
                    "Now Playing")
            }, environment: phone)
        expectFrame(r, "c", y: 317, height: 334)
    }
}

/// TabView as a container (SPEC §5: a TabView tab is a containerRelativeFrame container).
@Suite struct TabViewTests {
    /// iOS 18: the classic 49-point bar (TabBar.swift's metrics).
    var ios18: EnvironmentValues {
        var env = EnvironmentValues.ahem
        env.platformVersion = .iOS18
        return env
    }

    @Test("The first tab is shown above a 49-point tab bar (iOS 18); the others are left out")
    func firstTab() {
        let r = onPhone(
            TabView {
                Color.red.id("a").tabItem { Text("A") }
                Color.blue.id("b").tabItem { Text("B") }
            }.id("tabs"), environment: ios18)
        expectFrame(r, "tabs", x: 0, y: 59, width: 393, height: 759)
        expectFrame(r, "a", x: 0, y: 59, width: 393, height: 710)
        #expect(r["b"] == nil)
    }

    @Test("containerRelativeFrame inside a tab: the area above the bar")
    func container() {
        let r = onPhone(
            TabView { Color.red.containerRelativeFrame(.vertical) { l, _ in l / 2 }.id("c") },
            environment: ios18)
        // 710 / 2 = 355, centred in 59...769: y 236.5, 236.67 on the 3x grid.
        expectFrame(r, "c", y: 236.67, height: 355)
    }
}

/// The bars of a NavigationStack are safe-area insets of its content.
struct BarSafeAreaTests {
    @Test("§5 ignoresSafeArea in a NavigationStack reaches under the navigation bar, to the screen's edges")
    func underTheBar() throws {
        let tree = LayoutTree(
            NavigationStack { Color.red.id("c").ignoresSafeArea().navigationTitle("T") }, environment: .ahem)
        tree.layout(
            in: CGSize(width: 393, height: 852), scale: 3,
            safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let r = tree.result()
        expectFrame(r, "c", x: 0, y: 0, width: 393, height: 852)
        // Without ignoresSafeArea the content starts below the 96-point bar (SPEC §6), which
        // begins at the status bar, 5 above the safe area (statusBarOverlap is 0 here: 59 + 96 − 0).
        let plain = LayoutTree(NavigationStack { Color.red.id("c").navigationTitle("T") }, environment: .ahem)
        plain.layout(
            in: CGSize(width: 393, height: 852), scale: 3,
            safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        expectFrame(plain.result(), "c", x: 0, y: 59 + 96, width: 393, height: 852 - 59 - 96 - 34)
    }
}
