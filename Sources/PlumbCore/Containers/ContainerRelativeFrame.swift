import Foundation

/// `containerRelativeFrame`: a frame whose length on the listed axes comes from the nearest
/// container (SPEC §5; seed 002).
///
/// Contract: the container is the nearest ScrollView, NavigationStack, TabView (or the window, the
/// canvas minus its safe area) above the view (stacks are not containers); its offered length
/// (its proposal minus content margins) gives, per listed axis, the length L; the view acts
/// as a rigid frame of `L` (or `((L − spacing·(count−1)) / count)·span + spacing·(span−1)`, or
/// the closure's result) on those axes, aligned by `alignment`; other axes pass the parent's
/// proposal through. Where the container has no length on an axis (a scroll view proposed
/// `nil` there), that axis passes the proposal through too (a judgement call).
struct ContainerRelativeFrameLayout: UnaryLayout {
    enum Rule {
        case full
        case grid(count: Int, span: Int, spacing: CGFloat)
        case closure((CGFloat, Axis) -> CGFloat)
    }

    let axes: Axis.Set
    let rule: Rule
    let alignment: Alignment

    /// It reads the size its container offers (a container value).
    static var containerValueUse: ContainerValueUse { ContainerValueUse(read: .containerSize) }

    private func frame(_ child: LayoutSubview) -> FrameLayout {
        let size = child.container.containerValue(ContainerSizeKey.self)
        func length(_ axis: Axis) -> CGFloat? {
            guard axes.contains(Axis.Set(axis)), let l = size[axis] else { return nil }
            switch rule {
            case .full: return l
            case .grid(let count, let span, let spacing):
                let c = CGFloat(max(count, 1)), s = CGFloat(max(span, 1))
                return max(((l - spacing * (c - 1)) / c) * s + spacing * (s - 1), 0)
            case .closure(let f): return max(f(l, axis), 0)
            }
        }
        return FrameLayout(width: length(.horizontal), height: length(.vertical), alignment: alignment)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        frame(child).sizeThatFits(proposal, child: child)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> ChildPlacement {
        frame(child).childPlacement(in: bounds, proposal: proposal, child: child)
    }
}

extension View {
    /// Sizes this view to its container on `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(
            layout: ContainerRelativeFrameLayout(axes: axes, rule: .full, alignment: alignment),
            name: "containerRelativeFrame")
    }

    /// Sizes this view to `span` of `count` equal parts of its container, with `spacing`
    /// between parts.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(
            layout: ContainerRelativeFrameLayout(
                axes: axes, rule: .grid(count: count, span: span, spacing: spacing), alignment: alignment),
            name: "containerRelativeFrame")
    }

    /// Sizes this view to `length(containerLength, axis)` on `axes`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(
            layout: ContainerRelativeFrameLayout(axes: axes, rule: .closure(length), alignment: alignment),
            name: "containerRelativeFrame")
    }
}
