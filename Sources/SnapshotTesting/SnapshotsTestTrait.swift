#if !canImport(Darwin) && canImport(Testing)
import Testing

/// The trait `@Suite(.snapshots(record: .failed))` and `@Test(.snapshots(...))` add: the
/// suite's or test's assertions run inside `withSnapshotTesting` with its configuration.
public struct _SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
    public let isRecursive = true
    let configuration: SnapshotTestingConfiguration

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withSnapshotTesting(record: configuration.record, diffTool: configuration.diffTool) {
            try await function()
        }
    }
}

extension Trait where Self == _SnapshotsTestTrait {
    /// The enclosing configuration, unchanged.
    public static var snapshots: Self { snapshots() }

    /// Snapshot assertions in this suite or test record as `record` says and print `diffTool`'s
    /// command on failure.
    public static func snapshots(
        record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil
    ) -> Self {
        _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    }

    /// Snapshot assertions in this suite or test use `configuration`.
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
        _SnapshotsTestTrait(configuration: configuration)
    }
}
#endif
