import Foundation

/// A list of views built at run time (by the source reader), resolved in order like the
/// content of a `@ViewBuilder`. Its lazy elements are its views' own, concatenated, so a
/// `ForEach` in it stays lazy inside a lazy stack. Not part of SwiftUI's API.
package struct _ViewList: PrimitiveView {
    package let views: [AnyView]

    package init(_ views: [AnyView]) { self.views = views }

    package static func _makeNodes(_ view: _ViewList, into resolver: inout _ViewResolver) {
        for v in view.views { resolver.resolve(v) }
    }

}

extension _ViewList: LazyElementsView {
    var lazyElements: _LazyElements {
        _LazyElements(views.flatMap { AnyView._lazyElements($0).segments })
    }
}
