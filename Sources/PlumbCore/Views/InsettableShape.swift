import Foundation

/// A shape that can be inset, so that a stroke of it stays inside its frame
/// (`strokeBorder`). Rectangle, RoundedRectangle, UnevenRoundedRectangle, Circle, Ellipse,
/// Capsule and ContainerRelativeShape are insettable, as in SwiftUI; write your own
/// `inset(by:)` to make a custom shape one.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset by an amount: the shape drawn in its frame inset by `amount` on
/// each side, its corner radii smaller by `amount` (concentric with the original, as
/// SwiftUI's `RoundedRectangle._Inset` draws; reported from reimplementations of SwiftUI's
/// shapes, e.g. OpenSwiftUI). Nothing is drawn once the inset frame is empty.
public struct _InsetShape<Base: Shape>: InsettableShape, NamedShape {
    public var base: Base
    public var amount: CGFloat
    let insetPath: @Sendable (Base, CGRect, CGFloat) -> Path

    init(base: Base, amount: CGFloat, insetPath: @escaping @Sendable (Base, CGRect, CGFloat) -> Path) {
        self.base = base
        self.amount = amount
        self.insetPath = insetPath
    }

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        guard !inset.isNull, inset.width >= 0, inset.height >= 0 else { return Path() }
        return insetPath(base, inset, amount)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount, insetPath: insetPath)
    }

    /// The base shape's: an inset shape mirrors when its shape does.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }

    /// The base shape's name: a `strokeBorder`ed `Rectangle` is a "Rectangle" in layouts.
    package var shapeName: String { AnyShape(base).name }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
        _InsetShape(base: self, amount: amount) { _, rect, _ in Path(rect) }
    }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> {
        _InsetShape(base: self, amount: amount) { circle, rect, _ in circle.path(in: rect) }
    }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
        _InsetShape(base: self, amount: amount) { _, rect, _ in Path(ellipseIn: rect) }
    }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> {
        _InsetShape(base: self, amount: amount) { capsule, rect, _ in capsule.path(in: rect) }
    }
}

extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        _InsetShape(base: self, amount: amount) { shape, rect, amount in
            let size = CGSize(
                width: max(0, shape.cornerSize.width - amount), height: max(0, shape.cornerSize.height - amount))
            return Path(roundedRect: rect, cornerSize: size, style: shape.style)
        }
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        _InsetShape(base: self, amount: amount) { shape, rect, amount in
            let r = shape.cornerRadii
            let radii = RectangleCornerRadii(
                topLeading: max(0, r.topLeading - amount), bottomLeading: max(0, r.bottomLeading - amount),
                bottomTrailing: max(0, r.bottomTrailing - amount), topTrailing: max(0, r.topTrailing - amount))
            return Path(roundedRect: rect, cornerRadii: radii, style: shape.style)
        }
    }
}
