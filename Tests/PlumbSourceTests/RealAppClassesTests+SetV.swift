import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set V's unseen apps showed (SearchOps, Pizza Helper, Squirrel, AirCasting,
/// Nostur).
extension RealAppClassesTests {
    @Test(
        "extensions of the standard library's number and string protocols, and of CGFloat, apply to the values that conform (SearchOps' LosslessStringConvertible.string)"
    )
    func numberProtocolExtensions() throws {
        let code = #"""
            extension LosslessStringConvertible {
                var string: String { .init(self) }
            }
            extension CGFloat { var half: CGFloat { self / 2 } }
            extension Comparable {
                func clamped(to r: ClosedRange<Self>) -> Self { min(max(self, r.lowerBound), r.upperBound) }
            }
            extension BinaryFloatingPoint { var twice: Self { self * 2 } }
            extension BinaryInteger { var isEven: Bool { self % 2 == 0 } }
            struct V: View {
                let page = 3
                let w: CGFloat = 10
                var body: some View {
                    VStack {
                        Text("Page " + page.string + " of " + (page + 1).string)
                        Text("\(w.half) \(15.clamped(to: 0...10)) \(w.twice) \(page.isEven)")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(r.views(withText: "Page 3 of 4").count == 1)
        #expect(r.views(withText: "5.0 10 20.0 false").count == 1)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }

    @Test(
        "a closed range keeps its upper bound and its spelling (1...5 is 1...5, upperBound 5, count 5); a half-open one its own"
    )
    func closedRangeBounds() throws {
        let code = #"""
            struct V: View {
                let stars = 1...5
                let pages = 0..<3
                var body: some View {
                    VStack {
                        Text("\(stars.lowerBound) \(stars.upperBound) \(stars.count) \(stars.contains(5))")
                        Text("\(pages.upperBound) \(pages.count) \(pages.contains(3))")
                        Text("\(stars) \(pages)")
                        ForEach(stars, id: \.self) { Text("s\($0)") }
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 300)
        #expect(r.views(withText: "1 5 5 true").count == 1)
        #expect(r.views(withText: "3 3 false").count == 1)
        #expect(r.views(withText: "1...5 0..<3").count == 1)
        #expect(r.views(withText: "s5").count == 1)
        #expect(r.views(withText: "s6").isEmpty)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }

    @Test(
        "\\(date, formatter: f) is the formatter's string; String(localized: .init(stringLiteral: key)) looks the key up; Locale's currencyCode; .year(.extended())"
    )
    func formattersAndLocalizedInit() throws {
        let code = #"""
            let dayFormatter: DateFormatter = {
                let f = DateFormatter()
                f.dateFormat = "d MMM"
                return f
            }()
            extension String {
                var i18n: String { String(localized: .init(stringLiteral: self), bundle: .main) }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Text("\(Date.now, formatter: dayFormatter)")
                        Text("app.title".i18n)
                        Text(Locale.current.currencyCode ?? "none")
                        Text(Date.now.formatted(.dateTime.year(.extended()).month()))
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 200)
        // The fixed world: January 1, 2026, en_US.
        #expect(r.views(withText: "1 Jan").count == 1)
        #expect(r.views(withText: "app.title").count == 1)
        #expect(r.views(withText: "USD").count == 1)
        #expect(r.views(withText: "Jan 2026").count == 1)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }

    @Test(
        "_flag = .init(projectedValue: flag) in an initializer: the @Binding holds the binding given (AirCasting's dashboard)"
    )
    func bindingProjectedValueInit() throws {
        let code = #"""
            struct Row: View {
                @Binding var isOn: Bool
                init(isOn: Binding<Bool>) {
                    _isOn = .init(projectedValue: isOn)
                }
                var body: some View { Text(isOn ? "on" : "off") }
            }
            struct V: View {
                @State private var on = true
                var body: some View { Row(isOn: $on) }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(r.views(withText: "on").count == 1)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }

    @Test(
        "toolbar(removing: .sidebarToggle) changes nothing on an iPhone, and #bundle is the module's bundle (Pizza Helper's root drew one placeholder)"
    )
    func toolbarRemovingAndBundleMacro() throws {
        let code = #"""
            struct V: View {
                var body: some View {
                    NavigationStack {
                        Text(String(localized: "Home", bundle: #bundle)).id("t")
                    }
                    .toolbar(removing: .sidebarToggle)
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 300)
        #expect(r.views(withText: "Home").count == 1)
        #expect(r.views(ofType: "placeholder").isEmpty)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }

    @Test(
        "Text(Image(systemName:)), \\(Image(...)) in a literal and Text(Image) + Text read as symbols in the text, no placeholder (SearchOps' page arrows, 162 uses in 20 apps)"
    )
    func inlineSymbols() throws {
        let code = #"""
            struct V: View {
                var body: some View {
                    VStack {
                        Text(Image(systemName: "chevron.left")).id("a")
                        Text("\(Image(systemName: "star.fill")) 4.5").id("b")
                        (Text(Image(systemName: "heart")) + Text(" ab")).id("c")
                    }
                    .font(.system(size: 10))
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 200)
        // Ahem at 10 pt: chevron.left 1036/1792 × 12 wide, star 1664/1792 × 12, heart 1792/1792 × 12; each
        // character 10 wide, widths rounded up to the 2x grid.
        #expect(frame(r, "a")?.size == CGSize(width: 7, height: 12))
        #expect(frame(r, "b")?.size == CGSize(width: 51.5, height: 12))
        #expect(frame(r, "c")?.size == CGSize(width: 42, height: 12))
        #expect(r.views(ofType: "placeholder").isEmpty)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }

    @Test(
        "DateIntervalFormatter: dateTemplate, locale, timeZone and string(from:to:), Foundation's (AirCasting's session cards)"
    )
    func dateIntervalFormatter() throws {
        let code = #"""
            let intervals: DateIntervalFormatter = {
                let df = DateIntervalFormatter()
                df.dateTemplate = "MM/dd/yy HH:mm"
                df.timeZone = TimeZone(abbreviation: "UTC")
                df.locale = Locale(identifier: "en_US_POSIX")
                return df
            }()
            struct V: View {
                var body: some View {
                    Text(intervals.string(from: Date.now, to: Date.now.addingTimeInterval(3600)))
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        // The fixed world's clock: 9:41 on January 1, 2026 (GMT); Foundation puts thin spaces
        // around the en dash.
        #expect(r.views(withText: "01/01/26, 09:41\u{2009}\u{2013}\u{2009}10:41").count == 1)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
    }
}
