import Foundation

/// Decoded `Data/oracle.json`, written by `Scripts/font-oracle.py` (fontTools,
/// cross-checked with HarfBuzz).
struct FontOracle: Decodable {
    struct Instance: Decodable {
        struct Hhea: Decodable { var ascender, descender, lineGap, numberOfHMetrics: Int }
        struct OS2: Decodable {
            var version, typoAscender, typoDescender, typoLineGap, winAscent, winDescent: Int
            var useTypoMetrics: Bool
            var capHeight, xHeight: Int?
        }
        struct Axis: Decodable { var tag: String; var min, `default`, max: Double }
        struct Run: Decodable { var glyphs: [Int]; var advances: [Int] }
        struct Pair: Decodable { var left, right, value: Int; var legacy: Int?; var harfbuzzAgrees: Bool? }
        struct Outline: Decodable {
            var glyph: Int
            var composite: Bool
            /// Integer coordinates (instancer output, rounded for variable instances): [x, y, onCurve].
            var contours: [[[Double]]]
            /// Unrounded coordinates from fontTools' variable glyph set (variable instances only).
            var exactContours: [[[Double]]]?
        }

        var unitsPerEm, numGlyphs: Int
        var hhea: Hhea
        var os2: OS2
        var axes: [Axis]?
        var location: [String: Double]?
        var strings: [String: Run]
        var kerning: [String: Pair]
        var outlines: [String: Outline]
        var allAdvances: [Int]?
        /// Per glyph: [contours, points, Σx, Σy] (default instance, composites flattened).
        var glyphSummaries: [[Int]]?
        /// Per glyph at this instance: [contours, points, Σx, Σy] from fontTools' unrounded glyph set.
        var variableGlyphSummaries: [[Double]]?
        var legacyKernPairCount: Int?
    }

    struct FileIdentity: Decodable { var size: Int; var fnv1a64: String }

    var harfbuzzCrossCheck: Bool
    var fonts: [String: [String: Instance]]
    /// Size and FNV-1a hash of each font file the oracle was computed from.
    var files: [String: FileIdentity]

    static let shared: FontOracle = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Data/oracle.json")
        do {
            return try JSONDecoder().decode(FontOracle.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot load \(url.path): \(error)")
        }
    }()

    static func instance(_ font: String, _ label: String) -> Instance {
        guard let i = shared.fonts[font]?[label] else { fatalError("oracle has no \(font) \(label)") }
        return i
    }
}

enum FontTestFiles {
    /// The copy of Inter the package ships (Debian's fonts-inter-variable 3.19).
    static let interPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PlumbText/Resources/Inter.var.ttf").path
    static let dejaVuPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static var available: Bool {
        FileManager.default.fileExists(atPath: interPath) && FileManager.default.fileExists(atPath: dejaVuPath)
    }
    static func bytes(_ path: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    }

    static func fnv1a64(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Names of installed font files that differ from the ones the oracle was built from.
    static let filesDifferingFromOracle: [String] = {
        guard available else { return [] }
        return [interPath, dejaVuPath].compactMap { path in
            let name = String(path.split(separator: "/").last!)
            let bytes = bytes(path)
            let expected = FontOracle.shared.files[name]
            return expected?.size == bytes.count && expected?.fnv1a64 == fnv1a64(bytes) ? nil : name
        }
    }()

    /// The system fonts exist and are the exact files the oracle describes.
    static var matchOracle: Bool { available && filesDifferingFromOracle.isEmpty }
}
