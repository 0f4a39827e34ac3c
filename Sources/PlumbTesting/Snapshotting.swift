import Foundation
import Plumb

/// How a view becomes a snapshot: a picture (PNG or SVG) or a description of its layout (the
/// frames as text, or JSON), drawn in a given canvas, scale, colour scheme and Dynamic Type
/// size, and how closely a new snapshot must match its reference.
///
/// ```swift
/// assertSnapshot(of: Card(), as: .image(layout: .device(.iPhone16)))
/// assertSnapshot(of: Card(), as: .image(layout: .fixed(width: 390, height: 280), colorScheme: .dark), named: "dark")
/// assertSnapshot(of: Card(), as: .frames)
/// ```
///
/// Every strategy lays the view out with Plumb's default font (Inter, bundled with Plumb, then
/// DejaVu Sans where it is installed for characters Inter lacks), so a snapshot is the same
/// byte for byte on every machine with the same fonts installed.
public struct Snapshotting: Sendable {
    /// What a snapshot is written as.
    public enum Format: String, Sendable {
        /// A PNG picture at the snapshot's scale, carrying the frames it was drawn from.
        case png
        /// An SVG picture, one element per drawing operation, text as paths.
        case svg
        /// The laid-out tree as text: one view a line with its type, id, Text string and frame.
        case frames
        /// The laid-out tree as JSON (`plumb layout --json`'s format).
        case json
    }

    /// What the snapshot is written as: PNG, SVG, frames or JSON.
    public var format: Format
    /// The canvas the view is laid out in.
    public var layout: SnapshotLayout
    /// Pixels per point; `nil`: the device's scale, else 3.
    public var scale: CGFloat?
    /// The colour scheme the view is drawn in.
    public var colorScheme: ColorScheme
    /// The Dynamic Type size text is laid out at.
    public var dynamicType: DynamicTypeSize
    /// The share of pixels that must match, in [0, 1] (1: every pixel).
    public var precision: Double
    /// How close a pixel's colour must be to count as matching, in [0, 1] (1: exactly; 0.98:
    /// within CIEDE2000 ΔE 2, about what a viewer can just see). See ``Plumb/ImageDifference``.
    public var perceptualPrecision: Double
    /// The pixels of named images (`Image("logo")`); images without pixels draw as placeholders.
    public var images: ImageLibrary
    /// The direction of layout: left to right unless set (or a ``SnapshotVariant`` sets it).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The locale the view is measured and formatted in; `nil`: Plumb's `en_US`.
    public var locale: Locale?
    /// The device a layout that is not a device's is shown on (a ``SnapshotVariant``'s): its
    /// screen is what `.sizeThatFits` offers, its scale the picture's unless ``scale`` is set.
    var hostDevice: DevicePreset?
    /// What to change in the environment after the strategy has set its own values: how the
    /// `SnapshotTesting` target applies the traits Plumb's strategy has no property for (size
    /// classes, legibility weight).
    package var environmentChanges: (@Sendable (inout EnvironmentValues) -> Void)?

    /// A strategy of `format`; `.image`, `.svg`, `.frames` and `.json` make the usual ones.
    public init(
        format: Format, layout: SnapshotLayout = .sizeThatFits, scale: CGFloat? = nil,
        colorScheme: ColorScheme = .light, dynamicType: DynamicTypeSize = .large,
        precision: Double = 1, perceptualPrecision: Double = 1, images: ImageLibrary = ImageLibrary()
    ) {
        self.format = format
        self.layout = layout
        self.scale = scale
        self.colorScheme = colorScheme
        self.dynamicType = dynamicType
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.images = images
    }

    /// This strategy as `variant` shows it: its colour scheme, Dynamic Type size, direction,
    /// locale and device in place of the strategy's, where it sets them.
    public func applying(_ variant: SnapshotVariant) -> Snapshotting {
        var strategy = self
        if let scheme = variant.colorScheme { strategy.colorScheme = scheme }
        if let size = variant.dynamicTypeSize { strategy.dynamicType = size }
        if let direction = variant.effectiveLayoutDirection { strategy.layoutDirection = direction }
        if let locale = variant.locale { strategy.locale = locale }
        if let device = variant.device {
            if case .device = layout { strategy.layout = .device(device) } else { strategy.hostDevice = device }
        }
        return strategy
    }

    /// The reference file's extension.
    public var pathExtension: String {
        switch format {
        case .png: return "png"
        case .svg: return "svg"
        case .frames: return "txt"
        case .json: return "json"
        }
    }

    /// A PNG of the view, compared pixel by pixel within `precision` and `perceptualPrecision`.
    public static func image(
        layout: SnapshotLayout = .sizeThatFits, scale: CGFloat? = nil, colorScheme: ColorScheme = .light,
        dynamicType: DynamicTypeSize = .large, precision: Double = 1, perceptualPrecision: Double = 1,
        images: ImageLibrary = ImageLibrary()
    ) -> Snapshotting {
        Snapshotting(
            format: .png, layout: layout, scale: scale, colorScheme: colorScheme, dynamicType: dynamicType,
            precision: precision, perceptualPrecision: perceptualPrecision, images: images)
    }

    /// A PNG of the view at the size it fits, compared exactly.
    public static var image: Snapshotting { .image() }

    /// An SVG of the view, compared as text.
    public static func svg(
        layout: SnapshotLayout = .sizeThatFits, colorScheme: ColorScheme = .light,
        dynamicType: DynamicTypeSize = .large, images: ImageLibrary = ImageLibrary()
    ) -> Snapshotting {
        Snapshotting(format: .svg, layout: layout, colorScheme: colorScheme, dynamicType: dynamicType, images: images)
    }

    /// An SVG of the view at the size it fits.
    public static var svg: Snapshotting { .svg() }

    /// The laid-out tree as text, compared line by line.
    public static func frames(
        layout: SnapshotLayout = .sizeThatFits, scale: CGFloat? = nil, dynamicType: DynamicTypeSize = .large
    ) -> Snapshotting {
        Snapshotting(format: .frames, layout: layout, scale: scale, dynamicType: dynamicType)
    }

    /// The laid-out tree as text, at the size the view fits.
    public static var frames: Snapshotting { .frames() }

    /// The laid-out tree as JSON, compared line by line.
    public static func json(
        layout: SnapshotLayout = .sizeThatFits, scale: CGFloat? = nil, dynamicType: DynamicTypeSize = .large
    ) -> Snapshotting {
        Snapshotting(format: .json, layout: layout, scale: scale, dynamicType: dynamicType)
    }

    /// The laid-out tree as JSON, at the size the view fits.
    public static var json: Snapshotting { .json() }
}
