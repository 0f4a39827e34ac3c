import Foundation

/// The subviews of a layout container: a collection of ``LayoutSubview`` proxies.
///
/// Slicing keeps the original indices, as SwiftUI's does: `subviews[1...]` is a
/// `LayoutSubviews` whose `startIndex` is 1.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Index = Int
    public typealias Element = LayoutSubview
    public typealias SubSequence = LayoutSubviews

    /// The tree, unretained: proxies live only during a layout call, and going through
    /// `_withUnsafeGuaranteedRef` keeps the layout loop free of reference counting.
    let treeRef: Unmanaged<LayoutTree>
    /// The container node.
    let parent: Int32
    /// Where the container's children start in the tree's child list.
    let listBase: Int32
    public private(set) var startIndex: Int
    public private(set) var endIndex: Int

    init(tree: LayoutTree, parent: Int32, listBase: Int32, startIndex: Int, endIndex: Int) {
        self.treeRef = Unmanaged.passUnretained(tree)
        self.parent = parent
        self.listBase = listBase
        self.startIndex = startIndex
        self.endIndex = endIndex
    }

    /// The layout direction of the environment the container is in (Apple: "The layout
    /// direction inherited by the container view"). A layout needs no code for it: the
    /// engine mirrors each subview's x within the container when it is right to left
    /// (Engine/RightToLeft.swift).
    public var layoutDirection: LayoutDirection {
        treeRef._withUnsafeGuaranteedRef { $0.isRightToLeft(parent) } ? .rightToLeft : .leftToRight
    }

    /// Records a line the container's layout printed into the trace (package API: the
    /// source reader's layouts print through it).
    package func recordOutput(_ text: String) { tree.recordOutput(text, node: parent) }

    /// Runs `body` (this container's `placeSubviews`) without committing anything and
    /// returns where it put each subview: how a container finds its subviews' positions to
    /// merge their alignment guides.
    func virtualPlacements(bounds: CGRect, proposal: ProposedViewSize, _ body: () -> Void) -> [PendingPlacement] {
        tree.virtualPlacements(of: parent, bounds: bounds, proposal: proposal, body)
    }

    /// Records how a stack shared its length, beside the trace (LayoutTrace+Details.swift).
    func recordDistribution(_ event: StackDistributionEvent) { tree.recordDistribution(event) }

    // MARK: Container values (package API: Engine/ContainerValues.swift)

    /// The value of `key` the containers above give this container (the window's when none does).
    func containerValue<K: ContainerValueKey>(_ key: K.Type) -> K.Value {
        tree.containerValue(key, for: parent)
    }

    /// Gives `value` of `key` to the views inside this container, for the rest of the
    /// current `sizeThatFits` or `placeSubviews` call.
    func setContainerValue<K: ContainerValueKey>(_ key: K.Type, _ value: K.Value) {
        tree.setContainerValue(key, value, by: parent)
    }

    /// `rect`, in canvas coordinates, in this container's layout coordinates within `bounds`
    /// (mirrored when the container is right to left), or back: the conversion is its own inverse.
    func layoutCoordinates(_ rect: CGRect, bounds: CGRect) -> CGRect {
        tree.layoutCoordinates(rect, of: parent, bounds: bounds)
    }

    /// A safe area in this container's layout coordinates within `bounds`, or back.
    func layoutCoordinates(_ area: SafeAreaFrame, bounds: CGRect) -> SafeAreaFrame {
        tree.layoutCoordinates(area, of: parent, bounds: bounds)
    }

    /// The length of one pixel at the display scale of the layout (1 when none is set).
    var pixelLength: CGFloat { 1 / Swift.max(tree.displayScale, 1) }

    /// The window's safe-area insets (a phone's status bar and home indicator).
    var windowSafeAreaInsets: EdgeInsets { tree.safeAreaInsets }

    /// The value this container itself set for `key` with `layoutValue(key:value:)` (a
    /// container's own traits, as a List section's separator visibility).
    func ownLayoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        tree.layoutValue(key, node: parent)
    }

    @inline(__always)
    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= startIndex && index < endIndex, "LayoutSubviews index out of range")
        let node = treeRef._withUnsafeGuaranteedRef { $0.childList[listBase + Int32(index)] }
        return LayoutSubview(treeRef: treeRef, node: node, index: Int32(index), parent: parent)
    }

    var tree: LayoutTree { treeRef.takeUnretainedValue() }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(
            bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews range out of range")
        var slice = self
        slice.startIndex = bounds.lowerBound
        slice.endIndex = bounds.upperBound
        return slice
    }

    @inline(__always) public func index(after i: Int) -> Int { i + 1 }
    @inline(__always) public func index(before i: Int) -> Int { i - 1 }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.treeRef.toOpaque() == b.treeRef.toOpaque() && a.parent == b.parent && a.startIndex == b.startIndex
            && a.endIndex == b.endIndex
    }
}

/// A proxy for one subview of a layout container: ask it for its size, read its traits,
/// and place it.
///
/// Proxies are valid only during the layout call that received them.
public struct LayoutSubview: Equatable {
    let treeRef: Unmanaged<LayoutTree>
    /// The subview's node.
    let node: Int32
    /// Its position among its container's subviews.
    let index: Int32
    /// Its container's node.
    let parent: Int32

