import Foundation

/// A key pressed on a hardware keyboard, as `onKeyPress` hands it to its action (iOS 17).
/// Plumb lays out one state, in which no key is pressed: the actions never run.
public struct KeyPress: Sendable {
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the key types.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// Whether the key went down, repeated or came up.
    public let phase: Phases

    /// Whether an action handled a key press, or it goes on to the next handler.
    public enum Result: Sendable {
        case handled, ignored
    }

    /// The phases of a key press an action is called for.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key repeated while held.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key came up.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }
}

extension View {
    /// Calls `action` when `key` is pressed while this view has focus. No layout effect.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Calls `action` for every key pressed in `phases` while this view has focus.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result)
        -> some View
    { self }

    /// Calls `action` when one of `keys` is pressed in `phases` while this view has focus.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { self }

    /// Whether this view can take keyboard focus. Nothing is focused in one state: no
    /// layout effect.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
