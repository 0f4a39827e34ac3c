import Foundation
import PlumbCore

/// Lists and forms as source reads them: `List`, `Form`, `Section`, `NavigationLink`,
/// `LabeledContent`, `DisclosureGroup`, `GroupBox`, `ControlGroup`, and the list modifiers
/// (`listStyle`, `listRowInsets`, `listRowBackground`, `listRowSeparator`,
/// `listSectionSeparator`, `listSectionSpacing`, `scrollContentBackground`, `textCase`).
extension Interpreter {
    static let listViews: [ViewEntry] = [
        .init(
            "List",
            [
                "List(selection:content:)", "List(content:)", "List(_:rowContent:)", "List(_:id:rowContent:)",
                "List(_:selection:rowContent:)", "List(_:id:selection:rowContent:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            _ = a.take("selection")
            // `List(items) { item in row }`: one row per element, as `ForEach(items) { ... }`.
            if a.entries.contains(where: { e in
                e.label == nil && { if case .closure = e.value { false } else { true } }()
            }) {
                let rows = try i.viewList(try i.forEach(&a, at: at), at: at)
                return .view(List { i.list(rows) })
            }
            let content = try i.content(&a, at: at)
            return .view(List { i.list(content) })
        },
        .init("Form", ["Form(content:)"]) { i, a, at throws(Diagnostic) in
            let content = try i.content(&a, at: at)
            return .view(Form { i.list(content) })
        },
        .init(
            "Section",
            [
                "Section(content:header:footer:)", "Section(header:footer:content:)", "Section(content:)",
                "Section(_:content:)",
                "Section(content:header:)", "Section(header:content:)", "Section(content:footer:)",
                "Section(footer:content:)", "Section(isExpanded:content:header:)", "Section(_:isExpanded:content:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            func part(_ label: String) throws(Diagnostic) -> AnyView? {
                guard let e = a.take(label) else { return nil }
                if case .closure = e.value { return i.list(try i.builderViews(e.value, at: e.offset)) }
                return try i.view(e.value, at: e.offset)
            }
            // A string literal title is a `LocalizedStringKey`, looked up in the app's strings.
            let titleEntry = a.takeUnlabeledValue()
            let key = titleEntry?.key
            let title = try titleEntry.map { e throws(Diagnostic) in try i.describe(e.value, at: e.offset) }
            let header = try part("header")
            let footer = try part("footer")
            // `Section("Archived", isExpanded: $showsArchived) { ... }` (iOS 17): collapsed, the
            // header alone.
            let expanded = try a.take("isExpanded").map { e throws(Diagnostic) in try i.bool(e.value, at: e.offset) }
            let content = i.list(try i.content(&a, at: at))
            if let expanded {
                let binding = Binding.constant(expanded)
                switch (title, header) {
                case (_, nil) where key != nil: return .view(Section(key!, isExpanded: binding) { content })
                case (let title?, _): return .view(Section(title, isExpanded: binding) { content })
                case (nil, let header?):
                    return .view(
                        Section(isExpanded: binding) {
                            content
                        } header: {
                            header
                        })
                case (nil, nil): break
                }
            }
            switch (title, header, footer) {
            case (_, _, nil) where key != nil: return .view(Section(key!) { content })
            case (let title?, _, nil): return .view(Section(title) { content })
            case (let title?, _, let footer?):
                return .view(
                    Section {
                        content
                    } header: {
                        key.map { Text($0) } ?? Text(title)
                    } footer: {
                        footer
                    })
            case (nil, let header?, let footer?):
                return .view(
                    Section {
                        content
                    } header: {
                        header
                    } footer: {
                        footer
                    })
            case (nil, let header?, nil):
                return .view(
                    Section {
                        content
                    } header: {
                        header
                    })
            case (nil, nil, let footer?):
                return .view(
                    Section {
                        content
                    } footer: {
                        footer
                    })
            case (nil, nil, nil): return .view(Section { content })
            }
        },
        .init(
            "NavigationLink",
            [
                "NavigationLink(destination:label:)", "NavigationLink(_:destination:)", "NavigationLink(value:label:)",
                "NavigationLink(_:value:)", "NavigationLink(destination:isActive:label:)",
                "NavigationLink(destination:tag:selection:label:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            // The destination is evaluated (so errors in it are reported) and never shown.
            if let d = a.take("destination"), case .closure = d.value { _ = try i.builderViews(d.value, at: d.offset) }
            _ = a.take("value")
            _ = a.take("isActive")
            _ = a.take("tag")
            _ = a.take("selection")
            // A title is a `LocalizedStringKey` (or a generated catalog symbol): translated.
            if let title = a.takeUnlabeledValue() {
                let text = try i.titleText(title)
                if let d = a.takeClosure() { _ = try i.builderViews(d.value, at: d.offset) }
                return .view(NavigationLink(destination: EmptyView()) { text })
            }
            // `NavigationLink { destination } label: { label }`: the first trailing closure is
            // the destination when a `label:` closure follows.
            let labelled = a.take("label")
            if labelled != nil, let d = a.takeClosure() { _ = try i.builderViews(d.value, at: d.offset) }
            guard let label = labelled ?? a.takeClosure() else {
                throw i.error("missing label in call to 'NavigationLink'", at: at)
            }
            let views = try i.builderViews(label.value, at: label.offset)
            return .view(NavigationLink(destination: EmptyView()) { i.list(views) })
        },
        .init(
            "LabeledContent",
            [
                "LabeledContent(content:label:)", "LabeledContent(_:content:)", "LabeledContent(_:value:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            if let label = a.take("label") {
                let labelViews = try i.builderViews(label.value, at: label.offset)
                let content = try i.content(&a, at: at)
                return .view(
                    LabeledContent {
                        i.list(content)
                    } label: {
                        i.list(labelViews)
                    })
            }
            guard let title = a.takeUnlabeledValue() else {
                throw i.error("missing title in call to 'LabeledContent'", at: at)
            }
            let text = try i.titleText(title)
            if let value = a.take("value") {
                _ = a.take("format")
                let shown = try i.describe(value.value, at: value.offset)
                return .view(
                    LabeledContent {
                        Text(shown)
                    } label: {
                        text
                    })
            }
            let content = try i.content(&a, at: at)
            return .view(
                LabeledContent {
                    i.list(content)
                } label: {
                    text
                })
        },
        .init(
            "DisclosureGroup",
            [
                "DisclosureGroup(content:label:)", "DisclosureGroup(isExpanded:content:label:)",
                "DisclosureGroup(_:content:)",
                "DisclosureGroup(_:isExpanded:content:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            let expanded = a.take("isExpanded").map { i.boolBinding($0.value) } ?? false
            let binding = Binding.constant(expanded)
            if let title = a.takeUnlabeledValue() {
                let text = try i.titleText(title)
                let content = i.list(try i.content(&a, at: at))
                return .view(
                    DisclosureGroup(isExpanded: binding) {
                        content
                    } label: {
                        text
                    })
            }
            guard let label = a.take("label") else {
                throw i.error("missing label in call to 'DisclosureGroup'", at: at)
            }
            let labelViews = try i.builderViews(label.value, at: label.offset)
            let content = i.list(try i.content(&a, at: at))
            return .view(
                DisclosureGroup(isExpanded: binding) {
                    content
                } label: {
                    i.list(labelViews)
                })
        },
        .init(
            "GroupBox",
            [
                "GroupBox(content:label:)", "GroupBox(label:content:)", "GroupBox(content:)", "GroupBox(_:content:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            if let title = a.takeUnlabeledValue() {
                let text = try i.titleText(title)
                let content = i.list(try i.content(&a, at: at))
                return .view(
                    GroupBox {
                        content
                    } label: {
                        text
                    })
            }
            if let label = a.take("label") {
                let labelView = try { () throws(Diagnostic) -> AnyView in
                    if case .closure = label.value { return i.list(try i.builderViews(label.value, at: label.offset)) }
                    return try i.view(label.value, at: label.offset)
                }()
                let content = i.list(try i.content(&a, at: at))
                return .view(
                    GroupBox {
                        content
                    } label: {
                        labelView
                    })
            }
            let content = i.list(try i.content(&a, at: at))
            return .view(GroupBox { content })
        },
        .init(
            "ContentUnavailableView",
            [
                "ContentUnavailableView(_:systemImage:description:)", "ContentUnavailableView(_:image:description:)",
                "ContentUnavailableView(label:description:actions:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            if let title = a.takeUnlabeledValue() {
                let text = try i.titleText(title)
                let description = try a.take("description").map { d throws(Diagnostic) in
                    try i.text(d.value, at: d.offset)
                }
                let icon: Image
                if let symbol = a.take("systemImage") {
                    icon = Image(systemName: try i.string(symbol.value, at: symbol.offset))
                } else if let image = a.take("image") {
                    icon = i.assetImage(try i.string(image.value, at: image.offset), at: image.offset)
                } else {
                    throw i.error("missing systemImage: or image: in call to 'ContentUnavailableView'", at: at)
                }
                return .view(
                    ContentUnavailableView(
                        label: { Label(title: { text }, icon: { icon }) }, description: { description }))
            }
            let label = try (a.take("label") ?? a.takeClosure()).map { e throws(Diagnostic) in
                i.list(try i.builderViews(e.value, at: e.offset))
            }
            let description = try a.take("description").map { e throws(Diagnostic) in
                i.list(try i.builderViews(e.value, at: e.offset))
            }
            let actions = try a.take("actions").map { e throws(Diagnostic) in
                i.list(try i.builderViews(e.value, at: e.offset))
            }
            guard let label else { throw i.error("missing label in call to 'ContentUnavailableView'", at: at) }
            return .view(
                ContentUnavailableView {
                    label
                } description: {
                    description
                } actions: {
                    actions
                })
        },
        .init(
            "ControlGroup",
            [
                "ControlGroup(content:)", "ControlGroup(content:label:)", "ControlGroup(_:content:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            _ = a.takeUnlabeledValue()
            _ = a.take("label")
            let content = i.list(try i.content(&a, at: at))
            return .view(ControlGroup { content })
        },
    ]

    static let listModifiers: [ModifierEntry] = [
        .init("listStyle", ["listStyle(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let s = a.takeUnlabeled() else { throw i.error("missing style in call to 'listStyle'", at: at) }
            switch i.listStyleName(s.value) {
            case "automatic"?, "DefaultListStyle"?: return AnyView(v.listStyle(.automatic))
            case "plain"?, "PlainListStyle"?: return AnyView(v.listStyle(.plain))
            case "grouped"?, "GroupedListStyle"?: return AnyView(v.listStyle(.grouped))
            case "insetGrouped"?, "InsetGroupedListStyle"?: return AnyView(v.listStyle(.insetGrouped))
            case "inset"?, "InsetListStyle"?: return AnyView(v.listStyle(.inset))
            case "sidebar"?, "SidebarListStyle"?: return AnyView(v.listStyle(.sidebar))
            default:
                i.warn(
                    "list style \(s.value.kind) is unknown to Plumb; the list keeps its style", about: s.value,
                    at: s.offset)
                return v
            }
        },
        .init("listRowInsets", ["listRowInsets(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else { throw i.error("missing insets in call to 'listRowInsets'", at: at) }
            if case .none = e.value { return AnyView(v.listRowInsets(nil)) }
            return AnyView(v.listRowInsets(try i.insets(e.value, at: e.offset)))
        },
        .init("listRowBackground", ["listRowBackground(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else {
                throw i.error("missing view in call to 'listRowBackground'", at: at)
            }
            if case .none = e.value { return AnyView(v.listRowBackground(Optional<EmptyView>.none)) }
            return AnyView(v.listRowBackground(try i.view(e.value, at: e.offset)))
        },
        .init("listRowSeparator", ["listRowSeparator(_:edges:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else {
                throw i.error("missing visibility in call to 'listRowSeparator'", at: at)
            }
            let edges = a.take("edges").map { i.verticalEdges($0.value) } ?? .all
            return AnyView(v.listRowSeparator(try i.visibility(e.value, at: e.offset), edges: edges))
        },
        .init("listSectionSeparator", ["listSectionSeparator(_:edges:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else {
                throw i.error("missing visibility in call to 'listSectionSeparator'", at: at)
            }
            let edges = a.take("edges").map { i.verticalEdges($0.value) } ?? .all
            return AnyView(v.listSectionSeparator(try i.visibility(e.value, at: e.offset), edges: edges))
        },
        .init("listSectionSpacing", ["listSectionSpacing(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else {
                throw i.error("missing spacing in call to 'listSectionSpacing'", at: at)
            }
            switch e.value {
            case .symbol("default", nil, _): return AnyView(v.listSectionSpacing(.default))
            case .symbol("compact", nil, _): return AnyView(v.listSectionSpacing(.compact))
            case .symbol("custom", let args?, _) where args.entries.count == 1:
                return AnyView(v.listSectionSpacing(.custom(try i.cgFloat(args.entries[0].value, at: e.offset))))
            default: return AnyView(v.listSectionSpacing(try i.cgFloat(e.value, at: e.offset)))
            }
        },
        .init("scrollContentBackground", ["scrollContentBackground(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else {
                throw i.error("missing visibility in call to 'scrollContentBackground'", at: at)
            }
            return AnyView(v.scrollContentBackground(try i.visibility(e.value, at: e.offset)))
        },
        .init("textCase", ["textCase(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let e = a.takeUnlabeled() else { throw i.error("missing case in call to 'textCase'", at: at) }
            switch e.value {
            case .symbol("uppercase", nil, _): return AnyView(v.textCase(.uppercase))
            case .symbol("lowercase", nil, _): return AnyView(v.textCase(.lowercase))
            default: return AnyView(v.textCase(nil))
            }
        },
        .neutral("listRowSeparatorTint", ["listRowSeparatorTint(_:edges:)"]),
        .neutral("onDelete", ["onDelete(perform:)"]),
        .neutral("onMove", ["onMove(perform:)"]),
        .neutral("swipeActions", ["swipeActions(edge:allowsFullSwipe:content:)"]),
        .neutral("listItemTint", ["listItemTint(_:)"]),
        .neutral("deleteDisabled", ["deleteDisabled(_:)"]),
        .neutral("moveDisabled", ["moveDisabled(_:)"]),
        .neutral("selectionDisabled", ["selectionDisabled(_:)"]),
    ]

    /// The list style types, read as the style they construct: `InsetGroupedListStyle()`.
    static let listValues: [ValueEntry] = [
        ("DefaultListStyle", "automatic"), ("PlainListStyle", "plain"), ("GroupedListStyle", "grouped"),
        ("InsetGroupedListStyle", "insetGrouped"), ("InsetListStyle", "inset"), ("SidebarListStyle", "sidebar"),
    ].map { type, member in
        ValueEntry(type, ["\(type)()"]) { _, _, at throws(Diagnostic) in .symbol(member, arguments: nil, at: at) }
    }

    /// The name of a list style: `.insetGrouped`, `InsetGroupedListStyle()`.
    func listStyleName(_ v: Value) -> String? {
        if let (name, _, _) = symbolName(v) { return name }
        if case .stub(let text) = v { return String(text.prefix { $0 != "(" }) }
        return nil
    }

    /// `.automatic`, `.visible` or `.hidden`.
    func visibility(_ v: Value, at offset: Int) throws(Diagnostic) -> Visibility {
        switch symbolName(v)?.0 {
        case "automatic"?: return .automatic
        case "visible"?: return .visible
        case "hidden"?: return .hidden
        default: throw error("expected '.automatic', '.visible' or '.hidden'", at: offset)
        }
    }

    /// `.top`, `.bottom`, `.all`, `[.top, .bottom]`.
    func verticalEdges(_ v: Value) -> VerticalEdge.Set {
        if case .array(let items) = v { return items.reduce(into: []) { $0.formUnion(verticalEdges($1)) } }
        switch symbolName(v)?.0 {
        case "top"?: return .top
        case "bottom"?: return .bottom
        default: return .all
        }
    }

    /// A `Bool` binding's value: `$flag` (read as its value), `.constant(true)`.
    func boolBinding(_ v: Value) -> Bool {
        switch v {
        case .bool(let b): return b
        case .symbol("constant", let args?, _): return args.entries.first.map { boolBinding($0.value) } ?? false
        default: return false
        }
    }
}
