import Foundation

/// What a screen shows when it has no content: `ContentUnavailableView("No Mail",
/// systemImage: "tray", description: Text("New mail appears here."))`, and `.search`.
///
/// Contract: the view takes all the space it is offered (as a `frame(maxWidth: .infinity,
/// maxHeight: .infinity)`) and centres a VStack: the label, its icon above its title; the
/// description below it; then the actions. The icon is secondary, at the large-title size
/// scaled 1.5 (about 51 pt); the title is title2 bold; the description subheadline,
/// secondary; all centred, each line wrapping. Open: iOS 17's metrics are not published and
/// not measured here; these values are read from Apple's screenshots of the view (its
/// documentation and WWDC23's "What's new in SwiftUI"), spacing 16 between label and
/// description groups and 8 within them, 16 points of padding on each edge.
public struct ContentUnavailableView<LabelContent: View, Description: View, Actions: View>: PrimitiveView {
    let label: LabelContent
    let description: Description
    let actions: Actions

    /// An unavailable-content view from its label, description and actions.
    public init(
        @ViewBuilder label: () -> LabelContent, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    static var iconSize: CGFloat { 51 }

    public static func _makeNodes(_ view: ContentUnavailableView, into resolver: inout _ViewResolver) {
        let body = VStack(spacing: 16) {
            VStack(spacing: 8) {
                view.label.labelStyle(UnavailableLabelStyle())
                view.description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            view.actions
        }
        .multilineTextAlignment(.center)
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        resolver.resolve(body)
    }
}

/// The label of a ``ContentUnavailableView``: its icon above its title.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon
                .font(.system(size: ContentUnavailableView<EmptyView, EmptyView, EmptyView>.iconSize))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
        }
    }
}

extension ContentUnavailableView where LabelContent == Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view with a title, a system symbol and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Label(title, systemImage: name) }, description: { description })
    }

    /// A view with a localized title, a system symbol and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Label(titleKey, systemImage: name) }, description: { description })
    }

    /// A view with a title, an image from the asset catalog and an optional description.
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Label(title, image: name) }, description: { description })
    }

    /// The view for a search with no results: a magnifying glass, "No Results", and "Check
    /// the spelling or try a new search." (with the search text: "No Results for “text”").
    public static var search: ContentUnavailableView { search(text: "") }

    /// The view for a search for `text` with no results.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(
            text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
