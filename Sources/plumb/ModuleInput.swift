import Foundation
import Plumb

/// Which files are read with a single FILE.
enum ContextChoice: Equatable {
    /// FILE's module, found from its project or package (`ModuleContext.locate`).
    case module
    /// FILE alone (`--no-context`).
    case alone
    /// Every Swift file under a folder (`--module DIR`).
    case folder(String)
}

/// The source a command reads: the files, which of them the root comes from, and what was
/// said about reading them.
struct ModuleInput {
    var files: [(name: String, bytes: [UInt8])]
    /// The file the root comes from, when the others are its context.
    var primary: String?
    /// Files of the context that could not be read (one warning each): left out.
    var unreadable: [String] = []
    /// The folders holding the module's resources.
    var resourceRoots: [String] = []
    /// The app's Info.plist as its build makes it (an Xcode target's; empty otherwise).
    var infoDictionary: [String: String] = [:]
}

extension ModuleInput {
    /// The files of `context` (the primary file's bytes as already read, under its name),
    /// its resources' folders and Info.plist; prints the context's warnings. A file the
    /// context lists that does not read is left out with a warning in `unreadable`.
    init(reading context: ModuleContext, primary: (path: String, name: String, bytes: [UInt8])? = nil) {
        for warning in context.warnings { printError("warning: \(warning)") }
        self.init(files: [], primary: primary?.name, resourceRoots: context.resourceRoots)
        infoDictionary = context.infoDictionary
        for file in context.files {
            if let primary, file == primary.path {
                files.append((primary.name, primary.bytes))
                continue
            }
            do {
                let read = try readInput(file)
                files.append((displayName(file), read.bytes))
            } catch let failure as CommandFailure {
                // A file the project lists but the tree lacks is most often made by a build step
                // (`Config.generated.swift`): a warning, and the module is read without it.
                unreadable.append(
                    failure.message.replacingOccurrences(of: "error: ", with: "warning: ") + " (left out)")
            } catch {
                unreadable.append("warning: \(file): \(error) (left out)")
            }
        }
    }
}

/// Reads what the command's paths name. A single FILE is read with its module (the files
/// the compiler would read with it), unless `--no-context`; folders and several paths are
/// read as one module, as given. Prints one line saying what was read.
func readModuleInput(_ paths: [String], _ options: LayoutOptions) throws -> ModuleInput {
    guard paths.count == 1, let path = paths.first, path != "-", isRegularFile(path) else {
        return ModuleInput(files: try readSourceFiles(paths), resourceRoots: resourceRoots(for: paths))
    }
    let primary = try readInput(path)
    let primaryName = displayName(path)
    let context: ModuleContext?
    switch options.context {
    case .alone: context = nil
    case .module: context = ModuleContext.locate(path, checkouts: options.checkouts)
    case .folder(let folder): context = ModuleContext.folder(folder, including: path)
    }
    // No project or package above FILE lists it: FILE alone, as it was given.
    guard let context else {
        return ModuleInput(
            files: [(primaryName, primary.bytes)], primary: primaryName,
            resourceRoots: options.context == .alone ? [] : resourceRoots(for: paths))
    }
    var input = ModuleInput(
        reading: context, primary: (path: ModuleContext.absolute(path), name: primaryName, bytes: primary.bytes))
    if !input.files.contains(where: { $0.name == primaryName }) { input.files.append((primaryName, primary.bytes)) }
    printError("read \(input.files.count) file\(input.files.count == 1 ? "" : "s"): \(context.summary)")
    return input
}

/// Reads source files and folders (`-` for standard input) as one module (a single FILE
/// with its context), or fails with its diagnostics. Files of the module that are not Swift
/// are left out with an error each (``SourceProgram/failures``).
func readProgram(_ paths: [String], _ options: LayoutOptions) throws -> SourceProgram {
    let input = try readModuleInput(paths, options)
    for message in input.unreadable { printError(message) }
    return try readProgram(input, resources(of: input, options), options)
}

/// The app resources of a module's input (asset catalogs, strings, fonts, its Info.plist),
/// with their warnings printed.
func resources(of input: ModuleInput, _ options: LayoutOptions) -> AppResources {
    var resources = scanResources(input.resourceRoots, options)
    resources.infoDictionary = input.infoDictionary
    return resources
}

