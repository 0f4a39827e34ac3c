import Foundation

/// A container of controls grouped in sections, laid out as an inset-grouped ``List``
/// (iOS's form style on an iPhone: "Form with the grouped style", documented; its metrics
/// are `ListMetrics`'s for `.insetGrouped`). `listStyle` does not change it.
///
/// ```swift
/// Form { Section("Account") { Toggle("Sync", isOn: $sync) } }
/// ```
public struct Form<Content: View>: PrimitiveView {
    let content: Content

    /// A form of the rows and sections `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _makeNodes(_ view: Form, into resolver: inout _ViewResolver) {
        ListBuilder.make(view.content, kind: .insetGrouped, name: "Form", into: &resolver)
    }
}

/// How a form shows its rows (`formStyle(_:)`, iOS 16), each style a type of its own. A form
/// on iOS is grouped by default, so `.automatic` and `.grouped` are the layout ``Form``
/// makes. `.columns` ("a non-scrolling form style with a trailing aligned column of labels
/// next to a leading aligned column of values", Apple) is macOS's layout; how iOS draws it is
/// not measured, and Plumb draws it grouped too.
public protocol FormStyle {}

/// The platform's default: grouped on iOS.
public struct AutomaticFormStyle: FormStyle {
    /// The platform's default form style.
    public init() {}
}

/// Sections in rounded groups.
public struct GroupedFormStyle: FormStyle {
    /// Sections in rounded groups.
    public init() {}
}

/// Labels and controls in columns (macOS); drawn grouped here.
public struct ColumnsFormStyle: FormStyle {
    /// Labels and controls in columns.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections in rounded groups.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns (drawn grouped here).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// The style of forms inside. No layout effect: every style is drawn grouped (see ``FormStyle``).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
