import Foundation

// The row and section modifiers of lists. Row modifiers set traits on the row's view, which
// the enclosing List reads when it makes the row (`ListRowLayout`), so they survive the
// modifiers written after them, as `layoutPriority` does; list-wide ones set the environment.
// Outside a list they change nothing.

/// A row's insets (`listRowInsets`): `nil` keeps the list style's.
enum ListRowInsetsKey: LayoutValueKey {
    static let defaultValue: EdgeInsets? = nil
}

/// The view behind a row (`listRowBackground`).
enum ListRowBackgroundKey: LayoutValueKey {
    static var defaultValue: AnyView? { nil }
}

/// Whether a row's bottom separator shows (`listRowSeparator`).
enum ListRowSeparatorKey: LayoutValueKey {
    static let defaultValue = Visibility.automatic
}

/// Whether a section's top and bottom separators show (`listSectionSeparator`): the lines
/// along a `.grouped` band's edges (other styles draw none).
enum ListSectionSeparatorKey: LayoutValueKey {
    static let defaultValue = Visibility.automatic
}

/// The spacing between list sections (`listSectionSpacing`).
public struct ListSectionSpacing: Hashable, Sendable {
    let length: CGFloat?
    /// The list style's spacing.
    public static let `default` = ListSectionSpacing(length: nil)
    /// A smaller spacing: 20 (open: Apple gives no number).
    public static let compact = ListSectionSpacing(length: 20)
    /// A custom spacing.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(length: spacing) }
}

extension EnvironmentValues {
    /// The spacing between list sections; `nil` for the list style's.
    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// Whether lists inside draw their background (`scrollContentBackground`).
    var listBackgroundVisibility: Visibility {
        get { self[ListBackgroundVisibilityKey.self] }
        set { self[ListBackgroundVisibilityKey.self] = newValue }
    }
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct ListBackgroundVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension View {
    /// The insets of this list row's content inside its row, replacing the list style's
    /// (`nil` keeps them).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        layoutValue(key: ListRowInsetsKey.self, value: insets)
    }

    /// The view behind this list row, replacing the row's background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        layoutValue(key: ListRowBackgroundKey.self, value: view.map { AnyView($0) })
    }

    /// Whether this list row's separators show. Hiding the bottom edge (or all) removes the
    /// separator below the row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListRowSeparatorKey.self, value: edges.contains(.bottom) ? visibility : .automatic)
    }

    /// The tint of this list row's separators. Accepted; separators keep the system colour.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Whether this list section's top and bottom separators show (the lines along a
    /// `.grouped` section's band; other styles draw none).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListSectionSeparatorKey.self, value: visibility)
    }

    /// The spacing between the sections of lists inside (or after this section).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        _EnvironmentWriter(content: self) { $0.listSectionSpacing = spacing.length }
    }

    /// The spacing between the sections of lists inside (or after this section), in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        _EnvironmentWriter(content: self) { $0.listSectionSpacing = spacing }
    }

    /// Whether lists and forms inside draw their background: `.hidden` shows what is behind.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        _EnvironmentWriter(content: self) { $0.listBackgroundVisibility = visibility }
    }
}

// Editing and interaction in lists: they change what a tap, swipe or drag does, not the
// layout of the one state Plumb lays out. Each returns the view it modifies.
extension View {
    /// What deleting rows of this ForEach does (swipe to delete, EditButton). No layout effect.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { self }

    /// What moving rows of this ForEach does (EditButton). No layout effect.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View { self }

    /// The buttons a swipe on this row reveals. Not shown: Plumb lays out rows unswiped.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { self }

    /// The tint of this list item's icon (sidebars). No layout effect; not drawn.
    public func listItemTint(_ tint: Color?) -> some View { self }

    /// Whether this row can be deleted. No layout effect.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Whether this row can be moved. No layout effect.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    /// Whether this row can be selected. No layout effect.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
}
