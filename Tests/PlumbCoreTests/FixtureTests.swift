import Foundation
import Testing

@testable import PlumbCore

/// The conformance fixtures (`../shared/fixtures`, copied to `Fixtures/`), each written here
/// as a view in Swift. The expected frames are read from the JSON, not repeated: a case
/// passes when every number it lists is within its tolerance.
///
/// Cases that need ScrollView, LazyHStack or containerRelativeFrame wait for the containers
/// issue and are listed in `deferred`; any other case without a view here fails, so a new
/// fixture cannot be skipped silently.
struct FixtureTests {
    /// The views of the fixture cases, by case id, transcribed from each case's `code`.
    static var views: [String: AnyView] { [
        // frames.json
        "rigid-frame-image-overflows": AnyView(
            Image("montana").id("img").frame(width: 100, height: 100).id("frame")),
        "resizable-image-accepts": AnyView(
            Image("montana").resizable().id("img").frame(width: 100, height: 100)),
        "frame-one-axis": AnyView(Color.red.frame(height: 44).id("row")),
        "flexible-frame-clamps-wide-proposal": AnyView(
            Text("corto").frame(minWidth: 100, maxWidth: 300).id("f")),
        "flexible-frame-clamps-narrow-proposal": AnyView(
            Text("corto").frame(minWidth: 100, maxWidth: 300).id("f")),
        "min-only-frame-follows-child": AnyView(
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 20).frame(minWidth: 100).id("small")
                Color.red.frame(width: 140, height: 20).frame(minWidth: 100).id("large")
            }),
        "max-infinity-takes-proposal": AnyView(
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 20).id("centred").frame(maxWidth: .infinity).id("f")
                Color.red.frame(width: 40, height: 20).id("leading").frame(maxWidth: .infinity, alignment: .leading)
            }),
        "chained-rigid-frames-stack": AnyView(
            Color.red.id("c").frame(width: 100, height: 100).id("inner").frame(width: 200, height: 200).id("outer")),
        "padding-inside-frame": AnyView(Color.red.id("c").padding(20).frame(width: 100).id("f")),
        "frame-inside-padding": AnyView(Color.red.frame(width: 100, height: 20).padding(20).id("p")),
        "background-before-frame": AnyView(
            Color.clear.frame(width: 50, height: 20).background(Color.red.id("bg")).frame(width: 200)),
        "background-after-frame": AnyView(
            Color.clear.frame(width: 50, height: 20).frame(width: 200).background { Color.red.id("bg") }),
        "padding-proposes-less": AnyView(Color.green.id("inner").padding(50).frame(width: 300)),

        // stacks.json
        "spacer-between-fixed": AnyView(
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).id("red")
                Spacer().id("spacer")
                Color.blue.frame(width: 20, height: 20).id("blue")
            }),
        "two-spacers-share": AnyView(
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).id("red")
                Spacer().id("s1")
                Color.green.frame(width: 20, height: 20).id("green")
                Spacer().id("s2")
                Color.blue.frame(width: 20, height: 20).id("blue")
            }),
        "stack-hugs-and-is-centred": AnyView(
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).id("red")
                Color.blue.frame(width: 20, height: 20).id("blue")
            }),
        "spacer-minlength-overflows": AnyView(
            HStack(spacing: 0) {
                Color.red.frame(width: 160, height: 20).id("red")
                Spacer(minLength: 40).id("spacer")
                Color.blue.frame(width: 20, height: 20).id("blue")
            }),
        "overflow-not-compression": AnyView(
            HStack(spacing: 0) {
                Color.red.frame(width: 140, height: 20).id("red")
                Color.blue.frame(width: 140, height: 20).id("blue")
            }
            .frame(width: 200)
            .id("frame")),
        "padding-and-offset-in-a-row": AnyView(
            HStack(spacing: 0) {
                Color.orange.frame(width: 30, height: 30).id("orange")
                    .padding(20)
                Color.purple.frame(width: 30, height: 30).id("purple")
                    .offset(x: 20)
                    .id("purpleLayout")
                Color.pink.frame(width: 30, height: 30).id("pink")
            }
            .frame(width: 320, alignment: .leading)
            .id("row")),
        "priority-group-takes-first": AnyView(
            HStack(spacing: 0) {
                Text("aaaa aaaa").font(.system(size: 10)).layoutPriority(1).id("a")
                Text("bb").font(.system(size: 10)).id("b")
            }),
        "least-flexible-served-first": AnyView(
            HStack(spacing: 0) {
                Text("aaaa aaaa").font(.system(size: 10)).id("a")
                Text("bb").font(.system(size: 10)).id("b")
            }),

        // text.json
        "text-ideal-one-line": AnyView(Text("Hello world").font(.system(size: 10)).id("t")),
        "text-wraps-at-words": AnyView(
            Text("Hello world").font(.system(size: 10)).id("t").frame(width: 60).id("f")),
        "text-truncates-with-ellipsis": AnyView(
            Text("Hello world").font(.system(size: 10)).lineLimit(1).id("t").frame(width: 60)),
        "fixed-size-text-overflows": AnyView(
            HStack(spacing: 0) {
                Text("aaaa aaaa").font(.system(size: 10)).fixedSize(horizontal: true, vertical: false).id("a")
                Text("bb").font(.system(size: 10)).id("b")
            }),

        // containers.json (the one case that needs no ScrollView or containerRelativeFrame)
        "geometry-reader-is-greedy": AnyView(
            GeometryReader { proxy in
                Color.red.frame(width: 50, height: 50).id("c")
            }
            .id("g")),
    ] }

    /// Cases that need containers of a later issue (ScrollView, LazyHStack, containerRelativeFrame).
    static let deferred: Set<String> = ["container-relative-count-span", "container-relative-closure"]

    static let cases: [FixtureCase] = FixtureCase.loadAll()

    @Test("the fixture files load and hold cases")
    func fixturesLoad() {
        #expect(FixtureTests.cases.count >= 26)
    }

    @Test("every fixture case has a Swift view or waits for the containers issue")
    func everyCaseCovered() {
        for c in FixtureTests.cases where FixtureTests.views[c.id] == nil {
            #expect(FixtureTests.deferred.contains(c.id), "fixture \(c.id) (\(c.file)) has no Swift view")
        }
    }

    @Test("fixture", arguments: FixtureTests.cases.filter { FixtureTests.views[$0.id] != nil })
    func fixture(_ c: FixtureCase) throws {
        let view = try #require(FixtureTests.views[c.id])
        var environment = EnvironmentValues()
        environment.imageProvider = ImageCatalog(c.images)
        environment.textMeasurer = AhemTextMeasurer()
        let result = LayoutTree.layout(view, in: c.canvas, scale: c.scale, environment: environment)
        for (id, expected) in c.expect.sorted(by: { $0.key < $1.key }) {
            let found = id == "@root" ? result.root : result[id]
            guard let frame = found?.frame else {
                Issue.record("\(c.id): no view with id \(id)")
                continue
            }
            let actual = ["x": frame.minX, "y": frame.minY, "width": frame.width, "height": frame.height]
            for (key, value) in expected.sorted(by: { $0.key < $1.key }) {
                let got = try #require(actual[key], "\(c.id): unknown frame part \(key)")
                #expect(abs(got - value) <= c.tolerance, "\(c.id) \(id).\(key): expected \(value), got \(got)")
            }
        }
    }
}

