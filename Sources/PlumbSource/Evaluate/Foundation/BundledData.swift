import Foundation

/// Foundation's `Data`, and the text of files bundled with the app: what a preview's mock
/// data is loaded with before it is decoded (`JSONDecoding.swift`).
///
/// ```swift
/// let url = Bundle.module.url(forResource: "lines", withExtension: "json")!
/// let data = try Data(contentsOf: url)            // or String(contentsOf: url, encoding: .utf8)
/// ```
///
/// Only files the bundle holds are read (``AppResources/bundledFile(named:)``: below the
/// module's resource roots), each up to 8 MiB; any other URL (another file, the network)
/// throws, as a missing file does in Swift, so `try?` gives nil.
extension Interpreter {
    /// `Data(contentsOf:)`, `Data(_:)` of text or its `utf8` view, `Data()`.
    static let bundledDataValues: [ValueEntry] = [
        .init("Data", binding: .swift) { i, a, at throws(Diagnostic) in
            if let source = a.take("contentsOf") {
                a.takeAll()
                return .foundation(Data(try i.bundledBytes(source.value, at: source.offset)))
            }
            guard let e = a.takeUnlabeled() else {
                a.takeAll()
                return .foundation(Data())
            }
            a.takeAll()
            switch e.value {
            case .string(let text): return .foundation(Data(text.utf8))
            case .foundation(let data as Data): return .foundation(data)
            case .stub: return e.value
            default: return .foundation(Data(try i.byteArray(e.value, at: e.offset)))
            }
        }
    ]

    /// The bytes of the bundled file `location` names (a file URL or a path).
    func bundledBytes(_ location: Value, at offset: Int) throws(Diagnostic) -> [UInt8] {
        let path: String
        switch location {
        case .foundation(let url as URL) where url.isFileURL: path = url.path
        case .string(let text): path = text
        default:
            throw thrownError("The file \(try describe(location, at: offset)) couldn't be opened", at: offset)
        }
        guard resources.bundledFiles.values.contains(path) else {
            throw thrownError("The file '\((path as NSString).lastPathComponent)' couldn't be opened", at: offset)
        }
        do { return try ResourceFiles.read(path, limit: ResourceFiles.maximumTextBytes) } catch {
            throw thrownError("The file '\((path as NSString).lastPathComponent)' couldn't be read", at: offset)
        }
    }

    /// An array of byte values (`[0x7B, 0x7D]`).
    private func byteArray(_ v: Value, at offset: Int) throws(Diagnostic) -> [UInt8] {
        guard case .array(let items) = v else { throw error("expected Data's bytes, found \(v.kind)", at: offset) }
        var bytes: [UInt8] = []
        for item in items.prefix(ResourceFiles.maximumTextBytes) {
            bytes.append(UInt8(truncatingIfNeeded: try int(item, at: offset)))
        }
        return bytes
    }

    /// `String(contentsOf:encoding:)`, `String(contentsOfFile:encoding:)`, `String(data:encoding:)`
    /// (UTF-8 whatever the encoding named); nil for another `String(...)`.
    func stringFromData(_ a: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        if let source = a.take("contentsOf") ?? a.take("contentsOfFile") {
            a.takeAll()
            let bytes = try bundledBytes(source.value, at: source.offset)
            guard let text = String(bytes: bytes, encoding: .utf8) else {
                throw thrownError("The file couldn't be read as UTF-8", at: offset)
            }
            return .string(text)
        }
        // (`String(bytes:encoding:)` of a `Data` reads as `String(data:encoding:)`.)
        if let source = a.take("data") ?? a.take("bytes") {
            a.takeAll()
            switch source.value {
            case .foundation(let data as Data):
                return String(data: data, encoding: .utf8).map { .string($0) } ?? Value.none
            case .stub: return source.value
            default: throw error("expected Data, found \(source.value.kind)", at: source.offset)
            }
        }
        return nil
    }

    /// `text.data(using: .utf8)` (an optional `Data`); nil for another method.
    func stringDataCall(_ name: String, on text: String, _ args: inout Arguments) -> Value? {
        guard name == "data", args.entries.contains(where: { $0.label == "using" }) else { return nil }
        args.takeAll()
        return .foundation(Data(text.utf8))
    }

    /// `data.count`, `data.isEmpty`; nil for another member.
    func dataMember(_ name: String, of data: Data) -> Value? {
        switch name {
        case "count": return .int(data.count)
        case "isEmpty": return .bool(data.isEmpty)
        default: return nil
        }
    }
}
