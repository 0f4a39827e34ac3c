import Foundation

/// Turns a value tree of views into the nodes of a ``LayoutTree``.
///
/// Each primitive view appends the nodes it resolves to to ``outputs``: a leaf one node, a
/// container one node holding the nodes its content produced, a modifier one wrapper around
/// each node of its content (so a modifier on a `Group` or `ForEach` applies to each
/// element, as in SwiftUI). Not part of SwiftUI's API.
///
/// Below a type-erased view (`AnyView`, which every source-read view is) resolution runs
/// unspecialized, through each view type's metadata. There a generic view's static
/// `_makeNodes` receives only its generic arguments from the witness, and asks the runtime's
/// metadata cache for its own type again to read its fields (measured with callgrind on W1:
/// about 330 instructions a view, for each of `ForEach`'s elements). The hot ones are
/// `@inline(__always)` into their witness, which holds the view's metadata.
public struct _ViewResolver {
    unowned(unsafe) let tree: LayoutTree
    /// The environment at the current point of the view tree.
    var environment: EnvironmentValues
    /// The axis of the nearest enclosing stack-like container (a `Spacer` extends along it).
    var stackAxis: Axis?
    /// The nodes produced so far at each open level.
    var outputs: [Int32] = []
    /// The enclosing NavigationStack's bar, which `navigationTitle` and friends describe.
    var navigation: NavigationContext?
    /// The content a custom `ViewModifier`'s `body(content:)` stands in for, innermost last.
    var modifierContents: [(inout _ViewResolver) -> Void] = []
    /// How deeply the view being resolved is nested (NestingLimit.swift).
    var nesting: Int

    /// A resolver for views placed below `nesting` levels of the tree (0: the root).
    init(tree: LayoutTree, environment: EnvironmentValues, nesting: Int = 0) {
        self.tree = tree
        self.environment = environment
        self.nesting = nesting
        // The nodes built now take this environment's direction (Engine/RightToLeft.swift).
        tree.resolvingRightToLeft = environment.layoutDirection == .rightToLeft
    }

    /// Resolves `view`, appending its nodes to `outputs`; past ``LayoutTree/maximumNesting``
    /// levels or ``LayoutTree/maximumNodes`` nodes, it is left out (ResolutionLimits.swift).
    @inline(__always)
    mutating func resolve<V: View>(_ view: V) {
        nesting &+= 1
        defer { nesting &-= 1 }
        tree.viewsResolved &+= 1
        if nesting > LayoutTree.maximumNesting || tree.isFull { return leaveOut() }
        if nesting > tree.deepestNesting { tree.deepestNesting = nesting }
        if nesting % StackSpace.checkInterval == 0 { return resolveWithStack(view) }
        V._makeNodes(view, into: &self)
    }

    /// Resolves `view` where the next levels of nesting fit (StackSpace.swift).
    @inline(never)
    mutating func resolveWithStack<V: View>(_ view: V) {
        withUnsafeMutablePointer(to: &self) { resolver in
            StackSpace.continuing { V._makeNodes(view, into: &resolver.pointee) }
        }
    }

    /// Resolves `view` and returns the nodes it produced (removing them from `outputs`).
    mutating func nodes<V: View>(of view: V) -> ArraySlice<Int32> {
        let mark = outputs.count
        resolve(view)
        // Copied out before the outputs are cut back: a slice of `outputs` would share its
        // buffer, and removing the range would then copy every output of the open levels
        // (measured with callgrind on W2: quadratic, 20,000 instructions a row of 10,000).
        let produced = Array(outputs[mark...])
        outputs.removeSubrange(mark...)
        return produced[...]
    }

    /// Adds a leaf node.
    mutating func addLeaf(_ computer: LayoutComputer) {
        outputs.append(tree.addLeaf(computer))
    }

    /// Adds a container node around the nodes `content` resolves to. The content is resolved
    /// with the container's stack orientation (`nil` for containers that are not stacks).
    mutating func addContainer<Content: View>(_ computer: LayoutComputer, content: Content) {
        let savedAxis = stackAxis
        stackAxis = computer.stackOrientationForChildren ?? nil
        let mark = outputs.count
        resolve(content)
        stackAxis = savedAxis
        // The children are read in place and the outputs cut back after (see `nodes(of:)`).
        let node = outputs.withUnsafeBufferPointer {
            tree.addNode(computer, childBuffer: UnsafeBufferPointer(rebasing: $0[mark...]))
        }
        if outputs.count == mark { tree.emptyContainers.insert(node) }
        outputs.removeSubrange(mark...)
        outputs.append(node)
    }

    /// Adds a node with explicit children that were resolved already.
    mutating func addNode(_ computer: LayoutComputer, children: ArraySlice<Int32>) -> Int32 {
        tree.addNode(computer, children: children)
    }

    /// Resolves `content` and wraps each node it produced in a node made by `make`.
    mutating func wrapEach<Content: View>(_ content: Content, _ make: () -> LayoutComputer) {
        let mark = outputs.count
        resolve(content)
        for i in mark..<outputs.count {
            outputs[i] = tree.addWrapper(make(), around: outputs[i])
        }
    }

    /// Resolves `content` and applies `body` to each node it produced (ids, traits, effects).
    mutating func modifyEach<Content: View>(_ content: Content, _ body: (LayoutTree, Int32) -> Void) {
        let mark = outputs.count
        resolve(content)
        for i in mark..<outputs.count { body(tree, outputs[i]) }
    }

    /// Resolves `content` in a modified environment.
    mutating func withEnvironment<Content: View>(_ content: Content, _ update: (inout EnvironmentValues) -> Void) {
        let saved = environment
        update(&environment)
        let mark = outputs.count
        if environment.layoutDirection != saved.layoutDirection {
            // The views inside are built in the new direction (Engine/RightToLeft.swift).
            let outer = tree.resolvingRightToLeft
            tree.resolvingRightToLeft = environment.layoutDirection == .rightToLeft
            resolve(content)
            tree.resolvingRightToLeft = outer
        } else {
            resolve(content)
        }
        // What renderers draw with, recorded on the nodes it changes for.
        if environment.colorScheme != saved.colorScheme {
            for node in outputs[mark...] { tree.addEffect(.colorScheme(environment.colorScheme), to: node) }
        }
        if environment.tint != saved.tint {
            for node in outputs[mark...] { tree.addEffect(.tint(environment.tint), to: node) }
        }
        if environment.redactionReasons != saved.redactionReasons {
            for node in outputs[mark...] { tree.addEffect(.redacted(environment.redactionReasons), to: node) }
        }
        environment = saved
    }

    /// Closes the root level: one node is the root; several are stacked in an implicit
    /// VStack, as a window stacks the views of a body that is a bare list; none is an
    /// empty view.
    mutating func finishRoot() -> Int32 {
        switch outputs.count {
        case 1:
            return outputs[0]
        case 0:
            return tree.addNode(EmptyComputer(), children: [][...])
        default:
            let children = outputs[...]
            outputs = []
            let stack = makeLayoutBox(VStackLayout(), name: "VStack")
            return tree.addNode(stack, children: children)
        }
    }
}

/// An empty view: no node at all inside containers; at the root, a node of size zero.
final class EmptyComputer: LayoutComputer {
    override var typeName: String { "EmptyView" }
    override func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize { .zero }
    override func spacing(node: Int32, tree: LayoutTree) -> ViewSpacing { .zero }
}
