import Foundation
import PlumbCore

/// UIKit's standard text and status views, made by a representable's `makeUIView` and set up
/// by its `updateUIView` (`struct FocusableTextField: UIViewRepresentable` around a
/// `UITextField`, `UITextViewWrapper` around a `UITextView`): drawn as the SwiftUI view that
/// shows the same thing, rather than as a placeholder.
///
/// The objects are records: `UITextField()` is an instance whose properties are what the code
/// sets (`view.placeholder = placeholder`, `uiView.text = text`, `view.font = ...`), read back
/// as set or nil; their methods (`addTarget`, `setContentCompressionResistancePriority`,
/// `becomeFirstResponder`) do nothing a still picture shows. Each kind is then drawn with
/// UIKit's defaults, from Apple's headers: a text field's and a text view's font is the
/// 12-point system font when none is set (UITextField.h: "default is nil. use system font
/// 12 pt"; UITextView.h: the same), a label's 17 points and one line (UILabel.h: "default is
/// nil (system font 17 plain)", `numberOfLines` "default is 1"); a text view insets its text
/// 8 points above and below (`textContainerInset`, "default is (8,0,8,0)") and 5 at the sides
/// (`lineFragmentPadding`, "default is 5.0"), on the system background unless its
/// `backgroundColor` says otherwise.
///
/// Sizes: a text field is as wide as offered and one line tall, as SwiftUI's own `TextField`
/// (itself a UITextField) is; a label is its text's size; a text view that scrolls (the
/// default) takes the space offered, as a view without an intrinsic size does, and one with
/// `isScrollEnabled = false` is its text's height (open: SwiftUI's sizing of a representable
/// from the UIView's intrinsic size and priorities is not measured here).
extension Interpreter {
    /// The UIKit classes drawn this way.
    static let uiKitControlNames: Set<String> = [
        "UITextField", "UITextView", "UILabel", "UIActivityIndicatorView", "UISwitch",
    ]

    /// The synthetic class of each record made here: the views (a class: `makeUIView` gives the
    /// object `updateUIView` changes), and the representable's context and its environment.
    static let uiKitRecordTypes: [String: TypeDecl] = Dictionary(
        uniqueKeysWithValues: (uiKitControlNames.union(["UIViewRepresentableContext", "EnvironmentValues"])).map {
            name in
            (
                name,
                TypeDecl(
                    kind: .classType, name: name, genericParameters: [],
                    conformances: uiKitControlNames.contains(name) ? ["UIView"] : [], attributes: [], properties: [],
                    functions: [], initializers: [], subscripts: [], nestedTypes: [], typeAliases: [], cases: [],
                    offset: -1)
            )
        })

    /// Whether `instance` is one of the records made here (a UIKit view, a context): its
    /// properties read back as set, its methods do nothing.
    static func isUIKitRecord(_ instance: Instance) -> Bool {
        instance.type.offset == -1 && uiKitRecordTypes[instance.type.name] != nil
    }

    /// The context `makeUIView(context:)` and `updateUIView(_:context:)` are given: a coordinator
    /// the picture never uses, and an environment whose font is unset (`context.environment.font
    /// ?? UIFont.preferredFont(forTextStyle: .body)`, Swiftfin's password field).
    static var representableContext: Value {
        let environment = Instance(
            type: uiKitRecordTypes["EnvironmentValues"]!,
            properties: [
                "colorScheme": .symbol("light", arguments: nil, at: -1),
                "layoutDirection": .symbol("leftToRight", arguments: nil, at: -1),
            ])
        return .instance(
            Instance(
                type: uiKitRecordTypes["UIViewRepresentableContext"]!,
                properties: ["coordinator": .stub("coordinator"), "environment": .instance(environment)]))
    }

    /// `UITextField()`, `UITextView(frame: .zero)`, `UILabel()`: a new object, nothing set.
    static let uiKitControlValues: [ValueEntry] =
        [uiEdgeInsetsValue]
        + uiKitControlNames.sorted().map { name in
            ValueEntry(name, binding: .readerOnly("UIKit's view, drawn where a representable makes it")) {
                _, a, _ throws(Diagnostic) in
                a.takeAll()
                return .instance(Instance(type: uiKitRecordTypes[name]!, properties: uiKitDefaults))
            }
        }

