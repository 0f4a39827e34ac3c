import Foundation

/// The module a source file belongs to, found as Xcode and SwiftPM find it: the files the
/// compiler would read with it, so that a view declared in another file of the app is the
/// app's view, not a placeholder.
///
/// ```swift
/// if let context = ModuleContext.locate("MyApp/Views/Row.swift") {
///     print(context.summary)   // target MyApp of MyApp.xcodeproj
///     // read context.files (the file itself last) ...
/// }
/// ```
///
/// Looking up from the file's folder, the first of these that holds the file wins:
/// - a `Package.swift` whose target's folder holds it: that target, with the targets and the
///   products of local packages (and of checked-out remote packages) it depends on;
/// - a `.xcodeproj` with a target that compiles it (an app target rather than an extension
///   or a test bundle where several do): that target's Swift files, with the targets of the
///   local packages it links and of their checkouts where they are on disk;
/// - a `.xcodeproj` that does not list it (groups Plumb cannot follow), XcodeGen's
///   `project.yml` or Tuist's `Project.swift` (whose project is made at build time, not
///   committed), or a `Package.swift` whose targets are made by code of its own (no
///   `.target(...)` Plumb can read): every Swift file of the folder but tests (and Tuist's
///   manifests). (A package that declares its targets is no such fallback: a file in none of
///   them, an example or a script, is compiled with nothing of it.)
/// The walk up stops at a repository's root (a `.git`).
public struct ModuleContext: Sendable {
    /// The Swift files of the module and what it depends on, dependencies first and the file
    /// the context was found for last (so its declarations win where modules share a name).
    public var files: [String]
    /// What was read, for one line of output: `target MyApp of MyApp.xcodeproj`.
    public var summary: String
    /// The folders whose asset catalogs, strings files and fonts are the module's.
    public var resourceRoots: [String]
    /// What could not be read on the way (a damaged project file), one sentence each.
    public var warnings: [String]
    /// The app's Info.plist as its build makes it (from the target's build settings): what
    /// `Bundle.main.infoDictionary` holds. Empty for a package target.
    public var infoDictionary: [String: String] = [:]

    /// The most packages followed from one module (a package graph is rarely a tenth of it).
    static let maximumPackages = 64

