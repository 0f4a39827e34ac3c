import Foundation
import PlumbCore

/// The containers of real screens, read from source: scroll views, lazy stacks, and the
/// modifiers that size views relative to them.
extension Interpreter {
    static let containerViewConstructors: [String: ViewConstructor] = [
        "ScrollView": { i, a, at throws(Diagnostic) in
            let axes = try a.takeUnlabeledValue().map { e throws(Diagnostic) in try i.axes(e.value, at: e.offset) } ?? .vertical
            let shows = try a.take("showsIndicators").map { e throws(Diagnostic) in try i.bool(e.value, at: e.offset) } ?? true
            let content = try i.content(&a, at: at)
            return .view(ScrollView(axes, showsIndicators: shows) { i.list(content) })
        },
        "LazyVStack": { i, a, at throws(Diagnostic) in
            let alignment = try a.take("alignment").map { e throws(Diagnostic) in try i.horizontal(e.value, at: e.offset) } ?? .center
            let spacing = try i.optionalSpacing(&a)
            _ = a.take("pinnedViews")
            let content = try i.content(&a, at: at)
            return .view(LazyVStack(alignment: alignment, spacing: spacing) { i.list(content) })
        },
        "LazyHStack": { i, a, at throws(Diagnostic) in
            let alignment = try a.take("alignment").map { e throws(Diagnostic) in try i.vertical(e.value, at: e.offset) } ?? .center
            let spacing = try i.optionalSpacing(&a)
            _ = a.take("pinnedViews")
            let content = try i.content(&a, at: at)
            return .view(LazyHStack(alignment: alignment, spacing: spacing) { i.list(content) })
        },
    ]

    static let containerModifiers: [String: ViewModifierFunction] = [
        "containerRelativeFrame": { i, v, a, at throws(Diagnostic) in
            guard let first = a.takeUnlabeled() else { throw i.error("missing axes in call to 'containerRelativeFrame'", at: at) }
            let axes = try i.axes(first.value, at: first.offset)
            let alignment = try a.take("alignment").map { e throws(Diagnostic) in try i.alignment(e.value, at: e.offset) } ?? .center
            if let count = a.take("count") {
                let n = try i.int(count.value, at: count.offset)
                guard n > 0 else { throw i.error("count must be at least 1", at: count.offset) }
                let span = try a.take("span").map { e throws(Diagnostic) in try i.int(e.value, at: e.offset) } ?? 1
                guard let spacing = a.take("spacing") else { throw i.error("missing argument 'spacing:' in call to 'containerRelativeFrame'", at: at) }
                return AnyView(v.containerRelativeFrame(
                    axes, count: n, span: span, spacing: try i.cgFloat(spacing.value, at: spacing.offset), alignment: alignment))
            }
            if let body = a.takeClosure() {
                let closure = try i.closure(body.value, at: body.offset)
                return AnyView(v.containerRelativeFrame(axes, alignment: alignment) { length, axis in
                    i.layoutTimeNumber(closure, [.number(Double(length), int: nil), .axis(axis)], at: body.offset)
                })
            }
            return AnyView(v.containerRelativeFrame(axes, alignment: alignment))
        },
        "contentMargins": { i, v, a, at throws(Diagnostic) in
            var placement = ContentMarginPlacement.automatic
            if let p = a.take("for") {
                switch i.symbolName(p.value)?.0 {
                case "automatic"?: placement = .automatic
                case "scrollContent"?: placement = .scrollContent
                case "scrollIndicators"?: placement = .scrollIndicators
                default: throw i.error("expected '.automatic', '.scrollContent' or '.scrollIndicators'", at: p.offset)
                }
            }
            guard let first = a.takeUnlabeled() else { throw i.error("missing argument in call to 'contentMargins'", at: at) }
            switch first.value {
            case .insets(let insets): return AnyView(v.contentMargins(insets, for: placement))
            case .number, .none:
                return AnyView(v.contentMargins(.all, try i.optionalCGFloat(first.value, at: first.offset), for: placement))
            default:
                let edges = try i.edges(first.value, at: first.offset)
                let length = try a.takeUnlabeled().map { e throws(Diagnostic) in try i.optionalCGFloat(e.value, at: e.offset) } ?? nil
                return AnyView(v.contentMargins(edges, length, for: placement))
            }
        },
    ]
}
