import Foundation

// A shape's own transforms: each is a shape again, so it can be filled or stroked after it
// (`Circle().offset(x: 4).fill(.red)`, `Rectangle().rotation(.degrees(45)).stroke()`). They
// move the outline inside the frame the shape is given, never the frame: a view made from the
// shape is laid out exactly as the untransformed shape (SwiftUI's `OffsetShape`,
// `RotatedShape`, `ScaledShape` and `size(_:)`, whose documentation says it "does not affect
// the layout properties of any views created from the shape"). Each keeps its shape's sizing,
// insetting (where the shape is insettable) and right-to-left behaviour.

extension Shape {
    /// This shape's outline moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// This shape's outline moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape's outline moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// This shape's outline rotated by `angle` around `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape's outline scaled by `x` and `y` around `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape's outline scaled by `scale` around `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// This shape made in a rectangle of `size` at the origin of the frame it is given.
    public func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }

    /// This shape made in a `width` × `height` rectangle at the origin of its frame.
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}

/// A shape whose outline is moved (`offset(x:y:)`).
public struct OffsetShape<Content: Shape>: NamedShape {
    public var shape: Content
    public var offset: CGSize

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var shapeName: String { AnyShape(shape).name }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The shape inset, then moved.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape whose outline is rotated around a point of its frame (`rotation(_:anchor:)`).
public struct RotatedShape<Content: Shape>: NamedShape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(
            .about(anchor, in: rect, CGAffineTransform(rotationAngle: CGFloat(angle.radians))))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var shapeName: String { AnyShape(shape).name }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The shape inset, then rotated.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape whose outline is scaled around a point of its frame (`scale(x:y:anchor:)`).
public struct ScaledShape<Content: Shape>: NamedShape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(.about(anchor, in: rect, CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var shapeName: String { AnyShape(shape).name }
}

/// A shape made in a rectangle of a fixed size (`size(width:height:)`).
public struct _SizedShape<Content: Shape>: NamedShape {
    public var shape: Content
    public var size: CGSize

    public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    package var shapeName: String { AnyShape(shape).name }
}

extension CGAffineTransform {
    /// `transform` about the point `anchor` of `rect`: moved there, applied, moved back.
    fileprivate static func about(_ anchor: UnitPoint, in rect: CGRect, _ transform: CGAffineTransform)
        -> CGAffineTransform
    {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }
}
