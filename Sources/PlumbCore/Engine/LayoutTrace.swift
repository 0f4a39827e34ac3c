import Foundation

/// One step of the negotiation, as the engine recorded it (see ``LayoutTree/trace``).
public enum TraceEvent: Sendable, Equatable {
    /// A parent asked a view its size.
    case proposal(ProposalEvent)
    /// A parent placed a view.
    case placement(PlacementEvent)
    /// A layout's own code printed a line while the engine asked it (a `Layout` written in
    /// source that calls `print`), at that point of the negotiation.
    case output(OutputEvent)
}

/// A line a layout printed, and which view printed it.
public struct OutputEvent: Sendable, Equatable {
    /// The view whose layout printed it.
    public var node: NodeID
    /// The line printed.
    public var text: String
    /// How deep in the negotiation it was printed.
    public var depth: Int
}

/// A parent proposed a size to a view, and the view answered.
public struct ProposalEvent: Sendable, Equatable {
    /// The view asked.
    public var node: NodeID
    /// What it was proposed.
    public var proposal: ProposedViewSize
    /// What it answered.
    public var answer: CGSize
    /// For a stack's probe of one length (`_lengthThatFits`), the axis asked; `nil` for a size.
    public var axis: Axis?
    /// Whether the answer came from the view's memo of earlier answers.
    public var cached: Bool
    /// How deep in the negotiation the question was asked (0 for the root's proposal).
    public var depth: Int
}

/// A parent placed a view: its frame (canvas coordinates, before pixel rounding) and the
/// proposal it was placed with.
public struct PlacementEvent: Sendable, Equatable {
    /// The view placed.
    public var node: NodeID
    /// Its frame, in canvas coordinates, before pixel rounding.
    public var frame: CGRect
    /// The proposal it was placed with.
    public var proposal: ProposedViewSize
    /// How deep in the tree the placement happened (0 for the root).
    public var depth: Int
}

extension LayoutTree {
    /// Whether layouts record their negotiation in ``trace``. Turning it on forgets the memo,
    /// so that the next layout records every question, not only the new ones.
    public var tracing: Bool {
        get { isTracing }
        set {
            if newValue && !isTracing { invalidateAll() }
            isTracing = newValue
        }
    }

    /// The negotiation of the last layout, in order: every proposal a view received with the
    /// size it answered, and every placement. Empty unless ``tracing`` is on.
    public var trace: [TraceEvent] { traceEvents }

    @inline(never)
    func beginProposal(_ node: Int32, _ proposal: ProposedViewSize) -> Int {
        traceEvents.append(
            .proposal(
                ProposalEvent(
                    node: NodeID(node), proposal: proposal, answer: .zero, axis: nil, cached: false, depth: traceDepth))
        )
        traceDepth += 1
        return traceEvents.count - 1
    }

    @inline(never)
    func endProposal(_ index: Int, answer: CGSize) {
        traceDepth -= 1
        if case .proposal(var event) = traceEvents[index] {
            event.answer = answer
            traceEvents[index] = .proposal(event)
        }
    }

    @inline(never)
    func recordProposal(_ node: Int32, _ proposal: ProposedViewSize, answer: CGSize, axis: Axis?, cached: Bool) {
        traceEvents.append(
            .proposal(
                ProposalEvent(
                    node: NodeID(node), proposal: proposal, answer: answer, axis: axis, cached: cached,
                    depth: traceDepth)))
    }

    /// Records a line printed by the layout of `node`, when tracing.
    package func recordOutput(_ text: String, node: Int32) {
        guard isTracing else { return }
        traceEvents.append(.output(OutputEvent(node: NodeID(node), text: text, depth: traceDepth)))
    }

    @inline(never)
    func recordPlacement(_ node: Int32, origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        traceEvents.append(
            .placement(
                PlacementEvent(
                    node: NodeID(node), frame: CGRect(origin: origin, size: size), proposal: proposal, depth: traceDepth
                )))
    }
}
