/// Layout values whose keys are names, not types: the source reader's, for a `LayoutValueKey`
/// a source file declares (`private struct Rank: LayoutValueKey { ... }`), which the reader
/// cannot make a Swift type of. The values travel as the library's own do
/// (`layoutValue(key:value:)`, `subview[key]`): set on a view, carried by the modifiers around
/// it, read by the custom layout it is a subview of. Package API.
package enum NamedLayoutValues: LayoutValueKey {
    package static var defaultValue: [String: Any] { [:] }
}

extension View {
    /// Sets the layout value of the key `name` (a `layoutValue(key:value:)` of a key declared
    /// in source); the view's other named values stay.
    package func layoutValue(named name: String, _ value: Any) -> some View {
        attribute { tree, node in
            var values = tree.layoutValue(NamedLayoutValues.self, node: node)
            values[name] = value
            tree.setLayoutValue(NamedLayoutValues.self, values, of: node)
        }
    }
}

extension LayoutSubview {
    /// The value the subview set for the key `name`, or nil (the key's default applies).
    package func layoutValue(named name: String) -> Any? {
        self[NamedLayoutValues.self][name]
    }
}
