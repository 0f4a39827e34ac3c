import Foundation

/// `Bundle.main` (and `Bundle.module`, `Bundle(for:)`): the app's bundle, as its build makes
/// it. Its Info.plist is the target's (``AppResources/infoDictionary``, from the project's
/// build settings), so a settings screen's `Version \(version)` shows the app's
/// `MARKETING_VERSION`; its strings are the app's strings tables. Its files are those below
/// the module's resource roots (the app target's folders, its local packages' targets,
/// nested `Resources/` folders included), found by name: `url(forResource: "arrivals",
/// withExtension: "json")` and `path(forResource:ofType:)` give the first such file's
/// location, nil where none is there.
struct BundleStandIn: Sendable {}

extension Interpreter {
    /// `Bundle(for: Self.self)`, `Bundle(identifier:)`, `Bundle(path:)`: the app's bundle.
    static let bundleValues: [ValueEntry] = [
        .init("Bundle", binding: .swift) { _, a, _ throws(Diagnostic) in
            a.takeAll()
            return .foundation(BundleStandIn())
        }
    ]

    /// `bundle.name`; nil when a bundle has no such property here.
    func bundleMember(_ name: String) -> Value? {
        // A package's files read without the app that links them: its Info.plist is not
        // known, so what it holds reads as a stub, not as missing.
        if resources.infoDictionary.isEmpty,
            ["infoDictionary", "localizedInfoDictionary", "bundleIdentifier"].contains(name)
        {
            return .stub("Bundle.main." + name)
        }
        switch name {
        case "infoDictionary", "localizedInfoDictionary":
            return .dictionary(
                resources.infoDictionary.sorted { $0.key < $1.key }.map { (.string($0.key), .string($0.value)) })
        case "bundleIdentifier": return resources.infoDictionary["CFBundleIdentifier"].map { .string($0) } ?? Value.none
        case "preferredLocalizations", "localizations": return .array(resources.languages.map { .string($0) })
        case "bundlePath", "resourcePath": return .string("/Applications/App.app")
        // The same folder as a file URL (WooCommerce's `Bundle.app` walks it up to the `.app`).
        case "bundleURL", "resourceURL":
            return .foundation(URL(fileURLWithPath: "/Applications/App.app", isDirectory: true))
        default: return nil
        }
    }

    /// `bundle.name(...)`; nil when a bundle has no such method here.
    func bundleCall(_ name: String, _ args: inout Arguments) throws(Diagnostic) -> Value? {
        switch name {
        case "object":
            guard let key = args.take("forInfoDictionaryKey") else { return nil }
            let name = try string(key.value, at: key.offset)
            if resources.infoDictionary.isEmpty { return .stub(name) }
            return resources.infoDictionary[name].map { .string($0) } ?? Value.none
        case "localizedString":
            return try bundleLocalizedString(&args)
        case "path"
        where args.entries.contains { e in
            guard e.label == "ofType", case .string("lproj") = e.value else { return false }
            return true
        },
            "url"
        where args.entries.contains { e in
            guard e.label == "withExtension", case .string("lproj") = e.value else { return false }
            return true
        }:
            // `Bundle.main.path(forResource: "de", ofType: "lproj")` (or `url(forResource:
            // withExtension:)`): a localization the app has is there (its `Bundle(path:)` or
            // `Bundle(url:)` is the app's bundle, whose strings are those of the locale read).
            let resource = try args.take("forResource").map { e throws(Diagnostic) in
                try describe(e.value, at: e.offset)
            }
            args.takeAll()
            guard let resource, resources.languages.contains(resource) else { return Value.none }
            let path = "/Applications/App.app/\(resource).lproj"
            return name == "url" ? .foundation(URL(fileURLWithPath: path)) : .string(path)
        case "url" where args.entries.contains { $0.label == "forResource" },
            "path" where args.entries.contains { $0.label == "forResource" }:
            let file = try bundledFileName(&args, extensionLabel: name == "url" ? "withExtension" : "ofType")
            args.takeAll()
            guard let file, let path = resources.bundledFile(named: file) else { return Value.none }
            return name == "url" ? .foundation(URL(fileURLWithPath: path)) : .string(path)
        case "url", "path", "urls", "paths":
            args.takeAll()
            return Value.none
        default: return nil
        }
    }

    /// The file name a resource lookup asks for: `forResource` with its extension
    /// (`arrivals.json`), or as given where the extension is nil or the name has it already.
    private func bundledFileName(_ args: inout Arguments, extensionLabel: String) throws(Diagnostic) -> String? {
        guard let resource = args.take("forResource") else { return nil }
        if case .none = resource.value { return nil }
        let name = try string(resource.value, at: resource.offset)
        guard let e = args.take(extensionLabel) else { return name }
        if case .none = e.value { return name }
        let ext = try string(e.value, at: e.offset)
        return ext.isEmpty || name.hasSuffix("." + ext) ? name : name + "." + ext
    }
}
