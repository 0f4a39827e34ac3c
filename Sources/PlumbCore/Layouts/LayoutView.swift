import Foundation

extension Layout {
    /// Lays out `content` with this layout: `MyLayout { Text("A"); Text("B") }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// A view laid out by a ``Layout``.
struct LayoutView<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content

    static func _makeNodes(_ view: LayoutView, into resolver: inout _ViewResolver) {
        let name =
            (view.layout as? AnyLayout)?.typeName ?? (view.layout as? NamedLayout)?.layoutName
            ?? String(describing: L.self)
        resolver.addContainer(makeLayoutBox(view.layout, name: name), content: view.content)
    }
}

/// A layout that names itself in the view tree (the source reader's layouts written in source
/// take their source type's name). Package API: not part of SwiftUI's.
package protocol NamedLayout {
    var layoutName: String { get }
}
