import Foundation

// Modifiers that set how text inside a view is measured and drawn, through the
// environment; they add no node (SPEC §2).

extension View {
    /// The font of text inside this view.
    public func font(_ font: Font?) -> some View {
        _EnvironmentWriter(content: self) { $0.font = font }
    }

    /// The maximum number of lines of text inside this view.
    public func lineLimit(_ number: Int?) -> some View {
        _EnvironmentWriter(content: self) { $0.lineLimit = number.map { max($0, 1) } }
    }

    /// At most `limit` lines of text inside this view. `reservesSpace` is accepted; Plumb does
    /// not yet reserve the height of lines a text does not fill (the source reader neither).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }

    /// At most the range's upper bound of lines (the lower bound only reserves space, which
    /// Plumb does not yet).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { lineLimit(limit.upperBound) }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound) }

    /// No limit on the number of lines (the lower bound only reserves space).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { lineLimit(nil) }

    /// How lines of multiline text inside this view align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        _EnvironmentWriter(content: self) { $0.multilineTextAlignment = alignment }
    }

    /// Where text that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        _EnvironmentWriter(content: self) { $0.truncationMode = mode }
    }

    /// Extra space between lines of text.
    /// A non-finite spacing is 0, a huge one at most a million points (`InvalidLength`).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        _EnvironmentWriter(content: self) { $0.lineSpacing = InvalidLength.textLength(lineSpacing, or: 0) }
    }

    /// Text inside this view in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        _EnvironmentWriter(content: self) { env in
            if isActive { env.font = (env.font ?? .body).bold() }
        }
    }

    /// Text inside this view in italic.
    public func italic(_ isActive: Bool = true) -> some View {
        _EnvironmentWriter(content: self) { env in
            if isActive { env.font = (env.font ?? .body).italic() }
        }
    }

    /// The weight of text inside this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        _EnvironmentWriter(content: self) { env in
            if let weight { env.font = (env.font ?? .body).weight(weight) }
        }
    }
}

extension View {
    /// Text inside with digits of one width; measured as before (see ``Font/monospacedDigit()``).
    public func monospacedDigit() -> some View { self }
}
