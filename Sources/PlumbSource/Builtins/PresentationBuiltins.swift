import Foundation
import PlumbCore

/// Sheets, covers and popovers (Modifiers/Presentation.swift), and what presented content
/// asks of its presentation. A presentation whose binding reads `true` (`.constant(true)`,
/// a `@State` that starts `true`) or whose item is a value is presented: its content is
/// read then, and only then, as SwiftUI builds it only when presented. A binding Plumb
/// cannot read (a stub) presents nothing.
extension Interpreter {
    static let presentationModifiers: [ModifierEntry] = [
        .init("sheet", ["sheet(isPresented:onDismiss:content:)", "sheet(item:onDismiss:content:)"]) {
            i, v, a, at throws(Diagnostic) in
            guard let content = try i.presentedContent(&a, "sheet", at: at) else { return v }
            return AnyView(v.sheet(isPresented: .constant(true)) { content })
        },
        .init(
            "fullScreenCover",
            ["fullScreenCover(isPresented:onDismiss:content:)", "fullScreenCover(item:onDismiss:content:)"]
        ) { i, v, a, at throws(Diagnostic) in
            guard let content = try i.presentedContent(&a, "fullScreenCover", at: at) else { return v }
            return AnyView(v.fullScreenCover(isPresented: .constant(true)) { content })
        },
        .init("popover", ["popover(isPresented:arrowEdge:content:)", "popover(item:arrowEdge:content:)"]) {
            i, v, a, at throws(Diagnostic) in
            _ = a.take("arrowEdge")
            _ = a.take("attachmentAnchor")
            guard let content = try i.presentedContent(&a, "popover", at: at) else { return v }
            return AnyView(v.popover(isPresented: .constant(true)) { content })
        },
        .init("presentationDetents", ["presentationDetents(_:)", "presentationDetents(_:selection:)"]) {
            i, v, a, at throws(Diagnostic) in
            guard let first = a.takeUnlabeled() else {
                throw i.error("missing argument in call to 'presentationDetents'", at: at)
            }
            let detents = try i.detents(first.value, at: first.offset)
            if let selection = a.take("selection"),
                let selected = try i.detent(i.wrapped(selection.value), at: selection.offset)
            {
                return AnyView(v.presentationDetents(detents, selection: .constant(selected)))
            }
            return AnyView(v.presentationDetents(detents))
        },
        .init("presentationDragIndicator", ["presentationDragIndicator(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let first = a.takeUnlabeled() else {
                throw i.error("missing argument in call to 'presentationDragIndicator'", at: at)
            }
            return AnyView(v.presentationDragIndicator(try i.visibility(first.value, at: first.offset)))
        },
        .init("presentationBackground", ["presentationBackground(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let first = a.takeUnlabeled() else {
                throw i.error("missing argument in call to 'presentationBackground'", at: at)
            }
            return AnyView(v.presentationBackground(try i.paintStyle(first.value, at: first.offset)))
        },
        .init("presentationCornerRadius", ["presentationCornerRadius(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let first = a.takeUnlabeled() else {
                throw i.error("missing argument in call to 'presentationCornerRadius'", at: at)
            }
            return AnyView(v.presentationCornerRadius(try i.optionalCGFloat(first.value, at: first.offset)))
        },
        .init(
            "presentationCompactAdaptation",
            ["presentationCompactAdaptation(_:)", "presentationCompactAdaptation(horizontal:vertical:)"]
        ) { i, v, a, at throws(Diagnostic) in
            guard let first = a.takeUnlabeled() ?? a.take("horizontal") else {
                throw i.error("missing argument in call to 'presentationCompactAdaptation'", at: at)
            }
            _ = a.take("vertical")
            return AnyView(v.presentationCompactAdaptation(try i.adaptation(first.value, at: first.offset)))
        },
        .init("presentationBackgroundInteraction", ["presentationBackgroundInteraction(_:)"]) {
            i, v, a, at throws(Diagnostic) in
            guard let first = a.takeUnlabeled() else {
                throw i.error("missing argument in call to 'presentationBackgroundInteraction'", at: at)
            }
            return AnyView(
                v.presentationBackgroundInteraction(try i.backgroundInteraction(first.value, at: first.offset)))
        },
    ]

