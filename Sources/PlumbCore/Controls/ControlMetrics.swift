import Foundation

/// The sizes, paddings and colours of iOS's controls in their default styles, for each
/// platform release Plumb knows, with the evidence for each.
///
/// Every number a control uses is defined here, once, with its evidence level (SPEC's
/// words: **measured**, printed from real iOS by a published source; **documented**, Apple
/// says so; **reported**, careful third parties state it; **open**, judgement: the most
/// plausible value, easy to change). Sizes that depend on the font are not here: controls
/// compose `Text` in the font they use, so they follow Dynamic Type and `--font`.
///
/// Not part of SwiftUI's API (SwiftUI hides these numbers); public so that tools built on
/// Plumb can show them.
public struct ControlMetrics: Sendable, Equatable {
    /// The release these metrics are for.
    public let platformVersion: PlatformVersion

    /// The metrics of `version`.
    public init(_ version: PlatformVersion) { self.platformVersion = version }

    private var isGlass: Bool { platformVersion.isIOS26OrLater }

    // MARK: Toggle

    /// The switch of a `Toggle` (`UISwitch`).
    ///
    /// iOS 17 and 18: 51 × 31 (reported: UISwitch's frame is 51 × 31, its intrinsic size
    /// 49 × 31, openradar 31777116, https://github.com/lionheart/openradar-mirror/issues/17297;
    /// many design-token files state "UISwitch is 51x31pt with a 27pt thumb"). iOS 26:
    /// 63 × 28 (reported: a Liquid Glass re-implementation of the switch for older systems
    /// states "LiquidGlassSwitch is 63×28, UISwitch is 51×31"; open until measured).
    public var switchSize: CGSize { isGlass ? CGSize(width: 63, height: 28) : CGSize(width: 51, height: 31) }

    /// The switch's thumb: 27 on a 31-tall track (reported, as above: 2-point inset); on
    /// iOS 26 the thumb is a capsule 37 × 24 inside the 28-tall track (open: from screenshots,
    /// a 2-point inset and a thumb about 1.5 times as wide as tall).
    public var switchThumbSize: CGSize { isGlass ? CGSize(width: 37, height: 24) : CGSize(width: 27, height: 27) }

    /// The track when off: systemFill-like light gray (#E9E9EA, reported from iOS
    /// screenshots; open), #39393D in dark mode (open).
    public var switchOffTrack: Color { SystemColors.named("_switchOffTrack")! }

    // MARK: Stepper

    /// A `Stepper`'s control (`UIStepper`): 94 × 32 since iOS 13 (reported: UIStepper's
    /// intrinsic size in iOS 13+ is 94 × 32; it was 94 × 29 in iOS 7–12). iOS 26 keeps the
    /// two-segment capsule; its size is taken as the same (open).
    public var stepperSize: CGSize { CGSize(width: 94, height: 32) }

    // MARK: Slider

    /// A `Slider`'s height (`UISlider`'s intrinsic height 31 before iOS 26, reported by
    /// layout dumps; iOS 26's thinner track keeps a 28-tall thumb area, open). It takes the
    /// width it is offered.
    public var sliderHeight: CGFloat { isGlass ? 28 : 31 }

    /// The slider's track thickness: 4 (reported; iOS 26: 6, open) and thumb diameter 28
    /// (reported; iOS 26: a 37 × 24 capsule, open, as the switch's thumb).
    public var sliderTrackHeight: CGFloat { isGlass ? 6 : 4 }
    /// The slider's thumb: a 28-point circle (reported); iOS 26: a 37 × 24 capsule (open).
    public var sliderThumbSize: CGSize { isGlass ? CGSize(width: 37, height: 24) : CGSize(width: 28, height: 28) }

    // MARK: ProgressView

    /// The circular (indeterminate) `ProgressView`: `UIActivityIndicatorView.Style.medium`,
    /// 20 × 20 (documented size class "medium"; reported as 20 × 20 in layout dumps).
    public var activityIndicatorSize: CGFloat { 20 }

    /// The linear `ProgressView`'s bar height: 4 (reported: "a UIProgressView is 4 points tall
    /// whatever is asked"; iOS 26 keeps a 4-point capsule bar, open). It takes the width it
    /// is offered.
    public var progressBarHeight: CGFloat { 4 }

    /// The space between a `ProgressView`'s bar and its label (open: 4, from screenshots).
    public var progressLabelSpacing: CGFloat { 4 }

    // MARK: Segmented picker

    /// A segmented `Picker`'s height (`UISegmentedControl`): 32 since iOS 13 (reported; 28
    /// before), iOS 26: 36 (open: the glass segmented control is taller in screenshots).
    public var segmentedHeight: CGFloat { isGlass ? 36 : 32 }

    /// The selected segment's inset from the control's edge: 2 (reported from screenshots;
    /// open) and corner radius of the control: 8 (reported; iOS 26: capsule).
    public var segmentInset: CGFloat { 2 }

    // MARK: Buttons

    /// The padding of `.bordered` and `.borderedProminent` buttons around their label, by
    /// control size: UIKit's `UIButton.Configuration` content insets, which SwiftUI's
    /// bordered styles match (reported: `.medium` 7 top and bottom, 12 leading and trailing;
    /// `.large` 14 and 20; `.small` 5 and 10 (open: 3 and 8 for mini). SwiftUI's `.regular`
    /// is UIKit's medium, `.large` large, `.extraLarge` is taken as large (open).
    public func borderedButtonPadding(_ size: ControlSize) -> EdgeInsets {
        let (v, h): (CGFloat, CGFloat)
        switch size {
        case .mini: (v, h) = (3, 8)
        case .small: (v, h) = (5, 10)
        case .regular: (v, h) = (7, 12)
        case .large, .extraLarge: (v, h) = (14, 20)
        }
        return EdgeInsets(top: v, leading: h, bottom: v, trailing: h)
    }

