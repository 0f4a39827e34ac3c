/// Why the views inside are redacted: `redactionReasons`, which `redacted(reason:)` adds to and
/// `unredacted()` clears.
///
/// Apple: `redacted(reason:)` "adds a reason to apply a redaction to this view hierarchy" and
/// "adding a redaction is an additive process" (https://developer.apple.com/documentation/swiftui/view/redacted(reason:));
/// `unredacted()` "removes any reason to apply a redaction to this view hierarchy". Views read
/// the reasons (`@Environment(\.redactionReasons)`) to draw their own placeholders (IceCubes'
/// avatars draw a placeholder circle under `.placeholder`). Under `.placeholder`, renderers draw
/// text as a rounded bar per line and images as rounded blocks (PlumbRender's
/// `DisplayList+Redaction.swift`, with where its measures come from); frames do not change.
private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// The reasons the views here are redacted; empty unless an ancestor is `redacted`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Adds `reason` to the reasons the views inside are redacted (``EnvironmentValues/redactionReasons``).
    public func redacted(reason: RedactionReasons) -> some View {
        _EnvironmentWriter(content: self) { $0.redactionReasons.formUnion(reason) }
    }

    /// Removes every reason to redact the views inside.
    public func unredacted() -> some View {
        _EnvironmentWriter(content: self) { $0.redactionReasons = [] }
    }
}
