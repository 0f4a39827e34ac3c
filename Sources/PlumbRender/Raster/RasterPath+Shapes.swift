/// Builders for common closed shapes. All of them are traced clockwise on
/// screen (y down) — rectangles from the top-left corner, ellipses from the
/// leftmost point, rounded rectangles from the start of the top edge — so
/// shapes built here combine predictably under the non-zero rule.
extension RasterPath {
    /// Cubic Bézier handle length for a quarter circle of radius 1:
    /// `4/3 · (√2 − 1)` (radial error ≈ 2.7e-4 · r).
    public static let circleKappa: Double = 0.5522847498307936

    /// Axis-aligned rectangle.
    public static func rectangle(_ rect: RasterRect) -> RasterPath {
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        var path = RasterPath()
        path.move(x: x0, y: y0)
        path.line(x: x1, y: y0)
        path.line(x: x1, y: y1)
        path.line(x: x0, y: y1)
        path.close()
        return path
    }

    /// The rectangle at (`x`, `y`), `width` by `height`, as a closed subpath.
    public static func rectangle(x: Double, y: Double, width: Double, height: Double) -> RasterPath {
        rectangle(RasterRect(x: x, y: y, width: width, height: height))
    }

    /// Ellipse inscribed in `rect`, made of four cubic Béziers.
    public static func ellipse(in rect: RasterRect) -> RasterPath {
        let rx = (rect.maxX - rect.minX) / 2
        let ry = (rect.maxY - rect.minY) / 2
        let cx = rect.minX + rx
        let cy = rect.minY + ry
        let kx = rx * circleKappa, ky = ry * circleKappa
        var path = RasterPath()
        path.move(x: cx - rx, y: cy)
        path.curve(
            to: RasterPoint(cx, cy - ry),
            control1: RasterPoint(cx - rx, cy - ky), control2: RasterPoint(cx - kx, cy - ry))
        path.curve(
            to: RasterPoint(cx + rx, cy),
            control1: RasterPoint(cx + kx, cy - ry), control2: RasterPoint(cx + rx, cy - ky))
        path.curve(
            to: RasterPoint(cx, cy + ry),
            control1: RasterPoint(cx + rx, cy + ky), control2: RasterPoint(cx + kx, cy + ry))
        path.curve(
            to: RasterPoint(cx - rx, cy),
            control1: RasterPoint(cx - kx, cy + ry), control2: RasterPoint(cx - rx, cy + ky))
        path.close()
        return path
    }

    /// Circle of `radius` around `center`.
    public static func circle(center: RasterPoint, radius: Double) -> RasterPath {
        ellipse(
            in: RasterRect(
                x: center.x - radius, y: center.y - radius,
                width: 2 * radius, height: 2 * radius))
    }

    /// Rectangle with elliptical-arc corners of radii `cornerWidth` ×
    /// `cornerHeight` (each clamped to half the rectangle's size), like
    /// `RoundedRectangle(cornerSize:style: .circular)`.
    public static func roundedRectangle(
        _ rect: RasterRect, cornerWidth: Double, cornerHeight: Double
    ) -> RasterPath {
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        let rx = max(0, min(cornerWidth, (x1 - x0) / 2))
        let ry = max(0, min(cornerHeight, (y1 - y0) / 2))
        guard rx > 0, ry > 0 else { return rectangle(rect) }
        let kx = rx * circleKappa, ky = ry * circleKappa
        var path = RasterPath()
        path.move(x: x0 + rx, y: y0)
        path.line(x: x1 - rx, y: y0)
        path.curve(
            to: RasterPoint(x1, y0 + ry),
            control1: RasterPoint(x1 - rx + kx, y0), control2: RasterPoint(x1, y0 + ry - ky))
        path.line(x: x1, y: y1 - ry)
        path.curve(
            to: RasterPoint(x1 - rx, y1),
            control1: RasterPoint(x1, y1 - ry + ky), control2: RasterPoint(x1 - rx + kx, y1))
        path.line(x: x0 + rx, y: y1)
        path.curve(
            to: RasterPoint(x0, y1 - ry),
            control1: RasterPoint(x0 + rx - kx, y1), control2: RasterPoint(x0, y1 - ry + ky))
        path.line(x: x0, y: y0 + ry)
        path.curve(
            to: RasterPoint(x0 + rx, y0),
            control1: RasterPoint(x0, y0 + ry - ky), control2: RasterPoint(x0 + rx - kx, y0))
        path.close()
        return path
    }

    /// `rect` with circular corners of `cornerRadius`.
    public static func roundedRectangle(_ rect: RasterRect, cornerRadius: Double) -> RasterPath {
        roundedRectangle(rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }
}
