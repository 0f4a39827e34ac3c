/// Which view of a program is the root.
public enum RootChoice: Sendable, Equatable {
    /// The first preview, else top-level view code, else the last view that needs no
    /// arguments, else the last view with its arguments stubbed.
    case automatic
    /// `--view NAME`.
    case view(String)
    /// `--preview N|NAME`: a 1-based number or a preview's name.
    case preview(String)
}
