import Foundation

/// The paints of iOS's bars, light mode, as Plumb draws them: flat colours standing in for
/// materials and Liquid Glass, which PlumbRender does not blur or refract.
enum BarMaterials {
    /// iOS ≤ 18's bar background where content lies under the bar (UIKit's default
    /// `UIBarAppearance`, `systemChromeMaterial`): drawn as its light-mode tone, white at 94%
    /// over a 97% grey, open (a material blurs what is behind it; the tone is judged from
    /// screenshots). At the scroll edge (content ending before the bar) iOS 15 and later
    /// draw the bar transparent (documented: WWDC21 "What's new in UIKit",
    /// `scrollEdgeAppearance` now applies to all bars).
    static let chrome = SystemColors.named("_barChrome")!

    /// iOS 26's Liquid Glass, drawn as a light translucent fill with a faint edge (open: the
    /// real material refracts and tints with what lies behind it).
    /// Dark mode: a dark grey at 92% with a faint light edge (open; ``SystemColors``).
    static let glass = SystemColors.named("_barGlass")!
    static let glassEdge = SystemColors.named("_barGlassEdge")!

    /// The fill of iOS's search fields (`tertiarySystemFill`: 118,118,128 at 12%, light;
    /// documented UIKit element colour, as tabulated by zelez-lab/dija's search-bar spec).
    static let searchFieldFill = SystemColors.named("tertiarySystemFill")!

    /// The grey of unselected tab items (`systemGray`, 142,142,147; reported: dija's tab bar
    /// spec; the same as SwiftUI's `Color.gray`).
    static let unselectedTab = Color.gray
}

extension View {
    /// This view on a glass capsule (iOS 26's bar buttons and tab bar), drawn as
    /// ``BarMaterials/glass``.
    func glassCapsule() -> some View {
        background(Capsule().fill(BarMaterials.glass)).overlay(
            Capsule().strokeBorder(BarMaterials.glassEdge, lineWidth: 0.5))
    }
}
