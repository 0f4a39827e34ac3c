import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbCore
@testable import PlumbSource

/// A temporary app folder holding JSON resources, removed when the test ends.
private final class MockDataFolder {
    let path: String

    init(_ files: [String: String]) {
        path = (Scratch.folder.path as NSString).appendingPathComponent("plumb-json-\(UUID().uuidString)")
        for (relative, text) in files {
            let full = (path as NSString).appendingPathComponent(relative)
            try? FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    var resources: AppResources { AppResources.scan(roots: [path], locale: nil).0 }
}

/// The models and loaders a preview's mock data goes through, as apps write them.
private let models = #"""
    import SwiftUI

    enum Severity: Int, Decodable {
        case minor = 9
        case good = 10
    }

    struct Line: Decodable {
        enum CodingKeys: String, CodingKey {
            case id = "line_id"
            case name = "displayName"
            case status
        }
        let id: String
        let name: String
        let status: Status

        struct Status: Decodable {
            let severity: Severity
            let reason: String?
        }
    }

    struct Station: Decodable {
        let stationName: String
        let zoneNumber: Int
        let opened: Date
        var note: String = "none"
    }

    func loadJSON(named name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json"),
            let content = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("Missing JSON resource: \(name).json") }
        return content
    }

    extension JSONDecoder {
        static var appDecoder: JSONDecoder {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return decoder
        }
    }

    enum Stubs {
        static func decodedValue<D: Decodable>(for rawJSON: String) -> D {
            guard let jsonData = rawJSON.data(using: .utf8),
                let decodedValue = try? JSONDecoder.appDecoder.decode(D.self, from: jsonData)
            else { fatalError("Unable to decode \(D.self)") }
            return decodedValue
        }

        static let lines: [Line] = decodedValue(for: loadJSON(named: "lines"))
    }

