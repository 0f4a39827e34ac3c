import Foundation
import Plumb

/// `--compare BASELINE_DIR`: a gallery against an earlier one (its `previews.json` and PNGs).
/// Each preview (and scheme) is `unchanged`, `changed` (its pixels differ, or it failed where
/// it rendered, or the reverse) or `new`; the baseline's previews absent now are `removed`.
/// A changed preview gets the baseline's picture (`<stem>.before.png`) and a difference
/// image (`<stem>.diff.png`) beside its own, for the page to show.
struct GalleryComparison {
    let baseline: GalleryManifest
    let baselineFolder: String
    /// How far a pixel's colour may move and still be the same (`--tolerance`, in [0, 1]: the
    /// share of the largest perceptual difference, as ``ImageDifference`` reads it).
    let tolerance: Double

    /// What changed, for the summary and the exit status.
    struct Outcome {
        var changed: [GalleryManifest.Entry] = []
        var added: [GalleryManifest.Entry] = []
        var removed: [GalleryManifest.Entry] = []
        var unchanged = 0
    }

    /// Marks `manifest`'s entries, copies and draws the pictures a change needs into `folder`,
    /// and lists the baseline's entries that are gone (only those `includes` says belong to
    /// this gallery: a shard compares its own slice).
    func apply(to manifest: inout GalleryManifest, in folder: String, includes: (String) -> Bool) throws -> Outcome {
        var outcome = Outcome()
        var old: [String: GalleryManifest.Entry] = [:]
        for entry in baseline.previews where includes(entry.id) { old[entry.key] = entry }
        for i in manifest.previews.indices {
            var entry = manifest.previews[i]
            defer { manifest.previews[i] = entry }
            guard let before = old.removeValue(forKey: entry.key) else {
                entry.status = "new"
                outcome.added.append(entry)
                continue
            }
            let sameErrors = before.errors == entry.errors
            if sameErrors && before.sha256 == entry.sha256 && entry.sha256 != nil {
                entry.status = "unchanged"
                outcome.unchanged += 1
                continue
            }
            // The same pixels under a different hash (a PNG encoded differently), or changes
            // within the tolerance, are no change.
            let difference = pixelDifference(before, entry, in: folder)
            if sameErrors, let difference, difference.changedPixels == 0 {
                entry.status = "unchanged"
                outcome.unchanged += 1
                continue
            }
            entry.status = "changed"
            try describeChange(of: &entry, from: before, difference: difference, in: folder)
            outcome.changed.append(entry)
        }
        for entry in baseline.previews where old[entry.key] != nil {
            var gone = entry
            gone.png = nil
            gone.html = nil
            gone.status = "removed"
            gone.before = try copyBefore(entry, as: "removed-" + (entry.png ?? "\(entry.number).png"), into: folder)
            outcome.removed.append(gone)
        }
        manifest.removed = outcome.removed
        return outcome
    }

    /// Copies the baseline's picture, names it in `entry.before`, and records the change and
    /// its picture.
    private func describeChange(
        of entry: inout GalleryManifest.Entry, from before: GalleryManifest.Entry, difference: ImageDifference?,
        in folder: String
    ) throws {
        let stem =
            entry.png.map { String($0.dropLast(4)) }
            ?? (before.png.map { String($0.dropLast(4)) } ?? "preview-\(entry.number)")
        entry.before = try copyBefore(before, as: stem + ".before.png", into: folder)
        guard let difference else { return }
        entry.changedPixels = difference.changedPixels
        entry.changedFraction = difference.changedFraction
        if let b = difference.changedBounds {
            entry.changedBounds = [Int(b.minX), Int(b.minY), Int(b.width), Int(b.height)]
        }
        guard difference.changedPixels > 0 else { return }
        let diff = stem + ".diff.png"
        let bytes: [UInt8]
        do { bytes = try PNGEncoder.encode(difference.diffImage(), compression: .fast) } catch {
            throw CommandFailure(message: "error: cannot write the difference of \(entry.key): \(error)", status: 1)
        }
        try RenderCommand.write(Data(bytes), to: (folder as NSString).appendingPathComponent(diff))
        entry.diff = diff
    }

    /// How the two entries' pictures differ; `nil` when either has none (or does not decode).
    private func pixelDifference(
        _ before: GalleryManifest.Entry, _ after: GalleryManifest.Entry, in folder: String
    ) -> ImageDifference? {
        guard let old = before.png, let new = after.png,
            let oldBytes = FileManager.default.contents(
                atPath: (baselineFolder as NSString).appendingPathComponent(old)),
            let newBytes = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(new)),
            let reference = try? PNGDecoder.decode(Array(oldBytes)),
            let candidate = try? PNGDecoder.decode(Array(newBytes))
        else { return nil }
        return ImageDifference(reference: reference, candidate: candidate, tolerance: tolerance)
    }

    /// Copies a baseline picture into `folder` as `name`; `nil` when the baseline has none.
    private func copyBefore(_ entry: GalleryManifest.Entry, as name: String, into folder: String) throws -> String? {
        guard let png = entry.png,
            let bytes = FileManager.default.contents(atPath: (baselineFolder as NSString).appendingPathComponent(png))
        else { return nil }
        try RenderCommand.write(bytes, to: (folder as NSString).appendingPathComponent(name))
        return name
    }

    /// The lines `--compare` prints: one per change, then the counts.
    static func report(_ outcome: Outcome, baseline: String) -> String {
        var lines: [String] = []
        for e in outcome.changed {
            var line = "changed  \(e.key)  \(e.file):\(e.line)"
            if let n = e.changedPixels, let f = e.changedFraction {
                line += ": \(n) pixel\(n == 1 ? "" : "s") (\(GalleryPage.percent(f)))"
                if let b = e.changedBounds, b.count == 4 { line += " in x \(b[0]) y \(b[1]) \(b[2])×\(b[3])" }
            } else if e.errors != nil {
                line += ": it failed"
            } else if (e.width, e.height) != (nil, nil) {
                line += ": its size or pixels differ"
            }
            lines.append(line)
        }
        for e in outcome.added { lines.append("new      \(e.key)  \(e.file):\(e.line)") }
        for e in outcome.removed { lines.append("removed  \(e.key)  \(e.file):\(e.line)") }
        lines.append(
            "compared with \(baseline): \(outcome.changed.count) changed, \(outcome.added.count) new, "
                + "\(outcome.removed.count) removed, \(outcome.unchanged) unchanged")
        return lines.joined(separator: "\n")
    }
}
