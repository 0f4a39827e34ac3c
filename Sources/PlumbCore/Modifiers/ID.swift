extension View {
    /// Names this view: everything written before `.id` in the modifier chain. Layout results
    /// and traces find views by it.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let name = (id as? String) ?? String(describing: id)
        return attribute { tree, node in tree.setID(name, of: node) }
    }
}
