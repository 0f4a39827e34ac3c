import Foundation

/// An image of an asset catalog (`Logo.imageset`): the file an iPhone would draw, its scale,
/// its size in points and its rendering intent.
public struct AssetImage: Sendable, Equatable {
    /// The file's path.
    public let path: String
    /// The file's kind (from its first bytes).
    public let format: Format
    /// Pixels per point: 1, 2 or 3 for a bitmap; 1 for a vector (PDF, SVG).
    public let scale: Double
    /// The size in points (pixels / scale for a bitmap; the page or view box for a vector),
    /// `nil` when the file's header does not say.
    public let size: CGSize?
    /// Whether the set asks to be drawn as a template (`template-rendering-intent`).
    public let isTemplate: Bool

    /// The kinds of image file read.
    public enum Format: String, Sendable {
        /// Bitmaps: decoded and drawn.
        case png, jpeg
        /// Vectors: laid out at their size, drawn as a placeholder.
        case pdf, svg
    }
}

/// Reads `Name.imageset/Contents.json`.
///
/// Apple's "Asset Catalog Format Reference", Image Set Type
/// (https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/ImageSetType.html):
/// `images` lists files by `idiom`, `scale` (`1x`, `2x`, `3x`; none for a single vector),
/// optional `appearances` and `filename`; `properties.template-rendering-intent` is
/// `template` or `original`. Plumb draws the universal/iPhone, any-appearance file of the
/// highest scale present (an iPhone's 3x, else 2x, else 1x).
enum ImageSet {
    static func read(_ bytes: [UInt8], folder: String) -> Result<AssetImage, ResourceProblem> {
        guard let root = JSONResource.object(bytes) else { return .failure("not a JSON object") }
        let properties = root["properties"] as? [String: Any]
        let isTemplate = properties?["template-rendering-intent"] as? String == "template"
        var best: (score: Int, file: String, scale: Double)?
        for case let entry as [String: Any] in ((root["images"] as? [Any]) ?? []).prefix(256) {
            guard let file = entry["filename"] as? String, !file.isEmpty, !file.contains("/"), file != "..",
                (entry["appearances"] as? [Any])?.isEmpty ?? true
            else { continue }
            let scale: Double
            switch entry["scale"] as? String {
            case "1x": scale = 1
            case "2x": scale = 2
            case "3x": scale = 3
            case nil: scale = 1
            default: continue
            }
            let score = ColorSet.idiomScore(entry["idiom"] as? String) * 10 + Int(scale)
            if let current = best, current.score >= score { continue }
            best = (score, file, scale)
        }
        guard let best else { return .failure("no image file for an iPhone") }
        let path = (folder as NSString).appendingPathComponent(best.file)
        let head: [UInt8]
        do { head = try ResourceFiles.read(path, limit: ResourceFiles.imageHeaderBytes, whole: false) } catch {
            return .failure(ResourceProblem("\(best.file): \(error.reason)"))
        }
        guard let headerFormat = ImageHeader.format(head),
            let format = AssetImage.Format(rawValue: headerFormat.rawValue)
        else { return .failure(ResourceProblem("\(best.file) is not a PNG, JPEG, PDF or SVG file")) }
        let isVector = format == .pdf || format == .svg
        let scale = isVector ? 1 : best.scale
        let size = ImageHeader.size(head, format: headerFormat).map {
            CGSize(width: $0.width / scale, height: $0.height / scale)
        }
        return .success(AssetImage(path: path, format: format, scale: scale, size: size, isTemplate: isTemplate))
    }
}
