import Foundation

/// What Plumb reads of XcodeGen's `project.yml` (the `.xcodeproj` is made from it and is not
/// committed): the local Swift packages it references by path, the other projects it
/// references, and each target's source folders. XcodeGen's documentation
/// (`Docs/ProjectSpec.md`): `packages: NAME: path: ../Local` is a local package;
/// `projectReferences: NAME: path: ../Other/Other.xcodeproj` another project, whose targets
/// are named `NAME/Target` in `dependencies`; `targets: NAME: sources:` a list of paths or of
/// `- path:` entries, relative to the spec's folder. Files the spec `include:`s are read too.
///
/// The spec is YAML. Plumb reads the block style these keys are written in (maps by
/// indentation, `- ` list items, comments, quoted scalars); a flow-style value (`{ ... }`,
/// `[ ... ]`) is kept as its text. Anything else is skipped, never an error.
struct XcodeGenSpec {
    /// The names XcodeGen's spec file takes.
    static let fileNames = ["project.yml", "project.yaml"]

    /// Local packages, by name: their folders, absolute.
    var localPackages: [(name: String, folder: String)] = []
    /// Referenced projects, by name: the `.xcodeproj` paths, absolute.
    var projectReferences: [(name: String, path: String)] = []
    /// Targets, by name: their source folders and files, absolute.
    var targets: [String: [String]] = [:]

    /// The spec at `path` and the files it includes (at most 16, a megabyte each).
    static func read(_ path: String) -> XcodeGenSpec {
        var spec = XcodeGenSpec()
        var pending = [path], seen: Set<String> = []
        while let file = pending.popLast(), seen.count < 16 {
            guard seen.insert(file).inserted, let data = FileManager.default.contents(atPath: file),
                data.count < 1 << 20, let text = String(data: data, encoding: .utf8)
            else { continue }
            let folder = (file as NSString).deletingLastPathComponent
            func absolute(_ relative: String) -> String {
                ((folder as NSString).appendingPathComponent(relative) as NSString).standardizingPath
            }
            guard case .map(let root) = YAMLBlock.parse(text) else { continue }
            for (key, value) in root {
                switch (key, value) {
                case ("packages", .map(let packages)):
                    for (name, package) in packages {
                        if let path = package["path"]?.scalar { spec.localPackages.append((name, absolute(path))) }
                    }
                case ("projectReferences", .map(let references)):
                    for (name, reference) in references {
                        if let path = reference["path"]?.scalar {
                            spec.projectReferences.append((name, absolute(path)))
                        }
                    }
                case ("targets", .map(let targets)):
                    for (name, target) in targets {
                        let sources = target["sources"]?.list ?? target["sources"].map { [$0] } ?? []
                        spec.targets[name, default: []] += sources.compactMap { ($0.scalar ?? $0["path"]?.scalar) }
                            .map(absolute)
                    }
                case ("include", .list(let includes)):
                    pending += includes.compactMap { ($0.scalar ?? $0["path"]?.scalar) }.map(absolute)
                default:
                    break
                }
            }
        }
        return spec
    }
}

