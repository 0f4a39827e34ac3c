import Foundation
import PlumbCore

/// The environment and data flow: `.environment(\.key, value)`, `.environment(model)`,
/// `.environmentObject(_:)`, `.disabled(_:)`, `.colorScheme(_:)`; the data-flow property
/// wrappers built by hand in an `init`; and the library's environment keys the reader reads
/// and writes by name (Evaluate/EnvironmentReading.swift reads them into views).
extension Interpreter {
    /// How the reader reads one of the library's environment keys (`read`) and sets it
    /// (`write`, through the library's `.environment(\.key, value)`; `nil`: SwiftUI's key is
    /// read-only).
    struct EnvironmentKeyReading: Sendable {
        let read: @Sendable (EnvironmentValues, Int) -> Value
        let write: (@Sendable (Interpreter, AnyView, Value, Int) throws(Diagnostic) -> AnyView)?
    }

    /// A key whose values are cases, read as `.name`.
    private static func cases<E: Sendable>(
        _ all: [E], _ get: @escaping @Sendable (EnvironmentValues) -> E,
        _ set: @escaping @Sendable (AnyView, E) -> AnyView
    ) -> EnvironmentKeyReading {
        EnvironmentKeyReading(
            read: { env, at in .symbol("\(get(env))", arguments: nil, at: at) },
            write: { i, v, value, at throws(Diagnostic) in
                let name = i.symbolName(value)?.0 ?? (value.isStub ? "" : "\(value)")
                guard let match = all.first(where: { "\($0)" == name }) else {
                    throw i.error(
                        "expected one of \(all.map { "'.\($0)'" }.joined(separator: ", ")), found \(value.kind)", at: at
                    )
                }
                return set(v, match)
            })
    }

    /// A key whose values are optional cases (`nil` reads and writes `nil`).
    private static func optionalCases<E: Sendable>(
        _ all: [E], _ get: @escaping @Sendable (EnvironmentValues) -> E?,
        _ set: @escaping @Sendable (AnyView, E?) -> AnyView
    ) -> EnvironmentKeyReading {
        let plain = cases(all, { get($0) ?? all[0] }, { v, e in set(v, e) })
        return EnvironmentKeyReading(
            read: { env, at in get(env) == nil ? .none : plain.read(env, at) },
            write: { i, v, value, at throws(Diagnostic) in
                if case .none = value { return set(v, nil) }
                return try plain.write!(i, v, value, at)
            })
    }

    /// A Boolean key.
    private static func flag(
        _ get: @escaping @Sendable (EnvironmentValues) -> Bool, _ set: @escaping @Sendable (AnyView, Bool) -> AnyView
    ) -> EnvironmentKeyReading {
        EnvironmentKeyReading(
            read: { env, _ in .bool(get(env)) },
            write: { i, v, value, at throws(Diagnostic) in set(v, try i.bool(value, at: at)) })
    }

    /// A key SwiftUI does not let views set, read as a value Plumb passes around.
    private static func readOnly(_ get: @escaping @Sendable (EnvironmentValues) -> Value) -> EnvironmentKeyReading {
        EnvironmentKeyReading(read: { env, _ in get(env) }, write: nil)
    }

