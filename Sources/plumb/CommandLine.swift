import Foundation
import Plumb

/// A usage error: printed with the command's usage line, exit status 2. An error about what
/// a flag names (a font or picture file that cannot be read) is printed alone: the usage
/// line would not help (`showsUsage` false).
struct UsageError: Error {
    let message: String
    var showsUsage = true
}

/// The failure of a command that ran: printed as is, with its exit status.
struct CommandFailure: Error {
    let message: String
    let status: Int32
}

/// A command's arguments, consumed as options are recognised.
struct ArgumentList {
    private(set) var remaining: [String]

    init(_ arguments: [String]) { remaining = arguments }

    /// Removes `--name` and returns whether it was there.
    mutating func flag(_ names: String...) -> Bool {
        guard let i = remaining.firstIndex(where: { names.contains($0) }) else { return false }
        remaining.remove(at: i)
        return true
    }

    /// Removes every `--name VALUE` (or `--name=VALUE`) and returns the values in order.
    mutating func values(_ name: String) throws(UsageError) -> [String] {
        var found: [String] = []
        var i = 0
        while i < remaining.count {
            let a = remaining[i]
            if a == name {
                guard i + 1 < remaining.count else { throw UsageError(message: "\(name) needs a value") }
                found.append(remaining[i + 1])
                remaining.removeSubrange(i...(i + 1))
            } else if a.hasPrefix(name + "=") {
                found.append(String(a.dropFirst(name.count + 1)))
                remaining.remove(at: i)
            } else {
                i += 1
            }
        }
        return found
    }

    mutating func value(_ name: String) throws(UsageError) -> String? {
        let all = try values(name)
        if all.count > 1 { throw UsageError(message: "\(name) given more than once") }
        return all.first
    }

    /// The positional arguments left; any remaining option is an error.
    func positionals() throws(UsageError) -> [String] {
        if let option = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw UsageError(message: "unknown option \(option)")
        }
        return remaining
    }
}

/// The options every command that lays out a file shares.
struct LayoutOptions {
    var canvas = CGSize(width: 390, height: 844)
    var scale: CGFloat = 3
    var font: String?
    var dynamicTypeSize: DynamicTypeSize = .large
    /// The iOS release whose metrics controls, lists and bars use (`--os`).
    var platformVersion = PlatformVersion.iOS26
    /// The appearance views are drawn in (`--color-scheme`; else the app's Info.plist
    /// `UIUserInterfaceStyle`, else light).
    var colorScheme = ColorScheme.light
    var colorSchemeGiven = false
    /// The locale (`--locale`): `nil` keeps the environment's en_US.
    var locale: Locale?
    /// The direction of layout (`--layout-direction`, else the locale's, else left to right).
    var layoutDirection = LayoutDirection.leftToRight
    var scrollOffset = CGPoint.zero
    var safeArea = EdgeInsets()
    var statusBarOverlap: CGFloat = 0
    /// Image sizes (`--image NAME=WxH`) and pixels (`--image NAME=FILE`, PNG or JPEG).
    var images = ImageLibrary()
    /// Which view is the root (`--view NAME`, `--preview N|NAME`).
    var root = RootChoice.automatic
    /// Whether `--device` was given (a preview's `.previewDevice` applies only without it).
    var deviceGiven = false
    /// What `#if` reads (`--platform`, `--define`).
    var configuration = BuildConfiguration.iOS
    /// Which files are read with a single FILE: its module (found, or `--module DIR`), or
    /// FILE alone (`--no-context`).
    var context = ContextChoice.module
    /// Folders of remote packages' sources (`--checkouts DIR`).
    var checkouts: [String] = []
    /// The app's asset catalogs, strings and fonts, found beside the files read.
    var resources = AppResources.none

