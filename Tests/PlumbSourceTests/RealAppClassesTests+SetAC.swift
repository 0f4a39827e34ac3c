import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set AC's unseen apps showed (Infomaniak Mail, Unstoppable Wallet, Berkeley
/// Mobile, LegitURL, Bean Juice).
extension RealAppClassesTests {
    @Test(
        "a custom alignment whose AlignmentID the files declare (SPEC §5, alignmentGuide): HStack(alignment: .checkmark) lines a guide of one view up with the default of another (Infomaniak Mail's settings rows: placeholders)"
    )
    func customAlignmentID() throws {
        let (r, p) = try layOut(
            """
            extension VerticalAlignment {
                struct Checkmark: AlignmentID {
                    static func defaultValue(in context: ViewDimensions) -> CGFloat {
                        context[VerticalAlignment.center]
                    }
                }
                static let checkmark = VerticalAlignment(Checkmark.self)
            }
            private enum OneThird: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
            }
            extension HorizontalAlignment {
                static let oneThird = HorizontalAlignment(OneThird.self)
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        HStack(alignment: .checkmark, spacing: 0) {
                            Color.red.frame(width: 10, height: 10).alignmentGuide(.checkmark) { d in d[.top] }.id("a")
                            Color.red.frame(width: 10, height: 40).id("b")
                        }
                        VStack(alignment: .oneThird, spacing: 0) {
                            Color.red.frame(width: 30, height: 10).id("c")
                            Color.red.frame(width: 60, height: 10).id("d")
                        }
                    }
                }
            }
            """, 200, 200)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // The HStack: a's top at b's centre (20 below b's top): 20 × 40. The VStack: c's third
        // (10) over d's (20), so c starts 10 in: 60 × 20. Both centred in a 60 × 60 stack at (70, 70).
        #expect(frame(r, "a") == CGRect(x: 90, y: 90, width: 10, height: 10))
        #expect(frame(r, "b") == CGRect(x: 100, y: 70, width: 10, height: 40))
        #expect(frame(r, "c") == CGRect(x: 80, y: 110, width: 30, height: 10))
        #expect(frame(r, "d") == CGRect(x: 70, y: 120, width: 60, height: 10))
    }

