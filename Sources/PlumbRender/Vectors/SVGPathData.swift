import Foundation
import PlumbCore

/// SVG path data (`<path d="...">`, SVG 1.1 §8.3): the commands M L H V C S Q T A Z, absolute
/// (upper case) and relative (lower case), with implicit repetition (a moveto's further
/// pairs are linetos), numbers run together as the grammar allows (`-1-2`, `0.5.5`, `1e-3`),
/// and arc flags without separators (`a1 1 0 00 1 1`).
///
/// Reading stops at the first error, keeping the path up to it, as SVG 1.1 §F.2 asks ("render
/// the path up to the error"), or after `limit` elements.
enum SVGPathData {
    /// The path `d` describes, in the element's own coordinates.
    static func path(_ d: String, limit: Int = VectorImage.Limits.pathElements) -> Path {
        var scanner = SVGNumberScanner(Array(d.utf8))
        var path = Path()
        var current = CGPoint.zero, start = CGPoint.zero
        // The last curve's second control point, for S and T's reflections.
        var lastCubic: CGPoint?, lastQuad: CGPoint?
        var command: UInt8 = 0
        var count = 0
        while count < limit {
            scanner.skipSeparators()
            if let c = scanner.peek, Self.isCommand(c) {
                command = c
                scanner.advance()
            } else if scanner.isAtEnd || command == 0 {
                break
            } else if command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                break  // numbers after a closepath: an error
            }
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : .zero
            func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: base.x + x, y: base.y + y) }
            // `S` and `T`: the previous control point mirrored about the current point.
            func reflected(_ control: CGPoint?) -> CGPoint {
                control.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            }
            count += 1
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                guard let x = scanner.number(), let y = scanner.number() else { return path }
                current = point(x, y)
                start = current
                path.move(to: current)
                // Further pairs are linetos of the same kind.
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
                lastCubic = nil
                lastQuad = nil
            case UInt8(ascii: "l"):
                guard let x = scanner.number(), let y = scanner.number() else { return path }
                current = point(x, y)
                path.addLine(to: current)
                lastCubic = nil
                lastQuad = nil
            case UInt8(ascii: "h"):
                guard let x = scanner.number() else { return path }
                current = CGPoint(x: relative ? current.x + x : x, y: current.y)
                path.addLine(to: current)
                lastCubic = nil
                lastQuad = nil
            case UInt8(ascii: "v"):
                guard let y = scanner.number() else { return path }
                current = CGPoint(x: current.x, y: relative ? current.y + y : y)
                path.addLine(to: current)
                lastCubic = nil
                lastQuad = nil
            case UInt8(ascii: "c"):
                guard let x1 = scanner.number(), let y1 = scanner.number(), let x2 = scanner.number(),
                    let y2 = scanner.number(), let x = scanner.number(), let y = scanner.number()
                else { return path }
                let c2 = point(x2, y2)
                current = point(x, y)
                path.addCurve(to: current, control1: point(x1, y1), control2: c2)
                lastCubic = c2
                lastQuad = nil
            case UInt8(ascii: "s"):
                guard let x2 = scanner.number(), let y2 = scanner.number(), let x = scanner.number(),
                    let y = scanner.number()
                else { return path }
                let c1 = reflected(lastCubic)
                let c2 = point(x2, y2)
                current = point(x, y)
                path.addCurve(to: current, control1: c1, control2: c2)
                lastCubic = c2
                lastQuad = nil
            case UInt8(ascii: "q"):
                guard let x1 = scanner.number(), let y1 = scanner.number(), let x = scanner.number(),
                    let y = scanner.number()
                else { return path }
                let c = point(x1, y1)
                current = point(x, y)
                path.addQuadCurve(to: current, control: c)
                lastQuad = c
                lastCubic = nil
            case UInt8(ascii: "t"):
                guard let x = scanner.number(), let y = scanner.number() else { return path }
                let c = reflected(lastQuad)
                current = point(x, y)
                path.addQuadCurve(to: current, control: c)
                lastQuad = c
                lastCubic = nil
            case UInt8(ascii: "a"):
                guard let rx = scanner.number(), let ry = scanner.number(), let angle = scanner.number(),
                    let large = scanner.flag(), let sweep = scanner.flag(), let x = scanner.number(),
                    let y = scanner.number()
                else { return path }
                let end = point(x, y)
                SVGArc.add(
                    to: &path, from: current, to: end, radii: CGSize(width: rx, height: ry), rotation: angle,
                    largeArc: large, sweep: sweep)
                current = end
                lastCubic = nil
                lastQuad = nil
            case UInt8(ascii: "z"):
                path.closeSubpath()
                current = start
                lastCubic = nil
                lastQuad = nil
            default:
                return path
            }
        }
        return path
    }

    private static func isCommand(_ c: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(c)
    }
}

/// Numbers of SVG attribute values (path data, `points`, `viewBox`, transforms), separated
/// by white space and at most one comma, in SVG's number grammar. Every read is bounds-checked.
struct SVGNumberScanner {
    private let bytes: [UInt8]
    private var i = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { i >= bytes.count }
    var peek: UInt8? { i < bytes.count ? bytes[i] : nil }
    mutating func advance() { i += 1 }

    /// Skips white space and commas.
    mutating func skipSeparators() {
        while let c = peek, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C || c == UInt8(ascii: ",") {
            i += 1
        }
    }

    /// An arc flag: one `0` or `1`, which may be followed by a number without a separator.
    mutating func flag() -> Bool? {
        skipSeparators()
        guard let c = peek, c == UInt8(ascii: "0") || c == UInt8(ascii: "1") else { return nil }
        i += 1
        return c == UInt8(ascii: "1")
    }

    /// The next number (finite), or `nil` (the position unchanged) when there is none.
    mutating func number() -> Double? {
        skipSeparators()
        let start = i
        func digits() -> Int {
            let s = i
            while let c = peek, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { i += 1 }
            return i - s
        }
        if let c = peek, c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { i += 1 }
        var count = digits()
        if peek == UInt8(ascii: ".") {
            i += 1
            count += digits()
        }
        guard count > 0 else {
            i = start
            return nil
        }
        if let e = peek, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            let mark = i
            i += 1
            if let c = peek, c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { i += 1 }
            if digits() == 0 { i = mark }
        }
        guard i - start <= 64, let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)), value.isFinite
        else {
            i = start
            return nil
        }
        return value
    }

    /// All the numbers of `text`, up to the first that is not one (at most `limit`).
    static func numbers(_ text: String, limit: Int = 100_000) -> [Double] {
        var scanner = SVGNumberScanner(Array(text.utf8))
        var out: [Double] = []
        while out.count < limit, let n = scanner.number() { out.append(n) }
        return out
    }
}
