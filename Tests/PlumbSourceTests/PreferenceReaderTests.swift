import Foundation
import Plumb
import Testing

/// Preferences of keys the source declares, read as the library lays them out.
struct PreferenceReaderTests {
    @Test(
        "overlayPreferenceValue with .bounds anchors: a stroke at proxy[anchor] lands exactly on the child (170, 195, 60×30)"
    )
    func anchorOverlay() throws {
        let code = """
            struct SelectionKey: PreferenceKey {
                static var defaultValue: Anchor<CGRect>? = nil
                static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
                    value = value ?? nextValue()
                }
            }
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 20)
                Color.green.frame(width: 60, height: 30)
                    .anchorPreference(key: SelectionKey.self, value: .bounds) { $0 }
                    .id("child")
            }
            .overlayPreferenceValue(SelectionKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Rectangle().stroke(Color.blue, lineWidth: 2)
                            .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                            .id("highlight")
                            .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                    }
                }
            }
            """
        let (result, program) = try layOut(code, 400, 400)
        #expect(program.warnings.isEmpty, "\\(program.warnings)")
        #expect(frame(result, "child") == CGRect(x: 170, y: 195, width: 60, height: 30))
        #expect(frame(result, "highlight") == CGRect(x: 170, y: 195, width: 60, height: 30))
    }

    @Test("values reduce with the key's own reduce: the widest of 30, 80 and 50 sizes a background bar, 80")
    func reduceWithSourceReduce() throws {
        let code = """
            struct WidestKey: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                    value = max(value, nextValue())
                }
            }
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 30, height: 10).preference(key: WidestKey.self, value: 30)
                Color.red.frame(width: 80, height: 10).preference(key: WidestKey.self, value: 80)
                Color.red.frame(width: 50, height: 10).preference(key: WidestKey.self, value: 50)
            }
            .backgroundPreferenceValue(WidestKey.self, alignment: .topLeading) { width in
                Color.blue.frame(width: width, height: 4).id("bar")
            }
            .id("stack")
            """
        let (result, _) = try layOut(code, 200, 100)
        #expect(frame(result, "stack") == CGRect(x: 60, y: 35, width: 80, height: 30))
        #expect(frame(result, "bar") == CGRect(x: 60, y: 35, width: 80, height: 4))
    }

    @Test("no view sets the key: the layer is built from its defaultValue; onPreferenceChange reads")
    func defaultValue() throws {
        let code = """
            struct CountKey: PreferenceKey {
                static var defaultValue = 12
                static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
            }
            Color.red.frame(width: 50, height: 50)
                .onPreferenceChange(CountKey.self) { print($0) }
                .overlayPreferenceValue(CountKey.self, alignment: .topLeading) { n in
                    Color.blue.frame(width: CGFloat(n), height: 1).id("bar")
                }
            """
        let (result, program) = try layOut(code, 100, 100)
        #expect(program.warnings.isEmpty, "\\(program.warnings)")
        #expect(frame(result, "bar")?.width == 12)
    }
}
