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

    /// The least text inside may shrink to fit its space: a font as small as `factor` of its
    /// size (Apple: "a label with a minimumScaleFactor of 0.5 draws its text in a font size as
    /// small as half of the actual font if needed"). Clamped to 0.01...1.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        _EnvironmentWriter(content: self) { $0.minimumScaleFactor = min(max(factor, 0.01), 1) }
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

    /// The design of text inside this view (`.rounded`, `.serif`, `.monospaced`, iOS 16.1),
    /// applied to whatever font a text inside has (`Text("a").font(.title).fontDesign(.serif)`
    /// is a serif title), as SwiftUI applies its font modifiers after the font; a font made
    /// with a design of its own (`.system(size: 12, design: .rounded)`) keeps it. `nil`
    /// removes a design set outside.
    public func fontDesign(_ design: Font.Design?) -> some View {
        _EnvironmentWriter(content: self) { $0.fontDesign = design }
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

    /// Text inside in its font's fixed-width variant (iOS 16): for the system font, its
    /// monospaced design, as ``fontDesign(_:)`` sets it (a font with a design of its own
    /// keeps it). `false` changes nothing.
    public func monospaced(_ isActive: Bool = true) -> some View {
        _EnvironmentWriter(content: self) { env in
            if isActive { env.fontDesign = .monospaced }
        }
    }

    /// The width of text inside (iOS 16). Text is measured and drawn at the standard width
    /// (see ``Font/Width``): no layout effect.
    public func fontWidth(_ width: Font.Width?) -> some View { self }

    /// Lets text inside tighten its letter spacing before it truncates. Plumb's text does not
    /// tighten (open: iOS tightens by a few percent before truncating): no layout effect.
    public func allowsTightening(_ flag: Bool) -> some View { self }
}

extension EnvironmentValues {
    /// The design ``View/fontDesign(_:)`` gives text whose font has none of its own.
    public var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }
}

private struct FontDesignKey: EnvironmentKey {
    static let defaultValue: Font.Design? = nil
}

extension EnvironmentValues {
    /// Where a Text's lines sit in its frame: `multilineTextAlignment`, mirrored in a
    /// right-to-left environment, so `.leading` lines start at the right edge and
    /// `.trailing` ones at the left (`.center` is its own mirror). Apple's `TextAlignment`:
    /// `leading` "aligns the leading edge of each line"; the leading edge of a right-to-left
    /// layout is its right (`LayoutDirection`: SwiftUI "horizontally flips the x position of
    /// each view within its parent"). Mirroring a line's box in a frame of width W moves it
    /// from `(W − w)·f` to `(W − w)·(1 − f)`, which is the opposite alignment's position, so
    /// the text measurer needs no direction of its own. OpenSwiftUI resolves a paragraph's
    /// visual alignment the same way, from the environment's direction and not the text's
    /// script (`WritingMode.swift`: (.leading, .rightToLeft) and (.trailing, .leftToRight)
    /// are `.right`; `Text+StringDrawingContext.swift`: the leading factor is 1 in right to
    /// left). The order of characters within a line is the bidirectional algorithm's, not this.
    var lineAlignment: TextAlignment {
        guard layoutDirection == .rightToLeft else { return multilineTextAlignment }
        switch multilineTextAlignment {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}
