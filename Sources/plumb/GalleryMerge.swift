import Foundation

/// `plumb previews --merge DIR... --out DIR`: galleries of `--shard K/N` joined into one. The
/// manifests' entries are merged in the module's order (so the shards of one run merge into
/// the gallery an unsharded run writes, byte for byte), each entry's files are copied, and the
/// page is written again.
enum GalleryMerge {
    static func merge(_ folders: [String], into out: String) throws -> GalleryManifest {
        var merged = GalleryManifest()
        var seen: [String: (entry: GalleryManifest.Entry, folder: String)] = [:]
        var removed: [String: GalleryManifest.Entry] = [:]
        var shards: [(k: Int, n: Int)] = []
        for folder in folders {
            let manifest = try GalleryManifest.read(from: folder, for: "--merge")
            if let text = manifest.shard, let shard = PreviewShard(text) { shards.append((shard.k, shard.n)) }
            for entry in manifest.previews {
                if let earlier = seen[entry.key] {
                    guard earlier.entry == entry else {
                        throw CommandFailure(
                            message:
                                "error: --merge: \(entry.key) is in both \(earlier.folder) and \(folder), and they differ",
                            status: 2)
                    }
                    continue
                }
                seen[entry.key] = (entry, folder)
                try copyFiles(of: entry, from: folder, to: out)
                merged.previews.append(entry)
            }
            for entry in manifest.removed where removed[entry.key] == nil {
                removed[entry.key] = entry
                try copyFiles(of: entry, from: folder, to: out)
            }
        }
        merged.previews.sort(by: GalleryManifest.Entry.precedes)
        merged.removed = removed.values.sorted(by: GalleryManifest.Entry.precedes)
        if let n = shards.first?.n, shards.allSatisfy({ $0.n == n }) {
            let missing = Set(1...n).subtracting(shards.map(\.k)).sorted()
            if !missing.isEmpty {
                printError(
                    "warning: --merge: no gallery of shard \(missing.map { "\($0)/\(n)" }.joined(separator: ", "))")
            }
        }
        return merged
    }

    /// Copies the picture, page, baseline picture and difference an entry names.
    static func copyFiles(of entry: GalleryManifest.Entry, from folder: String, to out: String) throws {
        for name in [entry.png, entry.html, entry.before, entry.diff].compactMap({ $0 }) {
            let source = (folder as NSString).appendingPathComponent(name)
            let target = (out as NSString).appendingPathComponent(name)
            guard URL(fileURLWithPath: source).standardizedFileURL != URL(fileURLWithPath: target).standardizedFileURL
            else {
                continue
            }
            guard let bytes = FileManager.default.contents(atPath: source) else {
                throw CommandFailure(
                    message: "error: --merge: \(source) is missing (its previews.json names it)", status: 2)
            }
            try RenderCommand.write(bytes, to: target)
        }
    }
}
