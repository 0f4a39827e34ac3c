import Foundation
import Plumb

/// Asserts that every `#Preview` of the test's module (or of the modules named) matches its
/// reference in each variant, recording the references that are missing: one call snapshots
/// every preview.
///
/// ```swift
/// @MainActor @Test func previews() {
///     assertPreviewSnapshots()                                    // light and dark, iPhone 16
///     assertPreviewSnapshots(in: "Onboarding", variants: .colorSchemes([.light, .dark]) * .devices([.iPhone16, .iPhoneSE]))
/// }
/// ```
///
/// Each preview is drawn as its traits say: on the variant's device (an iPhone 16 when the
/// variant names none), at the size that fits (`.sizeThatFitsLayout`: offered the device's
/// screen), in a fixed canvas (`.fixedLayout`), or turned on its side (`.landscapeLeft`), at the
/// device's scale. A preview with arguments is one snapshot per argument.
///
/// The references live in a folder of the test's own, `__Snapshots__/<TestFile>/<test name>/`
/// (or `snapshotDirectory`), one per preview and variant: `<File>.<preview>.<variant>.png`,
/// where `<File>` is the preview's file without `.swift` (after its module's name when several
/// modules are named), `<preview>` its name sanitized as `assertSnapshot` sanitizes names, or for an
/// unnamed preview its number among the file's unnamed previews, from 1 (`Card.1.dark.png`);
/// a name used twice in a file gets `-2`; arguments add `-1`, `-2`...
///
/// Recording modes and failure messages are `assertSnapshot`'s; each preview that fails is
/// one issue, naming the preview and its failing variants. A module without previews fails.
///
/// `PreviewProvider` types are snapshotted too, after the `#Preview`s: each view of their
/// `previews` (each of a `Group`, or of a `ForEach` in one) is a preview named by its
/// `.previewDisplayName`, or numbered, and drawn as its `.previewLayout` and
/// `.previewInterfaceOrientation` say (``Plumb/Preview/previews(of:)``):
/// `Card_Previews.Dark.light.png`. `.previewDevice` does not choose the device: the variants do.
///
/// Previews are found through the records `#Preview` leaves (``Plumb/Preview/registrations(inModule:)``)
/// and the runtime's conformance records (``Plumb/Preview/providers(inModule:)``), on ELF
/// platforms (Linux, Android).
///
/// - Parameters:
///   - modules: the modules whose previews to snapshot; none: the test's own (its `#fileID`'s).
///   - variants: the variants (``SnapshotVariants``), one reference each: light and dark by default.
///   - precision: the share of pixels that must match, in [0, 1].
///   - perceptualPrecision: how close a pixel's colour must be to match, in [0, 1].
///   - images: the pixels of named images; images without pixels draw as placeholders.
///   - record: when to write the references (``SnapshotRecordMode``); `nil`: `PLUMB_RECORD`,
///     else `.missing`.
///   - snapshotDirectory: a folder to keep the references in instead of `__Snapshots__`.
///   - fileID: the test file's ID: its module is the default module, and failures are
///     reported there (the caller's by default).
///   - filePath: the test file's path: the references live beside it (the caller's by default).
///   - testName: the test's name, the references' folder (the caller's by default).
///   - line: the line a failure is reported at (the caller's by default).
///   - column: the column a failure is reported at (the caller's by default).
@MainActor
public func assertPreviewSnapshots(
    in modules: String..., variants: SnapshotVariants = .lightAndDark, precision: Double = 1,
    perceptualPrecision: Double = 1, images: ImageLibrary = ImageLibrary(), record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    let outcomes = PreviewSnapshots.run(
        modules: modules, variants: variants,
        strategy: .image(precision: precision, perceptualPrecision: perceptualPrecision, images: images),
        record: record, snapshotDirectory: snapshotDirectory, fileID: String(describing: fileID),
        filePath: String(describing: filePath), testName: testName)
    for outcome in outcomes {
        guard let message = outcome.failure else { continue }
        SnapshotContext.fail(
            message, attachments: outcome.attachments, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Compares every `#Preview` of the test's module (or of the modules named) with its
/// references as ``assertPreviewSnapshots(in:variants:precision:perceptualPrecision:images:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// does, and returns the failures instead of reporting them: one message per failing
/// preview, none when every preview matches.
@MainActor
public func verifyPreviewSnapshots(
    in modules: String..., variants: SnapshotVariants = .lightAndDark, precision: Double = 1,
    perceptualPrecision: Double = 1, images: ImageLibrary = ImageLibrary(), record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function
) -> [String] {
    PreviewSnapshots.run(
        modules: modules, variants: variants,
        strategy: .image(precision: precision, perceptualPrecision: perceptualPrecision, images: images),
        record: record, snapshotDirectory: snapshotDirectory, fileID: String(describing: fileID),
        filePath: String(describing: filePath), testName: testName
    ).compactMap(\.failure)
}

extension PreviewSnapshots {
    /// The folder of one test's preview references: `__Snapshots__/<TestFile>/<test name>/`
    /// beside the test file, or `snapshotDirectory`.
    static func folder(filePath: String, testName: String, snapshotDirectory: String?) -> URL {
        if let snapshotDirectory { return URL(fileURLWithPath: snapshotDirectory, isDirectory: true) }
        return SnapshotReference.folder(besideTestFile: filePath)
            .appendingPathComponent(SnapshotReference.sanitized(testName), isDirectory: true)
    }

    /// Records or compares every preview of `modules` (the caller's module when empty) in
    /// every variant: one outcome per preview's view.
    @MainActor static func run(
        modules: [String], variants: SnapshotVariants, strategy: Snapshotting, record: SnapshotRecordMode?,
        snapshotDirectory: String?, fileID: String, filePath: String, testName: String
    ) -> [SnapshotAssertion.Outcome] {
        let callerModule = String(fileID.prefix { $0 != "/" })
        let modules = modules.isEmpty ? [callerModule] : modules
        let mode: SnapshotRecordMode
        do { mode = try SnapshotAssertion.recordMode(record) } catch {
            return [SnapshotAssertion.Outcome(failure: error.description)]
        }
        let snapshots = plan(modules: modules)
        guard !snapshots.isEmpty else {
            var message =
                "No #Preview was found in \(modules.joined(separator: ", ")) (module\(modules.count > 1 ? "s" : ""))."
            #if !objectFormat(ELF)
            message += " Previews are found at run time on ELF platforms only (Linux, Android)."
            #endif
            return [SnapshotAssertion.Outcome(failure: message)]
        }
        let folder = self.folder(filePath: filePath, testName: testName, snapshotDirectory: snapshotDirectory)
        return snapshots.map { snapshot in
            let reference = SnapshotReference(
                url: folder.appendingPathComponent("\(snapshot.stem).\(strategy.pathExtension)"))
            return SnapshotAssertion.joined(
                variants.drawn.map { variant in
                    let shown = snapshot.strategy(strategy, variant)
                    let outcome = SnapshotAssertion.run(
                        reference: reference.variant(variant), mode: mode, strategy: shown
                    ) { try shown.render(snapshot.makeView()) }
                    return (variant, outcome)
                }, heading: snapshot.title)
        }
    }
}
