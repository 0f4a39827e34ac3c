/// A freestanding macro's use as written, `#Name(arguments) { trailing closure }`, split into
/// its parts as source text: what a `#Preview` expansion needs to hand the arguments on.
///
/// The source is what the compiler sends in `expandFreestandingMacro`'s `syntax.source`: the
/// macro use with its leading trivia (comments, blank lines) and without what follows it.
struct MacroInvocation: Equatable {
    /// One argument: its label (`nil` for an unlabelled one) and its expression's source.
    struct Argument: Equatable {
        var label: String?
        var value: String
        /// The argument as written: `label: value`, or `value`.
        var source: String { label.map { "\($0): \(value)" } ?? value }
    }

    /// The macro's name, without `#`.
    var name: String
    /// The arguments in the parentheses, in order.
    var arguments: [Argument]
    /// The closures after the parentheses: the first unlabelled, the others labelled.
    var trailingClosures: [Argument]

    /// Splits `source`, or says why it cannot (with the UTF-8 offset in `source`).
    init(parsing source: String) throws {
        var scanner = SourceScanner(source)
        try scanner.skipTrivia()
        guard scanner.peek() == .hash else {
            throw SourceScanner.ScanError(message: "expected '#' to start a macro", offset: scanner.position)
        }
        scanner.position += 1
        guard let name = scanner.identifier() else {
            throw SourceScanner.ScanError(message: "expected the macro's name after '#'", offset: scanner.position)
        }
        self.name = name
        try scanner.skipTrivia()
        if scanner.peek() == .openBracket || scanner.peek() == UInt8(ascii: "<") {
            throw SourceScanner.ScanError(
                message: "generic arguments to #\(name) are not supported", offset: scanner.position)
        }
        arguments = []
        if scanner.peek() == .openParen {
            let open = scanner.position
            try scanner.skipGroup()
            let close = scanner.position - 1
            var inner = SourceScanner(source, position: open + 1)
            arguments = try inner.topLevelParts(until: close).map { try Self.argument(in: source, range: $0) }
            try scanner.skipTrivia()
        }
        trailingClosures = []
        while !scanner.isAtEnd {
            let start = scanner.position
            var label: String?
            if scanner.peek() != .openBrace {
                // A labelled trailing closure: `label: { ... }`, only after an unlabelled one.
                let unexpected = SourceScanner.ScanError(
                    message: "unexpected text after #\(name)'s arguments", offset: start)
                guard !trailingClosures.isEmpty, let word = scanner.identifier() else { throw unexpected }
                try scanner.skipTrivia()
                guard scanner.peek() == .colon else { throw unexpected }
                scanner.position += 1
                try scanner.skipTrivia()
                guard scanner.peek() == .openBrace else {
                    throw SourceScanner.ScanError(
                        message: "expected a closure after '\(word):'", offset: scanner.position)
                }
                label = word
            }
            let closureStart = scanner.position
            try scanner.skipGroup()
            trailingClosures.append(
                Argument(label: label, value: scanner.text(from: closureStart, to: scanner.position)))
            try scanner.skipTrivia()
        }
    }

    /// An argument's label (an identifier and a colon at its start) and value.
    private static func argument(in source: String, range: Range<Int>) throws -> Argument {
        var scanner = SourceScanner(source, position: range.lowerBound)
        if range.isEmpty {
            throw SourceScanner.ScanError(message: "expected an argument", offset: range.lowerBound)
        }
        if let word = scanner.identifier(), scanner.position < range.upperBound {
            try scanner.skipTrivia()
            if scanner.peek() == .colon, scanner.peek(1) != .colon, scanner.position < range.upperBound {
                scanner.position += 1
                let value = scanner.trimmed(scanner.position..<range.upperBound)
                if value.isEmpty {
                    throw SourceScanner.ScanError(
                        message: "expected a value after '\(word):'", offset: value.lowerBound)
                }
                return Argument(label: word, value: scanner.text(from: value.lowerBound, to: value.upperBound))
            }
        }
        return Argument(label: nil, value: scanner.text(from: range.lowerBound, to: range.upperBound))
    }

    /// Every argument as the call would receive it: the parenthesised ones, then the trailing
    /// closures (the first labelled `defaultLabel`, the label its parameter has).
    func allArguments(firstTrailingLabel defaultLabel: String) -> [Argument] {
        arguments
            + trailingClosures.enumerated().map { index, closure in
                index == 0 && closure.label == nil ? Argument(label: defaultLabel, value: closure.value) : closure
            }
    }
}