    static let help = """
          --canvas WxH        the canvas in points (default 390x844, an iPhone's screen)
          --scale N           pixels per point for rounding (default 3)
          --font NAME|PATH    the font Text measures with: default (Inter, in the line
                              heights of iOS's system font), inter (Inter's own lines),
                              ahem, or a .ttf/.otf/.ttc file
          --dynamic-type SIZE the Dynamic Type size: xSmall ... xxxLarge, accessibility1 ... 5
                              (or xs, s, m, l, xl, xxl, xxxl, ax1 ... ax5; default large)
          --os VERSION        the iOS release whose metrics lists, controls and bars use:
                              ios26 (default, the current release), ios18, ios17
          --color-scheme S    light (default) or dark: the appearance system colours take
          --layout-direction ltr|rtl
                              left to right (default) or right to left: every container's
                              placement mirrored, as SwiftUI lays out Arabic and Hebrew
          --locale ID         the locale (default en_US), like ar, he_IL or fa; an Arabic, Hebrew,
                              Persian, Urdu... locale also lays out right to left unless
                              --layout-direction says otherwise; ja, ko, zh-Hant, zh-HK
                              draw Han characters in their regional forms
          --image NAME=WxH    the point size of Image("NAME"); repeatable
          --image NAME=FILE   Image("NAME") is the PNG or JPEG FILE (one pixel a point; @2x, @3x
                              in the name divide); repeatable
          --scroll-offset X,Y how far the outermost scroll views are scrolled, in points
          --safe-area T,L,B,R the canvas's safe-area insets (top, leading, bottom, trailing)
          --device NAME       a device's canvas, scale and safe area (`plumb devices` lists them);
                              --canvas, --scale and --safe-area given with it win
          --platform NAME     what #if os(...) and canImport(...) read: ios (default), macos,
                              watchos, tvos, visionos
          --define NAME       a compilation condition #if reads as true (DEBUG is defined);
                              repeatable
          --module DIR        read FILE with every Swift file under DIR (tests left out) as
                              its module, instead of the module found from FILE's project
          --no-context        read FILE alone, not with the rest of its module
          --checkouts DIR     a folder of remote packages' sources (Xcode's
                              SourcePackages/checkouts); repeatable
          --view NAME         the root is the view type NAME (what it needs is stubbed)
          --preview N|NAME    the root is the Nth preview (from 1) or the one named NAME
                              (default: the first preview, else the last view; `plumb previews`
                              lists them). A first preview that never shows the file's view it
                              names (a sign-in gate: only a spinner) gives way to that view,
                              with a warning; --preview 1 keeps it
        """

