/// A modifier you write as a view of its content, as in SwiftUI:
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(Color.white)
///     }
/// }
/// Text("Hi").modifier(Card())
/// ```
public protocol ViewModifier {
    /// The view the modifier makes.
    associatedtype Body: View
    /// The view the modifier is applied to, as ``body(content:)`` receives it.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view: `content` with the modifier's changes.
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a ``ViewModifier``'s body modifies: the view the modifier was applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
    public static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        guard let content = resolver.modifierContents.popLast() else { return }
        content(&resolver)
        resolver.modifierContents.append(content)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A modified view is primitive: it resolves to its modifier's body around its content.
    public typealias Body = Never

    public static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        let content = view.content
        let axis = resolver.stackAxis
        // The placeholder resolves the original content where the modifier's body puts it,
        // in the environment there (which inherits the one the modifier was applied in) and
        // in the stack the modifier was applied in.
        resolver.modifierContents.append { r in
            let savedAxis = r.stackAxis
            r.stackAxis = axis
            r.resolve(content)
            r.stackAxis = savedAxis
        }
        DynamicProperties.install(view.modifier, resolver.environment)
        resolver.resolve(view.modifier.body(content: _ViewModifier_Content()))
        resolver.modifierContents.removeLast()
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
