import Foundation

/// How two pictures differ, pixel by pixel: which pixels changed beyond a perceptual
/// tolerance, their share and bounding box, the regions they cluster into, and a picture of
/// the difference. Snapshot tests (`PlumbTesting`) and `plumb previews --compare` read it.
///
/// A pixel has changed when its colour differs by more than the tolerance. With a tolerance
/// of 0 any difference counts. Otherwise the two colours are composited over white and
/// compared by CIEDE2000 ΔE (the difference a viewer perceives, 0 for the same colour, about
/// 100 for black against white; CIE 142-2001, with the formulas of Sharma, Wu and Dalal,
/// "The CIEDE2000 Color-Difference Formula", 2005), and their opacities by 100 × |Δα|; the
/// pixel has changed when either exceeds `tolerance × 100`. This is swift-snapshot-testing's
/// reading of `perceptualPrecision` (a tolerance of `1 - perceptualPrecision`: 0.98 lets
/// through differences of ΔE 2, about what an attentive viewer can just see).
///
/// Pictures of different sizes differ everywhere either has pixels.
public struct ImageDifference: Sendable {
    /// The picture's size in pixels: the larger of the two in each dimension.
    public let width: Int
    /// The picture's height in pixels: the larger of the two.
    public let height: Int
    /// Whether both pictures have the same size.
    public let sizesMatch: Bool
    /// How many pixels changed.
    public let changedPixels: Int
    /// The smallest rectangle, in pixels, holding every changed pixel; `nil` when none did.
    public let changedBounds: CGRect?
    /// The largest difference found: ΔE (or 100 × |Δα|), 0 when the pictures are the same.
    public let largestDifference: Double
    private let changed: [Bool]
    private let reference: PNGImage

