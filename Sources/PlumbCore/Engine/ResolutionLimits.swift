import Foundation

/// The deepest and the largest view tree Plumb lays out, and how views past them are left out.
///
/// Resolving, measuring, placing and every walk over the laid-out tree (``LayoutTree/result()``,
/// descriptions, display lists, hit testing, explanations) recurse once per level of nesting,
/// as SwiftUI's own view graph does. A level costs stack: measured in a debug build on an
/// 8 MB thread, a `VStack { ... }` level about 9 KB (AnyView + VStack: 750 levels fit, 1,000
/// do not), a `ZStack { ... }.background(...)` level about 11 KB, a `.frame` or
/// `.fixedSize()` level about 5 KB; an optimised build needs several times less. Deep work
/// moves to a thread with stack enough for it (StackSpace.swift), and the depth is bounded:
/// ``LayoutTree/maximumNesting`` levels of views in every build, far beyond any real screen
/// (a deep settings screen is under 100; the engine benchmark's 1,000 nested stacks are
/// 4,000 levels of views), so that a 100,000-deep tree costs neither a gigabyte of stack
/// nor minutes. A view nested deeper is replaced by an empty view, with one warning, "views
/// are nested too deeply (more than N levels): the views inside are left out"; the rest of
/// the tree lays out normally and nothing crashes.
///
/// A tree also has at most ``LayoutTree/maximumNodes`` nodes (a node is about 150 bytes
/// and its computer object; a million of them about 300 MB), and one resolution, from
/// building the tree or changing it to the next change, resolves at most
/// ``LayoutTree/maximumViews`` view values, counting every one (a view's `body`, `AnyView`,
/// an `EmptyView` that makes no node) and each live node as one. Views past either limit
/// are left out with one warning, and the loops that make them (a `ForEach`, a lazy stack
/// creating rows) stop there rather than walk the rest: so `ForEach(0..<10_000_000) { _ in
/// Color.red }` in an eager stack, and a view that contains itself through a lazy stack
/// (whose rows are created while it is measured, so each level makes the next), end in
/// bounded time and memory. Lazy stacks in a scroll view create only the rows they show.
extension LayoutTree {
    /// The most nodes one tree resolves (every view and modifier is one or more).
    public static let maximumNodes = 1_000_000

    /// The most view values one resolution resolves (a tree of a million nodes resolves
    /// about two to four view values per node).
    public static let maximumViews = 4_000_000

    /// Whether the tree has reached ``maximumNodes`` nodes or ``maximumViews`` views.
    var isFull: Bool {
        computers.count >= LayoutTree.maximumNodes || viewsResolved > LayoutTree.maximumViews
    }

    static let sizeWarning =
        "too many views (more than \(LayoutTree.maximumNodes) nodes or \(LayoutTree.maximumViews) view values): the views past them are left out"

    /// The most levels of nested views resolved (each view value counts: a container, a
    /// modifier, a view's `body`, `AnyView`, `Group`).
    public static let maximumNesting = 8_000

    static let nestingWarning =
        "views are nested too deeply (more than \(LayoutTree.maximumNesting) levels): the views inside are left out"

    /// How many ancestors `node` has: where a resolver building below it starts counting.
    func nesting(of node: Int32) -> Int {
        var depth = 0
        var n = node
        while n >= 0 && depth <= LayoutTree.maximumNesting {
            depth += 1
            n = parents[n]
        }
        return depth
    }
}

extension _ViewResolver {
    /// Stands in for a view nested past ``LayoutTree/maximumNesting``: an empty view, warned
    /// of once; past ``LayoutTree/maximumNodes``, nothing.
    @inline(never)
    mutating func leaveOut() {
        if tree.isFull {
            tree.warn(LayoutTree.sizeWarning, once: true)
            return
        }
        tree.warn(LayoutTree.nestingWarning, once: true)
        addLeaf(EmptyComputer())
    }
}
