import Foundation
import Plumb

/// One view of a preview to snapshot (a `#Preview` with arguments has one per argument; a
/// `PreviewProvider`, one per view of its `previews`), and the stem of its references' names.
struct PreviewSnapshot {
    /// Where the preview is declared: the `#Preview`'s file ID (`App/Card.swift`), or the
    /// provider's module and type (`App/Card_Previews`).
    let source: String
    let preview: Preview
    /// Which of the preview's views: its argument's index.
    let viewIndex: Int
    /// `Card.Named`, `Card.1`, `Card.Sizes-2`; `Views.Card.Named` when several modules' are taken.
    let stem: String
    /// Words for messages: `Preview "Named" (App/Card.swift:12)`.
    let title: String

    /// The preview's view, made anew.
    @MainActor func makeView() -> any View {
        let views = preview.makeViews()
        return views.indices.contains(viewIndex) ? views[viewIndex] : EmptyView()
    }

    /// The strategy that draws this preview in `variant`.
    func strategy(_ base: Snapshotting, _ variant: SnapshotVariant) -> Snapshotting {
        PreviewSnapshots.strategy(preview, base, variant)
    }
}

enum PreviewSnapshots {
    /// The strategy that draws `preview` in `variant`: the preview's layout and orientation
    /// on the variant's device (an iPhone 16 if it names none).
    static func strategy(_ preview: Preview, _ base: Snapshotting, _ variant: SnapshotVariant) -> Snapshotting {
        var shown = variant
        let device = (variant.device ?? .iPhone16).held(preview.interfaceOrientation)
        shown.device = device
        var strategy = base
        switch preview.layout {
        case .device: strategy.layout = .device(device)
        case .sizeThatFits: strategy.layout = .sizeThatFits
        case .fixed(let width, let height): strategy.layout = .fixed(width: width, height: height)
        }
        return strategy.applying(shown)
    }

    /// The previews of `modules` as the views to snapshot, named: the `#Preview`s in order
    /// of file and line, then the `PreviewProvider`s' by type name.
    @MainActor static func plan(modules: [String]) -> [PreviewSnapshot] {
        // Each preview: where it is declared, what it is called in messages, and where.
        var entries: [(source: String, preview: Preview, title: String, location: String?)] = []
        for registration in Preview.registrations() where modules.contains(registration.moduleName) {
            let preview = registration.makePreview()
            entries.append(
                (
                    registration.fileID, preview, preview.name.map { "Preview \"\($0)\"" } ?? "Unnamed preview",
                    "\(registration.fileID):\(registration.line)"
                ))
        }
        for provider in Preview.providers() {
            let module = String(String(reflecting: provider).prefix { $0 != "." })
            guard modules.contains(module) else { continue }
            let type = String(describing: provider)
            for preview in Preview.previews(of: provider) {
                let title = "PreviewProvider \(type)" + (preview.name.map { ", preview \"\($0)\"" } ?? "")
                entries.append(("\(module)/\(type)", preview, title, nil))
            }
        }
        let stems = self.stems(
            entries.map { ($0.source, $0.preview.name, $0.preview.makeViews().count) }, prefixModules: modules.count > 1
        )
        var snapshots: [PreviewSnapshot] = []
        for (i, entry) in entries.enumerated() {
            for (k, stem) in stems[i].enumerated() {
                let details = [entry.location, stems[i].count > 1 ? "argument \(k + 1)" : nil].compactMap { $0 }
                let title = entry.title + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
                snapshots.append(
                    PreviewSnapshot(
                        source: entry.source, preview: entry.preview, viewIndex: k, stem: stem, title: title))
            }
        }
        return snapshots
    }

    /// The stems of each preview's views, given each preview's source (a file ID, or a
    /// provider's `Module/Type`), name and number of views, in order.
    ///
    /// A stem is the file's name without `.swift` (or the provider's type name), then the
    /// preview's name sanitized (``SnapshotReference/sanitized(_:)``), or for an unnamed
    /// preview its number among the file's unnamed previews from 1; a preview with several
    /// views (arguments) adds `-1`, `-2`... A stem already taken (two previews of one name,
    /// names that sanitize alike, or differ only in case, as a Mac's file system compares
    /// them) adds `-2`, `-3`... With `prefixModules` (previews of several modules), each stem
    /// starts with its module's name.
    static func stems(_ previews: [(source: String, name: String?, views: Int)], prefixModules: Bool) -> [[String]] {
        var unnamed: [String: Int] = [:]
        var taken: [String: Set<String>] = [:]
        return previews.map { preview in
            let module = String(preview.source.prefix { $0 != "/" })
            var file = String(preview.source.split(separator: "/").last ?? "")
            if file.hasSuffix(".swift") { file.removeLast(".swift".count) }
            let prefix = (prefixModules ? module + "." : "") + SnapshotReference.sanitized(file) + "."
            let base: String
            if let name = preview.name {
                base = SnapshotReference.sanitized(name)
            } else {
                unnamed[prefix, default: 0] += 1
                base = String(unnamed[prefix]!)
            }
            let ids = preview.views == 1 ? [base] : (1...max(preview.views, 1)).map { "\(base)-\($0)" }
            guard preview.views > 0 else { return [] }
            return ids.map { id in
                var unique = id
                var n = 1
                while taken[prefix, default: []].contains(unique.lowercased()) {
                    n += 1
                    unique = "\(id)-\(n)"
                }
                taken[prefix, default: []].insert(unique.lowercased())
                return prefix + unique
            }
        }
    }
}

extension DevicePreset {
    /// The device held as `orientation` says: on its side, its screen turned and its safe
    /// area the top inset on both sides with 21 points below for the home indicator (where
    /// there is one), without a status bar; as `plumb previews` turns a preview's canvas.
    func held(_ orientation: InterfaceOrientation) -> DevicePreset {
        guard orientation.isLandscape else { return self }
        var turned = self
        turned.size = CGSize(width: size.height, height: size.width)
        let side = safeArea.top
        turned.safeArea = EdgeInsets(top: 0, leading: side, bottom: side > 0 ? 21 : 0, trailing: side)
        turned.statusBar = 0
        return turned
    }
}
