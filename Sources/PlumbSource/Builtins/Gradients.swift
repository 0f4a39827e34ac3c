import Foundation
import PlumbCore

/// Gradients as source writes them: `LinearGradient(colors:startPoint:endPoint:)`,
/// `RadialGradient(gradient:center:startRadius:endRadius:)`, `AngularGradient(...)`,
/// `EllipticalGradient(...)`, `MeshGradient(...)`, the `.linearGradient(...)` style forms
/// and `Gradient(colors:)` / `Gradient(stops:)`.
///
/// Each is a style (``Value/style(_:)``) that fills, strokes, colours text and backgrounds,
/// and a view that fills the space it is offered, as a colour does. A gradient's colours and
/// geometry never change layout; colours that are not plain colours (a stub) are left out.
extension Interpreter {
    static let gradientViews: [ViewEntry] = [
        .init(
            "LinearGradient",
            [
                "LinearGradient(gradient:startPoint:endPoint:)", "LinearGradient(colors:startPoint:endPoint:)",
                "LinearGradient(stops:startPoint:endPoint:)",
            ]
        ) { i, a, at throws(Diagnostic) in .style(AnyShapeStyle(try i.linearGradient(&a))) },
        .init(
            "RadialGradient",
            [
                "RadialGradient(gradient:center:startRadius:endRadius:)",
                "RadialGradient(colors:center:startRadius:endRadius:)",
                "RadialGradient(stops:center:startRadius:endRadius:)",
            ]
        ) { i, a, at throws(Diagnostic) in .style(AnyShapeStyle(try i.radialGradient(&a))) },
        .init(
            "AngularGradient",
            [
                "AngularGradient(gradient:center:startAngle:endAngle:)",
                "AngularGradient(colors:center:startAngle:endAngle:)",
                "AngularGradient(stops:center:startAngle:endAngle:)", "AngularGradient(gradient:center:angle:)",
                "AngularGradient(colors:center:angle:)",
            ]
        ) { i, a, at throws(Diagnostic) in .style(AnyShapeStyle(try i.angularGradient(&a))) },
        .init(
            "EllipticalGradient",
            [
                "EllipticalGradient(gradient:center:startRadiusFraction:endRadiusFraction:)",
                "EllipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)",
                "EllipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)",
            ]
        ) { i, a, at throws(Diagnostic) in .style(AnyShapeStyle(try i.ellipticalGradient(&a))) },
        .init("MeshGradient", ["MeshGradient(width:height:points:colors:background:smoothsColors:)"]) {
            i, a, at throws(Diagnostic) in
            let width =
                try a.take("width").map { e throws(Diagnostic) in Int(saturating: try i.cgFloat(e.value, at: e.offset))
                } ?? 2
            let height =
                try a.take("height").map { e throws(Diagnostic) in Int(saturating: try i.cgFloat(e.value, at: e.offset))
                } ?? 2
            let w = min(max(width, 2), 64), h = min(max(height, 2), 64)
            var points = (0..<(w * h)).map { k in SIMD2<Float>(Float(k % w) / Float(w - 1), Float(k / w) / Float(h - 1))
            }
            if let p = a.take("points"), case .array(let items) = p.value, items.count == w * h {
                // `[0, 0]`, `.init(0.5, 0)`, `SIMD2(1, 1)`: two numbers each.
                var read: [SIMD2<Float>] = []
                for item in items {
                    var numbers: [Double] = []
                    switch item {
                    case .array(let xy): numbers = xy.compactMap { if case .number(let n, _) = $0 { n } else { nil } }
                    case .symbol(_, let args?, _):
                        numbers = args.entries.compactMap { if case .number(let n, _) = $0.value { n } else { nil } }
                    default: break
                    }
                    guard numbers.count == 2 else { break }
                    read.append(SIMD2(Float(numbers[0]), Float(numbers[1])))
                }
                if read.count == w * h { points = read }
            }
            let colors = try i.gradientColors(&a).stops.map(\.color)
            let filled =
                colors.isEmpty
                ? [Color](repeating: .gray, count: w * h) : (0..<(w * h)).map { colors[$0 % colors.count] }
            let background = try a.take("background").map { e throws(Diagnostic) in
                try i.shapeStyle(e.value, at: e.offset)
            }
            let smooth =
                try a.take("smoothsColors").map { e throws(Diagnostic) in try i.bool(e.value, at: e.offset) } ?? true
            a.takeAll()
            return .style(
                AnyShapeStyle(
                    MeshGradient(
                        width: w, height: h, points: points, colors: filled, background: background ?? .clear,
                        smoothsColors: smooth)))
        },
    ]

