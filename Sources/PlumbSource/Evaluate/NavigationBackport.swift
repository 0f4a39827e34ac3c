import PlumbCore

/// NavigationBackport (johnpatrickmorgan/NavigationBackport), a remote package no tree holds:
/// SwiftUI's value-based navigation for iOS 14 and 15, whose `NBNavigationStack` on iOS 16 and
/// later is `NavigationStack` itself (the package's `NBNavigationStack.swift` returns one where
/// it is available), and likewise its link and destination modifier. So each is read as the
/// library's view or modifier of the same shape, unless the files read declare their own.
extension Interpreter {
    /// The package's views (and its path) and the library's they stand for.
    static let navigationBackportViews = [
        "NBNavigationStack": "NavigationStack", "NBNavigationLink": "NavigationLink",
        "NBNavigationPath": "NavigationPath",
    ]
    /// The package's modifiers and the library modifiers they stand for.
    static let navigationBackportModifiers = ["nbNavigationDestination": "navigationDestination"]

    /// `NBNavigationStack { ... }`, `NBNavigationStack(path: $path) { ... }`,
    /// `NBNavigationLink(value:label:)`: the library's; nil for another name.
    func navigationBackportCall(_ name: String, _ args: inout Arguments, in scope: Scope, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        guard let library = Interpreter.navigationBackportViews[name], types[name] == nil else { return nil }
        return try callName(library, &args, in: scope, at: offset)
    }
}
