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
