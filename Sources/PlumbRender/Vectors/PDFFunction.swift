import Foundation

/// A PDF function of one input (ISO 32000-1 §7.10), as a shading's `/Function` maps its
/// parameter `t` to colour components.
///
/// Read: sampled (type 0, §7.10.2; 1, 2, 4, 8, 16 or 32 bits per sample, linear
/// interpolation), exponential (type 2, §7.10.3), stitching (type 3, §7.10.4) and PostScript
/// calculator (type 4, §7.10.5, ``PDFCalculatorFunction``) functions, and an array of
/// functions of one output each (a shading's `/Function` may be one per colour component).
/// Inputs are clipped to the domain, outputs to the range where one is given. Bounded for
/// hostile files: 4 levels of nesting, 64 stitched functions, 65,536 samples.
indirect enum PDFFunction {
    case sampled(domain: ClosedRange<Double>, encode: (Double, Double), decode: [Double], samples: [[Double]])
    case exponential(domain: ClosedRange<Double>, c0: [Double], c1: [Double], exponent: Double)
    case stitching(domain: ClosedRange<Double>, functions: [PDFFunction], bounds: [Double], encode: [Double])
    case calculator(domain: ClosedRange<Double>, range: [Double], PDFCalculatorFunction)
    case components([PDFFunction])

    /// The function `object` describes in `file`, or `nil` when it is not one Plumb reads.
    init?(_ object: PDFObject?, file: PDFFile, depth: Int = 0) {
        guard depth < 4 else { return nil }
        if let array = file.resolve(object)?.array {
            let parts = array.prefix(8).compactMap { PDFFunction($0, file: file, depth: depth + 1) }
            guard parts.count == array.count, !parts.isEmpty else { return nil }
            self = parts.count == 1 ? parts[0] : .components(parts)
            return
        }
        guard let dict = file.dictionary(object) else { return nil }
        func numbers(_ key: String) -> [Double] { file.resolve(dict[key])?.array?.compactMap { file.number($0) } ?? [] }
        let d = numbers("Domain")
        let domain = d.count >= 2 && d[0] <= d[1] && d[0].isFinite && d[1].isFinite ? d[0]...d[1] : 0...1
        switch file.number(dict["FunctionType"]) {
        case 0:
            let size = numbers("Size").first.map { Int(min(max($0, 0), 1e6)) } ?? 0
            let bits = file.number(dict["BitsPerSample"]).map { Int(min(max($0, 0), 64)) } ?? 0
            let range = numbers("Range")
            let outputs = range.count / 2
            guard size >= 1, size <= 65_536, [1, 2, 4, 8, 16, 32].contains(bits), outputs >= 1, outputs <= 8,
                let data = file.data(of: object)
            else { return nil }
            let e = numbers("Encode")
            let encode = e.count >= 2 ? (e[0], e[1]) : (0, Double(size - 1))
            let decode = numbers("Decode").count >= 2 * outputs ? numbers("Decode") : range
            var samples: [[Double]] = []
            var bit = 0
            let maximum = Double((UInt64(1) << UInt64(bits)) - 1)
            for _ in 0..<size {
                var sample: [Double] = []
                for _ in 0..<outputs {
                    var value: UInt64 = 0
                    for _ in 0..<bits {
                        let byte = bit / 8
                        guard byte < data.count else { return nil }
                        value = value << 1 | UInt64((data[byte] >> (7 - UInt8(bit % 8))) & 1)
                        bit += 1
                    }
                    sample.append(Double(value) / maximum)
                }
                samples.append(sample)
            }
            self = .sampled(domain: domain, encode: encode, decode: decode, samples: samples)
        case 2:
            let c0 = numbers("C0"), c1 = numbers("C1")
            let n = file.number(dict["N"]) ?? 1
            guard n.isFinite else { return nil }
            self = .exponential(
                domain: domain, c0: c0.isEmpty ? [0] : c0, c1: c1.isEmpty ? [1] : c1, exponent: n)
        case 3:
            guard let list = file.resolve(dict["Functions"])?.array, !list.isEmpty, list.count <= 64 else { return nil }
            let functions = list.compactMap { PDFFunction($0, file: file, depth: depth + 1) }
            let bounds = numbers("Bounds"), encode = numbers("Encode")
            guard functions.count == list.count, bounds.count == functions.count - 1,
                encode.count == 2 * functions.count
            else { return nil }
            self = .stitching(domain: domain, functions: functions, bounds: bounds, encode: encode)
        case 4:
            guard let code = file.data(of: object), let f = PDFCalculatorFunction(code) else { return nil }
            self = .calculator(domain: domain, range: numbers("Range"), f)
        default:
            return nil
        }
    }

    /// The domain inputs are clipped to.
    var domain: ClosedRange<Double> {
        switch self {
        case .sampled(let d, _, _, _), .exponential(let d, _, _, _), .stitching(let d, _, _, _),
            .calculator(let d, _, _):
            return d
        case .components(let parts): return parts[0].domain
        }
    }

    /// The inputs where the function may jump: a stitching function's bounds.
    var breakpoints: [Double] {
        switch self {
        case .stitching(_, _, let bounds, _): return bounds
        case .components(let parts): return parts.flatMap(\.breakpoints)
        default: return []
        }
    }

    /// The outputs at `x` (clipped to the domain); empty where the function fails.
    func evaluate(_ x: Double) -> [Double] {
        let x = min(max(x.isFinite ? x : domain.lowerBound, domain.lowerBound), domain.upperBound)
        switch self {
        case .sampled(let domain, let encode, let decode, let samples):
            let span = domain.upperBound - domain.lowerBound
            var e = encode.0 + (span > 0 ? (x - domain.lowerBound) / span : 0) * (encode.1 - encode.0)
            e = min(max(e, 0), Double(samples.count - 1))
            let i = Int(e.rounded(.down)), f = e - Double(i)
            let a = samples[i], b = samples[min(i + 1, samples.count - 1)]
            return a.indices.map { k in
                let v = a[k] + (b[k] - a[k]) * f
                return k * 2 + 1 < decode.count ? decode[2 * k] + v * (decode[2 * k + 1] - decode[2 * k]) : v
            }
        case .exponential(_, let c0, let c1, let n):
            let p = x < 0 && n.rounded() != n ? 0 : pow(x, n)
            return zip(c0, c1).map { $0 + p * ($1 - $0) }
        case .stitching(let domain, let functions, let bounds, let encode):
            var k = 0
            while k < bounds.count, x >= bounds[k] { k += 1 }
            let low = k == 0 ? domain.lowerBound : bounds[k - 1]
            let high = k == bounds.count ? domain.upperBound : bounds[k]
            let e0 = encode[2 * k], e1 = encode[2 * k + 1]
            let inner = high > low ? e0 + (x - low) / (high - low) * (e1 - e0) : e0
            return functions[k].evaluate(inner)
        case .calculator(_, let range, let f):
            guard var out = f.evaluate([x]) else { return [] }
            for k in out.indices where 2 * k + 1 < range.count {
                out[k] = min(max(out[k], range[2 * k]), range[2 * k + 1])
            }
            return out
        case .components(let parts):
            return parts.flatMap { $0.evaluate(x).prefix(1) }
        }
    }
}
