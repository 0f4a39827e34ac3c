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
