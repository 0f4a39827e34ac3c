import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// How apps declare and call things, as found in set E's unseen apps (issue 27): each a small
/// view with exact frames. Ahem text; a 200×100 canvas, so a 10-point-high bar sits at y 45.
struct RealAppDeclarationsTests {
    @Test("a type conforming to a protocol that refines View is a view (protocol Coordinatable: View)")
    func refinedViewProtocol() throws {
        let (r, _) = try layOut(
            """
            protocol Routing {}
            protocol Coordinatable: View { associatedtype Route }
            protocol Screen: Coordinatable {}
            struct MainView: Screen {
                typealias Route = Int
                var body: some View { Color.red.frame(width: 30, height: 10).id("bar") }
            }
            struct V: View { var body: some View { MainView() } }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 85, y: 45, width: 30, height: 10))
    }

    @Test("a file-level function named like a library view does not hide the view's own forms")
    func functionNamedLikeView() throws {
        let (r, _) = try layOut(
            """
            func Section(_ title: String, @ViewBuilder content: () -> some View, learnMore: () -> AnyView) -> some View {
                Section { content() } header: { Text(title) }
            }
            struct V: View {
                var body: some View { VStack(spacing: 0) { Section { Color.red.frame(width: 30, height: 10).id("bar") } } }
            }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 85, y: 45, width: 30, height: 10))
    }

    @Test("an implicit member chain resolved by the one static of that name: .glassProminent.shadow(false)")
    func uniqueStaticMemberChain() throws {
        let (r, _) = try layOut(
            """
            protocol BarStyle {}
            struct WideStyle: BarStyle {
                var width: CGFloat = 30
                func shadow(_ on: Bool) -> Self { var copy = self; copy.width = on ? 30 : 50; return copy }
            }
            extension BarStyle where Self == WideStyle { static var wide: Self { WideStyle() } }
            func bar(_ style: WideStyle) -> some View { Color.red.frame(width: style.width, height: 10).id("bar") }
            struct V: View { var body: some View { bar(.wide.shadow(false)) } }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 75, y: 45, width: 50, height: 10))
    }

    @Test("a static an extension of EdgeInsets adds, read as an implicit member: .padding(.wide)")
    func edgeInsetsExtensionStatic() throws {
        let (r, _) = try layOut(
            """
            extension EdgeInsets { static let wide: EdgeInsets = .init(top: 0, leading: 20, bottom: 0, trailing: 20) }
            struct V: View {
                var body: some View { Color.red.frame(width: 30, height: 10).padding(.wide).id("padded") }
            }
            """)
        #expect(r["padded"]?.frame == CGRect(x: 65, y: 45, width: 70, height: 10))
    }

    @Test("a View extension method called unqualified in a view, copying self through a key path")
    func copyModifyingKeyPath() throws {
        let (r, _) = try layOut(
            """
            extension View {
                func copy<Value>(modifying keyPath: WritableKeyPath<Self, Value>, with newValue: Value) -> Self {
                    var copy = self
                    copy[keyPath: keyPath] = newValue
                    return copy
                }
            }
            func copy<P, Value>(_ p: P, modifying keyPath: WritableKeyPath<P, Value>, to newValue: Value) -> P { p }
            struct Bar: View {
                var width: CGFloat = 10
                var body: some View { Color.red.frame(width: width, height: 10).id("bar") }
            }
            extension Bar { func wide(_ w: CGFloat) -> some View { copy(modifying: \\.width, with: w) } }
            struct V: View { var body: some View { Bar().wide(40) } }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 80, y: 45, width: 40, height: 10))
    }

    @Test("a method passed by name is a closure on self, its overload chosen by the argument: filter(matches)")
    func methodReference() throws {
        let (r, _) = try layOut(
            """
            struct Item { let size: Int }
            struct Other { let name: String }
            struct V: View {
                let items = [Item(size: 1), Item(size: 5), Item(size: 7)]
                let others = [Other(name: "a"), Other(name: "bb")]
                private func matches(_ item: Item) -> Bool { item.size > 2 }
                private func matches(_ other: Other) -> Bool { other.name.count > 1 }
                var body: some View {
                    Color.red.frame(width: CGFloat(items.filter(matches).count * 10 + others.filter(matches).count), height: 10).id("bar")
                }
            }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 89.5, y: 45, width: 21, height: 10))
    }

    @Test("an enum that is a view through an extension: feature.image.scaledToFit()")
    func enumView() throws {
        let (r, _) = try layOut(
            """
            enum Badge { case small, large }
            extension Badge: View {
                var body: some View {
                    switch self {
                    case .small: Color.red.frame(width: 10, height: 10)
                    case .large: Color.blue.frame(width: 30, height: 10)
                    }
                }
            }
            struct V: View { let badge = Badge.large; var body: some View { badge.padding(5).id("badge") } }
            """)
        #expect(r["badge"]?.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
    }

    @Test("a View extension with a library modifier's name and labels of its own: background(extendedBy:)")
    func extensionModifierOwnLabels() throws {
        let (r, _) = try layOut(
            """
            extension View {
                func background(extendedBy insets: EdgeInsets, @ViewBuilder background: () -> some View) -> some View {
                    self.background { background().id("extended").padding(insets) }
                }
                func alert(show flag: Binding<Bool>) -> some View { self }
            }
            struct V: View {
                var body: some View {
                    Color.red.frame(width: 30, height: 10)
                        .background(extendedBy: EdgeInsets(top: -5, leading: 0, bottom: 0, trailing: 0)) { Color.blue }
                        .alert(Text("Sure?"), isPresented: .constant(false)) { Button("OK") {} }
                        .id("bar")
                }
            }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 85, y: 45, width: 30, height: 10))
        #expect(r["extended"]?.frame == CGRect(x: 85, y: 40, width: 30, height: 15))
    }

    @Test("TimelineView builds its content once for 9:41 AM; a periodic schedule from a later date starts there")
    func timelineView() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        TimelineView(.everyMinute) { context in
                            Text(context.date, style: .time).font(.system(size: 10)).id("now")
                        }
                        TimelineView(.periodic(from: Date(timeIntervalSince1970: 1_767_264_000), by: 1)) { context in
                            Text(context.date, style: .time).font(.system(size: 10)).id("later")
                        }
                    }
                }
            }
            """)
        // "9:41 AM" and "10:40 AM": 7 and 8 Ahem em squares of 10 points.
        #expect(r["now"]?.frame == CGRect(x: 65, y: 40, width: 70, height: 10))
        #expect(r["later"]?.frame == CGRect(x: 60, y: 50, width: 80, height: 10))
        #expect(p.warnings.isEmpty)
    }
}

extension RealAppDeclarationsTests {
    @Test(
        "@dynamicMemberLookup reads through subscript(dynamicMember:), a key path subscript reads the member; a generic T keeps integers"
    )
    func dynamicMemberLookup() throws {
        let (r, _) = try layOut(
            """
            struct Listing { var price: Int; var title: String }
            @dynamicMemberLookup
            struct Sublet {
                var data: Listing
                subscript<T>(dynamicMember keyPath: KeyPath<Listing, T>) -> T { data[keyPath: keyPath] }
                static let mock = Self(data: Listing(price: 820, title: "Lauder"))
                static var title: String { Self.mock.title }
            }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("$\\(Sublet.mock.price)").id("price")
                        Text(Sublet.title).id("title")
                    }
                }
            }
            """)
        // "$820" and "Lauder": 4 and 6 Ahem ems of 17 points ("$820.0" would be 6).
        #expect(r["price"]?.frame.width == 68)
        #expect(r["title"]?.frame.width == 102)
    }
}

extension RealAppDeclarationsTests {
    @Test("methods and properties an extension of Optional adds, on nil, empty and present values")
    func optionalExtension() throws {
        let (r, _) = try layOut(
            """
            extension Optional where Wrapped == String {
                func orWhenNilOrEmpty(_ defaultValue: String) -> String {
                    switch self {
                    case .none: return defaultValue
                    case .some(let value) where value.isEmpty: return defaultValue
                    case .some(let value): return value
                    }
                }
                var isNilOrEmpty: Bool { self?.isEmpty ?? true }
            }
            struct V: View {
                let a: String? = nil
                let b: String? = ""
                let c: String? = "coin"
                var body: some View {
                    VStack(spacing: 0) {
                        Text(a.orWhenNilOrEmpty("none")).id("a")
                        Text(b.orWhenNilOrEmpty("empty")).id("b")
                        Text(c.orWhenNilOrEmpty("x")).id("c")
                        Text(a.isNilOrEmpty && !c.isNilOrEmpty ? "yes" : "no").id("d")
                    }
                }
            }
            """, 300, 100)
        #expect(r["a"]?.frame.width == CGFloat(4 * 17))
        #expect(r["b"]?.frame.width == CGFloat(5 * 17))
        #expect(r["c"]?.frame.width == CGFloat(4 * 17))
        #expect(r["d"]?.frame.width == CGFloat(3 * 17))
    }
}

extension RealAppDeclarationsTests {
    @Test("a protocol extension's body and methods are its conformers' defaults; a conformer's own member wins")
    func protocolDefaults() throws {
        let (r, _) = try layOut(
            """
            protocol PlatformView: View {
                associatedtype PhoneBody: View
                @ViewBuilder var phoneView: PhoneBody { get }
            }
            extension PlatformView {
                var body: some View { phoneView }
                func width() -> CGFloat { 20 }
            }
            struct Card: PlatformView {
                var phoneView: some View { Color.red.frame(width: width(), height: 10).id("card") }
            }
            struct Wide: PlatformView {
                func width() -> CGFloat { 40 }
                var phoneView: some View { Color.blue.frame(width: width(), height: 10).id("wide") }
            }
            struct V: View { var body: some View { VStack(spacing: 0) { Card(); Wide() } } }
            """)
        #expect(r["card"]?.frame == CGRect(x: 90, y: 40, width: 20, height: 10))
        #expect(r["wide"]?.frame == CGRect(x: 80, y: 50, width: 40, height: 10))
    }
}

extension RealAppDeclarationsTests {
    @Test("a static function passed by name: items.sorted(by: Query.defaultSorting)")
    func staticFunctionReference() throws {
        let (r, _) = try layOut(
            """
            struct Item { let width: CGFloat }
            enum Query { static func defaultSorting(_ a: Item, _ b: Item) -> Bool { a.width > b.width } }
            struct V: View {
                let items = [Item(width: 10), Item(width: 30), Item(width: 20)]
                var body: some View {
                    Color.red.frame(width: items.sorted(by: Query.defaultSorting)[0].width, height: 10).id("bar")
                }
            }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 85, y: 45, width: 30, height: 10))
    }
}

