/// A view that gives its content a proxy to scroll the scroll views inside it
/// (`proxy.scrollTo(id)`). It adds nothing to layout: its content is laid out as if it stood
/// alone, as SwiftUI's is (`ScrollViewReader`'s body is its content; OpenSwiftUI's
/// `ScrollViewReader` likewise only passes the proxy). Plumb runs no actions, so scrolling
/// to an id happens only through the layout's scroll offset.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(0..<50) { Text("Row \($0)").id($0) } }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    let content: Content

    /// A reader whose content `content` builds from the proxy.
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy())
    }

    public var body: some View { content }
}

/// What a ``ScrollViewReader`` gives its content: `scrollTo` is an action, and Plumb runs
/// none, so it changes nothing.
public struct ScrollViewProxy: Sendable {
    /// Scrolls to the view with `id` (an action: Plumb lays out one moment and runs none).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
