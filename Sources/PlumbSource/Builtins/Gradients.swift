import Foundation
import PlumbCore

/// Gradients as source writes them: `LinearGradient(colors:startPoint:endPoint:)`,
/// `RadialGradient(gradient:center:startRadius:endRadius:)`, `AngularGradient(...)` as views
/// (each fills the space it is offered, as a colour does), and `Gradient(colors:)`.
///
/// A gradient's colours and geometry never change layout: colours that are not plain colours
/// (a design token, a stub) are left out, and `Gradient(...)` values and stops are read as
/// opaque values (gradients are drawn in the foreground colour).
extension Interpreter {
    static let gradientViews: [ViewEntry] = [
        .init("LinearGradient", [
            "LinearGradient(gradient:startPoint:endPoint:)", "LinearGradient(colors:startPoint:endPoint:)",
            "LinearGradient(stops:startPoint:endPoint:)",
        ]) { i, a, at throws(Diagnostic) in
            let colors = try i.gradientColors(&a)
            let start = try a.take("startPoint").map { e throws(Diagnostic) in try i.unitPoint(e.value, at: e.offset) }
            let end = try a.take("endPoint").map { e throws(Diagnostic) in try i.unitPoint(e.value, at: e.offset) }
            return .view(LinearGradient(colors: colors, startPoint: start ?? .top, endPoint: end ?? .bottom))
        },
        .init("RadialGradient", [
            "RadialGradient(gradient:center:startRadius:endRadius:)",
            "RadialGradient(colors:center:startRadius:endRadius:)",
            "RadialGradient(stops:center:startRadius:endRadius:)",
        ]) { i, a, at throws(Diagnostic) in
            let colors = try i.gradientColors(&a)
            let center = try a.take("center").map { e throws(Diagnostic) in try i.unitPoint(e.value, at: e.offset) }
            let startRadius = try i.optionalLength(&a, "startRadius") ?? 0
            let endRadius = try i.optionalLength(&a, "endRadius") ?? 0
            return .view(RadialGradient(
                colors: colors, center: center ?? .center, startRadius: startRadius, endRadius: endRadius))
        },
        .init("AngularGradient", [
            "AngularGradient(gradient:center:startAngle:endAngle:)",
            "AngularGradient(colors:center:startAngle:endAngle:)",
            "AngularGradient(stops:center:startAngle:endAngle:)", "AngularGradient(gradient:center:angle:)",
            "AngularGradient(colors:center:angle:)",
        ]) { i, a, at throws(Diagnostic) in
            let colors = try i.gradientColors(&a)
            let center = try a.take("center").map { e throws(Diagnostic) in try i.unitPoint(e.value, at: e.offset) }
            // Angles are opaque values to the reader; they do not change layout.
            for label in ["startAngle", "endAngle", "angle"] { _ = a.take(label) }
            return .view(AngularGradient(colors: colors, center: center ?? .center))
        },
        .init("EllipticalGradient", [
            "EllipticalGradient(gradient:center:startRadiusFraction:endRadiusFraction:)",
            "EllipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)",
            "EllipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)",
        ]) { i, a, at throws(Diagnostic) in
            let colors = try i.gradientColors(&a)
            let center = try a.take("center").map { e throws(Diagnostic) in try i.unitPoint(e.value, at: e.offset) }
            let start = try i.optionalLength(&a, "startRadiusFraction") ?? 0
            let end = try i.optionalLength(&a, "endRadiusFraction") ?? 0.5
            return .view(EllipticalGradient(
                colors: colors, center: center ?? .center, startRadiusFraction: start, endRadiusFraction: end))
        },
        .init("MeshGradient", ["MeshGradient(width:height:points:colors:background:smoothsColors:)"]) {
            i, a, at throws(Diagnostic) in
            let width = try a.take("width").map { e throws(Diagnostic) in Int(try i.cgFloat(e.value, at: e.offset)) } ?? 2
            let height = try a.take("height").map { e throws(Diagnostic) in Int(try i.cgFloat(e.value, at: e.offset)) } ?? 2
            let colors = try i.gradientColors(&a)
            a.takeAll()
            // Points as a regular grid (the reader reads no SIMD values).
            let w = min(max(width, 2), 64), h = min(max(height, 2), 64)
            let points = (0..<(w * h)).map { k in SIMD2<Float>(Float(k % w) / Float(w - 1), Float(k / w) / Float(h - 1)) }
            let filled = colors.isEmpty ? [Color](repeating: .gray, count: w * h) : (0..<(w * h)).map { colors[$0 % colors.count] }
            return .view(MeshGradient(width: w, height: h, points: points, colors: filled))
        },
    ]

    static let gradientValues: [ValueEntry] = [
        .init("Gradient", ["Gradient(colors:)", "Gradient(stops:)"]) { _, a, _ throws(Diagnostic) in
            a.takeAll()
            return .opaque("Gradient")
        },
    ]

    /// A gradient's `colors:` (plain colours only), or none for `gradient:` and `stops:`.
    func gradientColors(_ a: inout Arguments) throws(Diagnostic) -> [Color] {
        _ = a.take("gradient") ?? a.take("stops")
        guard let list = a.take("colors") else { return [] }
        guard case .array(let items) = list.value else { return [] }
        return items.compactMap { item in
            switch item {
            case .color(let c): return c
            case .symbol(let name, nil, _): return Interpreter.namedColors[name]
            default: return nil
            }
        }
    }
}
