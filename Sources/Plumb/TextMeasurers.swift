import Foundation
import PlumbCore
import PlumbText

/// The text measurers a fixture or the command line can name.
public enum TextMeasurers {
    /// The measurer for a font name: `nil`, `"default"` or `"inter"` for Plumb's default
    /// fonts (Inter, then DejaVu Sans), `"ahem"` (every glyph one em square), or the path of a
    /// `.ttf`/`.otf`/`.ttc` file to measure with (the default fonts stay as fallbacks).
    ///
    /// With a `locale`, the default fonts' Chinese, Japanese and Korean fallback draws that
    /// locale's regional forms (Noto Sans CJK JP for ja, KR for ko, TC for zh-Hant...).
    public static func measurer(named name: String?, locale: Locale? = nil) throws -> any TextMeasurer {
        switch name?.lowercased() {
        case "ahem": return AhemTextMeasurer()
        case nil, "default", "inter":
            if let locale { return try FontTextMeasurer.standard(cjk: FontFallback.CJKRegion(locale: locale)) }
            return try FontTextMeasurer.standard()
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
                return "unknown font '\(name)' (use \"default\", \"ahem\", or the path of a .ttf/.otf/.ttc file)"
            case .missingFile(let path): return "\(path): no such font file"
            }
        }
    }
}