    /// Compares `candidate` with `reference`. `tolerance` is in [0, 1] (clamped): the share of
    /// the largest perceptual difference a pixel may differ by and still count as the same.
    public init(reference: PNGImage, candidate: PNGImage, tolerance: Double = 0) {
        self.reference = reference
        width = max(reference.width, candidate.width)
        height = max(reference.height, candidate.height)
        sizesMatch = reference.width == candidate.width && reference.height == candidate.height
        let limit = tolerance.isNaN ? 0 : min(max(tolerance, 0), 1) * 100
        var changed = [Bool](repeating: false, count: width * height)
        var count = 0, largest = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let inReference = x < reference.width && y < reference.height
                let inCandidate = x < candidate.width && y < candidate.height
                let difference: Double
                if inReference && inCandidate {
                    let a = reference.pixels[y * reference.width + x], b = candidate.pixels[y * candidate.width + x]
                    if a == b { continue }
                    difference = ImageDifference.perceptualDifference(a, b)
                } else {
                    difference = 100
                }
                largest = max(largest, difference)
                guard difference > limit || !(inReference && inCandidate) else { continue }
                changed[y * width + x] = true
                count += 1
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        self.changed = changed
        changedPixels = count
        largestDifference = largest
        changedBounds = count == 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The share of the picture's pixels that changed, in [0, 1].
    public var changedFraction: Double {
        width * height == 0 ? (sizesMatch ? 0 : 1) : Double(changedPixels) / Double(width * height)
    }

    /// Whether pixel (`x`, `y`) changed.
    public func isChanged(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height && changed[y * width + x]
    }

    /// The changed pixels gathered into at most `limit` rectangles (in pixels, largest
    /// first): cells of `cell` × `cell` pixels holding a change, joined where they touch
    /// (8-connected), each component's bounding box. The merged remainder is the last one when
    /// there are more components than `limit`.
    public func changedRegions(cell: Int = 8, limit: Int = 8) -> [CGRect] {
        guard changedPixels > 0, cell > 0, limit > 0 else { return [] }
        let columns = (width + cell - 1) / cell, rows = (height + cell - 1) / cell
        var marked = [Bool](repeating: false, count: columns * rows)
        for y in 0..<height {
            for x in 0..<width where changed[y * width + x] { marked[(y / cell) * columns + x / cell] = true }
        }
        var seen = [Bool](repeating: false, count: columns * rows)
        var boxes: [(rect: CGRect, cells: Int)] = []
        for start in 0..<marked.count where marked[start] && !seen[start] {
            var stack = [start], cells = 0
            seen[start] = true
            var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
            while let c = stack.popLast() {
                cells += 1
                let cx = c % columns, cy = c / columns
                x0 = min(x0, cx); x1 = max(x1, cx); y0 = min(y0, cy); y1 = max(y1, cy)
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = cx + dx, ny = cy + dy
                        guard nx >= 0, ny >= 0, nx < columns, ny < rows else { continue }
                        let n = ny * columns + nx
                        if marked[n] && !seen[n] { seen[n] = true; stack.append(n) }
                    }
                }
            }
            let rect = CGRect(x: x0 * cell, y: y0 * cell, width: (x1 - x0 + 1) * cell, height: (y1 - y0 + 1) * cell)
                .intersection(CGRect(x: 0, y: 0, width: width, height: height))
            boxes.append((rect, cells))
        }
        boxes.sort {
            $0.cells != $1.cells ? $0.cells > $1.cells : ($0.rect.minY, $0.rect.minX) < ($1.rect.minY, $1.rect.minX)
        }
        guard boxes.count > limit else { return boxes.map(\.rect) }
        let rest = boxes[(limit - 1)...].map(\.rect).reduce(CGRect.null) { $0.union($1) }
        return boxes[..<(limit - 1)].map(\.rect) + [rest]
    }

    /// A picture of the difference: the reference, faded toward white, with every changed
    /// pixel in opaque red; outside the reference (a size change), the candidate's pixels
    /// are shown as changed.
    public func diffImage() -> PNGImage {
        var pixels = [RGBA8](repeating: RGBA8(r: 255, g: 255, b: 255, a: 255), count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                if changed[i] {
                    pixels[i] = RGBA8(r: 255, g: 0, b: 0, a: 255)
                } else {
                    let p = reference[x, y]
                    // Composite over white, then keep a quarter of the contrast: context, not content.
                    func fade(_ c: UInt8) -> UInt8 {
                        let over = (Int(c) * Int(p.a) + 255 * (255 - Int(p.a)) + 127) / 255
                        return UInt8(255 - (255 - over) / 4)
                    }
                    pixels[i] = RGBA8(r: fade(p.r), g: fade(p.g), b: fade(p.b), a: 255)
                }
            }
        }
        return PNGImage(width: width, height: height, pixels: pixels)!
    }

    // MARK: - Colour difference

    /// The perceptual difference of two straight-alpha sRGB pixels: the larger of their
    /// CIEDE2000 ΔE over white and 100 × their opacities' difference.
    static func perceptualDifference(_ a: RGBA8, _ b: RGBA8) -> Double {
        let alpha = 100 * abs(Double(a.a) - Double(b.a)) / 255
        return max(alpha, deltaE2000(lab(a), lab(b)))
    }

    /// CIELAB (D65) of a straight-alpha sRGB pixel composited over white.
    static func lab(_ p: RGBA8) -> (l: Double, a: Double, b: Double) {
        let alpha = Double(p.a) / 255
        func linear(_ c: UInt8) -> Double {
            let v = (Double(c) / 255) * alpha + (1 - alpha)  // over white, in sRGB's encoding
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let r = linear(p.r), g = linear(p.g), bl = linear(p.b)
        // IEC 61966-2-1 sRGB → XYZ, relative to D65's white (0.95047, 1, 1.08883).
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIEDE2000 colour difference (k_L = k_C = k_H = 1).
    static func deltaE2000(_ c1: (l: Double, a: Double, b: Double), _ c2: (l: Double, a: Double, b: Double)) -> Double {
        let degree = Double.pi / 180
        let cBar = (hypot(c1.a, c1.b) + hypot(c2.a, c2.b)) / 2
        let cBar7 = pow(cBar, 7)
        let g = 0.5 * (1 - (cBar7 / (cBar7 + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * c1.a, a2 = (1 + g) * c2.a
        let cp1 = hypot(a1, c1.b), cp2 = hypot(a2, c2.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) / degree
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(c1.b, a1), h2 = hue(c2.b, a2)
        let dL = c2.l - c1.l, dC = cp2 - cp1
        var dh = 0.0
        if cp1 * cp2 != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (cp1 * cp2).squareRoot() * sin(dh / 2 * degree)
        let lBar = (c1.l + c2.l) / 2, cpBar = (cp1 + cp2) / 2
        var hBar = h1 + h2
        if cp1 * cp2 != 0 {
            if abs(h1 - h2) <= 180 { hBar /= 2 } else { hBar = h1 + h2 < 360 ? (hBar + 360) / 2 : (hBar - 360) / 2 }
        }
        let t =
            1 - 0.17 * cos((hBar - 30) * degree) + 0.24 * cos(2 * hBar * degree)
            + 0.32 * cos((3 * hBar + 6) * degree) - 0.20 * cos((4 * hBar - 63) * degree)
        let dTheta = 30 * exp(-pow((hBar - 275) / 25, 2))
        let cpBar7 = pow(cpBar, 7)
        let rC = 2 * (cpBar7 / (cpBar7 + pow(25, 7))).squareRoot()
        let l50 = (lBar - 50) * (lBar - 50)
        let sL = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sC = 1 + 0.045 * cpBar
        let sH = 1 + 0.015 * cpBar * t
        let rT = -sin(2 * dTheta * degree) * rC
        let l = dL / sL, c = dC / sC, h = dH / sH
        return (l * l + c * c + h * h + rT * c * h).squareRoot()
    }
}
