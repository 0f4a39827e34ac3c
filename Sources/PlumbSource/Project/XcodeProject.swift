import Foundation

/// What an Xcode project (`Name.xcodeproj/project.pbxproj`) says about its targets: which
/// Swift files each compiles, which package products it links, and which local packages the
/// project references.
///
/// `project.pbxproj` is a property list in the old (OpenStep) text format, which Foundation
/// reads on every platform. Its objects form a graph by identifier: a `PBXNativeTarget`
/// lists build phases; its `PBXSourcesBuildPhase` lists `PBXBuildFile`s, each pointing at a
/// `PBXFileReference`, whose path is relative to the chain of `PBXGroup`s above it
/// (`sourceTree = "<group>"`) or to the project's folder (`SOURCE_ROOT`). Xcode 16's
/// folder-synchronized groups (`PBXFileSystemSynchronizedRootGroup`) put every file of a
/// folder in the targets that list the group, less each target's
/// `membershipExceptions`. Packages are `XCLocalSwiftPackageReference` (`relativePath`) and
/// `XCRemoteSwiftPackageReference` (`repositoryURL`); a target's products are its
/// `packageProductDependencies`. This is the format as Xcode writes it (it is not formally
/// documented; the object names are those of Xcode's own files, and of the open-source
/// readers of them such as XcodeProj).
public struct XcodeProject: Sendable {
    /// A target: its name, product type and the Swift files it compiles (absolute paths).
    public struct Target: Sendable {
        public var name: String
        /// `com.apple.product-type.application`, `...app-extension`, `...bundle.unit-test`...
        public var productType: String
        public var swiftFiles: [String]
        /// Package products the target links (`productName`).
        public var packageProducts: [String]
        /// What its Resources build phase copies (absolute paths): asset catalogs, string
        /// catalogs, `.lproj` folders of localized files, fonts.
        public var resources: [String] = []
        /// The frameworks it links that a target builds (`BaseStyle` for `BaseStyle.framework`
        /// in its Frameworks phase, built in the products folder): another project's target,
        /// in the same workspace, most often.
        public var builtFrameworks: [String] = []
        /// The name of what it builds, from its product reference (`Shared` for a target
        /// named `Shared-iOS` whose product is `Shared.framework`), else its `productName`.
        public var productName: String?
        /// Its build settings that are strings (the Debug configuration's, as previews build
        /// it): `MARKETING_VERSION`, `INFOPLIST_FILE`, `INFOPLIST_KEY_CFBundleDisplayName`...
        public var buildSettings: [String: String] = [:]

        /// Whether the target is a test bundle (unit or UI tests).
        public var isTest: Bool { productType.contains("test") }
    }

    /// The folder holding the `.xcodeproj` (what `SOURCE_ROOT` means).
    public var folder: String
    public var name: String
    public var targets: [Target]
    /// Local packages' folders (absolute), from `XCLocalSwiftPackageReference`.
    public var localPackages: [String]
    /// Remote packages' addresses.
    public var remotePackages: [String]
    /// The `.xcodeproj` folders (absolute) this project references as sub-projects
    /// (`projectReferences`), whose framework targets its targets may link.
    public var subprojects: [String] = []

    /// The largest project file read: 64 MiB (the largest real ones are a few megabytes).
    static let maximumBytes = 64 << 20

    /// Reads `path` (a `.xcodeproj` folder). Fails with a sentence saying why.
    public static func read(_ path: String) -> Result<XcodeProject, ProjectError> {
        if let cache = ProjectReadCache.current { return cache.project(path) { uncachedRead(path) } }
        return uncachedRead(path)
    }

    private static func uncachedRead(_ path: String) -> Result<XcodeProject, ProjectError> {
        let file = (path as NSString).appendingPathComponent("project.pbxproj")
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
            let size = attributes[.size] as? NSNumber
        else { return .failure(ProjectError(file: file, reason: "cannot read it")) }
        guard size.intValue <= maximumBytes else {
            return .failure(ProjectError(file: file, reason: "it is \(size) bytes; at most \(maximumBytes) are read"))
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            return .failure(ProjectError(file: file, reason: "cannot read it"))
        }
        let folder = ((path as NSString).deletingLastPathComponent as NSString).standardizingPath
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return parse(data, folder: folder.isEmpty ? "." : folder, name: name, file: file)
    }

