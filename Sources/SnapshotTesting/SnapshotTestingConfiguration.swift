#if !canImport(Darwin)
import Foundation
import PlumbTesting

/// How snapshot assertions behave in a scope: when they record, and which diff command a
/// failure prints. Set it with ``withSnapshotTesting(record:diffTool:operation:)`` or, in Swift
/// Testing, with the `.snapshots(record:diffTool:)` trait.
public struct SnapshotTestingConfiguration: Sendable {
    /// The configuration of the running scope, if one was set.
    @TaskLocal static var current: SnapshotTestingConfiguration?

    /// The diff command failures print, or `nil` for the default (the files' paths only).
    public var diffTool: DiffTool?
    /// When assertions record, or `nil` to leave it to the enclosing scope.
    public var record: Record?

    public init(record: Record?, diffTool: DiffTool?) {
        self.record = record
        self.diffTool = diffTool
    }

    /// When an assertion writes its reference: swift-snapshot-testing's four modes, which are
    /// PlumbTesting's (``PlumbTesting/SnapshotRecordMode``) by the same names.
    public struct Record: Equatable, Sendable, ExpressibleByBooleanLiteral {
        let mode: SnapshotRecordMode

        /// The mode named `all`, `failed`, `missing` or `never`; `nil` for any other text.
        public init?(rawValue: String) {
            guard let mode = SnapshotRecordMode(rawValue: rawValue) else { return nil }
            self.mode = mode
        }

        /// `true` records everything (`.all`), `false` what is missing (`.missing`): the
        /// package's older `record: true`.
        public init(booleanLiteral value: Bool) { mode = value ? .all : .missing }

        init(_ mode: SnapshotRecordMode) { self.mode = mode }

        /// Write every reference, replacing what is there; the assertion fails.
        public static let all = Record(.all)
        /// Write the references of assertions that fail (and are missing); they fail.
        public static let failed = Record(.failed)
        /// Write references that are missing (and fail); compare the others. The default.
        public static let missing = Record(.missing)
        /// Write nothing: a missing reference fails. For CI.
        public static let never = Record(.never)
    }

    /// The command a failure prints to compare the reference with the new snapshot in a
    /// tool of your choice: `DiffTool { "ksdiff \"\($0)\" \"\($1)\"" }`, or a command's name
    /// (`"compare"`) that is given both paths.
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        let command: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String
        let isDefault: Bool

        public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            command = tool
            isDefault = false
        }

        public init(stringLiteral value: String) {
            command = { "\(value) \($0) \($1)" }
            isDefault = false
        }

        /// Kaleidoscope's `ksdiff`.
        public static let ksdiff = DiffTool { "ksdiff \"\($0)\" \"\($1)\"" }

        /// No command: the failure names the reference and the new snapshot, as PlumbTesting's
        /// failures always do.
        public static let `default` = DiffTool(default: ())

        private init(default: Void) {
            command = { "\($0)\n\($1)" }
            isDefault = true
        }

        /// The command comparing the reference at `currentFilePath` with the new snapshot at
        /// `failedFilePath`.
        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            command(currentFilePath, failedFilePath)
        }
    }
}

/// Runs `operation` with snapshot assertions recording as `record` says and printing
/// `diffTool`'s command on failure; what is not given is the enclosing scope's.
///
/// ```swift
/// final class FeatureTests: XCTestCase {
///     override func invokeTest() {
///         withSnapshotTesting(record: .missing) { super.invokeTest() }
///     }
/// }
/// ```
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () throws -> R
) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(
        .nested(record: record, diffTool: diffTool), operation: operation)
}

/// Runs the asynchronous `operation` with snapshot assertions recording as `record` says and
/// printing `diffTool`'s command on failure; what is not given is the enclosing scope's.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotTestingConfiguration.$current.withValue(
        .nested(record: record, diffTool: diffTool), operation: operation)
}

/// Whether every assertion records (the package's global from before
/// `withSnapshotTesting`): setting it is `record: .all` for every later assertion outside a
/// `withSnapshotTesting` scope that sets one.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to set the record mode.")
public var isRecording: Bool {
    get { SnapshotTestingConfiguration.globalRecord.value == .all }
    set { SnapshotTestingConfiguration.globalRecord.value = newValue ? .all : nil }
}

extension SnapshotTestingConfiguration {
    /// A scope inside the current one: what is given, else the current scope's.
    static func nested(record: Record?, diffTool: DiffTool?) -> SnapshotTestingConfiguration {
        SnapshotTestingConfiguration(record: record ?? current?.record, diffTool: diffTool ?? current?.diffTool)
    }

    /// The record mode an assertion uses: its own `record:`, else its scope's, else
    /// `isRecording`'s, else `SNAPSHOT_TESTING_RECORD` (the package's variable), else
    /// PlumbTesting's (`PLUMB_RECORD`, else `missing`).
    static func mode(_ record: Record?, environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> SnapshotRecordMode
    {
        let chosen =
            record ?? current?.record ?? globalRecord.value
            ?? environment["SNAPSHOT_TESTING_RECORD"].flatMap(Record.init(rawValue:))
        return try SnapshotAssertion.recordMode(chosen?.mode)
    }

    /// `isRecording`'s value, shared by every test.
    static let globalRecord = Locked<Record?>(nil)
}

/// A value read and written under a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
#endif
