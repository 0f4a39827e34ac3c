extension View {
    /// Names this view: everything written before `.id` in the modifier chain. Layout results
    /// and traces find views by it.
    ///
    /// Inlinable, as SwiftUI's modifiers are (see `FixedFrameView`).
    @inlinable
    public func id<ID: Hashable>(_ id: ID) -> some View {
        NodeAttributeView(content: self, apply: identifying(id))
    }
}

/// What `.id(id)` does to each node of its content: names it.
@usableFromInline
func identifying<ID: Hashable>(_ id: ID) -> (LayoutTree, Int32) -> Void {
    let name = (id as? String) ?? String(describing: id)
    return { tree, node in tree.setID(name, of: node) }
}
