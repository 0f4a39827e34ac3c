import Foundation

/// A length that grows with Dynamic Type: `@ScaledMetric var iconSize = 24`, or
/// `@ScaledMetric(relativeTo: .title) var spacing = 8`.
///
/// It scales as text of its style does: `value × style's size at the current Dynamic Type
/// size ÷ style's size at .large`, the ratio `UIFontMetrics.scaledValue(for:)` applies
/// (https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:): "the
/// value scaled by the ratio of the current font size to the default"; SwiftUI's
/// ScaledMetric "scales a value based on the environment's dynamic type size" relative to
/// `.body` by default, https://developer.apple.com/documentation/swiftui/scaledmetric). The
/// same ratio scales a custom font `relativeTo:` a style (``Font/custom(_:size:relativeTo:)``).
/// Read before the view is resolved, it is the value at `.large`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, EnvironmentReceiver {
    let base: Value
    let textStyle: Font.TextStyle
    let box = EnvironmentBox()

    /// A length that scales with Dynamic Type as the body style does.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// A length that scales with Dynamic Type as `textStyle` does.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The length at the environment's Dynamic Type size.
    public var wrappedValue: Value {
        let size = box.environment?.dynamicTypeSize ?? .large
        return base * Value(textStyle.pointSize(for: size) / textStyle.pointSize(for: .large))
    }
}
