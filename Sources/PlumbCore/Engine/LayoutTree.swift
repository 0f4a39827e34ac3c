import Foundation

/// A view resolved into the engine's form, laid out in a canvas.
///
/// Resolving turns a value tree of views and modifiers into nodes: one node per primitive
/// view, modifier and container, numbered in resolution order, stored column by column
/// (ENGINE-NOTES: struct-of-arrays, indices instead of references). Layout then runs the
/// negotiation of SPEC §1: the root is proposed the canvas, answers a size, and is centred;
/// each container places its children; frames are rounded to the pixel grid when read.
///
/// ```swift
/// let tree = LayoutTree(HStack { Color.red.frame(width: 20, height: 20) })
/// tree.layout(in: CGSize(width: 200, height: 100), scale: 2)
/// print(tree.frame(of: tree.root))   // (90.0, 40.0, 20.0, 20.0)
/// ```
///
/// Answers are memoised per node and proposal, so a relayout after nothing changed costs
/// nothing, and after ``replace(_:with:)`` only the path from the changed node to the root
/// is measured again.
public final class LayoutTree {
    // MARK: Structure, written while resolving views

    @exclusivity(unchecked) var computers = NodeColumn<Unmanaged<LayoutComputer>>(capacity: 64)
    @exclusivity(unchecked) var parents = NodeColumn<Int32>(capacity: 64)
    @exclusivity(unchecked) var childStart = NodeColumn<Int32>(capacity: 64)
    @exclusivity(unchecked) var childCount = NodeColumn<Int32>(capacity: 64)
    /// Every node's children, contiguously: node n's are `childList[childStart[n] ..< childStart[n] + childCount[n]]`.
    @exclusivity(unchecked) var childList = NodeColumn<Int32>(capacity: 64)
    /// How many entries of `childList` belong to no node any more: lists a GeometryReader or
    /// a lazy stack replaced (``replaceChildList(of:with:)``), reclaimed between layouts.
    var childListGarbage = 0
    /// `layoutPriority`, a trait: modifiers around a view carry its value.
    @exclusivity(unchecked) var priority = NodeColumn<Double>(capacity: 64)
    /// Which explicit guides the node's subtree may set (see ``guideBit(_:)``).
    @exclusivity(unchecked) var guideMasks = NodeColumn<UInt64>(capacity: 64)
    @exclusivity(unchecked) var flags = NodeColumn<NodeFlags>(capacity: 64)

    // MARK: Memo and results

    @exclusivity(unchecked) var sizeCaches = NodeColumn<SizeCache>(capacity: 64)
    /// The memo slot each node fills next.
    @exclusivity(unchecked) var cacheCursor = NodeColumn<UInt8>(capacity: 64)
    /// Each node's last placement: unrounded canvas coordinates and the proposal it was placed with.
    @exclusivity(unchecked) var placements = NodeColumn<NodePlacement>(capacity: 64)
    /// Placements recorded by a container's `placeSubviews`, a stack of frames (one per
    /// container being placed).
    @exclusivity(unchecked) var scratch = NodeColumn<PendingPlacement>(capacity: 64)
    /// The container whose `placeSubviews` is running, and where its scratch frame starts
    /// (−1: placements are committed, not recorded).
    @exclusivity(unchecked) var placing = PlacementScope(parent: -1, base: -1)
    /// The number of the current layout, and the layout in which each node was last placed.
    @exclusivity(unchecked) var placementPass: UInt32 = 0
    @exclusivity(unchecked) var placedPass = NodeColumn<UInt32>(capacity: 64)
    /// Each node's spacing preferences once asked (``spacing(of:)``), forgotten with its sizes.
    @exclusivity(unchecked) var spacingMemo: [Int32: ViewSpacing] = [:]
    /// Nodes that build children when placed, and their ancestors: their spacing is not memoised.
    /// Unchecked, as the columns: read for every node built (a checked access cost 76
    /// instructions a node on W1, measured with callgrind), and never accessed overlapping.
    @exclusivity(unchecked) var spacingVaries: Set<Int32> = []

