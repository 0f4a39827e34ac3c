/// Conditional compilation: removes `#if`/`#elseif`/`#else`/`#endif` and the code of every
/// inactive branch from a file's tokens, before the parser reads them.
///
/// ```swift
/// var lexer = Lexer(file)
/// let tokens = try IfConfig.resolve(try lexer.tokenize(), in: file, configuration: .iOS)
/// ```
///
/// Contract:
/// - Works on tokens, so `#if` may stand anywhere: between declarations, in a type's body, in
///   a view builder, between the modifiers of a chain (`Text("a")` / `#if os(iOS)` /
///   `.padding()` / `#endif` / `.bold()`). The tokens kept are unchanged, flags included (a
///   token after a directive keeps `newlineBefore`).
/// - A directive's condition is the tokens after `#if`/`#elseif` up to the end of its line
///   (continued while a parenthesis is open or the line ends in `&&` or `||`).
/// - Conditions: `os(...)`, `arch(...)`, `canImport(Module)` (a `_version:` is ignored),
///   `targetEnvironment(...)`, `swift(>=6)`/`swift(<6)`, `compiler(...)`, `hasFeature(...)`,
///   `hasAttribute(...)`, `_endian`, `_pointerBitWidth`, `_runtime`, `_ptrauth`,
///   `_hasAtomicBitWidth`, flags (`DEBUG`), `$Feature` (a module interface's `hasFeature`),
///   `true`, `false`, `!`, `&&`, `||` and parentheses,
///   answered by a ``BuildConfiguration``. An unknown function-like condition is false.
/// - Only conditions that decide something are evaluated: an inactive branch is skipped
///   without reading it (its `#if`s must still balance), and so are the `#elseif`s after a
///   taken branch.
/// - `#sourceLocation(...)` is dropped. `#warning` and `#error` are left for the parser.
/// - Errors, at the directive: `#elseif`/`#else`/`#endif` without `#if`, `#elseif` or `#else`
///   after `#else`, tokens after `#else`/`#endif` on their line, an `#if` never closed, a
///   malformed condition.
enum IfConfig {
    /// The tokens of the active branches, ending with the `.endOfFile` token.
    static func resolve(
        _ tokens: [Token], in file: SourceFile, configuration: BuildConfiguration
    ) throws(Diagnostic) -> [Token] {
        var output: [Token] = []
        output.reserveCapacity(tokens.count)
        var stack: [Frame] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let emitting = stack.last?.emitting ?? true
            guard token.kind == .hashIdentifier, let directive = Directive(rawValue: token.text) else {
                if token.kind == .endOfFile, let open = stack.last {
                    throw Diagnostic(.error, "'#if' is never closed: expected '#endif'", at: open.start, in: file)
                }
                if emitting { output.append(token) }
                index += 1
                continue
            }
            switch directive {
            case .if:
                let end = conditionEnd(tokens, after: index)
                let condition = tokens[index + 1..<end]
                let active = emitting ? try evaluate(condition, of: token, in: file, configuration) : false
                stack.append(Frame(start: token.start, parentEmitting: emitting, taken: active, emitting: active))
                index = end
            case .elseif:
                let end = conditionEnd(tokens, after: index)
                var frame = try top(of: &stack, for: token, in: file)
                if frame.parentEmitting && !frame.taken {
                    frame.emitting = try evaluate(tokens[index + 1..<end], of: token, in: file, configuration)
                    frame.taken = frame.emitting
                } else {
                    frame.emitting = false
                }
                stack.append(frame)
                index = end
            case .else:
                var frame = try top(of: &stack, for: token, in: file)
                frame.emitting = frame.parentEmitting && !frame.taken
                frame.taken = true
                frame.sawElse = true
                stack.append(frame)
                index = try endOfBareDirective(tokens, at: index, in: file)
            case .endif:
                _ = try top(of: &stack, for: token, in: file)
                index = try endOfBareDirective(tokens, at: index, in: file)
            case .sourceLocation:
                index += 1
                if index < tokens.count && tokens[index].isPunctuation("(") && !tokens[index].newlineBefore {
                    var depth = 0
                    repeat {
                        if tokens[index].isPunctuation("(") { depth += 1 }
                        if tokens[index].isPunctuation(")") { depth -= 1 }
                        index += 1
                    } while depth > 0 && index < tokens.count && tokens[index].kind != .endOfFile
                }
            }
        }
        return output
    }

    enum Directive: String {
        case `if` = "#if", `elseif` = "#elseif", `else` = "#else", endif = "#endif"
        case sourceLocation = "#sourceLocation"
    }

    /// An `#if` being read: whether its enclosing code is kept, whether a branch was taken,
    /// whether the current branch is kept, whether its `#else` was seen.
    struct Frame {
        let start: Int
        let parentEmitting: Bool
        var taken: Bool
        var emitting: Bool
        var sawElse = false
    }

    /// Pops the innermost `#if` for an `#elseif`, `#else` or `#endif`.
    private static func top(
        of stack: inout [Frame], for token: Token, in file: SourceFile
    ) throws(Diagnostic) -> Frame {
        guard let frame = stack.popLast() else {
            throw Diagnostic(.error, "'\(token.text)' without '#if'", at: token.start, in: file)
        }
        if frame.sawElse && token.text != "#endif" {
            throw Diagnostic(.error, "'\(token.text)' after '#else'", at: token.start, in: file)
        }
        return frame
    }

    /// The index after a condition: the end of the line, later while a parenthesis is open or
    /// the line ends in `&&` or `||`.
    private static func conditionEnd(_ tokens: [Token], after index: Int) -> Int {
        var end = index + 1
        var parentheses = 0
        while end < tokens.count && tokens[end].kind != .endOfFile {
            let token = tokens[end]
            if token.kind == .hashIdentifier && Directive(rawValue: token.text) != nil { break }
            if token.newlineBefore && parentheses <= 0 {
                let previous = tokens[end - 1]
                let continues =
                    end > index + 1 && previous.kind == .symbol
                    && (previous.text.hasSuffix("&&") || previous.text.hasSuffix("||"))
                if !continues { break }
            }
            if token.isPunctuation("(") { parentheses += 1 }
            if token.isPunctuation(")") { parentheses -= 1 }
            end += 1
        }
        return end
    }

    /// The index after `#else` or `#endif`, which stand alone on their line.
    private static func endOfBareDirective(
        _ tokens: [Token], at index: Int, in file: SourceFile
    ) throws(Diagnostic) -> Int {
        let next = index + 1
        if next < tokens.count && tokens[next].kind != .endOfFile && !tokens[next].newlineBefore {
            throw Diagnostic(
                .error, "extra tokens after '\(tokens[index].text)': it must end its line", at: tokens[next].start,
                in: file)
        }
        return next
    }

    private static func evaluate(
        _ tokens: ArraySlice<Token>, of directive: Token, in file: SourceFile, _ configuration: BuildConfiguration
    ) throws(Diagnostic) -> Bool {
        guard !tokens.isEmpty else {
            throw Diagnostic(.error, "expected a condition after '\(directive.text)'", at: directive.end, in: file)
        }
        var condition = Condition(tokens, file: file, configuration: configuration, end: directive.end)
        return try condition.evaluate()
    }
}

