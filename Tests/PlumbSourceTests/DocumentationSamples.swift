import Foundation

/// The ```swift code samples of Markdown documents (README.md, the DocC articles), made into
/// Swift files the compiler can type-check against the built modules.
///
/// A sample is what a reader copies: imports, declarations and top-level statements mixed, as
/// in a `main.swift`. Each document becomes one file: its imports first, its declarations (and
/// `#Preview`s) at file scope (so a later sample may use a view an earlier one declared, as
/// readers expect), and each sample's statements in a function of their own (`async throws`,
/// so `try` and `await` read as written). `#sourceLocation` lines point every diagnostic at the document's
/// own line: `README.md:12:5: error: ...`.
///
/// An HTML comment on the line before a block (invisible on GitHub and in DocC) changes what
/// is compiled:
/// - `<!-- sample: skip (why) -->`: not compiled (a manifest excerpt, a fragment);
/// - `<!-- sample: stub Card, LoginView -->`: those names are declared as empty views, for a
///   sample about a view the reader already has.
/// Directives are separated by `;`. Any other comment beginning `sample:` is an error, so a
/// typo cannot silently skip a sample.
struct CodeSample: Equatable {
    /// The document's path as diagnostics name it (relative to the repository).
    var document: String
    /// The 1-based line of the sample's first code line in the document.
    var line: Int
    var lines: [String]
    var skipReason: String?
    var stubs: [String] = []
}

enum DocumentationSamples {
    struct MarkerError: Error, CustomStringConvertible {
        var description: String
    }