    // MARK: Sparse side tables

    var ids: [Int32: String] = [:]
    /// Layout containers with no subviews: SwiftUI still calls their `placeSubviews` (a
    /// layout that prints or records its bounds sees the call).
    /// Unchecked for the reason `spacingVaries` is: read for every container placed.
    @exclusivity(unchecked) var emptyContainers: Set<Int32> = []
    /// Notes the source reader attaches to views (the stubs a view was built from).
    var sourceNotes: [Int32: [String]] = [:]
    /// The presentation this tree's views asked for, the first one (PresentedView.swift).
    var presentationRequest: PresentationRequest?
    /// What the views of a presented tree ask of their presentation.
    var presentationPreferences = PresentationPreferences()
    /// Whether laying the tree out lays out what it presents; a presented tree's own
    /// presentations are laid out by the tree that presents it, over the same screen.
    var presentsRequests = true
    /// What the tree presents, laid out with it over its canvas (a sheet, then what the
    /// sheet presents...): ``PresentedView``. Empty when nothing is presented.
    public internal(set) var presented: [PresentedView] = []
    /// Views the source reader drew in place of code it could not build, with the reason.
    var placeholderReasons: [Int32: String] = [:]
    /// The source reader's marks (where it read each view), on the outermost nodes of each
    /// marked view, and the mark of the view being resolved (SourceMark.swift).
    var sourceMarks: [Int32: Int] = [:]
    /// Every mark of a view resolved into the tree, wrappers' too (a Button whose nodes are its
    /// label's keeps the label's mark on them): where in the files the views shown were read.
    package var resolvedSourceMarks: Set<Int> = []
    var resolvingSourceMark: Int?
    /// What a control's outermost node is and how its style sizes it, for explanations.
    var controlNotes: [Int32: String] = [:]
    var nodesByID: [String: [Int32]] = [:]
    var guideOverrides: [Int32: [GuideOverride]] = [:]
    /// Unchecked for the reason `spacingVaries` is: read for every modifier node built.
    @exclusivity(unchecked) var layoutValues: [Int32: [ObjectIdentifier: Any]] = [:]
    var effects: [Int32: [ViewEffect]] = [:]
    /// What `preference`, `anchorPreference` and `transformPreference` write on each node,
    /// innermost first, and the `onPreferenceChange`s on it (Environment/PreferenceKey.swift).
    var preferenceWriters: [Int32: [PreferenceWriter]] = [:]
    var preferenceObservers: [Int32: [PreferenceObserver]] = [:]
    var customGuideBits: [AlignmentKey: Int] = [:]
    /// The container values written by the queries running now, innermost last
    /// (ContainerValues.swift): each layout call that writes some drops them when it returns.
    /// Unchecked, as the columns: its count is read around every size computed.
    @exclusivity(unchecked) var containerValueStack: [ContainerValueEntry] = []
    /// The container values each node's answers depend on, for the nodes that depend on any
    /// (flagged `dependsOnContainerValues`), and the values their memo and their placement
    /// were made with.
    var containerValueDependencies: [Int32: ContainerValueKeys] = [:]
    var memoStamps: [Int32: ContainerValueStamp] = [:]
    /// Each key's window value for the current canvas, in key order (empty: not computed yet).
    var windowContainerValues: [AnyHashable] = []
    var placementStamps: [Int32: ContainerValueStamp] = [:]
    /// The nodes built in a right-to-left environment, whose children are placed mirrored
    /// (RightToLeft.swift); empty in a left-to-right tree, which then costs one test a
    /// container. Unchecked, as the other columns: read for every container placed, and a
    /// checked access costs more than the test (measured with callgrind on W1: 2.3% more
    /// instructions than before right-to-left layout with checked access, 0.5% unchecked).
    @exclusivity(unchecked) var rightToLeftNodes: Set<Int32> = []
    /// Whether the views being resolved now are in a right-to-left environment.
    @exclusivity(unchecked) var resolvingRightToLeft = false

