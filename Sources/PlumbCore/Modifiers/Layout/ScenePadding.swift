import Foundation

/// The kind of padding that spaces a view from its scene (`scenePadding(_:edges:)`, iOS 16).
public struct ScenePadding: Hashable, Sendable {
    let kind: Int
    /// The least padding a view needs from the scene's edges.
    public static let minimum = ScenePadding(kind: 0)
    /// The padding of a navigation bar's content (watchOS; on iOS the minimum).
    public static let navigationBar = ScenePadding(kind: 1)
}

extension View {
    /// Padding on `edges` of the amount the scene calls for. Apple documents the amount only
    /// for macOS and watchOS (which pads no top or bottom edge); on iOS no value is published
    /// or measured here, so Plumb pads by the platform default, 16, as `padding(edges)` does
    /// (open: to be measured).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }

    /// Padding of `padding`'s kind on `edges`: on iOS, as ``scenePadding(_:)`` pads.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges) }
}
