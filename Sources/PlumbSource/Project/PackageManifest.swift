import Foundation

/// What a Swift package's `Package.swift` declares, as far as finding a module's sources
/// needs: its targets (with their folders and the targets and products they depend on), its
/// products, and the packages it depends on.
///
/// The manifest is Swift, so it is read with Plumb's own parser and walked as a syntax tree,
/// never run: `Package(name:products:dependencies:targets:)` and the `.target(...)`,
/// `.product(...)` and `.package(...)` calls inside it, with names bound by top-level `let`s
/// followed (`let targets: [Target] = [...]`) and `package.targets += [...]` statements
/// added, and the static members of its extensions (`extension Target.Dependency { static let
/// ui = byName(name: "UI") }`) read where `.ui` stands. What a manifest computes some other
/// way (a loop, a function's body) is not seen. The
/// rules for where a target's sources are follow SwiftPM's documentation
/// (https://docs.swift.org/package-manager/PackageDescription/PackageDescription.html,
/// "Target": `path` defaults to `Sources/<name>`, `Source/<name>`, `src/<name>` or
/// `srcs/<name>`, and `Tests/<name>` for test targets).
public struct PackageManifest: Sendable, Equatable {
    /// A target of the package.
    public struct Target: Sendable, Equatable {
        public enum Kind: String, Sendable { case regular, executable, test, macro, plugin, binary, system }
        public var name: String
        public var kind: Kind
        /// The folder the manifest names (`path:`), relative to the package; `nil` for the default.
        public var path: String?
        /// Paths under the target's folder that are not its sources.
        public var exclude: [String]
        /// The targets of this package (`"Core"`, `.target(name:)`) and products of others
        /// (`.product(name:package:)`) it depends on; a bare name may be either.
        public var dependencies: [Dependency]
    }

    /// What a target depends on.
    public enum Dependency: Sendable, Equatable {
        /// A name that is a target of this package or a product of a dependency.
        case byName(String)
        case target(String)
        case product(String, package: String?)
    }

    /// A package this one depends on.
    public struct PackageDependency: Sendable, Equatable {
        /// `.package(path:)`: a folder, relative to this package.
        public var path: String?
        /// `.package(url:...)`: the repository's address.
        public var url: String?
        /// The package's identity: `name:` if given, else the last component of the path or
        /// address without `.git`, lowercased (SwiftPM's identity rule).
        public var identity: String
    }

    public var name: String?
    public var targets: [Target]
    /// Each product's name and the targets it exports.
    public var products: [(name: String, targets: [String])]
    public var dependencies: [PackageDependency]

    public static func == (a: PackageManifest, b: PackageManifest) -> Bool {
        a.name == b.name && a.targets == b.targets && a.dependencies == b.dependencies
            && a.products.map(\.name) == b.products.map(\.name)
            && a.products.map(\.targets) == b.products.map(\.targets)
    }

    /// The largest manifest read: 4 MiB (real ones are a few kilobytes).
    static let maximumBytes = 4 << 20

    /// Reads the manifest `text`; fails with a diagnostic where it is not Swift Plumb parses
    /// or declares no `Package(...)`.
    public static func read(_ text: String, name: String = "Package.swift") throws(Diagnostic) -> PackageManifest {
        let file = SourceFile(name: name, text: text)
        guard file.bytes.count <= maximumBytes else {
            throw Diagnostic(.error, "the manifest is larger than \(maximumBytes) bytes", at: 0, in: file)
        }
        let decls = try SourceReader.parse(file, configuration: .iOS)
        var bindings: [String: Expr] = [:]
        var packageCall: [Argument]?
        var additions: [(property: String, value: Expr)] = []
        for decl in decls {
            switch decl {
            case .variable(let p):
                guard let value = p.value ?? p.body.flatMap(PackageManifest.builtArray) else { continue }
                bindings[p.name] = value
                if case .call(let callee, let args, _) = value, case .identifier("Package", _) = callee {
                    packageCall = args
                }
            // `extension Target.Dependency { static let styleguide = byName(name: "Styleguide") }`:
            // `.styleguide` stands for its value.
            case .extensionDecl(let e):
                for case .variable(let p) in e.members where p.isStatic {
                    if let value = p.value { bindings["." + p.name] = value }
                }
            case .statement(let statement):
                additions += PackageManifest.additions(in: statement)
            default: continue
            }
        }
        guard let arguments = packageCall else {
            throw Diagnostic(.error, "the manifest declares no `let package = Package(...)`", at: 0, in: file)
        }
        let reader = ManifestWalker(bindings: bindings)
        var manifest = PackageManifest(name: nil, targets: [], products: [], dependencies: [])
        for argument in arguments {
            reader.read(argument.label, argument.value, into: &manifest)
        }
        for (property, value) in additions { reader.read(property, value, into: &manifest) }
        return manifest
    }

