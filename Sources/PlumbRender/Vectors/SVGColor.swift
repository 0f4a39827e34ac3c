import Foundation
import PlumbCore

/// SVG colour and paint values (SVG 1.1 §11.2, CSS Color Level 3 §4): `#rgb`, `#rgba`,
/// `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` with numbers or percentages, the named colours
/// below, `none`, `currentColor`, and `url(#id) [fallback]` (a gradient's first stop colour,
/// as Plumb draws gradients of vector images; see ``SVGImageReader``).
enum SVGPaint: Hashable {
    /// Nothing is painted.
    case none
    /// A colour.
    case color(Color)
    /// The `color` property's value.
    case currentColor
    /// A paint server by id, with the fallback written after it.
    case reference(String, fallback: Color?)

    /// The paint `text` describes, or `nil` when it is not one (the property is then
    /// ignored, keeping the inherited value).
    static func parse(_ text: String) -> SVGPaint? {
        let s = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch s.lowercased() {
        case "none", "transparent": return SVGPaint.none
        case "currentcolor": return .currentColor
        default: break
        }
        if s.hasPrefix("url("), let close = s.firstIndex(of: ")") {
            var id = s[s.index(s.startIndex, offsetBy: 4)..<close].trimmingCharacters(
                in: CharacterSet(charactersIn: " '\""))
            if id.hasPrefix("#") { id.removeFirst() }
            let fallback = String(s[s.index(after: close)...]).trimmingCharacters(in: .whitespaces)
            return .reference(id, fallback: SVGColor.parse(fallback))
        }
        return SVGColor.parse(s).map(SVGPaint.color)
    }
}

/// Parses CSS colours.
enum SVGColor {
    /// The colour `text` names, or `nil`.
    static func parse(_ text: String) -> Color? {
        let s = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if s.hasPrefix("#") { return hex(s.dropFirst()) }
        if s.hasPrefix("rgb"), let open = s.firstIndex(of: "("), let close = s.firstIndex(of: ")"), open < close {
            let parts = s[s.index(after: open)..<close].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" })
            guard parts.count == 3 || parts.count == 4 else { return nil }
            var values: [Double] = []
            for (n, part) in parts.enumerated() {
                let isPercent = part.hasSuffix("%")
                guard let v = Double(isPercent ? part.dropLast() : part), v.isFinite else { return nil }
                let unit = n == 3 ? (isPercent ? v / 100 : v) : (isPercent ? v / 100 : v / 255)
                values.append(min(max(unit, 0), 1))
            }
            return Color(red: values[0], green: values[1], blue: values[2], opacity: values.count == 4 ? values[3] : 1)
        }
        return named[s].map { Color(red: Double($0.0) / 255, green: Double($0.1) / 255, blue: Double($0.2) / 255) }
    }

    private static func hex(_ digits: Substring) -> Color? {
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let d = Array(digits)
        func value(_ s: [Character]) -> Double { Double(Int(String(s), radix: 16) ?? 0) / 255 }
        switch d.count {
        case 3, 4:
            let c = d.map { value([$0, $0]) }
            return Color(red: c[0], green: c[1], blue: c[2], opacity: d.count == 4 ? c[3] : 1)
        case 6, 8:
            let c = stride(from: 0, to: d.count, by: 2).map { value([d[$0], d[$0 + 1]]) }
            return Color(red: c[0], green: c[1], blue: c[2], opacity: d.count == 8 ? c[3] : 1)
        default: return nil
        }
    }

    /// CSS's basic colour keywords (CSS Color Level 3 §4.1) and the extended keywords icon
    /// files most use.
    static let named: [String: (UInt8, UInt8, UInt8)] = [
        "black": (0, 0, 0), "silver": (192, 192, 192), "gray": (128, 128, 128), "grey": (128, 128, 128),
        "white": (255, 255, 255), "maroon": (128, 0, 0), "red": (255, 0, 0), "purple": (128, 0, 128),
        "fuchsia": (255, 0, 255), "magenta": (255, 0, 255), "green": (0, 128, 0), "lime": (0, 255, 0),
        "olive": (128, 128, 0), "yellow": (255, 255, 0), "navy": (0, 0, 128), "blue": (0, 0, 255),
        "teal": (0, 128, 128), "aqua": (0, 255, 255), "cyan": (0, 255, 255), "orange": (255, 165, 0),
        "darkgray": (169, 169, 169), "darkgrey": (169, 169, 169), "lightgray": (211, 211, 211),
        "lightgrey": (211, 211, 211), "dimgray": (105, 105, 105), "dimgrey": (105, 105, 105),
        "gold": (255, 215, 0), "pink": (255, 192, 203), "brown": (165, 42, 42), "whitesmoke": (245, 245, 245),
    ]
}
