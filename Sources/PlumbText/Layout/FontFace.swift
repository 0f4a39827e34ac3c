import Foundation
import PlumbCore

/// One font file ready to measure with: the parsed font and the variation instances that
/// SwiftUI's weights and italics select on its `wght` and `slnt`/`ital` axes.
///
/// A face without a `wght` axis measures every weight with its own outlines (a static
/// font), the way Core Text falls back when a family has no bolder member.
public final class FontFace: @unchecked Sendable {
    /// The parsed font.
    public let font: OpenTypeFont
    /// A name for messages and traces (the file name).
    public let name: String
    private let lock = NSLock()
    private var variations: [Int: FontVariation] = [:]
    private var harfBuzzFace: HarfBuzzFace?
    private var harfBuzzFonts: [FontVariation: HarfBuzzFont] = [:]

    /// The font's underline and strikeout metrics, read once.
    let decorations: FontDecorationMetrics

    /// The line metrics used in place of the font's own (Inter standing for SF Pro); nil for
    /// the font's own.
    public let verticalMetrics: VerticalMetrics?

    /// A face of `font`, named `name` (by default its file name), measuring lines with
    /// `verticalMetrics` when given, else with the font's own.
    public init(_ font: OpenTypeFont, name: String? = nil, verticalMetrics: VerticalMetrics? = nil) {
        self.font = font
        self.name = name ?? font.fileName ?? "font"
        self.decorations = font.decorationMetrics
        self.verticalMetrics = verticalMetrics
    }

    /// Reads the font file at `path`; a malformed or truncated file throws a ``FontError``
    /// naming the file and the table.
    public convenience init(
        contentsOfFile path: String, faceIndex: Int = 0, verticalMetrics: VerticalMetrics? = nil
    ) throws(FontError) {
        self.init(try OpenTypeFont(contentsOfFile: path, faceIndex: faceIndex), verticalMetrics: verticalMetrics)
    }

    /// The face opened in HarfBuzz, made when first shaped with.
    var harfBuzz: HarfBuzzFace {
        lock.lock()
        defer { lock.unlock() }
        if let face = harfBuzzFace { return face }
        let face = HarfBuzzFace(bytes: font.directory.file, faceIndex: font.faceIndex)
        harfBuzzFace = face
        return face
    }

    /// The face in HarfBuzz at `variation`, in font units.
    func harfBuzzFont(variation: FontVariation) -> HarfBuzzFont {
        let face = harfBuzz
        lock.lock()
        defer { lock.unlock() }
        if let font = harfBuzzFonts[variation] { return font }
        let font = face.makeFont(variation: variation)
        harfBuzzFonts[variation] = font
        return font
    }

    /// `true` when the face's outlines are `CFF`/`CFF2` (PostScript) rather than `glyf`:
    /// HarfBuzz draws them.
    var hasCFFOutlines: Bool { !font.hasTable("glyf") }

    /// Font units per point at `size`.
    @inline(__always)
    func scale(_ size: CGFloat) -> CGFloat { size / CGFloat(font.unitsPerEm) }

    /// The variation that draws `weight` (100...900, clamped to the axis) and `italic`
    /// (Inter's `slnt` axis at its minimum, -10°; an `ital` axis at 1).
    public func variation(weight: Font.Weight, italic: Bool) -> FontVariation {
        guard font.isVariable else { return .default }
        let key = weight.value << 1 | (italic ? 1 : 0)
        lock.lock()
        defer { lock.unlock() }
        if let cached = variations[key] { return cached }
        var axes: [FontTag: Double] = [:]
        for axis in font.variationAxes {
            switch axis.tag {
            case "wght": axes[axis.tag] = min(max(Double(weight.value), axis.minValue), axis.maxValue)
            case "slnt" where italic: axes[axis.tag] = axis.minValue
            case "ital" where italic: axes[axis.tag] = axis.maxValue
            default: break
            }
        }
        let variation = font.variation(axes)
        variations[key] = variation
        return variation
    }

    /// The face's line metrics at `size` points (ascender up, descender negative): its
    /// ``verticalMetrics`` where set, else the font's.
    public func lineMetrics(size: CGFloat) -> FontLineMetrics {
        let m = font.metrics
        let k = scale(size)
        let capHeight = CGFloat(font.capHeight ?? Int(Double(m.ascender) * 0.7)) * k
        let d = decorations
        let (ascender, descender, leading) =
            verticalMetrics.map { v in
                (CGFloat(v.ascender) * size, CGFloat(v.descender) * size, CGFloat(v.lineGap) * size)
            }
            ?? (CGFloat(m.ascender) * k, CGFloat(m.descender) * k, CGFloat(m.lineGap) * k)
        return FontLineMetrics(
            ascender: ascender, descender: descender, leading: leading, capHeight: capHeight,
            underlinePosition: CGFloat(d.underlinePosition) * k, underlineThickness: CGFloat(d.underlineThickness) * k,
            strikeoutPosition: CGFloat(d.strikeoutPosition) * k, strikeoutThickness: CGFloat(d.strikeoutThickness) * k)
    }
}
