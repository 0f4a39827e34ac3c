import Foundation

/// The text size the user chose, by UIKit's names: SwiftUI's type for it before
/// ``DynamicTypeSize`` (iOS 13 to 14, deprecated since), still read by many apps as
/// `@Environment(\.sizeCategory)`. It is the same setting: case for case, in the same order
/// (`ContentSizeCategory(_:)` and `DynamicTypeSize(_:)` convert, as SwiftUI's do).
public enum ContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
        accessibilityExtraExtraExtraLarge

    /// The category of a dynamic type size.
    public init(_ size: DynamicTypeSize) { self = ContentSizeCategory(rawValue: size.rawValue)! }

    /// Whether this is one of the five accessibility categories.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.rawValue < b.rawValue }
}

extension DynamicTypeSize {
    /// The dynamic type size of a content size category.
    public init(_ category: ContentSizeCategory) { self = DynamicTypeSize(rawValue: category.rawValue)! }
}

extension EnvironmentValues {
    /// The text size, by UIKit's names: ``dynamicTypeSize`` under its older name. Setting
    /// it sets that.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}