    func loadStations() -> [Station] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        let path = Bundle.main.path(forResource: "stations", ofType: "json")!
        let data = try! String(contentsOfFile: path).data(using: .utf8)!
        return try! decoder.decode([Station].self, from: data)
    }

    func brokenText() -> String {
        guard let url = Bundle.main.url(forResource: "broken", withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let lines = try? JSONDecoder().decode([Line].self, from: data)
        else { return "malformed" }
        return lines[0].name
    }

    func caughtText() -> String {
        do {
            let data = try Data(contentsOf: Bundle.main.url(forResource: "broken", withExtension: "json")!)
            _ = try JSONDecoder().decode([Line].self, from: data)
            return "decoded"
        } catch {
            return "caught"
        }
    }
    """#

/// The JSON files: nested resource folders, as packages keep them.
private let files = [
    "App/Resources/Line Status/lines.json": #"""
    [{"line_id": "bakerloo", "displayName": "Bakerloo", "status": {"severity": 10}},
     {"line_id": "central", "displayName": "Central line", "status": {"severity": 9, "reason": "Signal failure"}}]
    """#,
    "App/Resources/stations.json": #"""
    [{"station_name": "Angel", "zone_number": 12, "opened": "1901-11-17T08:30:00.250Z"}]
    """#,
    "App/Resources/broken.json": #"[{"line_id": "bakerloo", "displayName": "#,
]

struct JSONMockDataTests {
    private func frames(_ body: String, resources: AppResources) throws -> LayoutResult {
        let code = models + "\nstruct ContentView: View {\n    var body: some View {\n" + body + "\n    }\n}\n"
        let program = try SourceReader.read(
            files: [("V.swift", Array(code.utf8))], canvas: CGSize(width: 800, height: 800), resources: resources)
        let tree = LayoutTree(program.view, environment: .ahem)
        tree.layout(in: CGSize(width: 800, height: 800), scale: 1)
        return tree.result()
    }

    /// The width Ahem gives `text` at `.body`: 17 points a character.
    private func width(_ text: String) -> CGFloat { CGFloat(text.count * 17) }

    @Test("a struct array decoded through a generic loader: CodingKeys, a nested type, a missing optional, an enum")
    func genericLoader() throws {
        let folder = MockDataFolder(files)
        let result = try frames(
            """
            VStack {
                Text(Stubs.lines[1].name).id("name")
                Text("\\(Stubs.lines.count)").id("count")
                Text(Stubs.lines[1].status.reason ?? "-").id("reason")
                Text(Stubs.lines[0].status.reason ?? "no reason").id("missing")
                Text(Stubs.lines[1].status.severity == .minor ? "minor" : "other").id("severity")
                Text("\\(Stubs.lines[0].status.severity.rawValue)").id("raw")
            }
            """, resources: folder.resources)
        #expect(result["name"]?.frame.width == width("Central line"))
        #expect(result["count"]?.frame.width == width("2"))
        #expect(result["reason"]?.frame.width == width("Signal failure"))
        #expect(result["missing"]?.frame.width == width("no reason"))
        #expect(result["severity"]?.frame.width == width("minor"))
        #expect(result["raw"]?.frame.width == width("10"))
    }

    @Test("snake_case keys converted, an ISO 8601 date with fractional seconds, a default kept")
    func snakeCaseAndDates() throws {
        let folder = MockDataFolder(files)
        let result = try frames(
            """
            VStack {
                Text(loadStations()[0].stationName).id("station")
                Text("\\(loadStations()[0].zoneNumber)").id("zone")
                Text(loadStations()[0].note).id("note")
                Text(String(Calendar.current.component(.year, from: loadStations()[0].opened))).id("year")
                Text(String(Calendar.current.component(.minute, from: loadStations()[0].opened))).id("minute")
            }
            """, resources: folder.resources)
        #expect(result["station"]?.frame.width == width("Angel"))
        #expect(result["zone"]?.frame.width == width("12"))
        #expect(result["note"]?.frame.width == width("none"))
        #expect(result["year"]?.frame.width == width("1901"))
        #expect(result["minute"]?.frame.width == width("30"))
    }

    @Test("malformed JSON throws: try? gives nil (the guard's else), catch catches it")
    func malformedJSON() throws {
        let folder = MockDataFolder(files)
        let result = try frames(
            """
            VStack {
                Text(brokenText()).id("broken")
                Text(caughtText()).id("caught")
            }
            """, resources: folder.resources)
        #expect(result["broken"]?.frame.width == width("malformed"))
        #expect(result["caught"]?.frame.width == width("caught"))
    }

    @Test("a resource the bundle lacks is nil; a file outside the resource roots is not read")
    func missingResource() throws {
        let folder = MockDataFolder(files)
        let result = try frames(
            """
            VStack {
                Text(Bundle.main.url(forResource: "absent", withExtension: "json") == nil ? "nil" : "found").id("absent")
                Text((try? Data(contentsOf: URL(fileURLWithPath: "/etc/hostname"))) == nil ? "unread" : "read").id("outside")
            }
            """, resources: folder.resources)
        #expect(result["absent"]?.frame.width == width("nil"))
        #expect(result["outside"]?.frame.width == width("unread"))
    }

    @Test("hostile JSON: nested 100,000 deep, or 300,000 values, throws; the preview draws")
    func hostileJSON() throws {
        var hostile = files
        hostile["App/Resources/deep.json"] =
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        hostile["App/Resources/many.json"] = "[" + Array(repeating: "1", count: 300_000).joined(separator: ",") + "]"
        let folder = MockDataFolder(hostile)
        let result = try frames(
            """
            VStack {
                Text(
                    (try? JSONDecoder().decode([[Int]].self, from: Data(contentsOf: Bundle.main.url(forResource: "deep", withExtension: "json")!)))
                        == nil ? "thrown" : "decoded"
                ).id("deep")
                Text(
                    (try? JSONDecoder().decode([Int].self, from: Data(contentsOf: Bundle.main.url(forResource: "many", withExtension: "json")!)))
                        == nil ? "thrown" : "decoded"
                ).id("many")
            }
            """, resources: folder.resources)
        #expect(result["deep"]?.frame.width == width("thrown"))
        #expect(result["many"]?.frame.width == width("thrown"))
    }

    @Test("snake_case conversion follows Foundation's")
    func snakeCaseConversion() {
        #expect(Interpreter.camelCase(fromSnakeCase: "station_name") == "stationName")
        #expect(Interpreter.camelCase(fromSnakeCase: "_leading_key_") == "_leadingKey_")
        #expect(Interpreter.camelCase(fromSnakeCase: "plain") == "plain")
        #expect(Interpreter.camelCase(fromSnakeCase: "URL_value") == "urlValue")
        #expect(Interpreter.camelCase(fromSnakeCase: "___") == "___")
    }
}