    /// The library's environment keys by name (`Environment/*.swift` in PlumbCore).
    static let libraryEnvironmentKeys: [String: EnvironmentKeyReading] = [
        "colorScheme": cases(ColorScheme.allCases, { $0.colorScheme }, { AnyView($0.environment(\.colorScheme, $1)) }),
        "colorSchemeContrast": cases(
            ColorSchemeContrast.allCases, { $0.colorSchemeContrast },
            { AnyView($0.environment(\.colorSchemeContrast, $1)) }),
        "horizontalSizeClass": optionalCases(
            UserInterfaceSizeClass.allCases, { $0.horizontalSizeClass },
            { AnyView($0.environment(\.horizontalSizeClass, $1)) }),
        "verticalSizeClass": optionalCases(
            UserInterfaceSizeClass.allCases, { $0.verticalSizeClass },
            { AnyView($0.environment(\.verticalSizeClass, $1)) }),
        "dynamicTypeSize": cases(
            DynamicTypeSize.allCases, { $0.dynamicTypeSize }, { AnyView($0.environment(\.dynamicTypeSize, $1)) }),
        "sizeCategory": cases(
            ContentSizeCategory.allCases, { $0.sizeCategory }, { AnyView($0.environment(\.sizeCategory, $1)) }),
        "layoutDirection": cases(
            [LayoutDirection.leftToRight, .rightToLeft], { $0.layoutDirection },
            { AnyView($0.environment(\.layoutDirection, $1)) }),
        "scenePhase": cases(
            [ScenePhase.active, .inactive, .background], { $0.scenePhase },
            { AnyView($0.environment(\.scenePhase, $1)) }),
        "legibilityWeight": optionalCases(
            [LegibilityWeight.regular, .bold], { $0.legibilityWeight },
            { AnyView($0.environment(\.legibilityWeight, $1)) }),
        "multilineTextAlignment": cases(
            TextAlignment.allCases, { $0.multilineTextAlignment },
            { AnyView($0.environment(\.multilineTextAlignment, $1)) }),
        "controlSize": cases(
            ControlSize.allCases, { $0.controlSize }, { AnyView($0.environment(\.controlSize, $1)) }),
        "isEnabled": flag({ $0.isEnabled }, { AnyView($0.environment(\.isEnabled, $1)) }),
        "isSearching": flag({ $0.isSearching }, { AnyView($0.environment(\.isSearching, $1)) }),
        "isPresented": flag({ $0.isPresented }, { AnyView($0.environment(\.isPresented, $1)) }),
        "accessibilityReduceMotion": flag(
            { $0.accessibilityReduceMotion }, { AnyView($0.environment(\.accessibilityReduceMotion, $1)) }),
        "accessibilityReduceTransparency": flag(
            { $0.accessibilityReduceTransparency }, { AnyView($0.environment(\.accessibilityReduceTransparency, $1)) }),
        "accessibilityDifferentiateWithoutColor": flag(
            { $0.accessibilityDifferentiateWithoutColor },
            { AnyView($0.environment(\.accessibilityDifferentiateWithoutColor, $1)) }),
        "accessibilityInvertColors": flag(
            { $0.accessibilityInvertColors }, { AnyView($0.environment(\.accessibilityInvertColors, $1)) }),
        "accessibilityVoiceOverEnabled": flag(
            { $0.accessibilityVoiceOverEnabled }, { AnyView($0.environment(\.accessibilityVoiceOverEnabled, $1)) }),
        "accessibilityShowButtonShapes": flag(
            { $0.accessibilityShowButtonShapes }, { AnyView($0.environment(\.accessibilityShowButtonShapes, $1)) }),
        "displayScale": EnvironmentKeyReading(
            read: { env, _ in .float(Double(env.displayScale)) },
            write: { i, v, value, at throws(Diagnostic) in
                AnyView(v.environment(\.displayScale, try i.cgFloat(value, at: at)))
            }),
        "font": EnvironmentKeyReading(
            read: { env, _ in env.font.map { .font($0) } ?? .none },
            write: { i, v, value, at throws(Diagnostic) in
                if case .none = value { return AnyView(v.environment(\.font, nil)) }
                return AnyView(v.environment(\.font, try i.font(value, at: at)))
            }),
        "lineLimit": EnvironmentKeyReading(
            read: { env, _ in env.lineLimit.map { .int($0) } ?? .none },
            write: { i, v, value, at throws(Diagnostic) in
                if case .none = value { return AnyView(v.environment(\.lineLimit, nil)) }
                return AnyView(v.environment(\.lineLimit, try i.int(value, at: at)))
            }),
        "platformVersion": EnvironmentKeyReading(
            read: { env, at in .symbol("\(env.platformVersion)", arguments: nil, at: at) },
            write: { i, v, value, at throws(Diagnostic) in
                guard let name = i.symbolName(value)?.0, let version = PlatformVersion(name: name) else {
                    throw i.error("expected '.iOS26', '.iOS18' or '.iOS17', found \(value.kind)", at: at)
                }
                return AnyView(v.environment(\.platformVersion, version))
            }),
        // Lists (Containers/ListMetrics.swift).
        "defaultMinListRowHeight": EnvironmentKeyReading(
            read: { env, _ in .float(Double(env.defaultMinListRowHeight)) },
            write: { i, v, value, at throws(Diagnostic) in
                AnyView(v.environment(\.defaultMinListRowHeight, try i.cgFloat(value, at: at)))
            }),
        "defaultMinListHeaderHeight": EnvironmentKeyReading(
            read: { env, _ in env.defaultMinListHeaderHeight.map { .float(Double($0)) } ?? .none },
            write: { i, v, value, at throws(Diagnostic) in
                AnyView(v.environment(\.defaultMinListHeaderHeight, try i.optionalCGFloat(value, at: at)))
            }),
        "dismiss": readOnly { _ in .opaque("dismiss") },
        // SwiftData's context: the container `.modelContainer(...)` gives (SwiftData.swift).
        "modelContext": readOnly { env in
            (env.sourceValues[Interpreter.modelContainerKey] as? Value) ?? .foundation(ModelStoreStandIn())
        },
        // Actions a view calls (`requestReview()`, `openWindow(id:)`): nothing before the
        // first frame; `presentationMode.wrappedValue.dismiss()` the same.
        "requestReview": readOnly { _ in .opaque("requestReview") },
        "openWindow": readOnly { _ in .opaque("openWindow") },
        "dismissWindow": readOnly { _ in .opaque("dismissWindow") },
        "dismissSearch": readOnly { _ in .opaque("dismissSearch") },
        "webAuthenticationSession": readOnly { _ in .opaque("webAuthenticationSession") },
        "presentationMode": readOnly { _ in .opaque("presentationMode") },
        // No view has focus in a still picture (`isFocused`: "whether the nearest focusable
        // ancestor has focus"); the redaction reasons are what `redacted(reason:)` around the
        // view added.
        "isFocused": readOnly { _ in .bool(false) },
        "redactionReasons": readOnly { env in Interpreter.value(of: env.redactionReasons) },
        // Settable since iOS 15 (`OpenURLAction(handler:)`); no picture runs the handler, so the
        // view keeps the library's default action.
        "openURL": EnvironmentKeyReading(
            read: { _, _ in .opaque("openURL") },
            write: { _, v, _, _ throws(Diagnostic) in
                AnyView(v.environment(\.openURL, OpenURLAction { _ in .systemAction }))
            }),
        "refresh": readOnly { env in env.refresh == nil ? .none : .opaque("refresh") },
        "editMode": readOnly { env in env.editMode == nil ? .none : .opaque("editMode") },
        "locale": readOnly { env in .opaque("Locale(\(env.locale.identifier))") },
        "calendar": readOnly { _ in .opaque("Calendar") },
        "timeZone": readOnly { env in .opaque("TimeZone(\(env.timeZone.identifier))") },
    ]

