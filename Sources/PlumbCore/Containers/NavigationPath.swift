import Foundation

/// A type-erased list of the values a navigation stack has pushed, as SwiftUI's
/// `NavigationPath`: `NavigationStack(path: $path)` reads it, and an action appends a value to
/// push its destination or removes values to pop.
///
/// Plumb lays out a stack's root (``NavigationStack``): a path holds its values, counts them
/// and compares them, and pushes nothing.
public struct NavigationPath: Equatable, @unchecked Sendable {
    // `AnyHashable` is not `Sendable`; a path holds values a view gives it, which SwiftUI's own
    // path (`NavigationPath`, not `Sendable`) holds the same way. Plumb never mutates one from
    // two threads.
    private var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values pushed.
    public var count: Int { elements.count }

    /// Whether no value is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}
