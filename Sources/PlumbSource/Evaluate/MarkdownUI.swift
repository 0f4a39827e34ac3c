import Foundation
import PlumbCore

/// MarkdownUI's `Markdown(_:)` (gonzalezreal/swift-markdown-ui), a remote package no tree
/// holds, drawn as its default theme (`Theme.basic`, `Sources/MarkdownUI/Theme/Theme+Basic.swift`)
/// lays out a document's blocks, in ems of the body text's 17 points:
///
/// - the blocks stand in a leading-aligned `VStack` of spacing 0, each but the first padded on
///   top by the larger of its own top margin and the bottom margin of the block before it
///   (`BlockSequence.swift`); where neither block declares one, SwiftUI's default padding;
/// - a paragraph: its inline Markdown, line spacing 0.15 em, margins 0 and 1 em;
/// - a heading: bold at 2, 1.5, 1.17, 1, 0.83, 0.67 em by level, margins 1.5 em and 1 em;
/// - a fenced code block: monospaced at 0.94 em, line spacing 0.15 em, 1 em of leading padding,
///   margins 0 and 1 em;
/// - a block quote: italic, 2 em of leading and 1 em of trailing padding, no margins;
/// - a list: each item a `Label` whose icon is its marker (`•`, or its number and a full stop)
///   in a frame 1.5 em wide, trailing-aligned (`ListItemView.swift`), items of a tight list
///   with no space between them, the list's margins its items' paragraphs' (0 and 1 em; open);
///   a thematic break: a `Divider` with margins of 2 em.
///
/// What MarkdownUI draws beyond this (tables, images, task lists, nested lists, HTML, themes a
/// view sets with `markdownTheme`) is drawn as paragraphs of its text. None of this applies
/// where the files read declare a `Markdown` of their own.
enum MarkdownBlock: Equatable {
    case paragraph(String)
    case heading(level: Int, text: String)
    case code(String)
    case quote(String)
    case list(items: [String], ordered: Bool, start: Int)
    case rule

    /// The blocks of a Markdown document: ATX headings, fenced code, block quotes, bulleted and
    /// numbered lists, thematic breaks, and paragraphs of the other lines (a soft line break
    /// is a space, as CommonMark renders it).
    static func parse(_ text: String) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var paragraph: [String] = []
        var quote: [String] = []
        var listItems: [String] = []
        var listOrdered = false
        var listStart = 1
        func flush() {
            if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))) }
            if !quote.isEmpty { blocks.append(.quote(quote.joined(separator: " "))) }
            if !listItems.isEmpty { blocks.append(.list(items: listItems, ordered: listOrdered, start: listStart)) }
            paragraph = []
            quote = []
            listItems = []
        }
        let lines = text.components(separatedBy: "\n")
        var i = 0
        while i < lines.count, blocks.count < 10_000 {
            let line = lines[i]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            i += 1
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                flush()
                let fence = String(trimmed.prefix(3))
                var code: [String] = []
                while i < lines.count, !lines[i].trimmingCharacters(in: .whitespaces).hasPrefix(fence) {
                    code.append(lines[i])
                    i += 1
                }
                i += 1
                blocks.append(.code(code.joined(separator: "\n")))
                continue
            }
            if trimmed.isEmpty {
                flush()
                continue
            }
            if let heading = heading(trimmed) {
                flush()
                blocks.append(.heading(level: heading.level, text: heading.text))
                continue
            }
            if trimmed.count >= 3, Set(trimmed.filter { $0 != " " }).count == 1,
                let c = trimmed.first, "-*_".contains(c), paragraph.isEmpty
            {
                flush()
                blocks.append(.rule)
                continue
            }
            if trimmed.hasPrefix(">") {
                if quote.isEmpty { flush() }
                quote.append(String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces))
                continue
            }
            if let item = listItem(trimmed) {
                if listItems.isEmpty || listOrdered != item.ordered {
                    flush()
                    listOrdered = item.ordered
                    listStart = item.number
                }
                listItems.append(item.text)
                continue
            }
            if !listItems.isEmpty, line.hasPrefix(" ") {
                listItems[listItems.count - 1] += " " + trimmed
                continue
            }
            if !listItems.isEmpty || !quote.isEmpty { flush() }
            paragraph.append(trimmed)
        }
        flush()
        return blocks
    }

    static func heading(_ line: String) -> (level: Int, text: String)? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let rest = line.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " else { return nil }
        var text = rest.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("#") { text.removeLast() }
        return (hashes, text.trimmingCharacters(in: .whitespaces))
    }

    static func listItem(_ line: String) -> (ordered: Bool, number: Int, text: String)? {
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
            return (false, 1, String(line.dropFirst(2)))
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        let rest = line.dropFirst(digits.count)
        guard let mark = rest.first, mark == "." || mark == ")", rest.dropFirst().first == " " else { return nil }
        return (true, Int(digits) ?? 1, String(rest.dropFirst(2)))
    }
}

extension Interpreter {
    /// The body text's size MarkdownUI's ems are of.
    static let markdownEm: CGFloat = 17

    /// `Markdown("...")`: the document's blocks, as MarkdownUI's basic theme lays them out; nil
    /// for another call.
    func markdownCall(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        guard name == "Markdown", types[name] == nil, let content = args.takeUnlabeledValue(),
            case .string(let text) = content.value
        else { return nil }
        args.takeAll()
        try countView(at: offset)
        return .views([Interpreter.markdownView(MarkdownBlock.parse(text))])
    }

    static func markdownView(_ blocks: [MarkdownBlock]) -> AnyView {
        let em = markdownEm
        var views: [AnyView] = []
        var previousBottom: CGFloat?
        for (index, block) in blocks.enumerated() {
            let (view, top, bottom) = markdownBlock(block, em: em)
            let spacing = [top, previousBottom].compactMap { $0 }.max()
            views.append(index == 0 ? view : AnyView(view.padding(.top, spacing)))
            previousBottom = bottom
        }
        return AnyView(VStack(alignment: .leading, spacing: 0) { AnyView(_ViewList(views)) })
    }

    /// One block's view and its top and bottom margins (nil: none declared).
    static func markdownBlock(_ block: MarkdownBlock, em: CGFloat) -> (AnyView, CGFloat?, CGFloat?) {
        func inline(_ s: String) -> Text { Text(LocalizedStringKey(s)) }
        switch block {
        case .paragraph(let s):
            return (AnyView(inline(s).lineSpacing(0.15 * em)), 0, em)
        case .heading(let level, let s):
            let sizes: [CGFloat] = [2, 1.5, 1.17, 1, 0.83, 0.67]
            let size = sizes[min(max(level, 1), 6) - 1] * em
            return (AnyView(inline(s).font(.system(size: size, weight: .bold))), 1.5 * em, em)
        case .code(let s):
            let code = Text(verbatim: s).font(.system(size: 0.94 * em, design: .monospaced))
            return (AnyView(code.lineSpacing(0.15 * em).padding(.leading, em)), 0, em)
        case .quote(let s):
            return (AnyView(inline(s).italic().padding(.leading, 2 * em).padding(.trailing, em)), nil, nil)
        case .list(let items, let ordered, let start):
            let rows = items.enumerated().map { n, item in
                AnyView(
                    Label {
                        inline(item)
                    } icon: {
                        Text(verbatim: ordered ? "\(start + n)." : "•").frame(width: 1.5 * em, alignment: .trailing)
                    })
            }
            return (AnyView(VStack(alignment: .leading, spacing: 0) { AnyView(_ViewList(rows)) }), 0, em)
        case .rule:
            return (AnyView(Divider()), 2 * em, 2 * em)
        }
    }
}
