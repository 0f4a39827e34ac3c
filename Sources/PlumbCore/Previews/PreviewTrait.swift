import Foundation

/// A customisation of a preview: how its canvas is sized, or how the device is held
/// (DeveloperToolsSupport's `PreviewTrait`). `T` says what the trait applies to: for views,
/// ``Preview/ViewTraits``.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// ```
public struct PreviewTrait<T>: Sendable, Equatable {
    /// What a trait sets.
    public enum Value: Sendable, Equatable {
        /// The canvas's size.
        case layout(PreviewLayout)
        /// The device's orientation.
        case orientation(InterfaceOrientation)
    }

    /// What this trait sets.
    public let value: Value

    /// A trait setting `value`.
    public init(_ value: Value) { self.value = value }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's screen, the default (``PreviewLayout/device``).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }

    /// The view's own size, proposed the device's screen (``PreviewLayout/sizeThatFits``).
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }

    /// A canvas of this size, the view centred in it (``PreviewLayout/fixed(width:height:)``).
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }

    /// The device held upright, the default.
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }

    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portraitUpsideDown)) }

    /// The device on its side, its top on the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }

    /// The device on its side, its top on the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeRight)) }
}
