import Foundation
import PlumbCore

/// How each ``Material`` is drawn: a blur of what is below, its saturation raised, and a
/// translucent tint over it, in light and dark.
///
/// Apple publishes no values for SwiftUI's materials. The anchors are Apple's own sample
/// code for iOS 7's blurs, WWDC 2013 session 226's `UIImage+ImageEffects`: the light effect
/// is a Gaussian blur of 30 points (its `blurRadius` is the standard deviation: the code turns
/// it into the box sizes of a Gaussian with that deviation), saturation ×1.8, white at 30%;
/// the extra-light effect 20 points, ×1.8, white 97% at 82%; the dark effect 20 points, ×1.8,
/// white 11% at 73%. The thin material is the light effect, the ultra-thick the extra-light
/// one, and the steps between are interpolated; dark mode takes the dark effect's grey at
/// the same steps of opacity (open: judged against screenshots of iOS 17 sheets and bars,
/// where each step is visibly more opaque). A material is never opaque: even the thickest
/// lets 18% of what is below through.
public enum MaterialMetrics {
    /// (blur in points, saturation, tint white level, tint opacity) for ultraThin, thin,
    /// regular, thick, ultraThick and bar.
    static let light: [(CGFloat, Double, Double, Double)] = [
        (30, 1.8, 1.0, 0.15), (30, 1.8, 1.0, 0.30), (25, 1.8, 0.98, 0.50), (22, 1.8, 0.97, 0.65), (20, 1.8, 0.97, 0.82),
        (20, 1.8, 0.97, 0.75),
    ]
    static let dark: [(CGFloat, Double, Double, Double)] = [
        (30, 1.8, 0.11, 0.30), (30, 1.8, 0.11, 0.45), (25, 1.8, 0.11, 0.58), (22, 1.8, 0.11, 0.68),
        (20, 1.8, 0.11, 0.80),
        (20, 1.8, 0.11, 0.75),
    ]

    /// The material as drawn in `scheme`.
    public static func material(_ material: Material, scheme: ColorScheme) -> DisplayMaterial {
        let table = scheme == .dark ? dark : light
        let row = table[min(max(material.thicknessIndex, 0), table.count - 1)]
        return DisplayMaterial(blurRadius: row.0, saturation: row.1, tint: Color(white: row.2, opacity: row.3))
    }
}
