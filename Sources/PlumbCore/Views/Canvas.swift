import Foundation

/// A view you draw into with a ``GraphicsContext``: `Canvas { context, size in ... }`.
///
/// Contract: a canvas takes the size it is proposed (10 for an unspecified dimension, as
/// `Color` and shapes do: SPEC §2); the renderer closure is called with that size when the
/// picture is drawn, never while laying out (measuring stays pure), in the canvas's own
/// coordinates (origin at its top-left corner, y down). What it draws is clipped to the
/// frame (open: SwiftUI draws a canvas into a layer of its size). `symbols` are not drawn:
/// Plumb does not resolve `context.resolveSymbol(id:)`.
public struct Canvas<Symbols: View>: PrimitiveView {
    let renderer: @Sendable (inout GraphicsContext, CGSize) -> Void
    let isOpaque: Bool

    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        let box = UncheckedRenderer(renderer)
        self.renderer = { box.call(&$0, $1) }
        self.isOpaque = opaque
    }

    /// A canvas drawn by `renderer`, with views it may draw as symbols (not drawn by Plumb).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        let box = UncheckedRenderer(renderer)
        self.renderer = { box.call(&$0, $1) }
        self.isOpaque = opaque
    }

    public static func _makeNodes(_ view: Canvas, into resolver: inout _ViewResolver) {
        let drawing = CanvasDrawing(renderer: view.renderer, environment: resolver.environment)
        resolver.addLeaf(ShapeComputer(name: "Canvas", content: .canvas(drawing), sizing: nil))
    }
}

/// A renderer closure, called on the thread that draws.
private final class UncheckedRenderer: @unchecked Sendable {
    let body: (inout GraphicsContext, CGSize) -> Void
    init(_ body: @escaping (inout GraphicsContext, CGSize) -> Void) { self.body = body }
    func call(_ context: inout GraphicsContext, _ size: CGSize) { body(&context, size) }
}

/// A canvas's drawing, for renderers: call ``commands(in:)`` with the canvas's size.
public struct CanvasDrawing: @unchecked Sendable {
    let renderer: @Sendable (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues

    /// What the renderer draws in a canvas of `size`, in the canvas's coordinates.
    public func commands(in size: CGSize) -> [GraphicsContext.Command] {
        var context = GraphicsContext(environment: environment)
        renderer(&context, size)
        return context.recorder.commands
    }
}
