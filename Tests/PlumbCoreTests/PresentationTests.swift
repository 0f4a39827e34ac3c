import Foundation
import Testing

@testable import PlumbCore

/// Sheets and covers a view presents (Modifiers/Presentation.swift, Engine/PresentedView.swift,
/// Containers/SheetMetrics.swift): where iOS puts them on an iPhone 16 (393 × 852, safe area
/// 59 / 34), per release. The iOS 26 numbers are UIKit's, measured on an iPhone 16 simulator
/// (OpenUIKit's `detentprobe` and `sheetprobe`); iOS 18's sheet is 10 pt lower (Bosco Ho's
/// `maximumDetentValue` 749 on an 852-pt iPhone 14 Pro).
@Suite struct PresentationTests {
    func presenting<V: View>(_ view: V, version: PlatformVersion = .iOS26) -> LayoutTree {
        var environment = EnvironmentValues.ahem
        environment.platformVersion = version
        let tree = LayoutTree(view, environment: environment)
        tree.layout(
            in: CGSize(width: 393, height: 852), scale: 3,
            safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        return tree
    }

    @Test("A large sheet on iOS 26: (0, 59, 393, 793), its content proposed 393 × 759 above the home indicator")
    func largeSheet() throws {
        let tree = presenting(Color.blue.sheet(isPresented: .constant(true)) { Color.red.id("c") })
        let sheet = try #require(tree.presented.first)
        #expect(tree.presented.count == 1)
        #expect(sheet.kind == .sheet)
        #expect(sheet.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        #expect(sheet.canvas == CGSize(width: 393, height: 793) && sheet.scale == 1)
        #expect(sheet.safeArea == EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 0))
        #expect(sheet.tree.result()["c"]?.frame == CGRect(x: 0, y: 0, width: 393, height: 759))
        #expect(sheet.dimming == 0.2 && sheet.cornerRadius == 37.7 && !sheet.roundsBottomCorners)
        #expect(!sheet.showsDragIndicator)
        // The presenting view is laid out as without the sheet.
        #expect(tree.result().root.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("iOS 18: the large sheet's top is 10 pt lower, its corners 10")
    func largeSheetIOS18() throws {
        let sheet = try #require(
            presenting(Color.blue.sheet(isPresented: .constant(true)) { Color.red }, version: .iOS18).presented.first)
        #expect(sheet.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(sheet.cornerRadius == 10)
    }

    @Test(
        "A detent of 400 on iOS 26: a card 400 + 34 tall scaled by 377/393, 8 from the edges (UIKit: 8, 427.669, 377, 416.331)"
    )
    func heightDetentFloats() throws {
        let tree = presenting(
            Color.blue.sheet(isPresented: .constant(true)) { Color.red.id("c").presentationDetents([.height(400)]) })
        let sheet = try #require(tree.presented.first)
        #expect(sheet.canvas == CGSize(width: 393, height: 434))
        #expect(abs(sheet.scale - 377.0 / 393) < 1e-12)
        #expect(sheet.frame.minX == 8 && abs(sheet.frame.width - 377) < 1e-9)
        #expect(abs(sheet.frame.minY - 427.669) < 0.001 && abs(sheet.frame.height - 416.331) < 0.001)
        #expect(sheet.roundsBottomCorners)
        #expect(sheet.tree.result()["c"]?.frame == CGRect(x: 0, y: 0, width: 393, height: 400))
    }

    @Test("Several detents: the lowest is shown (medium: 425 of 852), with the grabber")
    func lowestDetentAndGrabber() throws {
        let tree = presenting(
            Color.blue.sheet(isPresented: .constant(true)) { Color.red.presentationDetents([.large, .medium]) })
        let sheet = try #require(tree.presented.first)
        #expect(sheet.canvas == CGSize(width: 393, height: 459))
        #expect(sheet.showsDragIndicator)
        // A selection chooses; `.hidden` hides the grabber.
        let large = try #require(
            presenting(
                Color.blue.sheet(isPresented: .constant(true)) {
                    Color.red.presentationDetents([.large, .medium], selection: .constant(.large))
                        .presentationDragIndicator(.hidden)
                }
            ).presented.first)
        #expect(large.frame == CGRect(x: 0, y: 59, width: 393, height: 793) && !large.showsDragIndicator)
    }

