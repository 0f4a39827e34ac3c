import Foundation

/// A view's preferred distances to its neighbours, per edge and per kind of neighbour (SPEC §4.1).
///
/// The model is SwiftUI's, as reverse engineered by OpenSwiftUI
/// (`OpenSwiftUICore/Layout/Geometry/Spacing.swift`): a set of *minima*, each keyed by an
/// edge and an optional category ("the neighbour is text", "text baselines"...).
/// The distance between two adjacent views looks only at their facing edges:
///
/// 1. for every category present on both facing edges, the two values combine
///    (two distances add; text metrics give the text-to-text rule), and the largest wins;
/// 2. if no category matched, the larger of the two uncategorised values wins;
/// 3. if neither edge has an uncategorised value, the platform default applies (8 on iOS).
///
/// So plain views (Color, shapes, images) carry only zero-valued "edge next to text"
/// entries and end up 8 apart; a `Spacer` carries an uncategorised 0 on its stack-axis
/// edges, so nothing is added beside it; a `Text` carries font-derived entries on its
/// top and bottom edges only.
public struct ViewSpacing: Sendable, Equatable {
    var minima: [SpacingMinimum]

    init(minima: [SpacingMinimum]) { self.minima = minima }

    /// Spacing preferences with no values: the identity of ``formUnion(_:edges:)``,
    /// and "no preference" (the default distance) against a view that has none either.
    public init() { self.minima = [] }

    /// Zero on all edges against any neighbour. Typically only used for an empty view.
    public static let zero = ViewSpacing(uncategorised: 0, edges: .all)

    /// The platform's default distance between two views without a shared preference (iOS: 8).
    public static let defaultDistance: CGFloat = 8

    /// What an ordinary leaf (Color, shape, bitmap image) prefers: zero next to text on every
    /// edge, which lets Text's font-derived preferences decide those gaps, and nothing else.
    static let plainView = ViewSpacing(minima: [
        SpacingMinimum(category: .edgeBelowText, edge: .top, value: .distance(0)),
        SpacingMinimum(category: .edgeAboveText, edge: .bottom, value: .distance(0)),
        SpacingMinimum(category: .edgeRightText, edge: .left, value: .distance(0)),
        SpacingMinimum(category: .edgeLeftText, edge: .right, value: .distance(0)),
    ])

    /// An uncategorised `value` on `edges`.
    init(uncategorised value: CGFloat, edges: AbsoluteEdges) {
        minima = AbsoluteEdge.allCases.filter { edges.contains($0) }.map {
            SpacingMinimum(category: nil, edge: $0, value: .distance(value))
        }
    }

    /// Merges `other`'s preferences on `edges` into this one, keeping the larger value where
    /// both have one for the same edge and category. Edges not listed are unchanged.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        incorporate(AbsoluteEdges(edges), of: other)
    }

    /// A copy of this instance with `other`'s preferences on `edges` merged in.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The smallest distance between this view and `next`, which follows it along `axis`,
    /// that satisfies both views' preferences on the edges where they meet.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let trailing: AbsoluteEdge = axis == .horizontal ? .right : .bottom
        let leading: AbsoluteEdge = axis == .horizontal ? .left : .top
        var matched = false
        var best = -CGFloat.infinity
        for mine in minima where mine.edge == trailing && mine.category != nil {
            for theirs in next.minima where theirs.edge == leading && theirs.category == mine.category {
                if let d = mine.value.distance(to: theirs.value) {
                    matched = true
                    best = max(best, d)
                }
            }
        }
        if matched { return best }
        let mine = minima.first { $0.edge == trailing && $0.category == nil }?.value.length
        let theirs = next.minima.first { $0.edge == leading && $0.category == nil }?.value.length
        if mine == nil && theirs == nil { return ViewSpacing.defaultDistance }
        return max(mine ?? -.infinity, theirs ?? -.infinity)
    }

    // MARK: Edge operations used by the built-in layouts

    mutating func incorporate(_ edges: AbsoluteEdges, of other: ViewSpacing) {
        guard !edges.isEmpty else { return }
        for theirs in other.minima where edges.contains(theirs.edge) {
            if let i = minima.firstIndex(where: { $0.edge == theirs.edge && $0.category == theirs.category }) {
                if minima[i].value < theirs.value { minima[i].value = theirs.value }
            } else {
                minima.append(theirs)
            }
        }
    }

    /// Removes every preference on `edges` and puts back a plain view's "zero next to text".
    /// What padding does to the edges it pads and a frame to the axes it sets.
    mutating func reset(_ edges: AbsoluteEdges) {
        guard !edges.isEmpty else { return }
        minima.removeAll { edges.contains($0.edge) }
        for plain in ViewSpacing.plainView.minima where edges.contains(plain.edge) {
            minima.append(plain)
        }
    }
}

