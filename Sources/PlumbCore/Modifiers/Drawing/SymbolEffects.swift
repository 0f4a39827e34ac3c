import Foundation

/// An animation of an SF Symbol (`symbolEffect(_:options:isActive:)`, iOS 17): a bounce, a
/// pulse, a variable colour, a scale, a rotation... Plumb draws one moment, the symbol at
/// rest, which is where every effect starts and ends, so no effect changes a picture or a
/// frame. One type stands for Apple's effect types (`BounceSymbolEffect`,
/// `PulseSymbolEffect`...), with their spellings: `.bounce.up.byLayer`, `.variableColor.iterative`.
public struct SymbolEffect: Hashable, Sendable {
    let name: String

    /// A bounce (discrete).
    public static let bounce = SymbolEffect(name: "bounce")
    /// A pulse of opacity.
    public static let pulse = SymbolEffect(name: "pulse")
    /// Layers filled in turn.
    public static let variableColor = SymbolEffect(name: "variableColor")
    /// A change of scale.
    public static let scale = SymbolEffect(name: "scale")
    /// The symbol appearing.
    public static let appear = SymbolEffect(name: "appear")
    /// The symbol disappearing.
    public static let disappear = SymbolEffect(name: "disappear")
    /// One symbol replacing another.
    public static let replace = SymbolEffect(name: "replace")
    /// A rotation (iOS 18).
    public static let rotate = SymbolEffect(name: "rotate")
    /// A breathing scale (iOS 18).
    public static let breathe = SymbolEffect(name: "breathe")
    /// A wiggle (iOS 18).
    public static let wiggle = SymbolEffect(name: "wiggle")

    /// Upwards. The same moment at rest.
    public var up: SymbolEffect { self }
    /// Downwards.
    public var down: SymbolEffect { self }
    /// Layer by layer.
    public var byLayer: SymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: SymbolEffect { self }
    /// Layers one after another (variable colour).
    public var iterative: SymbolEffect { self }
    /// Layers added one after another (variable colour).
    public var cumulative: SymbolEffect { self }
    /// Played forwards then backwards (variable colour).
    public var reversing: SymbolEffect { self }
    /// Inactive layers hidden (variable colour).
    public var hideInactiveLayers: SymbolEffect { self }
    /// Inactive layers dimmed (variable colour).
    public var dimInactiveLayers: SymbolEffect { self }
    /// Clockwise (rotate).
    public var clockwise: SymbolEffect { self }
    /// Counter-clockwise (rotate).
    public var counterClockwise: SymbolEffect { self }
    /// Down then up (replace).
    public var downUp: SymbolEffect { self }
    /// Off then on (replace).
    public var offUp: SymbolEffect { self }
    /// Up then up (replace).
    public var upUp: SymbolEffect { self }
    /// Magic replace (iOS 18).
    public func magic(fallback: SymbolEffect) -> SymbolEffect { self }
}

/// How a symbol effect plays (`.repeating`, `.speed(2)`, `.repeat(3)`).
public struct SymbolEffectOptions: Hashable, Sendable {
    let name: String

    /// Once, at the default speed.
    public static let `default` = SymbolEffectOptions(name: "default")
    /// Over and over.
    public static let repeating = SymbolEffectOptions(name: "repeating")
    /// Once.
    public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")
    /// At `speed` times the default speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(name: "speed") }
    /// `count` times.
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(name: "repeat") }
    /// At `speed` times this option's speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    /// `count` times.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }
}

extension View {
    /// Plays `effect` on the SF Symbols inside while `isActive`. Drawn at rest: no effect on
    /// layout or pixels (see ``SymbolEffect``).
    public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true)
        -> some View
    { self }

    /// Plays `effect` once each time `value` changes. Drawn at rest.
    public func symbolEffect<U: Equatable>(
        _ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: U
    ) -> some View { self }

    /// Removes the symbol effects inside. Nothing to remove at rest.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
