import Foundation
import Testing

@testable import PlumbCore

private enum FirstCustomGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
private enum SecondCustomGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

/// The named guide identities: SwiftUI's eight guides' indices, and the masks and bits the
/// engine tests "may this subtree set this guide?" with.
struct GuideMaskTests {
    @Test("SwiftUI's guides have the indices 0...7, and the masks name their bits")
    func identities() {
        let horizontal = [HorizontalAlignment.leading, .center, .trailing].map(\.key.builtin)
        let vertical = [VerticalAlignment.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
            .map(\.key.builtin)
        #expect(horizontal == [0, 1, 2] && vertical == [3, 4, 5, 6, 7])
        #expect(horizontal == [BuiltinGuide.leading, BuiltinGuide.horizontalCenter, BuiltinGuide.trailing])
        #expect(HorizontalAlignment(FirstCustomGuide.self).key.builtin == -1)
        #expect(BuiltinGuide.count == 8)

        #expect(GuideMask.frameGuides == 0x3F)
        #expect(GuideMask.frameGuides == (horizontal + vertical.prefix(3)).reduce(0) { $0 | GuideMask.bit($1) })
        #expect(GuideMask.textBaselines == 0xC0)
        #expect(
            GuideMask.textBaselines
                == GuideMask.bit(BuiltinGuide.firstTextBaseline) | GuideMask.bit(BuiltinGuide.lastTextBaseline))
        #expect(GuideMask.frameGuides & GuideMask.textBaselines == 0)
        #expect(GuideMask.firstCustomBit == 8 && GuideMask.lastBit == 63)
        #expect(VerticalAlignment.firstTextBaseline.key.isTextBaseline)
        #expect(VerticalAlignment.lastTextBaseline.key.isTextBaseline)
        #expect(!VerticalAlignment.bottom.key.isTextBaseline)
        #expect(!HorizontalAlignment(FirstCustomGuide.self).key.isTextBaseline)
        #expect(VerticalAlignment.bottom.key.isFrameGuide && !VerticalAlignment.firstTextBaseline.key.isFrameGuide)
    }

    @Test("a Text's mask is the baselines; a container of several children keeps them and drops the frame guides")
    func masks() {
        let tree = LayoutTree(
            VStack {
                Text("a").id("text")
                Color.red.alignmentGuide(.leading) { _ in 3 }.id("leading")
                Image(systemName: "star").id("symbol")
                Image("photo").id("photo")
            }.id("stack"), environment: .ahem)
        func mask(_ id: String) -> UInt64 { tree.guideMasks[tree.nodes(withID: id)[0].rawValue] }
        #expect(mask("text") == GuideMask.textBaselines)
        #expect(mask("leading") == GuideMask.bit(BuiltinGuide.leading))
        #expect(mask("symbol") == GuideMask.textBaselines)
        #expect(mask("photo") == 0)
        #expect(mask("stack") == GuideMask.textBaselines)
    }

    @Test("custom guides take bits from firstCustomBit on, in order of appearance; a modifier passes its child's mask")
    func customBits() {
        let tree = LayoutTree(
            ZStack {
                Color.red.alignmentGuide(HorizontalAlignment(FirstCustomGuide.self)) { _ in 1 }.frame(width: 10).id(
                    "first")
                Color.red.alignmentGuide(VerticalAlignment(SecondCustomGuide.self)) { _ in 2 }.id("second")
                Color.red.alignmentGuide(HorizontalAlignment(FirstCustomGuide.self)) { _ in 3 }.id("again")
            }.id("stack"), environment: .ahem)
        func mask(_ id: String) -> UInt64 { tree.guideMasks[tree.nodes(withID: id)[0].rawValue] }
        #expect(mask("first") == 1 << 8)
        #expect(mask("second") == 1 << 9)
        #expect(mask("again") == 1 << 8)
        #expect(mask("stack") == 1 << 8 | 1 << 9)
    }
}
