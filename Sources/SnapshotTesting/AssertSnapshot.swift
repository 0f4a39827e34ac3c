#if !canImport(Darwin)
import Foundation
import PlumbTesting

/// Asserts that `value`, snapshotted as `snapshotting` says, matches its reference, recording
/// the reference when there is none: swift-snapshot-testing's assertion, by its signature.
///
/// ```swift
/// func testCard() {
///     assertSnapshot(of: Card(), as: .image(layout: .device(config: .iPhone13Pro)))
///     assertSnapshot(of: Card(), as: .image(traits: .init(userInterfaceStyle: .dark)), named: "dark")
/// }
/// ```
///
/// The reference is `__Snapshots__/<TestFile>/Linux/<test>.<n or name>.<ext>` beside the test
/// file (`ReferenceFolder`): the package's name, in a folder apart from a Mac's references.
/// Recording and comparing are PlumbTesting's, and so are the failure messages.
///
/// - Parameters:
///   - value: the value to snapshot.
///   - snapshotting: how to snapshot and compare it.
///   - name: the snapshot's name in its file name; unnamed snapshots are numbered from 1 in
///     each test.
///   - record: when to write the reference; `nil`: the scope's (`withSnapshotTesting`, the
///     `.snapshots` trait), else `isRecording`, else `SNAPSHOT_TESTING_RECORD`, else
///     `PLUMB_RECORD`, else `.missing`.
///   - timeout: ignored: Plumb draws synchronously, and nothing it draws loads later.
///   - fileID: the test file's ID, where a failure is reported (the caller's by default).
///   - filePath: the test file's path: the references live beside it (the caller's by default).
///   - testName: the test's name, the start of each reference's file name (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let outcome = Assertion.run(
        value, snapshotting, name: name, record: record, snapshotDirectory: nil,
        filePath: String(describing: filePath), testName: testName)
    guard let message = outcome.failure else { return }
    SnapshotContext.fail(
        message, attachments: outcome.attachments, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts `value` against several strategies, each numbered as its own reference.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    let value = Result { try value() }
    for strategy in strategies {
        assertSnapshot(
            of: try value.get(), as: strategy, record: record, timeout: timeout, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    }
}

/// Asserts `value` against named strategies, each name naming its reference
/// (`["light": .image, "dark": .image(traits: .init(userInterfaceStyle: .dark))]`), in the
/// names' order.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    let value = Result { try value() }
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(
            of: try value.get(), as: strategy, named: name, record: record, timeout: timeout, fileID: fileID,
            file: filePath, testName: testName, line: line, column: column)
    }
}

/// Compares `value` with its reference as ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)``
/// does, and returns the failure message instead of reporting it: `nil` when it matches. For
/// helpers of one's own (the package's advice: call it, then `XCTFail` with what it returns).
///
/// - Parameter snapshotDirectory: the folder to keep the test file's references in instead
///   of `__Snapshots__/<TestFile>`; Linux's go in its `Linux/` folder all the same.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil, snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) -> String? {
    Assertion.run(
        value, snapshotting, name: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: String(describing: filePath), testName: testName
    ).failure
}

// The package's spelling before 1.12, `matching:`.

@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: record, timeout: timeout, file: file,
        testName: testName, line: line)
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: record, timeout: timeout, file: file, testName: testName, line: line)
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: record, timeout: timeout, file: file, testName: testName, line: line)
}

@available(*, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)")
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil, snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        timeout: timeout, file: file, testName: testName, line: line)
}

/// One assertion: the reference's name, the record mode, then the strategy's check; a
/// configured diff tool's command ends a failure that wrote a new snapshot.
enum Assertion {
    static func run<Value, Format>(
        _ value: () throws -> Value, _ snapshotting: Snapshotting<Value, Format>, name: String?,
        record: SnapshotTestingConfiguration.Record?, snapshotDirectory: String?, filePath: String, testName: String
    ) -> SnapshotAssertion.Outcome {
        let reference = ReferenceFolder.reference(
            filePath: filePath, testName: testName, name: name, pathExtension: snapshotting.pathExtension,
            snapshotDirectory: snapshotDirectory)
        let mode: SnapshotRecordMode
        do { mode = try SnapshotTestingConfiguration.mode(record) } catch {
            return SnapshotAssertion.Outcome(failure: "\(error)")
        }
        var outcome = snapshotting.check(value, reference, mode)
        if outcome.failure != nil, let tool = SnapshotTestingConfiguration.current?.diffTool, !tool.isDefault,
            let new = outcome.attachments.first
        {
            outcome.failure! += "\n" + tool(currentFilePath: reference.url.path, failedFilePath: new.path)
        }
        return outcome
    }
}
#endif