    /// The corner radius of a bordered button's rounded rectangle, by control size
    /// (`UIButton.Configuration.CornerStyle.dynamic`: reported 6 for small and mini, 8 for
    /// medium, 12 for large; open). On iOS 26 bordered buttons are capsules (documented: the
    /// Liquid Glass controls are capsule-shaped by default, WWDC25 "Meet Liquid Glass").
    public func borderedButtonCornerRadius(_ size: ControlSize) -> CGFloat? {
        if isGlass { return nil }
        switch size {
        case .mini, .small: return 6
        case .regular: return 8
        case .large, .extraLarge: return 12
        }
    }

    /// A `.bordered` button's fill: its tint at 15% opacity (reported: UIKit's "tinted"
    /// configuration; open as to the exact opacity).
    public var borderedFillOpacity: Double { 0.15 }

    /// The font of a `.large` bordered button's label is the body style (reported); every
    /// other size keeps the environment's font. `.small` and `.mini` use subheadline (open).
    public func borderedButtonFont(_ size: ControlSize) -> Font? {
        switch size {
        case .mini, .small: return .subheadline
        default: return nil
        }
    }

    // MARK: Text fields

    /// The padding inside a `.roundedBorder` text field (`UITextField.BorderStyle.roundedRect`:
    /// 34 tall with the 17-point body font, so 6 above and below a 22-point line, and 7 at
    /// the sides; reported from UIKit layout dumps; open as to the sides).
    public var roundedBorderPadding: EdgeInsets { EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7) }

    /// The corner radius of a `.roundedBorder` field: 5 (reported) and its border: a
    /// hairline in the separator colour.
    public var roundedBorderCornerRadius: CGFloat { 5 }

    // MARK: Compact date picker, colour picker, menus

    /// The padding of each capsule of a `.compact` DatePicker around its text (open: 11 at
    /// the sides and 6 above and below, from screenshots at known scale), their corner
    /// radius (open: 6) and the space between the date and the time (open: 6).
    public var compactDatePadding: EdgeInsets { EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11) }
    /// The corner radius of a `.compact` DatePicker's capsules (open: 6).
    public var compactDateCornerRadius: CGFloat { 6 }
    /// The space between a `.compact` DatePicker's date and time (open: 6).
    public var compactDateSpacing: CGFloat { 6 }

    /// The swatch of a `ColorPicker`: a 28-point circle (open: from screenshots).
    public var colorWellSize: CGFloat { 28 }

    /// The space between a `Picker(.menu)`'s selection and its up-down chevron (open: 4).
    public var menuChevronSpacing: CGFloat { 4 }

    // MARK: Gauge

    /// The default (linear) `Gauge`'s bar height (open: 6, as a thick progress bar) and the
    /// space between its parts (open: 4).
    public var gaugeBarHeight: CGFloat { 6 }
    /// The space between a `Gauge`'s parts (open: 4).
    public var gaugeSpacing: CGFloat { 4 }

    // MARK: Disabled

    /// How much of a disabled control (a switch, slider, stepper, picker) is drawn: half
    /// (open: UIKit dims disabled controls; the exact alpha is not published).
    public var disabledOpacity: Double { 0.5 }

    /// The colour of a disabled button's title: `tertiaryLabel`, #3C3C43 at 30% (documented
    /// colour; that UIKit's disabled system buttons use it is reported, open).
    public var disabledLabel: Color { SystemColors.named("tertiaryLabel")! }

    // MARK: Colours (named system colours: they take their dark values in dark mode)

    /// The system fill behind bordered controls with no tint of their own (`tertiarySystemFill`:
    /// #767680 at 12%, documented in UIKit's colour tables).
    public var tertiaryFill: Color { SystemColors.named("tertiarySystemFill")! }

    /// `separator`: #3C3C43 at 29% (documented in UIKit's colour tables).
    public var separator: Color { SystemColors.named("separator")! }

    /// `placeholderText`: #3C3C43 at 30% (documented).
    public var placeholder: Color { SystemColors.named("placeholderText")! }
}

extension EnvironmentValues {
    /// The control metrics of the environment's platform version.
    public var controlMetrics: ControlMetrics { ControlMetrics(platformVersion) }
}

extension _ViewResolver {
    /// Resolves `view`, the body of a control, and notes on each node it produced what the
    /// control is and how its style sized it, for explanations.
    mutating func resolveControl<V: View>(_ view: V, note: String) {
        let mark = outputs.count
        resolve(view)
        noteControls(from: mark, note)
    }

    /// Notes `note` on each node produced since `mark` that has none yet.
    mutating func noteControls(from mark: Int, _ note: String) {
        for node in outputs[mark...] where tree.controlNotes[node] == nil { tree.controlNotes[node] = note }
    }
}

extension CGSize {
    /// `63 × 28`, for control notes.
    var noteText: String {
        func n(_ v: CGFloat) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.1f", Double(v))
        }
        return "\(n(width)) × \(n(height))"
    }
}

extension View {
    /// The shadow of a switch's or slider's thumb: black at 15%, 4 points of blur, 3 down,
    /// over a tight one at 6% (reported: Apple's iOS UI kit as recreated in CSS, `box-shadow:
    /// 0 3px 8px rgba(0,0,0,.15), 0 3px 1px rgba(0,0,0,.06)`; a CSS blur of 8 is a Gaussian of
    /// deviation 4, SwiftUI's `radius`).
    func controlThumbShadow() -> some View {
        shadow(color: Color(white: 0, opacity: 0.06), radius: 0.5, x: 0, y: 3)
            .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
    }
}
