/// Builds views from closures: blocks of any length, `if`/`else`, `switch`, optional
/// content and local `let` declarations, as SwiftUI's `@ViewBuilder` does.
///
/// The builders are `@inlinable`, as SwiftUI's are: a body's view type is then concrete in
/// the caller's module, so making it costs no runtime type lookup (a call into a generic
/// builder of another module looks up the metadata of the view it returns on every call).
@resultBuilder
public enum ViewBuilder {
    /// An empty block: no view.
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view.
    @inlinable
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView(value: (repeat each content)) { tuple, resolver in
            for view in repeat each tuple { resolver.resolve(view) }
        } lazyEach: { tuple in
            var segments: [_LazyElements.Segment] = []
            for view in repeat each tuple { segments += lazyElements(of: view).segments }
            return _LazyElements(segments)
        }
    }

    /// A view, as written.
    @inlinable
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// The view of an `if` without `else`, when its condition holds.
    @inlinable
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The view of an `if` without `else`, when its condition holds.
    @inlinable
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The view of an `if`'s first branch.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .trueContent(first)
    }

    /// The view of an `if`'s `else` branch.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .falseContent(second)
    }

    /// A view behind an `if #available`, type-erased.
    @inlinable
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// The views of a `ViewBuilder` block, in order.
public struct TupleView<T>: View {
    /// A tuple view is primitive: its children are laid out by its container.
    public typealias Body = Never
    /// The views, as a tuple.
    public var value: T
    /// Resolves each element; set by `ViewBuilder`, which knows the element types.
    let resolveEach: ((T, inout _ViewResolver) -> Void)?
    let lazyEach: ((T) -> _LazyElements)?

    /// A tuple of views. Elements that are not views are skipped.
    public init(_ value: T) {
        self.value = value
        self.resolveEach = nil
        self.lazyEach = nil
    }

    init(value: T, resolveEach: @escaping (T, inout _ViewResolver) -> Void, lazyEach: @escaping (T) -> _LazyElements) {
        self.value = value
        self.resolveEach = resolveEach
        self.lazyEach = lazyEach
    }

    public static func _makeNodes(_ view: TupleView<T>, into resolver: inout _ViewResolver) {
        if let resolveEach = view.resolveEach {
            resolveEach(view.value, &resolver)
        } else {
            for child in Mirror(reflecting: view.value).children {
                if let element = child.value as? any View { resolver.resolve(element) }
            }
        }
    }
}

/// The content of an `if`/`else` or `switch` branch.
///
/// An enum itself rather than a struct around one: resolving it then needs only its own type,
/// which the engine has; a nested generic enum would be looked up in the runtime's metadata
/// cache every time an element is resolved (measured with callgrind on W1: 3 lookups of
/// about 320 instructions for each `ForEach` element).
public enum _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    case trueContent(TrueContent)
    case falseContent(FalseContent)

    @inline(__always)  // into its witness, which has the view's metadata (ViewResolver.swift)
    public static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        switch view {
        case .trueContent(let content): resolver.resolve(content)
        case .falseContent(let content): resolver.resolve(content)
        }
    }

}

extension TupleView: LazyElementsView {
    var lazyElements: _LazyElements {
        if let lazyEach = self.lazyEach { return lazyEach(value) }
        var segments: [_LazyElements.Segment] = []
        for child in Mirror(reflecting: value).children {
            if let element = child.value as? any View { segments += PlumbCore.lazyElements(of: element).segments }
        }
        return _LazyElements(segments)
    }
}

extension _ConditionalContent: LazyElementsView {
    var lazyElements: _LazyElements {
        switch self {
        case .trueContent(let content): return PlumbCore.lazyElements(of: content)
        case .falseContent(let content): return PlumbCore.lazyElements(of: content)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view is primitive: `nil` makes no view at all.
    public typealias Body = Never

    public static func _makeNodes(_ view: Wrapped?, into resolver: inout _ViewResolver) {
        if let view { resolver.resolve(view) }
    }

}

extension Optional: LazyElementsView where Wrapped: View {
    var lazyElements: _LazyElements {
        map { PlumbCore.lazyElements(of: $0) } ?? _LazyElements([])
    }
}

/// A view's lazy elements (opening an existential).
func lazyElements<V: View>(of view: V) -> _LazyElements {
    V._lazyElements(view)
}
