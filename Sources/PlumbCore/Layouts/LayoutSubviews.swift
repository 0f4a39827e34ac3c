import Foundation

/// The subviews of a layout container: a collection of ``LayoutSubview`` proxies.
///
/// Slicing keeps the original indices, as SwiftUI's does: `subviews[1...]` is a
/// `LayoutSubviews` whose `startIndex` is 1.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Index = Int
    public typealias Element = LayoutSubview
    public typealias SubSequence = LayoutSubviews

    unowned(unsafe) let tree: LayoutTree
    /// The container node.
    let parent: Int32
    /// Where the container's children start in the tree's child list.
    let listBase: Int32
    public let startIndex: Int
    public let endIndex: Int

    init(tree: LayoutTree, parent: Int32, listBase: Int32, startIndex: Int, endIndex: Int) {
        self.tree = tree
        self.parent = parent
        self.listBase = listBase
        self.startIndex = startIndex
        self.endIndex = endIndex
    }

    /// Plumb lays out left to right.
    public var layoutDirection: LayoutDirection { .leftToRight }

    @inline(__always)
    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= startIndex && index < endIndex, "LayoutSubviews index out of range")
        return LayoutSubview(tree: tree, node: tree.childList[listBase + Int32(index)], index: Int32(index), parent: parent)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews range out of range")
        return LayoutSubviews(
            tree: tree, parent: parent, listBase: listBase, startIndex: bounds.lowerBound, endIndex: bounds.upperBound)
    }

    @inline(__always) public func index(after i: Int) -> Int { i + 1 }
    @inline(__always) public func index(before i: Int) -> Int { i - 1 }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.tree === b.tree && a.parent == b.parent && a.startIndex == b.startIndex && a.endIndex == b.endIndex
    }
}

/// The direction of text and layout. Plumb implements left to right.
public enum LayoutDirection: Hashable, Sendable {
    case leftToRight
    case rightToLeft
}

/// A proxy for one subview of a layout container: ask it for its size, read its traits,
/// and place it.
///
/// Proxies are valid only during the layout call that received them.
public struct LayoutSubview: Equatable {
    unowned(unsafe) let tree: LayoutTree
    /// The subview's node.
    let node: Int32
    /// Its position among its container's subviews.
    let index: Int32
    /// Its container's node.
    let parent: Int32

    /// The subview's size for `proposal` (memoised per proposal).
    @inline(__always)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        tree.size(node, proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    @inline(__always)
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: tree.size(node, proposal), tree: tree, node: node, proposal: proposal)
    }

    /// The subview's length along `axis` for `proposal`: what stacks probe to learn how far a
    /// child can shrink and grow (SwiftUI's internal `lengthThatFits`). Equal to
    /// `sizeThatFits(proposal)[axis]` for every view except `Text`, whose minimum width at a
    /// proposed width of 0 is 0 (SPEC §2). Not part of SwiftUI's public API.
    @inline(__always)
    public func _lengthThatFits(_ proposal: ProposedViewSize, in axis: Axis) -> CGFloat {
        tree.length(node, proposal, axis)
    }

    /// The subview's layout priority (`layoutPriority(_:)`; −∞ for a `Spacer`, 0 by default).
    public var priority: Double { tree.priority[node] }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { tree.spacing(of: node) }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        tree.layoutValue(key, node: node)
    }

    /// Places the subview: `anchor` of its frame (top-leading by default) goes to `position`,
    /// and the subview is sized for `proposal`. The last call wins; a subview never placed
    /// is centred in its container with the container's proposal.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        tree.recordPlacement(of: self, at: position, anchor: anchor, proposal: proposal)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.tree === b.tree && a.node == b.node
    }
}

/// A key for a value that a view sets with `layoutValue(key:value:)` and a custom layout
/// reads from its subviews.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
