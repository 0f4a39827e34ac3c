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
    ///
    /// One bad file costs only itself: a file that is not UTF-8 or not Swift is left out,
    /// and its diagnostic is in the program's ``SourceProgram/failures``. Reading fails only
    /// when `primary` (the file whose view is wanted) is such a file, or every file is.
    /// With `primary`, the root comes from that file: its first preview, else its view
    /// (the one named after the file, else the top of its hierarchy); the other files are its
    /// context. `resources` are the app's asset catalogs, strings and fonts
    /// (``AppResources/scan(roots:locale:)``): `Color("Brand")`, `Image("logo")` and
    /// `Text("title")` resolve against them.
    /// `safeArea` is the device's, as a window reports it (`UIApplication.shared.windows.first?
    /// .safeAreaInsets`).
    public static func read(
        files: [(name: String, bytes: [UInt8])], canvas: CGSize = CGSize(width: 390, height: 844),
        configuration: BuildConfiguration = .iOS, root: RootChoice = .automatic, primary: String? = nil,
        resources: AppResources = .none, safeArea: EdgeInsets = EdgeInsets()
    ) throws(Diagnostic) -> SourceProgram {
        // The classes Xcode generates from the app's Core Data models (DataModel.swift).
        let generated = resources.dataModels.filter(\.generatesCode).map {
            (name: "\($0.name).xcdatamodeld (generated)", bytes: Array($0.generatedSource.utf8))
        }
        return try read(
            SourceFile(files: files + generated), canvas: canvas, configuration: configuration, root: root,
            primary: primary, resources: resources, safeArea: safeArea)
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

    /// The declarations of every file of `file`, each lexed and parsed on its own; the first
    /// file that is not valid UTF-8 or Swift is an error.
    static func parse(_ file: SourceFile, configuration: BuildConfiguration = .iOS) throws(Diagnostic) -> [Decl] {
        let parsed = parseEach(file, configuration: configuration)
        if let failure = parsed.failures.first { throw failure }
        return parsed.decls
    }

    /// The declarations of every file of `file` that is valid UTF-8 and Swift, each lexed and
    /// parsed on its own, and the diagnostic of each file that is not (left out).
    static func parseEach(_ file: SourceFile, configuration: BuildConfiguration = .iOS) -> (
        decls: [Decl], failures: [Diagnostic], failedFiles: Set<String>
    ) {
        var decls: [Decl] = []
        var failures: [Diagnostic] = []
        var failed: Set<String> = []
        for (name, range) in file.files {
            if let bad = firstInvalidUTF8(Array(file.bytes[range])) {
                failures.append(
                    Diagnostic(
                        .error, "the file is not valid UTF-8 text (\(name))", at: range.lowerBound + bad, in: file))
                failed.insert(name)
                continue
            }
            let parsed = StackSpace.ensuring(bytes: Parser.maximumDepth * Parser.bytesPerLevel) {
                Result { () throws(Diagnostic) in
                    var lexer = Lexer(file: file, fileRange: range)
                    let tokens = try IfConfig.resolve(try lexer.tokenize(), in: file, configuration: configuration)
                    var parser = Parser(file: file, tokens: tokens)
                    // The parser recurses once per level of nesting, to its depth limit.
                    return try parser.parseFile()
                }
            }
            switch parsed {
            case .success(let fileDecls): decls += fileDecls
            case .failure(let failure):
                failures.append(failure)
                failed.insert(name)
            }
        }
        return (decls, failures, failed)
    }

    /// ``parseEach(_:configuration:)`` for a module: fails only where `primary` is a file left
    /// out (its diagnostic) or every file is (the first one's); otherwise the files that parse.
    static func parseModule(_ file: SourceFile, configuration: BuildConfiguration, primary: String?)
        throws(Diagnostic) -> (decls: [Decl], failures: [Diagnostic])
    {
        let parsed = parseEach(file, configuration: configuration)
        if let failure = parsed.failures.first,
            parsed.failedFiles.count == file.files.count || primary.map(parsed.failedFiles.contains) == true
        {
            throw primary.flatMap { name in parsed.failures.first { $0.location.file == name } } ?? failure
        }
        return (parsed.decls, parsed.failures)
    }

    static func read(
        _ file: SourceFile, canvas: CGSize, configuration: BuildConfiguration = .iOS, root: RootChoice = .automatic,
        primary: String? = nil, resources: AppResources = .none, safeArea: EdgeInsets = EdgeInsets()
    ) throws(Diagnostic) -> SourceProgram {
        do {
            return try readOnce(
                file, canvas: canvas, configuration: configuration, root: root, primary: primary, resources: resources,
                safeArea: safeArea)
        } catch let failure {
            // Views only for another platform (`#if os(watchOS)` around the whole file): read
            // them as that platform's build, with a warning, rather than finding nothing.
            guard failure.kind == .noView, configuration.platform == .iOS,
                String(decoding: file.bytes, as: UTF8.self).contains("#if")
            else { throw failure }
            for platform in BuildConfiguration.Platform.allCases where platform != .iOS {
                guard let other = BuildConfiguration.platform(platform.rawValue),
                    let program = try? readOnce(
                        file, canvas: canvas, configuration: other, root: root, primary: primary, resources: resources,
                        safeArea: safeArea)
                else { continue }
                program.interpreter.warn(
                    "no view for iOS here (#if): read as for \(platform.rawValue) (--platform picks one)", at: 0)
                return program
            }
            throw failure
        }
    }

    private static func readOnce(
        _ file: SourceFile, canvas: CGSize, configuration: BuildConfiguration, root: RootChoice, primary: String?,
        resources: AppResources, safeArea: EdgeInsets, geometry: GeometryReports = GeometryReports()
    ) throws(Diagnostic) -> SourceProgram {
        let parsed = try parseModule(file, configuration: configuration, primary: primary)
        let interpreter = Interpreter(file: file, canvas: canvas, resources: resources)
        interpreter.safeArea = safeArea
        interpreter.primaryRange = SourceModule.range(of: primary, in: file)
        interpreter.geometryHints = geometry.values
        let view: AnyView
        do { view = try interpreter.root(of: parsed.decls, choice: root) } catch let failure {
            // Nothing to draw, and a file left out: its error is the likelier cause.
            if failure.kind == .noView, let first = parsed.failures.first { throw first }
            throw failure
        }
        let program = SourceProgram(view: view, interpreter: interpreter, failures: parsed.failures)
        program.rereading = { reports throws(Diagnostic) in
            try readOnce(
                file, canvas: canvas, configuration: configuration, root: root, primary: primary, resources: resources,
                safeArea: safeArea, geometry: reports)
        }
        return program
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
    /// The files left out because they are not valid UTF-8 or Swift, one diagnostic each:
    /// the rest of the module was read without them.
    public let failures: [Diagnostic]

    /// The same read again, given what views reported of their geometry (``reread(with:)``).
    var rereading: ((GeometryReports) throws(Diagnostic) -> SourceProgram)?

    init(view: AnyView, interpreter: Interpreter, failures: [Diagnostic] = []) {
        self.view = view
        self.interpreter = interpreter
        self.failures = failures
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

    /// How many views of `tree` (laid out from ``view``) were drawn in place of code the
    /// reader could not build, and how many distinct stub values (a name no file declares,
    /// used as a value) the drawn views were built from.
    /// What ``view`` presents (a sheet shown by the preview) counts with it. An SF Symbol with
    /// no counterpart in ``SymbolTable`` (drawn as an outline with its name) is a placeholder too.
    public func placeholderCount(in tree: LayoutTree) -> (placeholders: Int, stubs: Int) {
        let trees = [tree] + tree.presented.map(\.tree)
        let placeholders = trees.reduce(0) { $0 + $1.placeholderNodes.count + SourceProgram.unmappedSymbols(in: $1) }
        return (placeholders, Set(trees.flatMap(\.allSourceNotes)).count)
    }

    /// How many images of `tree` are SF Symbols drawn as placeholders (no icon for the name,
    /// and no template of the app's).
    static func unmappedSymbols(in tree: LayoutTree) -> Int {
        var count = 0
        func walk(_ node: NodeID) {
            if case .image(let image)? = tree.content(of: node), let symbol = image.symbol, symbol.isPlaceholder {
                count += 1
            }
            for child in tree.children(of: node) { walk(child) }
        }
        walk(tree.root)
        return count
    }

    /// `print` output from code that ran while reading and laying out, in order.
    public var printed: [String] { interpreter.printed }

    /// The view of the read file that the preview drawn names but never showed in `tree`: a
    /// preview whose content waits for what the files do not hold (an account signed in, a
    /// network reply), so only what it shows meanwhile is drawn, all of it read outside the
    /// file but for the preview itself (Catbird's `AsyncPreviewContent` and
    /// `previewWithAuthenticatedState()` live in its Preview folder). `nil` where the tree
    /// shows any view read in the file outside the preview (the subject, or what it is made
    /// of), where the preview names no view of the file, or where the root was not chosen
    /// automatically.
    public func previewHiddenView(in tree: LayoutTree) -> String? {
        guard let subject = interpreter.previewSubject else { return nil }
        let trees = [tree] + tree.presented.map(\.tree)
        let showsFile = trees.contains { t in
            t.resolvedSourceMarks.contains { subject.file.contains($0) && !subject.preview.contains($0) }
        }
        return showsFile ? nil : subject.name
    }

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
    /// name (if it has one) and where it is. With a primary file, only that file's previews
    /// (the others are its context).
    public var previews: [(name: String?, location: SourcePosition)] {
        interpreter.candidatePreviews.map { ($0.name, interpreter.file.location(of: $0.offset)) }
    }
}
