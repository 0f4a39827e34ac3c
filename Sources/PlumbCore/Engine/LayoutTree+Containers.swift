import Foundation

/// The length a container offers on each axis to views sized relative to it; `nil` where it
/// has none (a scroll view proposed `nil` on that axis).
public struct ContainerSize: Equatable, Sendable {
    /// The width offered, or `nil`.
    public var width: CGFloat?
    /// The height offered, or `nil`.
    public var height: CGFloat?

    /// A container size of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// The length offered along `axis`.
    public subscript(axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }
}

extension LayoutTree {
    /// The canvas minus its safe area: where the root is laid out.
    public var safeRect: CGRect {
        CGRect(
            x: safeAreaInsets.leading, y: safeAreaInsets.top,
            width: max(canvasSize.width - safeAreaInsets.leading - safeAreaInsets.trailing, 0),
            height: max(canvasSize.height - safeAreaInsets.top - safeAreaInsets.bottom, 0))
    }

    /// The nearest container above `node` (SPEC §5, containerRelativeFrame): a node whose
    /// computer is a container, or the window (−1) when there is none.
    func container(of node: Int32) -> Int32 {
        var n = parents[node]
        while n >= 0 {
            if computer(n).isSizeContainer { return n }
            n = parents[n]
        }
        return -1
    }

    /// What `container` offers: a container's recorded size, or the window's safe area.
    func containerSize(_ container: Int32) -> ContainerSize {
        if container < 0 {
            let safe = safeRect
            return ContainerSize(width: safe.width, height: safe.height)
        }
        return containerSizes[container] ?? ContainerSize(width: nil, height: nil)
    }

    /// Records that `dependent`'s size depends on `container`'s.
    func addContainerDependent(_ dependent: Int32, of container: Int32) {
        if containerDependents[container]?.contains(dependent) == true { return }
        containerDependents[container, default: []].append(dependent)
    }

    /// A container records the size it offers; when it changes, every view sized relative to
    /// it, and the views between them, forget their memoised answers.
    func setContainerSize(_ size: ContainerSize, of container: Int32) {
        if containerSizes[container] == size { return }
        containerSizes[container] = size
        containerSizeChanged(of: container)
    }

    /// Forgets the memo of every path from a dependent of `container` up to it.
    func containerSizeChanged(of container: Int32) {
        for dependent in containerDependents[container] ?? [] {
            var n = dependent
            while n >= 0 && n != container {
                sizeCaches[n] = .empty
                spacingMemo[n] = nil
                flags[n].insert(.needsPlacement)
                if childCount[n] > 0 {
                    computers[n]._withUnsafeGuaranteedRef { $0.invalidateCache(node: n, tree: self) }
                }
                n = parents[n]
            }
        }
    }
}