extension RealAppDeclarationsTests {
    @Test("a function without a declared result returns nothing: called first in a view's code, it adds no view")
    func voidFunctionInViewCode() throws {
        let (r, p) = try layOut(
            """
            final class Repository { var loads = 0; func reload() -> Int { loads += 1; return loads } }
            struct V: View {
                let repository = Repository()
                func reloadIfRequired() { repository.reload() }
                var content: some View {
                    reloadIfRequired()
                    return Color.red.frame(width: CGFloat(repository.loads * 10), height: 10).id("bar")
                }
                var body: some View { content }
            }
            """)
        #expect(r["bar"]?.frame == CGRect(x: 95, y: 45, width: 10, height: 10))
        #expect(p.warnings.isEmpty)
    }
}

extension RealAppDeclarationsTests {
    @Test("a property the app's extension adds to a package's enum, on its cases written as implicit members")
    func packageEnumExtension() throws {
        let (r, _) = try layOut(
            """
            extension AccountLocation {
                var displayName: String {
                    switch self {
                    case .usa: "United States"
                    case .apac: "Japan"
                    case .worldwide: "Anywhere Else"
                    }
                }
            }
            struct V: View {
                let locations: [AccountLocation] = [.usa, .apac]
                var body: some View {
                    VStack(spacing: 0) { ForEach(locations, id: \\.self) { Text($0.displayName).font(.system(size: 10)) } }.id("list")
                }
            }
            """)
        // "United States" is 13 Ahem ems of 10 points; two rows of 10.
        #expect(r["list"]?.frame == CGRect(x: 35, y: 40, width: 130, height: 20))
    }
}
