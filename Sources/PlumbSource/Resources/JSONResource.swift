import Foundation

/// Why a resource file was not used: said in the warning that names the file.
struct ResourceProblem: Error, ExpressibleByStringLiteral, CustomStringConvertible {
    let reason: String
    init(_ reason: String) { self.reason = reason }
    init(stringLiteral value: String) { self.reason = value }
    var description: String { reason }
}

/// JSON resource files (`Contents.json`, `.xcstrings`) read with Foundation's parser, which
/// rejects malformed text and nesting deeper than its limit with an error, never a trap.
enum JSONResource {
    /// The top-level object of `bytes` (a UTF-8 byte-order mark skipped), `nil` when the text
    /// is not a JSON object.
    static func object(_ bytes: [UInt8]) -> [String: Any]? {
        var data = Data(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { data = data.dropFirst(3) }
        guard !data.isEmpty else { return nil }
        return (try? JSONSerialization.jsonObject(with: data, options: [])) as? [String: Any]
    }
}
