import Foundation

/// A view's content as a sequence of elements a lazy container can resolve one at a time:
/// a `ForEach` of a million rows is one segment of a million elements, resolved only when
/// one is needed. Not part of SwiftUI's API.
public struct _LazyElements {
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

extension View {
    /// The view's content as lazy elements: a view's body's, by default.
    public static func _lazyElements(_ view: Self) -> _LazyElements {
        Body._lazyElements(view.body)
    }
}

extension View where Body == Never {
    /// A primitive view is one element.
    public static func _lazyElements(_ view: Self) -> _LazyElements { .single(view) }
}

extension ForEach {
    public static func _lazyElements(_ view: ForEach) -> _LazyElements {
        let data = view.data
        let content = view.content
        return _LazyElements([.many(count: data.count) { i, resolver in
            resolver.resolve(content(data[data.index(data.startIndex, offsetBy: i)]))
        }])
    }
}

extension Group {
    public static func _lazyElements(_ view: Group) -> _LazyElements { Content._lazyElements(view.content) }
}

extension AnyView {
    public static func _lazyElements(_ view: AnyView) -> _LazyElements {
        func open<V: View>(_ v: V) -> _LazyElements { V._lazyElements(v) }
        let elements = open(view.view)
        return view.sourceMark.map { elements.marked($0) } ?? elements
    }
}

extension EmptyView {
    public static func _lazyElements(_ view: EmptyView) -> _LazyElements { _LazyElements([]) }
}
