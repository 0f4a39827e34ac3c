import Foundation
import PlumbCore

/// Compositing a layer with a blend mode (W3C Compositing and Blending Level 1: the
/// separable and non-separable blend functions, then source-over; `sourceAtop`,
/// `destinationOver`, `destinationOut` are Porter–Duff operators; `plusDarker` and
/// `plusLighter` are CoreGraphics' `kCGBlendModePlusDarker/PlusLighter`).
enum RasterBlending {
    static func composite(
        _ layer: Bitmap, onto dst: inout Bitmap, atX x: Int, y: Int, opacity: UInt8, mask: CoverageMask?,
        mode: BlendMode
    ) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(dst.width, x + layer.width), y1 = min(dst.height, y + layer.height)
        guard x0 < x1, y0 < y1, opacity > 0 else { return }
        for row in y0..<y1 {
            for column in x0..<x1 {
                let lx = column - x, ly = row - y
                var weight = opacity
                if let mask { weight = RGBA8.mul255(weight, mask.coverage(x: lx, y: ly)) }
                if weight == 0 { continue }
                let s = layer.pixels[ly * layer.width + lx]
                if s.a == 0 && mode != .destinationOut && mode != .sourceAtop { continue }
                let i = row * dst.width + column
                dst.pixels[i] = blend(s, dst.pixels[i], weight: Double(weight) / 255, mode: mode)
            }
        }
    }

    /// Premultiplied `s` blended onto premultiplied `d`.
    static func blend(_ s: RGBA8, _ d: RGBA8, weight: Double, mode: BlendMode) -> RGBA8 {
        let sa = Double(s.a) / 255 * weight, da = Double(d.a) / 255
        let sc = [Double(s.r), Double(s.g), Double(s.b)].map { $0 / 255 * weight }
        let dc = [Double(d.r), Double(d.g), Double(d.b)].map { $0 / 255 }
        func out(_ c: [Double], _ a: Double) -> RGBA8 {
            func byte(_ v: Double) -> UInt8 { UInt8(min(max((v * 255).rounded(), 0), 255)) }
            let alpha = byte(a)
            return RGBA8(r: min(byte(c[0]), alpha), g: min(byte(c[1]), alpha), b: min(byte(c[2]), alpha), a: alpha)
        }
        switch mode {
        case .sourceAtop:
            return out((0..<3).map { sc[$0] * da + dc[$0] * (1 - sa) }, da)
        case .destinationOver:
            return out((0..<3).map { dc[$0] + sc[$0] * (1 - da) }, da + sa * (1 - da))
        case .destinationOut:
            return out((0..<3).map { dc[$0] * (1 - sa) }, da * (1 - sa))
        case .plusLighter:
            return out((0..<3).map { min(sc[$0] + dc[$0], 1) }, min(sa + da, 1))
        case .plusDarker:
            let a = min(sa + da, 1)
            return out((0..<3).map { max(0, a - ((sa - sc[$0]) + (da - dc[$0]))) }, a)
        default: break
        }
        // Straight colours for the blend function.
        let cs = sc.map { sa > 0 ? $0 / sa : 0 }, cb = dc.map { da > 0 ? $0 / da : 0 }
        let mixed: [Double]
        switch mode {
        case .hue: mixed = setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: mixed = setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: mixed = setLum(cs, lum(cb))
        case .luminosity: mixed = setLum(cb, lum(cs))
        default: mixed = (0..<3).map { separable(cs[$0], cb[$0], mode) }
        }
        // Cs' = (1 − αb)·Cs + αb·B(Cb, Cs), then source-over (W3C §5.8).
        let a = sa + da * (1 - sa)
        return out((0..<3).map { sa * ((1 - da) * cs[$0] + da * mixed[$0]) + dc[$0] * (1 - sa) }, a)
    }

    static func separable(_ s: Double, _ b: Double, _ mode: BlendMode) -> Double {
        switch mode {
        case .multiply: return s * b
        case .screen: return s + b - s * b
        case .overlay: return hardLight(b, s)
        case .darken: return min(s, b)
        case .lighten: return max(s, b)
        case .colorDodge: return b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s))
        case .colorBurn: return b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
        case .hardLight: return hardLight(s, b)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(s - b)
        case .exclusion: return s + b - 2 * s * b
        default: return s
        }
    }

    static func hardLight(_ s: Double, _ b: Double) -> Double {
        s <= 0.5 ? b * 2 * s : separable(2 * s - 1, b, .screen)
    }

    static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    static func clip(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var out = c
        if n < 0 { out = out.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { out = out.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return out
    }

    static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clip(c.map { $0 + d })
    }

    static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let mx = c.max()!, mn = c.min()!
        guard mx > mn else { return [0, 0, 0] }
        return c.map { ($0 - mn) * s / (mx - mn) }
    }
}
