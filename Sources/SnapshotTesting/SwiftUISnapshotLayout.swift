#if !canImport(Darwin)
import Foundation
import PlumbTesting

/// The canvas a SwiftUI view is drawn in, by swift-snapshot-testing's names (like a preview's
/// `PreviewLayout`).
public enum SwiftUISnapshotLayout: Sendable {
    /// The screen of a device (``ViewImageConfig``): its size, safe area, traits and scale.
    case device(config: ViewImageConfig)
    /// A canvas of `width` × `height` points, without a safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// The size the view takes, as PlumbTesting's `.sizeThatFits` measures it (offered an
    /// iPhone's 390 × 844 points, as `.previewLayout(.sizeThatFits)`).
    case sizeThatFits
}

extension Snapshotting where Value: View, Format == UIImage {
    /// A PNG of the view at the size it fits, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// A PNG of the view, drawn by Plumb and compared by PlumbTesting (its failure names the
    /// share of pixels that differ, where, and which views moved).
    ///
    /// ```swift
    /// assertSnapshot(of: Card(), as: .image(layout: .device(config: .iPhone13Pro), traits: .init(userInterfaceStyle: .dark)))
    /// ```
    ///
    /// The picture's scale is `traits`' `displayScale` if set, else the device's (a
    /// ``ViewImageConfig`` preset's own), else 3. A device's traits are laid under `traits`.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: ignored: Plumb has no window; what UIKit draws there
    ///     (appearance proxies, visual effects) is not part of a SwiftUI view here.
    ///   - precision: the share of pixels that must match, in [0, 1].
    ///   - perceptualPrecision: how close a pixel's colour must be to match, in [0, 1] (0.98:
    ///     within CIEDE2000 ΔE 2).
    ///   - layout: the canvas: a device, a fixed size, or the size the view fits.
    ///   - traits: the colour scheme, text size, direction, scale and size classes (``UITraitCollection``).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let strategy = PlumbTesting.Snapshotting.image(
            layout: layout, traits: traits, precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting(pathExtension: strategy.pathExtension) { value, reference, mode in
            SnapshotAssertion.run(reference: reference, mode: mode, strategy: strategy, view: value)
        }
    }
}

extension PlumbTesting.Snapshotting {
    /// PlumbTesting's picture strategy for swift-snapshot-testing's arguments: the layout's
    /// canvas, the device's traits under the call's, the scale the call's traits or the device give.
    static func image(
        layout: SwiftUISnapshotLayout, traits: UITraitCollection, precision: Float, perceptualPrecision: Float
    ) -> PlumbTesting.Snapshotting {
        var canvas = SnapshotLayout.sizeThatFits
        var shown = traits
        var scale: CGFloat? = traits.displayScale > 0 ? traits.displayScale : nil
        switch layout {
        case .device(let config):
            shown = UITraitCollection(traitsFrom: [config.traits, traits])
            if let device = config.device {
                canvas = .device(device)
                scale = scale ?? device.scale
            }
        case .fixed(let width, let height):
            canvas = .fixed(width: width, height: height)
        case .sizeThatFits:
            break
        }
        let all = shown
        var strategy = PlumbTesting.Snapshotting.image(
            layout: canvas, scale: scale, precision: decimal(precision),
            perceptualPrecision: decimal(perceptualPrecision)
        ).applying(all.variant)
        strategy.environmentChanges = { all.apply(to: &$0) }
        return strategy
    }

    /// A `Float` precision as the decimal written (`0.98` is 0.98, not 0.9800000190734863).
    private static func decimal(_ value: Float) -> Double { Double("\(value)") ?? Double(value) }
}
#endif
