import Foundation

// Sheets, covers, popovers, alerts, dialogs and search: what a view presents over itself.
// None changes the layout of the view it modifies. A sheet, cover or popover whose binding
// is true (or whose item is not `nil`) when the view is resolved is presented: its content
// is laid out in the presentation's frame on the screen (``PresentedView``) and drawn over
// the picture, as a preview that presents one (`.sheet(isPresented: .constant(true))`)
// shows it. Alerts and dialogs are never drawn.

/// A height a sheet can rest at (`presentationDetents`).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }
    let kind: Kind

    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The whole screen.
    public static let large = PresentationDetent(kind: .large)
    /// A fraction of the largest height a sheet can have.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }
    /// A height in points (of the sheet's content, above the home indicator's safe area).
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

/// How a presentation adapts where the screen is compact (an iPhone), for
/// `presentationCompactAdaptation(_:)`.
public enum PresentationAdaptation: Hashable, Sendable {
    /// As the system decides: a popover becomes a sheet.
    case automatic
    /// Not adapted.
    case none
    /// A popover.
    case popover
    /// A sheet.
    case sheet
    /// A cover over the whole screen.
    case fullScreenCover
}

/// Whether the views behind a sheet take input, for `presentationBackgroundInteraction(_:)`:
/// where they do, they are not dimmed.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, disabled, enabled
        case enabledUpThrough(PresentationDetent)
    }
    let kind: Kind

    /// As the system decides: disabled, the views behind are dimmed.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// The views behind take no input and are dimmed.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// The views behind take input and are not dimmed.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled)
    /// The views behind take input, and are not dimmed, while the sheet rests at `detent` or lower.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
    }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true: laid out in the sheet's
    /// frame and drawn over the screen (``PresentedView``).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        PresentingView(content: self, kind: .sheet, presented: isPresented.wrappedValue ? { AnyView(content()) } : nil)
    }

    /// Presents a sheet for `item` while it is not `nil`.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        PresentingView(content: self, kind: .sheet, presented: item.wrappedValue.map { i in { AnyView(content(i)) } })
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        PresentingView(
            content: self, kind: .fullScreenCover, presented: isPresented.wrappedValue ? { AnyView(content()) } : nil)
    }

    /// Presents a cover for `item` while it is not `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        PresentingView(
            content: self, kind: .fullScreenCover, presented: item.wrappedValue.map { i in { AnyView(content(i)) } })
    }

    /// Presents `content` in a popover while `isPresented` is true. On an iPhone (a compact
    /// width) a popover adapts to a sheet unless its content's
    /// `presentationCompactAdaptation(_:)` asks for a popover, which is not drawn.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        PresentingView(
            content: self, kind: .popover, presented: isPresented.wrappedValue ? { AnyView(content()) } : nil)
    }

    /// Presents a popover for `item` while it is not `nil` (a sheet on an iPhone).
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        PresentingView(content: self, kind: .popover, presented: item.wrappedValue.map { i in { AnyView(content(i)) } })
    }

    /// Presents an alert while `isPresented` is true. Not presented.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// Presents an alert while `isPresented` is true. Not presented.
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// Presents an alert while `isPresented` is true. Not presented.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        self
    }

    /// Presents an alert with a message while `isPresented` is true. Not presented.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }

    /// Presents an alert with a message while `isPresented` is true. Not presented.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    /// Presents an alert with a message while `isPresented` is true. Not presented.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    /// Presents an action sheet while `isPresented` is true. Not presented.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// Presents an action sheet while `isPresented` is true. Not presented.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// Presents an action sheet with a message while `isPresented` is true. Not presented.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    /// Presents an action sheet with a message while `isPresented` is true. Not presented.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    /// The heights a sheet of this view can rest at: it is presented at the lowest
    /// (UIKit's `selectedDetentIdentifier`: "nil ... the smallest detent").
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        presentationPreference { $0.detents = detents }
    }

    /// The heights a sheet of this view can rest at, and the one it is at.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> some View
    {
        presentationPreference {
            $0.detents = detents
            $0.selection = selection.wrappedValue
        }
    }

    /// Whether a sheet of this view shows its drag indicator (the grabber at its top);
    /// `.automatic` shows it when the sheet has more than one detent to rest at.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        presentationPreference { $0.dragIndicator = visibility }
    }

    /// What a sheet of this view is filled with, in place of the system background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        presentationPreference { $0.background = AnyShapeStyle(style) }
    }

    /// The corner radius of a sheet of this view; `nil`: the system's.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        presentationPreference { $0.cornerRadius = cornerRadius }
    }

    /// How a presentation of this view adapts on a compact screen (an iPhone).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        presentationPreference { $0.compactAdaptation = adaptation }
    }

    /// How a presentation of this view adapts on a compact screen, horizontally and vertically;
    /// on an iPhone in portrait, the horizontal one.
    public func presentationCompactAdaptation(
        horizontal: PresentationAdaptation, vertical: PresentationAdaptation
    ) -> some View {
        presentationPreference { $0.compactAdaptation = horizontal }
    }

    /// Whether the views behind a sheet of this view take input (and are then not dimmed).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        presentationPreference { $0.backgroundInteraction = interaction }
    }

    /// Whether a sheet of this view can be swiped away. No layout effect.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}
