import Foundation

/// A view's content as a sequence of elements a lazy container can resolve one at a time:
/// a `ForEach` of a million rows is one segment of a million elements, resolved only when
/// one is needed.
struct _LazyElements {
    enum Segment {
        /// A view resolved as it is (whatever nodes it makes are one element).
        case single((inout _ViewResolver) -> Void)
        /// `count` elements; `element(i)` resolves the i-th.
        case many(count: Int, element: (Int, inout _ViewResolver) -> Void)

        var count: Int {
            switch self {
            case .single: return 1
            case .many(let count, _): return count
            }
        }
    }

    var segments: [Segment]

    init(_ segments: [Segment]) { self.segments = segments }

    /// The number of elements.
    var count: Int { segments.reduce(0) { $0 + $1.count } }

    /// Resolves element `index`.
    func resolve(_ index: Int, into resolver: inout _ViewResolver) {
        var i = index
        for segment in segments {
            if i < segment.count {
                switch segment {
                case .single(let resolve): resolve(&resolver)
                case .many(_, let element): element(i, &resolver)
                }
                return
            }
            i -= segment.count
        }
    }

    static func single<V: View>(_ view: V) -> _LazyElements {
        _LazyElements([.single { $0.resolve(view) }])
    }
}

/// A view whose lazy elements are its own, not one element (as for a primitive view) nor
/// its body's: `ForEach`, `Group`, the builder's tuples and branches.
protocol LazyElementsView: View {
    /// The view's content as lazy elements.
    var lazyElements: _LazyElements { get }
}

extension View {
    /// The view's content as lazy elements: its own for a ``LazyElementsView``, one element
    /// for a primitive view, else its body's. A lazy container asks once, one cast a level
    /// of its content (not a requirement of the public `View`: users' views need none).
    static func _lazyElements(_ view: Self) -> _LazyElements {
        if let own = view as? any LazyElementsView { return own.lazyElements }
        if Body.self == Never.self { return .single(view) }
        return Body._lazyElements(view.body)
    }
}

extension ForEach: LazyElementsView {
    var lazyElements: _LazyElements {
        let data = self.data
        let content = self.content
        return _LazyElements([
            .many(count: data.count) { i, resolver in
                resolver.resolve(content(data[data.index(data.startIndex, offsetBy: i)]))
            }
        ])
    }
}

extension Group: LazyElementsView {
    var lazyElements: _LazyElements { Content._lazyElements(content) }
}

extension AnyView: LazyElementsView {
    var lazyElements: _LazyElements {
        func open<V: View>(_ v: V) -> _LazyElements { V._lazyElements(v) }
        let elements = open(view)
        return sourceMark.map { elements.marked($0) } ?? elements
    }
}

extension EmptyView: LazyElementsView {
    var lazyElements: _LazyElements { _LazyElements([]) }
}
