/// iOS 13's navigation container, laid out as a ``NavigationStack`` of its content (the
/// stack style, iPhone's default): the same bar, the same proposal to the content.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}
