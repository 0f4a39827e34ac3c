import Foundation
import PlumbCore

/// The bars of real screens, read from source: toolbar items and their placements, search
/// fields, tab bars (`tabItem`, `Tab`, `badge`) and NavigationSplitView.
extension Interpreter {
    static let barViews: [ViewEntry] = [
        .init(
            "ToolbarItem",
            [
                "ToolbarItem(placement:content:)", "ToolbarItem(id:placement:content:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            _ = a.take("id")
            let placement = try i.toolbarItemPlacement(&a)
            let views = try i.content(&a, at: at)
            return .view(ReadToolbarContent(content: ToolbarItem(placement: placement) { i.list(views) }))
        },
        .init("ToolbarItemGroup", ["ToolbarItemGroup(placement:content:)"]) { i, a, at throws(Diagnostic) in
            let placement = try i.toolbarItemPlacement(&a)
            let views = try i.content(&a, at: at)
            return .view(ReadToolbarContent(content: ToolbarItemGroup(placement: placement) { i.list(views) }))
        },
        .init("ToolbarSpacer", ["ToolbarSpacer(_:placement:)"]) { i, a, at throws(Diagnostic) in
            var sizing = SpacerSizing.flexible
            if let s = a.takeUnlabeledValue() {
                switch i.symbolName(s.value)?.0 {
                case "fixed"?: sizing = .fixed
                case "flexible"?: sizing = .flexible
                default: throw i.error("expected '.fixed' or '.flexible'", at: s.offset)
                }
            }
            let placement = try i.toolbarItemPlacement(&a)
            return .view(ReadToolbarContent(content: ToolbarSpacer(sizing, placement: placement)))
        },
        .init("DefaultToolbarItem", ["DefaultToolbarItem(kind:placement:)"]) { i, a, at throws(Diagnostic) in
            guard let k = a.take("kind") else { throw i.error("missing argument 'kind'", at: at) }
            let kind: ToolbarDefaultItemKind
            switch i.symbolName(k.value)?.0 {
            case "search"?: kind = .search
            case "sidebarToggle"?: kind = .sidebarToggle
            case "title"?: kind = .title
            default: throw i.error("expected '.search', '.sidebarToggle' or '.title'", at: k.offset)
            }
            let placement = try i.toolbarItemPlacement(&a)
            return .view(ReadToolbarContent(content: DefaultToolbarItem(kind: kind, placement: placement)))
        },
        .init(
            "Tab",
            [
                "Tab(_:systemImage:value:content:)", "Tab(_:image:value:content:)", "Tab(_:systemImage:content:)",
                "Tab(_:systemImage:role:content:)", "Tab(value:role:content:)", "Tab(role:content:)",
                "Tab(value:content:label:)", "Tab(content:label:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            // The value selects the tab (read as tags are, to match the TabView's selection).
            let value = a.take("value").map { i.tagKey(i.wrapped($0.value), at: $0.offset) }
            // A string literal title is a `LocalizedStringKey` (`Tab("library_title", ...)`):
            // looked up in the app's strings.
            let title = try a.takeUnlabeledValue().map { e throws(Diagnostic) -> String in
                let text = try i.string(e.value, at: e.offset)
                guard e.key != nil else { return text }
                return i.resources.localizedString(text) ?? text
            }
            let symbol = try a.take("systemImage").map { e throws(Diagnostic) in try i.string(e.value, at: e.offset) }
            let image = try a.take("image").map { e throws(Diagnostic) in try i.string(e.value, at: e.offset) }
            let role = a.take("role").flatMap { i.symbolName($0.value)?.0 == "search" ? TabRole.search : nil }
            let content = i.list(try i.content(&a, at: at))
            if let label = a.takeClosure("label") {
                let views = try i.builderViews(label.value, at: label.offset)
                if let value {
                    return .view(
                        Tab(value: value) {
                            content
                        } label: {
                            i.list(views)
                        })
                }
                return .view(
                    Tab {
                        content
                    } label: {
                        i.list(views)
                    })
            }
            if let title, let image { return .view(Tab(title, image: image, value: value ?? "") { content }) }
            if let title, let value {
                if role == .search { return .view(Tab(value: value, role: role) { content }) }
                return .view(Tab(title, systemImage: symbol ?? "", value: value) { content })
            }
            if let title { return .view(Tab(title, systemImage: symbol ?? "", role: role) { content }) }
            if let value { return .view(Tab(value: value, role: role) { content }) }
            return .view(Tab(role: role ?? .search) { content })
        },
        .init(
            "NavigationSplitView",
            [
                "NavigationSplitView(sidebar:content:detail:)",
                "NavigationSplitView(columnVisibility:sidebar:content:detail:)",
                "NavigationSplitView(columnVisibility:preferredCompactColumn:sidebar:content:detail:)",
                "NavigationSplitView(sidebar:detail:)", "NavigationSplitView(columnVisibility:sidebar:detail:)",
                "NavigationSplitView(columnVisibility:preferredCompactColumn:sidebar:detail:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            _ = a.take("columnVisibility")
            var column = NavigationSplitViewColumn.sidebar
            if let c = a.take("preferredCompactColumn") {
                // `.constant(.detail)` or a binding the reader cannot follow (then the sidebar).
                if case .symbol("constant", let args?, _) = c.value, let inner = args.entries.first,
                    let name = i.symbolName(inner.value)?.0
                {
                    column = name == "detail" ? .detail : name == "content" ? .content : .sidebar
                }
            }
            func views(_ label: String) throws(Diagnostic) -> AnyView? {
                guard let c = a.take(label) ?? (label == "sidebar" ? a.takeClosure() : nil) else { return nil }
                return i.list(try i.builderViews(c.value, at: c.offset))
            }
            let sidebar = try views("sidebar") ?? AnyView(EmptyView())
            let content = try views("content")
            var detail = try views("detail")
            if detail == nil, let c = a.takeClosure() { detail = i.list(try i.builderViews(c.value, at: c.offset)) }
            let shownDetail = detail ?? AnyView(EmptyView())
            let compact = Binding.constant(column)
            if let content {
                return .view(
                    NavigationSplitView(
                        columnVisibility: .constant(.automatic), preferredCompactColumn: compact,
                        sidebar: { sidebar }, content: { content }, detail: { shownDetail }))
            }
            return .view(
                NavigationSplitView(
                    columnVisibility: .constant(.automatic), preferredCompactColumn: compact,
                    sidebar: { sidebar }, detail: { shownDetail }))
        },
    ]

    static let barModifiers: [ModifierEntry] = [
        .init("toolbar", ["toolbar(content:)", "toolbar(id:content:)", "toolbar(_:for:)", "toolbar(removing:)"]) {
            i, v, a, _ throws(Diagnostic) in
            // `.toolbar(id: "editor") { ToolbarItem(id: "bold") { … } }`: a customisable
            // toolbar, its items placed as written.
            _ = a.take("id")
            // `.toolbar(removing: .sidebarToggle)`: a split view's toggle, which an iPhone never shows.
            if a.take("removing") != nil { return v }
            // `.toolbar(.hidden, for: .navigationBar)` hides the bar; `.toolbar { items }` adds items.
            if let visibility = a.takeUnlabeledValue() {
                var bars: [ToolbarPlacement] = []
                while let bar = a.take("for") ?? (bars.isEmpty ? nil : a.takeUnlabeledValue()) {
                    bars.append(i.toolbarPlacement(bar.value))
                }
                let hidden = i.symbolName(visibility.value)?.0 == "hidden"
                // The library hides the navigation bar for `.navigationBar` or `.automatic`.
                let bar = bars.first { $0 == .navigationBar || $0 == .automatic } ?? bars.first ?? .automatic
                return hidden ? AnyView(v.toolbar(.hidden, for: bar)) : v
            }
            guard let items = a.takeClosure("content") else { return v }
            let views = try i.builderViews(items.value, at: items.offset)
            // ToolbarItem and ToolbarItemGroup read as toolbar content; other views are items
            // at the automatic placement, as the library's `toolbar(content:)` of views.
            var content: [any ToolbarContent] = []
            var plain: [AnyView] = []
            for view in views {
                if let item = ReadToolbarContent.content(of: view) { content.append(item) } else { plain.append(view) }
            }
            var result = v
            if !content.isEmpty { result = AnyView(result.toolbar { _ToolbarContentList(content) }) }
            if !plain.isEmpty { result = AnyView(result.toolbar { i.list(plain) }) }
            return result
        },
        .init(
            "searchable",
            [
                "searchable(text:placement:prompt:)", "searchable(text:placement:prompt:suggestions:)",
                "searchable(text:isPresented:placement:prompt:)", "searchable(text:tokens:placement:prompt:token:)",
                "searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:token:)",
            ]
        ) { i, v, a, _ throws(Diagnostic) in
            _ = a.take("text")
            _ = a.take("isPresented")
            // Tokens are drawn inside the field, which a still picture shows at rest.
            if a.take("tokens") != nil {
                _ = a.take("suggestedTokens")
                _ = a.takeClosure("token")
            }
            // Suggestions show while the user searches; a still picture shows none.
            _ = a.takeClosure("suggestions")
            var placement = SearchFieldPlacement.automatic
            if let p = a.take("placement") {
                switch i.symbolName(p.value)?.0 {
                case "navigationBarDrawer"?: placement = .navigationBarDrawer
                case "toolbar"?: placement = .toolbar
                case "sidebar"?: placement = .sidebar
                default: placement = .automatic
                }
            }
            let text = Binding.constant("")
            guard let prompt = a.take("prompt") else { return AnyView(v.searchable(text: text, placement: placement)) }
            if case .text(let t) = prompt.value {
                return AnyView(v.searchable(text: text, placement: placement, prompt: t))
            }
            return AnyView(
                v.searchable(text: text, placement: placement, prompt: try i.string(prompt.value, at: prompt.offset)))
        },
        .init("tabItem", ["tabItem(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let label = a.takeClosure() else { throw i.error("tabItem needs a label closure", at: at) }
            let views = try i.builderViews(label.value, at: label.offset)
            return AnyView(v.tabItem { i.list(views) })
        },
        .init("badge", ["badge(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let b = a.takeUnlabeled() else { throw i.error("missing value in call to 'badge'", at: at) }
            switch b.value {
            case .number: return AnyView(v.badge(try i.int(b.value, at: b.offset)))
            case .text(let t): return AnyView(v.badge(t))
            case .none: return AnyView(v.badge(nil as String?))
            default: return AnyView(v.badge(try i.string(b.value, at: b.offset)))
            }
        },
        .init(
            "navigationBarTitle",
            [
                "navigationBarTitle(_:)", "navigationBarTitle(_:displayMode:)",
            ]
        ) { i, v, a, at throws(Diagnostic) in
            guard let t = a.takeUnlabeled() else {
                throw i.error("missing title in call to 'navigationBarTitle'", at: at)
            }
            let title = try i.titleText(t)
            guard let m = a.take("displayMode") else { return AnyView(v.navigationBarTitle(title)) }
            let modes: [String: NavigationBarItem.TitleDisplayMode] = [
                "automatic": .automatic, "inline": .inline, "large": .large,
            ]
            guard let mode = i.symbolName(m.value).flatMap({ modes[$0.0] }) else {
                throw i.error("expected '.automatic', '.inline' or '.large'", at: m.offset)
            }
            return AnyView(v.navigationBarTitle(title, displayMode: mode))
        },
        .init(
            "navigationBarItems",
            [
                "navigationBarItems(leading:trailing:)", "navigationBarItems(leading:)",
                "navigationBarItems(trailing:)",
            ]
        ) { i, v, a, _ throws(Diagnostic) in
            let leading = try a.take("leading").map { e throws(Diagnostic) in try i.viewList(e.value, at: e.offset) }
            let trailing = try a.take("trailing").map { e throws(Diagnostic) in try i.viewList(e.value, at: e.offset) }
            switch (leading, trailing) {
            case let (l?, t?): return AnyView(v.navigationBarItems(leading: i.list(l), trailing: i.list(t)))
            case let (l?, nil): return AnyView(v.navigationBarItems(leading: i.list(l)))
            case let (nil, t?): return AnyView(v.navigationBarItems(trailing: i.list(t)))
            case (nil, nil): return v
            }
        },
        .init("toolbarBackground", ["toolbarBackground(_:for:)"]) { i, v, a, at throws(Diagnostic) in
            guard let first = a.takeUnlabeledValue() else {
                throw i.error("missing argument in call to 'toolbarBackground'", at: at)
            }
            let bars = i.toolbarBars(&a)
            if let visibility = i.visibility(first.value) { return AnyView(v.toolbarBackground(visibility, for: bars)) }
            return AnyView(v.toolbarBackground(try i.shapeStyle(first.value, at: first.offset), for: bars))
        },
        // `containerBackground(.themedGroupedBackground, for: .navigation)`: the stack's background.
        .init("containerBackground", ["containerBackground(_:for:)", "containerBackground(for:alignment:content:)"]) {
            i, v, a, at throws(Diagnostic) in
            guard let placement = a.take("for") else {
                throw i.error("missing argument for parameter 'for' in call to 'containerBackground'", at: at)
            }
            let container: ContainerBackgroundPlacement =
                switch i.symbolName(placement.value)?.0 {
                case "navigation"?: .navigation
                case "navigationSplitView"?: .navigationSplitView
                case "tabView"?: .tabView
                case "widget"?: .widget
                default:
                    throw i.error(
                        "expected '.navigation', '.navigationSplitView', '.tabView' or '.widget'",
                        at: placement.offset)
                }
            if let content = a.takeClosure("content") {
                let alignment = try a.take("alignment").map { e throws(Diagnostic) in
                    try i.alignment(e.value, at: e.offset)
                }
                let views = try i.builderViews(content.value, at: content.offset)
                return AnyView(v.containerBackground(for: container, alignment: alignment ?? .center) { i.list(views) })
            }
            guard let style = a.takeUnlabeledValue() else {
                throw i.error("missing style in call to 'containerBackground'", at: at)
            }
            return AnyView(v.containerBackground(try i.shapeStyle(style.value, at: style.offset), for: container))
        },
        .init("toolbarBackgroundVisibility", ["toolbarBackgroundVisibility(_:for:)"]) {
            i, v, a, at throws(Diagnostic) in
            guard let first = a.takeUnlabeledValue(), let visibility = i.visibility(first.value) else {
                throw i.error("expected '.visible', '.hidden' or '.automatic'", at: at)
            }
            return AnyView(v.toolbarBackgroundVisibility(visibility, for: i.toolbarBars(&a)))
        },
        .init("tabViewStyle", ["tabViewStyle(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let style = a.takeUnlabeled() else {
                throw i.error("missing style in call to 'tabViewStyle'", at: at)
            }
            switch i.symbolName(style.value)?.0 {
            case "page"?: return AnyView(v.tabViewStyle(.page))
            case "sidebarAdaptable"?: return AnyView(v.tabViewStyle(.sidebarAdaptable))
            case "tabBarOnly"?: return AnyView(v.tabViewStyle(.tabBarOnly))
            case "automatic"?: return AnyView(v.tabViewStyle(.automatic))
            default:
                // `PageTabViewStyle()` written out.
                if case .stub(let text) = style.value, text.hasPrefix("PageTabViewStyle") {
                    return AnyView(v.tabViewStyle(.page))
                }
                throw i.error("expected '.automatic', '.page', '.sidebarAdaptable' or '.tabBarOnly'", at: style.offset)
            }
        },
        .neutral("indexViewStyle", ["indexViewStyle(_:)"]),
        .neutral("navigationSplitViewStyle", ["navigationSplitViewStyle(_:)"]),
        .neutral(
            "navigationSplitViewColumnWidth",
            [
                "navigationSplitViewColumnWidth(_:)", "navigationSplitViewColumnWidth(min:ideal:max:)",
            ]),
    ]

    /// The bars of a `for:` argument and the unlabelled ones after it (`for: .navigationBar,
    /// .tabBar`); the library's variadic takes the first.
    func toolbarBars(_ a: inout Arguments) -> ToolbarPlacement {
        var bars: [ToolbarPlacement] = []
        while let bar = a.take("for") ?? (bars.isEmpty ? nil : a.takeUnlabeledValue()) {
            bars.append(toolbarPlacement(bar.value))
        }
        return bars.first { $0 == .navigationBar || $0 == .bottomBar } ?? bars.first ?? .automatic
    }

    /// `.visible`, `.hidden`, `.automatic`.
    func visibility(_ v: Value) -> Visibility? {
        switch symbolName(v)?.0 {
        case "visible"?: return .visible
        case "hidden"?: return .hidden
        case "automatic"?: return .automatic
        default: return nil
        }
    }

    /// The `placement:` argument of a toolbar item, a group, a spacer or a system item;
    /// `.automatic` when none is given.
    func toolbarItemPlacement(_ a: inout Arguments) throws(Diagnostic) -> ToolbarItemPlacement {
        try a.take("placement").map { e throws(Diagnostic) in try toolbarItemPlacement(e.value, at: e.offset) }
            ?? .automatic
    }

    /// A `ToolbarItemPlacement` member: `.topBarTrailing`, `.principal`...
    func toolbarItemPlacement(_ v: Value, at offset: Int) throws(Diagnostic) -> ToolbarItemPlacement {
        let placements: [String: ToolbarItemPlacement] = [
            "automatic": .automatic, "principal": .principal, "title": .title, "navigation": .navigation,
            "primaryAction": .primaryAction, "secondaryAction": .secondaryAction, "status": .status,
            "confirmationAction": .confirmationAction, "cancellationAction": .cancellationAction,
            "destructiveAction": .destructiveAction, "keyboard": .keyboard, "bottomBar": .bottomBar,
            "topBarLeading": .topBarLeading, "topBarTrailing": .topBarTrailing,
            "navigationBarLeading": .navigationBarLeading, "navigationBarTrailing": .navigationBarTrailing,
        ]
        guard let name = symbolName(v)?.0 else {
            throw error("expected a toolbar item placement such as '.topBarTrailing'", at: offset)
        }
        if let placement = placements[name] { return placement }
        // `.barLeading`: a static the app's `extension ToolbarItemPlacement` adds (Omnivore's,
        // `.navigationBarLeading` on iOS).
        if case .symbol(_, let arguments, let at) = v, let ext = builtinExtensions["ToolbarItemPlacement"],
            let value = try userMember(ext, name, arguments, at: at), symbolName(value)?.0 != name
        {
            return try toolbarItemPlacement(value, at: offset)
        }
        throw error("expected a toolbar item placement such as '.topBarTrailing'", at: offset)
    }
}

/// A `ToolbarItem` or `ToolbarItemGroup` read from source, carried as a view through the
/// builder of a `toolbar` closure until the `toolbar` builtin takes it out. Shown anywhere
/// else it is nothing.
struct ReadToolbarContent: View {
    let content: any ToolbarContent

    var body: some View { EmptyView() }

    /// The toolbar content `view` carries, if it is one.
    static func content(of view: AnyView) -> (any ToolbarContent)? {
        for child in Mirror(reflecting: view).children {
            if let read = child.value as? ReadToolbarContent { return read.content }
        }
        return nil
    }
}
