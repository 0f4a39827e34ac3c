import PlumbCore

/// TipKit's `TipView` (iOS 17), Apple's framework for feature tips: a tip is shown only once
/// `Tips.configure()` has set up its datastore and the tip's rules pass, which a preview's
/// first frame has not done (TipKit's documentation asks apps to call `Tips.configure()` at
/// launch, in the app's `init`, for tips to appear; a preview runs no app launch), so an
/// inline `TipView(tip)` takes no space and draws nothing, as `EmptyView` does. None of this applies where the files read declare a
/// `TipView` of their own.
extension Interpreter {
    /// `TipView(tip)`, `TipView(tip, arrowEdge:)`, `TipView(tip) { action in ... }`: nothing;
    /// nil for another name.
    func tipViewCall(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        guard name == "TipView", types[name] == nil else { return nil }
        args.takeAll()
        return .view(EmptyView())
    }
}
