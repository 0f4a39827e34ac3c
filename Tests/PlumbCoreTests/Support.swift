import Foundation
import Testing

@testable import PlumbCore

/// Lays `view` out in a `width`×`height` canvas and returns the result.
func layout<V: View>(
    _ view: V, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 2, images: [String: CGSize] = [:],
    environment: EnvironmentValues = .ahem
) -> LayoutResult {
    var env = environment
    if !images.isEmpty { env.imageProvider = ImageCatalog(images) }
    return LayoutTree.layout(view, in: CGSize(width: width, height: height), scale: scale, environment: env)
}

extension EnvironmentValues {
    /// An environment measuring with Ahem (every glyph one em square), for exact numbers: the
    /// test binary links PlumbText, so a plain `EnvironmentValues()` measures with Inter.
    static var ahem: EnvironmentValues {
        var env = EnvironmentValues()
        env.textMeasurer = AhemTextMeasurer()
        return env
    }
}

/// Expects the view with `id` to have the given frame parts (absolute tolerance 0.01).
func expectFrame(
    _ result: LayoutResult, _ id: String, x: CGFloat? = nil, y: CGFloat? = nil, width: CGFloat? = nil,
    height: CGFloat? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let view = id == "@root" ? result.root : result[id] else {
        Issue.record("no view with id \(id)", sourceLocation: sourceLocation)
        return
    }
    let f = view.frame
    func check(_ name: String, _ actual: CGFloat, _ expected: CGFloat?) {
        guard let expected else { return }
        #expect(
            abs(actual - expected) <= 0.01, "\(id).\(name): expected \(expected), got \(actual)",
            sourceLocation: sourceLocation)
    }
    check("x", f.minX, x)
    check("y", f.minY, y)
    check("width", f.width, width)
    check("height", f.height, height)
}

/// A view that answers a fixed size whatever it is proposed, and records its proposals:
/// the probe of seed 004 §3.2.
final class ProposalLog: @unchecked Sendable {
    var proposals: [ProposedViewSize] = []
}

struct Probe: Layout {
    let size: CGSize
    let log: ProposalLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.proposals.append(proposal)
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `Color.red.frame(width:height:)`: the fixed leaf of the fixtures and benchmarks.
func fixed(_ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height)
}

/// Records what a view answers to a list of proposals.
final class AnswerLog: @unchecked Sendable {
    var answers: [CGSize] = []
    var lengths: [CGFloat] = []
}

/// A layout that asks its one subview each of `proposals` (and, if `lengths` is set, its
/// length along an axis for each), records the answers, and places it with its own proposal.
struct Ask: Layout {
    let proposals: [ProposedViewSize]
    var lengthAxis: Axis? = nil
    let log: AnswerLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if log.answers.isEmpty {
            for p in proposals {
                log.answers.append(subviews[0].sizeThatFits(p))
                if let lengthAxis { log.lengths.append(subviews[0]._lengthThatFits(p, in: lengthAxis)) }
            }
        }
        return subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
}

/// What `view` answers to each of `proposals`.
func answers<V: View>(
    of view: V, to proposals: [ProposedViewSize], scale: CGFloat = 2, images: [String: CGSize] = [:]
) -> [CGSize] {
    let log = AnswerLog()
    _ = layout(Ask(proposals: proposals, log: log) { view }, 500, 500, scale: scale, images: images)
    return log.answers
}

/// What `view` answers to one proposal.
func answer<V: View>(of view: V, to proposal: ProposedViewSize, scale: CGFloat = 2, images: [String: CGSize] = [:])
    -> CGSize
{
    answers(of: view, to: [proposal], scale: scale, images: images)[0]
}

/// A proposal of `width`×`height` (either may be nil).
func P(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize {
    ProposedViewSize(width: width, height: height)
}

/// `Text` in 10-point Ahem: every character 10×10.
func ahem(_ s: String, _ size: CGFloat = 10) -> Text {
    Text(s).font(.system(size: size))
}