    static let gradientValues: [ValueEntry] = [
        .init("Gradient", ["Gradient(colors:)", "Gradient(stops:)"]) { i, a, _ throws(Diagnostic) in
            // A gradient value; as a style it draws top to bottom (as `AnyGradient` does).
            let g = try i.gradientColors(&a)
            return .style(AnyShapeStyle(LinearGradient(gradient: g, startPoint: .top, endPoint: .bottom)))
        },
        .init("Gradient.Stop", ["Gradient.Stop(color:location:)"]) { i, a, at throws(Diagnostic) in
            // A stop, read by the gradient it is given to as `.init(color:location:)` is.
            guard let color = a.take("color"), let location = a.take("location") else {
                throw i.error("missing argument 'color:' or 'location:' in call to 'Gradient.Stop'", at: at)
            }
            return .symbol(
                "init",
                arguments: Arguments(
                    [
                        .init(label: "color", value: color.value, offset: color.offset),
                        .init(label: "location", value: location.value, offset: location.offset),
                    ], at: at), at: at)
        },
    ]

    func linearGradient(_ a: inout Arguments) throws(Diagnostic) -> LinearGradient {
        let g = try gradientColors(&a)
        let start = try a.take("startPoint").map { e throws(Diagnostic) in try unitPoint(e.value, at: e.offset) }
        let end = try a.take("endPoint").map { e throws(Diagnostic) in try unitPoint(e.value, at: e.offset) }
        return LinearGradient(gradient: g, startPoint: start ?? .top, endPoint: end ?? .bottom)
    }

    func radialGradient(_ a: inout Arguments) throws(Diagnostic) -> RadialGradient {
        let g = try gradientColors(&a)
        let center = try a.take("center").map { e throws(Diagnostic) in try unitPoint(e.value, at: e.offset) }
        let startRadius = try optionalLength(&a, "startRadius") ?? 0
        let endRadius = try optionalLength(&a, "endRadius") ?? 0
        return RadialGradient(gradient: g, center: center ?? .center, startRadius: startRadius, endRadius: endRadius)
    }

    func angularGradient(_ a: inout Arguments) throws(Diagnostic) -> AngularGradient {
        let g = try gradientColors(&a)
        let center =
            try a.take("center").map { e throws(Diagnostic) in try unitPoint(e.value, at: e.offset) } ?? .center
        if let e = a.take("angle") {
            return AngularGradient(gradient: g, center: center, angle: try angle(e.value, at: e.offset))
        }
        let start = try a.take("startAngle").map { e throws(Diagnostic) in try angle(e.value, at: e.offset) }
        let end = try a.take("endAngle").map { e throws(Diagnostic) in try angle(e.value, at: e.offset) }
        if start == nil && end == nil { return AngularGradient(gradient: g, center: center, angle: .zero) }
        return AngularGradient(gradient: g, center: center, startAngle: start ?? .zero, endAngle: end ?? .zero)
    }

    func ellipticalGradient(_ a: inout Arguments) throws(Diagnostic) -> EllipticalGradient {
        let g = try gradientColors(&a)
        let center = try a.take("center").map { e throws(Diagnostic) in try unitPoint(e.value, at: e.offset) }
        let start = try optionalLength(&a, "startRadiusFraction") ?? 0
        let end = try optionalLength(&a, "endRadiusFraction") ?? 0.5
        return EllipticalGradient(
            gradient: g, center: center ?? .center, startRadiusFraction: start, endRadiusFraction: end)
    }

    /// A gradient's colours: `colors:` (plain colours), `stops:` (`.init(color:location:)`,
    /// `Gradient.Stop(color:location:)`), or `gradient:` (a `Gradient(...)` value), or the first
    /// unlabelled argument of the `.linearGradient(_:...)` forms.
    func gradientColors(_ a: inout Arguments) throws(Diagnostic) -> Gradient {
        func colorOf(_ v: Value) -> Color? {
            switch v {
            case .color(let c): return c
            case .symbol(let name, nil, _): return Color.named(name)
            default: return nil
            }
        }
        if let list = a.take("colors"), case .array(let items) = list.value {
            return Gradient(colors: items.compactMap(colorOf))
        }
        if let list = a.take("stops"), case .array(let items) = list.value {
            var stops: [Gradient.Stop] = []
            for item in items {
                guard case .symbol(_, let args?, _) = item,
                    let c = args.entries.first(where: { $0.label == "color" }).flatMap({ colorOf($0.value) }),
                    let l = args.entries.first(where: { $0.label == "location" }), case .number(let loc, _) = l.value
                else { continue }
                stops.append(Gradient.Stop(color: c, location: CGFloat(loc)))
            }
            return Gradient(stops: stops)
        }
        if let g = a.take("gradient") ?? a.takeUnlabeled() {
            if case .style(let s) = g.value, let linear = s.base as? LinearGradient { return linear.gradient }
        }
        return Gradient(colors: [])
    }
}
