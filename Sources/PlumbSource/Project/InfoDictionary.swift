import Foundation

/// An app target's Info.plist as Xcode's build writes it, for `Bundle.main.infoDictionary`.
///
/// The target's `INFOPLIST_FILE` (a property list; its string values), then the keys Xcode
/// generates (`GENERATE_INFOPLIST_FILE`: each `INFOPLIST_KEY_<key>` setting), then the ones
/// every app bundle has: `CFBundleShortVersionString` from `MARKETING_VERSION`,
/// `CFBundleVersion` from `CURRENT_PROJECT_VERSION`, `CFBundleName` from `PRODUCT_NAME`,
/// `CFBundleIdentifier` from `PRODUCT_BUNDLE_IDENTIFIER`. `$(NAME)` and `${NAME}` (with an
/// optional `:rfc1034identifier`-style modifier) are replaced by the build setting, the target's
/// name for `TARGET_NAME`, as Xcode expands them
/// (https://developer.apple.com/documentation/xcode/build-settings-reference).
enum InfoDictionary {
    static func make(target: XcodeProject.Target, projectFolder: String) -> [String: String] {
        var settings = target.buildSettings
        settings["TARGET_NAME"] = target.name
        return make(settings: settings, projectFolder: projectFolder)
    }

    /// The Info.plist of a target with these build settings.
    static func make(settings buildSettings: [String: String], projectFolder: String) -> [String: String] {
        var settings = buildSettings
        settings["PRODUCT_NAME"] = settings["PRODUCT_NAME"] ?? "$(TARGET_NAME)"
        settings["SRCROOT"] = projectFolder
        settings["PROJECT_DIR"] = projectFolder
        var info: [String: String] = [:]
        if let file = settings["INFOPLIST_FILE"] {
            let path = expand(file, settings)
            let absolute = path.hasPrefix("/") ? path : (projectFolder as NSString).appendingPathComponent(path)
            if let data = FileManager.default.contents(atPath: absolute), data.count < 1 << 20,
                PropertyListDepth.maximum(in: data) <= 64,
                let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                    as? [String: Any]
            {
                info = plist.compactMapValues { $0 as? String }
            }
        }
        for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") {
            info[String(key.dropFirst("INFOPLIST_KEY_".count))] = value
        }
        let standard = [
            "CFBundleShortVersionString": "$(MARKETING_VERSION)", "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
            "CFBundleName": "$(PRODUCT_NAME)", "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
            "CFBundleExecutable": "$(EXECUTABLE_NAME)",
        ]
        for (key, value) in standard where info[key] == nil { info[key] = value }
        settings["EXECUTABLE_NAME"] = settings["EXECUTABLE_NAME"] ?? "$(PRODUCT_NAME)"
        return info.compactMapValues { value in
            let expanded = expand(value, settings)
            return expanded.isEmpty ? nil : expanded
        }
    }

    /// The Info.plist a generated project's spec writes, as far as it is literal text: in
    /// Tuist's `Project.swift` each `"UIUserInterfaceStyle": "Dark"` pair of its `infoPlist`
    /// dictionaries, in XcodeGen's `project.yml` each `UIUserInterfaceStyle: Dark` line of its
    /// `info: properties:`; only Info.plist keys (`UI`, `NS`, `CF`, `LS` names) with a
    /// string written out. In XcodeGen's spec, its build settings too (`MARKETING_VERSION:
    /// 0.0.12`, `INFOPLIST_FILE: Wallet/Info.plist`; the first value of each, as the app
    /// target's settings usually come first or are the project's): the keys every bundle has
    /// and the Info.plist file's, as ``make(settings:projectFolder:)`` makes them. The rest of
    /// such a spec is code or settings Plumb does not run.
    static func fromSpec(_ path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20,
            let text = String(data: data, encoding: .utf8)
        else { return [:] }
        let key = #"((?:UI|NS|CF|LS)[A-Za-z0-9~_-]*)"#
        let pattern =
            path.hasSuffix(".swift")
            ? "\"" + key + #""\s*:\s*"([^"\\\n]*)""#
            : #"(?m)^[ \t]*"# + key + #"[ \t]*:[ \t]*["']?([^"'\n#]*?)["']?[ \t]*$"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [:] }
        var info: [String: String] = [:]
        let ns = text as NSString
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let name = ns.substring(with: match.range(at: 1)), value = ns.substring(with: match.range(at: 2))
            if info[name] == nil, !value.isEmpty { info[name] = value }
        }
        guard !path.hasSuffix(".swift"),
            let setting = try? NSRegularExpression(
                pattern: #"(?m)^[ \t]*([A-Z][A-Z0-9_]+)[ \t]*:[ \t]*["']?([^"'\n#]*?)["']?[ \t]*(?:#.*)?$"#)
        else { return info }
        var settings: [String: String] = [:]
        for match in setting.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let name = ns.substring(with: match.range(at: 1)), value = ns.substring(with: match.range(at: 2))
            if settings[name] == nil, !value.isEmpty { settings[name] = value }
        }
        let built = make(settings: settings, projectFolder: (path as NSString).deletingLastPathComponent)
        return info.merging(built) { written, _ in written }
    }

    /// `text` with each `$(NAME)` / `${NAME}` replaced by its setting (empty when unset),
    /// settings that name others expanded in turn (at most 8 levels).
    static func expand(_ text: String, _ settings: [String: String], depth: Int = 0) -> String {
        guard depth < 8, text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else {
                result += rest[dollar...]
                rest = ""
                break
            }
            let inner = rest[rest.index(after: after)..<end]
            let name = String(inner.prefix { $0 != ":" })
            result += expand(settings[name] ?? "", settings, depth: depth + 1)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
