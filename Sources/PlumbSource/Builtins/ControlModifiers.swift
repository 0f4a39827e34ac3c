import Foundation
import PlumbCore

// The controls' modifiers: their styles (button, label, toggle, picker, text field, progress
// view), tint, control size, button border shape, hidden labels, and a picker row's tag.

extension Interpreter {
    static let controlModifiers: [ModifierEntry] = [
        .init("buttonStyle", ["buttonStyle(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let given = a.takeUnlabeled() else { throw i.error("missing style in call to 'buttonStyle'", at: at) }
            let style = try i.declaredStyle(given, conformingTo: "ButtonStyle")
            if let source = InterpretedStyle(style.value, interpreter: i, at: style.offset) {
                if source.conforms(to: "PrimitiveButtonStyle") {
                    return AnyView(v.buttonStyle(InterpretedPrimitiveButtonStyle(style: source)))
                }
                return AnyView(v.buttonStyle(InterpretedButtonStyle(style: source)))
            }
            switch try i.styleName(style.value, suffix: "ButtonStyle", at: style.offset) {
            case "automatic", "Default": return AnyView(v.buttonStyle(.automatic))
            case "plain", "Plain": return AnyView(v.buttonStyle(.plain))
            case "borderless", "Borderless": return AnyView(v.buttonStyle(.borderless))
            case "bordered", "Bordered": return AnyView(v.buttonStyle(.bordered))
            case "borderedProminent", "BorderedProminent": return AnyView(v.buttonStyle(.borderedProminent))
            case "glass", "Glass": return AnyView(v.buttonStyle(.glass))
            case "glassProminent", "GlassProminent": return AnyView(v.buttonStyle(.glassProminent))
            case "link", "Link": return AnyView(v.buttonStyle(.link))
            case let other: throw i.error("unknown button style '\(other)'", at: style.offset)
            }
        },
        .init("labelStyle", ["labelStyle(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let given = a.takeUnlabeled() else { throw i.error("missing style in call to 'labelStyle'", at: at) }
            let style = try i.declaredStyle(given, conformingTo: "LabelStyle")
            if let source = InterpretedStyle(style.value, interpreter: i, at: style.offset) {
                return AnyView(v.labelStyle(InterpretedLabelStyle(style: source)))
            }
            switch try i.styleName(style.value, suffix: "LabelStyle", at: style.offset) {
            case "automatic", "Default": return AnyView(v.labelStyle(.automatic))
            case "titleAndIcon", "TitleAndIcon": return AnyView(v.labelStyle(.titleAndIcon))
            case "iconOnly", "IconOnly": return AnyView(v.labelStyle(.iconOnly))
            case "titleOnly", "TitleOnly": return AnyView(v.labelStyle(.titleOnly))
            case let other: throw i.error("unknown label style '\(other)'", at: style.offset)
            }
        },
        .init("toggleStyle", ["toggleStyle(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let given = a.takeUnlabeled() else { throw i.error("missing style in call to 'toggleStyle'", at: at) }
            let style = try i.declaredStyle(given, conformingTo: "ToggleStyle")
            if let source = InterpretedStyle(style.value, interpreter: i, at: style.offset) {
                return AnyView(v.toggleStyle(InterpretedToggleStyle(style: source)))
            }
            // `SwitchToggleStyle(tint: .green)`: the switch in its own tint.
            if case .symbol("switch", let args?, _) = style.value, let tint = args.entries.first {
                return AnyView(v.toggleStyle(SwitchToggleStyle(tint: try i.color(tint.value, at: tint.offset))))
            }
            switch try i.styleName(style.value, suffix: "ToggleStyle", at: style.offset) {
            case "automatic", "Default": return AnyView(v.toggleStyle(.automatic))
            case "switch", "Switch": return AnyView(v.toggleStyle(.switch))
            case "button", "Button": return AnyView(v.toggleStyle(.button))
            case let other:
                throw i.error("unknown toggle style '\(other)' (macOS's checkbox is not on iOS)", at: style.offset)
            }
        },
        .init("tint", ["tint(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let tint = a.takeUnlabeled() else { throw i.error("missing colour in call to 'tint'", at: at) }
            if case .none = tint.value { return AnyView(v.tint(nil)) }
            return AnyView(v.tint(try i.shapeStyle(tint.value, at: tint.offset)))
        },
        .init("controlSize", ["controlSize(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let size = a.takeUnlabeled() else { throw i.error("missing size in call to 'controlSize'", at: at) }
            let sizes: [String: ControlSize] = [
                "mini": .mini, "small": .small, "regular": .regular, "large": .large, "extraLarge": .extraLarge,
            ]
            guard case .symbol(let name, nil, _) = size.value, let s = sizes[name] else {
                throw i.error(
                    "expected a control size (.mini, .small, .regular, .large, .extraLarge), found \(size.value.kind)",
                    at: size.offset)
            }
            return AnyView(v.controlSize(s))
        },
        .init("buttonBorderShape", ["buttonBorderShape(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let shape = a.takeUnlabeled() else {
                throw i.error("missing shape in call to 'buttonBorderShape'", at: at)
            }
            switch shape.value {
            case .symbol("automatic", nil, _): return AnyView(v.buttonBorderShape(.automatic))
            case .symbol("capsule", nil, _): return AnyView(v.buttonBorderShape(.capsule))
            case .symbol("circle", nil, _): return AnyView(v.buttonBorderShape(.circle))
            case .symbol("roundedRectangle", nil, _): return AnyView(v.buttonBorderShape(.roundedRectangle))
            case .symbol("roundedRectangle", var args?, _):
                guard let r = args.take("radius") else { throw i.error("missing argument 'radius:'", at: shape.offset) }
                return AnyView(v.buttonBorderShape(.roundedRectangle(radius: try i.cgFloat(r.value, at: r.offset))))
            default:
                throw i.error(
                    "expected a button border shape (.capsule, .roundedRectangle), found \(shape.value.kind)",
                    at: shape.offset)
            }
        },
        .init("labelsHidden", ["labelsHidden()"]) { _, v, _, _ throws(Diagnostic) in AnyView(v.labelsHidden()) },
        .init("pickerStyle", ["pickerStyle(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let style = a.takeUnlabeled() else { throw i.error("missing style in call to 'pickerStyle'", at: at) }
            switch try i.styleName(style.value, suffix: "PickerStyle", at: style.offset) {
            case "automatic", "Default": return AnyView(v.pickerStyle(.automatic))
            case "menu", "Menu": return AnyView(v.pickerStyle(.menu))
            case "segmented", "Segmented": return AnyView(v.pickerStyle(.segmented))
            case "wheel", "Wheel": return AnyView(v.pickerStyle(.wheel))
            case "inline", "Inline": return AnyView(v.pickerStyle(.inline))
            case "navigationLink", "NavigationLink": return AnyView(v.pickerStyle(.navigationLink))
            case "palette", "Palette": return AnyView(v.pickerStyle(.palette))
            case let other: throw i.error("unknown picker style '\(other)'", at: style.offset)
            }
        },
        .init("textFieldStyle", ["textFieldStyle(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let style = a.takeUnlabeled() else {
                throw i.error("missing style in call to 'textFieldStyle'", at: at)
            }
            switch try i.styleName(style.value, suffix: "TextFieldStyle", at: style.offset) {
            case "automatic", "Default": return AnyView(v.textFieldStyle(.automatic))
            case "plain", "Plain": return AnyView(v.textFieldStyle(.plain))
            case "roundedBorder", "RoundedBorder": return AnyView(v.textFieldStyle(.roundedBorder))
            case let other: throw i.error("unknown text field style '\(other)'", at: style.offset)
            }
        },
        .init("progressViewStyle", ["progressViewStyle(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let style = a.takeUnlabeled() else {
                throw i.error("missing style in call to 'progressViewStyle'", at: at)
            }
            // `CircularProgressViewStyle(tint: .white)`: the style in its own tint.
            if case .symbol(let name, let args?, _) = style.value, let tint = args.entries.first {
                let color = try i.color(tint.value, at: tint.offset)
                switch name {
                case "linear": return AnyView(v.progressViewStyle(LinearProgressViewStyle(tint: color)))
                default: return AnyView(v.progressViewStyle(CircularProgressViewStyle(tint: color)))
                }
            }
            switch try i.styleName(style.value, suffix: "ProgressViewStyle", at: style.offset) {
            case "linear", "Linear": return AnyView(v.progressViewStyle(.linear))
            case "circular", "Circular": return AnyView(v.progressViewStyle(.circular))
            default: return AnyView(v.progressViewStyle(.automatic))
            }
        },
        .init("tag", ["tag(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let tag = a.takeUnlabeled() else { throw i.error("missing value in call to 'tag'", at: at) }
            _ = a.take("includeOptional")
            return AnyView(v.tag(i.tagKey(i.wrapped(tag.value), at: tag.offset)))
        },
    ]
}

extension Interpreter {
    /// `.squircle` where the files declare `extension LabelStyle where Self ==
    /// SquircleLabelStyle { static var squircle: Self { .init() } }`: that style, an instance
    /// of a type conforming to `protocolName`; the argument itself otherwise (a built-in style).
    func declaredStyle(_ given: Arguments.Entry, conformingTo protocolName: String) throws(Diagnostic)
        -> Arguments.Entry
    {
        func conforms(_ type: TypeDecl) -> Bool {
            type.conformances.contains(where: { $0 == protocolName || $0 == "SwiftUI." + protocolName })
        }
        // `.variant(type)`: a static function of one style of the files (Gem's `extension
        // ButtonStyle where Self == StateButtonStyle { static func variant(_:) -> Self }`).
        if case .symbol(let name, let args?, let at) = given.value {
            let owners = distinctTypes.filter { t in
                t.kind != .protocolType && conforms(t) && t.functions.contains { $0.isStatic && $0.name == name }
            }
            guard owners.count == 1, let made = try userMember(owners[0], name, args, at: at),
                case .instance(let instance) = made, conforms(instance.type)
            else { return given }
            return Arguments.Entry(label: given.label, value: made, offset: given.offset)
        }
        guard case .symbol(let name, nil, let at) = given.value,
            let resolved = try uniqueStaticMember(name, conformingTo: protocolName, at: at),
            case .instance(let instance) = resolved, conforms(instance.type)
        else { return given }
        return Arguments.Entry(label: given.label, value: resolved, offset: given.offset)
    }
}
