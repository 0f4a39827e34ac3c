import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set Y's unseen apps showed (CubeTime, Element X, Gem, Readeck, Stoat).
extension RealAppClassesTests {
    @Test(
        "self.init() in a convenience init whose parameters all have defaults is the class's implicit init(), not itself again (Element X's generated mocks)"
    )
    func selfInitIsTheImplicitInitializer() throws {
        let (r, p) = try layOut(
            """
            final class ServiceMock { var shares: [String] = [] }
            struct Configuration { var shares: [String] = ["a", "b"] }
            extension ServiceMock {
                convenience init(_ configuration: Configuration = .init()) {
                    self.init()
                    shares = configuration.shares
                }
            }
            struct V: View {
                let mock = ServiceMock()
                var body: some View { Text("\\(mock.shares.count) shares").font(.system(size: 10)).id("t") }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\\(p.warnings)")
        #expect(frame(r, "t") == CGRect(x: 60, y: 45, width: 80, height: 10))
    }

    @Test("#warning at file level and in a builder is a compiler directive: no view, no stub (CubeTime's HelperUI)")
    func warningDirectiveIsNoView() throws {
        let (r, p) = try layOut(
            """
            #warning("todo: use this everywhere")
            struct Card: View {
                var body: some View {
                    VStack(spacing: 0) {
                        #warning("todo: colours")
                        Text("ab").font(.system(size: 10)).id("t")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t") == CGRect(x: 90, y: 45, width: 20, height: 10))
    }

    @Test(
        "Text(_:formatter:) shows the formatter's string for the value, in the fixed locale and zone (CubeTime's solve dates)"
    )
    func textWithFormatter() throws {
        let (r, p) = try layOut(
            """
            func solveDateFormatter(_ date: Date) -> DateFormatter {
                let formatter = DateFormatter()
                formatter.dateStyle = .short
                formatter.timeStyle = .none
                return formatter
            }
            struct V: View {
                let date = Date(timeIntervalSince1970: 0)
                var body: some View {
                    Text(date, formatter: solveDateFormatter(date)).font(.system(size: 10)).id("t")
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "1/1/70": six characters.
        #expect(frame(r, "t") == CGRect(x: 70, y: 45, width: 60, height: 10))
        // The library's initializer, the same.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .short
        let library = LayoutTree.layout(
            Text(Date(timeIntervalSince1970: 0), formatter: formatter).font(.system(size: 10)).id("t"),
            in: CGSize(width: 200, height: 100), environment: .ahem)
        #expect(library["t"]?.frame == CGRect(x: 70, y: 45, width: 60, height: 10))
    }
}
