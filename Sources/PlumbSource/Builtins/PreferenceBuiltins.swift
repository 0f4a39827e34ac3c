import Foundation
import PlumbCore

/// Preferences of keys the files declare: `preference(key:value:)`, `anchorPreference`,
/// `overlayPreferenceValue`, `backgroundPreferenceValue`, `onPreferenceChange`.
///
/// The reader cannot declare a Swift type per key, so every key the files declare travels in
/// one library key, ``SourcePreferences``: each key's contributions by name, in the order of
/// the views (the library's rules: a view's `preference` replaces what its content set for
/// that key). Where a value is read, the contributions are folded with the key's own
/// `reduce(value:nextValue:)`, from the first (no contribution: its `defaultValue`), which
/// gives the library's value for any associative `reduce`. Anchors are kept in canvas
/// coordinates (a `CGRect` or `CGPoint`); `proxy[anchor]` moves them into the proxy's frame.
/// `onPreferenceChange`'s action runs in a second read with the value the first layout
/// reported (SettledGeometry.swift).
struct SourcePreferences: PreferenceKey {
    static var defaultValue: [String: [Value]] { [:] }

    static func reduce(value: inout [String: [Value]], nextValue: () -> [String: [Value]]) {
        for (key, values) in nextValue() { value[key, default: []] += values }
    }
}

extension Interpreter {
    /// The preference modifiers of ``modifierVocabulary``.
    static let preferenceModifiers: [ModifierEntry] = [
        .init("preference", ["preference(key:value:)"]) { i, v, a, at throws(Diagnostic) in
            let key = try i.preferenceKeyName(a.take("key"), at: at)
            guard let value = a.take("value") else { throw i.error("missing argument 'value:'", at: at) }
            let stored = value.value
            return AnyView(v.transformPreference(SourcePreferences.self) { $0[key] = [stored] })
        },
        .init("anchorPreference", ["anchorPreference(key:value:transform:)"]) { i, v, a, at throws(Diagnostic) in
            let key = try i.preferenceKeyName(a.take("key"), at: at)
            guard let source = a.take("value"), let transform = a.takeClosure("transform") else {
                throw i.error("anchorPreference needs 'value:' and 'transform:'", at: at)
            }
            let closure = try i.closure(transform.value, at: transform.offset)
            func made(_ anchor: Value) -> [Value] {
                do { return [try i.callValueClosure(closure, [anchor], at: transform.offset)] } catch {
                    i.reportLayoutError(error)
                    return []
                }
            }
            switch try i.anchorSource(source.value, at: source.offset) {
            case .rect(let s):
                return AnyView(
                    v.transformAnchorPreference(key: SourcePreferences.self, value: s) { d, anchor in
                        d[key] = made(.rect(anchor.canvasValue))
                    })
            case .point(let s):
                return AnyView(
                    v.transformAnchorPreference(key: SourcePreferences.self, value: s) { d, anchor in
                        d[key] = made(.point(anchor.canvasValue))
                    })
            }
        },
        .init("overlayPreferenceValue", ["overlayPreferenceValue(_:alignment:_:)"]) { i, v, a, at throws(Diagnostic) in
            try i.preferenceLayer(v, &a, overlay: true, at: at)
        },
        .init("backgroundPreferenceValue", ["backgroundPreferenceValue(_:alignment:_:)"]) {
            i, v, a, at throws(Diagnostic) in
            try i.preferenceLayer(v, &a, overlay: false, at: at)
        },
        // The value each action would be called with after a layout is recorded, and given to
        // the action in the next read (SettledGeometry.swift).
        .init("onPreferenceChange", ["onPreferenceChange(_:perform:)"]) { i, v, a, at throws(Diagnostic) in
            let key = try i.preferenceKeyName(a.takeUnlabeled(), at: at)
            guard let action = a.take("perform") ?? a.takeClosure() else {
                throw i.error("missing argument 'perform:'", at: at)
            }
            let site = i.geometrySite(at: at)
            i.noteGeometryAction(action.value, site: site, at: action.offset)
            return AnyView(
                v.reportingPreference(SourcePreferences.self) { [i] values in
                    do throws(Diagnostic) {
                        i.geometryReports[site] = try i.reducedPreference(key, values[key] ?? [], at: action.offset)
                    } catch {
                        i.reportLayoutError(error)
                    }
                })
        },
        .init("onGeometryChange", ["onGeometryChange(for:of:action:)"]) { i, v, a, at throws(Diagnostic) in
            _ = a.take("for")
            guard let transform = a.take("of") ?? a.takeClosure(), let action = a.take("action") ?? a.takeClosure()
            else { throw i.error("onGeometryChange needs 'of:' and 'action:'", at: at) }
            let measure = try i.closure(transform.value, at: transform.offset)
            let site = i.geometrySite(at: at)
            i.noteGeometryAction(action.value, site: site, at: action.offset)
            return AnyView(
                v.reportingGeometry { [i] proxy in
                    do throws(Diagnostic) {
                        i.geometryReports[site] = try i.callValueClosure(measure, [.proxy(proxy)], at: transform.offset)
                    } catch {
                        i.reportLayoutError(error)
                    }
                })
        },
        .init("transformPreference", ["transformPreference(_:_:)"]) { i, v, a, at throws(Diagnostic) in
            // The closure changes the value `inout`: Plumb keeps the value the content set.
            a.takeAll()
            i.warn("'transformPreference' is read without its change", at: at)
            return v
        },
        .init("transformAnchorPreference", ["transformAnchorPreference(key:value:transform:)"]) {
            i, v, a, at throws(Diagnostic) in
            a.takeAll()
            i.warn("'transformAnchorPreference' is read without its change", at: at)
            return v
        },
    ]

