import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// Classes of code set Q's unseen apps showed (isowords, CommonsFinder, AmpFin, Kiwix, Pulse).
extension RealAppClassesTests {
    @Test(
        "an app's Font.custom(_:size:) over a tagged name calls the library's with its raw value, and ends; an app's font function with a Weight parameter beside an app type named Weight; rawValue of a string is the string"
    )
    func fontOverloadOfTaggedName() throws {
        // isowords: `typealias FontName = Tagged<Font, String>` (swift-tagged, not read) and
        // `extension Font { static func custom(_ name: FontName, size: CGFloat) -> Self {
        // .custom(name.rawValue, size: size) } }`. The inner call is SwiftUI's; taken for the
        // app's again, it called itself until memory ran out.
        let code = #"""
            typealias FontName = Tagged<Font, String>
            extension FontName {
                static let matter: Self = "Matter-Regular"
            }
            extension Font {
                static func custom(_ name: FontName, size: CGFloat) -> Self {
                    .custom(name.rawValue, size: size)
                }
                // Flipcash: `Weight` inside `extension Font` is Font.Weight, though the app
                // declares a `Weight` of its own.
                static func brand(size: CGFloat, weight: Weight = .regular) -> Font {
                    .system(size: size, weight: weight)
                }
            }
            enum Weight { case heavy }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("ab").font(.custom(.matter, size: 20)).id("t")
                        Text(FontName.matter.rawValue).font(.system(size: 10)).id("raw")
                        Text("$").font(.brand(size: 30, weight: .bold)).id("brand")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code)
        #expect(!p.warnings.contains { $0.message.contains("rawValue") }, "\(p.warnings)")
        // Ahem: 20 pt text is 20 points a character; the raw value is the string.
        #expect(frame(r, "t")?.size == CGSize(width: 40, height: 20))
        #expect(frame(r, "raw")?.size == CGSize(width: 140, height: 10))
        #expect(frame(r, "brand")?.size == CGSize(width: 30, height: 30))
    }
}

extension RealAppClassesTests {
    @Test(
        "Self in an initializer an extension adds to Color, UIColor { } of the app's Color statics in dark mode, and .zero where a CGSize is declared beside an app type's zero"
    )
    func colorExtensionSelfAndDeclaredZero() throws {
        // isowords' Styleguide and Marquee.
        let code = #"""
            struct LatticePoint { static let zero = LatticePoint(x: 0); var x: Int }
            extension Color {
                init(dynamicProvider: @escaping (UITraitCollection) -> Color) {
                    self = Self(UIColor { UIColor(dynamicProvider($0)) })
                }
                static let adaptiveWhite = Self { $0.userInterfaceStyle == .dark ? .isowordsBlack : .white }
                static let isowordsBlack = Color(red: 0x12 / 255.0, green: 0x12 / 255.0, blue: 0x12 / 255.0)
            }
            struct V: View {
                @State private var size: CGSize = .zero
                var body: some View {
                    VStack(spacing: 0) {
                        Rectangle().fill(Color.adaptiveWhite).frame(width: 10, height: 10)
                        Color.clear.frame(width: size.width + 20, height: 10).id("zero")
                    }
                    .environment(\.colorScheme, .dark)
                }
            }
            """#
        let (r, p) = try layOut(code)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(frame(r, "zero")?.size == CGSize(width: 20, height: 10))
        let svg = drawnSVG(p.view, in: CGSize(width: 40, height: 40))
        #expect(svg.contains(##"fill="#121212""##), "\(svg)")
        #expect(!svg.contains(##"fill="#8e8e93""##))
    }
}

extension RealAppClassesTests {
    @Test(
        "Locale.current.localizedString(forLanguageCode:), (forIdentifier:), (forRegionCode:) name languages in en_US")
    func localeNames() throws {
        // Kiwix's and CommonsFinder's language names.
        let code = #"""
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text(Locale.current.localizedString(forLanguageCode: "de") ?? "?").font(.system(size: 10)).id("de")
                        Text(Locale.current.localizedString(forIdentifier: "fr_CA") ?? "?").font(.system(size: 10)).id("fr")
                        Text(Locale.current.localizedString(forRegionCode: "JP") ?? "?").font(.system(size: 10)).id("jp")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // "German", "French (Canada)", "Japan" in Ahem at 10 points.
        #expect(frame(r, "de")?.width == 60)
        #expect(frame(r, "fr")?.width == 150)
        #expect(frame(r, "jp")?.width == 50)
    }
}

