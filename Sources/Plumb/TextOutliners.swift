import Foundation
import PlumbCore
import PlumbRender

/// The text outliners a command line can name, each the partner of the measurer of the same
/// name in ``TextMeasurers`` (a picture must draw glyphs where layout measured them).
public enum TextOutliners {
    /// The outliner for a font name: `"ahem"` (and, until Plumb measures a real font by
    /// default, `nil`), matching ``TextMeasurers/measurer(named:)``.
    public static func outliner(named name: String?) throws -> any TextOutliner {
        switch name?.lowercased() {
        case nil, "ahem", "default": return AhemTextOutliner()
        case let other?: throw TextMeasurers.MeasurerError.unknownFont(other)
        }
    }
}
