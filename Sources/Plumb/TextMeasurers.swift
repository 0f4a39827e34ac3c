import Foundation
import PlumbCore
import PlumbText

/// The text measurers a fixture or the command line can name.
public enum TextMeasurers {
    /// The measurer for a font name: `nil` or `"default"` for Plumb's default fonts (Inter,
    /// then DejaVu Sans) with lines as tall as iOS's system font makes them
    /// (`VerticalMetrics.systemFont` of PlumbText), `"inter"` for the same fonts with Inter's own line
    /// metrics, `"ahem"` (every glyph one em square), or the path of a `.ttf`/`.otf`/`.ttc`
    /// file to measure with (the default fonts stay as fallbacks).
    ///
    /// With a `locale`, the default fonts' Chinese, Japanese and Korean fallback draws that
    /// locale's regional forms (Noto Sans CJK JP for ja, KR for ko, TC for zh-Hant...).
    public static func measurer(named name: String?, locale: Locale? = nil) throws -> any TextMeasurer {
        try measurer(named: name, locale: locale, shippedFonts: [])
    }

    /// The measurer for a font name, as ``measurer(named:locale:)``, with an app's shipped
    /// fonts registered for `Font.custom(_:size:)` under each of their names (PostScript,
    /// full and family: `(path, names)`). A file that cannot be read is left out; the
    /// measurer is made once per set of fonts and shared.
    public static func measurer(
        named name: String?, locale: Locale? = nil, shippedFonts: [(path: String, names: [String])]
    ) throws -> any TextMeasurer {
        guard !shippedFonts.isEmpty, name?.lowercased() != "ahem" else { return try standardMeasurer(name, locale) }
        let key = "\(name ?? "")|\(locale?.identifier ?? "")|" + shippedFonts.map(\.path).joined(separator: "|")
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let cached = withShippedFonts[key] { return cached }
        var fonts = try FontCollection.standard(
            cjk: locale.map(FontFallback.CJKRegion.init(locale:)) ?? .simplifiedChinese,
            systemFontLines: name?.lowercased() != "inter")
        if let path = name, !["default", "inter"].contains(path.lowercased()) {
            guard FileManager.default.fileExists(atPath: path) else { throw MeasurerError.missingFile(path) }
            fonts.fallbacks.insert(fonts.primary, at: 0)
            fonts.primary = try FontFace(contentsOfFile: path)
        }
        for font in shippedFonts {
            guard let face = try? FontFace(contentsOfFile: font.path) else { continue }
            for n in font.names { fonts.register(face, family: n) }
        }
        let measurer = FontTextMeasurer(fonts: fonts)
        withShippedFonts[key] = measurer
        return measurer
    }

    private static let cacheLock = NSLock()
    nonisolated(unsafe) private static var withShippedFonts: [String: FontTextMeasurer] = [:]
    /// The measurers of `"inter"` (Inter's own line metrics), by CJK region.
    nonisolated(unsafe) private static var interLines: [FontFallback.CJKRegion: FontTextMeasurer] = [:]

    private static func standardMeasurer(_ name: String?, _ locale: Locale?) throws -> any TextMeasurer {
        switch name?.lowercased() {
        case "ahem": return AhemTextMeasurer()
        case nil, "default":
            if let locale { return try FontTextMeasurer.standard(cjk: FontFallback.CJKRegion(locale: locale)) }
            return try FontTextMeasurer.standard()
        case "inter":
            let region = locale.map(FontFallback.CJKRegion.init(locale:)) ?? .simplifiedChinese
            cacheLock.lock()
            defer { cacheLock.unlock() }
            if let cached = interLines[region] { return cached }
            let measurer = FontTextMeasurer(fonts: try FontCollection.standard(cjk: region, systemFontLines: false))
            interLines[region] = measurer
            return measurer
        case let other?:
            let path = name!
            let looksLikeFile = path.contains("/") || [".ttf", ".otf", ".ttc"].contains { other.hasSuffix($0) }
            guard looksLikeFile else { throw MeasurerError.unknownFont(path) }
            guard FileManager.default.fileExists(atPath: path) else { throw MeasurerError.missingFile(path) }
            return try FontTextMeasurer(fontFile: path)
        }
    }

    /// Why ``TextMeasurers/measurer(named:locale:)`` made no measurer.
    public enum MeasurerError: Error, CustomStringConvertible {
        /// A name that is neither a known font nor a font file's path.
        case unknownFont(String)
        /// A font file's path where no file is.
        case missingFile(String)

        public var description: String {
            switch self {
            case .unknownFont(let name):
                return
                    "unknown font '\(name)' (use \"default\", \"inter\", \"ahem\", or the path of a .ttf/.otf/.ttc file)"
            case .missingFile(let path): return "\(path): no such font file"
            }
        }
    }
}
