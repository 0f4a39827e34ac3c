import Foundation

// Modifiers of controls and text input: enabling, help, context menus, haptics, privacy,
// keyboard and focus. None changes layout: each returns the view it modifies, laid out
// exactly as before. Nothing here is drawn; menus are never shown and no feedback plays.

/// Why a view's content is redacted (`redacted(reason:)`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown as placeholder shapes while loading.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Hidden because it is private.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Hidden because the device is in a low-power state.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// A haptic feedback (`sensoryFeedback`).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value increased.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value decreased.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A level crossed.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")
}

/// How a text field capitalizes what is typed.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let kind: Int
    /// No automatic capitals.
    public static let never = TextInputAutocapitalization(kind: 0)
    /// A capital at the start of each word.
    public static let words = TextInputAutocapitalization(kind: 1)
    /// A capital at the start of each sentence.
    public static let sentences = TextInputAutocapitalization(kind: 2)
    /// Every letter a capital.
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The title of the keyboard's return key.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
    /// Text that describes this view (a tooltip). Not shown.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    /// Text that describes this view (a tooltip). Not shown.
    public func help(_ text: Text) -> some View { self }
    /// Text that describes this view (a tooltip). Not shown.
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// A menu shown on a long press. Never shown: its items are not laid out.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// A menu with a preview, shown on a long press. Never shown.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> some View
    { self }

    /// Hides the labels of controls inside: a toggle is its switch alone, a picker, stepper,
    /// slider or date picker its control alone.
    public func labelsHidden() -> some View {
        _EnvironmentWriter(content: self) { $0.labelsHidden = true }
    }

    /// Plays `feedback` when `trigger` changes. Never plays.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Marks this view's content private. Not redacted in a picture.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// The shape of this container, which `ContainerRelativeShape`s inside take (inset by
    /// their distance from this view's edges). No layout effect.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        effect(.containerShape(AnyShape(shape)))
    }

    /// How text fields inside capitalize what is typed. No layout effect.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Whether text fields inside autocorrect. No layout effect.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Whether text fields inside autocorrect: the name before iOS 16. No layout effect.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// The title of the keyboard's return key. No layout effect.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Focuses this view while `binding` equals `value`. No layout effect: nothing is focused.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }

    /// Focuses this view while `condition` is true. No layout effect: nothing is focused.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
}

/// A key of a keyboard shortcut: `KeyEquivalent("s")`, `.return`, `.escape`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public var character: Character
    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { self.character = value }
    /// The Return key.
    public static let `return` = KeyEquivalent("\r")
    /// The Escape key.
    public static let escape = KeyEquivalent("\u{1B}")
    /// The Delete (backspace) key.
    public static let delete = KeyEquivalent("\u{8}")
    /// The Tab key.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
}

/// The modifier keys of a shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The Command key.
    public static let command = EventModifiers(rawValue: 1)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 2)
    /// The Option key.
    public static let option = EventModifiers(rawValue: 4)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 8)
}

/// Whether text can be selected (`textSelection(_:)`).
public struct TextSelectability: Sendable {
    let enabled: Bool
    /// The text can be selected.
    public static let enabled = TextSelectability(enabled: true)
    /// The text cannot be selected.
    public static let disabled = TextSelectability(enabled: false)
}

extension View {
    /// A keyboard shortcut for the control. Accepted; never triggered, no layout effect.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Whether the text inside can be selected. Accepted; no layout effect.
    public func textSelection(_ selectability: TextSelectability) -> some View { self }
}
