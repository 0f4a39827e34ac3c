import Foundation

/// A flexible space that expands along the axis of the stack that contains it (SPEC §2).
///
/// Contract: along the stack's axis it answers `max(proposal, minLength)`, `minLength`
/// (default 8 on iOS) for `nil`; across it, 0; outside any stack it expands on both axes.
/// Its layout priority is −∞, so its stack serves every other child first, and it asks for
/// no spacing beside it. (OpenSwiftUI `Spacer.swift`.)
public struct Spacer: PrimitiveView {
    /// The minimum length along the stack's axis; `nil` for the platform's default spacing (8).
    public var minLength: CGFloat?

    /// A spacer at least `minLength` long along its stack's axis; `nil` is the platform's default (8).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// A negative or non-finite minimum length is the default, with a warning (`InvalidLength`).
    public static func _makeNodes(_ view: Spacer, into resolver: inout _ViewResolver) {
        var minLength = view.minLength
        if let m = minLength, !m.isFinite || m < 0 {
            resolver.tree.warn(
                InvalidLength.warning("Spacer(minLength: \(InvalidLength.text(m)))", replacedBy: "the default"))
            minLength = nil
        }
        resolver.addLeaf(SpacerComputer(minLength: minLength, axis: resolver.stackAxis))
    }
}

final class SpacerComputer: LayoutComputer {
    let minLength: CGFloat?
    let axis: Axis?

    init(minLength: CGFloat?, axis: Axis?) {
        self.minLength = minLength
        self.axis = axis
    }

    override var typeName: String { "Spacer" }
    override var defaultPriority: Double { -.infinity }
    override var projectsSpacing: Bool { true }

    /// `Spacer()`, `Spacer(minLength: 40)`.
    override var nodeDescription: NodeDescription? {
        NodeDescription(
            .spacer(minLength: minLength, axis: axis),
            code: minLength.map { "Spacer(minLength: \(sourceLength($0)))" } ?? "Spacer()")
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: Int32, tree: LayoutTree) -> CGSize {
        let length = minLength ?? ViewSpacing.defaultDistance
        switch axis {
        case .horizontal: return CGSize(width: max(proposal.width ?? -.infinity, length), height: 0)
        case .vertical: return CGSize(width: 0, height: max(proposal.height ?? -.infinity, length))
        case nil:
            return CGSize(
                width: max(proposal.width ?? -.infinity, length), height: max(proposal.height ?? -.infinity, length))
        }
    }

    /// An uncategorised 0 on the stack-axis edges (on every edge outside a stack): nothing is
    /// added between a Spacer and its neighbours.
    override func spacing(node: Int32, tree: LayoutTree) -> ViewSpacing {
        switch axis {
        case .horizontal: return ViewSpacing(uncategorised: 0, edges: .horizontal)
        case .vertical: return ViewSpacing(uncategorised: 0, edges: .vertical)
        case nil: return .zero
        }
    }
}
