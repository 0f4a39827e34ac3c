import PlumbCore

/// A shape style the files declare: `struct ThemedColor: ShapeStyle { func resolve(in
/// environment: EnvironmentValues) -> Color }` (iOS 17's custom styles), used as
/// `.foregroundStyle(.themedPrimary)` through `extension ShapeStyle where Self == ThemedColor`.
///
/// SwiftUI asks the style for the style it resolves to in the environment where it is drawn.
/// Plumb resolves it when it is read, in the default environment (`EnvironmentValues()`, with
/// the defaults of the keys the files declare, `environment.palette` here): a style that
/// reads values set by an ancestor's `.environment(...)` gets their defaults.
extension Interpreter {
    /// The style `instance` resolves to, or `nil` where its type is no `ShapeStyle` with
    /// `resolve(in:)`.
    func userShapeStyle(_ instance: Instance, at offset: Int) throws(Diagnostic) -> AnyShapeStyle? {
        guard instance.type.conformances.contains(where: { $0 == "ShapeStyle" || $0 == "SwiftUI.ShapeStyle" }),
            let resolve = instance.type.functions.first(where: {
                $0.name == "resolve" && !$0.isStatic && $0.parameters.count == 1 && $0.parameters[0].label == "in"
            })
        else { return nil }
        var args = Arguments(
            [Arguments.Entry(label: "in", value: .opaque("EnvironmentValues"), offset: offset)], at: offset)
        let resolved = try nested(at: offset) { () throws(Diagnostic) -> Value in
            try callFunction(resolve, on: .instance(instance), &args, at: offset)
        }
        // (A style resolving to an instance of its own type would not end.)
        if case .instance(let other) = resolved, other.type.name == instance.type.name { return nil }
        return try paintStyle(resolved, at: offset)
    }

    /// The style `.name` is where a shape style the files declare is given by a static member
    /// (`extension ShapeStyle where Self == ThemedColor { static var themedPrimary }`).
    func userShapeStyle(named name: String, at offset: Int) throws(Diagnostic) -> AnyShapeStyle? {
        guard let value = try extensionStatic("ShapeStyle", name, at: offset), case .instance(let instance) = value
        else { return nil }
        return try userShapeStyle(instance, at: offset)
    }

    /// `environment.palette` inside `resolve(in:)`: the value of an environment key, in the
    /// default environment the style is resolved in.
    func environmentMember(_ name: String, of base: Value, at offset: Int) throws(Diagnostic) -> Value? {
        guard case .opaque("EnvironmentValues") = base else { return nil }
        return try readEnvironment(name, in: EnvironmentValues(), type: nil, at: offset)
    }
}