    /// `UIEdgeInsets(top:left:bottom:right:)`: a text view's `textContainerInset` (left and right
    /// are leading and trailing, as a left-to-right layout has them).
    static let uiEdgeInsetsValue = ValueEntry(
        "UIEdgeInsets", binding: .readerOnly("UIKit's insets, which a text view's container is given")
    ) { i, a, at throws(Diagnostic) in
        func side(_ label: String) throws(Diagnostic) -> CGFloat {
            try a.take(label).map { e throws(Diagnostic) in try i.cgFloat(e.value, at: e.offset) } ?? 0
        }
        let insets = EdgeInsets(
            top: try side("top"), leading: try side("left"), bottom: try side("bottom"), trailing: try side("right"))
        try a.finish("UIEdgeInsets", in: i.file)
        return .insets(insets)
    }

    /// The UIKit view an app's class is a subclass of, through its superclasses (the first
    /// type each class inherits from), when that is one of ``uiKitControlNames``; nil for
    /// another type.
    func uiKitControlBase(of type: TypeDecl) -> String? {
        guard type.kind == .classType, type.offset != -1 else { return nil }
        var current = type
        for _ in 0..<8 {
            guard let parent = current.conformances.first else { return nil }
            if Interpreter.uiKitControlNames.contains(parent) { return parent }
            guard let next = types[parent], next.kind == .classType else { return nil }
            current = next
        }
        return nil
    }

    /// UIKit's defaults for the properties code reads before it sets them (`!uiView.isFirstResponder`);
    /// any other unset property reads nil.
    static var uiKitDefaults: [String: Value] {
        [
            "isFirstResponder": .bool(false), "isEditable": .bool(true), "isSelectable": .bool(true),
            "isScrollEnabled": .bool(true), "isSecureTextEntry": .bool(false), "isHidden": .bool(false),
            "isEnabled": .bool(true), "isUserInteractionEnabled": .bool(true), "isOn": .bool(false),
            "isAnimating": .bool(false), "alpha": .float(1), "frame": .rect(.zero), "bounds": .rect(.zero),
        ]
    }

    /// What a representable draws when its `makeUIView` makes one of UIKit's standard views:
    /// that view, after `makeUIView` and `updateUIView` ran; nil when it makes another (a map,
    /// a web view, an app's own UIView subclass) or the code fails (a limit or a trap still
    /// stops the read, as anywhere else).
    func uiKitControlContent(of instance: Instance) throws(Diagnostic) -> AnyView? {
        // Only a maker declared to give one of these classes (`-> UITextField`, or `-> UIViewType`
        // with `typealias UIViewType = UITextView`): an app's own subclass is not run.
        guard let make = instance.type.functions.first(where: { $0.name == "makeUIView" }),
            var made = make.returnType?.text
        else { return nil }
        if let alias = instance.type.typeAliases.first(where: { $0.name == made }) { made = alias.type.text }
        if let type = types[made], let base = uiKitControlBase(of: type) { made = base }
        guard Interpreter.uiKitControlNames.contains(made) else { return nil }
        let offset = make.offset
        do {
            var args = Arguments(
                make.parameters.map {
                    Arguments.Entry(label: $0.label, value: Interpreter.representableContext, offset: offset)
                },
                at: offset)
            guard case .instance(let view) = try callFunction(make, on: .instance(instance), &args, at: offset),
                Interpreter.isUIKitRecord(view), Interpreter.uiKitControlNames.contains(view.type.name)
            else { return nil }
            if let update = instance.type.functions.first(where: { $0.name == "updateUIView" }) {
                var values: [Value] = [.instance(view), Interpreter.representableContext]
                var call = Arguments(
                    update.parameters.map {
                        Arguments.Entry(
                            label: $0.label, value: values.isEmpty ? .none : values.removeFirst(), offset: offset)
                    }, at: offset)
                _ = try callFunction(update, on: .instance(instance), &call, at: offset)
            }
            return drawn(view)
        } catch let failure {
            guard failure.kind != .limit, failure.kind != .trap else { throw failure }
            return nil
        }
    }