/// One spacing preference: at least `value` on `edge` when the neighbour is of `category`
/// (`nil`: any neighbour, used only when no category matches).
struct SpacingMinimum: Sendable, Equatable {
    var category: SpacingCategory?
    var edge: AbsoluteEdge
    var value: SpacingValue
}

/// The kinds of neighbour a spacing preference can be specific to (SwiftUI's `Spacing.Category`).
enum SpacingCategory: Int8, Sendable {
    case textToText
    case edgeAboveText
    case edgeBelowText
    case textBaseline
    case edgeLeftText
    case edgeRightText
    case leftTextBaseline
    case rightTextBaseline
}

/// A rectangle's edges in absolute terms. Plumb lays out left to right, so leading is left.
enum AbsoluteEdge: Int8, CaseIterable, Sendable {
    case top, left, bottom, right
}

struct AbsoluteEdges: OptionSet, Sendable {
    let rawValue: Int8
    static let top = AbsoluteEdges(rawValue: 1)
    static let left = AbsoluteEdges(rawValue: 2)
    static let bottom = AbsoluteEdges(rawValue: 4)
    static let right = AbsoluteEdges(rawValue: 8)
    static let all: AbsoluteEdges = [.top, .left, .bottom, .right]
    static let horizontal: AbsoluteEdges = [.left, .right]
    static let vertical: AbsoluteEdges = [.top, .bottom]

    init(rawValue: Int8) { self.rawValue = rawValue }

    /// Left-to-right: leading is left, trailing is right.
    init(_ edges: Edge.Set) {
        var set: AbsoluteEdges = []
        if edges.contains(.top) { set.insert(.top) }
        if edges.contains(.leading) { set.insert(.left) }
        if edges.contains(.bottom) { set.insert(.bottom) }
        if edges.contains(.trailing) { set.insert(.right) }
        self = set
    }

    init(axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }

    func contains(_ edge: AbsoluteEdge) -> Bool { rawValue & (1 << edge.rawValue) != 0 }
}

/// A spacing preference's value: a distance, or the metrics of a text's first or last line
/// (SwiftUI's `Spacing.Value`). Ordered: distances < top metrics < bottom metrics.
enum SpacingValue: Sendable, Equatable, Comparable {
    case distance(CGFloat)
    /// The metrics of a text's last line, on its bottom edge: "I am the upper text".
    case topTextMetrics(TextSpacingMetrics)
    /// The metrics of a text's first line, on its top edge: "I am the lower text".
    case bottomTextMetrics(TextSpacingMetrics)

    var length: CGFloat? {
        if case .distance(let d) = self { return d }
        return nil
    }

    /// The distance two facing preferences of the same category ask for.
    func distance(to other: SpacingValue) -> CGFloat? {
        switch (self, other) {
        case (.distance(let a), .distance(let b)): return a + b
        case (.distance(let a), _): return a
        case (_, .distance(let b)): return b
        case (.topTextMetrics(let top), .bottomTextMetrics(let bottom)),
            (.bottomTextMetrics(let bottom), .topTextMetrics(let top)):
            return TextSpacingMetrics.spacing(top: top, bottom: bottom)
        default: return nil
        }
    }

    private var rank: Int {
        switch self {
        case .distance: return 0
        case .topTextMetrics: return 1
        case .bottomTextMetrics: return 2
        }
    }

    static func < (a: SpacingValue, b: SpacingValue) -> Bool {
        switch (a, b) {
        case (.distance(let x), .distance(let y)): return x < y
        case (.topTextMetrics(let x), .topTextMetrics(let y)),
            (.bottomTextMetrics(let x), .bottomTextMetrics(let y)):
            return x.lineSpacing < y.lineSpacing
        default: return a.rank < b.rank
        }
    }
}

/// The line metrics of text that decide the distance between two texts (SwiftUI's `TextMetrics`).
struct TextSpacingMetrics: Sendable, Equatable {
    var ascent: CGFloat
    var descent: CGFloat
    var leading: CGFloat
    var pixelLength: CGFloat

    var lineSpacing: CGFloat { ascent + descent + leading }

    /// Text above text: the lower text's leading, rounded up to the pixel grid
    /// (OpenSwiftUI `TextMetrics.spacing(top:bottom:)`; both of its branches reduce to this).
    static func spacing(top: TextSpacingMetrics, bottom: TextSpacingMetrics) -> CGFloat {
        roundUp(bottom.leading, toMultipleOf: top.pixelLength)
    }
}

/// `value` rounded up to a multiple of `step` (a tiny epsilon absorbs floating-point noise).
func roundUp(_ value: CGFloat, toMultipleOf step: CGFloat) -> CGFloat {
    guard step > 0, value.isFinite else { return value }
    return ((value / step) - 1e-9).rounded(.up) * step
}
