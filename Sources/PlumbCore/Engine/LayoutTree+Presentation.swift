import Foundation

extension LayoutTree {
    /// The scheme of the first `preferredColorScheme(_:)` in tree order, if any: what the
    /// presentation holding the tree draws in.
    public var preferredColorScheme: ColorScheme? {
        var stack = [root]
        while let node = stack.popLast() {
            for case .preferredColorScheme(let s) in effects(of: node) { return s }
            stack += children(of: node).reversed()
        }
        return nil
    }

    /// `view` resolved as a presentation shows it: where a `preferredColorScheme(_:)` inside
    /// asks for another scheme than `environment`'s, resolved again in that scheme, so views
    /// that read `@Environment(\.colorScheme)` read it too (Apple: the preference "flows up
    /// to the nearest enclosing presentation", which then renders in that scheme: a preview
    /// ending in `.preferredColorScheme(.dark)` is dark throughout). A plain ``init(_:environment:)``
    /// keeps `environment`'s scheme for what views read and leaves the preference to renderers.
    public static func presenting<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues())
        -> LayoutTree
    {
        let tree = LayoutTree(view, environment: environment)
        guard let preferred = tree.preferredColorScheme, preferred != environment.colorScheme else { return tree }
        var presented = environment
        presented.colorScheme = preferred
        return LayoutTree(view, environment: presented)
    }
}