    init(_ args: inout ArgumentList) throws(UsageError) {
        if let p = try args.value("--platform") {
            guard let c = BuildConfiguration.platform(p) else {
                throw UsageError(message: "--platform expects ios, macos, watchos, tvos or visionos (got '\(p)')")
            }
            configuration = c
        }
        for flag in try args.values("--define") { configuration = configuration.defining(flag) }
        let module = try args.value("--module")
        if args.flag("--no-context") {
            if module != nil { throw UsageError(message: "give --module or --no-context, not both") }
            context = .alone
        } else if let module {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: module, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw UsageError(message: "--module expects a folder (got '\(module)')")
            }
            context = .folder(module)
        }
        checkouts = try args.values("--checkouts")
        if let v = try args.value("--view") { root = .view(v) }
        if let p = try args.value("--preview") {
            if root != .automatic { throw UsageError(message: "give --view or --preview, not both") }
            root = .preview(p)
        }
        if let d = try args.value("--device") {
            deviceGiven = true
            guard let device = DevicePreset.named(d) else {
                throw UsageError(
                    message: "unknown device '\(d)'; known: \(DevicePreset.all.map(\.name).joined(separator: ", "))")
            }
            use(device)
        }
        if let a = try args.value("--safe-area") {
            let parts = a.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            try LayoutOptions.checkLengths(parts, "--safe-area", a)
            guard parts.count == 4, parts.allSatisfy({ $0 != nil && $0! >= 0 && $0!.isFinite }) else {
                throw UsageError(
                    message: "--safe-area expects four lengths TOP,LEADING,BOTTOM,TRAILING, like 59,0,34,0 (got '\(a)')"
                )
            }
            safeArea = EdgeInsets(top: parts[0]!, leading: parts[1]!, bottom: parts[2]!, trailing: parts[3]!)
        }
        if let c = try args.value("--canvas") {
            guard let size = try LayoutOptions.size(c, "--canvas") else {
                throw UsageError(message: "--canvas expects WxH, like 390x844 (got '\(c)')")
            }
            canvas = size
        }
        if let s = try args.value("--scale") {
            guard let v = Double(s), v > 0, v <= 16 else {
                throw UsageError(message: "--scale expects a number in (0, 16] (got '\(s)')")
            }
            scale = CGFloat(v)
        }
        font = try args.value("--font")
        if let d = try args.value("--dynamic-type") {
            guard let size = DynamicTypeSize(name: d) else {
                throw UsageError(
                    message:
                        "--dynamic-type expects xSmall ... xxxLarge or accessibility1 ... accessibility5 (got '\(d)')")
            }
            dynamicTypeSize = size
        }
        if let o = try args.value("--os") {
            guard let version = PlatformVersion(name: o) else {
                throw UsageError(
                    message:
                        "--os expects \(PlatformVersion.all.map(\.description).reversed().joined(separator: ", ")) (got '\(o)')"
                )
            }
            platformVersion = version
        }
        if let c = try args.value("--color-scheme") {
            colorSchemeGiven = true
            switch c.lowercased() {
            case "light": colorScheme = .light
            case "dark": colorScheme = .dark
            default: throw UsageError(message: "--color-scheme expects light or dark (got '\(c)')")
            }
        }
        if let id = try args.value("--locale") {
            guard let parsed = LayoutOptions.locale(id) else {
                throw UsageError(
                    message:
                        "--locale expects a locale identifier with a known language, like ar, he_IL or en_US (got '\(id)')"
                )
            }
            locale = parsed
            layoutDirection = LayoutOptions.direction(of: parsed)
        }
        if let d = try args.value("--layout-direction") {
            switch d.lowercased() {
            case "ltr", "lefttoright", "left-to-right": layoutDirection = .leftToRight
            case "rtl", "righttoleft", "right-to-left": layoutDirection = .rightToLeft
            default: throw UsageError(message: "--layout-direction expects ltr or rtl (got '\(d)')")
            }
        }
        if let o = try args.value("--scroll-offset") {
            let parts = o.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            try LayoutOptions.checkLengths(parts, "--scroll-offset", o)
            guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
                throw UsageError(message: "--scroll-offset expects X,Y in points, like 0,300 (got '\(o)')")
            }
            scrollOffset = CGPoint(x: x, y: y)
        }
        for spec in try args.values("--image") {
            let parts = spec.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw UsageError(
                    message: "--image expects NAME=WxH or NAME=FILE (PNG or JPEG), like photo=800x600 (got '\(spec)')")
            }
            let lower = parts[1].lowercased()
            let isFile =
                [".png", ".jpg", ".jpeg"].contains { lower.hasSuffix($0) }
                || FileManager.default.fileExists(atPath: String(parts[1]))
            let size = try LayoutOptions.size(String(parts[1]), "--image \(parts[0])=")
            if !isFile && size == nil {
                throw UsageError(
                    message: "--image expects NAME=WxH or NAME=FILE (PNG or JPEG), like photo=800x600 (got '\(spec)')")
            }
            if let size {
                images.addSize(size, named: String(parts[0]))
            } else {
                do { try images.addFile(String(parts[1]), named: String(parts[0])) } catch {
                    throw UsageError(message: "--image \(spec): \(error.reason)", showsUsage: false)
                }
            }
        }
    }

    /// The largest length, in points, a flag may give (a canvas side, an image side, a
    /// scroll offset, a safe-area inset): 1,000,000,000, far past any screen, list or picture
    /// (a million 44-point rows are 44,000,000), and small enough that sums of such lengths
    /// stay exact to a pixel. A larger or non-finite length is a usage error (exit 2) naming
    /// the flag; SwiftUI has no such input, so no behaviour is given up.
    static let maximumLength: Double = 1_000_000_000

    /// Fails where a parsed number is beyond ``maximumLength`` or not finite.
    static func checkLengths(_ values: [Double?], _ flag: String, _ given: String) throws(UsageError) {
        for case let v? in values where !(abs(v) <= maximumLength) {
            throw UsageError(
                message:
                    "\(flag)\(flag.hasSuffix("=") ? "" : " ")\(given): \(v.isFinite ? "a length above" : "a non-finite length; lengths are at most") \(Int(maximumLength)) points"
            )
        }
    }

    /// `WxH`, or nil where `text` does not have that shape; fails where it does but a side
    /// is too large (``maximumLength``).
    static func size(_ text: String, _ flag: String) throws(UsageError) -> CGSize? {
        let parts = text.lowercased().split(separator: "x")
        if parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) {
            try checkLengths([w, h], flag, text)
        }
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 0, h >= 0, w.isFinite,
            h.isFinite
        else {
            return nil
        }
        return CGSize(width: w, height: h)
    }

    /// The locale `identifier` names (`ar`, `he_IL`, `en-US`), or `nil` when its language is
    /// not an ISO 639 language Foundation knows.
    static func locale(_ identifier: String) -> Locale? {
        guard !identifier.isEmpty,
            identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
        else { return nil }
        let locale = Locale(identifier: identifier)
        guard let code = locale.language.languageCode?.identifier,
            Locale.LanguageCode.isoLanguageCodes.contains(where: { $0.identifier == code })
        else { return nil }
        return locale
    }

    /// The direction a locale's script is written in: Foundation's
    /// `Locale.Language.characterDirection`, from ICU's likely-subtags and script data (on
    /// Linux too): right to left for Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi, Uyghur,
    /// Yiddish, Dhivehi, Central Kurdish..., and for a language written in a right-to-left
    /// script (`az-Arab`); left to right otherwise (`ar-Latn`). iOS lays an app out right to
    /// left when its language is such a language.
    static func direction(of locale: Locale) -> LayoutDirection {
        locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The environment: the text measurer and image sizes.
    func environment() throws -> EnvironmentValues {
        var env = EnvironmentValues()
        env.textMeasurer = try TextMeasurers.measurer(
            named: font, locale: locale, shippedFonts: resources.fonts.map { ($0.path, $0.names) })
        env.dynamicTypeSize = dynamicTypeSize
        env.platformVersion = platformVersion
        env.colorScheme = colorScheme
        env.layoutDirection = layoutDirection
        if let locale {
            env.locale = locale
            env.calendar.locale = locale
        }
        env.scrollOffset = scrollOffset
        env.statusBarOverlap = statusBarOverlap
        env.imageProvider = images
        // What `@Environment(\.displayScale)` reads while views are built: the layout's scale.
        env.displayScale = scale
        return env
    }
}