    // MARK: Run state

    /// The root node.
    public internal(set) var root = NodeID(rawValue: -1)
    /// The environment the root view was resolved with.
    public let environment: EnvironmentValues
    /// The canvas of the last layout.
    public internal(set) var canvasSize = CGSize.zero
    /// The safe-area insets of the canvas (a phone's status bar and home indicator).
    public internal(set) var safeAreaInsets = EdgeInsets()
    /// The display scale of the last layout: positions are rounded to multiples of `1 / displayScale`.
    public internal(set) var displayScale: CGFloat = 0
    /// Warnings found while resolving and laying out, in order ("invalid frame dimension", ...).
    public private(set) var warnings: [LayoutWarning] = []
    @exclusivity(unchecked) var isTracing = false
    @exclusivity(unchecked) var traceEvents: [TraceEvent] = []
    @exclusivity(unchecked) var traceDepth = 0
    /// Stacks' distributions and Texts' lines, recorded beside the trace (LayoutTrace+Details).
    var distributionEvents: [StackDistributionEvent] = []
    var textEvents: [TextLayoutEvent] = []
    /// How many view values were resolved since the tree was built or last changed, each
    /// live node counting as one (ResolutionLimits.swift).
    @exclusivity(unchecked) var viewsResolved = 0
    /// The deepest nesting of views resolved so far, and how deeply sizing and placing are
    /// recursing now (StackSpace.swift).
    @exclusivity(unchecked) package internal(set) var deepestNesting = 0
    @exclusivity(unchecked) var sizingDepth = 0
    @exclusivity(unchecked) var placingDepth = 0
    /// How many lazy stacks are finding their spacing now, one in another's rows (LazyStack.swift).
    var lazySpacingDepth = 0
    /// How many times a node computed a size (a memo miss), over the tree's life.
    @exclusivity(unchecked) public internal(set) var sizeComputations = 0

