/// Dismisses the current presentation (a sheet, a pushed view): `@Environment(\.dismiss)`.
///
/// Call it as a function: `dismiss()`. Plumb lays out one state, so calling it does nothing.
public struct DismissAction: Sendable {
    let action: @Sendable () -> Void

    init(_ action: @escaping @Sendable () -> Void = {}) { self.action = action }

    /// Dismisses the presentation: `dismiss()`. Plumb never runs actions, so nothing is dismissed.
    public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction()
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Dismisses the current presentation.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is part of a presentation (a sheet, a pushed view): `false` at the root.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
