/// Whether a line break opportunity must or may be taken.
public enum LineBreakKind: Hashable, Sendable {
    /// A hard break: after BK, CR (not followed by LF), LF or NL (UAX #14
    /// LB4, LB5), and at the end of the text (LB3).
    case mandatory
    /// A break is allowed here (UAX #14 "÷") but not required.
    case allowed
}

/// A line break opportunity: a line may end *before* the element at
/// `position` (equivalently, after the first `position` elements).
///
/// For `LineBreaker.breakOpportunities(in:)` the position counts Unicode
/// scalars; for `LineBreaker.characterBreakOpportunities(in:)` it counts
/// `Character`s. There is never an opportunity at position 0 (LB2); the last
/// opportunity of a non-empty text is at its end and is mandatory (LB3).
public struct LineBreakOpportunity: Hashable, Sendable {
    /// Offset of the break, in elements (scalars or characters) from the
    /// start of the text.
    public var position: Int
    /// Whether the break is mandatory or merely allowed.
    public var kind: LineBreakKind

    /// An opportunity before element `position`.
    public init(position: Int, kind: LineBreakKind) {
        self.position = position
        self.kind = kind
    }
}

/// A line break opportunity in a `String`, as both a `String.Index` and a
/// Unicode scalar offset.
public struct LineBreakStringOpportunity: Hashable, Sendable {
    /// The index the break occurs before. It is always scalar-aligned; it is
    /// `endIndex` for the final, mandatory break. It may fall inside a
    /// `Character` in rare cases (UAX #14 breaks are defined on scalars, e.g.
    /// a space followed by a spacing mark), see `isCharacterBoundary`.
    public var index: String.Index
    /// The number of Unicode scalars before the break.
    public var scalarOffset: Int
    /// Whether the break is mandatory or merely allowed.
    public var kind: LineBreakKind

    /// An opportunity before `index`, `scalarOffset` scalars in.
    public init(index: String.Index, scalarOffset: Int, kind: LineBreakKind) {
        self.index = index
        self.scalarOffset = scalarOffset
        self.kind = kind
    }

    /// Whether `index` is also a `Character` (extended grapheme cluster)
    /// boundary of `string`.
    public func isCharacterBoundary(in string: String) -> Bool {
        index.samePosition(in: string) != nil
    }
}