    /// The subview's size for `proposal` (memoised per proposal).
    @inline(__always)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        treeRef._withUnsafeGuaranteedRef { $0.size(node, proposal) }
    }

    var tree: LayoutTree { treeRef.takeUnretainedValue() }

    /// The subviews of this subview's container: its container's own package API
    /// (container values, coordinates).
    var container: LayoutSubviews {
        let tree = self.tree
        return tree.subviews(of: parent)
    }

    /// Whether the subview's subtree may set an explicit value for `key`: when not, its
    /// value is the default one and alignment queries skip it.
    func mayHaveExplicitGuide(_ key: AlignmentKey) -> Bool {
        treeRef._withUnsafeGuaranteedRef { $0.mayHaveExplicitGuide(key, node: node) }
    }

    /// The frame the first Text in the subview's subtree (depth first) was placed at in this
    /// layout, in canvas coordinates; `nil` when it has none or it was not placed.
    func placedFrameOfFirstText() -> CGRect? {
        let tree = self.tree
        guard let text = tree.firstText(in: node) else { return nil }
        let frame = tree.unroundedFrame(of: NodeID(text))
        return frame.isNull ? nil : frame
    }

    /// The subview's size and alignment guides for `proposal`.
    @inline(__always)
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = treeRef._withUnsafeGuaranteedRef { $0.size(node, proposal) }
        return ViewDimensions(size: size, treeRef: treeRef, node: node, proposal: proposal)
    }

    /// The subview's size for `proposal` and its value for `key` (explicit or default): what
    /// `dimensions(in: proposal)[key]` gives, without building dimensions when the subview's
    /// subtree sets no explicit value for the guide.
    @inline(__always)
    func sizeAndGuide(_ key: AlignmentKey, in proposal: ProposedViewSize) -> (size: CGSize, guide: CGFloat) {
        treeRef._withUnsafeGuaranteedRef { tree in
            let size = tree.size(node, proposal)
            if !tree.mayHaveExplicitGuide(key, node: node) {
                return (size, key.defaultValue(width: size.width, height: size.height))
            }
            let d = ViewDimensions(size: size, treeRef: treeRef, node: node, proposal: proposal)
            return (size, d[key])
        }
    }

    /// The subview's size for `proposal` and its values for a horizontal and a vertical guide.
    @inline(__always)
    func sizeAndGuides(_ h: AlignmentKey, _ v: AlignmentKey, in proposal: ProposedViewSize)
        -> (size: CGSize, h: CGFloat, v: CGFloat)
    {
        treeRef._withUnsafeGuaranteedRef { tree in
            let size = tree.size(node, proposal)
            if tree.guideMasks[node] == 0 {
                return (
                    size, h.defaultValue(width: size.width, height: size.height),
                    v.defaultValue(width: size.width, height: size.height)
                )
            }
            let d = ViewDimensions(size: size, treeRef: treeRef, node: node, proposal: proposal)
            return (size, d[h], d[v])
        }
    }

    /// The subview's length along `axis` for `proposal`: what stacks probe to learn how far a
    /// child can shrink and grow (SwiftUI's internal `lengthThatFits`). Equal to
    /// `sizeThatFits(proposal)[axis]` for every view except `Text`, whose minimum width at a
    /// proposed width of 0 is 0 (SPEC §2). Not part of SwiftUI's public API.
    @inline(__always)
    package func _lengthThatFits(_ proposal: ProposedViewSize, in axis: Axis) -> CGFloat {
        treeRef._withUnsafeGuaranteedRef { $0.length(node, proposal, axis) }
    }

    /// The subview's lengths along `axis` for two proposals: a stack's probe of its minimum
    /// and maximum, in one call.
    @inline(__always)
    func lengths(_ a: ProposedViewSize, _ b: ProposedViewSize, in axis: Axis) -> (CGFloat, CGFloat) {
        treeRef._withUnsafeGuaranteedRef { tree in
            // A view that answers every proposal alike (a rigid frame) is asked once, unless
            // the negotiation is being recorded: the trace shows both probes.
            if tree.flags[node].contains(.sizeIgnoresProposal) && !tree.flags[node].contains(.ownLength)
                && !tree.isTracing
            {
                let length = tree.length(node, a, axis)
                return (length, length)
            }
            return (tree.length(node, a, axis), tree.length(node, b, axis))
        }
    }

    /// The subview's layout priority (`layoutPriority(_:)`; −∞ for a `Spacer`, 0 by default).
    public var priority: Double { treeRef._withUnsafeGuaranteedRef { $0.priority[node] } }

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
        treeRef._withUnsafeGuaranteedRef {
            $0.recordPlacement(of: self, at: position, anchor: anchor, proposal: proposal)
        }
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.treeRef.toOpaque() == b.treeRef.toOpaque() && a.node == b.node
    }
}

/// A key for a value that a view sets with `layoutValue(key:value:)` and a custom layout
/// reads from its subviews.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that does not set one.
    static var defaultValue: Value { get }
}
