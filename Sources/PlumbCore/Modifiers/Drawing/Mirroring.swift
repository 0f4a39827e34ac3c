import Foundation

// What mirrors the drawing of a view in a right-to-left layout (its frame is mirrored by the
// engine: Engine/RightToLeft.swift): `flipsForRightToLeftLayoutDirection`,
// `layoutDirectionBehavior`, and the drawing transforms, which work in leading-based
// coordinates.

extension DrawingTransform {
    /// The horizontal mirror of a view's frame: x ↦ width − x (a scale of −1 about the centre).
    static let horizontalMirror = DrawingTransform.scale(CGSize(width: -1, height: 1), anchor: .center)

    /// The transform conjugated by the mirror, M·T·M, as a right-to-left layout applies it:
    /// a rotation turns the other way about the mirrored anchor, a scale keeps its factors
    /// about the mirrored anchor (OpenSwiftUI: `_RotationEffect.Data` negates the angle and
    /// takes `width − anchor.x` in right to left; `GeometryEffectTransform` and
    /// `DefaultGeometryEffectProvider` conjugate every other geometry effect by the flip
    /// (−1, 0, width)). `nil` for transforms written as M, T, M.
    var mirroredInPlace: DrawingTransform? {
        switch self {
        case .rotation(let angle, let anchor):
            return .rotation(Angle(radians: -angle.radians), anchor: UnitPoint(x: 1 - anchor.x, y: anchor.y))
        case .scale(let size, let anchor):
            return .scale(size, anchor: UnitPoint(x: 1 - anchor.x, y: anchor.y))
        case .affine, .rotation3D:
            return nil
        }
    }
}

extension View {
    /// A drawing transform given in the view's leading-based coordinates: as given left to
    /// right, mirrored (M·T·M) right to left, so `rotationEffect(.degrees(30))` turns the
    /// other way and `scaleEffect(2, anchor: .leading)` grows from the right edge.
    func drawingTransform(_ transform: DrawingTransform) -> some View {
        attribute { tree, node in
            // The modifier's own direction: its content is resolved, the environment restored.
            guard tree.resolvingRightToLeft else { return tree.addEffect(.transform(transform), to: node) }
            if let mirrored = transform.mirroredInPlace {
                tree.addEffect(.transform(mirrored), to: node)
            } else {
                tree.addEffect(.transform(.horizontalMirror), to: node)
                tree.addEffect(.transform(transform), to: node)
                tree.addEffect(.transform(.horizontalMirror), to: node)
            }
        }
    }

    /// Mirrors this view's drawing horizontally when the layout direction is right to left
    /// and `enabled` (Apple: "Sets whether this view mirrors its contents horizontally when
    /// the layout direction is right-to-left ... By default, views will adjust their layouts
    /// automatically in a right-to-left context and do not need to be mirrored"). Images,
    /// shapes and text are drawn unmirrored unless asked. The frame is not changed; taps
    /// land on the mirrored drawing.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        layoutDirectionBehavior(enabled ? .mirrors(in: .rightToLeft) : .fixed)
    }

    /// Mirrors this view's drawing horizontally in the layout direction `behavior` names
    /// (iOS 17: "A view that conditionally mirrors its contents horizontally in a given
    /// layout direction"); `.fixed` never mirrors.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        attribute { tree, node in
            let direction: LayoutDirection = tree.resolvingRightToLeft ? .rightToLeft : .leftToRight
            if behavior.shouldMirror(in: direction) { tree.addEffect(.transform(.horizontalMirror), to: node) }
        }
    }
}
