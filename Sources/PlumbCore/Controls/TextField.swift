import Foundation

/// A control that shows editable text: on iOS, one line of text (the field's value, or its
/// prompt or title in the placeholder colour while the value is empty) that takes the width
/// it is offered.
///
/// Contract: a node named "TextField" whose one subview is that Text, in the environment's
/// font: its width is the width offered (the text's ideal width when offered none), its
/// height the text's for that width; the text sits at the leading edge, centred vertically.
/// The text is one line, truncated, unless `axis: .vertical`, where it wraps and grows (up
/// to `lineLimit`). `.textFieldStyle(.roundedBorder)` pads it by
/// ``ControlMetrics/roundedBorderPadding`` on a white rounded rectangle with a hairline
/// border. The value is never edited: Plumb lays out one state.
public struct TextField<Label: View>: PrimitiveView {
    let text: String
    let placeholder: Text
    let axis: Axis
    let isSecure: Bool

    init(text: String, placeholder: Text, axis: Axis = .horizontal, isSecure: Bool = false) {
        self.text = text
        self.placeholder = placeholder
        self.axis = axis
        self.isSecure = isSecure
    }

    /// A field for `text` labelled by `label`, showing `prompt` while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(""))
    }

    /// A field for `text` that grows along `axis`, labelled by `label`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(""), axis: axis)
    }

    public static func _makeNodes(_ view: TextField, into resolver: inout _ViewResolver) {
        resolver.resolve(
            TextFieldBody(
                name: view.isSecure ? "SecureField" : "TextField", text: view.text, placeholder: view.placeholder,
                axis: view.axis, isSecure: view.isSecure))
    }
}

extension TextField where Label == Text {
    /// A field for `text` whose title shows while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey))
    }

    /// A field for `text` whose title shows while it is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(title))
    }

    /// A field for `text` showing `prompt` (or the title) while empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey))
    }

    /// A field for `text` showing `prompt` (or the title) while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(title))
    }

    /// A field for `text` that grows along `axis` (`.vertical`: it wraps).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey), axis: axis)
    }

    /// A field for `text` that grows along `axis` (`.vertical`: it wraps).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: Text(title), axis: axis)
    }

    /// A field for `text` with a prompt that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), axis: axis)
    }

    /// A field for `text` with a prompt that grows along `axis`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(title), axis: axis)
    }

    /// A field for a value written by `format` (`.number`, `.currency(code:)`...).
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), placeholder: prompt ?? Text(titleKey))
    }

    /// A field for a value written by `format` (`.number`, `.currency(code:)`...).
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), placeholder: prompt ?? Text(title))
    }

    /// A field for a value written by a Foundation `Formatter`.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: Text(title))
    }

    /// iOS 13's form: a field with editing callbacks (never called).
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text.wrappedValue, placeholder: Text(title))
    }
}

/// A field whose text is drawn as dots: on iOS, one "•" a character.
///
/// Contract: as ``TextField``'s single-line form, named "SecureField".
public struct SecureField<Label: View>: PrimitiveView {
    let field: TextField<Label>

    /// A field for `text` labelled by `label`, showing `prompt` while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text.wrappedValue, placeholder: prompt ?? Text(""), isSecure: true)
    }

    public static func _makeNodes(_ view: SecureField, into resolver: inout _ViewResolver) {
        TextField<Label>._makeNodes(view.field, into: &resolver)
    }
}

extension SecureField where Label == Text {
    /// A field for `text` whose title shows while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, placeholder: Text(titleKey), isSecure: true)
    }

    /// A field for `text` whose title shows while it is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, placeholder: Text(title), isSecure: true)
    }

    /// A field for `text` showing `prompt` (or the title) while empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), isSecure: true)
    }

    /// A field for `text` showing `prompt` (or the title) while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, placeholder: prompt ?? Text(title), isSecure: true)
    }
}

/// A field's look, made when the environment (its style, the platform) is known.
struct TextFieldBody: PrimitiveView {
    let name: String
    let text: String
    let placeholder: Text
    let axis: Axis
    let isSecure: Bool

    static func _makeNodes(_ view: TextFieldBody, into resolver: inout _ViewResolver) {
        let env = resolver.environment
        let metrics = env.controlMetrics
        let shown: Text
        if view.text.isEmpty {
            shown = view.placeholder.foregroundColor(metrics.placeholder)
        } else {
            shown = Text(verbatim: view.isSecure ? String(repeating: "•", count: view.text.count) : view.text)
        }
        let lines = view.axis == .vertical && !view.isSecure ? env.lineLimit : 1
        let field = FillWidth(name: view.name, content: shown.lineLimit(lines))
        let note =
            "a \(view.name): the width offered, its text's height for it"
            + (lines == 1 ? " (one line)" : "") + (view.text.isEmpty ? "; empty, it shows its prompt" : "")
        if env.controlStyle(.textField) == "roundedBorder" {
            let shape = RoundedRectangle(cornerRadius: metrics.roundedBorderCornerRadius)
            let bordered =
                field
                .padding(metrics.roundedBorderPadding)
                // systemBackground: white; in dark mode black (open: judged from screenshots).
                .background(shape.fill(SystemColors.named("systemBackground")!))
                .overlay(shape.strokeBorder(metrics.separator, lineWidth: 1 / max(env.displayScale, 1)))
            resolver.resolveControl(
                bordered, note: note + ", padded 6 above and below and 7 at the sides (roundedBorder)")
        } else {
            resolver.resolveControl(field, note: note)
        }
    }
}

/// A view that takes the width it is offered (its content's ideal width when offered none)
/// and its content's height for that width, with the content at its leading edge: the
/// shape of text fields and text editors' lines.
struct FillWidth<Content: View>: PrimitiveView {
    let name: String
    let content: Content

    static func _makeNodes(_ view: FillWidth, into resolver: inout _ViewResolver) {
        resolver.addContainer(makeLayoutBox(FillWidthLayout(), name: view.name), content: view.content)
    }
}

struct FillWidthLayout: Layout {
    static var layoutProperties: LayoutProperties { LayoutProperties() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let inner = subviews.first?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero
        let width = proposal.width ?? inner.width
        return CGSize(width: width, height: inner.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading,
                proposal: ProposedViewSize(width: bounds.width, height: nil))
        }
    }
}

/// A view that shows long, editable text: on iOS, it takes the whole size it is offered
/// and shows the text from its top-leading corner, inset as `UITextView` insets it (8 above
/// and below, documented `textContainerInset`; 5 at the sides, documented
/// `lineFragmentPadding`).
public struct TextEditor: PrimitiveView {
    let text: String

    /// An editor for `text`.
    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    public static func _makeNodes(_ view: TextEditor, into resolver: inout _ViewResolver) {
        let body = Text(verbatim: view.text)
            .padding(EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        resolver.addContainer(makeLayoutBox(UnaryFillLayout(), name: "TextEditor"), content: body)
    }
}

/// A single-child layout that passes its proposal on and takes its child's size.
struct UnaryFillLayout: Layout {
    static var layoutProperties: LayoutProperties { LayoutProperties() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}
