import Foundation

/// A custom symbol of an app's asset catalog (a `.symbolset`, made from an SF Symbols template):
/// drawn and sized as SF Symbols are, from its own glyph.
///
/// An SF Symbols template (Apple, "Creating custom symbol images for your app") draws each
/// variant at 100 points in a group named for its weight and scale (`Regular-M`), placed on
/// the guides `Baseline-M` and `Capline-M` with `left-margin-Regular-M` and
/// `right-margin-Regular-M` on either side; a template with only the three small designs
/// (`Ultralight-S`, `Regular-S`, `Black-S`, which the SF Symbols app interpolates from) gives
/// the medium scale as the small one enlarged (``mediumPerSmall``). The renderer reads the
/// template (`PlumbRender/Vectors/SymbolTemplate.swift`); layout needs only this.
public struct CustomSymbol: Sendable {
    /// The regular, medium glyph at ``templatePointSize``, in points from the left margin (x,
    /// rightwards) and the baseline (y, downwards: the capitals' line is at `-capHeight`).
    public var outline: Path
    /// The distance between the margins at ``templatePointSize``: the symbol's advance.
    public var advance: CGFloat
    /// The template's cap height at ``templatePointSize`` (the baseline to the capline).
    public var capHeight: CGFloat

    /// A symbol drawing `outline` between margins `advance` apart, on guides `capHeight` apart.
    public init(outline: Path, advance: CGFloat, capHeight: CGFloat) {
        self.outline = outline
        self.advance = advance
        self.capHeight = capHeight
    }

    /// The point size a template draws its glyphs at ("point size: 100.0" in its header).
    public static let templatePointSize: CGFloat = 100

    /// A medium glyph's size over a small one's: 1.28, measured from three exported templates
    /// that hold both (the heights of `Regular-M` over `Regular-S` in Phoenix's
    /// `bucket_monochrome_symbol`, 1.277, and Penn Mobile's `PAC_Code`, 1.264; Apple's
    /// documentation says only that small is "approximately 20% smaller" than medium, 1.25).
    public static let mediumPerSmall: CGFloat = 1.28

    /// The symbol's frame at `size`: as tall as any symbol at that size (``SymbolSize``), as
    /// wide as its advance at that point size and scale.
    public func frame(at size: SymbolSize) -> CGSize {
        CGSize(width: advance * scale(at: size), height: size.height)
    }

    /// The glyph's scale at `size`: its font's point size over the template's, by the image scale.
    public func scale(at size: SymbolSize) -> CGFloat {
        size.pointSize * size.scale.factor / CustomSymbol.templatePointSize
    }

    /// The baseline's distance from the top of a frame `height` tall drawn at `scale`: the
    /// symbol is centred on its capitals' middle, as SF Symbols centre on the text's.
    public func baseline(inHeight height: CGFloat, scale: CGFloat) -> CGFloat {
        height / 2 + capHeight * scale / 2
    }
}
