import Foundation
import PlumbCore

extension DisplayList {
    /// What `tree`'s presentations draw over its picture, bottom to top (``PresentedView``):
    /// for a sheet, black at its dimming opacity over the screen, then the sheet (its
    /// background in its rounded shape, its content, the grabber) where it sits; for a cover,
    /// its background and content over the whole screen.
    ///
    /// A sheet's background is iOS's systemBackground: white in light mode and, in dark
    /// mode, the elevated background (#1C1C1E, UIKit's "elevated" systemBackground, which is
    /// secondarySystemBackground's dark value); `presentationBackground` replaces it. The
    /// content's items name no view: they belong to the presented tree, not to `tree`.
    static func presentationItems(of tree: LayoutTree, options: DrawingOptions) -> [DisplayItem] {
        var items: [DisplayItem] = []
        for presented in tree.presented {
            if presented.dimming > 0 {
                let screen = Path(CGRect(origin: .zero, size: tree.canvasSize))
                items.append(
                    DisplayItem(
                        .fill(screen, paint: .color(Color.black.opacity(presented.dimming)), rule: .nonZero),
                        view: nil))
            }
            let appearance = Appearance(root: presented.tree)
            let bounds = CGRect(origin: .zero, size: presented.canvas)
            let r = presented.cornerRadius
            let bottom = presented.roundsBottomCorners ? r : 0
            let shape = UnevenRoundedRectangle(
                cornerRadii: RectangleCornerRadii(
                    topLeading: r, bottomLeading: bottom, bottomTrailing: bottom, topTrailing: r)
            ).path(in: bounds)
            let background =
                presented.background
                ?? AnyShapeStyle(
                    SystemColors.named(
                        appearance.colorScheme == .dark ? "secondarySystemBackground" : "systemBackground")
                        ?? .white)
            var content = [
                DisplayItem(
                    .fill(
                        shape,
                        paint: StyleResolver.paint(of: background, foreground: nil, in: bounds, scheme: appearance),
                        rule: .nonZero), view: nil)
            ]
            content += anonymous(DisplayList.items(of: presented.tree, options: options, appearance: appearance))
            if presented.showsDragIndicator {
                let size = SheetGrabber.size
                let grabber = CGRect(
                    x: (bounds.width - size.width) / 2, y: SheetGrabber.top, width: size.width, height: size.height)
                content.append(
                    DisplayItem(
                        .fill(
                            Path(roundedRect: grabber, cornerRadius: size.height / 2),
                            paint: .color(SheetGrabber.color(appearance.colorScheme)), rule: .nonZero), view: nil))
            }
            let s = Double(presented.scale)
            let placed = DisplayTransform(
                m11: s, m12: 0, m21: 0, m22: s, m31: Double(presented.frame.minX), m32: Double(presented.frame.minY))
            let sheet = DisplayGroup(clip: shape, items: content)
            items.append(
                DisplayItem(
                    .group(DisplayGroup(transform: placed, items: [DisplayItem(.group(sheet), view: nil)])), view: nil))
        }
        return items
    }

    /// `items` naming no view (drawn from another tree than the list's).
    private static func anonymous(_ items: [DisplayItem]) -> [DisplayItem] {
        items.map { item in
            var item = item
            item.view = nil
            if case .group(var group) = item.operation {
                group.items = anonymous(group.items)
                group.mask = group.mask.map(anonymous)
                item.operation = .group(group)
            }
            return item
        }
    }
}

/// The grabber at a sheet's top (`presentationDragIndicator(.visible)`): 36 × 5 pt, 5 below
/// the sheet's top, centred, with round ends. Measured on iOS 26 (OpenUIKit's `sheetprobe`:
/// `_UIGrabber [178.5, 64.0, 36.0, 5.0] cornerRadius 2.5` on a 393-pt sheet at y 59; over
/// the white sheet it draws (197, 197, 200): systemFill's grey (0.4706, 0.4706, 0.502) at
/// 43%). Its dark value was not measured: 77%, the light one scaled as systemFill's own
/// light and dark opacities are (0.2 and 0.36).
enum SheetGrabber {
    static let size = CGSize(width: 36, height: 5)
    static let top: CGFloat = 5

    static func color(_ scheme: ColorScheme) -> Color {
        Color(red: 0.4706, green: 0.4706, blue: 0.502, opacity: scheme == .dark ? 0.7731 : 0.4295)
    }
}
