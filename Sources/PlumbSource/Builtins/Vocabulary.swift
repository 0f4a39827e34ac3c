import Foundation
import PlumbCore

/// The reader's vocabulary: every view, modifier and value the reader knows, each declared
/// once with the library declarations it binds to.
///
/// The library (`PlumbCore`) and the reader speak one vocabulary: a name the reader reads is
/// a public declaration of the library with SwiftUI's signature, and every public view and
/// modifier of the library is readable. Each entry of the tables below (``Interpreter``'s
/// `basicViews`, `gradientViews`, `containerViews`, `gridViews`, `basicModifiers`,
/// `containerModifiers`, `gridModifiers`, `neutralModifiers`, `basicValues`, `mathValues`, `gradientValues`,
/// `gridValues`) names the reader's
/// word, the library declarations it calls, written as Swift names them
/// (`padding(_:_:)`, `Text(verbatim:)`), and the function that reads a call's arguments and
/// calls them. `VocabularyTests` reads the library's source and fails on any declaration an
/// entry names that is not public, and on any public view or modifier no entry names.
///
/// Adding a view to the library: declare it in `PlumbCore`, then add one entry here (the
/// test fails until you do).
struct VocabularyEntry<Function: Sendable>: Sendable {
    /// The name source code writes: `HStack`, `padding`, `EdgeInsets`.
    let name: String
    /// What the name binds to.
    let binding: LibraryBinding
    /// The builtin that reads a call's arguments and calls the library.
    let function: Function

    init(_ name: String, binding: LibraryBinding, function: Function) {
        self.name = name
        self.binding = binding
        self.function = function
    }
}

extension VocabularyEntry where Function == Interpreter.ViewConstructor {
    /// A view or value bound to library declarations; `readerOnly` lists forms the reader
    /// reads that the library cannot declare (they take UIKit's or AppKit's types), each with
    /// the reason.
    init(
        _ name: String, _ api: [String], readerOnly: [String: String] = [:],
        _ make: @escaping Interpreter.ViewConstructor
    ) {
        self.init(name, binding: .library(api, readerOnly: readerOnly), function: make)
    }

    /// A value bound to Swift's own declarations, or to none.
    init(_ name: String, binding: LibraryBinding, _ make: @escaping Interpreter.ViewConstructor) {
        self.init(name, binding: binding, function: make)
    }
}

/// What a reader entry binds to.
enum LibraryBinding: Sendable {
    /// Public declarations of `PlumbCore`, as Swift names them (`frame(width:height:alignment:)`),
    /// and forms the reader reads that no Linux library can declare, with the reason.
    case library([String], readerOnly: [String: String])
    /// Swift's standard library or Foundation (`min`, `CGSize`, `Date`): not SwiftUI's
    /// vocabulary, and available to every Swift file.
    case swift
    /// A SwiftUI name the library does not declare, read so that real files read; the
    /// string says why it is not library API.
    case readerOnly(String)

    /// The library declarations, if any.
    var api: [String] {
        if case .library(let api, _) = self { return api }
        return []
    }
}

/// A modifier is read by a builtin that calls the library, or is layout-neutral: its
/// arguments are evaluated and the view is kept as it is, which is what the library's
/// declaration does (it returns `self`).
enum ModifierReading: Sendable {
    case layout(Interpreter.ViewModifierFunction)
    case neutral
}

extension VocabularyEntry where Function == ModifierReading {
    /// A modifier read by `apply`, which calls the library's modifier.
    init(
        _ name: String, _ api: [String], readerOnly: [String: String] = [:],
        _ apply: @escaping Interpreter.ViewModifierFunction
    ) {
        self.init(name, binding: .library(api, readerOnly: readerOnly), function: .layout(apply))
    }

    /// A layout-neutral modifier bound to the library's declarations of it.
    static func neutral(_ name: String, _ api: [String]) -> Self {
        Self(name, binding: .library(api, readerOnly: [:]), function: .neutral)
    }

    /// A layout-neutral modifier the library does not declare, with the reason.
    static func neutral(_ name: String, readerOnly reason: String) -> Self {
        Self(name, binding: .readerOnly(reason), function: .neutral)
    }
}

extension Interpreter {
    typealias ViewEntry = VocabularyEntry<ViewConstructor>
    typealias ModifierEntry = VocabularyEntry<ModifierReading>
    typealias ValueEntry = VocabularyEntry<ValueConstructor>

    /// Every view the reader constructs by name.
    static let viewVocabulary: [ViewEntry] =
        basicViews + gradientViews + containerViews + gridViews
        + controlViews + listViews + barViews + imageViews
        + shapeViews

    /// Every modifier the reader applies by name.
    static let modifierVocabulary: [ModifierEntry] =
        basicModifiers + containerModifiers + gridModifiers + effectModifiers
        + controlModifiers + neutralModifiers + environmentModifiers + preferenceModifiers + listModifiers
        + barModifiers + imageModifiers + textModifiers
        + shapeModifiers + appearanceModifiers + swiftDataModifiers + presentationModifiers

