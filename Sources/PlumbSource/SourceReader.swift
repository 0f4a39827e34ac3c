import Foundation
import PlumbCore

/// Reads SwiftUI source into a view Plumb can lay out.
///
/// ```swift
/// let program = try SourceReader.read("HStack { Text(\"Hi\"); Spacer() }", name: "Row.swift")
/// let result = LayoutTree.layout(program.view, in: CGSize(width: 390, height: 844))
/// ```
///
/// The source is a view expression, or a file of `View` structs (the `#Preview` is the root,
/// or else the last struct); `docs/source-subset.md` lists what is understood. Errors are
/// ``Diagnostic``s with the file, line and column of the problem.
public enum SourceReader {
    /// Reads `text` (named `name` in messages). `canvas` is what `UIScreen.main.bounds` reads;
    /// `configuration` is what `#if` conditions read (an iPhone debug build by default);
    /// `root` picks the view to lay out.
    public static func read(
        _ text: String, name: String = "<input>", canvas: CGSize = CGSize(width: 390, height: 844),
        configuration: BuildConfiguration = .iOS, root: RootChoice = .automatic
    ) throws(Diagnostic) -> SourceProgram {
        try read(SourceFile(name: name, text: text), canvas: canvas, configuration: configuration, root: root)
    }

    /// Reads a file's bytes. Invalid UTF-8 is an error at its first bad byte.
    public static func read(
        bytes: [UInt8], name: String, canvas: CGSize = CGSize(width: 390, height: 844),
        configuration: BuildConfiguration = .iOS, root: RootChoice = .automatic
    ) throws(Diagnostic) -> SourceProgram {
        try read(files: [(name, bytes)], canvas: canvas, configuration: configuration, root: root)
    }

    /// Reads several files as one module, as the compiler does: views, models and extensions
    /// of one file are visible in the others. Each diagnostic names its own file.
    /// `resources` are the app's asset catalogs, strings and fonts
    /// (``AppResources/scan(roots:locale:)``): `Color("Brand")`, `Image("logo")` and
    /// `Text("title")` resolve against them.
    public static func read(
        files: [(name: String, bytes: [UInt8])], canvas: CGSize = CGSize(width: 390, height: 844),
        configuration: BuildConfiguration = .iOS, root: RootChoice = .automatic, resources: AppResources = .none
    ) throws(Diagnostic) -> SourceProgram {
        let file = SourceFile(files: files)
        for (name, range) in file.files {
            if let bad = firstInvalidUTF8(Array(file.bytes[range])) {
                throw Diagnostic(
                    .error, "the file is not valid UTF-8 text (\(name))", at: range.lowerBound + bad, in: file)
            }
        }
        return try read(file, canvas: canvas, configuration: configuration, root: root, resources: resources)
    }

    /// Parses a file without evaluating it: a syntax check (invalid Swift is the only error).
    public static func parseOnly(
        bytes: [UInt8], name: String, configuration: BuildConfiguration = .iOS
    ) throws(Diagnostic) {
        let file = SourceFile(name: name, bytes: bytes)
        if let bad = firstInvalidUTF8(bytes) {
            throw Diagnostic(.error, "the file is not valid UTF-8 text", at: bad, in: file)
        }
        _ = try parse(file, configuration: configuration)
    }

    /// The declarations of every file of `file`, each lexed and parsed on its own.
    static func parse(_ file: SourceFile, configuration: BuildConfiguration = .iOS) throws(Diagnostic) -> [Decl] {
        var decls: [Decl] = []
        for (_, range) in file.files {
            var lexer = Lexer(file, range: range)
            let tokens = try IfConfig.resolve(try lexer.tokenize(), in: file, configuration: configuration)
            var parser = Parser(file: file, tokens: tokens)
            // The parser recurses once per level of nesting, to its depth limit.
            let parsed = StackSpace.ensuring(bytes: Parser.maximumDepth * Parser.bytesPerLevel) {
                Result { () throws(Diagnostic) in try parser.parseFile() }
            }
            decls += try parsed.get()
        }
        return decls
    }

