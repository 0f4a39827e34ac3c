#if !canImport(Darwin)
import Foundation
import PlumbTesting

extension Snapshotting where Value == String, Format == String {
    /// A string, compared line by line (a failure is a line diff); a `.txt` reference.
    public static var lines: Snapshotting {
        Snapshotting(pathExtension: "txt") { value, reference, mode in
            SnapshotAssertion.run(reference: reference, mode: mode, text: value)
        }
    }
}

extension Snapshotting where Format == String {
    /// The value's `String(describing:)`, compared line by line.
    public static var description: Snapshotting { SimplySnapshotting.lines.pullback { String(describing: $0) } }

    /// The value's structure from its mirror, one stored property a line, indented
    /// (``SnapshotDump``), compared line by line:
    ///
    /// ```
    /// ▿ User
    ///   - id: 1
    ///   - name: "Blobby"
    /// ```
    public static var dump: Snapshotting { SimplySnapshotting.lines.pullback { SnapshotDump.text(of: $0) } }
}

extension Snapshotting where Value: Encodable, Format == String {
    /// The value's JSON, pretty-printed with sorted keys; a `.json` reference.
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return .json(encoder)
    }

    /// The value's JSON as `encoder` writes it; a `.json` reference. A value that cannot be
    /// encoded fails the assertion with the encoder's error.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        Snapshotting(pathExtension: "json") { value, reference, mode in
            SnapshotAssertion.run(reference: reference, mode: mode) {
                String(decoding: try encoder.encode(try value()), as: UTF8.self)
            }
        }
    }
}
#endif