    /// A source of anchors: `.bounds`, `.rect(r)`, a unit point (`.center`, `.top`...), `.point(p)`.
    enum AnchorSourceValue {
        case rect(Anchor<CGRect>.Source)
        case point(Anchor<CGPoint>.Source)
    }

    func anchorSource(_ v: Value, at offset: Int) throws(Diagnostic) -> AnchorSourceValue {
        if case .symbol(let name, let args, let at) = v {
            if name == "bounds", args == nil { return .rect(.bounds) }
            if name == "rect", let r = args?.entries.first {
                guard case .rect(let rect) = r.value else {
                    throw error("expected a CGRect, found \(r.value.kind)", at: at)
                }
                return .rect(.rect(rect))
            }
            if name == "point", let p = args?.entries.first { return .point(.point(try point(p.value, at: at))) }
            if name == "unitPoint", let p = args?.entries.first {
                return .point(.unitPoint(try unitPoint(p.value, at: at)))
            }
            if args == nil, let p = try? unitPoint(v, at: offset) { return .point(.unitPoint(p)) }
        }
        throw error("expected an anchor source ('.bounds', '.center', '.rect(_:)'...), found \(v.kind)", at: offset)
    }

    /// `overlayPreferenceValue(Key.self, alignment:) { value in ... }` and its background twin.
    func preferenceLayer(_ v: AnyView, _ a: inout Arguments, overlay: Bool, at offset: Int) throws(Diagnostic)
        -> AnyView
    {
        let key = try preferenceKeyName(a.takeUnlabeled(), at: offset)
        let alignment =
            try a.take("alignment").map { e throws(Diagnostic) in try self.alignment(e.value, at: e.offset) } ?? .center
        guard let content = a.takeClosure() else { throw error("missing content closure", at: offset) }
        let closure = try self.closure(content.value, at: content.offset)
        let build: ([String: [Value]]) -> AnyView = { [self] values in
            do throws(Diagnostic) {
                let value = try self.reducedPreference(key, values[key] ?? [], at: content.offset)
                return self.layoutTimeViews(closure, [value], at: content.offset)
            } catch {
                self.reportLayoutError(error)
                return AnyView(EmptyView())
            }
        }
        if overlay { return AnyView(v.overlayPreferenceValue(SourcePreferences.self, alignment: alignment, build)) }
        return AnyView(v.backgroundPreferenceValue(SourcePreferences.self, alignment: alignment, build))
    }

    /// The name of the key type a `key:` argument names (`WidthKey.self`).
    func preferenceKeyName(_ e: Arguments.Entry?, at offset: Int) throws(Diagnostic) -> String {
        guard let e else { throw error("missing preference key", at: offset) }
        if case .type(let name) = e.value { return name }
        throw error("expected a preference key type ('Key.self'), found \(e.value.kind)", at: e.offset)
    }

    /// The contributions to a key the files declare, folded with its `reduce(value:nextValue:)`;
    /// none: its `defaultValue`.
    func reducedPreference(_ key: String, _ values: [Value], at offset: Int) throws(Diagnostic) -> Value {
        guard var value = values.first else {
            return try evaluate(.member(.identifier(key, at: offset), "defaultValue", at: offset), in: globals)
        }
        guard values.count > 1 else { return value }
        guard let reduce = types[key]?.functions.first(where: { $0.name == "reduce" }) else {
            warn("'\(key)' has no reduce(value:nextValue:) in the files read: the first value is used", at: offset)
            return value
        }
        for next in values.dropFirst() {
            let scope = Scope(parent: globals)
            scope.bind("value", value)
            // `nextValue()`: a closure that returns the next contribution.
            let nextScope = Scope(parent: globals)
            nextScope.bind("next contribution", next)
            let body = [Stmt.expression(.identifier("next contribution", at: offset))]
            scope.bind(
                "nextValue",
                .closure(ClosureValue(closure: Closure(parameters: [], body: body, offset: offset), scope: nextScope)))
            _ = try nested(at: offset) { () throws(Diagnostic) in try run(reduce.body ?? [], in: scope, tail: false) }
            value = scope.lookup("value") ?? value
        }
        return value
    }
}
