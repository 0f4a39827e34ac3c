/// Whether a piece of system chrome (a toolbar's background, a list separator, a scroll
/// indicator) is shown: what `toolbar(_:for:)`, `listRowSeparator` and their kind take.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