    /// Every function and initializer of values the reader calls by name.
    static let valueVocabulary: [ValueEntry] =
        basicValues + sequenceFunctions + mathValues + gradientValues + gridValues
        + controlValues + environmentValues + listValues + textValues
        + shapeValues + resourceValues + foundationValues + formatterValues + userDefaultsValues + bundleValues
        + bundledDataValues + jsonDecoderValues
        + regexValues
        + regularExpressionValues
        + attributedStringValues
        + scannerValues
        + characterSetValues
        + unicodeScalarValues + unicodeScalarViewValues + characterValues
        + measurementValues
        + swiftDataValues + uiKitControlValues
        + layoutValueConstructors

    /// The views by name, for the interpreter.
    static let viewConstructors: [String: ViewConstructor] = Dictionary(
        viewVocabulary.map { ($0.name, $0.function) }, uniquingKeysWith: { first, _ in first })

    /// The modifiers read by a builtin, by name, for the interpreter.
    static let modifiers: [String: ViewModifierFunction] = Dictionary(
        modifierVocabulary.compactMap { entry in
            if case .layout(let f) = entry.function { return (entry.name, f) }
            return nil
        },
        uniquingKeysWith: { first, _ in first })

    /// The argument labels of each of a library modifier's signatures, by name
    /// (`background(_:alignment:)` gives `["alignment"]`).
    static let modifierLabels = labels(of: modifierVocabulary.map { ($0.name, $0.binding.api) })

    /// The argument labels of each of a library view's initializers, by name
    /// (`Button(_:systemImage:action:)` gives `["_", "systemImage", "action"]`).
    static let viewConstructorLabels = labels(of: viewVocabulary.map { ($0.name, $0.binding.api) })

    /// Each signature's labels, by name; `_` stands for the unlabelled parameters
    /// (`padding(_:)`), whatever their number.
    private static func labels(of signatures: [(String, [String])]) -> [String: [Set<String>]] {
        Dictionary(
            signatures.flatMap { name, api in
                api.map { signature -> (String, [Set<String>]) in
                    let inner = signature.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
                    return (name, [Set(inner.split(separator: ":").map(String.init))])
                }
            },
            uniquingKeysWith: +)
    }

    /// The layout-neutral modifiers, for the interpreter: accepted silently, the view kept.
    static let layoutNeutralModifiers: Set<String> = Set(
        modifierVocabulary.compactMap { entry in
            if case .neutral = entry.function { return entry.name }
            return nil
        })

    /// The value functions and initializers by name, for the interpreter.
    static let valueConstructors: [String: ValueConstructor] = Dictionary(
        valueVocabulary.map { ($0.name, $0.function) }, uniquingKeysWith: { first, _ in first })

    /// View names Plumb knows, for messages.
    static var viewNames: Set<String> { Set(viewConstructors.keys) }

    /// Methods the interpreter calls on values of a library type itself (in
    /// `Evaluate/Interpreter+Calls.swift`, by the receiver's kind, so that `Text("a").bold()`
    /// stays a `Text`), with the library declarations they bind to: listed here so that the
    /// vocabulary test checks them too.
    static let memberVocabulary: [(type: String, api: [String])] = [
        ("Text", ["font(_:)", "fontWeight(_:)", "bold(_:)", "italic(_:)", "foregroundColor(_:)"] + textMemberAPI),
        (
            "Image",
            [
                "resizable(capInsets:resizingMode:)", "renderingMode(_:)", "interpolation(_:)", "antialiased(_:)",
                "symbolRenderingMode(_:)",
            ]
        ),
        (
            "Shape",
            [
                "fill(_:style:)", "stroke(_:lineWidth:)", "stroke(_:style:)", "stroke(lineWidth:)",
            ]
        ),
        ("InsettableShape", ["strokeBorder(_:lineWidth:antialiased:)", "strokeBorder(_:style:antialiased:)"]),
        ("Shape", ["trim(from:to:)"]),
        ("Rectangle", ["inset(by:)"]),
        ("Path", ["trimmedPath(from:to:)", "offsetBy(dx:dy:)", "contains(_:eoFill:)"]),
        ("Color", ["opacity(_:)"]),
        ("Font", ["bold()", "italic()", "weight(_:)", "monospacedDigit()"]),
        ("GeometryProxy", ["frame(in:)"]),
        ("View", ["modifier(_:)"]),
    ]

    /// Implicit members the reader reads as a shape style or colour (`.ultraThinMaterial`,
    /// `.tertiary`) beyond the named colours the library declares (`Color.sourceNames`): `Evaluate/Coercion.swift`'s
    /// `color(_:at:)` and `shapeStyle(_:at:)` accept them, and they are drawn as a plain
    /// colour. Each is a static member of `ShapeStyle` in the library.
    static let shapeStyleMembers: [String] = [
        "tertiary", "quaternary", "foreground", "background", "tint", "linearGradient", "radialGradient",
        "angularGradient", "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
        "ultraThickMaterial", "bar",
    ]
}