extension RealAppClassesTests {
    @Test(
        "TipView takes no space; Int64, UInt, Double and Bool random values come from the seeded generator, in call order; LocalizedStringResource(stringLiteral:)"
    )
    func tipsRandomAndResources() throws {
        // CommonsFinder: an inline tip above its settings, random mock ids, search orders.
        let code = #"""
            struct AddTip: Tip { var title: Text { Text("Add") } }
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        TipView(AddTip())
                        Text("\(Int64.random(in: 3..<1000))").font(.system(size: 10)).id("int")
                        Text("\(UInt.random(in: 12...20))").font(.system(size: 10)).id("uint")
                        Text("\(Double.random(in: 0.5...1))").font(.system(size: 10)).id("double")
                        Text("\(Bool.random())").font(.system(size: 10)).id("bool")
                        Text(LocalizedStringResource(stringLiteral: "Newest")).font(.system(size: 10)).id("order")
                    }
                }
            }
            """#
        let (r, p) = try layOut(code, 400, 100)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // The same generator, asked in the same order, gives the texts' values.
        var random = SeededRandom()
        let int = random.integer(in: 3, 1000)
        let uint = random.integer(in: 12, 21)
        let double = 0.5 + random.unit() * 0.5
        let bool = random.next() & 1 == 1
        #expect((3..<1000).contains(int) && (12...20).contains(uint) && (0.5...1).contains(double))
        // Five lines of 10 points, the tip none: the stack is 50 tall, centred in 100.
        #expect(
            frame(r, "int")
                == CGRect(x: 200 - CGFloat("\(int)".count * 5), y: 25, width: CGFloat("\(int)".count * 10), height: 10))
        #expect(frame(r, "uint")?.width == CGFloat("\(uint)".count * 10))
        #expect(frame(r, "double")?.width == CGFloat("\(double)".count * 10))
        #expect(frame(r, "bool")?.width == CGFloat("\(bool)".count * 10))
        #expect(frame(r, "order")?.width == 60)
        // A second generator starts the same sequence: every render draws the same values.
        var again = SeededRandom()
        #expect(again.integer(in: 3, 1000) == int)
    }
}

extension RealAppClassesTests {
    @Test(
        "stored statics whose initializers read each other trap at once, naming the static, as Swift's lazy globals do")
    func staticsReadingEachOther() throws {
        // Kiwix's DownloadTaskCell preview: zimFile's initializer reads downloadTask, whose
        // initializer reads zimFile.
        let code = #"""
            final class File { var task: Task? }
            final class Task { var file: File? }
            enum Mock {
                static let file: File = {
                    let f = File()
                    f.task = task
                    return f
                }()
                static let task: Task = {
                    let t = Task()
                    t.file = file
                    return t
                }()
            }
            struct V: View {
                var body: some View { Text(Mock.file.task == nil ? "none" : "task") }
            }
            """#
        // The trap is a layout error (`plumb` prints it as an error) where the body is built:
        // the view is its placeholder.
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 200, height: 100))
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
        let messages = program.layoutErrors.map(\.message)
        #expect(messages.contains { $0.contains("'Mock.file' is read while its own initializer runs") }, "\(messages)")
    }
}

extension RealAppClassesTests {
    @Test("SwitchToggleStyle(tint:) draws the switch in its tint, read from source as the library draws it")
    func switchToggleStyleTint() throws {
        let code = #"""
            struct V: View {
                var body: some View {
                    Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))
                }
            }
            """#
        let program = try SourceReader.read(code, name: "Test.swift", canvas: CGSize(width: 200, height: 60))
        let size = CGSize(width: 200, height: 60)
        let read = drawnSVG(program.view, in: size)
        let library = drawnSVG(
            Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange)), in: size)
        #expect(read == library)
        // The on track is the tint, orange as the default environment resolves it, not green.
        func fill(_ color: Color) -> String {
            "fill=\"#" + color.resolve(in: EnvironmentValues()).description.dropFirst().prefix(6).lowercased() + "\""
        }
        #expect(library.contains(fill(.orange)), "\(fill(.orange))")
        #expect(!library.contains(fill(.green)))
    }
}
