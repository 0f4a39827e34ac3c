import Foundation
import Testing

@testable import PlumbCore

/// Lays `view` out in a `width`×`height` canvas and returns the result.
func layout<V: View>(
    _ view: V, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 2, images: [String: CGSize] = [:],
    environment: EnvironmentValues = EnvironmentValues()
) -> LayoutResult {
    var env = environment
    if !images.isEmpty { env.imageProvider = ImageCatalog(images) }
    return LayoutTree.layout(view, in: CGSize(width: width, height: height), scale: scale, environment: env)
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
        #expect(abs(actual - expected) <= 0.01, "\(id).\(name): expected \(expected), got \(actual)",
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
