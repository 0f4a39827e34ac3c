import Foundation
import PlumbCore

/// A named colour of an asset catalog (`Brand.colorset/Contents.json`) read into its
/// appearances.
///
/// The format is Apple's "Asset Catalog Format Reference", Named Color Type
/// (https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html):
/// `colors` lists variants, each with an `idiom`, an optional `display-gamut`, optional
/// `appearances` (`luminosity` `light`/`dark`, `contrast` `high`) and a `color` of a
/// `color-space` and `components` (`red`, `green`, `blue`, `alpha`; `white` and `alpha` for
/// gray spaces). Xcode writes each component as a string: a float (`"0.500"`), an 8-bit
/// integer (`"128"`) or hex (`"0x80"`). A `color` may instead name a system colour
/// (`"reference": "systemBlueColor"`), which keeps that colour's light and dark values.
///
/// Variants are chosen as an iPhone would: the `iphone` idiom over `universal` over any
/// other, the sRGB gamut (or none) over display-P3.
enum ColorSet {
    /// The colour the `Contents.json` bytes describe, or why not.
    static func read(_ bytes: [UInt8]) -> Result<ColorAppearances, ResourceProblem> {
        guard let root = JSONResource.object(bytes) else { return .failure("not a JSON object") }
        guard let colors = root["colors"] as? [Any] else { return .failure("no 'colors' array") }
        var best: [Slot: (score: Int, value: Variant)] = [:]
        for case let entry as [String: Any] in colors.prefix(256) {
            guard let slot = slot(of: entry), let color = entry["color"] as? [String: Any],
                let value = variant(color)
            else { continue }
            let score =
                idiomScore(entry["idiom"] as? String) * 2 + (entry["display-gamut"] as? String == "display-P3" ? 0 : 1)
            if let current = best[slot], current.score >= score { continue }
            best[slot] = (score, value)
        }
        func components(_ slot: Slot, dark: Bool = false) -> ColorAppearances.Components? {
            guard let v = best[slot]?.value else { return nil }
            switch v {
            case .components(let c): return c
            case .system(let entry):
                let (hex, alpha) = dark ? (entry.dark, entry.darkAlpha) : (entry.light, entry.lightAlpha)
                return .init(
                    red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                    blue: Double(hex & 0xFF) / 255, opacity: alpha)
            }
        }
        guard let any = components(Slot(.any, high: false)) ?? components(Slot(.light, high: false)) else {
            return .failure("no colour for any appearance (idiom universal or iphone)")
        }
        // A system colour given for any appearance is itself dynamic: its dark value is dark.
        let anyDark: ColorAppearances.Components? =
            if case .system = best[Slot(.any, high: false)]?.value {
                components(Slot(.any, high: false), dark: true)
            } else { nil }
        return .success(
            ColorAppearances(
                any: any, light: components(Slot(.light, high: false)),
                dark: components(Slot(.dark, high: false), dark: true) ?? anyDark,
                highContrastAny: components(Slot(.any, high: true)),
                highContrastLight: components(Slot(.light, high: true)),
                highContrastDark: components(Slot(.dark, high: true), dark: true)))
    }

    enum Luminosity: Hashable { case any, light, dark }

    /// Which appearance a variant is for.
    struct Slot: Hashable {
        let luminosity: Luminosity
        let high: Bool
        init(_ luminosity: Luminosity, high: Bool) {
            self.luminosity = luminosity
            self.high = high
        }
    }

    enum Variant {
        case components(ColorAppearances.Components)
        case system(SystemColors.Entry)
    }

    /// The slot of a variant, `nil` for appearances Plumb does not draw (a vibrancy, say).
    static func slot(of entry: [String: Any]) -> Slot? {
        var luminosity = Luminosity.any, high = false
        for case let a as [String: Any] in (entry["appearances"] as? [Any]) ?? [] {
            switch (a["appearance"] as? String, a["value"] as? String) {
            case ("luminosity", "light"): luminosity = .light
            case ("luminosity", "dark"): luminosity = .dark
            case ("luminosity", "any"): luminosity = .any
            case ("contrast", "high"): high = true
            case ("contrast", _): break
            default: return nil
            }
        }
        return Slot(luminosity, high: high)
    }

