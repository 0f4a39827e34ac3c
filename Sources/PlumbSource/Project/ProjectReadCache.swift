import Foundation

/// Projects and manifests read once for a run of many lookups: finding the module of each
/// of an app's 300 preview files reads its `project.pbxproj` (and its packages' manifests)
/// once, not 300 times (Nostur: 2.7 s of a gallery's 3.3 s of reading before it was kept).
///
/// Scoped to a task (``withValue(_:)``): a project read while the cache is in effect is the
/// one read first, even if its folders change meanwhile, so the cache lives for one
/// lookup of many files and no longer.
final class ProjectReadCache: @unchecked Sendable {
    @TaskLocal static var current: ProjectReadCache?

    private let lock = NSLock()
    private var projects: [String: Result<XcodeProject, ProjectError>] = [:]
    private var manifests: [String: Result<PackageManifest, Diagnostic>] = [:]

    /// Runs `work` with a fresh cache in effect.
    static func withValue<T>(_ work: () throws -> T) rethrows -> T {
        try $current.withValue(ProjectReadCache(), operation: work)
    }

    func project(_ path: String, _ read: () -> Result<XcodeProject, ProjectError>) -> Result<XcodeProject, ProjectError>
    {
        if let known = lock.withLock({ projects[path] }) { return known }
        let result = read()
        lock.withLock { projects[path] = result }
        return result
    }

    func manifest(_ path: String, _ read: () -> Result<PackageManifest, Diagnostic>) -> Result<
        PackageManifest, Diagnostic
    > {
        if let known = lock.withLock({ manifests[path] }) { return known }
        let result = read()
        lock.withLock { manifests[path] = result }
        return result
    }
}
