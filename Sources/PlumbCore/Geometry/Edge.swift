/// An edge of a rectangle, named as SwiftUI names them (left-to-right layouts).
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge (the left, left to right).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge (the right, left to right).
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1 << 0)
        /// The leading edge.
        public static let leading = Set(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 1 << 2)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 1 << 3)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        /// The set holding only `edge`.
        @inlinable
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    }
}

extension Edge.Set: SourceNamed {
    package static let sourceNames: [(name: String, value: Edge.Set)] = [
        ("all", .all), ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
        ("horizontal", .horizontal), ("vertical", .vertical),
    ]
}
