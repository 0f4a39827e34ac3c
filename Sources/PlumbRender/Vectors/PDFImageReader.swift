import Foundation
import PlumbCore

/// Reads the first page of a PDF file into a ``VectorImage``: what an asset catalog's `.pdf`
/// draws (Xcode draws a PDF asset's first page, and asset PDFs have one).
///
/// The page is the first leaf of the catalog's page tree (`/Root` → `/Pages` → `/Kids`,
/// ISO 32000-1 §7.7.3), else the lowest-numbered `/Type /Page` object. Its box is its
/// `/CropBox` clipped to its `/MediaBox` (§14.11.2: what viewers show), either inherited
/// from the page tree; its size is the box's in points. Content (`/Contents`, one stream or
/// an array of them, concatenated as §7.8.2 says) runs through ``PDFContentInterpreter`` with
/// the page's `/Resources`, y flipped so that the box's top-left corner is the image's origin.
///
/// Not read: `/Rotate` (the page is drawn unrotated), `/UserUnit`, annotations, image
/// XObjects. A page that draws nothing but images is no image (`nil`): the asset is then
/// drawn as the placeholder of its size, as before vectors were read.
enum PDFImageReader {
    /// Whether `bytes` start with `%PDF-` within their first kilobyte (§7.5.2; readers accept
    /// bytes before it).
    static func isPDF(_ bytes: [UInt8]) -> Bool {
        let marker = Array("%PDF-".utf8)
        let head = bytes.prefix(1024)
        guard head.count >= marker.count else { return false }
        for k in head.indices.dropLast(marker.count - 1) where head[k] == marker[0] {
            if Array(head[k..<(k + marker.count)]) == marker { return true }
        }
        return false
    }

    /// The first page's image, or `nil` without a page of positive size.
    static func read(_ bytes: [UInt8]) -> VectorImage? {
        let file = PDFFile(bytes)
        guard let page = firstPage(file) else { return nil }
        func inherited(_ key: String) -> PDFObject? {
            var node: [String: PDFObject]? = page
            for _ in 0..<16 {
                guard let dict = node else { return nil }
                if let value = dict[key] { return value }
                node = file.dictionary(dict["Parent"])
            }
            return nil
        }
        guard let media = rect(inherited("MediaBox"), file) else { return nil }
        var box = media
        if let crop = rect(inherited("CropBox"), file) {
            let clipped = crop.intersection(media)
            if !clipped.isNull, clipped.width > 0, clipped.height > 0 { box = clipped }
        }
        // PDF space is y up from the box's bottom-left; the image's is y down from its top-left.
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
        let imageBox = CGRect(origin: .zero, size: box.size)
        var interpreter = PDFContentInterpreter(
            file: file, ctm: flip, resources: file.dictionary(inherited("Resources")) ?? [:], box: imageBox)
        var content: [UInt8] = []
        let contents = file.resolve(page["Contents"])
        let streams = contents?.array ?? (page["Contents"].map { [$0] } ?? [])
        for stream in streams.prefix(1000) {
            guard let data = file.data(of: stream),
                content.count + data.count <= VectorImage.Limits.inflatedBytes
            else { continue }
            content += data
            content.append(10)
        }
        interpreter.run(content)
        // A page that only shows a bitmap: a placeholder of its size says more than nothing.
        if interpreter.drawing.shapes.isEmpty, interpreter.skippedImages > 0 { return nil }
        return interpreter.drawing.image(size: box.size)
    }

    /// The first page: the page tree's first leaf, else the lowest-numbered page object.
    static func firstPage(_ file: PDFFile) -> [String: PDFObject]? {
        let catalog = file.objects.keys.sorted().lazy.compactMap { file.objects[$0]?.dictionary }
            .first { $0["Type"]?.name == "Catalog" }
        var node = file.dictionary(catalog?["Pages"])
        for _ in 0..<32 {
            guard let dict = node else { break }
            if dict["Type"]?.name == "Page" { return dict }
            node = file.dictionary(file.resolve(dict["Kids"])?.array?.first)
        }
        return file.objects.keys.sorted().lazy.compactMap { file.objects[$0]?.dictionary }
            .first { $0["Type"]?.name == "Page" }
    }

    /// A rectangle `[x0 y0 x1 y1]` (§7.9.5), normalized; `nil` unless it has four finite
    /// numbers and a positive size.
    static func rect(_ object: PDFObject?, _ file: PDFFile) -> CGRect? {
        guard let n = file.resolve(object)?.array?.compactMap({ file.number($0) }), n.count == 4 else { return nil }
        let r = CGRect(x: min(n[0], n[2]), y: min(n[1], n[3]), width: abs(n[2] - n[0]), height: abs(n[3] - n[1]))
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite
        else { return nil }
        return r
    }
}
