import Foundation

extension ModuleContext {
    /// Adds what an XcodeGen spec's module depends on, before its own files: the targets of
    /// the local packages it references (every library target: which products each target
    /// links is in the target's `dependencies`, and an app's views are compiled against them
    /// all), and the framework targets of the projects it references (Canvas's Horizon,
    /// `projectReferences: Core: path: ../Core/Core.xcodeproj`): the targets of that
    /// project's own spec where its `.xcodeproj` is not committed, else its Swift files but
    /// tests. Their folders hold resources too.
    mutating func addDependencies(of spec: XcodeGenSpec, checkouts: [String]) {
        var graph = PackageGraph(checkouts: checkouts)
        var projects = 0
        for package in spec.localPackages {
            guard let manifest = graph.manifest(at: package.folder) else { continue }
            graph.packagesUsed.insert(package.folder)
            for target in manifest.targets where target.kind == .regular {
                graph.addTarget(target.name, of: manifest, root: package.folder)
            }
        }
        for reference in spec.projectReferences {
            let folder = (reference.path as NSString).deletingLastPathComponent
            var sources: [String] = []
            if let path = XcodeGenSpec.fileNames.map({ (folder as NSString).appendingPathComponent($0) })
                .first(where: { FileManager.default.fileExists(atPath: $0) })
            {
                let other = XcodeGenSpec.read(path)
                sources =
                    other.targets[reference.name] ?? other.targets.keys.sorted().first.flatMap { other.targets[$0] }
                    ?? []
            }
            if sources.isEmpty { sources = [folder] }
            var found = false
            for source in sources {
                let files = SwiftFileWalk.files(under: source, skipping: SwiftFileWalk.isTestFolder)
                guard !files.isEmpty else { continue }
                graph.dependencyFiles += files
                if !graph.dependencyRoots.contains(source) { graph.dependencyRoots.append(source) }
                found = true
            }
            if found { projects += 1 }
        }
        var seen = Set(files)
        var dependencies: [String] = []
        for f in graph.dependencyFiles where seen.insert(f).inserted { dependencies.append(f) }
        files = dependencies + files
        resourceRoots += graph.dependencyRoots.filter { !resourceRoots.contains($0) }
        warnings += graph.warnings
        let packages = graph.packagesUsed.count
        summary +=
            (packages == 0 ? "" : ", with \(packages) local package\(packages == 1 ? "" : "s")")
            + (projects == 0 ? "" : ", with \(projects) referenced project\(projects == 1 ? "" : "s")")
    }
}
