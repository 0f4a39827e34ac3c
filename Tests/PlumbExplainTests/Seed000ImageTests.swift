import Foundation
import Plumb
@testable import PlumbExplain
import Testing

/// Seed 000: an 800×600 image that is not resizable, in a rigid 100×100 frame. The frame
/// proposes 100×100, the image ignores it and overflows, centred; the frame still measures
/// 100×100. `resizable()` fixes the size; `clipped()` only cuts the drawing.
struct Seed000ImageTests {
    static let code = """
        Image("montana")
            .id("image")
            .frame(width: 100, height: 100)
            .id("frame")
        """

    func explained() throws -> LayoutExplanation {
        try explain(
            Self.code, canvas: CGSize(width: 390, height: 600), images: ["montana": CGSize(width: 800, height: 600)])
    }

    @Test("the image ignores its proposal and overflows the frame by 350 pt a side and 250 top and bottom")
    func ignoresProposal() throws {
        let image = try view(try explained(), "image")
        #expect(image.proposals.count == 1)
        #expect(image.proposals[0].proposal == ProposedViewSize(width: 100, height: 100))
        #expect(image.proposals[0].answer == CGSize(width: 800, height: 600))
        let frameNode = try view(try explained(), "frame").node
        #expect(
            image.outcomes.first
                == .ignoredProposal(
                    IgnoredProposal(
                        rule: .imageNotResizable, axes: [.horizontal, .vertical],
                        proposal: ProposedViewSize(width: 100, height: 100),
                        answer: CGSize(width: 800, height: 600))))
        let o = try #require(overflow(image))
        #expect(o.ancestor == frameNode && o.ancestorSize == CGSize(width: 100, height: 100))
        #expect((o.leading, o.trailing, o.top, o.bottom) == (350, 350, 250, 250))
        #expect(o.causes.map(\.rule) == [.imageNotResizable, .imageNotResizable])
        #expect(image.explanation.contains("an Image that is not resizable always answers its own size, 800 × 600 pt"))
        #expect(image.explanation.contains("The frame still measures 100 × 100 pt"))
    }

    @Test("resizable() takes the 100×100 proposal; clipped() is a drawing fix that changes no size")
    func remedies() throws {
        let e = try explained()
        let image = try view(e, "image"), frame = try view(e, "frame")
        let resizable = try remedy(image, .resizable)
        #expect(resizable.code == ".resizable()" && resizable.predicted.size == CGSize(width: 100, height: 100))
        #expect(resizable.overflow == nil)
        let clipped = try remedy(image, .clipped)
        #expect(clipped.target == frame.node && !clipped.changesLayout)
        #expect(clipped.predicted.size == CGSize(width: 800, height: 600))
        #expect(clipped.summary.contains("A drawing fix, not a size fix."))
        #expect(image.remedies.map(\.kind) == [.resizable, .clipped])
    }

    @Test("the rigid frame answers 100×100 whatever its child chose")
    func rigidFrame() throws {
        let frame = try view(try explained(), "frame")
        #expect(frame.code == "frame(width: 100, height: 100)")
        #expect(frame.child?.answer == CGSize(width: 800, height: 600))
        #expect(frame.child?.proposal == ProposedViewSize(width: 100, height: 100))
        #expect(
            frame.outcomes == [
                .ignoredProposal(
                    IgnoredProposal(
                        rule: .rigidFrame, axes: [.horizontal, .vertical],
                        proposal: ProposedViewSize(width: 390, height: 600),
                        answer: CGSize(width: 100, height: 100)))
            ])
        #expect(frame.remedies.isEmpty)
    }
}
