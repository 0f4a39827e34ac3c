import Foundation

/// `previews.json`: what a gallery folder holds, for machines (`--compare` and `--merge` read
/// it; a CI job can too). Written with sorted keys and no timestamps, so the same previews give
/// the same bytes.
///
/// ```json
/// {"format": 1, "previews": [{"id": "Card.swift#1", "file": "Card.swift", "line": 47,
///   "number": 1, "scheme": "light", "png": "Card-1.png", "html": "Card-1.html",
///   "width": 1170, "height": 2532, "sha256": "9f86d0…"}], "removed": []}
/// ```
struct GalleryManifest: Codable, Equatable {
    /// The manifest's version: 1.
    var format = 1
    /// `K/N` when the gallery is one shard of `--shard K/N` (absent when whole or merged).
    var shard: String?
    /// The previews rendered, in the module's order (`--preview N`), light before dark.
    var previews: [Entry] = []
    /// With `--compare`: the baseline's previews that are gone, each with its old picture.
    var removed: [Entry] = []

    /// One preview in one colour scheme or variant.
    struct Entry: Codable, Equatable {
        /// The preview's stable name: its file (relative to the folder the inputs share) and
        /// its name, or its number within the file when it has none, or one that another
        /// preview of the file shares or that is a number (`Card.swift#Dark`, `Card.swift#1`).
        var id: String
        /// The file, relative to the folder the inputs share.
        var file: String
        var line: Int
        /// The preview's name (`#Preview("Dark")`, `.previewDisplayName`), if it has one.
        var name: String?
        /// Its number among the module's previews, as `--preview N` counts.
        var number: Int
        /// `light` or `dark`.
        var scheme: String
        /// The `--variants` variant it was drawn in (`dark+ax3`), unless that sets only the
        /// colour scheme.
        var variant: String?
        /// The picture and the negotiation page, as file names in the folder; absent when the
        /// preview failed.
        var png: String?
        var html: String?
        /// The picture's size in pixels.
        var width: Int?
        var height: Int?
        /// SHA-256 of the PNG file, as `sha256sum` prints it.
        var sha256: String?
        /// How many views were drawn in place of code Plumb could not build, and how many
        /// stub values (names no file read declares) the drawn views were built from.
        var placeholders: Int?
        var stubs: Int?
        /// Why the preview failed (it has no picture then, or errors raised during layout).
        var errors: [String]?
        /// With `--compare`: `changed`, `new` or `unchanged`.
        var status: String?
        /// With `--compare`, for a changed preview: the baseline's picture and the difference,
        /// as file names in the folder, and how many pixels differ.
        var before: String?
        var diff: String?
        var changedPixels: Int?
        var changedFraction: Double?
        /// The changed pixels' bounding box in the picture, in pixels: x, y, width, height.
        var changedBounds: [Int]?

        /// What identifies it across galleries: the preview and the scheme or variant.
        var key: String { id + " (" + (variant ?? scheme) + ")" }

        /// Its place in a gallery: the module's order, light, dark, then other variants by
        /// name (``GalleryVariant/rank``).
        static func precedes(_ a: Entry, _ b: Entry) -> Bool {
            (a.number, a.rank, a.variant ?? "", a.id) < (b.number, b.rank, b.variant ?? "", b.id)
        }

        private var rank: Int { variant != nil ? 2 : scheme == "dark" ? 1 : 0 }
    }

    static let fileName = "previews.json"

    /// Every file the manifest names (pictures, pages, baseline pictures, differences).
    var files: Set<String> {
        Set((previews + removed).flatMap { [$0.png, $0.html, $0.before, $0.diff].compactMap { $0 } })
    }

    /// A file of the gallery's folder: `Card-1.png`, not `../x.png` or `.hidden.png`.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.contains("\\") && !name.hasPrefix(".")
            && (name.hasSuffix(".png") || name.hasSuffix(".html"))
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads `DIR/previews.json`, or fails saying why (exit status 2).
    static func read(from folder: String, for option: String) throws -> GalleryManifest {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(
                message:
                    "error: \(option) \(folder): no \(fileName) there (is it a folder `plumb previews --out` wrote?)",
                status: 2)
        }
        do {
            let manifest = try JSONDecoder().decode(GalleryManifest.self, from: data)
            guard manifest.format == 1 else {
                throw CommandFailure(
                    message: "error: \(path): format \(manifest.format), this plumb reads format 1", status: 2)
            }
            // The files are named in the folder: a path elsewhere is not read, copied or removed.
            if let bad = manifest.files.first(where: { !isPlainFileName($0) }) {
                throw CommandFailure(message: "error: \(path) names '\(bad)', not a file of its folder", status: 2)
            }
            return manifest
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(message: "error: \(path) is not a gallery manifest: \(error)", status: 2)
        }
    }
}
