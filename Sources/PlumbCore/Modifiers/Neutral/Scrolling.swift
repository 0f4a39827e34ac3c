import Foundation

// Scroll behaviour modifiers: paging, snapping, indicators, keyboard dismissal, the initial
// position. None changes layout: each returns the view it modifies, laid out exactly as
// before (a scroll view lays its content out at its initial offset, SPEC §5; set another
// offset for a picture with `scrollOffset(_:)`). Indicators are not drawn.

/// How a scroll view settles after a swipe (`scrollTargetBehavior`).
public protocol ScrollTargetBehavior {}

/// Settles on whole pages of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Settling on pages.
    public init() {}
}

/// Settles on the views of a `scrollTargetLayout`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// Settling on views.
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on whole pages of the scroll view's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles on the views of a `scrollTargetLayout`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// Whether scroll indicators are shown (`scrollIndicators`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let kind: Int
    /// The platform decides: shown while scrolling.
    public static let automatic = ScrollIndicatorVisibility(kind: 0)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(kind: 1)
    /// Hidden, unless the platform always shows them.
    public static let hidden = ScrollIndicatorVisibility(kind: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: 3)
}

/// How scrolling dismisses the keyboard (`scrollDismissesKeyboard`).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let kind: Int
    /// The platform decides.
    public static let automatic = ScrollDismissesKeyboardMode(kind: 0)
    /// The keyboard hides when scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(kind: 1)
    /// The keyboard follows the drag and hides when dragged off.
    public static let interactively = ScrollDismissesKeyboardMode(kind: 2)
    /// Scrolling never hides the keyboard.
    public static let never = ScrollDismissesKeyboardMode(kind: 3)
}

extension View {
    /// How scroll views inside settle after a swipe. No layout effect.
    public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View { self }

    /// Makes this layout's views the targets of a `.viewAligned` scroll view. No layout effect.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Whether scroll views inside show indicators. Not drawn; no layout effect.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    { self }

    /// Whether scroll views inside can scroll. No layout effect.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// How scrolling inside dismisses the keyboard. No layout effect.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// The id of the view scrolled to. No layout effect: the initial offset is kept.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Where scroll views inside start. No layout effect: the initial offset is kept.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// Whether scroll views inside draw their content outside their bounds (iOS 17): they
    /// stop clipping it. No layout effect.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        _EnvironmentWriter(content: self) { $0.isScrollClipDisabled = disabled }
    }

    /// When scroll views inside bounce at their ends. No layout effect.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }

    /// How the edges of scroll views inside fade under bars (iOS 26). Not drawn; no layout
    /// effect.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }

    /// Whether the edge effect of scroll views inside is hidden (iOS 26). No layout effect.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }
}

/// When a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let kind: Int
    /// The platform's choice (iOS: always).
    public static let automatic = ScrollBounceBehavior(kind: 0)
    /// Always.
    public static let always = ScrollBounceBehavior(kind: 1)
    /// Only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(kind: 2)
}

/// How a scroll view's edges fade under the bars over them (iOS 26).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = ScrollEdgeEffectStyle(kind: 0)
    /// A hard cut-off with a dividing line.
    public static let hard = ScrollEdgeEffectStyle(kind: 1)
    /// A soft fade.
    public static let soft = ScrollEdgeEffectStyle(kind: 2)
}
