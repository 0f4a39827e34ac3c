/// The identity of one node of a resolved ``LayoutTree``: a view, a modifier or a container.
///
/// Nodes are numbered in the order they were resolved; a node keeps its number for the life
/// of the tree, so a `NodeID` read from one layout can be used after a relayout.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The node's number: nodes are numbered in resolution order, the root first.
    public let rawValue: Int32

    /// The node numbered `rawValue`.
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    @inlinable
    init(_ index: Int32) { self.rawValue = index }

    public static func < (a: NodeID, b: NodeID) -> Bool { a.rawValue < b.rawValue }

    public var description: String { "#\(rawValue)" }
}
