/// Refreshes the content of a view with `.refreshable`: `@Environment(\.refresh)`, `nil`
/// outside one. Call it with `await refresh?()`.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh: `await refresh()`. Plumb never runs actions.
    public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// The action of the nearest `.refreshable`, or `nil`.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}
