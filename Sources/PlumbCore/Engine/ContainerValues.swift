import Foundation

// Container values: the one channel through which a container tells the views inside it
// something about itself. A ScrollView tells them the size it offers (for
// `containerRelativeFrame`) and what it shows (for lazy stacks); `safeAreaInset`,
// `safeAreaPadding` and the bar containers tell them their safe area; a named coordinate
// space tells them its origin. Later: list and navigation context.
//
// A layout writes a value for its subtree while it answers a query (`sizeThatFits`,
// `placeSubviews`, an alignment query), through `LayoutSubviews.setContainerValue`; the
// value holds for the rest of that call, for every query the layout makes of its subviews,
// and is gone when the call returns. A descendant reads the value of the nearest writer
// above it on the current path, or the window's (the canvas's) when no container wrote one.
// Nothing is stored in the tree: measuring writes nothing, and a size is a function of the
// node, its proposal and the container values on its path.
//
// The memo and the skipping of unchanged subtrees need to know which answers depend on
// container values. Each node computer declares the keys it reads (and the keys it writes
// without reading, which its subtree then no longer depends on); while the tree is built,
// a node's dependencies are its own reads and its children's dependencies less what it
// writes. A dependent node's memo and placement are tagged with the values it depended on
// (`ContainerValueStamp`): an answer is reused only under equal values. Independent nodes,
// the vast majority, pay one flag test.
//
// This replaces four side tables of `LayoutTree` (container sizes and their dependents,
// scroll viewports, safe-area frames) and four ancestor walks (`container(of:)`,
// `enclosingScrollView`, `safeArea(of:)`, `namedCoordinateSpaces`), which wrote while
// measuring and cleared other nodes' memos: a result could depend on the order in which
// questions were asked (Tests/PlumbCoreTests/QueryOrderTests.swift asks them in many
// orders).

/// The container values a node reads or writes: one bit per key.
package struct ContainerValueKeys: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// ``ContainerSizeKey``: the size a container offers `containerRelativeFrame`.
    package static let containerSize = ContainerValueKeys(rawValue: 1 << 0)
    /// ``HorizontalViewportKey``: what the nearest horizontally scrolling ScrollView shows.
    package static let horizontalViewport = ContainerValueKeys(rawValue: 1 << 1)
    /// ``VerticalViewportKey``: what the nearest vertically scrolling ScrollView shows.
    package static let verticalViewport = ContainerValueKeys(rawValue: 1 << 2)
    /// ``SafeAreaKey``: the safe area and the region around it.
    package static let safeArea = ContainerValueKeys(rawValue: 1 << 3)
    /// ``NamedCoordinateSpacesKey``: the origins of the named coordinate spaces around.
    package static let namedCoordinateSpaces = ContainerValueKeys(rawValue: 1 << 4)

    package static let all = ContainerValueKeys(rawValue: 0x1F)
    /// The keys read while measuring, not only while placing: a node that depends on one
    /// keeps its memo per value.
    package static let measured: ContainerValueKeys = [.containerSize, .horizontalViewport, .verticalViewport]
}

/// The container values a node computer reads, and those it writes for its subtree without
/// reading them (its subtree's dependence on those stops at it).
package struct ContainerValueUse: Sendable {
    package var read: ContainerValueKeys
    package var overwritten: ContainerValueKeys
    package init(read: ContainerValueKeys = [], overwritten: ContainerValueKeys = []) {
        self.read = read
        self.overwritten = overwritten
    }
    package var isEmpty: Bool { read.isEmpty && overwritten.isEmpty }
}

/// A kind of value a container gives the views inside it.
package protocol ContainerValueKey {
    associatedtype Value: Hashable
    /// The key's bit.
    static var key: ContainerValueKeys { get }
    /// The value outside every container: the window's.
    static func windowValue(_ window: WindowGeometry) -> Value
}

/// The window a tree is laid out in: the canvas and its safe area.
package struct WindowGeometry {
    package var canvas: CGSize
    /// The canvas minus its safe area insets.
    package var safeRect: CGRect
}

/// The size a container offers views sized relative to it (SPEC §5, containerRelativeFrame):
/// a ScrollView's proposal minus its content margins, a NavigationStack's or TabView's area
/// between its bars, the window's safe area.
enum ContainerSizeKey: ContainerValueKey {
    static var key: ContainerValueKeys { .containerSize }
    static func windowValue(_ window: WindowGeometry) -> ContainerSize {
        ContainerSize(width: window.safeRect.width, height: window.safeRect.height)
    }
}

/// What the nearest ScrollView that scrolls horizontally shows (`nil`: none above).
enum HorizontalViewportKey: ContainerValueKey {
    static var key: ContainerValueKeys { .horizontalViewport }
    static func windowValue(_ window: WindowGeometry) -> ScrollViewport? { nil }
}

/// What the nearest ScrollView that scrolls vertically shows (`nil`: none above).
enum VerticalViewportKey: ContainerValueKey {
    static var key: ContainerValueKeys { .verticalViewport }
    static func windowValue(_ window: WindowGeometry) -> ScrollViewport? { nil }
}

/// The safe area views are laid out in, in canvas coordinates: the window's, narrowed by
/// `safeAreaInset`, `safeAreaPadding` and bars.
enum SafeAreaKey: ContainerValueKey {
    static var key: ContainerValueKeys { .safeArea }
    static func windowValue(_ window: WindowGeometry) -> SafeAreaFrame {
        SafeAreaFrame(safe: window.safeRect, outer: CGRect(origin: .zero, size: window.canvas))
    }
}

