import Foundation

/// The objects of a PDF file, found by scanning for `N G obj ... endobj` (ISO 32000-1 §7.3.10)
/// instead of reading the cross-reference table: asset icons are small, and a scan also reads
/// files whose table is damaged. The last definition of an object number wins, as an
/// incremental update's would. Objects inside object streams (`/Type /ObjStm`, §7.5.7) are read
/// too, unless the file defines the same number directly.
///
/// Streams (§7.3.8) are their `/Length` bytes after `stream` when `/Length` is a direct number
/// and `endstream` follows them, else the bytes up to `endstream`; ``data(of:)`` decodes
/// `/FlateDecode` (zlib) and no other filter.
struct PDFFile {
    let bytes: [UInt8]
    /// Objects by number.
    private(set) var objects: [Int: PDFObject] = [:]
    /// The raw (still encoded) data of stream objects, by number.
    private(set) var streams: [Int: Range<Int>] = [:]

    /// The most objects read: 100,000.
    static let maximumObjects = 100_000

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        scanObjects()
        resolveIndirectLengths()
        readObjectStreams()
    }

    /// Streams whose `/Length` is an indirect object (`/Length 6 0 R`, as Xcode's and
    /// Figma's exports write it), kept until every object is known: their data start and
    /// the length's object number.
    private var indirectLengths: [Int: (start: Int, length: Int)] = [:]

    /// Gives streams with an indirect `/Length` that many bytes when `endstream` follows
    /// them: found by `endstream` alone, data ending in a carriage return would lose it.
    private mutating func resolveIndirectLengths() {
        for (n, pending) in indirectLengths {
            guard let length = objects[pending.length]?.number else { continue }
            let range = streamRange(start: pending.start, length: length)
            if range.upperBound <= (streams[n]?.upperBound ?? 0) + 2 { streams[n] = range }
        }
        indirectLengths = [:]
    }

    /// `object` with references followed (at most 16 in a row).
    func resolve(_ object: PDFObject?) -> PDFObject? {
        var current = object
        for _ in 0..<16 {
            guard case .reference(let n)? = current else { return current }
            current = objects[n]
        }
        return nil
    }

    /// The dictionary `object` is or refers to.
    func dictionary(_ object: PDFObject?) -> [String: PDFObject]? { resolve(object)?.dictionary }

    /// The number `object` is or refers to.
    func number(_ object: PDFObject?) -> Double? { resolve(object)?.number }

    /// The decoded data of the stream `object` refers to, at most
    /// ``VectorImage/Limits/inflatedBytes``; `nil` for no stream, an unknown filter or a
    /// corrupt one.
    func data(of object: PDFObject?) -> [UInt8]? {
        guard case .reference(let n)? = object else { return nil }
        return data(ofStream: n)
    }

    /// The decoded data of stream object `n`.
    func data(ofStream n: Int) -> [UInt8]? {
        guard let range = streams[n], let dict = objects[n]?.dictionary else { return nil }
        let raw = Array(bytes[range])
        var filters: [String] = []
        switch resolve(dict["Filter"]) {
        case .name(let f)?: filters = [f]
        case .array(let a)?: filters = a.compactMap { resolve($0)?.name }
        default: break
        }
        var data = raw
        for filter in filters.prefix(4) {
            switch filter {
            case "FlateDecode", "Fl":
                guard let inflated = Zlib.inflate(data, limit: VectorImage.Limits.inflatedBytes) else { return nil }
                data = inflated
            default:
                return nil
            }
        }
        return data
    }

    /// Finds every `N G obj`, reads its object and, after `stream`, its data's range.
    private mutating func scanObjects() {
        let obj = Array("obj".utf8)
        var k = 0
        while k + 3 <= bytes.count, objects.count < Self.maximumObjects {
            guard bytes[k] == obj[0], bytes[k + 1] == obj[1], bytes[k + 2] == obj[2],
                k + 3 == bytes.count || !PDFScanner.isRegular(bytes[k + 3]),
                let number = objectNumber(before: k)
            else {
                k += 1
                continue
            }
            var scanner = PDFScanner(bytes, from: k + 3)
            guard let object = scanner.object() else {
                k += 3
                continue
            }
            objects[number] = object
            let afterObject = scanner.position
            if case .dictionary(let dict) = object, case .keyword("stream")? = scanner.next() {
                // §7.3.8.1: `stream` is followed by CR LF or LF.
                var start = scanner.position
                if scanner.byte(start) == 13 { start += 1 }
                if scanner.byte(start) == 10 { start += 1 }
                let range = streamRange(start: start, length: dict["Length"]?.number)
                streams[number] = range
                if case .reference(let length)? = dict["Length"] { indirectLengths[number] = (start, length) }
                k = range.upperBound
            } else {
                k = max(afterObject, k + 3)
            }
        }
    }

    /// The object number written before `obj` at `k` (`N G obj`), or `nil`.
    private func objectNumber(before k: Int) -> Int? {
        var j = k - 1
        func skipWhite() { while j >= 0, PDFScanner.isWhite(bytes[j]) { j -= 1 } }
        func digits() -> Int? {
            let end = j
            while j >= 0, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9"), end - j < 10 { j -= 1 }
            guard j < end else { return nil }
            return Int(String(decoding: bytes[(j + 1)...end], as: UTF8.self))
        }
        skipWhite()
        guard digits() != nil else { return nil }
        skipWhite()
        return digits()
    }

    /// The bytes of a stream's data starting at `start`: `/Length` of them when `endstream`
    /// follows, else up to the next `endstream`.
    private func streamRange(start: Int, length: Double?) -> Range<Int> {
        let start = min(start, bytes.count)
        if let length, length >= 0, length <= Double(bytes.count - start) {
            let end = start + Int(length)
            var s = PDFScanner(bytes, from: end)
            if case .keyword("endstream")? = s.next() { return start..<end }
        }
        let marker = Array("endstream".utf8)
        var k = start
        while k + marker.count <= bytes.count {
            if bytes[k] == marker[0], Array(bytes[k..<(k + marker.count)]) == marker {
                var end = k
                // The end-of-line before `endstream` is not data (§7.3.8.1).
                if end > start, bytes[end - 1] == 10 { end -= 1 }
                if end > start, bytes[end - 1] == 13 { end -= 1 }
                return start..<end
            }
            k += 1
        }
        return start..<bytes.count
    }

    /// Reads the objects of each object stream (`/N` pairs of number and offset, from `/First`),
    /// inflating at most ``VectorImage/Limits/inflatedBytes`` over all of them.
    private mutating func readObjectStreams() {
        let containers = objects.compactMap { n, o in
            o.dictionary?["Type"]?.name == "ObjStm" ? n : nil
        }.sorted()
        var inflated = 0
        for n in containers.prefix(1000) where inflated < VectorImage.Limits.inflatedBytes {
            guard let dict = objects[n]?.dictionary, let data = data(ofStream: n),
                let count = number(dict["N"]), let first = number(dict["First"]), count >= 0, first >= 0,
                first < Double(data.count)
            else { continue }
            inflated += data.count
            var header = PDFScanner(data, from: 0, to: Int(first))
            for _ in 0..<min(Int(count), Self.maximumObjects) {
                guard let number = header.object()?.number, let offset = header.object()?.number,
                    number >= 0, number < 1e9, offset >= 0, offset < Double(data.count) - first
                else { break }
                let key = Int(number)
                guard objects[key] == nil, objects.count < Self.maximumObjects else { continue }
                var scanner = PDFScanner(data, from: Int(first) + Int(offset))
                if let object = scanner.object() { objects[key] = object }
            }
        }
    }
}
