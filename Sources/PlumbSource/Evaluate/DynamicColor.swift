import Foundation
import PlumbCore

/// DynamicColor's colour arithmetic (yannickl/DynamicColor, a remote package no tree holds):
/// its `DynamicColor` (UIKit's `UIColor` under another name: `DynamicColor(color)` is the
/// colour), `Color(hexString: "#F099F2")`, and its methods `lighter(amount:)` and
/// `darkened(amount:)` (the HSL lightness raised or lowered by the amount, 0.2 unless given,
/// within 0...1), `saturated(amount:)` and `desaturated(amount:)` (the HSL saturation). None
/// of this applies where the files read declare these themselves (an extension's method is
/// called first).
extension Interpreter {
    /// `Color(hexString:)`: a colour of six (RGB) or eight (RGBA) hexadecimal digits, a leading
    /// `#` allowed; DynamicColor's reading of other text is black. `nil` without that label.
    func hexStringColor(_ args: inout Arguments) throws(Diagnostic) -> Value? {
        guard let text = args.take("hexString") else { return nil }
        var hex = try string(text.value, at: text.offset).trimmingCharacters(in: .whitespaces)
        if hex.hasPrefix("#") { hex.removeFirst() }
        guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else {
            return .color(Color(red: 0, green: 0, blue: 0))
        }
        let digits = hex.count == 8 ? value : value << 8 | 0xFF
        func channel(_ shift: UInt64) -> Double { Double((digits >> shift) & 0xFF) / 255 }
        return .color(Color(red: channel(24), green: channel(16), blue: channel(8), opacity: channel(0)))
    }

    /// `DynamicColor(color)`: UIKit's `UIColor(color)`, the colour; `nil` for another name or
    /// where the files declare a `DynamicColor`.
    func dynamicColorTypeCall(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        guard name == "DynamicColor", types[name] == nil, typeAliases[name] == nil else { return nil }
        return try callName("UIColor", &args, in: globals, at: offset)
    }

    /// `lighter(amount:)`, `darkened(amount:)`, `saturated(amount:)`, `desaturated(amount:)`
    /// on `color`; `nil` for another method.
    func dynamicColorCall(_ name: String, on color: Color, _ args: inout Arguments) throws(Diagnostic) -> Value? {
        let lightness: Double, saturation: Double
        switch name {
        case "lighter": (lightness, saturation) = (1, 0)
        case "darkened": (lightness, saturation) = (-1, 0)
        case "saturated": (lightness, saturation) = (0, 1)
        case "desaturated": (lightness, saturation) = (0, -1)
        default: return nil
        }
        let given = args.take("amount")
        let amount = try given.map { e throws(Diagnostic) in try double(e.value, at: e.offset) } ?? 0.2
        let c = color.resolve(in: EnvironmentValues())
        var (h, s, l) = Interpreter.hsl(Double(c.red), Double(c.green), Double(c.blue))
        l = min(max(l + lightness * amount, 0), 1)
        s = min(max(s + saturation * amount, 0), 1)
        let (r, g, b) = Interpreter.rgb(h, s, l)
        return .color(Color(red: r, green: g, blue: b, opacity: Double(c.opacity)))
    }

    /// Hue (0...1), saturation and lightness of an sRGB colour.
    static func hsl(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let maxC = max(r, g, b), minC = min(r, g, b), l = (maxC + minC) / 2
        guard maxC != minC else { return (0, 0, l) }
        let d = maxC - minC
        let s = l > 0.5 ? d / (2 - maxC - minC) : d / (maxC + minC)
        var h: Double
        switch maxC {
        case r: h = (g - b) / d + (g < b ? 6 : 0)
        case g: h = (b - r) / d + 2
        default: h = (r - g) / d + 4
        }
        h /= 6
        return (h, s, l)
    }

    /// The sRGB colour of a hue (0...1), saturation and lightness.
    static func rgb(_ h: Double, _ s: Double, _ l: Double) -> (Double, Double, Double) {
        guard s > 0 else { return (l, l, l) }
        let q = l < 0.5 ? l * (1 + s) : l + s - l * s, p = 2 * l - q
        func channel(_ t: Double) -> Double {
            var t = t
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1 / 6 { return p + (q - p) * 6 * t }
            if t < 1 / 2 { return q }
            if t < 2 / 3 { return p + (q - p) * (2 / 3 - t) * 6 }
            return p
        }
        return (channel(h + 1 / 3), channel(h), channel(h - 1 / 3))
    }
}
