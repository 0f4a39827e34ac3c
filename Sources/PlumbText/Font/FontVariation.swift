import Foundation

/// A variation axis from `fvar` (OpenType spec, "fvar — Font Variations
/// Table": "VariationAxisRecord"), in user-space units (e.g. `wght` 100…900).
public struct VariationAxis: Equatable, Sendable {
    /// The axis's tag: `wght`, `opsz`...
    public var tag: FontTag
    /// The smallest value.
    public var minValue: Double
    /// The value of the default instance.
    public var defaultValue: Double
    /// The largest value.
    public var maxValue: Double
    /// HIDDEN_AXIS flag: the axis should not be shown in user interfaces.
    public var isHidden: Bool
    /// `name` table ID of the axis name.
    public var nameID: UInt16

    /// An axis of these values.
    public init(
        tag: FontTag, minValue: Double, defaultValue: Double, maxValue: Double,
        isHidden: Bool = false, nameID: UInt16 = 0
    ) {
        self.tag = tag
        self.minValue = minValue
        self.defaultValue = defaultValue
        self.maxValue = maxValue
        self.isHidden = isHidden
        self.nameID = nameID
    }

    /// Default normalization of a user-space value to [-1, 1] (spec
    /// "Coordinate scales and normalization"), before `avar` mapping.
    public func normalize(_ value: Double) -> Double {
        let v = Swift.min(Swift.max(value.isNaN ? defaultValue : value, minValue), maxValue)
        if v < defaultValue { return defaultValue == minValue ? 0 : (v - defaultValue) / (defaultValue - minValue) }
        if v > defaultValue { return maxValue == defaultValue ? 0 : (v - defaultValue) / (maxValue - defaultValue) }
        return 0
    }
}

/// A named instance from `fvar` ("InstanceRecord"), e.g. "Bold".
public struct NamedVariationInstance: Equatable, Sendable {
    /// `name` table ID of the instance's subfamily name.
    public var subfamilyNameID: UInt16
    /// User-space coordinate for every axis.
    public var coordinates: [FontTag: Double]
}

/// A position in a variable font's design space, as normalized coordinates
/// (one per `fvar` axis, after `avar` mapping, quantized to 2.14 as the spec
/// prescribes). Create it with ``OpenTypeFont/variation(_:)``;
/// ``FontVariation/default`` selects the default instance of any font.
public struct FontVariation: Hashable, Sendable {
    /// Normalized coordinates in `fvar` axis order; empty for the default instance.
    public let normalizedCoordinates: [F2Dot14]
    /// The same as `Double`s, or empty when every coordinate is 0.
    let coords: [Double]

    /// The default instance (all coordinates 0).
    public static let `default` = FontVariation(normalizedCoordinates: [])

    /// The variation at `normalizedCoordinates`, in `fvar` axis order.
    public init(normalizedCoordinates: [F2Dot14]) {
        self.normalizedCoordinates = normalizedCoordinates
        let isDefault = normalizedCoordinates.allSatisfy { $0.rawValue == 0 }
        self.coords = isDefault ? [] : normalizedCoordinates.map(\.doubleValue)
    }

    /// `true` when all coordinates are 0, i.e. the font's default instance.
    public var isDefault: Bool { coords.isEmpty }

    public static func == (a: FontVariation, b: FontVariation) -> Bool { a.coords == b.coords }
    public func hash(into hasher: inout Hasher) { hasher.combine(coords) }
}

extension OpenTypeFont {
    /// `fvar` axes (empty for static fonts).
    public var variationAxes: [VariationAxis] { fvar?.axes ?? [] }

    /// `fvar` named instances (empty for static fonts).
    public var namedInstances: [NamedVariationInstance] { fvar?.instances ?? [] }

    /// `true` if the font has variation axes.
    public var isVariable: Bool { !variationAxes.isEmpty }

    /// Normalizes user-space axis values (e.g. `["wght": 700]`): clamps to each
    /// axis range, maps to [-1, 1] around the default, applies `avar`, and
    /// quantizes to 2.14 (spec "Coordinate scales and normalization").
    /// Axes not mentioned stay at their default; unknown tags are ignored.
    public func variation(_ axisValues: [FontTag: Double]) -> FontVariation {
        let axes = variationAxes
        guard !axes.isEmpty else { return .default }
        var coords: [F2Dot14] = []
        coords.reserveCapacity(axes.count)
        for (i, axis) in axes.enumerated() {
            var n = F2Dot14(axis.normalize(axisValues[axis.tag] ?? axis.defaultValue)).doubleValue
            if let avar { n = avar.map(n, axis: i) }
            coords.append(F2Dot14(Swift.min(1, Swift.max(-1, n))))
        }
        return FontVariation(normalizedCoordinates: coords)
    }

    /// This font at the given axis values, e.g. `font.instance(axes: ["wght": 700])`.
    public func instance(axes axisValues: [FontTag: Double]) -> OpenTypeFontInstance {
        OpenTypeFontInstance(font: self, variation: variation(axisValues))
    }

    /// This font at a named `fvar` instance.
    public func instance(_ named: NamedVariationInstance) -> OpenTypeFontInstance {
        instance(axes: named.coordinates)
    }
}

/// An ``OpenTypeFont`` fixed at one variation, so queries need no
/// `variation:` argument.
public struct OpenTypeFontInstance: Sendable {
    /// The font.
    public let font: OpenTypeFont
    /// The variation every query uses.
    public let variation: FontVariation

    /// `font` at `variation`.
    public init(font: OpenTypeFont, variation: FontVariation = .default) {
        self.font = font
        self.variation = variation
    }

    /// Font units per em.
    public var unitsPerEm: Int { font.unitsPerEm }
    /// The font-wide vertical metrics.
    public var metrics: FontMetrics { font.metrics }

    /// The glyph `cmap` maps `scalar` to, or `nil`.
    public func glyphID(for scalar: Unicode.Scalar) -> GlyphID? { font.glyphID(for: scalar) }

    /// The glyph's advance at this variation, in font units.
    public func advanceWidth(of glyph: GlyphID) -> Double { font.advanceWidth(of: glyph, variation: variation) }

    /// The kerning between two glyphs at this variation, in font units.
    public func kerning(left: GlyphID, right: GlyphID) -> Double {
        font.kerning(left: left, right: right, variation: variation)
    }

    /// The glyph's outline at this variation.
    public func outline(of glyph: GlyphID) throws(FontError) -> GlyphOutline {
        try font.outline(of: glyph, variation: variation)
    }

    /// The advance of each Unicode scalar of `string` at `size` points, with the kerning of each pair added
    /// to its first glyph (no shaping).
    public func advances(for string: String, size: CGFloat) -> [CGFloat] {
        font.advances(for: string, size: size, variation: variation)
    }
}