    /// What a top-level statement adds to the package: `package.targets += [...]`,
    /// `package.targets.append(contentsOf: [...])`, `package.products.append(.library(...))`,
    /// also inside an `if` (isowords adds its app's targets under `if
    /// ProcessInfo.processInfo.environment["TEST_SERVER"] == nil`). Every branch is read:
    /// the manifest is never run, and a target declared is only read when a file needs it.
    static func additions(in statement: Stmt) -> [(property: String, value: Expr)] {
        switch statement {
        case .expression(.assign(let op, .member(.identifier(_, _), let property, _), let value, _))
        where op == "+=" || op == "=":
            return [(property, value)]
        case .expression(.call(.member(.member(.identifier(_, _), let property, _), "append", _), let args, _)):
            guard let argument = args.first, args.count == 1 else { return [] }
            if argument.label == "contentsOf" { return [(property, argument.value)] }
            return argument.label == nil ? [(property, .array([argument.value], at: argument.value.offset))] : []
        case .ifElse(_, let then, let otherwise, _):
            return (then + (otherwise ?? [])).flatMap(additions(in:))
        default:
            return []
        }
    }

    /// The array a computed variable's getter builds and returns: `var deps: [...] = [...]`,
    /// then `deps.append(...)`, `deps.append(contentsOf: [...])` or `deps += [...]` (inside an
    /// `if` too), then `return deps` (Omnivore's `var appPackageDependencies:
    /// [Target.Dependency] { var deps = ["Views", ...]; deps.append(.product(...)); return deps }`);
    /// `nil` for another getter.
    static func builtArray(_ body: [Stmt]) -> Expr? {
        guard case .returnValue(.identifier(let name, _)?, _)? = body.last else { return nil }
        var items: [Expr] = []
        var at = 0
        var found = false
        func add(_ statement: Stmt) {
            switch statement {
            case .binding(let bound, _, .array(let initial, let offset)?, _) where bound == name:
                items = initial
                at = offset
                found = true
            case .expression(.call(.member(.identifier(let target, _), "append", _), let args, _))
            where target == name && args.count == 1:
                if args[0].label == "contentsOf", case .array(let more, _) = args[0].value {
                    items += more
                } else if args[0].label == nil {
                    items.append(args[0].value)
                }
            case .expression(.assign("+=", .identifier(let target, _), .array(let more, _), _)) where target == name:
                items += more
            case .ifElse(_, let then, let otherwise, _):
                for s in then + (otherwise ?? []) { add(s) }
            default: break
            }
        }
        for statement in body { add(statement) }
        return found ? .array(items, at: at) : nil
    }

    /// Reads the manifest at `path`; `nil`, with the reason, where it cannot be read.
    public static func read(contentsOf path: String) -> Result<PackageManifest, Diagnostic> {
        if let cache = ProjectReadCache.current { return cache.manifest(path) { uncachedRead(contentsOf: path) } }
        return uncachedRead(contentsOf: path)
    }

    private static func uncachedRead(contentsOf path: String) -> Result<PackageManifest, Diagnostic> {
        guard let data = FileManager.default.contents(atPath: path), data.count <= maximumBytes else {
            return .failure(
                Diagnostic(.error, "cannot read the manifest", at: 0, in: SourceFile(name: path, text: "")))
        }
        do {
            return .success(try read(String(decoding: data, as: UTF8.self), name: path))
        } catch {
            return .failure(error)
        }
    }

    /// The folder holding `target`'s sources, relative to the package: `path:`, else the
    /// first of SwiftPM's default folders that exists under `root`.
    public func folder(of target: Target, root: String) -> String {
        if let path = target.path { return path }
        let parents =
            target.kind == .test
            ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
        func isFolder(_ path: String) -> Bool {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: (root as NSString).appendingPathComponent(path), isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        if let folder = parents.map({ $0 + "/" + target.name }).first(where: isFolder) { return folder }
        // A package of one target may keep its sources in `Sources/` itself (SwiftPM 5.9,
        // swift-package-manager#6294: ProtonDrive's `PDLocalization/Sources/Localization.swift`).
        if targets.count == 1, let folder = parents.first(where: isFolder) { return folder }
        return (target.kind == .test ? "Tests/" : "Sources/") + target.name
    }

    /// The targets a product exports, or the product's name as a target when the manifest
    /// lists no such product.
    public func targets(ofProduct product: String) -> [String] {
        products.first { $0.name == product }?.targets ?? []
    }
}

/// Walks a manifest's syntax tree.
private struct ManifestWalker {
    let bindings: [String: Expr]
    /// Names followed, so a binding that refers to itself ends.
    var depth = 0

    /// The expression `e` stands for: a bound name's value, followed a few levels.
    func resolved(_ e: Expr) -> Expr {
        var e = e
        for _ in 0..<8 {
            switch e {
            case .identifier(let name, _) where bindings[name] != nil: e = bindings[name]!
            case .implicitMember(let name, _) where bindings["." + name] != nil: e = bindings["." + name]!
            default: return e
            }
        }
        return e
    }