    static func read(
        _ file: SourceFile, canvas: CGSize, configuration: BuildConfiguration = .iOS, root: RootChoice = .automatic,
        resources: AppResources = .none
    ) throws(Diagnostic) -> SourceProgram {
        do {
            return try readOnce(file, canvas: canvas, configuration: configuration, root: root, resources: resources)
        } catch let failure {
            // Views only for another platform (`#if os(watchOS)` around the whole file): read
            // them as that platform's build, with a warning, rather than finding nothing.
            guard failure.message.hasPrefix("no view found"), configuration.platform == .iOS,
                String(decoding: file.bytes, as: UTF8.self).contains("#if")
            else { throw failure }
            for platform in BuildConfiguration.Platform.allCases where platform != .iOS {
                guard let other = BuildConfiguration.platform(platform.rawValue),
                    let program = try? readOnce(
                        file, canvas: canvas, configuration: other, root: root, resources: resources)
                else { continue }
                program.interpreter.warn(
                    "no view for iOS here (#if): read as for \(platform.rawValue) (--platform picks one)", at: 0)
                return program
            }
            throw failure
        }
    }

    private static func readOnce(
        _ file: SourceFile, canvas: CGSize, configuration: BuildConfiguration, root: RootChoice,
        resources: AppResources
    ) throws(Diagnostic) -> SourceProgram {
        let decls = try parse(file, configuration: configuration)
        let interpreter = Interpreter(file: file, canvas: canvas, resources: resources)
        let view = try interpreter.root(of: decls, choice: root)
        return SourceProgram(view: view, interpreter: interpreter)
    }

    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length: Int
            if b < 0x80 {
                length = 1
            } else if b & 0xE0 == 0xC0 && b >= 0xC2 {
                length = 2
            } else if b & 0xF0 == 0xE0 {
                length = 3
            } else if b & 0xF8 == 0xF0 && b <= 0xF4 {
                length = 4
            } else {
                return i
            }
            guard i + length <= bytes.count else { return i }
            for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }
}

/// Source read into a view, with what the reader noticed.
public final class SourceProgram {
    /// The root view.
    public let view: AnyView
    let interpreter: Interpreter

    init(view: AnyView, interpreter: Interpreter) {
        self.view = view
        self.interpreter = interpreter
    }

    /// The app's resources the program was read with.
    public var resources: AppResources { interpreter.resources }

    /// Warnings found while reading (an unknown modifier kept as layout-neutral, ...).
    public var warnings: [Diagnostic] { interpreter.warnings }

    /// Errors raised by code that runs during layout (a GeometryReader's content, an
    /// alignment guide's closure). Read after laying the view out.
    public var layoutErrors: [Diagnostic] { interpreter.layoutErrors }

    /// The source file.
    public var file: SourceFile { interpreter.file }

    /// A warning the engine gave while laying out ``view``, as `file:line:column: warning:`
    /// with the source line and a caret when it is about a view read from a call (the
    /// engine's warnings carry the reader's marks), and as `warning: message` otherwise.
    public func describe(_ warning: LayoutWarning) -> String {
        guard let offset = warning.sourceMark, offset >= 0, offset <= file.bytes.count else {
            return warning.description
        }
        return Diagnostic(.warning, warning.message, at: offset, in: file).description
    }

    /// `print` output from code that ran while reading and laying out, in order.
    public var printed: [String] { interpreter.printed }

    /// The layout the root preview asks for (`#Preview(traits: .sizeThatFitsLayout)`,
    /// `.previewLayout(.fixed(width:height:))`); `.device` when the root is not a preview or
    /// asks for none.
    public var previewLayout: PreviewLayout { interpreter.chosenPreview?.layout ?? .device }

    /// The device the root preview names (`.previewDevice("iPhone 16 Pro")`), if any.
    public var previewDevice: String? { interpreter.chosenPreview?.device }

    /// The orientation the root preview asks for (`#Preview(traits: .landscapeLeft)`,
    /// `.previewInterfaceOrientation(.landscapeRight)`); portrait otherwise.
    public var previewOrientation: InterfaceOrientation { interpreter.chosenPreview?.orientation ?? .portrait }

    /// The previews the files declare (`#Preview`, `PreviewProvider`), in order: each one's
    /// name (if it has one) and where it is.
    public var previews: [(name: String?, location: SourcePosition)] {
        interpreter.previews.map { ($0.name, interpreter.file.location(of: $0.offset)) }
    }
}
