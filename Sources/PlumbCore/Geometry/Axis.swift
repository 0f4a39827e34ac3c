/// The horizontal or vertical dimension of a two-dimensional layout.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// Left to right (x).
    case horizontal
    /// Top to bottom (y).
    case vertical

    /// The other axis.
    @inlinable
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)

        /// The set holding only `axis`.
        @inlinable
        public init(_ axis: Axis) { self.init(rawValue: axis == .horizontal ? 1 : 2) }
    }
}

extension Axis: CustomStringConvertible {
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

extension Axis: SourceNamed {
    package static let sourceNames: [(name: String, value: Axis)] = [
        ("horizontal", .horizontal), ("vertical", .vertical),
    ]
}
