import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// Plumb's shaping against an independent HarfBuzz (uharfbuzz's own build, HarfBuzz 15, where
/// Plumb links Debian's 6.0): `Data/shaping-oracle.json`, from `Scripts/shaping-oracle.py`.
/// Arabic joining and ligatures, Indic reordering and conjuncts, Thai and Hebrew marks, CJK,
/// Inter's contextual alternates, emoji ZWJ sequences, flags and keycaps: every glyph id and
/// every position, glyph for glyph.
@Suite struct ShapingOracleTests {
    struct Oracle: Decodable {
        struct Glyph: Decodable {
            var glyph: Int
            var cluster: Int
            var advance: Int
            var x: Int
            var y: Int
        }
        struct Case: Decodable {
            var string: String
            var direction: String
            var glyphs: [Glyph]
        }
        struct FontCases: Decodable {
            var file: String
            var faceIndex: Int
            var unitsPerEm: Int
            var cases: [Case]
        }
        var harfbuzz: String
        var fonts: [FontCases]
    }

    static let oracle: Oracle = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Data/shaping-oracle.json")
        do {
            return try JSONDecoder().decode(Oracle.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot load \(url.path): \(error)")
        }
    }()

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    @Test(
        "Every glyph and position agrees with HarfBuzz for Arabic, Devanagari, Thai, Hebrew, Bengali, CJK, Inter and emoji"
    )
    func agreesWithHarfBuzz() throws {
        var checked = 0, glyphCount = 0
        for font in Self.oracle.fonts {
            let path = font.file.hasPrefix("/") ? font.file : Self.root.appendingPathComponent(font.file).path
            guard FileManager.default.fileExists(atPath: path) else {
                print("ShapingOracleTests: \(path) is not installed (.ci/run installs it); skipping its cases")
                continue
            }
            let face = try FontFace(contentsOfFile: path, faceIndex: font.faceIndex)
            let measurer = FontTextMeasurer(fonts: FontCollection(primary: face))
            let size: CGFloat = 20
            let k = size / CGFloat(font.unitsPerEm)
            for c in font.cases {
                let request = TextLayoutRequest(string: c.string, font: Font.system(size: size).resolved())
                let layout = measurer.layout(request, proposal: .unspecified)
                try #require(layout.lines.count == 1, "\(c.string) fits one line")
                let runs = measurer.glyphRuns(for: request, layout: layout)
                let glyphs = runs.flatMap(\.glyphs).map { Int($0.rawValue) }
                let positions = runs.flatMap(\.positions)
                #expect(glyphs == c.glyphs.map(\.glyph), "\(face.name): \(c.string)")
                // Positions: each glyph's origin is the advances before it plus its offset.
                var pen = 0
                var expected: [CGPoint] = []
                for g in c.glyphs {
                    expected.append(CGPoint(x: CGFloat(pen + g.x) * k, y: layout.lines[0].baseline - CGFloat(g.y) * k))
                    pen += g.advance
                }
                #expect(positions.count == expected.count)
                for (p, e) in zip(positions, expected) {
                    #expect(abs(p.x - e.x) < 1e-6 && abs(p.y - e.y) < 1e-6, "\(face.name): \(c.string): \(p) vs \(e)")
                }
                // The line is as wide as the glyphs' advances.
                #expect(abs(layout.lines[0].width - CGFloat(pen) * k) < 1e-6, "\(c.string)")
                checked += 1
                glyphCount += glyphs.count
            }
        }
        print(
            "ShapingOracleTests: \(checked) strings, \(glyphCount) glyphs agree with HarfBuzz \(Self.oracle.harfbuzz)")
        #expect(checked > 0)
    }
}