/// Reads a module's files with `options`' root, printing the files left out unless `quietly`.
func readProgram(_ input: ModuleInput, _ resources: AppResources, _ options: LayoutOptions, quietly: Bool = false)
    throws -> SourceProgram
{
    do {
        let program = try SourceReader.read(
            files: input.files, canvas: options.canvas, configuration: options.configuration, root: options.root,
            primary: input.primary, resources: resources, safeArea: options.safeArea)
        for failure in program.failures where !quietly {
            printError(failure.description + "\n  (the file is left out; the rest of the module is read)")
        }
        return program
    } catch {
        throw CommandFailure(message: error.description, status: 2)
    }
}

/// Reads source files and folders and lays them out (``readProgram(_:_:)``, ``layOut(_:_:tracing:)``).
/// Where the root is the file's first preview and that preview never showed the view of the
/// file it names (it waits for an account or a network reply the files do not hold, so only
/// its loading view was drawn: Catbird's `AsyncPreviewContent { appState in ... }`), the view
/// itself is drawn instead, as `--view NAME` draws it, with a warning that says so: a picture
/// of the file's view, not of a spinner. `--preview N` draws the preview as it is.
func readAndLayOut(_ paths: [String], _ options: LayoutOptions, tracing: Bool = false) throws
    -> (program: SourceProgram, laidOut: (tree: LayoutTree, options: LayoutOptions, warnings: [String]))
{
    let input = try readModuleInput(paths, options)
    for message in input.unreadable { printError(message) }
    let resources = resources(of: input, options)
    // (Settled: read again while views' measurements change their state, SettledGeometry.swift.)
    let (program, laidOut) = try readProgram(input, resources, options).settled {
        try layOut($0, options, tracing: tracing)
    }
    guard options.root == .automatic, let hidden = program.previewHiddenView(in: laidOut.tree),
        let preview = program.previews.first
    else {
        return (program, laidOut)
    }
    var viewOptions = options
    viewOptions.root = .view(hidden)
    guard let shown = try? readProgram(input, resources, viewOptions, quietly: true) else { return (program, laidOut) }
    printError(
        "\(preview.location.file):\(preview.location.line): warning: the preview never shows '\(hidden)' (its content waits for what the files do not hold, so only what it shows meanwhile was drawn): drawing '\(hidden)' itself, as --view \(hidden) does; --preview 1 draws the preview as it is"
    )
    return try shown.settled { try layOut($0, viewOptions, tracing: tracing) }
}

/// The `.swift` files of source files and folders (`-` for standard input), each named as
/// given (files in folders by their path), in order.
func readSourceFiles(_ paths: [String]) throws -> [(name: String, bytes: [UInt8])] {
    var files: [(name: String, bytes: [UInt8])] = []
    for path in paths {
        for file in try swiftFiles(path) {
            let input = try readInput(file)
            files.append((file == "-" ? input.name : file, input.bytes))
        }
    }
    if files.count > 20 { printError("reading \(files.count) files...") }
    return files
}

/// The exit status of a command that read `program`: 1 where a file was left out or code
/// run during layout failed, else 0; and, `counting`, the closing line that counts the
/// placeholders and stubs drawn (`render` and `layout` print it; `explain` and `hit`, whose
/// output is about one view, do not).
func readStatus(_ program: SourceProgram, _ tree: LayoutTree, counting: Bool = true) -> Int32 {
    for error in program.layoutErrors { printError(error.description) }
    if counting {
        let count = program.placeholderCount(in: tree)
        printError(
            "\(count.placeholders) placeholder\(count.placeholders == 1 ? "" : "s"), \(count.stubs) stub\(count.stubs == 1 ? "" : "s")"
        )
    }
    return program.layoutErrors.isEmpty && program.failures.isEmpty ? 0 : 1
}

/// A path as messages show it: relative to the current folder when it is inside it.
func displayName(_ path: String) -> String {
    let absolute = ModuleContext.absolute(path)
    let here = ModuleContext.absolute(FileManager.default.currentDirectoryPath)
    if absolute.hasPrefix(here + "/") { return String(absolute.dropFirst(here.count + 1)) }
    return path.hasPrefix("/") ? absolute : path
}

func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
}