/// Reads a source file (`-` for standard input) as bytes.
func readInput(_ path: String) throws -> (name: String, bytes: [UInt8]) {
    if path == "-" {
        return ("<stdin>", try readStandardInput(FileHandle.standardInput))
    }
    func fail(_ why: String) -> CommandFailure {
        CommandFailure(message: "error: cannot read '\(path)': \(why)", status: 2)
    }
    // What the path is, before reading it: a device (`/dev/zero`) or a FIFO would be read
    // without end, a directory not at all.
    var info = stat()
    guard stat(path, &info) == 0 else {
        switch errno {
        case ENOENT, ENOTDIR: throw fail("no such file")
        case EACCES: throw fail("permission denied")
        default: throw fail(String(cString: strerror(errno)))
        }
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw fail("it is a directory")
    case S_IFCHR: throw fail("it is a character device, not a regular file")
    case S_IFBLK: throw fail("it is a block device, not a regular file")
    case S_IFIFO: throw fail("it is a FIFO (named pipe), not a regular file; pipe it to standard input ('-') instead")
    case S_IFSOCK: throw fail("it is a socket, not a regular file")
    default: throw fail("it is not a regular file")
    }
    let limit = SourceInput.maximumFileBytes
    if info.st_size > limit { throw fail("it is \(info.st_size) bytes; a source file may be at most \(limit) bytes") }
    guard let handle = FileHandle(forReadingAtPath: path) else { throw fail("permission denied") }
    defer { try? handle.close() }
    // At most one byte past the limit, should the file grow after `stat`.
    let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
    if data.count > limit { throw fail("it is more than \(limit) bytes; a source file may be at most \(limit) bytes") }
    return ((path as NSString).lastPathComponent, Array(data))
}

