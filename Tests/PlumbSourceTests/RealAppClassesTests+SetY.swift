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

    @Test(
        "an implicit member through a type an extension of a CGFloat alias nests, named in lower case: .image.asset (Gem's Sizing), not an enum's case or a package enum's extension property of those names"
    )
    func lowercaseNestedTypeOfExtendedCGFloat() throws {
        let (r, p) = try layOut(
            """
            public typealias Sizing = CGFloat
            public extension Sizing {
                struct image {
                    public static let asset: CGFloat = 44
                }
                struct list {
                    public static let image: CGFloat = 22
                }
            }
            enum ListItemImage { case image(String); case none }
            extension ListItemImage { var asset: String { "" } }
            extension Chain { var asset: Int { 1 } }
            struct Icon: View {
                let size: CGFloat
                init(size: CGFloat = .image.asset) { self.size = max(1, size) }
                var body: some View { Color.red.frame(width: size, height: .list.image).id("icon") }
            }
            struct V: View {
                var body: some View { Icon() }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "icon") == CGRect(x: 78, y: 39, width: 44, height: 22))
    }

    @Test(
        "a UIColor extension's property reads on a colour (UIColor { ... }.color), and an optional parameter's default written .none is nil (Gem's dynamicColor)"
    )
    func uiColorExtensionAndNoneDefault() throws {
        let code = """
            extension UIColor {
                public var color: Color { Color(self) }
                public class func dynamicColor(_ light: Color, dark: Color?) -> Color {
                    UIColor { traits in
                        switch traits.userInterfaceStyle {
                        case .dark: return dark?.uiColor ?? light.uiColor
                        default: return light.uiColor
                        }
                    }.color
                }
            }
            extension Color {
                public var uiColor: UIColor { UIColor(self) }
                init(hex: String) { self.init(red: hex.hasPrefix("#") ? 1 : 0, green: 0, blue: 0) }
                static func dynamicColor(_ light: String, dark: String? = .none) -> Color {
                    UIColor.dynamicColor(Color(hex: light), dark: dark.map { Color(hex: $0) })
                }
            }
            struct V: View {
                var body: some View { Color.dynamicColor("#FF0000").frame(width: 10, height: 10) }
            }
            """
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 10, height: 10))
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        let svg = drawnSVG(program.view, in: CGSize(width: 10, height: 10))
        #expect(svg.contains("#ff0000") || svg.contains("#FF0000"), "\(svg)")
    }

    @Test(
        "a shape style that is also a view and writes no body fills its frame, as SwiftUI's View-where-ShapeStyle body does; its resolve(in:) returning a Color.Resolved is a style (Stoat's ThemeColor)"
    )
    func shapeStyleViewWithoutBody() throws {
        let code = """
            public struct ThemeColor: Equatable, ShapeStyle, View {
                public var r: Double
                public var g: Double
                public var b: Double
                public init(hex: String) { (r, g, b) = (1, 0, 0) }
                public func resolve(in environment: EnvironmentValues) -> Color.Resolved { color.resolve(in: environment) }
                public var color: Color { Color(red: r, green: g, blue: b) }
            }
            struct V: View {
                let accent = ThemeColor(hex: "#FF0000")
                var body: some View {
                    VStack(spacing: 0) {
                        accent.frame(width: 10, height: 10).id("swatch")
                        Text("a").font(.system(size: 10)).foregroundStyle(accent)
                    }
                }
            }
            """
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 20, height: 20))
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        let r = LayoutTree.layout(program.view, in: CGSize(width: 20, height: 20), environment: .ahem)
        #expect(r["swatch"]?.frame == CGRect(x: 5, y: 0, width: 10, height: 10))
        let svg = drawnSVG(program.view, in: CGSize(width: 20, height: 20))
        #expect(svg.components(separatedBy: "fill=\"#ff0000\"").count - 1 == 2, "\(svg)")
    }

    @Test(
        "AsyncImagePhase's image and error on a phase an app's own image view keeps in its state (Gem's CachedAsyncImage)"
    )
    func asyncImagePhaseMembers() throws {
        let (r, p) = try layOut(
            """
            struct Cached: View {
                @State private var phase: AsyncImagePhase = .empty
                @State private var loaded: AsyncImagePhase = .success(Image(systemName: "star"))
                var body: some View {
                    VStack(spacing: 0) {
                        if let image = phase.image { image } else { Color.red.frame(width: 10, height: 10).id("placeholder") }
                        if loaded.image != nil { Color.red.frame(width: 20, height: 10).id("loaded") }
                        if phase.error == nil { Color.red.frame(width: 30, height: 10).id("noError") }
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "placeholder") == CGRect(x: 95, y: 35, width: 10, height: 10))
        #expect(frame(r, "loaded") == CGRect(x: 90, y: 45, width: 20, height: 10))
        #expect(frame(r, "noError") == CGRect(x: 85, y: 55, width: 30, height: 10))
    }

    @Test(
        "foregroundStyle and background with a colour the files do not hold (a token of a package no tree holds) leave the view as it is, not grey (Element X's .compound tokens)"
    )
    func unheldPaintIsNeutral() throws {
        let code = """
            struct V: View {
                var body: some View {
                    Text("ab").font(.system(size: 10)).foregroundStyle(.compound.textPrimary)
                        .padding(5).background(.compound.bgCanvasDefault).id("t")
                }
            }
            """
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 40, height: 20))
        #expect(
            program.warnings.map(\.message).filter { $0.contains("is ignored") } == [
                "'foregroundStyle' is ignored: '.compound.textPrimary' is a colour the files do not hold (a package's?)",
                "'background' is ignored: '.compound.bgCanvasDefault' is a colour the files do not hold (a package's?)",
            ])
        let svg = drawnSVG(program.view, in: CGSize(width: 40, height: 20))
        let fills = svg.components(separatedBy: "fill=\"").dropFirst().map { String($0.prefix(7)) }
        // The canvas white and the text in the primary colour, black: nothing grey.
        #expect(Set(fills).isSubset(of: ["#ffffff", "#000000"]), "\(fills)")
        #expect(fills.contains("#000000"))
    }

    @Test(
        "a shape's foreground colour the files do not hold stays grey (left alone it would be black); .init(uiColor:).opacity(_:) where a colour is expected is that colour, faded (Squirrel's hit area)"
    )
    func unheldPaintOnShapesAndFadedInit() throws {
        let code = """
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Rectangle().foregroundColor(.compound.bgSubtle).frame(width: 10, height: 10)
                        Rectangle().foregroundColor(.init(uiColor: .systemRed).opacity(0.5)).frame(width: 10, height: 10)
                    }
                }
            }
            """
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 20, height: 20))
        #expect(!program.warnings.contains { $0.message.contains("is ignored") })
        let svg = drawnSVG(program.view, in: CGSize(width: 20, height: 20))
        #expect(svg.contains("fill=\"#8e8e93\""), "\(svg)")
        // systemRed on iOS 26, at half opacity (128 of 255).
        #expect(svg.contains("fill=\"#ff383c\" fill-opacity=\"0.502\""), "\(svg)")
    }

    @Test(
        "LocalizedStringKey(stringLiteral:), written .init(stringLiteral:) where a key is expected, is the string's key (CubeTime's update notes: 85 placeholders)"
    )
    func localizedStringKeyFromStringLiteral() throws {
        let (r, p) = try layOut(
            """
            struct Line: View {
                let text: LocalizedStringKey
                init(_ text: LocalizedStringKey) { self.text = text }
                var body: some View { Text(text).font(.system(size: 10)).id("t") }
            }
            struct V: View {
                let note = "abc"
                var body: some View { Line(.init(stringLiteral: note)) }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "t") == CGRect(x: 85, y: 45, width: 30, height: 10))
    }

    @Test(
        "an initializer as a function (compactMap(Unicode.Scalar.init)), String.UnicodeScalarView of scalars, and CGPoint() / CGSize() / CGRect() of no arguments (Stoat's emoji picker: 272 placeholders)"
    )
    func initializerReferenceAndZeroGeometry() throws {
        let (r, p) = try layOut(
            """
            struct V: View {
                let base: [UInt32] = [0x1F600, 0x41]
                let rect = CGRect(origin: CGPoint(), size: CGSize())
                var body: some View {
                    Text(String(String.UnicodeScalarView(base.compactMap(Unicode.Scalar.init))))
                        .font(.system(size: 10)).id("t")
                        .padding(.leading, rect.width + CGRect().minX)
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // 😀 and A: two characters of Ahem.
        #expect(frame(r, "t") == CGRect(x: 90, y: 45, width: 20, height: 10))
    }

    @Test(
        "a layout's subviews are equatable: subviews.firstIndex(of: subview) finds it (Element X's bubble layout: 36 previews stopped)"
    )
    func layoutSubviewsFirstIndexOf() throws {
        let (r, p) = try layOut(
            """
            struct Column: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 100, height: subviews.reduce(0) { $0 + size(for: $1, subviews: subviews).height })
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var y = bounds.minY
                    for s in subviews {
                        s.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                        y += size(for: s, subviews: subviews).height
                    }
                }
                private func size(for subview: LayoutSubview, subviews: LayoutSubviews) -> CGSize {
                    guard let index = subviews.firstIndex(of: subview) else { return .zero }
                    return subviews[index].sizeThatFits(.unspecified)
                }
            }
            struct V: View {
                var body: some View {
                    Column {
                        Color.red.frame(width: 10, height: 10).id("a")
                        Color.blue.frame(width: 10, height: 20).id("b")
                    }
                }
            }
            """, 200, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "a") == CGRect(x: 50, y: 35, width: 10, height: 10))
        #expect(frame(r, "b") == CGRect(x: 50, y: 45, width: 10, height: 20))
    }
}
