import Foundation

/// Where iOS puts a presented sheet on an iPhone screen, per release.
///
/// Evidence, iOS 26 (measured): OpenUIKit's probes of UIKit's page sheet on an iPhone 16
/// simulator (393 × 852, safe area 59 / 34; `Tools/oracle2/detentprobe` and `sheetprobe`,
/// quoted in its `UIPresentation.swift` and `SheetDetentTests`): the large sheet is
/// (0, 59, 393, 793), its top at the screen's top safe-area inset; `maximumDetentValue` is
/// 759 = 852 − 59 − 34; a detent taller than that is the large sheet; a detent of 400 puts
/// a view 400 + 34 tall on screen, drawn as a floating card scaled by 377 / 393 with 8 pt
/// around it ((8, 427.669, 377, 416.331)); the medium detent's content is 425 pt of the 852;
/// the screen behind is dimmed by black at 20%; the top corners fit a radius of 37.7; the
/// grabber is drawn by PlumbRender (`SheetGrabber`).
///
/// iOS 17 and 18 (reported): the sheet's top is 10 pt lower. Bosco Ho's SheetInteraction
/// notes measure `maximumDetentValue` 749 on an iPhone 14 Pro (852 tall, 59 / 34): 10 less
/// than the screen between its safe areas, "the extra space where the sheets behind ... appear".
/// Before iOS 26 a sheet that is not large sits on the bottom edge, full width, with
/// UIKit's 10 pt corners; the presenting screen's shrinking behind it is not drawn.
enum SheetMetrics {
    /// The gap from the screen's top to a large sheet's top.
    static func topInset(safeTop: CGFloat, version: PlatformVersion) -> CGFloat {
        version.isIOS26OrLater ? safeTop : safeTop + 10
    }

    /// The radius of a sheet's rounded corners.
    static func cornerRadius(_ version: PlatformVersion) -> CGFloat { version.isIOS26OrLater ? 37.7 : 10 }

    /// The black of the dimming view over the screen behind a sheet.
    static let dimmingOpacity = 0.2

    /// The margin around a floating (not large) sheet on iOS 26, and on each side.
    static let floatingMargin: CGFloat = 8

    /// The height of the medium detent's content on a screen `height` tall: about half
    /// (measured 425 of 852 on iOS 26; other heights take the same rule).
    static func mediumHeight(screen height: CGFloat) -> CGFloat { (height / 2).rounded(.down) - 1 }
}

/// Where a presentation sits on the screen, given what its content asks for.
struct PresentationPlacement {
    /// The canvas the presented content is laid out in, and its safe area.
    var canvas: CGSize
    var safeArea: EdgeInsets
    /// Where that canvas is drawn on the screen, after `scale`.
    var frame: CGRect
    var scale: CGFloat = 1
    var cornerRadius: CGFloat = 0
    var roundsBottomCorners = false
    var dimming = 0.0
    var showsDragIndicator = false

    /// A cover: the whole screen, its safe area, nothing behind it visible.
    init(cover screen: CGSize, safeArea: EdgeInsets) {
        canvas = screen
        self.safeArea = safeArea
        frame = CGRect(origin: .zero, size: screen)
    }

    /// A sheet on a phone screen of `screen` points with `safeArea`, at the detent the
    /// content's preferences choose (the selection, else the lowest of its detents).
    init(
        sheet screen: CGSize, safeArea screenSafeArea: EdgeInsets, preferences p: PresentationPreferences,
        version: PlatformVersion
    ) {
        let top = SheetMetrics.topInset(safeTop: screenSafeArea.top, version: version)
        let maximum = max(0, screen.height - top - screenSafeArea.bottom)
        func height(_ d: PresentationDetent) -> CGFloat {
            let h: CGFloat
            switch d.kind {
            case .large: h = maximum
            case .medium: h = SheetMetrics.mediumHeight(screen: screen.height)
            case .fraction(let f): h = f * maximum
            case .height(let points): h = points
            }
            return min(max(h.isNaN ? maximum : h, 0), maximum)
        }
        let detents = p.detents.flatMap { $0.isEmpty ? nil : $0 } ?? [.large]
        let detent =
            p.selection.flatMap { detents.contains($0) ? $0 : nil }
            ?? detents.min { (height($0), "\($0.kind)") < (height($1), "\($1.kind)") }!
        let content = height(detent)
        safeArea = EdgeInsets(
            top: 0, leading: screenSafeArea.leading, bottom: screenSafeArea.bottom, trailing: screenSafeArea.trailing)
        cornerRadius = p.cornerRadius ?? SheetMetrics.cornerRadius(version)
        if content >= maximum {
            canvas = CGSize(width: screen.width, height: max(0, screen.height - top))
            frame = CGRect(origin: CGPoint(x: 0, y: top), size: canvas)
        } else {
            canvas = CGSize(width: screen.width, height: content + safeArea.bottom)
            if version.isIOS26OrLater, screen.width > 2 * SheetMetrics.floatingMargin {
                let margin = SheetMetrics.floatingMargin
                scale = (screen.width - 2 * margin) / screen.width
                let size = CGSize(width: canvas.width * scale, height: canvas.height * scale)
                frame = CGRect(origin: CGPoint(x: margin, y: screen.height - margin - size.height), size: size)
                roundsBottomCorners = true
            } else {
                frame = CGRect(origin: CGPoint(x: 0, y: screen.height - canvas.height), size: canvas)
            }
        }
        switch p.backgroundInteraction?.kind ?? .automatic {
        case .enabled: dimming = 0
        case .enabledUpThrough(let limit): dimming = content <= height(limit) ? 0 : SheetMetrics.dimmingOpacity
        case .automatic, .disabled: dimming = SheetMetrics.dimmingOpacity
        }
        switch p.dragIndicator ?? .automatic {
        case .visible: showsDragIndicator = true
        case .hidden: showsDragIndicator = false
        case .automatic: showsDragIndicator = detents.count > 1
        }
    }
}
