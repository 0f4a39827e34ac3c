import Foundation

/// A piece of user interface: SwiftUI's `View` protocol.
///
/// Compose views from other views in `body`, as in SwiftUI:
///
/// ```swift
/// struct Badge: View {
///     var title: String
///     var body: some View {
///         Text(title).padding(4).background(Color.yellow)
///     }
/// }
/// ```
///
/// Plumb's primitive views (`Text`, `Color`, `HStack`, the modifiers...) have no body; they
/// resolve straight into the engine's nodes.
public protocol View {
    /// The type of view the body is.
    associatedtype Body: View

    /// The content of the view.
    @ViewBuilder var body: Body { get }

    /// Resolves the view into layout nodes. Views you write use the default, which
    /// resolves `body`. Not part of SwiftUI's API.
    static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver)
}

extension View {
    public static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        // `@Environment` and the other dynamic properties read where the view is resolved.
        DynamicProperties.install(view, resolver.environment)
        resolver.resolve(view.body)
    }
}

extension View where Body == Never {
    /// Primitive views have no body: the engine lays them out itself.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}

extension Never: View {
    /// `Never` is a view with no body, so that primitive views can declare `Body = Never`.
    public typealias Body = Never
    public static func _makeNodes(_ view: Never, into resolver: inout _ViewResolver) {}
}

/// A view whose layout is built in: it resolves into nodes itself.
protocol PrimitiveView: View where Body == Never {}
