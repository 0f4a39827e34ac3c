import Foundation
import PlumbCore
import PlumbSource

/// A conformance case in the format of `../shared/fixtures/README.md`: SwiftUI source, a
/// canvas, and the frames real SwiftUI gives.
public struct FixtureCase: Sendable, CustomStringConvertible {
    /// The largest length a fixture may give (canvas, image, safe area), in points: the
    /// command line's limit (1e9), so a fixture cannot ask for a 1e308 canvas.
    public static let maximumLength: Double = 1_000_000_000

    /// The case's name.
    public var id: String
    /// Where the expected numbers come from (a measurement, a SPEC section).
    public var source: String
    /// The canvas the root is laid out in, in points.
    public var canvas: CGSize
    /// The display scale for pixel rounding (default 2).
    public var scale: CGFloat
    /// The font `Text` measures with: `"ahem"`, or `nil` for the default font.
    public var font: String?
    /// Intrinsic point sizes of `Image("name")`.
    public var images: [String: CGSize]
    /// The SwiftUI source laid out.
    public var code: String
    /// For each view id (`@root` for the root), the frame parts to check.
    public var expect: [String: [String: Double]]
    /// The allowed absolute difference (default 0.01).
    public var tolerance: Double
    /// The platform release whose metrics the case was measured on (`"os"`; default iOS 26).
    public var platformVersion: PlatformVersion
    /// The Dynamic Type size the case was measured at (`"dynamicType"`; default large).
    public var dynamicTypeSize: DynamicTypeSize
    /// The screen's safe-area insets (`"safeArea"`): the root is proposed the canvas less
    /// them and placed inside them; frames stay in screen coordinates.
    public var safeArea: EdgeInsets
    /// The file the case came from.
    public var file: String

    /// A case; the defaults are the fixture format's.
    public init(
        id: String, source: String = "", canvas: CGSize, scale: CGFloat = 2, font: String? = nil,
        images: [String: CGSize] = [:], code: String, expect: [String: [String: Double]], tolerance: Double = 0.01,
        platformVersion: PlatformVersion = .iOS26, dynamicTypeSize: DynamicTypeSize = .large,
        safeArea: EdgeInsets = EdgeInsets(), file: String = ""
    ) {
        self.platformVersion = platformVersion
        self.dynamicTypeSize = dynamicTypeSize
        self.safeArea = safeArea
        self.id = id
        self.source = source
        self.canvas = canvas
        self.scale = scale
        self.font = font
        self.images = images
        self.code = code
        self.expect = expect
        self.tolerance = tolerance
        self.file = file
    }

    public var description: String { id }
}

/// One number that did not match.
public struct FixtureMismatch: Sendable, CustomStringConvertible {
    /// The view's id (`@root` for the root).
    public var view: String
    /// The frame part checked: `x`, `y`, `width` or `height`.
    public var part: String
    /// The number real SwiftUI gives.
    public var expected: Double
    /// `nil` when the view was not found.
    public var actual: Double?

    public var description: String {
        guard let actual else { return "\(view): no view with this id" }
        return "\(view).\(part): expected \(FixtureRunner.format(expected)), got \(FixtureRunner.format(actual))"
    }
}

/// The outcome of one case.
public struct FixtureOutcome: Sendable {
    /// The case.
    public var fixture: FixtureCase
    /// The numbers that did not match.
    public var mismatches: [FixtureMismatch]
    /// Why the case could not run (its code did not read, its font is unknown).
    public var error: String?

    /// Whether the case ran and every number matched.
    public var passed: Bool { error == nil && mismatches.isEmpty }
}

/// Why a fixture file could not be run: it could not be read, or it is not a fixture.
public enum FixtureError: Error, CustomStringConvertible {
    /// The file could not be read: its path and why.
    case unreadable(String, String)
    /// The file is not a valid fixture: its path and what is wrong.
    case malformed(String, String)

    public var description: String {
        switch self {
        case .unreadable(let file, let why): return "\(file): cannot read: \(why)"
        case .malformed(let file, let why): return "\(file): not a fixture file: \(why)"
        }
    }
}

