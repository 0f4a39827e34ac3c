import Foundation

// Modifiers that run code as a view appears, changes or disappears. None changes layout:
// each returns the view it modifies, laid out exactly as before. Plumb lays out one state
// of a view, so no action runs (a `task` never starts; `onAppear` never sets state).

/// What submits a view's content (`onSubmit(of:_:)`).
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A text field's return key.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's search key.
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Calls `action` when the view appears. Accepted; never called.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Calls `action` when the view disappears. Accepted; never called.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Calls `action` with the old and new value when `value` changes. Accepted; never called.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { self }

    /// Calls `action` when `value` changes. Accepted; never called.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View { self }

    /// Calls `action` with the new value when `value` changes (iOS 14's form). Accepted; never called.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        self
    }

    /// Starts `action` when the view appears. Accepted; never started.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }

    /// Starts `action` when the view appears and again when `value` changes. Accepted; never started.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }

    /// Makes the view refreshable by pulling it down. Accepted; never refreshed.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Calls `action` when the view's text field is submitted. Accepted; never called.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// Calls `action` when the app is asked to open a URL. Accepted; never called.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Calls `action` when a value computed from the view's geometry changes.
    ///
    /// As `onPreferenceChange`: `action` is called after a layout with the value `transform`
    /// computes from the view's placed frame (a `GeometryProxy` of its size, safe-area insets
    /// and frames), once, and again only after a later layout that changes it. What it does
    /// cannot change that layout.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        attribute { tree, node in
            tree.preferenceObservers[node, default: []].append(
                PreferenceObserver(geometry: transform) { _, new in action(new) })
        }
    }

    /// Calls `action` with the old and new value when a value computed from the view's
    /// geometry changes (the first call gives the first value as both).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        attribute { tree, node in
            tree.preferenceObservers[node, default: []].append(PreferenceObserver(geometry: transform, action))
        }
    }
}

extension View where Self: Equatable {
    /// This view, compared with its previous value before its body is rebuilt (SwiftUI's
    /// `EquatableView`). Plumb builds one state: no layout effect.
    public func equatable() -> some View { self }
}
