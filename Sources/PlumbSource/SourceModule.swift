import Foundation
import PlumbCore

/// Source files parsed once, read into as many programs as there are roots to lay out.
///
/// ```swift
/// let module = try SourceModule.parse(files: files)
/// for index in module.previews.indices {
///     let program = try module.program(root: .preview(String(index + 1)))
///     // lay out program.view ...
/// }
/// ```
///
/// Lexing and parsing happen once; each ``program(root:canvas:resources:safeArea:)`` registers
/// the declarations in a fresh interpreter and evaluates its root. Programs share nothing mutable (each has
/// its own interpreter, warnings and layout errors), so programs made from one module may be
/// laid out on separate threads at the same time. `plumb previews --out` renders a gallery
/// this way.
public struct SourceModule: Sendable {
    /// The files, joined as ``SourceReader`` reads them.
    public let file: SourceFile
    /// What `#if` read while parsing.
    public let configuration: BuildConfiguration
    let decls: [Decl]
    /// The previews the files declare (`#Preview`, `PreviewProvider`), in the order
    /// `RootChoice.preview(N)` counts them: each one's name (if it has one) and where it is.
    public let previews: [(name: String?, location: SourcePosition)]
    /// What reading noticed before any root was chosen (a platform chosen for `#if`).
    public let warnings: [Diagnostic]
    /// The files left out because they are not valid UTF-8 or Swift, one diagnostic each.
    public let failures: [Diagnostic]
    /// The file whose previews are listed and rendered, the others being its context.
    public let primary: String?

    /// Parses `files` as one module. A file that is not valid UTF-8 or Swift is left out
    /// (its diagnostic is in ``failures``); an error in the preview declarations' traits
    /// fails, and so does a module none of whose files parse, or whose `primary` does not.
    /// With `primary`, ``previews`` are that file's (the others are its context).
    ///
    /// When the iPhone build (`configuration` left at `.iOS`) has no preview but another
    /// platform's has (`#if os(watchOS)` around the file), the module is that platform's,
    /// with a warning, as ``SourceReader`` does for a file without views.
    public static func parse(
        files: [(name: String, bytes: [UInt8])], configuration: BuildConfiguration = .iOS, primary: String? = nil
    ) throws(Diagnostic) -> SourceModule {
        let file = SourceFile(files: files)
        let module = try SourceModule(file: file, configuration: configuration, primary: primary)
        guard module.previews.isEmpty, configuration.platform == .iOS,
            String(decoding: file.bytes, as: UTF8.self).contains("#if")
        else { return module }
        for platform in BuildConfiguration.Platform.allCases where platform != .iOS {
            guard let other = BuildConfiguration.platform(platform.rawValue),
                let candidate = try? SourceModule(file: file, configuration: other, primary: primary),
                !candidate.previews.isEmpty
            else { continue }
            let note = Diagnostic(
                .warning, "no preview for iOS here (#if): read as for \(platform.rawValue) (--platform picks one)",
                at: 0,
                in: file)
            return SourceModule(
                file: file, configuration: other, decls: candidate.decls, previews: candidate.previews,
                warnings: [note],
                failures: candidate.failures, primary: primary)
        }
        return module
    }

    private init(file: SourceFile, configuration: BuildConfiguration, primary: String?) throws(Diagnostic) {
        let parsed = try SourceReader.parseModule(file, configuration: configuration, primary: primary)
        let interpreter = Interpreter(file: file, canvas: CGSize(width: 390, height: 844))
        interpreter.primaryRange = SourceModule.range(of: primary, in: file)
        try interpreter.registerPreviews(parsed.decls)
        self.init(
            file: file, configuration: configuration, decls: parsed.decls,
            previews: interpreter.candidatePreviews.map { ($0.name, file.location(of: $0.offset)) }, warnings: [],
            failures: parsed.failures, primary: primary)
    }

    private init(
        file: SourceFile, configuration: BuildConfiguration, decls: [Decl],
        previews: [(name: String?, location: SourcePosition)], warnings: [Diagnostic], failures: [Diagnostic],
        primary: String?
    ) {
        self.file = file
        self.configuration = configuration
        self.decls = decls
        self.previews = previews
        self.warnings = warnings
        self.failures = failures
        self.primary = primary
    }

    static func range(of primary: String?, in file: SourceFile) -> Range<Int>? {
        primary.flatMap { name in file.files.last { $0.name == name }?.range }
    }

    /// The program whose root is `root`, read in an interpreter of its own. `canvas` is what
    /// `UIScreen.main.bounds` reads, `safeArea` what a window's `safeAreaInsets` do;
    /// `resources` are the app's asset catalogs and strings.
    public func program(
        root: RootChoice = .automatic, canvas: CGSize = CGSize(width: 390, height: 844),
        resources: AppResources = .none, safeArea: EdgeInsets = EdgeInsets()
    ) throws(Diagnostic) -> SourceProgram {
        try program(root: root, canvas: canvas, resources: resources, safeArea: safeArea, geometry: GeometryReports())
    }

    /// A program given what a layout of an earlier one reported of its views' geometry
    /// (SettledGeometry.swift).
    func program(
        root: RootChoice, canvas: CGSize, resources: AppResources, safeArea: EdgeInsets, geometry: GeometryReports
    ) throws(Diagnostic) -> SourceProgram {
        let interpreter = Interpreter(file: file, canvas: canvas, resources: resources)
        interpreter.safeArea = safeArea
        interpreter.primaryRange = SourceModule.range(of: primary, in: file)
        interpreter.geometryHints = geometry.values
        for warning in warnings { interpreter.warn(warning.message, at: warning.location.offset, kind: warning.kind) }
        let view = try interpreter.root(of: decls, choice: root)
        let program = SourceProgram(view: view, interpreter: interpreter, failures: failures)
        program.rereading = { [self] reports throws(Diagnostic) in
            try self.program(root: root, canvas: canvas, resources: resources, safeArea: safeArea, geometry: reports)
        }
        return program
    }
}
