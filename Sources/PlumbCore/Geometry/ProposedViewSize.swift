import Foundation

/// A proposal for the size of a view, made by its parent (SPEC §1.2).
///
/// Each dimension is either `nil` ("answer your ideal size"), `0` ("answer your
/// minimum"), `.infinity` ("answer your maximum") or a finite length.
///
/// ```swift
/// let ideal = subview.sizeThatFits(.unspecified)
/// let minimum = subview.sizeThatFits(.zero)
/// ```
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for "your ideal width".
    public var width: CGFloat?
    /// The proposed height, or `nil` for "your ideal height".
    public var height: CGFloat?

    /// A proposal that asks for the minimum size: 0×0.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal that asks for the maximum size: ∞×∞.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// A proposal that asks for the ideal size: nil×nil.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// A proposal of `width` by `height`; `nil` asks for the ideal length on that axis.
    @inlinable
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    @inlinable
    public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }

    /// The proposal as a size, with each `nil` dimension replaced by the matching
    /// dimension of `size` (10×10 by default, SwiftUI's ideal size for shapes).
    @inlinable
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    /// The proposal along `axis`.
    @inlinable
    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal built from a length on `axis` and a length across it.
    @inlinable
    init(_ axis: Axis, main: CGFloat?, cross: CGFloat?) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

extension ProposedViewSize: CustomStringConvertible {
    /// `200×nil`, `∞×100`: the notation of Plumb's traces.
    public var description: String {
        "\(ProposedViewSize.format(width))×\(ProposedViewSize.format(height))"
    }

    static func format(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        return formatLength(value)
    }
}

/// A length as traces print it: `∞`, `-∞`, integers without a fraction, others to 2 decimals.
package func formatLength(_ value: CGFloat) -> String {
    if value == .infinity { return "∞" }
    if value == -.infinity { return "-∞" }
    if value.isNaN { return "nan" }
    // Past 2^53 every double is an integer, and past Int's range one cannot become an Int.
    if abs(value) >= 1e15 { return String(format: "%.6g", Double(value)) }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
