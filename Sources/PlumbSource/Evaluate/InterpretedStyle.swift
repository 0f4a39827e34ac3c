import Foundation
import PlumbCore

/// A style written in source (`struct Pill: ButtonStyle { func makeBody(configuration:) ... }`),
/// applied by the library like a built-in one: when the engine resolves a button, label or
/// toggle, the source's `makeBody(configuration:)` runs in the interpreter with the
/// configuration as a value (`configuration.label`, `.isPressed`, `.role`, `.isOn`, `.title`,
/// `.icon`). An error in it is reported, and the control shows its label.
struct InterpretedStyle {
    let interpreter: Interpreter
    let instance: Value
    let function: FunctionDecl
    let offset: Int

    /// The style `value` stands for, if it is an instance of a source type with `makeBody`.
    init?(_ value: Value, interpreter: Interpreter, at offset: Int) {
        guard case .instance(let instance) = value,
            let function = instance.type.functions.first(where: { $0.name == "makeBody" })
        else { return nil }
        self.interpreter = interpreter
        self.instance = value
        self.function = function
        self.offset = offset
    }

    /// Whether the source type conforms to `name` (`PrimitiveButtonStyle`).
    func conforms(to name: String) -> Bool {
        guard case .instance(let i) = instance else { return false }
        return i.type.conformances.contains(name) || i.type.conformances.contains("SwiftUI." + name)
    }

    /// The body `makeBody` returns for a configuration with these members.
    func body(_ members: [(label: String?, value: Value)], fallback: AnyView) -> AnyView {
        let label = function.parameters.first?.label
        var args = Arguments([.init(label: label, value: .tuple(members), offset: offset)], at: offset)
        do {
            let result = try interpreter.callFunction(function, on: instance, &args, at: offset)
            return interpreter.list(try interpreter.viewList(result, at: offset))
        } catch {
            interpreter.reportLayoutError(error)
            return fallback
        }
    }
}

/// A source `ButtonStyle`.
struct InterpretedButtonStyle: ButtonStyle {
    let style: InterpretedStyle
    func makeBody(configuration: Configuration) -> some View {
        style.body(
            [
                ("label", .views([AnyView(configuration.label)])), ("isPressed", .bool(false)),
                ("role", configuration.role.map { .opaque("\($0)") } ?? .none),
            ],
            fallback: AnyView(configuration.label))
    }
}

/// A source `PrimitiveButtonStyle`.
struct InterpretedPrimitiveButtonStyle: PrimitiveButtonStyle {
    let style: InterpretedStyle
    func makeBody(configuration: Configuration) -> some View {
        style.body(
            [
                ("label", .views([AnyView(configuration.label)])),
                ("role", configuration.role.map { .opaque("\($0)") } ?? .none),
                ("trigger", .opaque("trigger")),
            ],
            fallback: AnyView(configuration.label))
    }
}

/// A source `LabelStyle`.
struct InterpretedLabelStyle: LabelStyle {
    let style: InterpretedStyle
    func makeBody(configuration: Configuration) -> some View {
        style.body(
            [("title", .views([AnyView(configuration.title)])), ("icon", .views([AnyView(configuration.icon)]))],
            fallback: AnyView(
                HStack {
                    configuration.icon; configuration.title
                }))
    }
}

/// A source `ToggleStyle`.
struct InterpretedToggleStyle: ToggleStyle {
    let style: InterpretedStyle
    func makeBody(configuration: Configuration) -> some View {
        style.body(
            [
                ("label", .views([AnyView(configuration.label)])), ("isOn", .bool(configuration.isOn)),
                ("$isOn", .bool(configuration.isOn)), ("isMixed", .bool(false)),
            ],
            fallback: AnyView(configuration.label))
    }
}
