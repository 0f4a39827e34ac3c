import Foundation
import PlumbCore

/// An SVG `transform` attribute (SVG 1.1 §7.6): `matrix(a b c d e f)`, `translate(x [y])`,
/// `scale(x [y])`, `rotate(a [cx cy])` (degrees), `skewX(a)`, `skewY(a)`, separated by white
/// space or commas. The list applies right to left: `translate(10) scale(2)` scales first.
///
/// A transform with a missing or malformed argument list ends the list: the ones before it
/// are kept (as browsers do, the whole attribute would be dropped; keeping the prefix draws
/// the same for well-formed files and never worse for damaged ones).
enum SVGTransformList {
    /// The transform mapping the element's coordinates to its parent's.
    static func transform(_ text: String) -> CGAffineTransform {
        var result = CGAffineTransform.identity
        var rest = text[...]
        var count = 0
        while count < 256, let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            count += 1
            let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " \t\r\n,"))
            let v = SVGNumberScanner.numbers(String(rest[rest.index(after: open)..<close]), limit: 6)
            rest = rest[rest.index(after: close)...]
            let t: CGAffineTransform
            switch (name, v.count) {
            case ("matrix", 6): t = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            case ("translate", 1): t = CGAffineTransform(translationX: v[0], y: 0)
            case ("translate", 2): t = CGAffineTransform(translationX: v[0], y: v[1])
            case ("scale", 1): t = CGAffineTransform(scaleX: v[0], y: v[0])
            case ("scale", 2): t = CGAffineTransform(scaleX: v[0], y: v[1])
            case ("rotate", 1): t = rotation(v[0])
            case ("rotate", 3):
                // translate(cx, cy) rotate(a) translate(-cx, -cy)
                t = CGAffineTransform(translationX: -v[1], y: -v[2]).concatenating(rotation(v[0]))
                    .concatenating(CGAffineTransform(translationX: v[1], y: v[2]))
            case ("skewX", 1): t = CGAffineTransform(a: 1, b: 0, c: tan(v[0] * .pi / 180), d: 1, tx: 0, ty: 0)
            case ("skewY", 1): t = CGAffineTransform(a: 1, b: tan(v[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
            default: return result
            }
            // Later transforms apply first: they go before those already read.
            result = t.concatenating(result)
        }
        return result.isFinite ? result : .identity
    }

    /// A rotation by `degrees`, clockwise on screen (y down), exact at multiples of 90°.
    static func rotation(_ degrees: Double) -> CGAffineTransform {
        let r = degrees.truncatingRemainder(dividingBy: 360)
        let (s, c): (Double, Double)
        switch r {
        case 0: (s, c) = (0, 1)
        case 90, -270: (s, c) = (1, 0)
        case 180, -180: (s, c) = (0, -1)
        case 270, -90: (s, c) = (-1, 0)
        default: (s, c) = (sin(r * .pi / 180), cos(r * .pi / 180))
        }
        return CGAffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
}
