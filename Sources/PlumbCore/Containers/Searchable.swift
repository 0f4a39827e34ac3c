import Foundation

/// Where a search field is shown (`searchable`).
///
/// In a NavigationStack on an iPhone: `.automatic` is the navigation bar's drawer, under the
/// title, on iOS ≤ 18, and the bottom of the screen on iOS 26 (reported:
/// axiom-swiftui-nav-ref, "iOS 26: bottom-aligned search"; Apple moved the search field of
/// its own apps to the bottom) except in a tab of a TabView, where it stays under the title
/// (reported: p0dee.com's "Liquid Glass search tab": without `Tab(role: .search)` "the search
/// field is shown under the navigation bar as before"); `.navigationBarDrawer` is under the
/// title on every release;
/// `.toolbar` is the bottom toolbar on iOS 26 and the drawer before; `.sidebar` is the drawer.
public struct SearchFieldPlacement: Hashable, Sendable {
    let kind: Int
    /// The platform's default place: under the title on iOS 18 and earlier, at the bottom on iOS 26.
    public static let automatic = SearchFieldPlacement(kind: 0)
    /// In the navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: 1)
    /// In the toolbar: the bottom toolbar on iOS 26, the navigation bar's drawer before.
    public static let toolbar = SearchFieldPlacement(kind: 2)
    /// In the sidebar: the navigation bar's drawer on an iPhone.
    public static let sidebar = SearchFieldPlacement(kind: 3)

    /// The navigation bar's drawer, shown always or only until the content scrolls (Plumb
    /// lays out the unscrolled screen: both show the field).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }

    /// When the navigation bar's drawer shows the search field.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// `.automatic` (shown until the content scrolls) or `.always`; both show the field here.
        case automatic, always
    }
}

/// A `searchable` modifier's field, as collected by the enclosing NavigationStack.
struct SearchFieldRequest {
    var placement: SearchFieldPlacement = .automatic
    /// The placeholder: the prompt, or "Search".
    var prompt: Text = Text(verbatim: "Search")
}

extension View {
    /// A search field for `text` in the enclosing NavigationStack's bar (under the title on
    /// iOS ≤ 18, at the bottom on iOS 26: ``SearchFieldPlacement``). The field shows its
    /// prompt ("Search" by default) in the placeholder colour; the text is not shown
    /// (Plumb lays out the empty field). Outside a NavigationStack it shows nothing.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        let request = SearchFieldRequest(placement: placement, prompt: prompt ?? Text(verbatim: "Search"))
        return NavigationBarWriter(content: self) { context, _ in if context.search == nil { context.search = request }
        }
    }

    /// A search field for `text` with a prompt.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field for `text` with a prompt.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(verbatim: String(prompt)))
    }

    /// A search field for `text` with suggestions, which show while the user searches: a
    /// still picture (no search under way) shows none, so they are not resolved.
    public func searchable<Suggestions: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> Suggestions
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field for `text` whose presentation `isPresented` drives (iOS 17): a still
    /// picture shows the field at rest.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field for `text` and tokens, each drawn by `token` inside the field. Plumb lays
    /// out the field at rest, its text and tokens not shown (as the text is not).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field for `text`, tokens and suggested tokens (iOS 17), whose presentation
    /// `isPresented` drives; suggestions show while the user searches, so a still picture shows
    /// the field at rest, as ``searchable(text:tokens:placement:prompt:token:)`` does.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}

/// The search field iOS draws for `searchable`: a magnifying glass and the prompt on a
/// rounded field.
///
/// iOS ≤ 18: a rounded rectangle (radius 10, continuous) filled with `tertiarySystemFill`,
/// 36 tall, the glass 8 from its leading edge and the prompt 6 after it, in the body font
/// and `secondaryLabel` (reported: zelez-lab/dija's search-bar spec: "Left padding 8pt",
/// "Search icon to text 6pt", "Placeholder color secondaryLabel", "Corner radius 10pt").
/// iOS 26: the same content on a glass capsule 44 tall at the bottom, or 36 under the title
/// (open: approximated).
struct SearchField: View {
    let request: SearchFieldRequest
    let metrics: NavigationBarMetrics

    var body: some View {
        let content = HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
            request.prompt.lineLimit(1)
            Spacer(minLength: 0)
        }
        .font(.body)
        .foregroundStyle(Color.secondary)
        .padding(.horizontal, metrics.version.isIOS26OrLater ? 12 : 8)
        if metrics.version.isIOS26OrLater {
            let atBottom = metrics.searchIsAtBottom(request.placement)
            content.frame(height: atBottom ? metrics.rowHeight : metrics.searchFieldHeight).glassCapsule()
        } else {
            content.frame(height: metrics.searchFieldHeight)
                .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(BarMaterials.searchFieldFill))
        }
    }
}