/// Bounds on what `readInput` reads from a file.
enum SourceInput {
    /// The largest source file read: 16 MiB (the largest real SwiftUI files are a few
    /// hundred kilobytes; the reader's view and iteration limits end far sooner).
    static let maximumFileBytes = 16 << 20
}

/// The most source `plumb` reads from standard input: as much as from a file (16 MiB), and
/// a bound on what an endless stream (`< /dev/zero`) can make it hold.
let maximumStandardInput = SourceInput.maximumFileBytes

/// Reads `input` to its end, failing (exit 2) past ``maximumStandardInput`` bytes or when
/// it cannot be read, instead of reading without bound.
func readStandardInput(_ input: FileHandle, limit: Int = maximumStandardInput) throws -> [UInt8] {
    var bytes: [UInt8] = []
    while true {
        let chunk: Data?
        do { chunk = try input.read(upToCount: 1 << 16) } catch {
            throw CommandFailure(message: "error: cannot read standard input: \(error.localizedDescription)", status: 2)
        }
        guard let chunk, !chunk.isEmpty else { return bytes }
        bytes += chunk
        if bytes.count > limit {
            throw CommandFailure(
                message: "error: standard input is longer than \(limit) bytes, the most Plumb reads as source",
                status: 2)
        }
    }
}

/// The `.swift` files a path names: the file itself, or every `.swift` file under a folder, as
/// the library's folder walk lists them (hidden folders, build products, package and Tuist
/// manifests skipped), in path order.
func swiftFiles(_ path: String) throws -> [String] {
    var isDirectory: ObjCBool = false
    guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
        return [path]
    }
    let found = SwiftFileWalk.files(under: path)
    if found.isEmpty { throw CommandFailure(message: "error: '\(path)' holds no .swift files", status: 2) }
    return found
}

extension LayoutOptions {
    /// Uses an app's resources: its asset images join the images layout sizes and pictures
    /// draw (an `--image` of the same name wins; bitmaps are decoded and vectors read when
    /// drawn), and its fonts join the text measurer.
    /// An app whose Info.plist sets `UIUserInterfaceStyle` to `Dark` or `Light` runs in that
    /// appearance whatever the system's (Apple's Information Property List reference: the key
    /// forces the app's style): its views are drawn in it unless `--color-scheme` says otherwise.
    mutating func use(_ resources: AppResources) {
        self.resources = resources
        if !colorSchemeGiven {
            switch resources.infoDictionary["UIUserInterfaceStyle"] {
            case "Dark"?: colorScheme = .dark
            case "Light"?: colorScheme = .light
            default: break
            }
        }
        for (name, image) in resources.images.sorted(by: { $0.key < $1.key })
        where images.size(ofImageNamed: name) == nil {
            switch image.format {
            case .png, .jpeg:
                do { try images.addFile(image.path, named: name, scale: image.scale, eager: false) } catch {
                    if let size = image.size { images.addSize(size, named: name) }
                }
            case .pdf, .svg:
                // Read when drawn, at the size the catalog reader found in the file's header.
                do { try images.addVectorFile(image.path, named: name, size: image.size) } catch {}
            }
        }
        for (name, path) in resources.symbolTemplates.sorted(by: { $0.key < $1.key })
        where images.customSymbol(named: name) == nil {
            try? images.addSymbolTemplate(path, named: name)
        }
    }

