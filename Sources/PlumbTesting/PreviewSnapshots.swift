import Foundation
import Plumb

/// One view of a `#Preview` to snapshot (a preview with arguments has one per argument), and
/// the stem of its references' file names.
struct PreviewSnapshot {
    let registration: any PreviewRegistration.Type
    let preview: Preview
    /// Which of the preview's views: its argument's index.
    let viewIndex: Int
    /// `Card.Named`, `Card.1`, `Card.Sizes-2`; `Views.Card.Named` for another module's.
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

    /// The previews of `modules` (in order of file and line) as the views to snapshot, named.
    @MainActor static func plan(modules: [String], callerModule: String) -> [PreviewSnapshot] {
        let registrations = Preview.registrations().filter { modules.contains($0.moduleName) }
        let previews = registrations.map { $0.makePreview() }
        let stems = self.stems(
            registrations.indices.map { i in
                (registrations[i].fileID, previews[i].name, previews[i].makeViews().count)
            }, callerModule: callerModule)
        var snapshots: [PreviewSnapshot] = []
        for (i, registration) in registrations.enumerated() {
            for (k, stem) in stems[i].enumerated() {
                let preview = previews[i]
                let name = preview.name.map { "Preview \"\($0)\"" } ?? "Unnamed preview"
                let argument = stems[i].count > 1 ? ", argument \(k + 1)" : ""
                snapshots.append(
                    PreviewSnapshot(
                        registration: registration, preview: preview, viewIndex: k, stem: stem,
                        title: "\(name) (\(registration.fileID):\(registration.line)\(argument))"))
            }
        }
        return snapshots
    }

    /// The stems of each preview's views, given each preview's file ID, name and number of
    /// views, in order of file and line.
    ///
    /// A stem is the file's name without `.swift`, then the preview's name sanitized
    /// (``SnapshotReference/sanitized(_:)``), or for an unnamed preview its number among the
    /// file's unnamed previews from 1; a preview with several views (arguments) adds `-1`,
    /// `-2`... A stem already taken in the file (two previews of one name, names that
    /// sanitize alike, or differ only in case, as a Mac's file system compares them) adds
    /// `-2`, `-3`... Another module's previews start with the module's name.
    static func stems(_ previews: [(fileID: String, name: String?, views: Int)], callerModule: String) -> [[String]] {
        var unnamed: [String: Int] = [:]
        var taken: [String: Set<String>] = [:]
        return previews.map { preview in
            let module = String(preview.fileID.prefix { $0 != "/" })
            var file = String(preview.fileID.split(separator: "/").last ?? "")
            if file.hasSuffix(".swift") { file.removeLast(".swift".count) }
            let prefix = (module == callerModule ? "" : module + ".") + SnapshotReference.sanitized(file) + "."
            let base: String
            if let name = preview.name {
                base = SnapshotReference.sanitized(name)
            } else {
                unnamed[preview.fileID, default: 0] += 1
                base = String(unnamed[preview.fileID]!)
            }
            let ids = preview.views == 1 ? [base] : (1...max(preview.views, 1)).map { "\(base)-\($0)" }
            guard preview.views > 0 else { return [] }
            return ids.map { id in
                var unique = id
                var n = 1
                while taken[preview.fileID, default: []].contains(unique.lowercased()) {
                    n += 1
                    unique = "\(id)-\(n)"
                }
                taken[preview.fileID, default: []].insert(unique.lowercased())
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