    /// Reads a project file's bytes; `folder` is the folder holding the `.xcodeproj`.
    public static func parse(_ data: Data, folder: String, name: String, file: String = "project.pbxproj")
        -> Result<XcodeProject, ProjectError>
    {
        // Foundation's reader recurses once per level of nesting: a hostile file nested
        // thousands deep would end the process, so the depth is checked first.
        guard PropertyListDepth.maximum(in: data) <= 64 else {
            return .failure(ProjectError(file: file, reason: "it is nested more than 64 levels deep"))
        }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            return .failure(
                ProjectError(file: file, reason: "it is not a property list (\(error.localizedDescription))"))
        }
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: Any],
            let rootID = root["rootObject"] as? String, let project = objects[rootID] as? [String: Any]
        else {
            return .failure(ProjectError(file: file, reason: "it has no objects and root object"))
        }
        var graph = ObjectGraph(objects: objects, folder: folder)
        if let main = project["mainGroup"] as? String { graph.indexParents(from: main) }
        var targets: [Target] = []
        var localPackages: [String] = []
        var remotePackages: [String] = []
        for id in graph.ids(project["packageReferences"]) {
            let object = graph.object(id)
            if let relative = object["relativePath"] as? String {
                localPackages.append(
                    ((folder as NSString).appendingPathComponent(relative) as NSString).standardizingPath)
            } else if let url = object["repositoryURL"] as? String {
                remotePackages.append(url)
            }
        }
        // A package folder dragged into the project is a file reference to the folder
        // (`lastKnownFileType = wrapper`, `folder`, or `text` as older Xcodes wrote it: Pocket
        // Casts' `Modules/Utils`; Construct's `path = ..`): Xcode opens a referenced folder
        // holding a `Package.swift` as a local package, its products linked by name, with no
        // package reference.
        for id in graph.parent.keys.sorted() {
            let object = graph.object(id)
            guard object["isa"] as? String == "PBXFileReference",
                object["lastKnownFileType"] as? String != "sourcecode.swift",
                let path = graph.path(of: id),
                FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Package.swift")),
                !localPackages.contains(path)
            else { continue }
            localPackages.append(path)
        }
        // A package folder inside a synchronized folder (SotkaApp's `Libraries/SWDesignSystem`,
        // left out of the app target by its exception set) is opened as a local package too, its
        // products linked by name.
        for group in graph.synchronizedGroups {
            guard let root = graph.path(of: group) else { continue }
            for path in XcodeProject.packageFolders(under: root) where !localPackages.contains(path) {
                localPackages.append(path)
            }
        }
        for id in graph.ids(project["targets"]) {
            let target = graph.object(id)
            guard let targetName = target["name"] as? String else { continue }
            var files: [String] = []
            var resources: [String] = []
            var frameworks: [String] = []
            for phaseID in graph.ids(target["buildPhases"]) {
                let phase = graph.object(phaseID)
                if phase["isa"] as? String == "PBXFrameworksBuildPhase" {
                    for buildFileID in graph.ids(phase["files"]) {
                        guard let reference = graph.object(buildFileID)["fileRef"] as? String else { continue }
                        let file = graph.object(reference)
                        if let path = file["path"] as? String, path.hasSuffix(".framework"),
                            file["sourceTree"] as? String == "BUILT_PRODUCTS_DIR"
                        {
                            frameworks.append(String(path.dropLast(".framework".count)))
                        }
                    }
                    continue
                }
                if phase["isa"] as? String == "PBXResourcesBuildPhase" {
                    for buildFileID in graph.ids(phase["files"]) {
                        guard let reference = graph.object(buildFileID)["fileRef"] as? String else { continue }
                        resources += graph.resourcePaths(of: reference)
                    }
                    continue
                }
                guard phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in graph.ids(phase["files"]) {
                    guard let reference = graph.object(buildFileID)["fileRef"] as? String else { continue }
                    files += graph.swiftFiles(of: reference)
                }
            }
            let ownGroups = graph.ids(target["fileSystemSynchronizedGroups"])
            for groupID in ownGroups {
                files += graph.synchronizedSwiftFiles(groupID, target: id)
                // A synchronized folder's resources are the target's too (Tastybytes' `Assets`
                // folder: its asset catalog and string catalog, no Swift file).
                if let folder = graph.path(of: groupID) { resources.append(folder) }
            }
            // A synchronized folder of another target whose exception set names this target
            // lists files this target compiles too (Xcode's membership exceptions add where the
            // folder is not the target's: pompaddo's iOS app compiles files of `Shared`).
            for groupID in graph.synchronizedGroups where !ownGroups.contains(groupID) {
                files += graph.synchronizedMembers(groupID, target: id)
            }
            let products = graph.ids(target["packageProductDependencies"]).compactMap {
                graph.object($0)["productName"] as? String
            }
            var seen: Set<String> = []
            var productName = target["productName"] as? String
            if let reference = target["productReference"] as? String,
                let path = graph.object(reference)["path"] as? String
            {
                productName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            }
            targets.append(
                Target(
                    name: targetName, productType: target["productType"] as? String ?? "",
                    swiftFiles: files.filter { seen.insert($0).inserted }, packageProducts: products,
                    resources: resources, builtFrameworks: frameworks, productName: productName,
                    buildSettings: graph.buildSettings(target["buildConfigurationList"])
                        .merging(graph.buildSettings(project["buildConfigurationList"])) { own, _ in own }))
        }
        // Sub-projects dragged into this one (WeatherXM's `Toolkit.xcodeproj`): their
        // frameworks are linked through reference proxies.
        var subprojects: [String] = []
        if let references = project["projectReferences"] as? [Any] {
            for case let reference as [String: Any] in references {
                guard let id = reference["ProjectRef"] as? String, let path = graph.path(of: id) else { continue }
                subprojects.append((path as NSString).standardizingPath)
            }
        }
        return .success(
            XcodeProject(
                folder: folder, name: name, targets: targets, localPackages: localPackages,
                remotePackages: remotePackages, subprojects: subprojects))
    }
}

