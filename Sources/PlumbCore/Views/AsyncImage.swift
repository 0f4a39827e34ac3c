import Foundation

/// An image loaded from a URL. Plumb loads nothing: an `AsyncImage` is always in its first
/// phase, `.empty`, and shows its placeholder, as a screen does before the load completes.
///
/// Contract: `AsyncImage(url:)` shows "a standard placeholder that fills the available
/// space" (Apple's `AsyncImage` documentation, whose figure shows a grey box): a colour that
/// takes its proposal, iOS's `secondarySystemFill` (120, 120, 128 at 16%; the grey is open:
/// the documentation names no colour). `AsyncImage(url:content:placeholder:)` is its
/// placeholder view; `AsyncImage(url:transaction:content:)` is `content(.empty)`.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let empty: AnyView

    /// The image at `url`, with the default placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        self.empty = AnyView(AsyncImage<Image>.defaultPlaceholder)
    }

    /// The image at `url` passed to `content`, and `placeholder` until it loads.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.empty = AnyView(placeholder())
    }

    /// The view `content` makes of each phase of the load; Plumb shows `.empty`'s.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.empty = AnyView(content(.empty))
    }

    public var body: some View { empty }

    /// The standard placeholder: `secondarySystemFill`, filling the proposal.
    static var defaultPlaceholder: Color {
        SystemColors.named("secondarySystemFill")
            ?? Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
    }
}

/// A phase of an ``AsyncImage``'s load.
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet (the only phase Plumb shows).
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The loaded image, in `.success`.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, in `.failure`.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
