import Foundation

/// A thin line that separates content: across the axis of the stack that contains it (a
/// vertical line in an HStack), horizontal outside any stack.
///
/// Its thickness is one pixel (`1 / displayScale`). Evidence is thin: OpenSwiftUI's Divider
/// is a stub, and third-party pages describe it as "1 pixel on standard displays, 0.5pt on
/// Retina" (jrdevhub.com, "Mastering SwiftUI Dividers", 2025), i.e. a hairline. Across the
/// line it takes the proposal, 10 for `nil` like other leaves (open: not measured).
public struct Divider: PrimitiveView {
    /// A divider.
    public init() {}

    public static func _makeNodes(_ view: Divider, into resolver: inout _ViewResolver) {
        resolver.addLeaf(DividerComputer(stackAxis: resolver.stackAxis))
    }
}

final class DividerComputer: LayoutComputer {
    let stackAxis: Axis?

    init(stackAxis: Axis?) { self.stackAxis = stackAxis }

    override var typeName: String { "Divider" }
    override var content: ViewContent? { .color(Color.gray.opacity(0.5)) }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize {
        let thickness = 1 / max(tree.displayScale, 1)
        if stackAxis == .horizontal {
            return CGSize(width: thickness, height: proposal.height ?? 10)
        }
        return CGSize(width: proposal.width ?? 10, height: thickness)
    }
}
