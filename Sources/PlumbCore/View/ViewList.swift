import Foundation

/// A list of views built at run time (by the source reader), resolved in order like the
/// content of a `@ViewBuilder`. Its lazy elements are its views' own, concatenated, so a
/// `ForEach` in it stays lazy inside a lazy stack. Not part of SwiftUI's API.
public struct _ViewList: PrimitiveView {
    public let views: [AnyView]

    public init(_ views: [AnyView]) { self.views = views }

    public static func _makeNodes(_ view: _ViewList, into resolver: inout _ViewResolver) {
        for v in view.views { resolver.resolve(v) }
    }

    public static func _lazyElements(_ view: _ViewList) -> _LazyElements {
        _LazyElements(view.views.flatMap { AnyView._lazyElements($0).segments })
    }
}