    /// Resolves `view` with `environment` (which carries the text measurer and image sizes).
    public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
        var resolver = _ViewResolver(tree: self, environment: environment)
        resolver.resolve(view)
        root = NodeID(resolver.finishRoot())
    }

    deinit {
        for i in 0..<computers.count { computers[i].release() }
        computers.deallocate()
        parents.deallocate()
        childStart.deallocate()
        childCount.deallocate()
        childList.deallocate()
        priority.deallocate()
        guideMasks.deallocate()
        flags.deallocate()
        sizeCaches.deallocate()
        cacheCursor.deallocate()
        placements.deallocate()
        scratch.deallocate()
        placedPass.deallocate()
    }

    /// The number of nodes resolved, including any replaced by ``replace(_:with:)``.
    public var nodeCount: Int { computers.count }

    // MARK: Building

    /// Adds a node with `children` (nodes already built) and returns its number.
    func addNode(_ computer: LayoutComputer, children: ArraySlice<Int32>) -> Int32 {
        children.withUnsafeBufferPointer { addNode(computer, childBuffer: $0) }
    }

    /// Adds a node with one child. No array is made for it: a modifier node is added for
    /// every view a modifier applies to, and an array of one was an allocation each
    /// (measured with callgrind on W1: malloc and free, about 250 instructions a node).
    func addNode(_ computer: LayoutComputer, child: Int32) -> Int32 {
        withUnsafePointer(to: child) { addNode(computer, childBuffer: UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Adds a node with no children.
    func addLeaf(_ computer: LayoutComputer) -> Int32 {
        addNode(computer, childBuffer: UnsafeBufferPointer(start: nil, count: 0))
    }

    /// Adds a node whose children are read from `children` (nodes already built).
    func addNode(_ computer: LayoutComputer, childBuffer children: UnsafeBufferPointer<Int32>) -> Int32 {
        let node = Int32(computers.count)
        computers.append(Unmanaged.passRetained(computer))
        parents.append(-1)
        childStart.append(Int32(childList.count))
        childCount.append(Int32(children.count))
        var childMask: UInt64 = 0
        let buildsChildren = computer.buildsChildrenWhenPlaced
        var varies = buildsChildren
        let someVary = !spacingVaries.isEmpty
        var childDependencies: ContainerValueKeys = []
        for child in children {
            childList.append(child)
            parents[child] = node
            childMask |= guideMasks[child]
            if someVary && !varies && spacingVaries.contains(child) { varies = true }
            if flags[child].contains(.dependsOnContainerValues) {
                childDependencies.formUnion(containerValueDependencies[child] ?? [])
            }
        }
        if varies { spacingVaries.insert(node) }
        priority.append(computer.defaultPriority)
        guideMasks.append(computer.guideMask(childMask: childMask))
        var nodeFlags: NodeFlags = [.needsPlacement]
        if computer.projectsSpacing { nodeFlags.insert(.projectsSpacing) }
        if computer.hasOwnLength { nodeFlags.insert(.ownLength) }
        if buildsChildren { nodeFlags.insert(.buildsChildren) }
        if computer.sizeIgnoresProposal { nodeFlags.insert(.sizeIgnoresProposal) }
        if computer.sizeIsProposal { nodeFlags.insert(.sizeIsProposal) }
        flags.append(nodeFlags)
        let use = computer.containerValueUse
        if !use.isEmpty { flags[node].insert(.usesContainerValues) }
        if !use.read.isEmpty || !childDependencies.isEmpty {
            let dependencies = use.read.union(childDependencies.subtracting(use.overwritten))
            if !dependencies.isEmpty { setContainerValueDependencies(dependencies, of: node) }
        }
        sizeCaches.append(.empty)
        cacheCursor.append(0)
        placements.append(.never)
        placedPass.append(0)
        if resolvingRightToLeft { rightToLeftNodes.insert(node) }
        return node
    }

    /// Adds a modifier node around `child`. The child's traits (its layout priority, whether
    /// it is a Spacer for spacing, its `layoutValue`s) carry over to the wrapper, as SwiftUI's
    /// traits do.
    func addWrapper(_ computer: LayoutComputer, around child: Int32) -> Int32 {
        let node = addNode(computer, child: child)
        priority[node] = priority[child]
        if flags[child].contains(.projectsSpacing) { flags[node].insert(.projectsSpacing) }
        if !layoutValues.isEmpty, let values = layoutValues[child] { layoutValues[node] = values }
        return node
    }

    /// Adds a node around `child` with a second child beside it (a background or overlay).
    /// The primary child's traits carry over.
    func addWrapper(_ computer: LayoutComputer, around child: Int32, alongside secondary: Int32) -> Int32 {
        let node = withUnsafeBytes(of: (child, secondary)) {
            addNode(computer, childBuffer: $0.assumingMemoryBound(to: Int32.self))
        }
        priority[node] = priority[child]
        if flags[child].contains(.projectsSpacing) { flags[node].insert(.projectsSpacing) }
        if !layoutValues.isEmpty, let values = layoutValues[child] { layoutValues[node] = values }
        return node
    }

    /// Makes `children` `node`'s children (a GeometryReader's content built for a new frame,
    /// the rows a lazy stack shows). The old list's entries are left behind and counted.
    func replaceChildList<C: Collection>(of node: Int32, with children: C) where C.Element == Int32 {
        childListGarbage += Int(childCount[node])
        childStart[node] = Int32(childList.count)
        childCount[node] = Int32(children.count)
        for child in children {
            childList.append(child)
            parents[child] = node
        }
    }

    /// Rebuilds `childList` from every node's current list once most of it is left behind, so
    /// that a tree re-laid out many times (a lazy stack scrolled, a GeometryReader resized)
    /// does not grow without end. Only between layouts: a layout call's subviews hold where
    /// their container's list starts.
    func reclaimChildListIfNeeded() {
        guard childListGarbage > 4096, childListGarbage * 2 > childList.count else { return }
        var fresh = NodeColumn<Int32>(capacity: max(childList.count - childListGarbage, 16))
        for n in 0..<Int32(computers.count) {
            let start = childStart[n]
            childStart[n] = Int32(fresh.count)
            for i in 0..<childCount[n] { fresh.append(childList[start + i]) }
        }
        childList.deallocate()
        childList = fresh
        childListGarbage = 0
    }

    func setID(_ id: String, of node: Int32) {
        if let old = ids[node] { nodesByID[old]?.removeAll { $0 == node } }
        ids[node] = id
        nodesByID[id, default: []].append(node)
    }

    /// The source reader's notes on a view: the stubs it was built from. Package API.
    package func sourceNotes(of node: NodeID) -> [String] { sourceNotes[node.rawValue] ?? [] }

    /// What the control whose outermost node is `node` is, and how its style sizes it.
    package func controlNote(of node: NodeID) -> String? { controlNotes[node.rawValue] }

    /// Why the source reader drew `node` in place of code it could not build; `nil` for a
    /// view read as written. Package API.
    package func placeholderReason(of node: NodeID) -> String? { placeholderReasons[node.rawValue] }

    /// Every view drawn as a placeholder, with the reason. Package API.
    package var placeholderNodes: [(node: NodeID, reason: String)] {
        placeholderReasons.sorted { $0.key < $1.key }.map { (NodeID($0.key), $0.value) }
    }

    /// Every note the source reader attached, once each. Package API.
    package var allSourceNotes: Set<String> { Set(sourceNotes.values.joined()) }

    func addSourceNote(_ note: String, to node: Int32) {
        if sourceNotes[node]?.contains(note) != true { sourceNotes[node, default: []].append(note) }
    }

    func addEffect(_ effect: ViewEffect, to node: Int32) {
        effects[node, default: []].append(effect)
        if case .coordinateSpace = effect { flags[node].insert([.namesCoordinateSpace, .usesContainerValues]) }
    }

    func setLayoutValue<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value, of node: Int32) {
        layoutValues[node, default: [:]][ObjectIdentifier(key)] = value
    }

    func layoutValue<K: LayoutValueKey>(_ key: K.Type, node: Int32) -> K.Value {
        (layoutValues[node]?[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    /// Records a warning, once for each view it is about (`once`: once for the tree, where
    /// it was first found: a limit the tree reached).
    func warn(_ message: String, node: Int32? = nil, once: Bool = false) {
        if once && warnings.contains(where: { $0.message == message }) { return }
        let mark = resolvingSourceMark ?? node.flatMap { sourceMark(of: $0) }
        let warning = LayoutWarning(message: message, node: node.map { NodeID($0) }, sourceMark: mark)
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    @inline(__always)
    func computer(_ node: Int32) -> LayoutComputer {
        computers[node].takeUnretainedValue()
    }

    /// The proxies for `node`'s children.
    @inline(__always)
    func subviews(of node: Int32) -> LayoutSubviews {
        LayoutSubviews(
            tree: self, parent: node, listBase: childStart[node], startIndex: 0, endIndex: Int(childCount[node]))
    }

    // MARK: Reading the tree

    /// The node's children, in order.
    public func children(of node: NodeID) -> [NodeID] {
        let start = childStart[node.rawValue]
        return (0..<childCount[node.rawValue]).map { NodeID(childList[start + $0]) }
    }

    /// The node's parent, `nil` for the root.
    public func parent(of node: NodeID) -> NodeID? {
        let p = parents[node.rawValue]
        return p < 0 ? nil : NodeID(p)
    }

    /// The node's view type: `HStack`, `Color`, `frame`, `padding`...
    public func typeName(of node: NodeID) -> String { computer(node.rawValue).typeName }

    /// The id given with `.id(_:)`, if any.
    public func id(of node: NodeID) -> String? { ids[node.rawValue] }

    /// The nodes given `id` with `.id(_:)`, in resolution order.
    public func nodes(withID id: String) -> [NodeID] {
        (nodesByID[id] ?? []).filter { !flags[$0].contains(.dead) }.map { NodeID($0) }
    }

    /// The node's layout priority.
    public func layoutPriority(of node: NodeID) -> Double { priority[node.rawValue] }

    /// The drawing effects applied to the node (opacity, clipping, ...), for renderers.
    public func effects(of node: NodeID) -> [ViewEffect] { effects[node.rawValue] ?? [] }

    /// What the node draws, for renderers: a shape, a colour, text or an image.
    public func content(of node: NodeID) -> ViewContent? { computer(node.rawValue).content }
}

/// Per-node flags.
struct NodeFlags: OptionSet {
    let rawValue: UInt16
    /// The node or a descendant changed since it was last placed.
    static let needsPlacement = NodeFlags(rawValue: 1)
    /// The node has `alignmentGuide` overrides.
    static let hasGuideOverrides = NodeFlags(rawValue: 2)
    /// Frames around the node keep its spacing (it is a Spacer).
    static let projectsSpacing = NodeFlags(rawValue: 4)
    /// The node was replaced and is no longer part of the tree.
    static let dead = NodeFlags(rawValue: 8)
    /// The node answers length probes itself (Text), not from its size.
    static let ownLength = NodeFlags(rawValue: 16)
    /// The node builds its children when placed (GeometryReader).
    static let buildsChildren = NodeFlags(rawValue: 32)
    /// The node answers the same size whatever it is proposed (a frame with both dimensions,
    /// an image that is not resizable): one memo slot serves every proposal.
    static let sizeIgnoresProposal = NodeFlags(rawValue: 64)
    /// The node's size is its proposal, 10 for an unspecified dimension (a Color, a shape):
    /// answered without a call or a memo.
    static let sizeIsProposal = NodeFlags(rawValue: 128)
    /// The node's answers or placement depend on container values (ContainerValues.swift).
    static let dependsOnContainerValues = NodeFlags(rawValue: 256)
    /// ... and its size does: its memo is kept per value (a `containerRelativeFrame`, a lazy stack).
    static let measuresContainerValues = NodeFlags(rawValue: 512)
    /// The node names a coordinate space: placing it writes its origin for its subtree.
    static let namesCoordinateSpace = NodeFlags(rawValue: 1024)
    /// The node's computer reads or writes container values (or it names a coordinate
    /// space): the engine scopes what it writes to its calls. Other nodes write none.
    static let usesContainerValues = NodeFlags(rawValue: 2048)
}

/// A node's committed placement: unrounded canvas coordinates.
struct NodePlacement {
    var origin: CGPoint
    var size: CGSize
    var proposal: ProposalKey

    static let never = NodePlacement(origin: .zero, size: .zero, proposal: .never)
}

/// A placement recorded by `LayoutSubview.place` before the engine commits it.
struct PendingPlacement {
    var origin: CGPoint
    var proposal: ProposalKey
    var placed: Bool

    static let unplaced = PendingPlacement(origin: .zero, proposal: .never, placed: false)
}

struct PlacementScope {
    var parent: Int32
    var base: Int
    /// Whether the container is right to left: its children's x is mirrored (RightToLeft.swift).
    var mirrors = false
    /// The container's minX + maxX, about which a child's x is mirrored.
    var mirrorSum: CGFloat = 0
}

/// Something the engine noticed that SwiftUI would log: an invalid frame dimension, a
/// missing image, a subview placed from outside its container's `placeSubviews`.
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in English.
    public var message: String
    /// The view it is about, when there is one.
    public var node: NodeID?
    /// Where the source reader read the view it is about: the mark the reader gave that
    /// view (``AnyView/_sourceMarked(_:)``), when it has one. Package API.
    package var sourceMark: Int?

    public var description: String { "warning: \(message)" }
}
