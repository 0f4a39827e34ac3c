import Foundation

/// The size of an image file from its first bytes, without decoding it: what layout needs
/// for `Image("name")` (the pixels are decoded by the renderer's `ImageLibrary` when drawn).
enum ImageHeader {
    /// An image file's kind, from its first bytes (not its extension).
    enum Format: String, Sendable {
        case png, jpeg, pdf, svg
    }

    /// The format of `bytes`, `nil` for one Plumb does not know.
    static func format(_ bytes: [UInt8]) -> Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("%PDF".utf8)) { return .pdf }
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        if head.contains("<svg") { return .svg }
        return nil
    }

    /// The size of `bytes` in its own units: pixels for PNG and JPEG, points for PDF (its
    /// first page's MediaBox), CSS pixels (points) for SVG (`width`/`height`, else `viewBox`).
    static func size(_ bytes: [UInt8], format: Format) -> CGSize? {
        switch format {
        case .png: return pngSize(bytes)
        case .jpeg: return jpegSize(bytes)
        case .pdf: return pdfSize(bytes)
        case .svg: return svgSize(bytes)
        }
    }

    /// PNG: the IHDR chunk's width and height, big-endian at bytes 16 and 20 (PNG §11.2.2).
    static func pngSize(_ b: [UInt8]) -> CGSize? {
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        let w = b[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = b[20..<24].reduce(0) { $0 << 8 | Int($1) }
        guard w > 0, h > 0 else { return nil }
        return CGSize(width: w, height: h)
    }

    /// JPEG: the first start-of-frame marker's height and width (ITU T.81 §B.2.2), walking
    /// the segments before it by their lengths.
    static func jpegSize(_ b: [UInt8]) -> CGSize? {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF {
                i += 1
                continue
            }
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
                i += 2
                continue
            }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6]), w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return w > 0 && h > 0 ? CGSize(width: w, height: h) : nil
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    /// PDF: the first `/MediaBox [x0 y0 x1 y1]` (ISO 32000-1 §7.7.3.3), in points. A box
    /// inside a compressed object stream is not found.
    static func pdfSize(_ b: [UInt8]) -> CGSize? {
        let text = String(decoding: b, as: Unicode.ASCII.self)
        guard let range = text.range(of: "/MediaBox") else { return nil }
        let rest = text[range.upperBound...].prefix(200)
        guard let open = rest.firstIndex(of: "["), let close = rest.firstIndex(of: "]"), open < close else {
            return nil
        }
        let numbers = rest[rest.index(after: open)..<close].split(whereSeparator: {
            $0 == " " || $0 == "\n" || $0 == "\r"
        })
        .compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        let w = abs(numbers[2] - numbers[0]), h = abs(numbers[3] - numbers[1])
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return nil }
        return CGSize(width: w, height: h)
    }

    /// SVG: the root element's `width` and `height` (unitless or `px`; `pt` is 4/3 px), else
    /// its `viewBox` (SVG 1.1 §7.2, §7.7).
    static func svgSize(_ b: [UInt8]) -> CGSize? {
        let text = String(decoding: b.prefix(1 << 16), as: UTF8.self)
        guard let start = text.range(of: "<svg") else { return nil }
        let tag = text[start.upperBound...].prefix { $0 != ">" }.prefix(4096)
        func attribute(_ name: String) -> String? {
            var search = tag[...]
            while let r = search.range(of: name) {
                let before = r.lowerBound == tag.startIndex ? " " : tag[tag.index(before: r.lowerBound)]
                var after = tag[r.upperBound...].drop { $0 == " " }
                guard before.isWhitespace, after.first == "=" else {
                    search = tag[r.upperBound...]
                    continue
                }
                after = after.dropFirst().drop { $0 == " " }
                guard let quote = after.first, quote == "\"" || quote == "'" else { return nil }
                return String(after.dropFirst().prefix { $0 != quote })
            }
            return nil
        }
        func length(_ s: String?) -> Double? {
            guard var s = s?.trimmingCharacters(in: .whitespaces) else { return nil }
            var factor = 1.0
            if s.hasSuffix("px") {
                s.removeLast(2)
            } else if s.hasSuffix("pt") {
                s.removeLast(2)
                factor = 4.0 / 3
            }
            guard let v = Double(s), v.isFinite, v > 0 else { return nil }
            return v * factor
        }
        if let w = length(attribute("width")), let h = length(attribute("height")) {
            return CGSize(width: w, height: h)
        }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap {
            Double($0)
        }
        guard box.count == 4, box[2] > 0, box[3] > 0, box[2].isFinite, box[3].isFinite else { return nil }
        return CGSize(width: box[2], height: box[3])
    }
}
