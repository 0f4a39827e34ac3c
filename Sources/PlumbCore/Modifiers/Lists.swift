import Foundation

// Row and section modifiers of lists: backgrounds and separators. None changes layout:
// each returns the view it modifies, laid out exactly as before. They are not drawn.

extension View {
    /// The view behind this list row. Not laid out or drawn.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }

    /// Whether this list row's separators show. Not drawn; no layout effect.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Whether this list section's separators show. Not drawn; no layout effect.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
}
