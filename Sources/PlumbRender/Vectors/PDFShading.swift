import Foundation
import PlumbCore

/// A PDF shading dictionary (ISO 32000-1 §8.7.4.5) read as a gradient in the shading's own
/// space: what a shading pattern (`/P0 scn`) and the `sh` operator paint.
///
/// - Axial (type 2): `/Coords [x0 y0 x1 y1]`, a linear gradient from the first point to the
///   second; radial (type 3): `/Coords [x0 y0 r0 x1 y1 r1]`, circles from `r0` to `r1`.
/// - Colours: the `/Function` at the parameter `t` over `/Domain` (default 0 to 1), sampled
///   at 33 even steps and at a stitching function's bounds (both sides of each, so a hard
///   edge stays hard); stops on a straight line between their neighbours are dropped (a
///   stitching of linear pieces keeps exactly its bounds). Components by count: 1 grey, 3
///   RGB, 4 CMYK, as colour operators read them.
///
/// Approximated: a radial shading whose circles have different centres is drawn around the
/// second circle's centre (design tools' exports share the centre, or put the focus in the
/// first); `/Extend` is always true (the end colours continue past the ends: an unextended
/// axial shading leaves what lies beyond its ends unpainted). Other types (function-based,
/// meshes) are their `/Background`, or their function's first colour.
struct PDFShading {
    /// The gradient, in the shading's space; `nil` for a shading that is not axial or radial.
    let paint: DisplayPaint?
    /// Its first colour (what an outline of it, or a template, keeps).
    let firstColor: Color

    /// The shading `object` names in `file`, or `nil` when it has no colour Plumb reads.
    init?(_ object: PDFObject?, file: PDFFile) {
        guard let shading = file.dictionary(object) else { return nil }
        let function = PDFFunction(shading["Function"], file: file)
        let d = file.resolve(shading["Domain"])?.array?.compactMap { file.number($0) } ?? []
        let t0 = d.count >= 2 && d[0].isFinite ? d[0] : 0, t1 = d.count >= 2 && d[1].isFinite ? d[1] : 1
        let stops = function.map { Self.stops(of: $0, from: t0, to: t1) } ?? []
        if let first = stops.first?.color {
            firstColor = first
        } else if let background = file.resolve(shading["Background"])?.array,
            let c = PDFContentInterpreter.deviceColor(background.compactMap(\.number))
        {
            firstColor = c
        } else {
            return nil
        }
        let c = file.resolve(shading["Coords"])?.array?.compactMap { file.number($0) } ?? []
        guard stops.count > 1, c.allSatisfy(\.isFinite) else {
            paint = nil
            return
        }
        let gradient = Gradient(stops: stops)
        switch file.number(shading["ShadingType"]) {
        case 2 where c.count == 4:
            paint = .linearGradient(gradient, start: CGPoint(x: c[0], y: c[1]), end: CGPoint(x: c[2], y: c[3]))
        case 3 where c.count == 6 && c[5] > 0:
            paint = .radialGradient(
                gradient, center: CGPoint(x: c[3], y: c[4]), startRadius: max(0, min(c[2], c[5])),
                endRadius: c[5], yScale: 1)
        default:
            paint = nil
        }
    }

    /// The function's colours from `t0` to `t1` as stops over 0...1.
    static func stops(of function: PDFFunction, from t0: Double, to t1: Double) -> [Gradient.Stop] {
        let span = t1 - t0
        var samples: [(location: Double, t: Double)] = (0...32).map { k in (Double(k) / 32, t0 + span * Double(k) / 32)
        }
        if span != 0 {
            for b in function.breakpoints.prefix(64) {
                let s = (b - t0) / span
                guard s > 0, s < 1 else { continue }
                samples.append((s, b - abs(span) * 1e-9))
                samples.append((s, b))
            }
        }
        samples.sort { $0.location < $1.location || ($0.location == $1.location && $0.t * span < $1.t * span) }
        var colors: [(location: Double, components: [Double])] = []
        for sample in samples {
            let out = function.evaluate(sample.t)
            guard PDFContentInterpreter.deviceColor(out) != nil else { return [] }
            colors.append((sample.location, out))
        }
        // Drop a stop that lies on the line between its kept neighbours; of stops at one
        // location with one colour, keep the last (a bound's exact value, not the one just
        // before it).
        var kept: [(location: Double, components: [Double])] = []
        for (i, stop) in colors.enumerated() {
            if let previous = kept.last, previous.location == stop.location,
                zip(previous.components, stop.components).allSatisfy({ abs($0 - $1) < 1.0 / 1024 })
            {
                kept[kept.count - 1] = stop
                continue
            }
            if kept.count >= 1, i + 1 < colors.count, let previous = kept.last {
                let next = colors[i + 1]
                let width = next.location - previous.location
                if width > 0, stop.location > previous.location {
                    let f = (stop.location - previous.location) / width
                    let straight = zip(zip(previous.components, next.components), stop.components).allSatisfy {
                        abs($0.0 + ($0.1 - $0.0) * f - $1) < 1.0 / 1024
                    }
                    if straight { continue }
                }
            }
            kept.append(stop)
        }
        return kept.compactMap { stop in
            PDFContentInterpreter.deviceColor(stop.components).map {
                Gradient.Stop(color: $0, location: CGFloat(stop.location))
            }
        }
    }
}
