/// Whether the user can edit a list's content: `@Environment(\.editMode)`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for the moment (a swipe on a row).
    case transient
    /// Editing: rows show their delete and move controls.
    case active

    /// Whether editing is on (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// A binding to the edit mode, or `nil` where nothing provides one (SwiftUI's default
    /// outside a `NavigationStack` or a list with an `EditButton`).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