/// A YAML document in block style, as far as ``XcodeGenSpec`` needs: maps (in order), lists
/// and scalars.
indirect enum YAMLBlock {
    case scalar(String)
    case list([YAMLBlock])
    case map([(String, YAMLBlock)])

    var scalar: String? { if case .scalar(let s) = self { s } else { nil } }
    var list: [YAMLBlock]? { if case .list(let l) = self { l } else { nil } }
    subscript(key: String) -> YAMLBlock? {
        if case .map(let entries) = self { return entries.first { $0.0 == key }?.1 }
        return nil
    }

    /// The document in `text`; lines it cannot read are skipped.
    static func parse(_ text: String) -> YAMLBlock {
        var lines: [(indent: Int, text: Substring)] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(100_000) {
            let line = withoutComment(raw)
            let content = line.drop { $0 == " " }
            guard !content.isEmpty, content != "---", content != "..." else { continue }
            lines.append((line.count - content.count, content))
        }
        var index = 0
        return block(&lines[...], &index, indent: lines.first?.indent ?? 0, depth: 0)
    }

    /// The line without a ` #` comment (outside quotes) and trailing spaces.
    static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for i in line.indices {
            let c = line[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "#" && (previous == " " || previous == "\t") {
                return trimmed(line[..<i])
            }
            previous = c
        }
        return trimmed(line)
    }

    static func trimmed(_ s: Substring) -> Substring {
        var end = s.endIndex
        while end > s.startIndex, s[s.index(before: end)] == " " || s[s.index(before: end)] == "\t" {
            end = s.index(before: end)
        }
        return s[..<end]
    }

    /// The node whose lines start at `index` with `indent`: a list if they begin with `- `,
    /// else a map.
    static func block(
        _ lines: inout ArraySlice<(indent: Int, text: Substring)>, _ index: inout Int, indent: Int, depth: Int
    )
        -> YAMLBlock
    {
        guard depth < 64, index < lines.count else { return .map([]) }
        let start = lines.startIndex
        if lines[start + index].text.hasPrefix("- ") || lines[start + index].text == "-" {
            var items: [YAMLBlock] = []
            while index < lines.count, lines[start + index].indent == indent,
                lines[start + index].text.hasPrefix("-")
            {
                let rest = lines[start + index].text.dropFirst().drop { $0 == " " }
                let itemIndent = indent + (lines[start + index].text.count - rest.count)
                if rest.isEmpty {
                    index += 1
                    items.append(nested(&lines, &index, above: indent, depth: depth))
                } else if keyValue(rest) != nil {
                    // `- path: X` and the keys under it: a map item.
                    lines[start + index] = (itemIndent, rest)
                    items.append(block(&lines, &index, indent: itemIndent, depth: depth + 1))
                } else {
                    items.append(.scalar(unquoted(rest)))
                    index += 1
                }
            }
            return .list(items)
        }
        var entries: [(String, YAMLBlock)] = []
        while index < lines.count, lines[start + index].indent == indent {
            guard let (key, value) = keyValue(lines[start + index].text) else {
                index += 1
                continue
            }
            index += 1
            if value.isEmpty {
                entries.append((key, nested(&lines, &index, above: indent, depth: depth)))
            } else {
                entries.append((key, .scalar(unquoted(value))))
                // A flow-style value's lines (`attributes: {` ... `}`): kept as the first line's text.
                while index < lines.count, lines[start + index].indent > indent { index += 1 }
            }
        }
        return .map(entries)
    }

    /// The node under a `key:` or `-` line: the lines indented more than `above` (a list may
    /// sit at the key's own indentation, as YAML allows), or an empty scalar.
    static func nested(
        _ lines: inout ArraySlice<(indent: Int, text: Substring)>, _ index: inout Int, above: Int, depth: Int
    )
        -> YAMLBlock
    {
        guard index < lines.count else { return .scalar("") }
        let next = lines[lines.startIndex + index]
        if next.indent > above || (next.indent == above && next.text.hasPrefix("- ")) {
            let node = block(&lines, &index, indent: next.indent, depth: depth + 1)
            // Lines indented deeper than the node's own but not part of it: skipped.
            while index < lines.count, lines[lines.startIndex + index].indent > above,
                lines[lines.startIndex + index].indent != next.indent
            {
                index += 1
            }
            return node
        }
        return .scalar("")
    }

    /// `key: value` (the value empty for `key:`), the key unquoted; nil for a line without one.
    static func keyValue(_ text: Substring) -> (String, Substring)? {
        var quote: Character?
        for i in text.indices {
            let c = text[i]
            if let q = quote {
                if c == q { quote = nil }
                continue
            }
            if c == "\"" || c == "'" {
                quote = c
                continue
            }
            guard c == ":" else { continue }
            let after = text.index(after: i)
            guard after == text.endIndex || text[after] == " " else { continue }
            let key = unquoted(trimmed(text[..<i]))
            guard !key.isEmpty else { return nil }
            return (key, text[after...].drop { $0 == " " })
        }
        return nil
    }

    static func unquoted(_ s: Substring) -> String {
        if s.count >= 2, let first = s.first, first == "\"" || first == "'", s.last == first {
            return String(s.dropFirst().dropLast())
        }
        return String(s)
    }
}
