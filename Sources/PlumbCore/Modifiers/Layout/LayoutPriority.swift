extension View {
    /// The priority a stack (or ZStack) serves this view with: higher first; negative values
    /// are legal (SPEC §4.3–4.4, §5). Only stacks and ZStack read it; modifiers around the
    /// view carry it.
    ///
    /// A NaN priority hangs SwiftUI; Plumb reports it and uses 0.
    public func layoutPriority(_ value: Double) -> some View {
        attribute { tree, node in
            if value.isNaN {
                tree.warn("layoutPriority(.nan) is invalid (it hangs SwiftUI); using 0", node: node)
                tree.priority[node] = 0
            } else {
                tree.priority[node] = value
            }
        }
    }

    /// Sets a value that a custom ``Layout`` reads from this subview with `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        attribute { tree, node in tree.setLayoutValue(key, value, of: node) }
    }
}
