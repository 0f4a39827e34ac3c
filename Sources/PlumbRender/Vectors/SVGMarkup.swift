import Foundation

/// An element of an SVG file: its name (without a namespace prefix), attributes and child
/// elements. Text, comments, processing instructions and the doctype are not kept.
struct SVGElement: Sendable {
    /// The local name: `svg`, `g`, `path`...
    var name: String
    /// Attributes by local name (`xlink:href` is `href`), entities replaced.
    var attributes: [String: String]
    /// Child elements, in order.
    var children: [SVGElement]
    /// The character data of a `<style>` element (its CSS, CDATA sections included); empty
    /// for every other element, whose text SVG images do not draw.
    var text = ""
}

/// Reads the elements of an XML file, for SVG images: a small tokenizer instead of an XML
/// library, so that no entity is expanded (the five predefined ones and character references
/// are; a doctype's own entities are not: "billion laughs" cannot happen), no file or network
/// is touched, and nesting and element counts stop at ``VectorImage/Limits``.
///
/// Malformed markup is read as far as it makes sense: an unclosed element ends at the end of
/// the file, a stray end tag closes the elements up to its match or is ignored.
struct SVGMarkup {
    private let bytes: [UInt8]
    private var i = 0
    private var count = 0

    /// The root element of `bytes` (UTF-8), or `nil` when there is none.
    static func root(_ bytes: [UInt8]) -> SVGElement? {
        var markup = SVGMarkup(bytes: bytes)
        return markup.document()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func at(_ k: Int) -> UInt8? { k >= 0 && k < bytes.count ? bytes[k] : nil }

    private func starts(_ s: String, at k: Int) -> Bool {
        var k = k
        for c in s.utf8 {
            guard at(k) == c else { return false }
            k += 1
        }
        return true
    }

    /// Moves past the next occurrence of `end` (or to the end of the file).
    private mutating func skip(past end: String) {
        while i < bytes.count, !starts(end, at: i) { i += 1 }
        i = min(bytes.count, i + end.utf8.count)
    }

    /// The elements of the document, assembled with an explicit stack (no recursion).
    private mutating func document() -> SVGElement? {
        var stack: [SVGElement] = []
        var root: SVGElement?
        func close(_ stack: inout [SVGElement], _ root: inout SVGElement?) {
            let done = stack.removeLast()
            if stack.isEmpty {
                if root == nil { root = done }
            } else {
                stack[stack.count - 1].children.append(done)
            }
        }
        while i < bytes.count, count < VectorImage.Limits.steps {
            let inStyle = stack.last?.name == "style"
            guard bytes[i] == UInt8(ascii: "<") else {
                if inStyle, stack[stack.count - 1].text.utf8.count < VectorImage.Limits.styleSheet {
                    let start = i
                    while i < bytes.count, bytes[i] != UInt8(ascii: "<") { i += 1 }
                    stack[stack.count - 1].text += String(decoding: bytes[start..<i], as: UTF8.self)
                } else {
                    i += 1
                }
                continue
            }
            if starts("<!--", at: i) {
                skip(past: "-->")
            } else if starts("<![CDATA[", at: i) {
                let start = i + "<![CDATA[".utf8.count
                skip(past: "]]>")
                if inStyle, stack[stack.count - 1].text.utf8.count < VectorImage.Limits.styleSheet, i - 3 > start {
                    stack[stack.count - 1].text += String(decoding: bytes[start..<(i - 3)], as: UTF8.self)
                }
            } else if starts("<?", at: i) {
                skip(past: "?>")
            } else if starts("<!", at: i) {
                skipDeclaration()
            } else if at(i + 1) == UInt8(ascii: "/") {
                i += 2
                let name = localName(readName())
                skip(past: ">")
                if let match = stack.lastIndex(where: { $0.name == name }) {
                    while stack.count > match { close(&stack, &root) }
                }
            } else {
                i += 1
                let name = localName(readName())
                guard !name.isEmpty else { continue }
                let (attributes, selfClosing) = readAttributes()
                count += 1
                let element = SVGElement(name: name, attributes: attributes, children: [])
                if selfClosing || stack.count >= VectorImage.Limits.nesting {
                    if stack.isEmpty {
                        if root == nil { root = element }
                    } else {
                        stack[stack.count - 1].children.append(element)
                    }
                } else {
                    stack.append(element)
                }
            }
            if root != nil { break }
        }
        while !stack.isEmpty { close(&stack, &root) }
        return root
    }

    /// Skips `<!DOCTYPE ...>`, including an internal subset in brackets.
    private mutating func skipDeclaration() {
        var depth = 0
        while i < bytes.count {
            let c = bytes[i]
            i += 1
            if c == UInt8(ascii: "[") { depth += 1 }
            if c == UInt8(ascii: "]") { depth -= 1 }
            if c == UInt8(ascii: ">"), depth <= 0 { return }
        }
    }

    private static func isNameByte(_ c: UInt8) -> Bool {
        !(c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == UInt8(ascii: ">") || c == UInt8(ascii: "/")
            || c == UInt8(ascii: "=") || c == UInt8(ascii: "<") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "'"))
    }

    private mutating func readName() -> String {
        let start = i
        while i < bytes.count, Self.isNameByte(bytes[i]), i - start < 256 { i += 1 }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    private func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }

    private mutating func skipSpace() {
        while let c = at(i), c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { i += 1 }
    }

    /// The attributes of a start tag, up to and past its `>`; whether it ended with `/>`.
    private mutating func readAttributes() -> ([String: String], Bool) {
        var attributes: [String: String] = [:]
        while i < bytes.count {
            skipSpace()
            guard let c = at(i) else { break }
            if c == UInt8(ascii: ">") {
                i += 1
                return (attributes, false)
            }
            if c == UInt8(ascii: "/") {
                i += 1
                if at(i) == UInt8(ascii: ">") {
                    i += 1
                    return (attributes, true)
                }
                continue
            }
            let name = readName()
            if name.isEmpty {
                i += 1
                continue
            }
            skipSpace()
            guard at(i) == UInt8(ascii: "=") else { continue }
            i += 1
            skipSpace()
            guard let quote = at(i), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
            i += 1
            let start = i
            while i < bytes.count, bytes[i] != quote { i += 1 }
            let value = String(decoding: bytes[start..<min(i, bytes.count)], as: UTF8.self)
            i += 1
            if attributes.count < 256 { attributes[localName(name)] = Self.unescaped(value) }
        }
        return (attributes, false)
    }

    /// `value` with XML's predefined entities and character references replaced.
    static func unescaped(_ value: String) -> String {
        guard value.contains("&") else { return value }
        var out = ""
        var rest = value[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semi = after.prefix(12).firstIndex(of: ";") else {
                out += "&"
                rest = after
                continue
            }
            let entity = after[..<semi]
            let replacement: String?
            switch entity {
            case "amp": replacement = "&"
            case "lt": replacement = "<"
            case "gt": replacement = ">"
            case "quot": replacement = "\""
            case "apos": replacement = "'"
            default:
                let code =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16)
                    : entity.hasPrefix("#") ? UInt32(entity.dropFirst(), radix: 10) : nil
                replacement = code.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            }
            if let replacement {
                out += replacement
                rest = after[after.index(after: semi)...]
            } else {
                out += "&"
                rest = after
            }
        }
        return out + rest
    }
}