extension IfConfig {
    /// A condition's grammar, by recursive descent (at most ``maximumDepth`` parentheses deep):
    ///
    ///     condition := and ('||' and)*
    ///     and       := unary ('&&' unary)*
    ///     unary     := '!' unary | '(' condition ')' | name '(' arguments ')' | name
    ///
    /// Operators written together (`&&!`, `!!`) are read one by one.
    struct Condition {
        /// A token of the condition, with operators split into `&&`, `||` and `!`.
        struct Item {
            let kind: Token.Kind
            let text: String
            let start: Int
        }

        static let maximumDepth = 100

        var items: [Item] = []
        var index = 0
        var depth = 0
        let file: SourceFile
        let configuration: BuildConfiguration
        /// Where the condition ends, for "expected ..." at the end.
        let end: Int

        init(_ tokens: ArraySlice<Token>, file: SourceFile, configuration: BuildConfiguration, end: Int) {
            self.file = file
            self.configuration = configuration
            self.end = tokens.last?.end ?? end
            for token in tokens {
                guard token.kind == .symbol else {
                    items.append(Item(kind: token.kind, text: token.text, start: token.start))
                    continue
                }
                var rest = Substring(token.text)
                var offset = token.start
                while !rest.isEmpty {
                    let logical = rest.hasPrefix("&&") || rest.hasPrefix("||")
                    let piece = logical ? 2 : rest.hasPrefix("!") ? 1 : rest.utf8.count
                    let text = String(rest.utf8.prefix(piece))!
                    items.append(Item(kind: .symbol, text: text, start: offset))
                    offset += piece
                    rest = rest.dropFirst(text.count)
                }
            }
        }

        var current: Item? { index < items.count ? items[index] : nil }

        func error(_ message: String) -> Diagnostic {
            Diagnostic(.error, message, at: current?.start ?? end, in: file)
        }

        /// What `current` is, for messages.
        var found: String { current.map { "'\($0.text)'" } ?? "the end of the line" }

        mutating func evaluate() throws(Diagnostic) -> Bool {
            let value = try disjunction()
            guard current == nil else { throw error("unexpected \(found) in the '#if' condition") }
            return value
        }

        private mutating func disjunction() throws(Diagnostic) -> Bool {
            var value = try conjunction()
            while current?.kind == .symbol && current?.text == "||" {
                index += 1
                value = try conjunction() || value
            }
            return value
        }

