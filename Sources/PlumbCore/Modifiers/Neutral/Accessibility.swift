import Foundation

// Accessibility modifiers: labels, hints, values, traits and actions VoiceOver reads. None
// changes layout: each returns the view it modifies, laid out exactly as before. Nothing
// here is drawn.

/// What a view is to assistive technologies: a button, a header, selected...
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a heading.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays a sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarises the screen when it appears.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts media.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal: the elements behind it are ignored.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element treats the elements of its subviews.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    /// The children are not elements of their own.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children are elements inside this one.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// The children's labels and values are combined into this one's.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// The kind of an accessibility action.
public struct AccessibilityActionKind: Hashable, Sendable {
    let kind: Int
    /// The element's main action (a double tap).
    public static let `default` = AccessibilityActionKind(kind: 0)
    /// Dismissing (the two-finger scrub).
    public static let escape = AccessibilityActionKind(kind: 1)
    /// The magic tap (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(kind: 2)
    /// Deleting the element.
    public static let delete = AccessibilityActionKind(kind: 3)
    /// Showing the element's menu.
    public static let showMenu = AccessibilityActionKind(kind: 4)
}

extension View {
    /// The label assistive technologies read for this view.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// The label assistive technologies read for this view.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The label assistive technologies read for this view.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// What happens when the view is activated, read after its label.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// What happens when the view is activated, read after its label.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    /// What happens when the view is activated, read after its label.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// The view's value, read after its label.
    public func accessibilityValue(_ valueDescription: Text) -> some View { self }
    /// The view's value, read after its label.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    /// The view's value, read after its label.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// An identifier for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Makes this view an accessibility element, treating its subviews' elements as `children` says.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Adds traits.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes traits.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Hides this view from assistive technologies.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// The order assistive technologies visit this view in among its siblings (higher first).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// An action assistive technologies can perform. Accepted; never performed.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ action: @escaping () -> Void)
        -> some View
    { self }

    /// A named custom action. Accepted; never performed.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ action: @escaping () -> Void) -> some View {
        self
    }

    /// A named custom action. Accepted; never performed.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ action: @escaping () -> Void) -> some View {
        self
    }

    /// A view whose accessibility elements stand for this one's. Not laid out.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
}

// The accessibility modifiers of iOS 13, deprecated in iOS 14 for the `accessibility...` ones
// above, which real code still carries (`.accessibility(label: Text("Close"))`). Each returns
// the view it modifies.
extension View {
    /// The label assistive technologies read (iOS 13's form of `accessibilityLabel(_:)`).
    public func accessibility(label: Text) -> some View { self }
    /// The hint assistive technologies read (iOS 13's form of `accessibilityHint(_:)`).
    public func accessibility(hint: Text) -> some View { self }
    /// The value assistive technologies read (iOS 13's form of `accessibilityValue(_:)`).
    public func accessibility(value: Text) -> some View { self }
    /// Hides this view from assistive technologies (iOS 13's form of `accessibilityHidden(_:)`).
    public func accessibility(hidden: Bool) -> some View { self }
    /// The identifier UI tests find this view by (iOS 13's form of `accessibilityIdentifier(_:)`).
    public func accessibility(identifier: String) -> some View { self }
    /// Adds traits (iOS 13's form of `accessibilityAddTraits(_:)`).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
    /// Removes traits (iOS 13's form of `accessibilityRemoveTraits(_:)`).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }
    /// The order assistive technologies read this view in (iOS 13's form of `accessibilitySortPriority(_:)`).
    public func accessibility(sortPriority: Double) -> some View { self }
}

/// The heading level of an accessibility heading (`accessibilityHeading(_:)`).
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading of no particular level.
    case unspecified
    /// Level 1 to 6, as in HTML.
    case h1, h2, h3, h4, h5, h6
}

extension View {
    /// This view as a heading of `level` to VoiceOver. No layout effect.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

    /// Actions VoiceOver offers on this view, written as buttons (iOS 16). Never built: no
    /// layout effect.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    /// Shows this view enlarged while it is pressed at the largest text sizes. No layout effect.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Shows `largeContentView` enlarged while this view is pressed at the largest text
    /// sizes. Never built: no layout effect.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        self
    }

    /// Gives this view VoiceOver's focus while `condition` is true. No layout effect: nothing
    /// is focused.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Gives this view VoiceOver's focus while `binding` equals `value`. No layout effect.
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View { self }
}