/// The canvas origins of the named coordinate spaces around a view, the nearest for each name.
enum NamedCoordinateSpacesKey: ContainerValueKey {
    static var key: ContainerValueKeys { .namedCoordinateSpaces }
    static func windowValue(_ window: WindowGeometry) -> [String: CGPoint] { [:] }
}

/// A value a container wrote for its subtree, live while the container's query runs.
struct ContainerValueEntry {
    let key: ContainerValueKeys
    /// The node that wrote it: its own reads skip it (it reads what it was given).
    let writer: Int32
    let value: AnyHashable
}

/// The container values a memoised answer or a placement depended on, to tell whether it
/// still holds: the value of each key, in key order.
struct ContainerValueStamp: Equatable {
    var values: [AnyHashable]
}

extension LayoutTree {
    /// The value of `K` given to `node` by the containers above it on the current path (the
    /// window's when none wrote one). A node's own writes are for its subtree, not for it.
    func containerValue<K: ContainerValueKey>(_: K.Type, for node: Int32) -> K.Value {
        containerValueEntry(K.self, for: node)?.value.base as? K.Value ?? K.windowValue(window)
    }

    /// The nearest write of `K` above `node`, with its writer; `nil` when only the window's holds.
    func containerValueEntry<K: ContainerValueKey>(_: K.Type, for node: Int32) -> ContainerValueEntry? {
        var i = containerValueStack.count
        while i > 0 {
            i -= 1
            let entry = containerValueStack[i]
            if entry.key == K.key && entry.writer != node { return entry }
        }
        return nil
    }

    /// Drops the values written since the stack held `count` (a query returned).
    @inline(never)
    func dropContainerValues(above count: Int) {
        if containerValueStack.count > count { containerValueStack.removeSubrange(count...) }
    }

    /// Writes `value` for `node`'s subtree until the query `node` is answering returns.
    func setContainerValue<K: ContainerValueKey>(_: K.Type, _ value: K.Value, by node: Int32) {
        containerValueStack.append(ContainerValueEntry(key: K.key, writer: node, value: AnyHashable(value)))
    }

    /// The window's geometry, for the keys' window values.
    var window: WindowGeometry { WindowGeometry(canvas: canvasSize, safeRect: safeRect) }

    /// The current value of the key `bit` for `node`, type-erased.
    private func erasedContainerValue(_ bit: ContainerValueKeys, for node: Int32) -> AnyHashable {
        var i = containerValueStack.count
        while i > 0 {
            i -= 1
            let entry = containerValueStack[i]
            if entry.key == bit && entry.writer != node { return entry.value }
        }
        if windowContainerValues.isEmpty { refreshWindowContainerValues() }
        return windowContainerValues[bit.rawValue.trailingZeroBitCount]
    }

    /// Computes every key's window value, once for each canvas and safe area (in key order).
    func refreshWindowContainerValues() {
        let window = self.window
        windowContainerValues = [
            AnyHashable(ContainerSizeKey.windowValue(window)),
            AnyHashable(HorizontalViewportKey.windowValue(window)),
            AnyHashable(VerticalViewportKey.windowValue(window)),
            AnyHashable(SafeAreaKey.windowValue(window)),
            AnyHashable(NamedCoordinateSpacesKey.windowValue(window)),
        ]
    }

    /// The values of `keys` that `node` sees now.
    func containerValueStamp(_ keys: ContainerValueKeys, for node: Int32) -> ContainerValueStamp {
        var values: [AnyHashable] = []
        var bit: UInt8 = 1
        while bit != 0 && bit <= keys.rawValue {
            if keys.rawValue & bit != 0 {
                values.append(erasedContainerValue(ContainerValueKeys(rawValue: bit), for: node))
            }
            bit <<= 1
        }
        return ContainerValueStamp(values: values)
    }

    /// Whether `stamp`, taken for `keys`, still holds for `node`.
    func containerValueStampHolds(_ stamp: ContainerValueStamp, _ keys: ContainerValueKeys, for node: Int32) -> Bool {
        var index = 0
        var bit: UInt8 = 1
        while bit != 0 && bit <= keys.rawValue {
            if keys.rawValue & bit != 0 {
                guard index < stamp.values.count,
                    stamp.values[index] == erasedContainerValue(ContainerValueKeys(rawValue: bit), for: node)
                else { return false }
                index += 1
            }
            bit <<= 1
        }
        return index == stamp.values.count
    }

    /// The container values `node`'s answers depend on, given its children's (while building).
    func containerValueDependencies(of computer: LayoutComputer, childDependencies: ContainerValueKeys)
        -> ContainerValueKeys
    {
        let use = computer.containerValueUse
        return use.read.union(childDependencies.subtracting(use.overwritten))
    }

    /// Records `node`'s dependencies (empty: nothing recorded) and flags the node.
    func setContainerValueDependencies(_ keys: ContainerValueKeys, of node: Int32) {
        if keys.isEmpty {
            if !containerValueDependencies.isEmpty { containerValueDependencies[node] = nil }
            flags[node].remove([.dependsOnContainerValues, .measuresContainerValues])
            return
        }
        containerValueDependencies[node] = keys
        flags[node].insert(.dependsOnContainerValues)
        if !keys.isDisjoint(with: .measured) { flags[node].insert(.measuresContainerValues) }
    }

    /// After `node`'s subtree changed (`replace`): its ancestors depend on what it depends on.
    func propagateContainerValueDependencies(from node: Int32) {
        var child = node
        var n = parents[node]
        while n >= 0 {
            let computer = computer(n)
            let current = containerValueDependencies[n] ?? []
            let added = containerValueDependencies(
                of: computer, childDependencies: containerValueDependencies[child] ?? [])
            if added.isSubset(of: current) { return }
            setContainerValueDependencies(current.union(added), of: n)
            child = n
            n = parents[n]
        }
    }
}
