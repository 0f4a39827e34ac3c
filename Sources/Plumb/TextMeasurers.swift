import Foundation
import PlumbCore

/// The text measurers a fixture or the command line can name.
public enum TextMeasurers {
    /// The measurer for a font name: `"ahem"` (every glyph one em square), or `nil` for
    /// Plumb's default font.
    public static func measurer(named name: String?) throws -> any TextMeasurer {
        switch name?.lowercased() {
        case nil, "ahem", "default": return AhemTextMeasurer()
        case let other?: throw MeasurerError.unknownFont(other)
        }
    }

    public enum MeasurerError: Error, CustomStringConvertible {
        case unknownFont(String)

        public var description: String {
            switch self {
            case .unknownFont(let name): return "unknown font '\(name)' (this build knows \"ahem\")"
            }
        }
    }
}
