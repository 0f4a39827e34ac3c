import Foundation

/// Access to the Unicode data files committed in `Data/` next to this file
/// (read via `#filePath`, so they need not be bundle resources).
enum LineBreakTestData {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Data", isDirectory: true)

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The `(first, last, value)` entries of a UCD-style data file
    /// ("XXXX..YYYY;Value # comment").
    static func ranges(_ name: String) throws -> [(first: UInt32, last: UInt32, value: String)] {
        var result: [(first: UInt32, last: UInt32, value: String)] = []
        for rawLine in try text(name).split(separator: "\n", omittingEmptySubsequences: true) {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2, !fields[0].isEmpty else { continue }
            let bounds = fields[0].components(separatedBy: "..")
            guard let first = UInt32(bounds[0], radix: 16),
                let last = UInt32(bounds[bounds.count - 1], radix: 16)
            else { continue }
            result.append((first, last, fields[1]))
        }
        return result
    }
}