/// One conformance case of `../shared/fixtures` (format in its README).
struct FixtureCase: Sendable, CustomTestStringConvertible {
    var id: String
    var file: String
    var canvas: CGSize
    var scale: CGFloat
    var images: [String: CGSize]
    var expect: [String: [String: CGFloat]]
    var tolerance: CGFloat

    var testDescription: String { id }

    /// The cases of the project's copy, with `../shared/fixtures` taking precedence when it
    /// is beside the project (it may have grown since the copy was made).
    static func loadAll() -> [FixtureCase] {
        var byID: [String: FixtureCase] = [:]
        var order: [String] = []
        var folders: [URL] = []
        if let bundled = Bundle.module.url(forResource: "Fixtures", withExtension: nil) { folders.append(bundled) }
        let shared = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/fixtures")
        if FileManager.default.fileExists(atPath: shared.path) { folders.append(shared) }
        for folder in folders {
            let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for file in files.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) where file.pathExtension == "json" {
                guard let data = try? Data(contentsOf: file),
                    let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                    let cases = json["cases"] as? [[String: Any]]
                else { continue }
                for raw in cases {
                    guard let c = FixtureCase(raw, file: file.lastPathComponent) else { continue }
                    if byID[c.id] == nil { order.append(c.id) }
                    byID[c.id] = c
                }
            }
        }
        return order.compactMap { byID[$0] }
    }

    init?(_ raw: [String: Any], file: String) {
        guard let id = raw["id"] as? String, let canvas = raw["canvas"] as? [Double], canvas.count == 2,
            let expect = raw["expect"] as? [String: [String: Double]]
        else { return nil }
        self.id = id
        self.file = file
        self.canvas = CGSize(width: canvas[0], height: canvas[1])
        self.scale = CGFloat(raw["scale"] as? Double ?? 2)
        self.tolerance = CGFloat(raw["tolerance"] as? Double ?? 0.01)
        var images: [String: CGSize] = [:]
        for (name, size) in raw["images"] as? [String: [Double]] ?? [:] where size.count == 2 {
            images[name] = CGSize(width: size[0], height: size[1])
        }
        self.images = images
        self.expect = expect.mapValues { $0.mapValues { CGFloat($0) } }
    }
}