/// Loads and runs conformance fixtures: what `plumb check` and the test suite both use.
public enum FixtureRunner {
    /// The cases of a fixture file.
    public static func load(_ url: URL) throws -> [FixtureCase] {
        let name = url.lastPathComponent
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw FixtureError.unreadable(url.path, "\(error.localizedDescription)")
        }
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw FixtureError.malformed(url.path, "invalid JSON")
        }
        guard let root = json as? [String: Any], let cases = root["cases"] as? [[String: Any]] else {
            throw FixtureError.malformed(url.path, "expected an object with a \"cases\" array")
        }
        var result: [FixtureCase] = []
        for (index, raw) in cases.enumerated() {
            func fail(_ why: String) -> FixtureError { .malformed(url.path, "case \(index + 1): \(why)") }
            guard let id = raw["id"] as? String else { throw fail("missing \"id\"") }
            guard let canvas = raw["canvas"] as? [Double], canvas.count == 2 else {
                throw fail("\"canvas\" must be [width, height]")
            }
            // As for the command line's flags: finite lengths of at most 1e9 points.
            func lengthsValid(_ values: [Double]) -> Bool {
                values.allSatisfy { $0 >= 0 && $0 <= FixtureCase.maximumLength }
            }
            guard lengthsValid(canvas) else {
                throw fail(
                    "\"canvas\" sides must be lengths from 0 to \(Int(FixtureCase.maximumLength)) points (got \(canvas[0]), \(canvas[1]))"
                )
            }
            if let scale = raw["scale"] as? Double, !(scale > 0 && scale <= 16) {
                throw fail("\"scale\" must be in (0, 16] (got \(scale))")
            }
            guard let code = raw["code"] as? String else { throw fail("missing \"code\"") }
            guard let expectRaw = raw["expect"] as? [String: Any] else { throw fail("missing \"expect\"") }
            var expect: [String: [String: Double]] = [:]
            for (view, parts) in expectRaw {
                guard let parts = parts as? [String: Any] else { throw fail("expect[\"\(view)\"] must be an object") }
                var numbers: [String: Double] = [:]
                for (part, value) in parts {
                    guard ["x", "y", "width", "height"].contains(part) else {
                        throw fail("unknown frame part \"\(part)\"")
                    }
                    guard let number = value as? Double else {
                        throw fail("expect[\"\(view)\"].\(part) must be a number")
                    }
                    numbers[part] = number
                }
                expect[view] = numbers
            }
            var images: [String: CGSize] = [:]
            if let rawImages = raw["images"] as? [String: Any] {
                for (image, size) in rawImages {
                    guard let size = size as? [Double], size.count == 2, lengthsValid(size) else {
                        throw fail(
                            "images[\"\(image)\"] must be [width, height], lengths from 0 to \(Int(FixtureCase.maximumLength)) points"
                        )
                    }
                    images[image] = CGSize(width: size[0], height: size[1])
                }
            }
            var platformVersion = PlatformVersion.iOS26
            if let os = raw["os"] {
                guard let name = os as? String, let version = PlatformVersion(name: name) else {
                    throw fail(
                        "\"os\" must be one of \(PlatformVersion.all.map { "\"\($0)\"" }.joined(separator: ", "))")
                }
                platformVersion = version
            }
            var dynamicTypeSize = DynamicTypeSize.large
            if let size = raw["dynamicType"] {
                guard let name = size as? String, let parsed = DynamicTypeSize(name: name) else {
                    throw fail("\"dynamicType\" must be xSmall ... xxxLarge or accessibility1 ... accessibility5")
                }
                dynamicTypeSize = parsed
            }
            var safeArea = EdgeInsets()
            if let insets = raw["safeArea"] {
                guard let n = insets as? [Double], n.count == 4, lengthsValid(n) else {
                    throw fail("\"safeArea\" must be [top, leading, bottom, trailing]")
                }
                safeArea = EdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
            }
            result.append(
                FixtureCase(
                    id: id, source: raw["source"] as? String ?? "", canvas: CGSize(width: canvas[0], height: canvas[1]),
                    scale: CGFloat(raw["scale"] as? Double ?? 2), font: raw["font"] as? String, images: images,
                    code: code,
                    expect: expect, tolerance: raw["tolerance"] as? Double ?? 0.01, platformVersion: platformVersion,
                    dynamicTypeSize: dynamicTypeSize, safeArea: safeArea, file: name))
        }
        return result
    }

    /// The fixture files of `paths`: files as given, folders' `*.json` files (sorted).
    public static func files(_ paths: [String]) throws -> [URL] {
        var urls: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw FixtureError.unreadable(path, "no such file or directory")
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                for name in names.sorted() where name.hasSuffix(".json") {
                    urls.append(URL(fileURLWithPath: path).appendingPathComponent(name))
                }
            } else {
                urls.append(URL(fileURLWithPath: path))
            }
        }
        return urls
    }

    /// The case's code read into a tree, with the case's font, images, platform and type
    /// size, not laid out yet; the reader's program beside it (its layout errors are found
    /// when the tree is laid out).
    public static func tree(for fixture: FixtureCase) throws -> (tree: LayoutTree, program: SourceProgram) {
        var environment = EnvironmentValues()
        environment.textMeasurer = try TextMeasurers.measurer(named: fixture.font)
        environment.imageProvider = ImageCatalog(fixture.images)
        environment.platformVersion = fixture.platformVersion
        environment.dynamicTypeSize = fixture.dynamicTypeSize
        let program = try SourceReader.read(fixture.code, name: "\(fixture.id).swift", canvas: fixture.canvas)
        return (LayoutTree(program.view, environment: environment), program)
    }

    /// Reads the case's code, lays it out, and compares every expected number.
    public static func run(_ fixture: FixtureCase) -> FixtureOutcome {
        let tree: LayoutTree, program: SourceProgram
        do {
            (tree, program) = try self.tree(for: fixture)
        } catch let error as Diagnostic {
            return FixtureOutcome(fixture: fixture, mismatches: [], error: error.description)
        } catch {
            return FixtureOutcome(fixture: fixture, mismatches: [], error: "\(error)")
        }
        tree.layout(in: fixture.canvas, scale: fixture.scale, safeArea: fixture.safeArea)
        let result = tree.result()
        if let layoutError = program.layoutErrors.first {
            return FixtureOutcome(fixture: fixture, mismatches: [], error: layoutError.description)
        }
        var mismatches: [FixtureMismatch] = []
        for view in fixture.expect.keys.sorted() {
            let parts = fixture.expect[view]!
            guard let frame = (view == "@root" ? result.root : result[view])?.frame else {
                mismatches.append(FixtureMismatch(view: view, part: "", expected: 0, actual: nil))
                continue
            }
            let actual: [String: Double] = [
                "x": Double(frame.minX), "y": Double(frame.minY), "width": Double(frame.width),
                "height": Double(frame.height),
            ]
            for part in ["x", "y", "width", "height"] {
                guard let expected = parts[part], let got = actual[part] else { continue }
                if !(abs(got - expected) <= fixture.tolerance) {
                    mismatches.append(FixtureMismatch(view: view, part: part, expected: expected, actual: got))
                }
            }
        }
        return FixtureOutcome(fixture: fixture, mismatches: mismatches, error: nil)
    }

    static func format(_ v: Double) -> String {
        let rounded = (v * 10000).rounded() / 10000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
