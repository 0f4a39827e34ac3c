import Foundation
import Plumb

/// The canvas a view is snapshotted in, as a preview's layout (`PreviewLayout`) chooses one.
public enum SnapshotLayout: Sendable, Equatable {
    /// A device's screen: its size in points, its scale, its safe area (`plumb devices`
    /// lists the presets: `.device(.iPhone16)`, `.device(.iPadPro11)`...).
    case device(DevicePreset)
    /// A canvas of `width` × `height` points without a safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// The size the view takes when it is offered ``SnapshotLayout/fittingCanvas`` (an
    /// iPhone's screen, `plumb`'s default canvas), as `.previewLayout(.sizeThatFits)` is read.
    case sizeThatFits

    /// The canvas ``sizeThatFits`` offers: 390 × 844 points.
    public static let fittingCanvas = CGSize(width: 390, height: 844)

    /// The scale a snapshot is drawn at unless one is given: the device's, else 3 (an iPhone's).
    var defaultScale: CGFloat {
        if case .device(let device) = self { return device.scale }
        return 3
    }

    /// Words for messages: `iPhone 16 (393×852 @3x)`, `390×280`, `size that fits`.
    var summary: String {
        switch self {
        case .device(let d): return "\(d.title) (\(formatLength(d.size.width))×\(formatLength(d.size.height)))"
        case .fixed(let w, let h): return "\(formatLength(w))×\(formatLength(h))"
        case .sizeThatFits: return "size that fits"
        }
    }
}