    /// The environment modifiers of ``modifierVocabulary``.
    static let environmentModifiers: [ModifierEntry] = [
        .init("environment", ["environment(_:_:)", "environment(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let first = a.takeUnlabeled() else {
                throw i.error("missing key path in call to 'environment'", at: at)
            }
            if case .keyPath(let path) = first.value, let key = path.first {
                guard let value = a.takeUnlabeled() else {
                    throw i.error("missing value in call to 'environment'", at: at)
                }
                if let library = Interpreter.libraryEnvironmentKeys[key] {
                    guard let write = library.write else {
                        i.warn("'\\.\(key)' is read-only in SwiftUI: the view keeps its value", at: first.offset)
                        return v
                    }
                    return try write(i, v, value.value, value.offset)
                }
                // A key the files declare: kept by name.
                let declared = i.builtinExtensions["EnvironmentValues"]?.properties.first { $0.name == key }
                let stored = try i.bindingValue(value.value, type: declared?.type)
                return AnyView(v.transformEnvironment(\.sourceValues) { $0["key:" + key] = stored })
            }
            // `.environment(model)`: an `@Observable` object, read by its type.
            return i.providing(first.value, to: v, at: first.offset)
        },
        .init("environmentObject", ["environmentObject(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let object = a.takeUnlabeled() else {
                throw i.error("missing object in call to 'environmentObject'", at: at)
            }
            return i.providing(object.value, to: v, at: object.offset)
        },
        .init("transformEnvironment", ["transformEnvironment(_:transform:)"]) { i, v, a, at throws(Diagnostic) in
            // The closure changes a value it is given `inout`: Plumb reads the view as it is.
            a.takeAll()
            i.warn("'transformEnvironment' is read without its change", at: at)
            return v
        },
        .init("disabled", ["disabled(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let d = a.takeUnlabeled() else { throw i.error("missing value in call to 'disabled'", at: at) }
            return AnyView(v.disabled(try i.bool(d.value, at: d.offset)))
        },
        // `redacted(reason: .placeholder)`, `redacted(reason: isLoading ? .placeholder : [])`:
        // the reasons the views inside read (`@Environment(\.redactionReasons)`).
        .init("redacted", ["redacted(reason:)"]) { i, v, a, at throws(Diagnostic) in
            guard let r = a.take("reason") else {
                throw i.error("missing argument 'reason:' in call to 'redacted'", at: at)
            }
            return AnyView(v.redacted(reason: try i.redactionReasons(r.value, at: r.offset)))
        },
        .init("unredacted", ["unredacted()"]) { _, v, _, _ throws(Diagnostic) in AnyView(v.unredacted()) },
        .init("scrollClipDisabled", ["scrollClipDisabled(_:)"]) { i, v, a, _ throws(Diagnostic) in
            let d = try a.takeUnlabeled().map { e throws(Diagnostic) in try i.bool(e.value, at: e.offset) } ?? true
            return AnyView(v.scrollClipDisabled(d))
        },
        .init("colorScheme", ["colorScheme(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let s = a.takeUnlabeled() else {
                throw i.error("missing colour scheme in call to 'colorScheme'", at: at)
            }
            return try Interpreter.libraryEnvironmentKeys["colorScheme"]!.write!(i, v, s.value, s.offset)
        },
    ]

    /// `view` with `object` (a user class's instance) provided to `@Environment(Type.self)`
    /// and `@EnvironmentObject` below, by its type's name (and its superclasses' names are not
    /// searched: SwiftUI looks objects up by their exact type).
    func providing(_ object: Value, to view: AnyView, at offset: Int) -> AnyView {
        guard case .instance(let instance) = object else {
            if case .none = object { return view }
            warn(
                "'.environment' is given \(object.kind), not an object of a type the files declare: ignored",
                about: object, at: offset
            )
            return view
        }
        let name = instance.type.name
        return AnyView(view.transformEnvironment(\.sourceValues) { $0["object:" + name] = object })
    }

    /// The data-flow property wrappers, built by hand in an `init`
    /// (`_model = StateObject(wrappedValue: Model())`): their wrapped value.
    static let environmentValues: [ValueEntry] = [
        .init("StateObject", ["StateObject(wrappedValue:)"], wrapped),
        .init("ObservedObject", ["ObservedObject(wrappedValue:)", "ObservedObject(initialValue:)"], wrapped),
        .init("Published", ["Published(wrappedValue:)", "Published(initialValue:)"], wrapped),
        .init("AppStorage", ["AppStorage(wrappedValue:_:store:)", "AppStorage(_:store:)"], wrapped),
        .init("SceneStorage", ["SceneStorage(wrappedValue:_:)", "SceneStorage(_:)"], wrapped),
        .init("ScaledMetric", ["ScaledMetric(wrappedValue:)", "ScaledMetric(wrappedValue:relativeTo:)"], wrapped),
        .init("Bindable", ["Bindable(wrappedValue:)", "Bindable(_:)"], wrapped),
        .init("Environment", ["Environment(_:)"], wrapped),
        .init("EnvironmentObject", ["EnvironmentObject()"], wrapped),
        .init("GestureState", ["GestureState(wrappedValue:)", "GestureState(initialValue:)"], wrapped),
    ]
}

extension Interpreter {
    static let redactionReasonNames: [(String, RedactionReasons)] = [
        ("placeholder", .placeholder), ("privacy", .privacy), ("invalidated", .invalidated),
    ]

    /// `.placeholder`, `[.placeholder, .privacy]`, `[]`: a set of redaction reasons.
    func redactionReasons(_ v: Value, at offset: Int) throws(Diagnostic) -> RedactionReasons {
        let byName = Dictionary(uniqueKeysWithValues: Interpreter.redactionReasonNames)
        var reasons: RedactionReasons = []
        for name in try symbolNames(v, among: Set(byName.keys), at: offset) { reasons.formUnion(byName[name]!) }
        return reasons
    }

    /// Redaction reasons as source reads an option set: the array of its members' names.
    static func value(of reasons: RedactionReasons) -> Value {
        .array(redactionReasonNames.filter { reasons.contains($0.1) }.map { .symbol($0.0, arguments: nil, at: 0) })
    }
}