    /// The ```swift blocks of `text`, with their markers.
    static func samples(in text: String, document: String) throws -> [CodeSample] {
        let lines = text.components(separatedBy: "\n")
        var samples: [CodeSample] = []
        var marker: (line: Int, directives: String)?
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("<!--"), line.hasSuffix("-->") {
                let body = line.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
                if body.hasPrefix("sample:") { marker = (index + 1, String(body.dropFirst("sample:".count))) }
                index += 1
                continue
            }
            if line.hasPrefix("```") {
                let info = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                var end = index + 1
                while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") { end += 1 }
                if info == "swift" {
                    var sample = CodeSample(
                        document: document, line: index + 2, lines: Array(lines[(index + 1)..<min(end, lines.count)]))
                    if let marker { try apply(marker.directives, to: &sample, at: marker.line) }
                    samples.append(sample)
                } else if let marker {
                    throw MarkerError(
                        description: "\(document):\(marker.line): a sample marker before a block that is not ```swift")
                }
                marker = nil
                index = end + 1
                continue
            }
            if !line.isEmpty, let pending = marker {
                throw MarkerError(
                    description: "\(document):\(pending.line): a sample marker not followed by a code block")
            }
            index += 1
        }
        return samples
    }

    private static func apply(_ directives: String, to sample: inout CodeSample, at line: Int) throws {
        for directive in directives.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if directive == "skip" || directive.hasPrefix("skip ") {
                let reason = directive.dropFirst(4).trimmingCharacters(in: CharacterSet(charactersIn: " ()"))
                guard !reason.isEmpty else {
                    throw MarkerError(description: "\(sample.document):\(line): `skip` needs a reason: skip (why)")
                }
                sample.skipReason = reason
            } else if directive.hasPrefix("stub ") {
                sample.stubs += directive.dropFirst(5).split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            } else {
                throw MarkerError(
                    description:
                        "\(sample.document):\(line): unknown sample directive '\(directive)' (use skip (why) or stub NAME, ...)"
                )
            }
        }
    }

    /// One Swift file compiling every sample of one document that is not skipped.
    static func program(for samples: [CodeSample]) -> String {
        var imports: [String] = [], declarations: [String] = [], functions: [String] = []
        var stubs: [String] = []
        for (number, sample) in samples.enumerated() where sample.skipReason == nil {
            for stub in sample.stubs where !stubs.contains(stub) { stubs.append(stub) }
            var statements: [String] = []
            for chunk in chunks(of: sample) {
                let located =
                    ["#sourceLocation(file: \"\(sample.document)\", line: \(chunk.line))"] + chunk.lines
                    + ["#sourceLocation()"]
                switch chunk.kind {
                case .imports:
                    imports += chunk.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                        !$0.isEmpty && !$0.hasPrefix("//")
                    }
                case .declaration: declarations += located
                case .statements: statements += located
                }
            }
            if !statements.isEmpty {
                functions += ["func sample\(number + 1)() async throws {"] + statements + ["}"]
            }
        }
        var seen = Set<String>()
        let uniqueImports = imports.map { $0.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces) }
            .filter { seen.insert($0).inserted }
        let stubDeclarations = stubs.map { "struct \($0): View { var body: some View { Text(\"\($0)\") } }" }
        return (uniqueImports + stubDeclarations + declarations + functions).joined(separator: "\n") + "\n"
    }

    struct Chunk: Equatable {
        enum Kind: Equatable { case imports, declaration, statements }
        var kind: Kind
        var line: Int
        var lines: [String]
    }

    /// A sample cut into top-level pieces: a piece starts at a line in column 0 and takes the
    /// indented lines after it, and lines that close or continue it (`}`, `)`, `]`, `.`,
    /// `"""`), and every line of a multi-line string literal; comments and attribute lines in
    /// column 0 go with the piece below them (a `///` or `@MainActor` with its struct).
    static func chunks(of sample: CodeSample) -> [Chunk] {
        var chunks: [Chunk] = []
        var pendingComments: [String] = []
        var pendingLine = 0
        var inMultilineString = false
        for (offset, line) in sample.lines.enumerated() {
            let number = sample.line + offset
            defer {
                if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultilineString.toggle() }
            }
            if inMultilineString, !chunks.isEmpty {
                chunks[chunks.count - 1].lines.append(line)
                continue
            }
            let startsInColumnZero = !line.isEmpty && !line.first!.isWhitespace
            let continues = ["}", ")", "]", ".", "\"\"\""].contains { line.hasPrefix($0) }
            if startsInColumnZero && (line.hasPrefix("//") || line.hasPrefix("@") && withoutAttributes(line).isEmpty) {
                if pendingComments.isEmpty { pendingLine = number }
                pendingComments.append(line)
                continue
            }
            if startsInColumnZero && !continues || chunks.isEmpty {
                let kind = classify(line)
                chunks.append(
                    Chunk(
                        kind: kind, line: pendingComments.isEmpty ? number : pendingLine,
                        lines: pendingComments + [line]))
            } else {
                chunks[chunks.count - 1].lines += pendingComments + [line]
            }
            pendingComments = []
        }
        if !pendingComments.isEmpty, !chunks.isEmpty { chunks[chunks.count - 1].lines += pendingComments }
        return chunks.filter { !$0.lines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty } }
    }

    private static func classify(_ line: String) -> Chunk.Kind {
        if line.hasPrefix("import ") || line.hasPrefix("@testable import ") { return .imports }
        let words = withoutAttributes(line).split(separator: " ").map(String.init)
            .drop { ["public", "private", "fileprivate", "internal", "final", "nonisolated"].contains($0) }
        let introducers = ["struct", "class", "enum", "extension", "protocol", "func", "actor", "typealias"]
        // `#Preview` declares its preview at file scope, as view files write it.
        if words.first?.hasPrefix("#Preview") == true { return .declaration }
        return words.first.map(introducers.contains) == true ? .declaration : .statements
    }

    /// `line` without its leading attributes (`@MainActor`, `@Test("a name") `).
    static func withoutAttributes(_ line: String) -> Substring {
        var rest = Substring(line)
        while rest.hasPrefix("@") {
            rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
            if rest.hasPrefix("(") {
                var depth = 0
                var end = rest.startIndex
                for index in rest.indices {
                    if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1 }
                    if depth == 0 { end = rest.index(after: index); break }
                }
                rest = rest[end...]
            }
            rest = rest.drop { $0 == " " }
        }
        return rest
    }
}
