/// Light or dark appearance. Plumb lays out and draws the light appearance; a colour scheme
/// never changes layout.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}