    /// The content of a presentation if it is presented: its `isPresented:` binding reads
    /// `true`, or its `item:` binding holds a value (given to the content closure).
    func presentedContent(_ a: inout Arguments, _ name: String, at: Int) throws(Diagnostic) -> AnyView? {
        _ = a.take("onDismiss")
        guard let body = a.takeClosure("content") else { throw error("\(name) needs a content closure", at: at) }
        // `.fullScreenCover(isPresented: $shown) { onDismiss?() } content: { ... }`: the first
        // trailing closure is `onDismiss`.
        _ = a.takeClosure()
        // A wrapped view controller presented on its own (an onboarding screen, a camera, a
        // share sheet) is the screen shown: its name where its view would be, which inline,
        // as often an invisible helper, it does not draw (PlaceholderView.representable).
        if let controller = presentedController(body.value) {
            if let shown = a.take("isPresented"), case .bool(true) = wrapped(shown.value) {
                return PlaceholderView.presentedController(controller)
            }
            if let item = a.take("item") {
                switch wrapped(item.value) {
                case .none, .stub, .void: return nil
                default: return PlaceholderView.presentedController(controller)
                }
            }
            return nil
        }
        if let shown = a.take("isPresented") {
            guard case .bool(true) = wrapped(shown.value) else { return nil }
            return list(try builderViews(body.value, at: body.offset))
        }
        guard let item = a.take("item") else {
            throw error("missing argument 'isPresented:' or 'item:' in call to '\(name)'", at: at)
        }
        switch wrapped(item.value) {
        case .none, .stub, .void: return nil
        case let value: return list(try builderViews(body.value, at: body.offset, binding: [value]))
        }
    }

    /// The name of the wrapped view controller a presentation's content is, alone with its
    /// modifiers (`{ OnboardingView(completionHandler: done).ignoresSafeArea() }`); nil for
    /// any other content.
    func presentedController(_ content: Value) -> String? {
        guard case .closure(let c) = content, c.closure.body.count == 1, case .expression(var e) = c.closure.body[0]
        else { return nil }
        // Down the modifier chain to the view it starts from.
        while case .call(.member(let base, _, _), _, _) = e { e = base }
        guard case .call(.identifier(let name, _), _, _) = e, let type = types[name], type.isRepresentable,
            type.conformances.contains(where: { $0.contains("ControllerRepresentable") })
        else { return nil }
        return name
    }

    /// `[.medium, .large]`, `Set([.medium])`, one detent.
    func detents(_ v: Value, at offset: Int) throws(Diagnostic) -> Set<PresentationDetent> {
        if case .symbol("init", let args?, _) = v, let first = args.entries.first {
            return try detents(first.value, at: offset)
        }
        if case .array(let items) = v {
            var set = Set<PresentationDetent>()
            for item in items { if let d = try detent(item, at: offset) { set.insert(d) } }
            return set
        }
        return try detent(v, at: offset).map { [$0] } ?? []
    }

    /// `.medium`, `.large`, `.fraction(0.4)`, `.height(300)`; `nil` for a custom detent.
    func detent(_ v: Value, at offset: Int) throws(Diagnostic) -> PresentationDetent? {
        guard let (name, args, _) = symbolName(v) else { return nil }
        switch name {
        case "medium": return .medium
        case "large": return .large
        case "fraction":
            guard let x = args?.entries.first else { return nil }
            return .fraction(try cgFloat(x.value, at: offset))
        case "height":
            guard let x = args?.entries.first else { return nil }
            return .height(try cgFloat(x.value, at: offset))
        default: return nil
        }
    }

    /// `.automatic`, `.none`, `.popover`, `.sheet`, `.fullScreenCover`.
    func adaptation(_ v: Value, at offset: Int) throws(Diagnostic) -> PresentationAdaptation {
        if case .none = v { return .none }
        switch symbolName(v)?.0 {
        case "automatic"?: return .automatic
        case "none"?: return .none
        case "popover"?: return .popover
        case "sheet"?: return .sheet
        case "fullScreenCover"?: return .fullScreenCover
        default: throw error("expected '.automatic', '.none', '.popover', '.sheet' or '.fullScreenCover'", at: offset)
        }
    }

    /// `.automatic`, `.disabled`, `.enabled`, `.enabled(upThrough: .medium)`.
    func backgroundInteraction(_ v: Value, at offset: Int) throws(Diagnostic) -> PresentationBackgroundInteraction {
        switch symbolName(v) {
        case ("automatic", _, _)?: return .automatic
        case ("disabled", _, _)?: return .disabled
        case ("enabled", let args, _)?:
            if let limit = args?.entries.first(where: { $0.label == "upThrough" }),
                let detent = try detent(limit.value, at: offset)
            {
                return .enabled(upThrough: detent)
            }
            return .enabled
        default: throw error("expected '.automatic', '.disabled' or '.enabled'", at: offset)
        }
    }
}
