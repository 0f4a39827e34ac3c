import Foundation
import PlumbCore

/// The named colours, images and symbols of one asset catalog (`Assets.xcassets`).
///
/// Apple's "Asset Catalog Format Reference"
/// (https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/):
/// a catalog is a folder of asset folders (`.colorset`, `.imageset`, `.symbolset`,
/// `.appiconset`, `.dataset`...) and groups (plain folders, nested at will). A group whose
/// `Contents.json` says `"properties": { "provides-namespace": true }` prefixes its assets'
/// names with its own: `Colors/Primary`. App icons, data sets, sprite atlases and the
/// tvOS/watchOS kinds are not read.
struct AssetCatalog: Sendable {
    /// The catalog's folder.
    let path: String
    var colors: [String: ColorAppearances] = [:]
    var images: [String: AssetImage] = [:]
    /// Custom symbols (`.symbolset`), by name, with the path of their SVG template.
    var symbols: [String: String] = [:]

    /// Reads the catalog at `path`, appending a warning for each asset that cannot be read.
    /// `budget` is the number of folder entries the scan may still look at.
    static func read(_ path: String, warnings: inout [String], budget: inout Int) -> AssetCatalog {
        var catalog = AssetCatalog(path: path)
        var visited: Set<String> = []
        catalog.walk(path, namespace: "", depth: 0, visited: &visited, warnings: &warnings, budget: &budget)
        return catalog
    }

    private mutating func walk(
        _ folder: String, namespace: String, depth: Int, visited: inout Set<String>, warnings: inout [String],
        budget: inout Int
    ) {
        guard depth < ResourceFiles.maximumDepth, let id = ResourceFiles.identity(of: folder),
            visited.insert(id).inserted, let entries = ResourceFiles.entries(of: folder)
        else { return }
        for entry in entries where entry.isFolder && !entry.name.hasPrefix(".") {
            budget -= 1
            guard budget > 0 else { return }
            let ext = (entry.name as NSString).pathExtension
            let name = namespace + (entry.name as NSString).deletingPathExtension
            switch ext {
            case "colorset":
                guard let bytes = contents(of: entry.path, warnings: &warnings) else { continue }
                switch ColorSet.read(bytes) {
                case .success(let color): colors[name] = color
                case .failure(let problem): warnings.append("warning: \(entry.path)/Contents.json: \(problem); skipped")
                }
            case "imageset":
                guard let bytes = contents(of: entry.path, warnings: &warnings) else { continue }
                switch ImageSet.read(bytes, folder: entry.path) {
                case .success(let image): images[name] = image
                case .failure(let problem): warnings.append("warning: \(entry.path): \(problem); skipped")
                }
            case "symbolset":
                let svg = ResourceFiles.entries(of: entry.path)?.first { $0.name.lowercased().hasSuffix(".svg") }
                symbols[name] = svg?.path ?? entry.path
            case "":
                // A group: a namespace when its Contents.json provides one.
                var inner = namespace
                if let bytes = try? ResourceFiles.read(
                    (entry.path as NSString).appendingPathComponent("Contents.json"),
                    limit: ResourceFiles.maximumTextBytes),
                    let properties = JSONResource.object(bytes)?["properties"] as? [String: Any],
                    properties["provides-namespace"] as? Bool == true
                {
                    inner = name + "/"
                }
                walk(
                    entry.path, namespace: inner, depth: depth + 1, visited: &visited, warnings: &warnings,
                    budget: &budget)
            default:
                // App icons, data sets, launch images, sprite atlases...: not drawn by views.
                continue
            }
        }
    }

    /// The `Contents.json` of an asset folder, or `nil` with a warning.
    private func contents(of folder: String, warnings: inout [String]) -> [UInt8]? {
        do {
            return try ResourceFiles.read(
                (folder as NSString).appendingPathComponent("Contents.json"), limit: ResourceFiles.maximumTextBytes)
        } catch {
            warnings.append("warning: \(error); skipped")
            return nil
        }
    }
}
