/// iOS 13's navigation container, laid out as a ``NavigationStack`` of its content (the
/// stack style, iPhone's default): the same bar, the same proposal to the content.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view showing `content` (one stack on an iPhone, as `NavigationStack`).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}
