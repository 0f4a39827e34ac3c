/// A directional run of one line (UAX #9 BD7 after L1): a maximal range of
/// logically consecutive scalars at the same level. `BidiParagraph.runs`
/// lists a line's runs in visual order, left to right.
public struct BidiRun: Hashable, Sendable {
    /// The scalars of the run, as offsets in the paragraph. Their visual
    /// order is this range's order when the run is left to right, its
    /// reverse when it is right to left.
    public var range: Range<Int>
    /// The embedding level of the run's scalars (after L1).
    public var level: UInt8

    /// Whether the run is drawn right to left (an odd level).
    public var isRightToLeft: Bool { level & 1 == 1 }

    /// A run of the scalars `range` at `level`.
    public init(range: Range<Int>, level: UInt8) {
        self.range = range
        self.level = level
    }
}
