import Foundation

/// A circle centred in its frame, as large as the frame's shorter side. Like every shape
/// it takes the whole proposal; only its drawing is square.
public struct Circle: Shape {
    /// Never mirrored: the shape is its own mirror image (OpenSwiftUI `Shapes.swift`).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// A circle.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}
