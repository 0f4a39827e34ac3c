import Foundation

/// Decoded `Data/text-oracle.json`, written by `Scripts/text-oracle.py` with HarfBuzz
/// (kerning on, ligatures and contextual alternates off): independent reference widths.
struct TextOracle: Decodable {
    struct Case: Decodable {
        var string: String
        var weight: Int
        var glyphs: [Int]
        var advances: [Int]
        var total: Int
    }
    struct Font: Decodable {
        var unitsPerEm, ascender, descender, lineGap: Int
        var cases: [Case]
    }
    var fonts: [String: Font]

    static let shared: TextOracle = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Data/text-oracle.json")
        do {
            return try JSONDecoder().decode(TextOracle.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot load \(url.path): \(error)")
        }
    }()
}