    @Test(
        "a library modifier called with a label no signature of it has, which no file declares (a package's overload: .padding(value: .medium)), keeps the view, with a warning (Infomaniak Mail: three placeholders a file)"
    )
    func packageOverloadOfALibraryModifier() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 10, height: 10).shadow(style: .card).id("a")
                        Color.red.frame(width: 10, height: 10).padding(.horizontal, value: .medium).id("b")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.map(\.message).contains { $0.contains("'style:'") && $0.contains("layout-neutral") })
        #expect(p.warnings.map(\.message).contains { $0.contains("'value:'") && $0.contains("default padding") })
        // The shadow changes nothing; the padding is the default 16 on the edges given.
        #expect(frame(r, "a") == CGRect(x: 95, y: 40, width: 10, height: 10))
        #expect(frame(r, "b") == CGRect(x: 79, y: 50, width: 42, height: 10))
    }

    @Test(
        "toolbar(id:) places its items as toolbar(content:) does (a customisable toolbar: Infomaniak Mail's thread screen was one placeholder)"
    )
    func customizableToolbar() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    NavigationStack {
                        Text("a")
                            .toolbar(id: "thread") {
                                ToolbarItem(id: "reply", placement: .topBarTrailing) {
                                    Color.red.frame(width: 20, height: 20).id("reply")
                                }
                            }
                    }
                }
            }
            """, 393, 852)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        let library = LayoutTree.layout(
            NavigationStack {
                Text("a").toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Color.red.frame(width: 20, height: 20).id("reply") }
                }
            }, in: CGSize(width: 393, height: 852), scale: 2, environment: .ahem)
        #expect(frame(r, "reply") != nil)
        #expect(frame(r, "reply") == frame(library, "reply"))
    }

    @Test(
        "Realm's models: @Persisted values start as the type's default in an object the code makes, List<T>() is an empty array that append(objectsIn:) fills, a stubbed List<T> is typical elements (Infomaniak Mail's thread rows: 'cannot loop over a view')"
    )
    func realmModels() throws {
        let (r, p) = try layOut(
            """
            final class Recipient: Object {
                @Persisted var email: String
                @Persisted var name: String
                convenience init(email: String) {
                    self.init()
                    self.email = email
                }
            }
            final class Thread: Object {
                @Persisted var from: List<Recipient>
                @Persisted var unseen: Int
                @Persisted var subject: String?
            }
            extension Array {
                func toRealmList() -> List<Element> {
                    let list = List<Element>()
                    list.append(objectsIn: self)
                    return list
                }
            }
            struct V: View {
                let made = Recipient(email: "a@b.c")
                let list = [Recipient(email: "x"), Recipient(email: "y")].toRealmList()
                let thread = Thread()
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: CGFloat(made.name.count + 1) * 10, height: 10).id("name")
                        Color.red.frame(width: CGFloat(list.count) * 10, height: 10).id("list")
                        Color.red.frame(width: CGFloat(thread.from.count + thread.unseen + 1) * 10, height: 10).id("from")
                        Color.red.frame(width: thread.subject == nil ? 50 : 5, height: 10).id("subject")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "name")?.width == 10)
        #expect(frame(r, "list")?.width == 20)
        #expect(frame(r, "from")?.width == 10)
        #expect(frame(r, "subject")?.width == 50)
    }

    @Test(
        "an enum case's associated value with a default may be left out of the call; a pattern of every value still matches (Infomaniak Mail's contact avatars: 'no case of the switch matches')"
    )
    func enumCaseDefaultAssociatedValue() throws {
        let (r, p) = try layOut(
            """
            enum Contact {
                case person(name: String, badge: Int? = nil, size: Int)
                case none
                var width: CGFloat {
                    switch self {
                    case .person(let name, let badge, let size): return CGFloat(name.count * size + (badge ?? 5))
                    case .none: return 0
                    }
                }
            }
            struct V: View {
                var body: some View {
                    Color.red.frame(width: Contact.person(name: "ab", size: 10).width, height: 10).id("a")
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "a")?.width == 25)
    }

    @Test(
        "a format style's static function an extension adds (.thread(.list)) formats with the app's own FormatStyle; String(characters) joins them; NFKC normalisation (Infomaniak Mail's dates and subjects)"
    )
    func formatStyleFunctionAndCharacters() throws {
        let (r, p) = try layOut(
            """
            struct Short: FormatStyle {
                let long: Bool
                func format(_ value: Date) -> String { long ? "long" : "s" }
            }
            extension FormatStyle where Self == Date.FormatStyle {
                static func short(_ long: Bool) -> Short { Short(long: long) }
            }
            struct V: View {
                let date = Date()
                var body: some View {
                    VStack(spacing: 0) {
                        Text(date.formatted(.short(true))).id("date")
                        Text(String("ﬁve".precomposedStringWithCompatibilityMapping.unicodeScalars.map { Character($0) })).id("chars")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "date")?.width == 68)
        #expect(frame(r, "chars")?.width == 68)
    }

    @Test(
        "UIColor(displayP3Red:green:blue:alpha:) and a dynamic provider of them; UIImage(imageLiteralResourceName:); UnitTemperature(forLocale:usage:) is Fahrenheit in the US (Berkeley Mobile: grey backgrounds, a weather tile placeholder)"
    )
    func uiKitColorsAndUnits() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                let background = UIColor { trait in
                    trait.userInterfaceStyle == .dark
                        ? UIColor(displayP3Red: 65/255, green: 65/255, blue: 65/255, alpha: 1.0)
                        : UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1.0)
                }
                var body: some View {
                    let unit = UnitTemperature(forLocale: .autoupdatingCurrent, usage: .weather)
                    let t = Measurement(value: 20, unit: UnitTemperature.celsius).converted(to: unit)
                    Color(background).frame(width: t.value, height: 10).id("a")
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "a")?.width == 68)
        let white = try SourceReader.read(
            "Color(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1.0)).frame(width: 10, height: 10)",
            name: "T.swift", canvas: CGSize(width: 10, height: 10))
        let tree = LayoutTree(white.view, environment: .ahem)
        tree.layout(in: CGSize(width: 10, height: 10), scale: 1)
        let svg = SVGWriter().document(DisplayList(tree))
        #expect(svg.contains("#ffffff"), "\(svg)")
    }

    @Test(
        "a model with no sample of its own stands for the first the app builds from literals; a list of it, the app's own array of them (Bean Juice's brew screen: '-nan g' from a ratio of 0)"
    )
    func literalSamples() throws {
        let (r, p) = try layOut(
            """
            struct Method {
                let name: String
                let maxWater: Int
                let ratio: Int
            }
            final class Catalogue {
                let methods: [Method] = [
                    Method(name: "AeroPress", maxWater: 230, ratio: 13),
                    Method(name: "Chemex", maxWater: 1180, ratio: 17),
                ]
            }
            struct Row: View {
                let method: Method
                var body: some View {
                    Color.red.frame(width: CGFloat(method.maxWater - method.ratio * 10), height: 10).id("row")
                }
            }
            struct List2: View {
                let methods: [Method]
                var body: some View {
                    Color.red.frame(width: CGFloat(methods.count) * 10, height: 10).id("list")
                }
            }
            struct Meta {
                let title: String
                let count: Int
                let note: String?
                static let empty = Meta(title: "", count: 0, note: nil)
                static let featured = Meta(title: "Real", count: 3, note: nil)
            }
            struct Style {
                var width: CGFloat = 30
                static let compact = Style(width: 5)
            }
            final class Model: ObservableObject {
                @Published var items: [String]
                init(items: [String]) { self.items = items }
            }
            let emptyModel = Model(items: [])
            struct V: View {
                let method: Method
                let methods: [Method]
                let style: Style
                let meta: Meta
                @ObservedObject var model: Model
                var body: some View {
                    VStack(spacing: 0) {
                        Row(method: method)
                        List2(methods: methods)
                        Color.red.frame(width: style.width, height: 10).id("style")
                        Color.red.frame(width: CGFloat(meta.count) * 10, height: 10).id("meta")
                        Color.red.frame(width: CGFloat(model.items.count) * 10, height: 10).id("model")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.map(\.message).allSatisfy { !$0.contains("could not") }, "\(p.warnings)")
        #expect(frame(r, "row")?.width == 100)
        #expect(frame(r, "list")?.width == 20)
        // A type with a default of its own is its default; a view model's literal (its empty
        // start) is not taken: typical data, three items.
        #expect(frame(r, "style")?.width == 30)
        // A construction of mostly empty values (`static let empty`) is passed over for data.
        #expect(frame(r, "meta")?.width == 30)
        #expect(frame(r, "model")?.width == 30)
    }

    @Test(
        "a Layout with its own initializer called with a trailing content closure: the initializer takes the arguments, the closure the subviews (Berkeley Mobile's tiles: stub engine); (1...9) + [0] joins a range and an array (Unstoppable's keypad: four 0 keys)"
    )
    func layoutInitializerWithContent() throws {
        let (r, p) = try layOut(
            """
            struct Columns: Layout {
                private let gap: CGFloat
                init(spacing: CGFloat = 4) { gap = spacing }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: CGFloat(subviews.count) * (10 + gap), height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    for (i, s) in subviews.enumerated() {
                        s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * (10 + gap), y: bounds.minY), proposal: .unspecified)
                    }
                }
            }
            struct V: View {
                let digits: [Int] = (1 ... 3) + [0]
                var body: some View {
                    Columns(spacing: 20) {
                        ForEach(digits, id: \\.self) { d in Color.red.frame(width: 10, height: 10).id("d\\(d)") }
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // Four subviews, 30 apart: 120 wide, centred (x 40).
        #expect(frame(r, "d1") == CGRect(x: 40, y: 45, width: 10, height: 10))
        #expect(frame(r, "d0") == CGRect(x: 130, y: 45, width: 10, height: 10))
    }
}

extension RealAppClassesTests {
    @Test(
        "a method the files add to a framework type Plumb lacks runs on a value that type's initializer made, the value as self (Berkeley Mobile's 'distanceFromUser(...) mi')"
    )
    func extensionMethodOfAStubbedFrameworkType() throws {
        let (r, p) = try layOut(
            """
            extension CLLocation {
                func distanceFromUser() -> Double? {
                    guard let user = LocationManager.shared.userLocation else { return nil }
                    return user.distance(from: self)
                }
            }
            final class LocationManager {
                static let shared = LocationManager()
                var userLocation: CLLocation? = nil
            }
            struct V: View {
                var body: some View {
                    let d = CLLocation(latitude: 37.87, longitude: -122.27).distanceFromUser()
                    Color.red.frame(width: d == nil ? 30 : 5, height: 10).id("a")
                }
            }
            """, 200, 100)
        #expect(!p.warnings.contains { $0.message.contains("distanceFromUser") }, "\(p.warnings)")
        #expect(frame(r, "a")?.width == 30)
    }
}

extension RealAppClassesTests {
    @Test(
        "an alignment neither the library nor the files declare (a package's: Infomaniak's .iconAndMultilineTextAlignment) is one guide of that name, centred by default, so the file's own alignmentGuide values line up (4 placeholders in the mail gallery)"
    )
    func packageAlignment() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    HStack(alignment: .iconAndText, spacing: 0) {
                        Color.red.frame(width: 10, height: 10).alignmentGuide(.iconAndText) { d in d[.top] }.id("a")
                        Color.red.frame(width: 10, height: 40).alignmentGuide(.iconAndText) { d in 10 }.id("b")
                        Color.red.frame(width: 10, height: 20).id("c")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.count == 3 && p.warnings.allSatisfy { $0.message.contains("'.iconAndText'") })
        // a's top, b's 10 and c's centre (10) on one line: b from 0, a from 10, c from 0.
        #expect(frame(r, "a") == CGRect(x: 85, y: 40, width: 10, height: 10))
        #expect(frame(r, "b") == CGRect(x: 95, y: 30, width: 10, height: 40))
        #expect(frame(r, "c") == CGRect(x: 105, y: 30, width: 10, height: 20))
    }
}
