import Foundation

// Sheets, covers, popovers, alerts, dialogs and search: what a view presents over itself.
// None changes layout: each returns the view it modifies, laid out exactly as before.
// Plumb lays out one state of a view, the one before anything is presented, so the
// presented content is never built or laid out.

/// A height a sheet can rest at (`presentationDetents`).
public struct PresentationDetent: Hashable, Sendable {
    let kind: Int
    let value: CGFloat

    /// About half the screen.
    public static let medium = PresentationDetent(kind: 0, value: 0)
    /// The whole screen.
    public static let large = PresentationDetent(kind: 1, value: 0)
    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: 2, value: fraction)
    }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: 3, value: height) }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true. Not presented.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }

    /// Presents a sheet for `item` while it is not `nil`. Not presented.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    /// Presents `content` over the whole screen while `isPresented` is true. Not presented.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }

    /// Presents a cover for `item` while it is not `nil`. Not presented.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    /// Presents `content` in a popover while `isPresented` is true. Not presented.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }

    /// Presents a popover for `item` while it is not `nil`. Not presented.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

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

    /// The heights a sheet of this view can rest at. No layout effect: sheets are not presented.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The heights a sheet of this view can rest at, and the one it is at.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> some View
    { self }

    /// Whether a sheet of this view can be swiped away. No layout effect.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}
