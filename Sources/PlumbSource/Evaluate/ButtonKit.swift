import PlumbCore

/// ButtonKit's `AsyncButton` (Dean151/ButtonKit), a remote package no tree holds: a button
/// whose action is `async` and may throw. At rest, as a still picture shows it, its body
/// (`Sources/ButtonKit/Button+Async.swift`) is SwiftUI's `Button` with the same role and label:
/// the progress and error styles (`asyncButtonStyle(_:)`, `throwableButtonStyle(_:)`) show only
/// while an action runs or after one fails, so they are kept as layout-neutral. None of this
/// applies where the files read declare an `AsyncButton` of their own.
///
/// Stanford Spezi's `AsyncButton` (SpeziViews, `Sources/SpeziViews/Views/Button/AsyncButton.swift`)
/// is the same at rest, with a `state: Binding<ViewState>` it shows a progress view in while
/// its action runs: at rest (`.idle`), the `Button` of its other arguments.
extension Interpreter {
    /// `AsyncButton { ... } label: { ... }`, `AsyncButton("Title") { ... }`,
    /// `AsyncButton("Title", systemImage:) { ... }`, `AsyncButton(role:action:label:)`: the
    /// `Button` of the same arguments; nil for another name.
    func asyncButtonCall(_ name: String, _ args: inout Arguments, in scope: Scope, at offset: Int)
        throws(Diagnostic) -> Value?
    {
        guard name == "AsyncButton", types[name] == nil else { return nil }
        _ = args.take("state")
        return try callName("Button", &args, in: scope, at: offset)
    }
}
