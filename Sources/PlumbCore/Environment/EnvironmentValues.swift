import Foundation

/// A key for a value in ``EnvironmentValues``.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view has set one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from the views around it: font, line limit, text alignment,
/// foreground style, and what the engine measures text and images with.
///
/// Modifiers like `.font(_:)` set a value for the views inside them, as in SwiftUI.
/// Extend it with your own keys:
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public struct EnvironmentValues {
    /// The font of text; `nil` means the body style.
    public var font: Font?
    /// How large the reader asked text to be; text styles scale with it.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The maximum number of lines of text; `nil` for no limit.
    public var lineLimit: Int?
    /// How lines of multiline text align with each other.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode = .tail
    /// The least a text's font may shrink to fit its space, a fraction of its size
    /// (`minimumScaleFactor(_:)`); 1, the default, never shrinks it.
    public var minimumScaleFactor: CGFloat = 1
    /// Extra space between lines of text, in points.
    public var lineSpacing: CGFloat = 0
    /// The style that fills text and shapes without a style of their own.
    public var foregroundStyle: Color?
    /// How text is measured: by default ``EnvironmentValues/defaultTextMeasurer`` (Inter, as
    /// the command line measures, whenever the program links PlumbText: every `import Plumb`
    /// and `import SwiftUI` does). Set ``AhemTextMeasurer`` for exact, font-free numbers.
    public var textMeasurer: any TextMeasurer = EnvironmentValues.defaultTextMeasurer
    /// The intrinsic sizes of named images.
    public var imageProvider: any ImageProvider = ImageCatalog()
    /// The default padding of `padding()` (16 on iOS).
    public var defaultPadding: EdgeInsets = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    /// The scale of the display text is measured for; set by the engine from the layout's scale.
    public var displayScale: CGFloat = 2
    /// The direction of layout: left to right (the default, an English iPhone's) or right to
    /// left (Arabic, Hebrew...), which mirrors every container's placement of its children
    /// (Engine/RightToLeft.swift). Stored, not keyed: the resolver compares it at every
    /// environment change.
    public var layoutDirection: LayoutDirection = .leftToRight

    var custom: [ObjectIdentifier: Any] = [:]

    /// The default environment: light mode, the default Dynamic Type size, iOS 26's metrics, text measured
    /// with ``EnvironmentValues/defaultTextMeasurer``.
    public init() {}

    /// The value for a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrapped first: `nil as? K.Value` would be a non-nil `.some(nil)` for an optional value.
            guard let stored = custom[ObjectIdentifier(key)] else { return K.defaultValue }
            return (stored as? K.Value) ?? K.defaultValue
        }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

extension View {
    /// Sets an environment value for the views inside this one.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }
}

extension View {
    /// Changes an environment value for the views inside this one.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        _EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }
}

/// A view that resolves its content in a modified environment.
struct _EnvironmentWriter<Content: View>: PrimitiveView {
    let content: Content
    let update: (inout EnvironmentValues) -> Void

    static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.withEnvironment(view.content, view.update)
    }
}

/// How lines of multiline text align with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

extension EnvironmentValues {
    /// The measurer a new environment measures text with: PlumbText's standard
    /// `FontTextMeasurer` (Inter, then DejaVu Sans; the command line's default) when the
    /// program links PlumbText, else ``AhemTextMeasurer``.
    ///
    /// PlumbCore knows no font file, and PlumbText depends on PlumbCore, so the core finds the
    /// standard measurer at run time, by its type's mangled name (`_typeByName`), once. A
    /// program built on PlumbCore alone measures with Ahem.
    public static var defaultTextMeasurer: any TextMeasurer { standardTextMeasurer }
}

/// A type that makes the standard text measurer: PlumbText's `FontTextMeasurer`. Not part of
/// SwiftUI's API.
package protocol StandardTextMeasurerProviding {
    static func makeStandardTextMeasurer() -> (any TextMeasurer)?
}

/// `PlumbText.FontTextMeasurer`'s mangled name.
private let standardMeasurerTypeName = "9PlumbText16FontTextMeasurerC"

nonisolated(unsafe) private let standardTextMeasurer: any TextMeasurer = {
    if let provider = _typeByName(standardMeasurerTypeName) as? StandardTextMeasurerProviding.Type,
        let measurer = provider.makeStandardTextMeasurer()
    {
        return measurer
    }
    return AhemTextMeasurer()
}()

extension TextAlignment: SourceNamed {
    package static let sourceNames: [(name: String, value: TextAlignment)] = [
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ]
}
