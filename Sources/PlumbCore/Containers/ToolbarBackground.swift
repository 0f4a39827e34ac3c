import Foundation

// `toolbarBackground`: the background of a NavigationStack's navigation bar and bottom
// toolbar.
//
// Plumb draws the unscrolled screen, where iOS 15 and later show bars without a background
// at the scroll edge (documented: WWDC21 "What's new in UIKit", `scrollEdgeAppearance` for
// all bars; SwiftUI's `toolbarBackground(_:for:)`: "the background may only be visible when
// content scrolls under it"). `toolbarBackground(.visible, for:)` shows it anyway: the style
// given with `toolbarBackground(_:for:)`, or the bar's material (`BarMaterials.chrome`),
// from the top of the screen (under the status bar) to the bar's bottom, with a one-pixel
// `Divider` along its bottom on iOS ≤ 18 (UIKit's default bar shadow). iOS 26: the same,
// open (its bars blur content under them rather than drawing a background). The tab bar's
// background is not changed by these modifiers here.

/// What the root said about a bar's background.
struct BarBackgroundRequest {
    var style: AnyShapeStyle?
    var visibility: Visibility = .automatic

    /// The paint shown at the scroll edge, if any: a material is drawn as the bar's.
    var shownStyle: AnyShapeStyle? {
        guard visibility == .visible else { return nil }
        guard let style, style.color != nil || !(style.base is Material) else {
            return AnyShapeStyle(BarMaterials.chrome)
        }
        return style
    }
}

extension View {
    /// The style of the background of `bars` (`.navigationBar`, `.bottomBar`,
    /// `.automatic`), shown where the bar shows a background.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let style = AnyShapeStyle(style)
        return barBackground(bars) { $0.style = style }
    }

    /// Whether the background of `bars` is shown: `.visible` draws it on the unscrolled
    /// screen too.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barBackground(bars) { $0.visibility = visibility }
    }

    /// Whether the background of `bars` is shown (iOS 18's name for
    /// `toolbarBackground(_:for:)` with a visibility).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barBackground(bars) { $0.visibility = visibility }
    }

    private func barBackground(_ bars: [ToolbarPlacement], _ update: @escaping (inout BarBackgroundRequest) -> Void)
        -> some View
    {
        let top = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        let bottom = bars.contains(.bottomBar)
        return NavigationBarWriter(content: self) { context, _ in
            if top { update(&context.navigationBarBackground) }
            if bottom { update(&context.bottomBarBackground) }
        }
    }
}

/// A bar's background: its paint from `top` (the screen's top, for the navigation bar) to
/// its own bottom, and the hairline along its bottom on iOS ≤ 18.
struct BarBackground: View {
    let style: AnyShapeStyle
    let version: PlatformVersion
    let edge: VerticalEdge

    var body: some View {
        Rectangle().fill(style)
            .overlay(alignment: edge == .top ? .top : .bottom) {
                if !version.isIOS26OrLater { Divider() }
            }
    }
}