    /// A device's canvas, scale and safe area.
    mutating func use(_ device: DevicePreset) {
        canvas = device.size
        scale = device.scale
        safeArea = device.safeArea
        statusBarOverlap = device.statusBarOverlap
    }

    /// The canvas a preview asks for: a fixed size without a safe area, the device turned
    /// on its side (landscape safe areas: the top inset on both sides, 21 points at the
    /// bottom for the home indicator), or the size the view takes on the device.
    mutating func apply(_ layout: PreviewLayout, _ orientation: InterfaceOrientation, to tree: LayoutTree) {
        if orientation.isLandscape {
            canvas = CGSize(width: canvas.height, height: canvas.width)
            let side = safeArea.top
            safeArea = EdgeInsets(top: 0, leading: side, bottom: side > 0 ? 21 : 0, trailing: side)
        }
        switch layout {
        case .device:
            break
        case .fixed(let width, let height):
            canvas = CGSize(width: width, height: height)
            safeArea = EdgeInsets()
        case .sizeThatFits:
            tree.layout(in: canvas, scale: scale, safeArea: safeArea)
            // The size the view answered, up to whole pixels: not its placed frame, whose
            // corners are rounded where it was centred on the device (a 191.33-wide view
            // centred in 393 points ends 0.33 narrower when the far corner's tie rounds down
            // in floating point, and its text no longer fits the canvas made from it).
            let size = tree.unroundedFrame(of: tree.root).size
            func pixels(_ length: CGFloat) -> CGFloat { max(1, ((length * scale) - 1e-6).rounded(.up) / scale) }
            canvas = CGSize(width: pixels(size.width), height: pixels(size.height))
            safeArea = EdgeInsets()
        }
    }
}

/// The app's resources in `roots` (a module's, from ``ModuleContext``, or those
/// ``resourceRoots(for:)`` finds), with one line on standard error saying what was found and
/// a line for each file that could not be read.
func scanResources(_ roots: [String], _ options: LayoutOptions) -> AppResources {
    guard !roots.isEmpty else { return .none }
    let (resources, warnings) = AppResources.scan(roots: roots, locale: options.locale)
    for warning in warnings { printError(warning) }
    if !resources.isEmpty { printError(resources.summary) }
    return resources
}

