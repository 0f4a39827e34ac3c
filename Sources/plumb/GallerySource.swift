import Foundation
import Plumb

/// One module a gallery draws previews from: its files, its resources (Info.plist
/// included), and which of its files' previews it draws.
///
/// A single folder is read as Xcode reads an app (``ModuleContext/previewModules(under:checkouts:)``):
/// each preview in the module its file is compiled in, so an app's and its widget's types
/// of one name do not meet and each target has its own Info.plist. Files, several paths,
/// `--module` and `--no-context` are read as one module, as the other commands read them.
struct GallerySource {
    var input: ModuleInput
    var resources: AppResources
    /// The files (absolute) whose previews are drawn; nil: all the module declares.
    var previewFiles: Set<String>?

    static func read(_ paths: [String], _ options: LayoutOptions) throws -> [GallerySource] {
        if paths.count == 1, let folder = paths.first, options.context == .module, isDirectory(folder) {
            let modules = ModuleContext.previewModules(under: folder, checkouts: options.checkouts)
            // A folder no project or package lists, or with no previews: the folder as one module.
            if modules.contains(where: { !$0.isFolder }) {
                var printed: Set<String> = []
                return modules.map { module in
                    let input = ModuleInput(reading: module.context)
                    for message in input.unreadable where printed.insert(message).inserted { printError(message) }
                    let count = module.previewFiles.count
                    printError(
                        "read \(input.files.count) file\(input.files.count == 1 ? "" : "s") for \(count) file\(count == 1 ? "" : "s") with previews: \(module.context.summary)"
                    )
                    var resources = AppResources.none
                    if !input.resourceRoots.isEmpty {
                        let (scanned, warnings) = AppResources.scan(roots: input.resourceRoots, locale: options.locale)
                        for warning in warnings where printed.insert(warning).inserted { printError(warning) }
                        resources = scanned
                    }
                    resources.infoDictionary = input.infoDictionary
                    return GallerySource(input: input, resources: resources, previewFiles: Set(module.previewFiles))
                }
            }
        }
        let input = try readModuleInput(paths, options)
        for message in input.unreadable { printError(message) }
        var resources = scanResources(input.resourceRoots, options)
        resources.infoDictionary = input.infoDictionary
        return [GallerySource(input: input, resources: resources, previewFiles: nil)]
    }

    /// The items of several modules as one gallery: in file order (the folder's, as one
    /// module would list them) and line, numbered from 1 across the gallery; a file name stem
    /// two modules both made gets the preview's number, as ``PreviewGallery/items(variants:)``
    /// does within a module.
    static func numbered(_ planned: [(gallery: Int, item: PreviewGallery.Item)]) -> [(
        gallery: Int, item: PreviewGallery.Item
    )] {
        let sorted = planned.enumerated().sorted {
            ($0.element.item.file, $0.element.item.line, $0.offset) < (
                $1.element.item.file, $1.element.item.line, $1.offset
            )
        }.map(\.element)
        var result: [(gallery: Int, item: PreviewGallery.Item)] = []
        var number = 0
        var previous: (gallery: Int, index: Int)?
        var stems: [String: Int] = [:]
        for var entry in sorted {
            if previous.map({ $0.gallery != entry.gallery || $0.index != entry.item.index }) ?? true { number += 1 }
            previous = (entry.gallery, entry.item.index)
            entry.item.number = number
            if let owner = stems[entry.item.stem], owner != number {
                let suffix = entry.item.variant.suffix
                entry.item.stem = String(entry.item.stem.dropLast(suffix.count)) + "-n\(number)" + suffix
            }
            stems[entry.item.stem] = number
            result.append(entry)
        }
        return result
    }
}

func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
}
