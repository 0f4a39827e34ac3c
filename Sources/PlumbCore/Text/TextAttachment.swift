import Foundation

/// An SF Symbol laid out inside text as one character (`Text(Image(systemName: "star"))`,
/// `Text("\(Image(systemName: "star")) 4.5")`, `Text(Image(...)) + Text(...)`): the run of a
/// ``TextRun`` whose string is U+FFFC, the object replacement character.
///
/// Contract: it is as wide and tall as the symbol is as an `Image(systemName:)` at its run's
/// font and the environment's image scale (``SymbolSize``), advances the line by its width, and
/// breaks a line like the character it stands for (Unicode's class CB: a break is allowed on
/// both sides). Its middle sits on the middle of its run's capitals, as SF Symbols "align with
/// text" (Apple HIG, "SF Symbols"; the same rule places a custom symbol's baseline,
/// ``CustomSymbol``), so it rises `(capHeight + height) / 2` above the baseline and reaches
/// `(height − capHeight) / 2` below it; the line is at least that tall.
public struct TextAttachment: Hashable, Sendable {
    /// The symbol's name, after the environment's variants.
    public var systemName: String
    /// The symbol's frame.
    public var size: CGSize

    /// An attachment of the symbol `systemName`, `size` large.
    public init(systemName: String, size: CGSize) {
        self.systemName = systemName
        self.size = size
    }

    /// The character an attachment's run shows: U+FFFC OBJECT REPLACEMENT CHARACTER.
    public static let character: Character = "\u{FFFC}"

    /// How far it rises above the baseline, for capitals `capHeight` tall.
    public func ascent(capHeight: CGFloat) -> CGFloat { (capHeight + size.height) / 2 }

    /// How far it reaches below the baseline, for capitals `capHeight` tall.
    public func descent(capHeight: CGFloat) -> CGFloat { (size.height - capHeight) / 2 }

    /// The line box of its run: the run's font's `box`, grown to hold the symbol on capitals
    /// `capHeight` tall.
    public func lineBox(around box: TextComposer.LineBox, capHeight: CGFloat) -> TextComposer.LineBox {
        TextComposer.LineBox(
            ascent: max(box.ascent, ascent(capHeight: capHeight)),
            descent: max(box.descent, descent(capHeight: capHeight)), gap: box.gap)
    }

    /// Its frame starting at `x` on a baseline at `baseline` (y down), for capitals `capHeight` tall.
    public func frame(x: CGFloat, baseline: CGFloat, capHeight: CGFloat) -> CGRect {
        CGRect(x: x, y: baseline - ascent(capHeight: capHeight), width: size.width, height: size.height)
    }
}
