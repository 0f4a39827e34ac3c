import PlumbCore

/// Point-Free's dependencies (`swift-dependencies`, used by TCA and apps without it), read as a
/// preview reads them.
///
/// `@Dependency(\.userSettings) var client` is `DependencyValues`' `userSettings`, whose getter
/// the files declare as `self[UserSettingsClient.self]`; `@Dependency(UserSettingsClient.self)`
/// names the key itself. In a preview a key gives its `previewValue`, which is its
/// `liveValue` where it declares none (`DependencyKey`), and its `testValue` for a key that is
/// only a `TestDependencyKey` (the package's documentation, "Live, preview, and test
/// dependencies"). The package is remote, so its own keys (`\.date`, `\.uuid`, `\.continuousClock`)
/// are not in the files: they stay stubs.
extension Interpreter {
    /// The value `@Dependency(...)` gives, or `nil` where the files declare no key for it.
    func dependencyValue(_ wrapper: Attribute, type: TypeName?) throws(Diagnostic) -> Value? {
        guard types["Dependency"] == nil, let argument = wrapper.arguments?.first?.value else { return nil }
        let key: String
        var rest: [String] = []
        switch argument {
        case .keyPath(let path, _):
            // `\.localizableClient.localize`: the client's `localize`.
            rest = Array(path.dropFirst())
            guard let name = path.first,
                let p = builtinExtensions["DependencyValues"]?.properties.first(where: {
                    $0.name == name && !$0.isStatic
                }),
                let keyType = p.body.flatMap(Interpreter.subscriptKeyType)
            else { return nil }
            key = keyType
        case .member(.identifier(let name, _), "self", _):
            key = name
        default:
            return nil
        }
        guard let declaration = types[key] else { return nil }
        for member in ["previewValue", "liveValue", "testValue"]
        where declaration.properties.contains(where: { $0.name == member && $0.isStatic }) {
            var value = try typedValue(
                .member(.identifier(key, at: wrapper.offset), member, at: wrapper.offset), in: globals,
                type: rest.isEmpty ? type : nil)
            for name in rest { value = try self.member(name, of: value, at: wrapper.offset) }
            return value
        }
        return nil
    }
}