    /// The context of `file`, or `nil` where no project or package above it lists it.
    /// `checkouts` are folders holding remote packages' sources (Xcode's
    /// `SourcePackages/checkouts`); a package's own `.build/checkouts` is looked in too.
    public static func locate(_ file: String, checkouts: [String] = []) -> ModuleContext? {
        let path = absolute(file)
        var warnings: [String] = []
        var directory = (path as NSString).deletingLastPathComponent
        var fallback: (folder: String, name: String)?
        var packageFallback: String?
        for _ in 0..<40 {
            let manifestPath = (directory as NSString).appendingPathComponent("Package.swift")
            if FileManager.default.fileExists(atPath: manifestPath) {
                switch PackageManifest.read(contentsOf: manifestPath) {
                case .success(let manifest):
                    var graph = PackageGraph(checkouts: checkouts)
                    if var context = graph.context(of: path, in: manifest, root: directory) {
                        if let linking = appsLinking(directory, products: manifest.products.map(\.name)) {
                            for root in linking.apps.flatMap({ topFolders(of: $0, in: linking.project) })
                            where !context.resourceRoots.contains(root) {
                                context.resourceRoots.append(root)
                            }
                            // Package code runs in the app: its `Bundle.main` is the app's bundle.
                            if context.infoDictionary.isEmpty, let app = linking.apps.first {
                                context.infoDictionary = InfoDictionary.make(
                                    target: app, projectFolder: linking.project.folder)
                            }
                        }
                        return context.with(warnings: warnings + graph.warnings)
                    }
                    // A manifest that declares its targets through Swift code of its own (Mochi's
                    // `Package { Repos() ... }`, each target a type whose path is computed):
                    // Plumb does not run it, so the package's folder is read, as a generated
                    // project's is.
                    if manifest.targets.isEmpty && manifest.products.isEmpty { packageFallback = directory }
                // A file in no target of a package (an example, a script) is compiled with
                // nothing of it: the walk goes on up, to a project that may list it.
                case .failure(let failure):
                    // (`let package = Package { Repos() ... }.defaultLocalization("en")`.)
                    warnings.append("\(manifestPath): not read (\(failure.message))")
                    packageFallback = directory
                }
            }
            let projects =
                ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
                .filter { $0.hasSuffix(".xcodeproj") }.sorted()
            for name in projects {
                switch XcodeProject.read((directory as NSString).appendingPathComponent(name)) {
                case .success(let project):
                    var graph = PackageGraph(checkouts: checkouts + defaultCheckouts(near: directory))
                    if let context = graph.context(of: path, in: project) {
                        return context.with(warnings: warnings + graph.warnings)
                    }
                    fallback = fallback ?? (directory, name)
                case .failure(let failure):
                    warnings.append("\(failure): its folder is read instead")
                    fallback = fallback ?? (directory, name)
                }
            }
            // XcodeGen's spec (the `.xcodeproj` made from it is not committed): its folder.
            for spec in XcodeGenSpec.fileNames where fallback == nil {
                if FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent(spec)) {
                    fallback = (directory, spec)
                }
            }
            // Tuist's manifest (`Project.swift` importing ProjectDescription; its project is
            // generated too): its folder, the manifests left out.
            if fallback == nil, isTuistManifest((directory as NSString).appendingPathComponent("Project.swift")) {
                fallback = (directory, "Project.swift")
            }
            // A package whose targets Plumb cannot read, where no project beside it lists the file.
            if fallback == nil, let folder = packageFallback { fallback = (folder, "Package.swift") }
            if fallback != nil { break }
            if FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent(".git")) { break }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory || parent.isEmpty { break }
            directory = parent
        }
        guard let fallback else { return nil }
        // (Tuist's manifests are left out by the walk: they describe the project.)
        var context = folder(fallback.folder, including: path)
        context.summary =
            switch fallback.name {
            case let name where name.hasSuffix(".xcodeproj"):
                "the folder of \(name) (no target lists \(lastComponent(path))), tests left out"
            case "Project.swift":
                "the folder of Project.swift (Tuist's manifest; its project is made from it), tests left out"
            case "Package.swift":
                "the folder of Package.swift (its targets are made by code Plumb does not run), tests left out"
            case let name: "the folder of \(name) (XcodeGen's spec; its project is made from it), tests left out"
            }
        if fallback.name == "Project.swift" || fallback.name.hasPrefix("project.y") {
            context.infoDictionary = InfoDictionary.fromSpec(
                (fallback.folder as NSString).appendingPathComponent(fallback.name))
        }
        if fallback.name.hasPrefix("project.y") {
            context.addDependencies(
                of: XcodeGenSpec.read((fallback.folder as NSString).appendingPathComponent(fallback.name)),
                checkouts: checkouts + defaultCheckouts(near: fallback.folder))
        }
        context.warnings = warnings + context.warnings
        return context
    }

    /// Whether `path` is Tuist's project manifest: a `Project.swift` that imports ProjectDescription.
    static func isTuistManifest(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), data.count < 1_000_000,
            let text = String(data: data, encoding: .utf8)
        else { return false }
        return text.contains("import ProjectDescription")
    }

    /// Every Swift file under `folder` but tests, with `file` last (`--module DIR`).
    public static func folder(_ folder: String, including file: String?) -> ModuleContext {
        let root = absolute(folder)
        let primary = file.map(absolute)
        var files = SwiftFileWalk.files(under: root, skipping: SwiftFileWalk.isTestFolder)
        if let primary {
            files.removeAll { $0 == primary }
            files.append(primary)
        }
        return ModuleContext(
            files: files, summary: "the folder \(lastComponent(root))", resourceRoots: [root], warnings: [])
    }

    func with(warnings more: [String]) -> ModuleContext {
        var copy = self
        copy.warnings = more + copy.warnings
        return copy
    }

    /// Each top folder of the project that holds the target's files: where its assets are.
    static func topFolders(of target: XcodeProject.Target, in project: XcodeProject) -> [String] {
        var roots: [String] = []
        for source in target.swiftFiles where source.hasPrefix(project.folder + "/") {
            let relative = source.dropFirst(project.folder.count + 1)
            guard let first = relative.split(separator: "/").first, relative.contains("/") else { continue }
            let root = (project.folder as NSString).appendingPathComponent(String(first))
            if !roots.contains(root) { roots.append(root) }
        }
        return roots.isEmpty ? [project.folder] : roots
    }

    /// The app targets of the nearest Xcode project that links `package` as a local package
    /// (by reference, or by one of `products` where a workspace holds both): their resource
    /// folders are the package's too, since `Image("logo")` and `Color("brand")` in the
    /// package's code read the main bundle, which is the app's, and so is its Info.plist.
    /// Projects are looked for in the folders above the package, up to the repository's
    /// root, and in their subfolders.
    static func appsLinking(_ package: String, products: [String]) -> (
        project: XcodeProject, apps: [XcodeProject.Target]
    )? {
        let package = (package as NSString).standardizingPath
        var directory = (package as NSString).deletingLastPathComponent
        let manager = FileManager.default
        for _ in 0..<6 {
            var folders = [directory]
            for child in ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).sorted()
            where !child.hasPrefix(".") && !child.hasSuffix(".xcodeproj") {
                folders.append((directory as NSString).appendingPathComponent(child))
            }
            for folder in folders {
                for name in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                where name.hasSuffix(".xcodeproj") {
                    guard
                        case .success(let project) = XcodeProject.read(
                            (folder as NSString).appendingPathComponent(name))
                    else { continue }
                    let apps = project.targets.filter { $0.productType.hasSuffix(".application") }
                    guard
                        project.localPackages.contains(package)
                            || apps.contains(where: { !Set($0.packageProducts).isDisjoint(with: products) })
                    else { continue }
                    return (project, apps)
                }
            }
            if manager.fileExists(atPath: (directory as NSString).appendingPathComponent(".git")) { break }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory || parent.isEmpty { break }
            directory = parent
        }
        return nil
    }

    /// Xcode's checkouts beside a project, where a build left them in the tree.
    static func defaultCheckouts(near folder: String) -> [String] {
        ["SourcePackages/checkouts", ".build/checkouts"].map { (folder as NSString).appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// `path` as the module's file lists name files: absolute (against the current folder)
    /// and standardized.
    public static func absolute(_ path: String) -> String {
        let joined =
            path.hasPrefix("/")
            ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (joined as NSString).standardizingPath
    }

    static func lastComponent(_ path: String) -> String { (path as NSString).lastPathComponent }
}

/// Follows a module's package dependencies to their targets' files.
struct PackageGraph {
    let checkouts: [String]
    var warnings: [String] = []
    /// Manifests read, by package folder.
    var manifests: [String: PackageManifest?] = [:]
    /// Targets already added, as `folder#name`.
    var added: Set<String> = []
    /// The files of what the module depends on, in the order they were added.
    var dependencyFiles: [String] = []
    var dependencyRoots: [String] = []
    /// Framework targets of other projects followed (``addFrameworks(of:in:)``).
    var frameworksUsed = 0
    /// The other projects of each project's workspace, by project folder.
    var siblings: [String: [XcodeProject]] = [:]
    var packagesUsed: Set<String> = []
    /// The package folders beside each project folder (``addProduct(_:package:localPackages:near:)``).
    var packagesBeside: [String: [String]] = [:]

    init(checkouts: [String]) { self.checkouts = checkouts }

    mutating func manifest(at folder: String) -> PackageManifest? {
        if let known = manifests[folder] { return known }
        guard manifests.count < ModuleContext.maximumPackages else { return nil }
        let path = (folder as NSString).appendingPathComponent("Package.swift")
        var result: PackageManifest?
        if FileManager.default.fileExists(atPath: path) {
            switch PackageManifest.read(contentsOf: path) {
            case .success(let m): result = m
            case .failure(let failure): warnings.append("\(path): not read (\(failure.message))")
            }
        }
        manifests[folder] = result
        return result
    }

    /// The context of the package target whose folder holds `file`.
    mutating func context(of file: String, in manifest: PackageManifest, root: String) -> ModuleContext? {
        manifests[root] = manifest
        let candidates = manifest.targets.filter { $0.kind != .binary && $0.kind != .system && $0.kind != .plugin }
        guard
            let target = candidates.first(where: { target in
                let folder = absoluteFolder(manifest.folder(of: target, root: root), in: root)
                return file.hasPrefix(folder + "/")
            })
        else { return nil }
        for dependency in target.dependencies { add(dependency, of: manifest, root: root) }
        let own = files(of: target, in: manifest, root: root)
        return finish(
            own: own, primary: file, roots: [absoluteFolder(manifest.folder(of: target, root: root), in: root)],
            summary: "target \(target.name) of package \(manifest.name ?? ModuleContext.lastComponent(root))")
    }

    /// The context of the Xcode target that compiles `file`.
    mutating func context(of file: String, in project: XcodeProject) -> ModuleContext? {
        let holding = project.targets.filter { $0.swiftFiles.contains(file) }
        guard
            let target = holding.first(where: { $0.productType.hasSuffix(".application") })
                ?? holding.first(where: { !$0.isTest }) ?? holding.first
        else { return nil }
        for product in target.packageProducts {
            addProduct(product, package: nil, localPackages: project.localPackages, near: project.folder)
        }
        addFrameworks(of: target, in: project)
        // The target's own folders first, then what its Resources phase copies from elsewhere (a
        // `Localizable.xcstrings` at the project's root).
        var roots = ModuleContext.topFolders(of: target, in: project)
        for resource in target.resources
        where !roots.contains(where: { resource == $0 || resource.hasPrefix($0 + "/") }) && !roots.contains(resource) {
            roots.append(resource)
        }
        var context = finish(
            own: target.swiftFiles, primary: file, roots: roots,
            summary: "target \(target.name) of \(project.name).xcodeproj")
        context.infoDictionary = InfoDictionary.make(target: target, projectFolder: project.folder)
        return context
    }

    /// The frameworks `target` links that another project's target builds (Splito's app links
    /// `BaseStyle.framework`, the target of `BaseStyle/BaseStyle.xcodeproj` in its workspace):
    /// their Swift files and resources, and theirs in turn. The projects looked in are the
    /// project's sub-projects (`projectReferences`), the workspace's beside the project
    /// (`*.xcworkspace/contents.xcworkspacedata`), else the `.xcodeproj` folders up to two
    /// levels below the project's folder.
    mutating func addFrameworks(of target: XcodeProject.Target, in project: XcodeProject, app: XcodeProject? = nil) {
        for name in target.builtFrameworks where !added.contains("framework#" + name) && added.count < 4096 {
            // A framework's own frameworks may be the app project's sub-projects' (WeatherXM's
            // DataLayer links DomainLayer and Toolkit, which only the app project references).
            // The project's own framework targets first (BookPlayer's app links
            // `BookPlayerKit.framework`, a target of `BookPlayer.xcodeproj` itself).
            let candidates =
                [project] + (app.map { [$0] } ?? []) + siblingProjects(of: project)
                + (app.map { siblingProjects(of: $0) } ?? [])
            for other in candidates {
                // (In the project itself, only a framework target: not the app of that name.)
                let isOwn = other.folder == project.folder && other.name == project.name
                let eligible = other.targets.filter {
                    !$0.isTest && (!isOwn || $0.productType.hasSuffix(".framework"))
                }
                // By target name, else by product name: Home Assistant's app links
                // `Shared.framework`, built by `Shared-iOS` (and `Shared-watchOS`: the iOS one).
                let byProduct = eligible.filter { $0.productName == name }
                guard
                    let framework = eligible.first(where: { $0.name == name })
                        ?? byProduct.first(where: { $0.buildSettings["SDKROOT"] == "iphoneos" })
                        ?? byProduct.first(where: { $0.name.contains("iOS") }) ?? byProduct.first
                else { continue }
                added.insert("framework#" + name)
                addFrameworks(of: framework, in: other, app: app ?? project)
                // What the framework links from packages is the app's to read too (its design
                // system, in Home Assistant's `Shared`).
                for product in framework.packageProducts {
                    addProduct(product, package: nil, localPackages: other.localPackages, near: other.folder)
                }
                dependencyFiles += framework.swiftFiles
                for root in ModuleContext.topFolders(of: framework, in: other) + framework.resources
                where !dependencyRoots.contains(root) {
                    dependencyRoots.append(root)
                }
                frameworksUsed += 1
                break
            }
        }
    }

    /// The other Xcode projects of `project`'s workspace (parsed once each).
    mutating func siblingProjects(of project: XcodeProject) -> [XcodeProject] {
        if let known = siblings[project.folder] { return known }
        // The project's own sub-projects first, then its workspace's or nearby projects.
        var paths: [String] = project.subprojects
        let fm = FileManager.default
        let entries = ((try? fm.contentsOfDirectory(atPath: project.folder)) ?? []).sorted()
        let own = ((project.folder as NSString).appendingPathComponent(project.name + ".xcodeproj") as NSString)
            .standardizingPath
        // A workspace beside the project, else one up to two folders above it that lists it
        // (openedx's `OpenEdX.xcworkspace` at the root holds `Dashboard/Dashboard.xcodeproj`,
        // `Core/Core.xcodeproj` and `Theme/Theme.xcodeproj`): its projects, each where the
        // workspace's folder puts it.
        var folder = project.folder
        for level in 0..<3 {
            if level > 0 {
                let parent = (folder as NSString).deletingLastPathComponent
                if parent == folder || parent.isEmpty { break }
                folder = parent
            }
            let names = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for workspace in names where workspace.hasSuffix(".xcworkspace") {
                let data = (folder as NSString).appendingPathComponent(workspace + "/contents.xcworkspacedata")
                guard let text = try? String(contentsOfFile: data, encoding: .utf8) else { continue }
                var listed: [String] = []
                for line in text.split(separator: "\n") {
                    guard let start = line.range(of: "location = \"group:"),
                        let end = line.range(of: "\"", range: start.upperBound..<line.endIndex)
                    else { continue }
                    let relative = String(line[start.upperBound..<end.lowerBound])
                    if relative.hasSuffix(".xcodeproj") {
                        listed.append(
                            ((folder as NSString).appendingPathComponent(relative) as NSString).standardizingPath)
                    }
                }
                if level == 0 || listed.contains(own) { paths += listed.filter { !paths.contains($0) } }
            }
        }
        if paths.count == project.subprojects.count {
            for entry in entries {
                let folder = (project.folder as NSString).appendingPathComponent(entry)
                if entry.hasSuffix(".xcodeproj") { paths.append(folder); continue }
                for inner in ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                where inner.hasSuffix(".xcodeproj") {
                    paths.append((folder as NSString).appendingPathComponent(inner))
                }
            }
        }
        var found: [XcodeProject] = []
        for path in paths where path != own {
            if case .success(let p) = XcodeProject.read(path) {
                found.append(p)
            }
        }
        siblings[project.folder] = found
        return found
    }

    func finish(own: [String], primary: String, roots: [String], summary: String) -> ModuleContext {
        var seen: Set<String> = [primary]
        var files: [String] = []
        for f in dependencyFiles + own where seen.insert(f).inserted { files.append(f) }
        files.append(primary)
        let packages = packagesUsed.count
        let frameworks = frameworksUsed
        return ModuleContext(
            files: files,
            summary: summary + (packages == 0 ? "" : " and \(packages) package\(packages == 1 ? "" : "s")")
                + (frameworks == 0 ? "" : " and \(frameworks) framework\(frameworks == 1 ? "" : "s")"),
            resourceRoots: roots + dependencyRoots, warnings: warnings)
    }

    func absoluteFolder(_ relative: String, in root: String) -> String {
        ((root as NSString).appendingPathComponent(relative) as NSString).standardizingPath
    }

    func files(of target: PackageManifest.Target, in manifest: PackageManifest, root: String) -> [String] {
        let folder = absoluteFolder(manifest.folder(of: target, root: root), in: root)
        let excluded = target.exclude.map { absoluteFolder($0, in: folder) }
        return SwiftFileWalk.files(under: folder).filter { f in
            !excluded.contains { f == $0 || f.hasPrefix($0 + "/") }
        }
    }

    /// Adds a target's dependency: a target of the same package, or a product of another.
    mutating func add(_ dependency: PackageManifest.Dependency, of manifest: PackageManifest, root: String) {
        switch dependency {
        case .target(let name): addTarget(name, of: manifest, root: root)
        case .byName(let name):
            if manifest.targets.contains(where: { $0.name == name }) {
                addTarget(name, of: manifest, root: root)
            } else {
                addProduct(name, package: nil, from: manifest, root: root)
            }
        case .product(let name, let package): addProduct(name, package: package, from: manifest, root: root)
        }
    }

    mutating func addTarget(_ name: String, of manifest: PackageManifest, root: String) {
        guard added.insert(root + "#" + name).inserted, added.count < 4096,
            let target = manifest.targets.first(where: { $0.name == name }),
            target.kind == .regular || target.kind == .executable
        else { return }
        for dependency in target.dependencies { add(dependency, of: manifest, root: root) }
        dependencyFiles += files(of: target, in: manifest, root: root)
        let folder = absoluteFolder(manifest.folder(of: target, root: root), in: root)
        if !dependencyRoots.contains(folder) { dependencyRoots.append(folder) }
    }

    /// A product of one of `manifest`'s package dependencies.
    mutating func addProduct(_ name: String, package: String?, from manifest: PackageManifest, root: String) {
        var folders: [String] = []
        for dependency in manifest.dependencies {
            if let package, dependency.identity != package.lowercased() { continue }
            if let path = dependency.path {
                let folder = absoluteFolder(path, in: root)
                folders.append(folder)
                // `.package(path: "Models")` where no such folder is: Xcode resolves a local
                // package by its identity, to the one of that name the workspace holds
                // (tube-service's `Packages/Models`, beside the package naming it).
                if !FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift"))
                {
                    let sibling = ((root as NSString).deletingLastPathComponent as NSString)
                        .appendingPathComponent((path as NSString).lastPathComponent)
                    if sibling != folder { folders.append(sibling) }
                }
            } else {
                folders += checkoutFolders(for: dependency.identity, near: root)
            }
        }
        addProduct(name, in: folders)
    }

    /// A product an Xcode target links: from a local package, else from a checkout, else from
    /// a package beside the project's folder (`near`).
    ///
    /// The last is the workspace's: ProtonDrive's app target links `PDLocalization` by name,
    /// with no package reference in the project, from a workspace its README says to open
    /// (`ProtonDrive.xcworkspace`, not in the tree) that held the package folders beside
    /// `ProtonDrive-iOS/`. Only the project's repository is looked in (``repositoryRoot(of:)``),
    /// and only a package that declares the product is read.
    mutating func addProduct(
        _ name: String, package: String?, localPackages: [String], near projectFolder: String? = nil
    ) {
        var folders = localPackages
        for checkout in checkouts {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: checkout)) ?? []
            folders += names.sorted().map { (checkout as NSString).appendingPathComponent($0) }
        }
        if addProduct(name, in: folders) { return }
        guard let projectFolder, let root = PackageGraph.repositoryRoot(of: projectFolder) else { return }
        if packagesBeside[root] == nil {
            packagesBeside[root] = XcodeProject.packageFolders(under: root, depth: 3).filter {
                !localPackages.contains($0)
            }
        }
        addProduct(name, in: packagesBeside[root] ?? [])
    }

    /// The repository `folder` is in: the nearest folder above it (or it) holding `.git`, else
    /// its parent when that holds a README or a LICENSE (a repository's top, as an archive of
    /// it unpacks); nil otherwise, so that folders beside a project that are not its own (a
    /// folder of clones) are never read.
    static func repositoryRoot(of folder: String) -> String? {
        let files = FileManager.default
        var current = (folder as NSString).standardizingPath
        for _ in 0..<8 {
            if files.fileExists(atPath: (current as NSString).appendingPathComponent(".git")) { return current }
            let up = (current as NSString).deletingLastPathComponent
            if up == current { break }
            current = up
        }
        let parent = ((folder as NSString).standardizingPath as NSString).deletingLastPathComponent
        let names = (try? files.contentsOfDirectory(atPath: parent)) ?? []
        let marks = names.contains { name in
            let upper = name.uppercased()
            return upper.hasPrefix("README") || upper.hasPrefix("LICENSE") || upper.hasPrefix("LICENCE")
        }
        return marks ? parent : nil
    }

    /// Adds the targets of the product `name` from the first of `folders` whose package
    /// declares it; false when none does.
    @discardableResult
    mutating func addProduct(_ name: String, in folders: [String]) -> Bool {
        for folder in folders {
            guard let manifest = manifest(at: folder) else { continue }
            var targets = manifest.targets(ofProduct: name)
            if targets.isEmpty, manifest.targets.contains(where: { $0.name == name }) { targets = [name] }
            guard !targets.isEmpty else { continue }
            packagesUsed.insert(folder)
            for target in targets { addTarget(target, of: manifest, root: folder) }
            return true
        }
        return false
    }

    func checkoutFolders(for identity: String, near root: String) -> [String] {
        let places = checkouts + [(root as NSString).appendingPathComponent(".build/checkouts")]
        return places.compactMap { place in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: place)) ?? []
            return names.first { $0.lowercased() == identity }.map { (place as NSString).appendingPathComponent($0) }
        }
    }
}