extension XcodeProject {
    /// The folders holding a `Package.swift` at most `depth` levels below `root` (not below a
    /// package: a package's own folders are its targets'), in path order.
    static func packageFolders(under root: String, depth: Int = 3) -> [String] {
        var found: [String] = []
        var pending = [(root, 0)]
        while let (folder, level) = pending.popLast() {
            if level > 0,
                FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift"))
            {
                found.append((folder as NSString).standardizingPath)
                continue
            }
            guard level < depth, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                continue
            }
            for name in names where !name.hasPrefix(".") && !SwiftFileWalk.skippedFolders.contains(name) {
                let path = (folder as NSString).appendingPathComponent(name)
                var info = stat()
                if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, !name.contains(".") {
                    pending.append((path, level + 1))
                }
            }
        }
        return found.sorted()
    }
}

/// Why a project file could not be read.
public struct ProjectError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var reason: String
    public var description: String { "\(file): \(reason)" }
}

/// A project file's objects, with each group's parent.
private struct ObjectGraph {
    let objects: [String: Any]
    let folder: String
    var parent: [String: String] = [:]

    init(objects: [String: Any], folder: String) {
        self.objects = objects
        self.folder = folder
    }

    func object(_ id: String) -> [String: Any] { objects[id] as? [String: Any] ?? [:] }

    /// The string build settings of a configuration list's Debug configuration (else its first).
    func buildSettings(_ list: Any?) -> [String: String] {
        guard let id = list as? String else { return [:] }
        let configurations = ids(object(id)["buildConfigurations"]).map { object($0) }
        guard let chosen = configurations.first(where: { $0["name"] as? String == "Debug" }) ?? configurations.first,
            let settings = chosen["buildSettings"] as? [String: Any]
        else { return [:] }
        return settings.compactMapValues { $0 as? String }
    }

    func ids(_ value: Any?) -> [String] { value as? [String] ?? [] }

