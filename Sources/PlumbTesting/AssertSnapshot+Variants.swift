import Foundation
import Plumb

/// Asserts that `view` matches a reference in each of `variants`, as
/// ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// does for one: the variant's name ends the reference's name (`card.1.dark.png`,
/// `card.1.dark.iphone-se.png`). The variants that fail are reported together, as one issue
/// naming each.
///
/// ```swift
/// @Test func card() {
///     assertSnapshot(
///         of: Card(), as: .image(layout: .device(.iPhone16)),
///         variants: .colorSchemes([.light, .dark]) * .dynamicTypeSizes([.large, .accessibility3]))
/// }
/// ```
///
/// - Parameters:
///   - view: the view to snapshot.
///   - strategy: how to draw or describe it; each variant changes what it sets
///     (``Snapshotting/applying(_:)``).
///   - variants: the variants (``SnapshotVariants``), one reference each.
///   - name: the snapshots' name in their file names; unnamed, the call takes the next number.
///   - record: when to write the references (``SnapshotRecordMode``); `nil`: `PLUMB_RECORD`,
///     else `.missing`.
///   - snapshotDirectory: a folder to keep this test's references in instead of `__Snapshots__`.
///   - fileID: the test file's ID, where a failure is reported (the caller's by default).
///   - filePath: the test file's path: the references live beside it (the caller's by default).
///   - testName: the test's name, the start of each reference's file name (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
public func assertSnapshot<V: View>(
    of view: @autoclosure () throws -> V, as strategy: Snapshotting, variants: SnapshotVariants,
    named name: String? = nil, record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let outcome = SnapshotAssertion.run(
        view, strategy, variants: variants, name: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: String(describing: filePath), testName: testName)
    guard let message = outcome.failure else { return }
    SnapshotContext.fail(
        message, attachments: outcome.attachments, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Compares `view` with its references in each of `variants` as
/// ``assertSnapshot(of:as:variants:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// does, and returns the failure message instead of reporting it: `nil` when every variant matches.
public func verifySnapshot<V: View>(
    of view: @autoclosure () throws -> V, as strategy: Snapshotting, variants: SnapshotVariants,
    named name: String? = nil, record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath, testName: String = #function
) -> String? {
    SnapshotAssertion.run(
        view, strategy, variants: variants, name: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: String(describing: filePath), testName: testName
    ).failure
}

extension SnapshotAssertion {
    /// One view in several variants: a reference each, the failures joined into one outcome.
    static func run<V: View>(
        _ view: () throws -> V, _ strategy: Snapshotting, variants: SnapshotVariants, name: String?,
        record: SnapshotRecordMode?, snapshotDirectory: String?, filePath: String, testName: String
    ) -> Outcome {
        if name == nil && SnapshotContext.isParameterized { return Outcome(failure: parameterizedFailure) }
        let reference = SnapshotReference(
            filePath: filePath, testName: testName, name: name, pathExtension: strategy.pathExtension,
            snapshotDirectory: snapshotDirectory)
        let mode: SnapshotRecordMode
        do { mode = try recordMode(record) } catch { return Outcome(failure: error.description) }
        let value = Result { try view() }
        return joined(
            variants.drawn.map { variant in
                let shown = strategy.applying(variant)
                return (
                    variant,
                    run(reference: reference.variant(variant), mode: mode, strategy: shown) {
                        try shown.render(try value.get())
                    }
                )
            })
    }

    /// The outcomes of one view's variants as one: each failure under its variant's name
    /// (alone, a failure without variants is as it was).
    static func joined(_ outcomes: [(SnapshotVariant, Outcome)], heading: String? = nil) -> Outcome {
        let failed = outcomes.filter { $0.1.failure != nil }
        guard !failed.isEmpty else { return Outcome() }
        var sections: [String] = []
        if let heading {
            let count =
                outcomes.count == 1
                ? ""
                : failed.count == outcomes.count
                    ? " (every variant)" : " (\(failed.count) of \(outcomes.count) variants)"
            sections.append(heading + count + ":")
        }
        for (variant, outcome) in failed {
            let name = variant.name
            sections.append(name.isEmpty ? outcome.failure! : "Variant \(name): " + outcome.failure!)
        }
        return Outcome(failure: sections.joined(separator: "\n"), attachments: failed.flatMap(\.1.attachments))
    }
}