        private mutating func conjunction() throws(Diagnostic) -> Bool {
            var value = try unary()
            while current?.kind == .symbol && current?.text == "&&" {
                index += 1
                value = try unary() && value
            }
            return value
        }

        private mutating func unary() throws(Diagnostic) -> Bool {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Condition.maximumDepth else {
                throw error("the '#if' condition is nested too deeply (more than \(Condition.maximumDepth) levels)")
            }
            guard let item = current else { throw error("expected a condition, found \(found)") }
            if item.kind == .symbol && item.text == "!" {
                index += 1
                return !(try unary())
            }
            if item.kind == .punctuation && item.text == "(" {
                index += 1
                let value = try disjunction()
                guard current?.kind == .punctuation && current?.text == ")" else {
                    throw error("expected ')' in the '#if' condition, found \(found)")
                }
                index += 1
                return value
            }
            if item.kind == .dollarIdentifier {
                // `$Feature`, as module interfaces write `hasFeature(Feature)`.
                index += 1
                return configuration.features.contains(String(item.text.dropFirst()))
            }
            guard item.kind == .identifier else { throw error("expected a condition, found \(found)") }
            index += 1
            guard current?.kind == .punctuation && current?.text == "(" else {
                switch item.text {
                case "true": return true
                case "false": return false
                default: return configuration.flags.contains(item.text)
                }
            }
            let open = index
            index += 1
            var level = 0
            while let next = current, !(next.kind == .punctuation && next.text == ")" && level == 0) {
                if next.kind == .punctuation && next.text == "(" { level += 1 }
                if next.kind == .punctuation && next.text == ")" { level -= 1 }
                index += 1
            }
            guard current != nil else {
                index = open
                throw error("'(' in the '#if' condition is never closed")
            }
            let arguments = Array(items[(open + 1)..<index])
            index += 1
            return try call(item, arguments)
        }

        /// A function-like condition: `os(iOS)`, `swift(>=6)`, `canImport(UIKit)`.
        private func call(_ function: Item, _ arguments: [Item]) throws(Diagnostic) -> Bool {
            let c = configuration
            switch function.text {
            case "os": return c.platform.osNames.contains(try name(arguments, of: function))
            case "arch": return c.architecture == (try name(arguments, of: function))
            case "targetEnvironment": return c.targetEnvironments.contains(try name(arguments, of: function))
            case "hasFeature": return c.features.contains(try name(arguments, of: function))
            case "hasAttribute": return c.attributes.contains(try name(arguments, of: function))
            case "_endian": return try name(arguments, of: function) == "little"
            case "_runtime": return try name(arguments, of: function) == "_ObjC"
            case "_ptrauth": return try name(arguments, of: function) == "_none"
            case "_pointerBitWidth":
                return try name(arguments, of: function) == (c.architecture == "arm64_32" ? "_32" : "_64")
            case "_hasAtomicBitWidth":
                return ["_8", "_16", "_32", "_64", "_128"].contains(try name(arguments, of: function))
            case "canImport":
                // `canImport(A.B, _version: 1.2)`: the module `A`; the version is not checked.
                guard let module = arguments.first, module.kind == .identifier else {
                    throw Diagnostic(
                        .error, "expected a module name in 'canImport(...)'",
                        at: arguments.first?.start ?? function.start, in: file)
                }
                return c.modules.contains(module.text)
            case "swift", "compiler":
                let version = function.text == "swift" ? c.swiftVersion : c.compilerVersion
                return try compare(arguments, of: function, with: version)
            default:
                return false
            }
        }

        /// The single name argument of `os(iOS)`, `arch(arm64)`...
        private func name(_ arguments: [Item], of function: Item) throws(Diagnostic) -> String {
            guard arguments.count == 1, arguments[0].kind == .identifier else {
                throw Diagnostic(
                    .error, "expected one name in '\(function.text)(...)'",
                    at: arguments.first?.start ?? function.start, in: file)
            }
            return arguments[0].text
        }

        /// `>=5.9` or `<6` against `version`.
        private func compare(_ arguments: [Item], of function: Item, with version: [Int]) throws(Diagnostic) -> Bool {
            let text = arguments.dropFirst().map(\.text).joined()
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard let op = arguments.first, op.kind == .symbol, op.text == ">=" || op.text == "<",
                !parts.isEmpty, parts.count <= 5, parts.allSatisfy({ $0 != nil })
            else {
                let name = function.text
                throw Diagnostic(
                    .error, "expected '>=' or '<' and a version in '\(name)(...)', like '\(name)(>=6.0)'",
                    at: arguments.first?.start ?? function.start, in: file)
            }
            let wanted = parts.map { $0! }
            var atLeast = true
            for k in 0..<max(wanted.count, version.count) {
                let have = k < version.count ? version[k] : 0
                let want = k < wanted.count ? wanted[k] : 0
                if have != want {
                    atLeast = have > want
                    break
                }
            }
            return op.text == ">=" ? atLeast : !atLeast
        }
    }
}
