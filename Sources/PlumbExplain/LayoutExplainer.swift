import Foundation
import PlumbCore

/// Explains why each view of a layout got its size, in plain English and as data.
///
/// The explanation is read from the negotiation the engine records while it lays the view
/// out (``LayoutTree/trace``, ``LayoutTree/distributionTrace``, ``LayoutTree/textTrace``):
/// what each view was proposed and answered; inside a stack, how far it can shrink and
/// grow, its priority group, its turn, the length left and the children waiting when its
/// turn came, and its offer; what happened to it (fits, wraps, truncated, ignored its
/// proposal, overflows an ancestor and why); and the usual remedies that apply, each
/// predicted by laying the whole view out again with the change.
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.textMeasurer = AhemTextMeasurer()
/// let explainer = LayoutExplainer(row, canvas: CGSize(width: 380, height: 100), environment: environment)
/// let explanation = explainer.explain(id: "headline")
/// print(explanation.text())                 // what `plumb explain --id headline` prints
/// explanation["headline"]?.remedies         // each with its predicted sizes
/// ```
///
/// - Complexity: one layout for the explanation, and one more per remedy tried (for every
///   view explained); explain one view (`id:`) in large layouts.
public struct LayoutExplainer {
    let make: () -> LayoutTree
    /// The canvas the view is laid out in.
    public let canvas: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The canvas's safe-area insets.
    public let safeArea: EdgeInsets

    /// An explainer for `view` laid out in `canvas` at `scale`, with `safeArea` insets and
    /// `environment` (its text measurer and image sizes), exactly as
    /// `LayoutTree(view, environment:).layout(in:scale:safeArea:)` would lay it out.
    public init<V: View>(
        _ view: V, canvas: CGSize, scale: CGFloat = 2, safeArea: EdgeInsets = EdgeInsets(),
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        make = { LayoutTree(view, environment: environment) }
        self.canvas = canvas
        self.scale = scale
        self.safeArea = safeArea
    }

    /// Explains every view, or only the views given `id` with `.id(_:)`; `remedies: false`
    /// skips the remedies (and the layouts they cost).
    public func explain(id: String? = nil, remedies: Bool = true) -> LayoutExplanation {
        let tree = make()
        tree.tracing = true
        tree.layout(in: canvas, scale: scale, safeArea: safeArea)
        let run = LayoutRun(make: make, canvas: canvas, scale: scale, safeArea: safeArea, nodeCount: tree.nodeCount)
        // The snapshot's walks recurse once per level, as the engine's do.
        return tree.withStack {
            let snapshot = LayoutSnapshot(tree: tree)
            let finder = RemedyFinder(base: snapshot, run: run)
            let nodes = id.map { id in snapshot.order.filter { tree.id(of: $0) == id } } ?? snapshot.order
            let views = nodes.map { explain($0, snapshot, remedies ? finder : nil) }
            return LayoutExplanation(canvas: canvas, scale: scale, views: views)
        }
    }

    private func explain(_ node: NodeID, _ s: LayoutSnapshot, _ finder: RemedyFinder?) -> ViewExplanation {
        let text = s.textFact(node)
        let stack = s.stackFact(node)
        let outcomes = s.outcomes(node, text: text)
        var view = ViewExplanation(
            node: node, type: s.tree.typeName(of: node), id: s.tree.id(of: node), label: s.label(node),
            code: s.code(node), depth: s.depth[node] ?? 0, parent: s.parent[node], frame: s.rounded[node] ?? .null,
            size: s.size(node), placedWith: s.placedWith[node], proposals: s.proposalFacts(node),
            child: s.childFact(node), distribution: s.distributionFact(node), stack: stack,
            text: text, outcomes: outcomes,
            remedies: finder?.remedies(node, text: text, stack: stack, outcomes: outcomes) ?? [], explanation: "")
        view.stubs = s.tree.sourceNotes(of: node)
        view.control = s.tree.controlNote(of: node)
        view.explanation = view.writeText()
        return view
    }
}

/// The explanations of a layout's views, depth first.
public struct LayoutExplanation: Sendable, Equatable {
    /// The canvas the view was laid out in.
    public var canvas: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The explained views, depth first.
    public var views: [ViewExplanation]

    /// The first view with `id`.
    public subscript(id: String) -> ViewExplanation? { views.first { $0.id == id } }

    /// The view at `node`.
    public func view(_ node: NodeID) -> ViewExplanation? { views.first { $0.node == node } }

    /// Every view by its node: what a renderer needs to show each view's explanation beside
    /// it. The nodes are those of any tree resolved from the same view with the same
    /// environment and laid out in the same canvas (resolution is deterministic).
    public var viewsByNode: [NodeID: ViewExplanation] {
        Dictionary(views.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every view's explanation, separated by blank lines: what `plumb explain` prints.
    public func text() -> String {
        views.map(\.explanation).joined(separator: "\n\n")
    }
}