    @Test("Before iOS 26 a sheet that is not large sits on the bottom edge, full width")
    func fractionIOS18() throws {
        let tree = presenting(
            Color.blue.sheet(isPresented: .constant(true)) { Color.red.presentationDetents([.fraction(0.5)]) },
            version: .iOS18)
        let sheet = try #require(tree.presented.first)
        // The largest detent is 852 − 69 − 34 = 749; half of it, 374.5, above the home indicator.
        #expect(sheet.frame == CGRect(x: 0, y: 852 - 408.5, width: 393, height: 408.5) && sheet.scale == 1)
    }

    @Test("A cover fills the screen with its safe area, nothing dimmed")
    func cover() throws {
        let tree = presenting(Color.blue.fullScreenCover(isPresented: .constant(true)) { Color.red.id("c") })
        let cover = try #require(tree.presented.first)
        #expect(cover.kind == .fullScreenCover && cover.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(cover.dimming == 0 && cover.cornerRadius == 0)
        #expect(cover.tree.result()["c"]?.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("Nothing is presented for a false binding or a nil item; an item is given to the content")
    func bindings() throws {
        struct Item: Identifiable { let id: Int }
        let hidden = presenting(Color.blue.sheet(isPresented: .constant(false)) { Color.red })
        let none = presenting(Color.blue.sheet(item: .constant(Item?.none)) { _ in Color.red })
        #expect(hidden.presented.count == 0 && none.presented.count == 0)
        let tree = presenting(
            Color.blue.sheet(item: .constant(Item(id: 7))) { item in Color.red.frame(width: CGFloat(item.id)).id("c") })
        let presented = tree.presented.first.map { $0.tree.result() }
        #expect(presented?["c"]?.frame.width == 7)
    }

    @Test("A popover is a sheet on an iPhone, unless its content asks to stay a popover (then it is not drawn)")
    func popover() {
        let sheet = presenting(Color.blue.popover(isPresented: .constant(true)) { Color.red })
        #expect(sheet.presented.map(\.kind) == [.sheet])
        let kept = presenting(
            Color.blue.popover(isPresented: .constant(true)) { Color.red.presentationCompactAdaptation(.popover) })
        #expect(kept.presented.count == 0)
        let cover = presenting(
            Color.blue.sheet(isPresented: .constant(true)) { Color.red.presentationCompactAdaptation(.fullScreenCover) }
        )
        #expect(cover.presented.map(\.kind) == [.fullScreenCover])
    }

    @Test("Background interaction enabled: the screen behind is not dimmed; up through a detent, while at it or lower")
    func backgroundInteraction() {
        let enabled = presenting(
            Color.blue.sheet(isPresented: .constant(true)) {
                Color.red.presentationDetents([.medium]).presentationBackgroundInteraction(.enabled)
            })
        #expect(enabled.presented.map(\.dimming) == [0])
        let upThrough = presenting(
            Color.blue.sheet(isPresented: .constant(true)) {
                Color.red.presentationDetents([.medium, .large])
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
            })
        #expect(upThrough.presented.map(\.dimming) == [0])
    }

    @Test("The first presentation asked for is shown; one its content asks for stacks above it")
    func firstAndStacked() {
        let tree = presenting(
            VStack {
                Color.blue.sheet(isPresented: .constant(true)) {
                    Color.red.fullScreenCover(isPresented: .constant(true)) { Color.green.id("g") }
                }
                Color.blue.sheet(isPresented: .constant(true)) { Color.yellow.id("second") }
            })
        #expect(tree.presented.map(\.kind) == [.sheet, .fullScreenCover])
        #expect(tree.presented[1].tree.result()["g"] != nil)
        #expect(tree.presented.allSatisfy { $0.tree.result()["second"] == nil })
    }
}
