import Foundation

/// The CSS of an SVG's `<style>` elements, as design tools write it (Illustrator's
/// `.cls-1 { fill: #d4d9d4; }`, Figma's and Inkscape's class and id rules): rules whose
/// selectors are simple selectors (`circle`, `.cls-1`, `#logo`, `path.cls-2`, `*`), each
/// matched against one element, their declarations applied in the cascade's order (CSS
/// Cascading 4 §6: by specificity, then by order in the sheet), after the element's
/// presentation attributes and before its `style` attribute (SVG 2 §6.4, §6.7).
///
/// Selectors with combinators (`g .a`, `a > b`), attribute selectors and pseudo-classes are
/// skipped whole, as is an at-rule (`@media`, `@font-face`): what they would style keeps its
/// attributes.
struct SVGStyleSheet: Sendable {
    struct Selector: Sendable, Equatable {
        var element: String?
        var classes: [String]
        var id: String?

        /// CSS specificity as one comparable number: ids, classes, element names.
        var specificity: Int { (id == nil ? 0 : 10_000) + classes.count * 100 + (element == nil ? 0 : 1) }

        func matches(_ element: SVGElement) -> Bool {
            if let name = self.element, name != element.name { return false }
            if let id, element.attributes["id"] != id { return false }
            if !classes.isEmpty {
                let own = Set(
                    (element.attributes["class"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init))
                if !classes.allSatisfy(own.contains) { return false }
            }
            return true
        }
    }

    struct Rule: Sendable {
        var selector: Selector
        var declarations: [(name: String, value: String)]
        var order: Int
    }

    private(set) var rules: [Rule] = []

    /// The rules of `css`, in the sheet's order.
    init(_ css: String) {
        var text = css
        // Comments, then each `selectors { declarations }`; an at-rule's block is skipped.
        while let open = text.range(of: "/*") {
            let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
            text.removeSubrange(open.lowerBound..<(close?.upperBound ?? text.endIndex))
        }
        var rest = Substring(text)
        var order = 0
        while let open = rest.firstIndex(of: "{"), rules.count < 10_000 {
            let head = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let body = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if head.hasPrefix("@") {
                // `@media ... { a { } }`: skip to the block's end (its inner rules end here).
                if let end = rest.firstIndex(of: "}") { rest = rest[rest.index(after: end)...] }
                continue
            }
            let declarations = Self.declarations(body)
            for part in head.split(separator: ",") {
                guard let selector = Self.selector(part.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                    continue
                }
                rules.append(Rule(selector: selector, declarations: declarations, order: order))
                order += 1
            }
        }
    }

    /// `fill: #fff; stroke: none` as name and value pairs (`!important` dropped).
    static func declarations(_ body: Substring) -> [(name: String, value: String)] {
        body.split(separator: ";").prefix(256).compactMap { declaration in
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let value = parts[1].replacingOccurrences(of: "!important", with: "")
            return (
                parts[0].trimmingCharacters(in: .whitespacesAndNewlines),
                value.trimmingCharacters(in: .whitespacesAndNewlines)
            )
        }
    }

    /// A simple selector (`path.cls-1`, `#id`, `*`), or `nil` for anything else.
    static func selector(_ text: String) -> Selector? {
        guard !text.isEmpty,
            !text.contains(where: { $0.isWhitespace || ">+~[]:()".contains($0) })
        else { return nil }
        var selector = Selector(element: nil, classes: [], id: nil)
        var current = ""
        var kind: Character = "e"
        func flush() -> Bool {
            defer { current = "" }
            switch kind {
            case "e": if !current.isEmpty && current != "*" { selector.element = current }
            case ".": guard !current.isEmpty else { return false }; selector.classes.append(current)
            default: guard !current.isEmpty else { return false }; selector.id = current
            }
            return true
        }
        for c in text {
            if c == "." || c == "#" {
                guard flush() else { return nil }
                kind = c
            } else {
                current.append(c)
            }
        }
        guard flush() else { return nil }
        return selector
    }

    /// The declarations that apply to `element`, in the order they cascade (the last wins).
    func declarations(for element: SVGElement) -> [(name: String, value: String)] {
        rules.filter { $0.selector.matches(element) }
            .sorted { ($0.selector.specificity, $0.order) < ($1.selector.specificity, $1.order) }
            .flatMap(\.declarations)
    }

    /// The sheet of every `<style>` element under `root`.
    static func collect(_ root: SVGElement) -> SVGStyleSheet {
        var css = ""
        var stack = [root]
        var visited = 0
        while let element = stack.popLast(), visited < VectorImage.Limits.steps {
            visited += 1
            if element.name == "style", css.utf8.count < VectorImage.Limits.styleSheet { css += element.text + "\n" }
            stack += element.children.reversed()
        }
        return SVGStyleSheet(css)
    }
}
