import Foundation

/// The `.swift` files under a folder, as a build would see them: hidden folders, build
/// products and dependency managers' folders skipped, package and Tuist manifests left out, links to
/// folders not followed (so a link loop ends), in path order.
public enum SwiftFileWalk {
    /// Folders that hold no source of the app's own.
    public static let skippedFolders: Set<String> = [
        ".build", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm", "build", "SourcePackages",
    ]

    /// The most files one walk lists: far past the largest apps (a few thousand files).
    public static let maximumFiles = 50_000

    /// Every `.swift` file under `folder` (absolute or relative, as given), sorted.
    /// `skipping` names more folders to leave out (test folders, for a module's context).
    public static func files(under folder: String, skipping: (String) -> Bool = { _ in false }) -> [String] {
        var found: [String] = []
        var pending = [folder]
        var visited = 0
        while let directory = pending.popLast(), found.count < maximumFiles, visited < 200_000 {
            visited += 1
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = (directory as NSString).appendingPathComponent(name)
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    // (An Xcode file template, `Feature.xctemplate`, holds sources with
                    // `___VARIABLE_name___` placeholders that no target compiles: BeMatch's.)
                    if !skippedFolders.contains(name) && !skipping(name) && !name.hasSuffix(".xcodeproj")
                        && !name.hasSuffix(".xcassets") && !name.hasSuffix(".xctemplate")
                    {
                        pending.append(path)
                    }
                case S_IFREG, S_IFLNK:
                    guard name.hasSuffix(".swift"), name != "Package.swift", !name.hasPrefix("Package@swift"),
                        !isTuistManifest(path, named: name)
                    else {
                        continue
                    }
                    // A link counts only where it leads to a regular file.
                    if info.st_mode & S_IFMT == S_IFLNK {
                        var target = stat()
                        guard stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFREG else { continue }
                    }
                    found.append(path)
                default: continue
                }
            }
        }
        return found.sorted()
    }

    /// Tuist's manifests, which describe the project and are no part of the app: `Project.swift`
    /// and `Workspace.swift`, and the files of its `Tuist/` folder, where they import
    /// ProjectDescription.
    static func isTuistManifest(_ path: String, named name: String) -> Bool {
        let inTuistFolder = path.contains("/Tuist/")
        guard inTuistFolder || name == "Project.swift" || name == "Workspace.swift",
            let handle = FileHandle(forReadingAtPath: path)
        else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return String(decoding: head, as: UTF8.self).contains("import ProjectDescription")
    }

    /// Whether a folder's name marks tests: `Tests`, `UITests`, `MyAppTests`, `Specs`.
    public static func isTestFolder(_ name: String) -> Bool {
        name.hasSuffix("Tests") || name.hasSuffix("Test") || name.hasSuffix("Specs") || name == "Tests"
            || name.hasSuffix("Tests.xctest")
    }
}
