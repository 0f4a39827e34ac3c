import Foundation

/// Pixel coordinates from floating-point ones, without trapping.
///
/// A view may be 1e308 points wide or NaN points off (layout keeps what source says, as
/// SwiftUI does); a bitmap is at most 32,768 pixels a side (`RasterRenderer.pixelSize`).
/// Every coordinate, margin and offset in pixels is clamped to ±2³⁰ before it becomes an
/// `Int`: far beyond any bitmap, so loops clipped to the bitmap are unchanged, and small
/// enough that adding two of them cannot overflow. NaN is 0.
extension Int {
    static let pixelLimit = 1 << 30

    init(pixel value: Double) {
        guard !value.isNaN else {
            self = 0
            return
        }
        self = Int(Swift.min(Swift.max(value, -Double(Int.pixelLimit)), Double(Int.pixelLimit)))
    }

    init(pixel value: CGFloat) { self.init(pixel: Double(value)) }
}
