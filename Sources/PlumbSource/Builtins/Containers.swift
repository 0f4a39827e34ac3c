import Foundation
import PlumbCore

/// The containers of real screens, read from source: scroll views, lazy stacks, and the
/// modifiers that size views relative to them.
extension Interpreter {
    static let containerViews: [ViewEntry] = [
        .init(
            "NavigationStack",
            [
                "NavigationStack(root:)", "NavigationStack(path:root:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            _ = a.take("path")
            guard let root = a.takeClosure("root") ?? a.takeClosure("content") else {
                return .view(NavigationStack { EmptyView() })
            }
            let views = try i.builderViews(root.value, at: root.offset)
            return .view(NavigationStack { i.list(views) })
        },
        .init("TabView", ["TabView(selection:content:)", "TabView(content:)"]) { i, a, at throws(Diagnostic) in
            // The selection picks the tab shown (a `Tab`'s value or a `tag`), read as tags are.
            let selection = a.take("selection").map { i.tagKey(i.wrapped($0.value), at: $0.offset) }
            let views = try i.content(&a, at: at)
            if let selection { return .view(TabView(selection: .constant(selection)) { _ViewList(views) }) }
            return .view(TabView { _ViewList(views) })
        },
        .init("NavigationView", ["NavigationView(content:)"]) { i, a, at throws(Diagnostic) in
            let views = try i.content(&a, at: at)
            return .view(NavigationView { i.list(views) })
        },
        .init("ScrollView", ["ScrollView(_:showsIndicators:content:)"]) { i, a, at throws(Diagnostic) in
            let axes =
                try a.takeUnlabeledValue().map { e throws(Diagnostic) in try i.axes(e.value, at: e.offset) }
                ?? .vertical
            let shows =
                try a.take("showsIndicators").map { e throws(Diagnostic) in try i.bool(e.value, at: e.offset) } ?? true
            let content = try i.content(&a, at: at)
            return .view(ScrollView(axes, showsIndicators: shows) { i.list(content) })
        },
        .init("LazyVStack", ["LazyVStack(alignment:spacing:pinnedViews:content:)"]) { i, a, at throws(Diagnostic) in
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.horizontal(e.value, at: e.offset) }
                ?? .center
            let spacing = try i.optionalSpacing(&a)
            _ = a.take("pinnedViews")
            let content = try i.content(&a, at: at)
            return .view(LazyVStack(alignment: alignment, spacing: spacing) { i.list(content) })
        },
        .init("LazyHStack", ["LazyHStack(alignment:spacing:pinnedViews:content:)"]) { i, a, at throws(Diagnostic) in
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.vertical(e.value, at: e.offset) } ?? .center
            let spacing = try i.optionalSpacing(&a)
            _ = a.take("pinnedViews")
            let content = try i.content(&a, at: at)
            return .view(LazyHStack(alignment: alignment, spacing: spacing) { i.list(content) })
        },
    ]

    static let containerModifiers: [ModifierEntry] = [
        .init("navigationTitle", ["navigationTitle(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let t = a.takeUnlabeled() else { throw i.error("missing title in call to 'navigationTitle'", at: at) }
            // A string literal is a localized key, looked up in the app's strings.
            return AnyView(v.navigationTitle(try i.titleText(t)))
        },
        .init(
            "navigationBarTitleDisplayMode",
            [
                "navigationBarTitleDisplayMode(_:)"
            ]
        ) { i, v, a, at throws(Diagnostic) in
            guard let m = a.takeUnlabeled() else {
                throw i.error("missing mode in call to 'navigationBarTitleDisplayMode'", at: at)
            }
            switch i.symbolName(m.value)?.0 {
            case "automatic"?: return AnyView(v.navigationBarTitleDisplayMode(.automatic))
            case "inline"?: return AnyView(v.navigationBarTitleDisplayMode(.inline))
            case "large"?: return AnyView(v.navigationBarTitleDisplayMode(.large))
            default: throw i.error("expected '.automatic', '.inline' or '.large'", at: m.offset)
            }
        },
        // iOS 17's name of the same bars, with `.inlineLarge` beside them.
        .init("toolbarTitleDisplayMode", ["toolbarTitleDisplayMode(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let m = a.takeUnlabeled() else {
                throw i.error("missing mode in call to 'toolbarTitleDisplayMode'", at: at)
            }
            switch i.symbolName(m.value)?.0 {
            case "automatic"?: return AnyView(v.toolbarTitleDisplayMode(.automatic))
            case "inline"?: return AnyView(v.toolbarTitleDisplayMode(.inline))
            case "inlineLarge"?: return AnyView(v.toolbarTitleDisplayMode(.inlineLarge))
            case "large"?: return AnyView(v.toolbarTitleDisplayMode(.large))
            default: throw i.error("expected '.automatic', '.inline', '.inlineLarge' or '.large'", at: m.offset)
            }
        },
        .init("navigationBarHidden", ["navigationBarHidden(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let h = a.takeUnlabeled() else {
                throw i.error("missing value in call to 'navigationBarHidden'", at: at)
            }
            return AnyView(v.navigationBarHidden(try i.bool(h.value, at: h.offset)))
        },
        .init("ignoresSafeArea", ["ignoresSafeArea(_:edges:)"]) { i, v, a, _ throws(Diagnostic) in
            var regions = SafeAreaRegions.all
            if let r = a.takeUnlabeled() {
                switch i.symbolName(r.value)?.0 {
                case "all"?: regions = .all
                case "container"?: regions = .container
                case "keyboard"?: regions = .keyboard
                default: throw i.error("expected '.all', '.container' or '.keyboard'", at: r.offset)
                }
            }
            let edges = try a.take("edges").map { e throws(Diagnostic) in try i.edges(e.value, at: e.offset) } ?? .all
            return AnyView(v.ignoresSafeArea(regions, edges: edges))
        },
        .init("edgesIgnoringSafeArea", ["edgesIgnoringSafeArea(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else {
                throw i.error("missing edges in call to 'edgesIgnoringSafeArea'", at: at)
            }
            return AnyView(v.edgesIgnoringSafeArea(try i.edges(e.value, at: e.offset)))
        },
        .init("safeAreaPadding", ["safeAreaPadding(_:_:)", "safeAreaPadding(_:)"]) { i, v, a, _ throws(Diagnostic) in
            guard let first = a.takeUnlabeled() else { return AnyView(v.safeAreaPadding()) }
            switch first.value {
            case .insets(let insets): return AnyView(v.safeAreaPadding(insets))
            case .number: return AnyView(v.safeAreaPadding(try i.cgFloat(first.value, at: first.offset)))
            default:
                let edges = try i.edges(first.value, at: first.offset)
                let length =
                    try a.takeUnlabeled().map { e throws(Diagnostic) in try i.optionalCGFloat(e.value, at: e.offset) }
                    ?? nil
                return AnyView(v.safeAreaPadding(edges, length))
            }
        },
        .init("safeAreaInset", ["safeAreaInset(edge:alignment:spacing:content:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.take("edge") else {
                throw i.error("missing argument 'edge:' in call to 'safeAreaInset'", at: at)
            }
            let spacing = try i.optionalSpacing(&a)
            guard let body = a.takeClosure("content") else {
                throw i.error("safeAreaInset needs a content closure", at: at)
            }
            let inset = i.list(try i.builderViews(body.value, at: body.offset))
            switch i.symbolName(e.value)?.0 {
            case let name? where name == "top" || name == "bottom":
                let alignment =
                    try a.take("alignment").map { x throws(Diagnostic) in try i.horizontal(x.value, at: x.offset) }
                    ?? .center
                return AnyView(
                    v.safeAreaInset(edge: name == "top" ? .top : .bottom, alignment: alignment, spacing: spacing) {
                        inset
                    })
            case let name? where name == "leading" || name == "trailing":
                let alignment =
                    try a.take("alignment").map { x throws(Diagnostic) in try i.vertical(x.value, at: x.offset) }
                    ?? .center
                return AnyView(
                    v.safeAreaInset(
                        edge: name == "leading" ? .leading : .trailing, alignment: alignment, spacing: spacing
                    ) { inset })
            default: throw i.error("expected '.top', '.bottom', '.leading' or '.trailing'", at: e.offset)
            }
        },
        .init(
            "containerRelativeFrame",
            [
                "containerRelativeFrame(_:alignment:)", "containerRelativeFrame(_:count:span:spacing:alignment:)",
                "containerRelativeFrame(_:alignment:_:)",
            ]
        ) { i, v, a, at throws(Diagnostic) in
            guard let first = a.takeUnlabeled() else {
                throw i.error("missing axes in call to 'containerRelativeFrame'", at: at)
            }
            let axes = try i.axes(first.value, at: first.offset)
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.alignment(e.value, at: e.offset) }
                ?? .center
            if let count = a.take("count") {
                let n = try i.int(count.value, at: count.offset)
                guard n > 0 else { throw i.error("count must be at least 1", at: count.offset) }
                let span = try a.take("span").map { e throws(Diagnostic) in try i.int(e.value, at: e.offset) } ?? 1
                guard let spacing = a.take("spacing") else {
                    throw i.error("missing argument 'spacing:' in call to 'containerRelativeFrame'", at: at)
                }
                return AnyView(
                    v.containerRelativeFrame(
                        axes, count: n, span: span, spacing: try i.cgFloat(spacing.value, at: spacing.offset),
                        alignment: alignment))
            }
            if let body = a.takeClosure() {
                let closure = try i.closure(body.value, at: body.offset)
                return AnyView(
                    v.containerRelativeFrame(axes, alignment: alignment) { length, axis in
                        i.layoutTimeNumber(closure, [.number(Double(length), int: nil), .axis(axis)], at: body.offset)
                    })
            }
            return AnyView(v.containerRelativeFrame(axes, alignment: alignment))
        },
        .init(
            "contentMargins",
            [
                "contentMargins(_:_:for:)", "contentMargins(_:for:)",
            ]
        ) { i, v, a, at throws(Diagnostic) in
            var placement = ContentMarginPlacement.automatic
            if let p = a.take("for") {
                switch i.symbolName(p.value)?.0 {
                case "automatic"?: placement = .automatic
                case "scrollContent"?: placement = .scrollContent
                case "scrollIndicators"?: placement = .scrollIndicators
                default: throw i.error("expected '.automatic', '.scrollContent' or '.scrollIndicators'", at: p.offset)
                }
            }
            guard let first = a.takeUnlabeled() else {
                throw i.error("missing argument in call to 'contentMargins'", at: at)
            }
            switch first.value {
            case .insets(let insets): return AnyView(v.contentMargins(insets, for: placement))
            case .number, .none:
                return AnyView(
                    v.contentMargins(.all, try i.optionalCGFloat(first.value, at: first.offset), for: placement))
            default:
                let edges = try i.edges(first.value, at: first.offset)
                let length =
                    try a.takeUnlabeled().map { e throws(Diagnostic) in try i.optionalCGFloat(e.value, at: e.offset) }
                    ?? nil
                return AnyView(v.contentMargins(edges, length, for: placement))
            }
        },
    ]

    /// A bar of `toolbar(_:for:)`: `.navigationBar`, `.tabBar`, `.bottomBar`; anything else is
    /// `.automatic` (which the navigation bar follows).
    func toolbarPlacement(_ v: Value) -> ToolbarPlacement {
        switch symbolName(v)?.0 {
        case "navigationBar"?: return .navigationBar
        case "tabBar"?: return .tabBar
        case "bottomBar"?: return .bottomBar
        default: return .automatic
        }
    }
}
