/// The lines two texts differ in, as a unified diff shows them: `-` for a line of the
/// reference only, `+` for one of the new text only, two lines of context around each change.
///
/// The common head and tail are set aside, then the longest common subsequence of what is
/// left (dynamic programming) decides which lines stayed; a middle too large for that
/// (over four million line pairs) is shown as removed, then added.
struct LineDiff {
    enum Line: Equatable {
        case same(String), removed(String), added(String)
    }

    let lines: [Line]

    init(reference: String, new: String) {
        // A final line break ends the last line; it does not start an empty one.
        func split(_ text: String) -> [String] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.count > 1 && lines.last == "" { lines.removeLast() }
            return lines
        }
        let a = split(reference), b = split(new)
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let x = Array(a[head..<(a.count - tail)]), y = Array(b[head..<(b.count - tail)])
        var middle: [Line] = []
        if x.count * y.count <= 4_000_000 {
            // lcs[i][j]: the longest common subsequence of x[i...] and y[j...].
            let width = y.count + 1
            var lcs = [Int32](repeating: 0, count: (x.count + 1) * width)
            for i in stride(from: x.count - 1, through: 0, by: -1) {
                for j in stride(from: y.count - 1, through: 0, by: -1) {
                    lcs[i * width + j] =
                        x[i] == y[j]
                        ? lcs[(i + 1) * width + j + 1] + 1 : max(lcs[(i + 1) * width + j], lcs[i * width + j + 1])
                }
            }
            var i = 0, j = 0
            while i < x.count || j < y.count {
                if i < x.count, j < y.count, x[i] == y[j] {
                    middle.append(.same(x[i])); i += 1; j += 1
                } else if i < x.count, j == y.count || lcs[(i + 1) * width + j] >= lcs[i * width + j + 1] {
                    middle.append(.removed(x[i])); i += 1
                } else {
                    middle.append(.added(y[j])); j += 1
                }
            }
        } else {
            middle = x.map(Line.removed) + y.map(Line.added)
        }
        lines = a[..<head].map(Line.same) + middle + a[(a.count - tail)...].map(Line.same)
    }

    /// Whether the texts are the same.
    var isEmpty: Bool { !lines.contains(where: \.isChange) }

    /// The changed lines with `context` lines around them, `@@ line N @@` before each hunk
    /// (N: the reference's line number), at most `limit` lines, then how many were left out.
    func formatted(context: Int = 2, limit: Int = 40) -> String {
        var show = [Bool](repeating: false, count: lines.count)
        for (k, line) in lines.enumerated() where line.isChange {
            for c in max(0, k - context)...min(lines.count - 1, k + context) { show[c] = true }
        }
        var out: [String] = []
        var referenceLine = 1, shown = 0, omitted = 0, previousShown = false
        for (k, line) in lines.enumerated() {
            defer { if case .added = line {} else { referenceLine += 1 } }
            guard show[k] else { previousShown = false; continue }
            if shown >= limit { omitted += 1; continue }
            if !previousShown { out.append("@@ line \(referenceLine) @@") }
            previousShown = true
            shown += 1
            switch line {
            case .same(let s): out.append("  " + s)
            case .removed(let s): out.append("- " + s)
            case .added(let s): out.append("+ " + s)
            }
        }
        if omitted > 0 { out.append("… \(omitted) more lines") }
        return out.joined(separator: "\n")
    }

}

extension LineDiff.Line {
    var isChange: Bool {
        if case .same = self { return false }
        return true
    }
}
