#if objectFormat(ELF)
internal import SwiftShims  // MetadataSections, the layout of the runtime's section table.
#endif

/// A preview declared with `#Preview`: each expansion declares one type conforming to this
/// protocol, named uniquely by the compiler, with where the macro was written and how to
/// make the preview.
///
/// Find them with ``Preview/registrations(inModule:)``.
public protocol PreviewRegistration {
    /// The file the preview is declared in, as `#fileID` gives it: `Module/File.swift`.
    static var fileID: String { get }
    /// The line of the preview's `#Preview`.
    static var line: Int { get }
    /// The column of the preview's `#Preview`.
    static var column: Int { get }
    /// The preview, with its body's arguments as written.
    @MainActor static func makePreview() -> Preview
}

extension PreviewRegistration {
    /// The module the preview is declared in: `fileID` up to its `/`.
    public static var moduleName: String { String(fileID.prefix { $0 != "/" }) }
}

extension Preview {
    /// The previews `#Preview` declared in the code of this process (the test's module and
    /// the modules it links), in order of file and line; only those of `module` when given.
    ///
    /// Each expansion leaves a record in the `swift5_tests` section, the section Swift
    /// Testing keeps its tests in (a kind of its own, `'plmb'`, that Swift Testing skips), and
    /// this walks the sections the Swift runtime registered, as Swift Testing does to find
    /// tests. That needs Swift 6.3's `@section` and an ELF platform (Linux, Android, the
    /// BSDs); elsewhere the list is empty, and the previews are still declared and compile.
    public static func registrations(inModule module: String? = nil) -> [any PreviewRegistration.Type] {
        PreviewRecords.all()
            .filter { module == nil || $0.moduleName == module }
            .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }
}

/// The function a preview's record calls to hand over its registration: its arguments are
/// those of Swift Testing's test content record accessors (where to write the value, the
/// type the caller expects, a hint, a reserved word).
public typealias __PreviewRecordAccessor =
    @convention(c) (
        _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt
    ) -> Bool

/// A preview's record in the `swift5_tests` section, laid out as Swift Testing's test content
/// records are (its `Documentation/ABI/TestContent.md`): the kind `'plmb'`, a reserved word,
/// the accessor, a context word and a reserved word. `#Preview`'s expansion declares one; it
/// is not API.
public typealias __PreviewRecord = (
    kind: UInt32, reserved1: UInt32, accessor: __PreviewRecordAccessor, context: UInt, reserved2: UInt
)

/// What a preview record's accessor does: writes `registration` to `outValue` as an
/// `any PreviewRegistration.Type` if that is the type the caller asks for (`type`), and says
/// whether it did. Called from `#Preview`'s expansion; not API.
public func __accessPreviewRecord<Registration: PreviewRegistration>(
    _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ registration: Registration.Type
) -> Bool {
    guard type.load(as: Any.Type.self) == (any PreviewRegistration.Type).self else { return false }
    outValue.initializeMemory(as: (any PreviewRegistration.Type).self, repeating: registration, count: 1)
    return true
}

/// Reads the preview records of every image the Swift runtime knows.
enum PreviewRecords {
    /// `'plmb'`, the records' kind.
    static let kind: UInt32 = 0x706c_6d62

    #if objectFormat(ELF)
    /// Every preview's registration type, in the order of the sections and records.
    static func all() -> [any PreviewRegistration.Type] {
        MetadataSectionTables.all().flatMap { table -> [any PreviewRegistration.Type] in
            // Version 4 added `swift5_tests`; older tables stop before it.
            guard table.load(as: UInt.self) >= 4 else { return [] }
            let range = table.load(as: MetadataSections.self).swift5_tests
            guard let start = UnsafeRawPointer(bitPattern: range.start), range.length > 0 else { return [] }
            return registrations(in: UnsafeRawBufferPointer(start: start, count: Int(clamping: range.length)))
        }
    }

    /// The registrations of one `swift5_tests` section's preview records.
    static func registrations(in section: UnsafeRawBufferPointer) -> [any PreviewRegistration.Type] {
        let stride = MemoryLayout<__PreviewRecord>.stride
        guard let base = section.baseAddress else { return [] }
        return (0..<section.count / stride).compactMap { index in
            let record = (base + index * stride).load(as: __PreviewRecord.self)
            guard record.kind == kind else { return nil }
            return withUnsafeTemporaryAllocation(of: (any PreviewRegistration.Type).self, capacity: 1) { buffer in
                withUnsafePointer(to: (any PreviewRegistration.Type).self as Any.Type) { type in
                    guard let out = buffer.baseAddress, record.accessor(out, type, nil, 0) else { return nil }
                    return out.move()
                }
            }
        }
    }
    #else
    static func all() -> [any PreviewRegistration.Type] { [] }
    #endif
}

#if objectFormat(ELF)
/// The metadata section tables (`MetadataSections`) of every image the Swift runtime has
/// registered: one per executable or library, each in the image's own memory.
enum MetadataSectionTables {
    static func all() -> [UnsafeRawPointer] {
        var tables: [UnsafeRawPointer] = []
        withUnsafeMutablePointer(to: &tables) { context in
            swift_enumerateAllMetadataSections(
                { table, context in
                    context.assumingMemoryBound(to: [UnsafeRawPointer].self).pointee.append(table)
                    return true
                }, context)
        }
        return tables
    }
}

/// The Swift runtime's list of every loaded image's metadata sections (exported by the
/// runtime on ELF platforms, and how Swift Testing finds tests there).
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)
#endif
