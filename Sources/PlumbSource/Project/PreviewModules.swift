import Foundation

/// The modules a folder's previews are drawn in, as Xcode draws them: each preview in the
/// module its file is compiled in (the app target, the widget extension, the local
/// package's target), with that module's files, resources and Info.plist, not with every
/// Swift file of the folder at once.
///
/// Xcode's canvas builds a preview's file with the scheme's target, so the app's and its
/// widget's `Provider` are two types, the widget's asset catalog is not the app's, and
/// `Bundle.main.infoDictionary` is that target's. `plumb previews APP_FOLDER` reads the
/// folder the same way: ``ModuleContext/locate(_:checkouts:)`` finds each preview file's
/// module, and files of one module are read together once.
public struct PreviewModule: Sendable {
    /// The module: its files (dependencies first), resources and Info.plist.
    public var context: ModuleContext
    /// The files under the folder whose previews this module draws, in path order.
    public var previewFiles: [String]
    /// Whether no project or package lists these files: the module is the folder's files.
    public var isFolder = false
}

extension ModuleContext {
    /// The modules the previews of the Swift files under `folder` (tests left out) are drawn
    /// in, in the order their first preview file comes. A file no project or package lists
    /// is drawn with the folder's files (``ModuleContext/folder(_:including:)``), as before
    /// modules were found; a file declaring no preview (`#Preview`, `PreviewProvider`) is read
    /// only as part of its module.
    public static func previewModules(under folder: String, checkouts: [String] = []) -> [PreviewModule] {
        ProjectReadCache.withValue { uncachedPreviewModules(under: folder, checkouts: checkouts) }
    }

    private static func uncachedPreviewModules(under folder: String, checkouts: [String]) -> [PreviewModule] {
        let root = absolute(folder)
        let files = SwiftFileWalk.files(under: root, skipping: SwiftFileWalk.isTestFolder)
        var modules: [PreviewModule] = []
        var index: [String: Int] = [:]
        var loose: [String] = []
        for file in files where declaresPreview(file) {
            guard let context = locate(file, checkouts: checkouts) else {
                loose.append(file)
                continue
            }
            // One module per set of files and Info.plist, whichever file it was found for (the
            // files no target of a project lists are one module, not one each).
            let key =
                context.files.sorted().joined(separator: "\n") + "\n"
                + context.infoDictionary.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(
                    separator: "\n")
            if let i = index[key] {
                modules[i].previewFiles.append(file)
            } else {
                index[key] = modules.count
                modules.append(PreviewModule(context: context, previewFiles: [file]))
            }
        }
        // A project's folder read for the files none of its targets lists: say so for all of them.
        for i in modules.indices where modules[i].previewFiles.count > 1 {
            let summary = modules[i].context.summary
            if let named = summary.range(of: #"no target lists [^)]*\)"#, options: .regularExpression) {
                modules[i].context.summary.replaceSubrange(
                    named, with: "no target lists these \(modules[i].previewFiles.count) files)")
            }
        }
        if !loose.isEmpty {
            var context = ModuleContext.folder(root, including: nil)
            context.summary = "the folder \(lastComponent(root)) (no project or package lists these files)"
            modules.append(PreviewModule(context: context, previewFiles: loose, isFolder: true))
        }
        return modules
    }

    /// Whether the file's text declares a preview: `#Preview` or a `PreviewProvider` (a
    /// cheap look at the bytes; parsing decides which previews there are).
    static func declaresPreview(_ file: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: file), data.count < 4 << 20 else { return false }
        return data.range(of: Data("#Preview".utf8)) != nil || data.range(of: Data("PreviewProvider".utf8)) != nil
    }
}
