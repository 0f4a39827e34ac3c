import Foundation
import Plumb
import Testing

/// A presented sheet drawn over the screen (DisplayList+Presentations.swift): the screen
/// behind dimmed by black at 20%, the sheet's background, its grabber; measured on iOS 26
/// (OpenUIKit's `sheetprobe`: white behind a sheet draws #CCCCCC; the grabber over a white
/// sheet 197, 197, 200).
struct PresentationPixelTests {
    func picture<V: View>(_ view: V, scheme: ColorScheme = .light) -> Bitmap {
        var env = EnvironmentValues.ahem
        env.colorScheme = scheme
        let tree = LayoutTree(view, environment: env)
        tree.layout(
            in: CGSize(width: 393, height: 852), scale: 1,
            safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        return RasterRenderer(scale: 1).render(DisplayList(tree))
    }

    @Test("A large sheet: the screen above it dimmed (white to 204), the sheet white, the grabber 197, 197, 200")
    func largeSheetLight() {
        let bitmap = picture(
            Color.white.ignoresSafeArea().sheet(isPresented: .constant(true)) {
                Color.clear.presentationDragIndicator(.visible)
            })
        #expect(rgba(bitmap, 5, 30) == [204, 204, 204, 255])
        #expect(rgba(bitmap, 196, 400) == [255, 255, 255, 255])
        // The grabber: 36 × 5 at (178.5, 64).
        #expect(rgba(bitmap, 196, 66) == [197, 197, 200, 255])
        #expect(rgba(bitmap, 196, 75) == [255, 255, 255, 255])
        // The top corners are round: the sheet's corner pixel shows the dimmed screen.
        #expect(rgba(bitmap, 0, 59) == [204, 204, 204, 255])
    }

    @Test("In dark mode the sheet is the elevated background, 28, 28, 30; black behind stays black")
    func largeSheetDark() {
        let bitmap = picture(Color.clear.sheet(isPresented: .constant(true)) { Color.clear }, scheme: .dark)
        #expect(rgba(bitmap, 5, 30) == [0, 0, 0, 255])
        #expect(rgba(bitmap, 196, 400) == [28, 28, 30, 255])
    }

    @Test("A medium sheet floats 8 pt from the edges; presentationBackground fills it; a cover hides the screen")
    func mediumAndCover() {
        let bitmap = picture(
            Color.white.ignoresSafeArea().sheet(isPresented: .constant(true)) {
                Color.clear.presentationDetents([.medium]).presentationBackground(Color.red)
            })
        #expect(rgba(bitmap, 3, 700) == [204, 204, 204, 255])
        #expect(rgba(bitmap, 196, 700) == [255, 56, 60, 255])
        #expect(rgba(bitmap, 196, 848) == [204, 204, 204, 255])
        let cover = picture(Color.red.fullScreenCover(isPresented: .constant(true)) { Color.blue.ignoresSafeArea() })
        #expect(rgba(cover, 5, 30) == rgba(cover, 196, 400))
        #expect(rgba(cover, 196, 400)[2] == 255)
    }
}
