import Foundation
import PlumbCore

/// The shapes a vector reader has drawn so far, within ``VectorImage/Limits``: the one place
/// both readers add a shape, so neither can grow past the bounds on shapes and path elements.
struct VectorDrawing {
    /// The shapes, back to front.
    private(set) var shapes: [VectorShape] = []
    /// Path elements over all shapes (clips included).
    private(set) var elements = 0

    /// Whether a limit has been reached: nothing more is added.
    var isFull: Bool { shapes.count >= VectorImage.Limits.shapes || elements >= VectorImage.Limits.pathElements }

    /// Adds `shape` unless its path is empty, its colour invisible, a fill has no area (every
    /// subpath a point or one straight segment: an SVG line's default black fill), or a
    /// limit is reached.
    mutating func add(_ shape: VectorShape) {
        guard !isFull, !shape.path.isEmpty, shape.color.opacity > 0 else { return }
        switch shape.operation {
        case .stroke(let style): if !(style.lineWidth > 0) { return }
        case .fill: if !Self.mayEncloseArea(shape.path) { return }
        }
        let count = shape.path.elements.count + shape.clips.reduce(0) { $0 + $1.elements.count }
        guard elements + count <= VectorImage.Limits.pathElements else {
            elements = VectorImage.Limits.pathElements
            return
        }
        elements += count
        shapes.append(shape)
    }

    /// Whether some subpath has three points (a curve counts its control points): fewer
    /// enclose nothing.
    static func mayEncloseArea(_ path: Path) -> Bool {
        var points = 0
        for element in path.elements {
            switch element {
            case .move: points = 1
            case .line: points += 1
            case .quadCurve, .curve: points += 2
            case .closeSubpath: break
            }
            if points >= 3 { return true }
        }
        return false
    }

    /// The image of `size`, or `nil` when the size is not positive and finite.
    func image(size: CGSize) -> VectorImage? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        return VectorImage(size: size, shapes: shapes)
    }
}

extension CGAffineTransform {
    /// How much the transform scales lengths: the square root of its determinant's magnitude
    /// (a stroke's width under it, exact for uniform scales and rotations).
    var lengthScale: CGFloat { abs(a * d - b * c).squareRoot() }

    /// Whether every entry is finite.
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}