    /// `iphone` 2, `universal` (or none) 1, any other idiom 0.
    static func idiomScore(_ idiom: String?) -> Int {
        switch idiom {
        case "iphone": return 2
        case "universal", nil: return 1
        default: return 0
        }
    }

    /// A `color` dictionary's value in sRGB.
    static func variant(_ color: [String: Any]) -> Variant? {
        if let reference = color["reference"] as? String {
            var name = reference
            if name.hasSuffix("Color") { name.removeLast(5) }
            return SystemColors.entry(name, version: .iOS18).map { .system($0) }
        }
        guard let c = color["components"] as? [String: Any] else { return nil }
        let space = (color["color-space"] as? String) ?? "srgb"
        // Xcode writes alpha as a float in every component mode: `"1"` is opaque.
        let alpha =
            c["alpha"].flatMap { a in (a as? String).flatMap { Double($0) }.map { min(max($0, 0), 1) } ?? component(a) }
            ?? 1
        if let white = c["white"].flatMap(component) {
            return .components(.init(red: white, green: white, blue: white, opacity: alpha))
        }
        guard let r = c["red"].flatMap(component), let g = c["green"].flatMap(component),
            let b = c["blue"].flatMap(component)
        else { return nil }
        let (sr, sg, sb) = ColorSpaces.sRGB(r, g, b, space: space)
        return .components(.init(red: sr, green: sg, blue: sb, opacity: min(max(alpha, 0), 1)))
    }

    /// A colour component as Xcode writes it: `"0.5"` (a float), `"128"` (0...255), `"0x80"`
    /// (hex, 0...255), or a JSON number (a float; above 1, 0...255). (Alpha is always a float.)
    static func component(_ value: Any) -> Double? {
        if let n = value as? NSNumber, !(value is Bool) {
            let d = n.doubleValue
            guard d.isFinite else { return nil }
            return d > 1 ? d / 255 : d
        }
        guard let s = (value as? String)?.trimmingCharacters(in: .whitespaces), !s.isEmpty, s.count < 32 else {
            return nil
        }
        if s.lowercased().hasPrefix("0x") {
            return UInt32(s.dropFirst(2), radix: 16).map { Double(min($0, 255)) / 255 }
        }
        if s.contains(".") || s.contains("e") || s.contains("E") {
            guard let d = Double(s), d.isFinite else { return nil }
            return d
        }
        return Int(s).map { Double(min(max($0, 0), 255)) / 255 }
    }
}

/// Conversions of the colour spaces asset catalogs use into sRGB.
enum ColorSpaces {
    /// `r, g, b` in `space` as sRGB: `srgb` and `extended-srgb` are themselves (extended may
    /// leave 0...1), `display-p3` converts through linear light with the P3-to-sRGB matrix
    /// (both D65, the same transfer function) and clips to sRGB, `extended-linear-srgb` is
    /// encoded with sRGB's transfer function.
    static func sRGB(_ r: Double, _ g: Double, _ b: Double, space: String) -> (Double, Double, Double) {
        switch space {
        case "display-p3":
            let (lr, lg, lb) = (linear(r), linear(g), linear(b))
            let sr = 1.2249401 * lr - 0.2249404 * lg
            let sg = -0.0420569 * lr + 1.0420571 * lg
            let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
            return (clip(encoded(sr)), clip(encoded(sg)), clip(encoded(sb)))
        case "extended-linear-srgb": return (encoded(r), encoded(g), encoded(b))
        case "extended-srgb", "extended-range-srgb": return (r, g, b)
        default: return (clip(r), clip(g), clip(b))
        }
    }

    static func clip(_ v: Double) -> Double { min(max(v, 0), 1) }

    /// sRGB's transfer function, decoding (IEC 61966-2-1), mirrored for negative values.
    static func linear(_ v: Double) -> Double {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    /// sRGB's transfer function, encoding.
    static func encoded(_ v: Double) -> Double {
        let a = abs(v)
        let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }
}
