/// Whether a scene is in the foreground: `@Environment(\.scenePhase)`. Plumb lays out a
/// visible app, so it is `.active`.
public enum ScenePhase: Hashable, Sendable, Comparable {
    /// Not visible.
    case background
    /// Visible, but not taking events.
    case inactive
    /// In the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The scene's phase: `.active`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Whether the user is searching in the enclosing `.searchable` field: `false` (Plumb
    /// lays out the state before a search).
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}
