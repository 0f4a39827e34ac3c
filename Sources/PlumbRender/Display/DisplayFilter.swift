import Foundation
import PlumbCore

/// A filter a group's layer goes through before it is composited.
public enum DisplayFilter: Hashable, Sendable {
    /// A Gaussian blur with standard deviation `radius` points. `opaque`: the layer's alpha
    /// is kept as it was (`blur(radius:opaque: true)`).
    case blur(radius: CGFloat, opaque: Bool)
    /// The layer's alpha, blurred by `radius` (standard deviation, points), filled with
    /// `color` and moved by `offset`, drawn below the layer.
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    /// Each pixel's straight (unpremultiplied) colour through a colour matrix.
    case colorMatrix(ColorMatrix)
}

/// A 4×5 matrix over straight RGBA in 0...1: r' = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4],
/// and so on for g', b', a' (rows 1...3), as SVG's `feColorMatrix type="matrix"`.
public struct ColorMatrix: Hashable, Sendable {
    /// The 20 values, row by row: four rows of five.
    public var values: [Double]

    /// The matrix of `values` (exactly 20, row by row).
    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 20 values")
        self.values = values
    }

    /// The matrix that changes no colour.
    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// `brightness(_:)`: adds `amount` to each colour component (SwiftUI: "a value from 0 (no
    /// effect) to 1 (full white brightening)").
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// `contrast(_:)`: scales each component's distance from middle grey by `amount` (0: grey,
    /// 1: unchanged; negative inverts).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let o = 0.5 * (1 - amount)
        return ColorMatrix([amount, 0, 0, 0, o, 0, amount, 0, 0, o, 0, 0, amount, 0, o, 0, 0, 0, 1, 0])
    }

    /// `saturation(_:)`: SVG's `feColorMatrix type="saturate"` (Rec. 709 luma weights,
    /// 0.2126/0.7152/0.0722, as Filter Effects Level 1 defines it).
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// `grayscale(_:)`: `amount` 1 removes all colour (saturation 1 − amount).
    public static func grayscale(_ amount: Double) -> ColorMatrix { saturation(1 - min(max(amount, 0), 1)) }

    /// `hueRotation(_:)`: SVG's `feColorMatrix type="hueRotate"`.
    public static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = Foundation.cos(radians), s = Foundation.sin(radians)
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// `colorMultiply(_:)`: each component times the colour's (its opacity multiplies alpha).
    public static func multiply(_ color: Color) -> ColorMatrix {
        ColorMatrix([
            color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.opacity, 0,
        ])
    }

    /// `colorInvert()`: 1 − each colour component.
    public static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// `luminanceToAlpha()`: black, with the luminance as alpha (SVG's `luminanceToAlpha`).
    public static let luminanceToAlpha = ColorMatrix([
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0,
    ])

    /// Applies the matrix to a straight colour (components 0...1), clamped.
    public func apply(r: Double, g: Double, b: Double, a: Double) -> (Double, Double, Double, Double) {
        let v = values
        func row(_ i: Int) -> Double {
            min(max(v[i] * r + v[i + 1] * g + v[i + 2] * b + v[i + 3] * a + v[i + 4], 0), 1)
        }
        return (row(0), row(5), row(10), row(15))
    }
}