    /// The elements of an array expression (`[a, b] + c` joined).
    func elements(_ e: Expr) -> [Expr] {
        switch resolved(e) {
        case .array(let items, _):
            return items.flatMap { item in
                if case .array = resolved(item) { return elements(item) }
                return [item]
            }
        case .binary("+", let a, let b, _): return elements(a) + elements(b)
        // `buildTargets { Target.target(...); Target.target(...) }`: a result builder the
        // manifest declares (Pizza Helper's), whose statements are the elements (an `if`'s
        // branches too).
        case .call(_, let args, _):
            guard args.count == 1, case .closure(let closure) = args[0].value, closure.parameters.isEmpty else {
                return []
            }
            func statements(_ body: [Stmt]) -> [Expr] {
                body.flatMap { statement -> [Expr] in
                    switch statement {
                    case .expression(let e): return [e]
                    case .ifElse(_, let then, let otherwise, _): return statements(then) + statements(otherwise ?? [])
                    default: return []
                    }
                }
            }
            return statements(closure.body)
        default: return []
        }
    }

    func string(_ e: Expr) -> String? {
        guard case .string(let segments, _) = resolved(e) else { return nil }
        var text = ""
        for segment in segments {
            guard case .text(let t) = segment else { return nil }
            text += t
        }
        return text
    }

    /// `.name(args)`: the name and arguments of a call of an implicit member (or of
    /// `Target.name(...)`, `Package.Dependency.name(...)`).
    func call(_ e: Expr) -> (name: String, arguments: [Argument])? {
        guard case .call(let callee, let args, _) = resolved(e) else { return nil }
        switch callee {
        case .implicitMember(let name, _), .member(_, let name, _), .identifier(let name, _): return (name, args)
        default: return nil
        }
    }

    func argument(_ label: String, _ args: [Argument]) -> Expr? {
        args.first { $0.label == label }?.value
    }

    func read(_ label: String?, _ value: Expr, into manifest: inout PackageManifest) {
        switch label {
        case "name": manifest.name = string(value)
        case "targets": manifest.targets += elements(value).compactMap(target)
        case "products":
            for item in elements(value) {
                // `.library(name: "Kit", targets: [...])`, or a helper the manifest declares
                // (`.singleTargetLibrary("Kit")`): its first string names the product and target.
                guard let (_, args) = call(item),
                    let name = argument("name", args).flatMap(string)
                        ?? args.first(where: { $0.label == nil }).flatMap({ string($0.value) })
                else { continue }
                let targets = argument("targets", args).map { elements($0).compactMap(string) } ?? [name]
                manifest.products.append((name, targets))
            }
        case "dependencies": manifest.dependencies += elements(value).compactMap(packageDependency)
        default: break
        }
    }

    func target(_ e: Expr) -> PackageManifest.Target? {
        guard let (kindName, args) = call(e), let name = argument("name", args).flatMap(string) else { return nil }
        let kind: PackageManifest.Target.Kind
        switch kindName {
        case "target": kind = .regular
        case "executableTarget": kind = .executable
        case "testTarget": kind = .test
        case "macro": kind = .macro
        case "plugin": kind = .plugin
        case "binaryTarget": kind = .binary
        case "systemLibrary": kind = .system
        default: return nil
        }
        let dependencies = argument("dependencies", args).map { elements($0).compactMap(dependency) } ?? []
        return PackageManifest.Target(
            name: name, kind: kind, path: argument("path", args).flatMap(string),
            exclude: argument("exclude", args).map { elements($0).compactMap(string) } ?? [],
            dependencies: dependencies)
    }

    func dependency(_ e: Expr) -> PackageManifest.Dependency? {
        if let name = string(e) { return .byName(name) }
        guard let (kind, args) = call(e), let name = argument("name", args).flatMap(string) else { return nil }
        switch kind {
        // `.targetItem(name:condition:)`, `.productItem(name:package:...)` and `.byNameItem`:
        // the spellings PackageDescription declares beside `.target(name:)` (AmpFinKit's).
        case "target", "targetItem": return .target(name)
        case "product", "productItem": return .product(name, package: argument("package", args).flatMap(string))
        case "byName", "byNameItem": return .byName(name)
        default: return nil
        }
    }

    func packageDependency(_ e: Expr) -> PackageManifest.PackageDependency? {
        guard let (kind, args) = call(e), kind == "package" else { return nil }
        let path = argument("path", args).flatMap(string)
        let url = argument("url", args).flatMap(string)
        let given = argument("name", args).flatMap(string)
        guard let location = path ?? url else { return nil }
        var last = (location as NSString).lastPathComponent
        if last.hasSuffix(".git") { last.removeLast(4) }
        return PackageManifest.PackageDependency(path: path, url: url, identity: (given ?? last).lowercased())
    }
}