    /// The SwiftUI view that shows what `control` holds.
    private func drawn(_ control: Instance) -> AnyView {
        let p = control.properties
        func string(_ name: String) -> String? {
            if case .string(let s)? = p[name] { return s }
            if case .foundation(let s as AttributedString)? = p[name] { return String(s.characters) }
            return nil
        }
        func color(_ name: String) -> Color? {
            if case .color(let c)? = p[name] { return c }
            return nil
        }
        func flag(_ name: String) -> Bool? {
            if case .bool(let b)? = p[name] { return b }
            return nil
        }
        // (`view.font = .systemFont(ofSize: 16)`: an implicit member, read as the font it names.)
        let font: Font? = p["font"].flatMap { v in
            if case .font(let f) = v { return f }
            if case .symbol(let name, _, _) = v, Interpreter.uiFontFunctions.contains(name) {
                return try? self.font(v, at: -1)
            }
            return nil
        }
        let alignment: TextAlignment = {
            guard case .symbol(let s, _, _)? = p["textAlignment"] else { return .leading }
            return s == "center" ? .center : s == "right" ? .trailing : .leading
        }()
        let frameAlignment: Alignment = alignment == .center ? .center : alignment == .trailing ? .trailing : .leading
        let text = string("attributedText") ?? string("text") ?? ""
        switch control.type.name {
        case "UITextField":
            // The text, else the placeholder in the placeholder grey; bullets for a secure entry.
            let shown =
                flag("isSecureTextEntry") == true ? String(repeating: "•", count: text.count) : text
            let label =
                shown.isEmpty
                ? Text(verbatim: string("placeholder") ?? "").foregroundStyle(
                    SystemColors.named("placeholderText") ?? Color.secondary)
                : Text(verbatim: shown).foregroundStyle(color("textColor") ?? Color.primary)
            return AnyView(
                label.font(font ?? .system(size: 12)).lineLimit(1).multilineTextAlignment(alignment)
                    .frame(maxWidth: .infinity, alignment: frameAlignment)
                    .background(color("backgroundColor") ?? Color.clear, ignoresSafeAreaEdges: []))
        case "UITextView":
            let scrolls = flag("isScrollEnabled") ?? true
            // The container's inset (8 above and below by default), and the line fragment's 5
            // points at each side.
            var inset = EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
            if case .insets(let set)? = p["textContainerInset"] { inset = set }
            inset.leading += 5
            inset.trailing += 5
            return AnyView(
                Text(verbatim: text).font(font ?? .system(size: 12))
                    .foregroundStyle(color("textColor") ?? Color.primary)
                    .multilineTextAlignment(alignment)
                    .padding(inset)
                    .frame(
                        maxWidth: .infinity, maxHeight: scrolls ? .infinity : nil,
                        alignment: Alignment(horizontal: frameAlignment.horizontal, vertical: .top)
                    )
                    .background(
                        color("backgroundColor") ?? SystemColors.named("systemBackground") ?? Color.white,
                        ignoresSafeAreaEdges: []))
        case "UILabel":
            let lines: Int? = {
                guard case .number(_, let n?)? = p["numberOfLines"] else { return 1 }
                return n == 0 ? nil : n
            }()
            return AnyView(
                Text(verbatim: text).font(font ?? .system(size: 17))
                    .foregroundStyle(color("textColor") ?? Color.primary)
                    .multilineTextAlignment(alignment).lineLimit(lines)
                    .background(color("backgroundColor") ?? Color.clear, ignoresSafeAreaEdges: []))
        case "UISwitch":
            return AnyView(Toggle("", isOn: .constant(flag("isOn") ?? false)).labelsHidden())
        default:
            return AnyView(ProgressView())
        }
    }
}