/// The folders whose resources belong to the files read: each folder given, and for a file
/// the nearest ancestor of its folder holding a `*.xcodeproj` or a `.git`, or in a Swift
/// package (`Package.swift`) the file's target folder (`Sources/Name`); with none of these,
/// the file's own folder if asset catalogs or strings are right there. Standard input has
/// none.
/// (A single file read with its module takes the module's folders instead.)
func resourceRoots(for paths: [String]) -> [String] {
    var roots: [String] = []
    let manager = FileManager.default
    for path in paths where path != "-" {
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var root = isFolder.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
        if !isFolder.boolValue {
            let own = (try? manager.contentsOfDirectory(atPath: root)) ?? []
            var folder: String? = root
            var project: String?
            while let current = folder {
                let names = (try? manager.contentsOfDirectory(atPath: current)) ?? []
                if names.contains(where: { $0.hasSuffix(".xcodeproj") })
                    || names.contains(".git") && !names.contains("Package.swift")
                {
                    project = current
                    break
                }
                if names.contains("Package.swift") {
                    // A Swift package's resources are its target's: `Sources/Name/`, `Tests/Name/`.
                    let inside = root.dropFirst(current.count).split(separator: "/")
                    if inside.count >= 2, inside[0] == "Sources" || inside[0] == "Tests" {
                        project = current + "/" + inside[0] + "/" + inside[1]
                    }
                    break
                }
                let parent = (current as NSString).deletingLastPathComponent
                folder = parent == current || parent.isEmpty ? nil : parent
            }
            if let project { root = project }
            // No project or target around the file: only its own folder, and only when
            // resources are right there (a file in /tmp does not scan /tmp).
            if project == nil {
                let resources = own.contains { name in
                    [".xcassets", ".lproj", ".xcstrings"].contains { name.hasSuffix($0) }
                }
                guard resources else { continue }
            }
        }
        if !roots.contains(where: { root == $0 || root.hasPrefix($0 + "/") }) {
            roots.removeAll { $0.hasPrefix(root + "/") }
            roots.append(root)
        }
    }
    return roots
}

/// The FILE_OR_DIR... a command takes (at least one).
func inputFiles(_ args: inout ArgumentList) throws -> [String] {
    let files = try args.positionals()
    guard !files.isEmpty else { throw UsageError(message: "missing FILE") }
    return files
}

/// Reads `path` and lays it out with `options` (recording the negotiation if `tracing`),
/// printing the reader's and the engine's warnings to standard error.
func layOut(_ paths: [String], _ options: LayoutOptions, tracing: Bool = false) throws -> (SourceProgram, LayoutTree) {
    let (program, laidOut) = try readAndLayOut(paths, options, tracing: tracing)
    for warning in laidOut.warnings { printError(warning) }
    return (program, laidOut.tree)
}

/// Lays out a program read with `options`, as its preview asks (`.previewDevice`, unless
/// --device says otherwise; `.sizeThatFitsLayout`, landscape): the tree, the options in
/// effect (the canvas and scale the preview's traits chose), and the warnings of the device,
/// the reader and the engine, one line each, for the caller to print.
func layOut(_ program: SourceProgram, _ options: LayoutOptions, tracing: Bool = false) throws
    -> (tree: LayoutTree, options: LayoutOptions, warnings: [String])
{
    var options = options
    var warnings: [String] = []
    if !program.resources.isEmpty || !program.resources.infoDictionary.isEmpty { options.use(program.resources) }
    // `.previewDevice("iPhone 16 Pro")`, unless --device says otherwise.
    if !options.deviceGiven, let name = program.previewDevice {
        if let device = DevicePreset.titled(name) {
            options.use(device)
        } else {
            warnings.append("warning: preview device '\(name)' is not one of `plumb devices`; using the canvas given")
        }
    }
    let environment: EnvironmentValues
    do { environment = try options.environment() } catch {
        // The font reader's messages begin with the file's name; the flag says it once.
        let name = ((options.font ?? "") as NSString).lastPathComponent
        var reason = "\(error)"
        if !name.isEmpty, reason.hasPrefix(name + ": ") { reason.removeFirst(name.count + 2) }
        throw UsageError(message: "--font \(options.font ?? "default"): \(reason)", showsUsage: false)
    }
    let tree = LayoutTree.presenting(program.view, environment: environment)
    tree.tracing = tracing
    options.apply(program.previewLayout, program.previewOrientation, to: tree)
    tree.layout(in: options.canvas, scale: options.scale, safeArea: options.safeArea)
    warnings += program.warnings.map(\.description)
    // A warning about each row of a ForEach names one call: said once.
    // What the preview presents (a sheet) warns as the preview does.
    let trees = [tree] + tree.presented.map(\.tree)
    for warning in trees.flatMap(\.warnings).map(program.describe) where !warnings.contains(warning) {
        warnings.append(warning)
    }
    return (tree, options, warnings)
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}
