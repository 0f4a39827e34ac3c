import Foundation
import Testing

@testable import PlumbCore

/// PreferenceKey: values views pass up, read by onPreferenceChange and built into overlays.
struct PreferenceTests {
    struct MaxWidth: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    struct Sum: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    final class Log: @unchecked Sendable { var values: [CGFloat] = []; var sums: [Int] = [] }

    @Test("siblings' values reduce in order; onPreferenceChange is called once, after layout, with the final value")
    func reduceSiblings() {
        let log = Log()
        _ = layout(
            VStack {
                fixed(30, 10).preference(key: MaxWidth.self, value: 30)
                fixed(50, 10).preference(key: MaxWidth.self, value: 50)
                fixed(40, 10)
            }.onPreferenceChange(MaxWidth.self) { log.values.append($0) }, 200, 200)
        #expect(log.values == [50])
    }

    @Test(
        "onGeometryChange is called after layout with the value its transform computes from the view's placed frame (SwiftUI's first call gives the first value); the two-value form gets it as old and new"
    )
    func geometryChange() {
        let log = Log()
        _ = layout(
            VStack(spacing: 0) {
                fixed(30, 10)
                fixed(50, 40)
                    .onGeometryChange(for: CGFloat.self) {
                        $0.size.height
                    } action: {
                        log.values.append($0)
                    }
                    .onGeometryChange(for: CGFloat.self) {
                        $0.frame(in: .global).minY
                    } action: { old, new in
                        log.values += [old, new]
                    }
            }, 200, 200)
        // The 50 × 40 view sits under the 10-tall one in a 50-tall stack centred in 200: at y 85.
        #expect(log.values == [40, 85, 85])
    }

    @Test(
        "preference(key:value:) replaces its content's value; transformPreference changes it; nothing set reads defaultValue"
    )
    func replaceAndTransform() {
        let log = Log()
        _ = layout(
            HStack {
                fixed(10, 10).preference(key: Sum.self, value: 1).preference(key: Sum.self, value: 2)
                fixed(10, 10).preference(key: Sum.self, value: 5).transformPreference(Sum.self) { $0 *= 10 }
            }.onPreferenceChange(Sum.self) { log.sums.append($0) }, 200, 200)
        #expect(log.sums == [52])
        _ = layout(fixed(10, 10).onPreferenceChange(Sum.self) { log.sums.append($0 + 100) }, 200, 200)
        #expect(log.sums == [52, 100])
    }

    @Test("a value set inside a GeometryReader (during layout) reaches onPreferenceChange: the background's width, 40")
    func valueFromGeometryReader() {
        let log = Log()
        _ = layout(
            HStack {
                fixed(40, 10).background(
                    GeometryReader { proxy in
                        Color.clear.preference(key: MaxWidth.self, value: proxy.size.width)
                    })
            }.onPreferenceChange(MaxWidth.self) { log.values.append($0) }, 200, 200)
        #expect(log.values == [40])
    }