    /// Records each object's group, walking down from the main group (iteratively, and
    /// visiting each group once, so a project file whose groups form a cycle ends).
    mutating func indexParents(from main: String) {
        var stack = [main]
        var visited: Set<String> = [main]
        while let id = stack.popLast() {
            for child in ids(object(id)["children"]) where visited.insert(child).inserted {
                parent[child] = id
                stack.append(child)
            }
        }
    }

    /// The folder or file an object stands for, absolute; `nil` where it is not on disk
    /// (`BUILT_PRODUCTS_DIR`, `SDKROOT`).
    func path(of id: String) -> String? {
        var components: [String] = []
        var current: String? = id
        var steps = 0
        while let at = current, steps < 256 {
            steps += 1
            let object = self.object(at)
            let own = object["path"] as? String
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>":
                if let own { components.append(own) }
                current = parent[at]
            case "SOURCE_ROOT":
                if let own { components.append(own) }
                current = nil
            case "<absolute>":
                return ([own ?? ""] + components.reversed()).joined(separator: "/")
            default:
                return nil
            }
        }
        let relative = components.reversed().joined(separator: "/")
        return ((folder as NSString).appendingPathComponent(relative) as NSString).standardizingPath
    }

    /// The resource paths a Resources build file stands for: a file or folder, or for a variant
    /// group (`Localizable.strings` in each `.lproj`), each localization's `.lproj` folder.
    func resourcePaths(of reference: String) -> [String] {
        let object = self.object(reference)
        if object["isa"] as? String == "PBXVariantGroup" {
            return ids(object["children"]).compactMap { path(of: $0) }.map {
                ($0 as NSString).deletingLastPathComponent
            }
        }
        return path(of: reference).map { [$0] } ?? []
    }

    /// The Swift files a build file's reference stands for: a file, or a variant group's files.
    func swiftFiles(of reference: String) -> [String] {
        let object = self.object(reference)
        if object["isa"] as? String == "PBXVariantGroup" {
            return ids(object["children"]).flatMap(swiftFiles(of:))
        }
        guard let path = path(of: reference), path.hasSuffix(".swift") else { return [] }
        return [path]
    }

    /// The Swift files under a synchronized folder that belong to `target`: all of them but
    /// those its exception sets leave out.
    /// Every synchronized folder of the project, in a stable order.
    var synchronizedGroups: [String] {
        objects.keys.filter {
            (objects[$0] as? [String: Any])?["isa"] as? String == "PBXFileSystemSynchronizedRootGroup"
        }
        .sorted()
    }

    /// The Swift files a synchronized folder's exception sets for `target` add to it (files,
    /// or folders' files), where the folder is not one of the target's own.
    func synchronizedMembers(_ group: String, target: String) -> [String] {
        guard let root = path(of: group) else { return [] }
        var files: [String] = []
        for exceptionID in ids(object(group)["exceptions"]) {
            let exception = self.object(exceptionID)
            guard exception["target"] as? String == target else { continue }
            for relative in ids(exception["membershipExceptions"]) {
                let path = ((root as NSString).appendingPathComponent(relative) as NSString).standardizingPath
                if path.hasSuffix(".swift") {
                    if FileManager.default.fileExists(atPath: path) { files.append(path) }
                } else {
                    files += SwiftFileWalk.files(under: path)
                }
            }
        }
        return files
    }

    func synchronizedSwiftFiles(_ group: String, target: String) -> [String] {
        let object = self.object(group)
        guard let root = path(of: group) else { return [] }
        var excluded: Set<String> = []
        for exceptionID in ids(object["exceptions"]) {
            let exception = self.object(exceptionID)
            guard exception["target"] as? String == target else { continue }
            for relative in ids(exception["membershipExceptions"]) {
                excluded.insert(((root as NSString).appendingPathComponent(relative) as NSString).standardizingPath)
            }
        }
        return SwiftFileWalk.files(under: root).filter { file in
            !excluded.contains(file) && !excluded.contains { file.hasPrefix($0 + "/") }
        }
    }
}

/// How deeply a property list's text nests `{` and `(`, outside strings and comments.
enum PropertyListDepth {
    static func maximum(in data: Data) -> Int {
        var depth = 0, deepest = 0
        var inString = false, escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: ")"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