    struct Selection: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    @Test(
        "overlayPreferenceValue with an anchor: a rectangle drawn at proxy[anchor] lands exactly on the child's frame (170, 195, 60×30)"
    )
    func overlayAtAnchor() {
        // A 100×50 VStack centred in 400×400: origin (150, 175); its 60×30 second child at
        // x = 150 + (100 − 60)/2 = 170, y = 175 + 20 = 195.
        let result = layout(
            VStack(spacing: 0) {
                fixed(100, 20)
                fixed(60, 30).anchorPreference(key: Selection.self, value: .bounds) { $0 }.id("child")
            }
            .overlayPreferenceValue(Selection.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Rectangle().stroke(Color.blue)
                            .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                            .id("highlight")
                            .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                    }
                }
            }, 400, 400)
        expectFrame(result, "child", x: 170, y: 195, width: 60, height: 30)
        expectFrame(result, "highlight", x: 170, y: 195, width: 60, height: 30)
    }

    static func highlighted(_ child: some View) -> some View {
        VStack(spacing: 0) {
            fixed(100, 20)
            child
        }
        .overlayPreferenceValue(Selection.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Color.blue.frame(width: proxy[anchor].width, height: proxy[anchor].height)
                        .id("highlight")
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                }
            }
        }
    }

    @Test(
        "after one child changes (an incremental update), the overlay is rebuilt at the child's new frame: 80 wide at x 160"
    )
    func overlayFollowsUpdate() {
        let tree = LayoutTree(
            Self.highlighted(fixed(60, 30).anchorPreference(key: Selection.self, value: .bounds) { $0 }.id("child")))
        tree.layout(in: CGSize(width: 400, height: 400))
        #expect(tree.result()["highlight"]?.frame == CGRect(x: 170, y: 195, width: 60, height: 30))
        guard let node = tree.nodes(withID: "child").first else { Issue.record("no child"); return }
        tree.replace(node, with: fixed(80, 30).anchorPreference(key: Selection.self, value: .bounds) { $0 }.id("child"))
        tree.layout(in: CGSize(width: 400, height: 400))
        #expect(tree.result()["child"]?.frame == CGRect(x: 160, y: 195, width: 80, height: 30))
        #expect(tree.result()["highlight"]?.frame == CGRect(x: 160, y: 195, width: 80, height: 30))
    }

    @Test(
        "onPreferenceChange is called again only when a later layout changes the value: widths 40, then 40 again, then 100"
    )
    func onPreferenceChangeOnlyOnChange() {
        let log = Log()
        let tree = LayoutTree(
            GeometryReader { proxy in
                Color.clear.preference(key: MaxWidth.self, value: proxy.size.width)
            }.onPreferenceChange(MaxWidth.self) { log.values.append($0) })
        tree.layout(in: CGSize(width: 40, height: 40))
        tree.layout(in: CGSize(width: 40, height: 40))
        #expect(log.values == [40])
        tree.layout(in: CGSize(width: 100, height: 40))
        #expect(log.values == [40, 100])
    }

    struct Center: PreferenceKey {
        static let defaultValue: [Anchor<CGPoint>] = []
        static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
    }

    @Test("backgroundPreferenceValue with point anchors: dots centred on each child's centre")
    func backgroundAtPoints() {
        // HStack(spacing: 0) of 20×20 and 40×40 centred in 200×100: origin (70, 30); centres
        // (80, 50) and (110, 50); a 4×4 dot at each is at (78, 48) and (108, 48).
        let result = layout(
            HStack(spacing: 0) {
                fixed(20, 20).anchorPreference(key: Center.self, value: .center) { [$0] }
                fixed(40, 40).anchorPreference(key: Center.self, value: .center) { [$0] }
            }
            .backgroundPreferenceValue(Center.self, alignment: .topLeading) { centres in
                GeometryReader { proxy in
                    ForEach(0..<centres.count, id: \.self) { i in
                        Circle().frame(width: 4, height: 4)
                            .id("dot\(i)")
                            .position(proxy[centres[i]])
                    }
                }
            }.id("stack"), 200, 100)
        expectFrame(result, "stack", x: 70, y: 30, width: 60, height: 40)
        expectFrame(result, "dot0", x: 78, y: 48, width: 4, height: 4)
        expectFrame(result, "dot1", x: 108, y: 48, width: 4, height: 4)
    }

    @Test("overlayPreferenceValue with a plain value: a bar as wide as the widest row, aligned top-leading")
    func overlayFromValue() {
        let result = layout(
            VStack(alignment: .leading, spacing: 0) {
                fixed(30, 10).preference(key: MaxWidth.self, value: 30)
                fixed(80, 10).preference(key: MaxWidth.self, value: 80)
            }
            .overlayPreferenceValue(MaxWidth.self, alignment: .topLeading) { width in
                Color.blue.frame(width: width / 2, height: 2).id("bar")
            }.id("stack"), 200, 200)
        expectFrame(result, "stack", x: 60, y: 90, width: 80, height: 20)
        expectFrame(result, "bar", x: 60, y: 90, width: 40, height: 2)
    }
}
