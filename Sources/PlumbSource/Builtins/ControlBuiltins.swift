import Foundation
import PlumbCore

/// The controls the reader constructs by name (`Label`, `Toggle`, ...), the modifiers that
/// style them (`buttonStyle`, `tint`, `controlSize`...), and the styles' own types
/// (`BorderedButtonStyle()`), each bound to the library's declarations (`Controls/`).
extension Interpreter {
    static let controlViews: [ViewEntry] = [
        .init(
            "Label",
            [
                "Label(title:icon:)", "Label(_:systemImage:)", "Label(_:image:)", "Label(_:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            // `Label(configuration)` inside a source LabelStyle's makeBody.
            if let c = a.entries.first, c.label == nil, case .tuple(let members) = c.value {
                _ = a.takeUnlabeled()
                let title = try i.viewList(members.first { $0.label == "title" }?.value ?? .views([]), at: c.offset)
                let icon = try i.viewList(members.first { $0.label == "icon" }?.value ?? .views([]), at: c.offset)
                return .view(Label(title: { i.list(title) }, icon: { i.list(icon) }))
            }
            if let title = a.takeClosure("title") {
                guard let icon = a.takeClosure("icon") else {
                    throw i.error("missing argument 'icon:' in call to 'Label'", at: at)
                }
                let t = try i.builderViews(title.value, at: title.offset),
                    c = try i.builderViews(icon.value, at: icon.offset)
                return .view(Label(title: { i.list(t) }, icon: { i.list(c) }))
            }
            guard let title = a.takeUnlabeled() else { throw i.error("missing title in call to 'Label'", at: at) }
            let text = try i.titleText(title)
            if let symbol = a.take("systemImage") {
                let name = try i.string(symbol.value, at: symbol.offset)
                return .view(Label(title: { text }, icon: { Image(systemName: name) }))
            }
            // SFSafeSymbols' `Label(_:systemSymbol:)` (Evaluate/SFSafeSymbols.swift).
            if let symbol = a.take("systemSymbol"), let name = i.safeSymbolName(symbol.value) {
                return .view(Label(title: { text }, icon: { Image(systemName: name) }))
            }
            if let image = a.take("image") {
                let name: String
                if case .symbol(let asset, nil, _) = image.value {
                    name = asset
                } else {
                    name = try i.string(image.value, at: image.offset)
                }
                return .view(Label(title: { text }, icon: { Image(name) }))
            }
            throw i.error("missing argument 'systemImage:' in call to 'Label'", at: at)
        },
        .init(
            "Toggle",
            [
                "Toggle(isOn:label:)", "Toggle(_:isOn:)", "Toggle(_:systemImage:isOn:)", "Toggle(_:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            // `Toggle(configuration)` inside a source ToggleStyle's makeBody.
            if let c = a.entries.first, c.label == nil, case .tuple(let members) = c.value {
                _ = a.takeUnlabeled()
                let label = try i.viewList(members.first { $0.label == "label" }?.value ?? .views([]), at: c.offset)
                let on = try i.bool(members.first { $0.label == "isOn" }?.value ?? .bool(false), at: c.offset)
                return .view(Toggle(isOn: .constant(on)) { i.list(label) })
            }
            guard let isOn = a.take("isOn") else {
                throw i.error("missing argument 'isOn:' in call to 'Toggle'", at: at)
            }
            let on = Binding.constant(try i.bool(i.wrapped(isOn.value), at: isOn.offset))
            if let label = a.takeClosure("label") {
                let views = try i.builderViews(label.value, at: label.offset)
                return .view(Toggle(isOn: on) { i.list(views) })
            }
            guard let title = a.takeUnlabeled() else { throw i.error("missing label in call to 'Toggle'", at: at) }
            let text = try i.titleText(title)
            if let symbol = a.take("systemImage") {
                let name = try i.string(symbol.value, at: symbol.offset)
                return .view(Toggle(isOn: on) { Label(title: { text }, icon: { Image(systemName: name) }) })
            }
            return .view(Toggle(isOn: on) { text })
        },
        .init(
            "Slider",
            [
                "Slider(value:in:onEditingChanged:)", "Slider(value:in:step:onEditingChanged:)",
                "Slider(value:in:label:onEditingChanged:)", "Slider(value:in:step:label:onEditingChanged:)",
                "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)",
                "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            guard let value = a.take("value") else {
                throw i.error("missing argument 'value:' in call to 'Slider'", at: at)
            }
            let v = try i.double(i.wrapped(value.value), at: value.offset)
            var bounds: ClosedRange<Double> = 0...1
            if let range = a.take("in") { bounds = try i.closedRange(range.value, at: range.offset) }
            _ = a.take("step"); _ = a.takeClosure("onEditingChanged")
            _ = a.takeClosure("label")
            let binding = Binding.constant(v)
            if let lo = a.takeClosure("minimumValueLabel"), let hi = a.takeClosure("maximumValueLabel") {
                let l = try i.builderViews(lo.value, at: lo.offset), h = try i.builderViews(hi.value, at: hi.offset)
                return .view(
                    Slider(
                        value: binding, in: bounds, label: { EmptyView() },
                        minimumValueLabel: { i.list(l) }, maximumValueLabel: { i.list(h) }))
            }
            return .view(Slider(value: binding, in: bounds))
        },
        .init(
            "Stepper",
            [
                "Stepper(value:in:step:label:onEditingChanged:)", "Stepper(value:step:label:onEditingChanged:)",
                "Stepper(label:onIncrement:onDecrement:onEditingChanged:)",
                "Stepper(_:value:in:step:onEditingChanged:)",
                "Stepper(_:value:step:onEditingChanged:)", "Stepper(_:onIncrement:onDecrement:onEditingChanged:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            for label in ["value", "in", "step", "onIncrement", "onDecrement", "onEditingChanged"] { _ = a.take(label) }
            // `Stepper { label } onIncrement: { }`: the title is never the label's closure.
            if let title = a.takeUnlabeledValue() {
                let text = try i.titleText(title)
                return .view(Stepper(label: { text }, onIncrement: nil, onDecrement: nil))
            }
            guard let label = a.takeClosure("label") else {
                throw i.error("missing label in call to 'Stepper'", at: at)
            }
            let views = try i.builderViews(label.value, at: label.offset)
            return .view(Stepper(label: { i.list(views) }, onIncrement: nil, onDecrement: nil))
        },
        .init(
            "ProgressView",
            [
                "ProgressView()", "ProgressView(_:)", "ProgressView(label:)", "ProgressView(value:total:)",
                "ProgressView(_:value:total:)", "ProgressView(value:total:label:)",
                "ProgressView(value:total:label:currentValueLabel:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            var fraction: Double?? = nil
            if let value = a.take("value") {
                let total =
                    try a.take("total").map { e throws(Diagnostic) in try i.double(i.wrapped(e.value), at: e.offset) }
                    ?? 1
                if case .none = i.wrapped(value.value) {
                    fraction = .some(nil)
                } else {
                    fraction = .some(try i.double(i.wrapped(value.value), at: value.offset) / (total > 0 ? total : 1))
                }
            }
            var label: [AnyView] = []
            // `ProgressView(value: v) { label } currentValueLabel: { }`: the title is never a closure.
            if let title = a.takeUnlabeledValue() { label = [AnyView(try i.titleText(title))] }
            if let closure = a.takeClosure("label") { label = try i.builderViews(closure.value, at: closure.offset) }
            var current: [AnyView] = []
            if let closure = a.takeClosure("currentValueLabel") {
                current = try i.builderViews(closure.value, at: closure.offset)
            }
            switch fraction {
            case .some(let f):
                return .view(
                    ProgressView(value: f, total: 1, label: { i.list(label) }, currentValueLabel: { i.list(current) }))
            case .none:
                if label.isEmpty { return .view(ProgressView()) }
                return .view(ProgressView(label: { i.list(label) }))
            }
        },
        .init(
            "TextField",
            [
                "TextField(_:text:)", "TextField(_:text:prompt:)", "TextField(_:text:axis:)",
                "TextField(_:text:prompt:axis:)",
                "TextField(text:prompt:label:)", "TextField(text:prompt:axis:label:)",
                "TextField(_:text:onEditingChanged:onCommit:)",
                "TextField(_:value:format:prompt:)", "TextField(_:value:formatter:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            try i.textField(&a, secure: false, at: at)
        },
        .init(
            "SecureField",
            [
                "SecureField(_:text:)", "SecureField(_:text:prompt:)", "SecureField(text:prompt:label:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            try i.textField(&a, secure: true, at: at)
        },
        .init("TextEditor", ["TextEditor(text:)"]) { i, a, at throws(Diagnostic) in
            guard let text = a.take("text") else {
                throw i.error("missing argument 'text:' in call to 'TextEditor'", at: at)
            }
            return .view(TextEditor(text: .constant(try i.describe(i.wrapped(text.value), at: text.offset))))
        },
        .init("Link", ["Link(destination:label:)", "Link(_:destination:)"]) { i, a, at throws(Diagnostic) in
            _ = a.take("destination")
            let url = URL(string: "https://example.com")!
            if let label = a.takeClosure("label") {
                let views = try i.builderViews(label.value, at: label.offset)
                return .view(Link(destination: url) { i.list(views) })
            }
            guard let title = a.takeUnlabeled() else { throw i.error("missing title in call to 'Link'", at: at) }
            let text = try i.titleText(title)
            return .view(Link(destination: url) { text })
        },
        .init(
            "Menu",
            [
                "Menu(content:label:)", "Menu(content:label:primaryAction:)", "Menu(_:content:)",
                "Menu(_:systemImage:content:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            // `Menu { content } label: { } primaryAction: { }`: the content is the unlabelled
            // closure, so the title is never a closure and the primary action goes last.
            defer { _ = a.takeClosure("primaryAction") }
            if let title = a.takeUnlabeledValue() {
                let text = try i.titleText(title)
                _ = a.takeClosure("content")
                if let symbol = a.take("systemImage") {
                    let name = try i.string(symbol.value, at: symbol.offset)
                    return .view(
                        Menu(
                            content: { EmptyView() },
                            label: { Label(title: { text }, icon: { Image(systemName: name) }) }))
                }
                return .view(Menu(content: { EmptyView() }, label: { text }))
            }
            _ = a.takeClosure("content")
            guard let label = a.takeClosure("label") else { throw i.error("missing label in call to 'Menu'", at: at) }
            let views = try i.builderViews(label.value, at: label.offset)
            return .view(Menu(content: { EmptyView() }, label: { i.list(views) }))
        },
        .init(
            "ShareLink",
            [
                "ShareLink(item:subject:message:)", "ShareLink(_:item:subject:message:)",
                "ShareLink(item:subject:message:label:)",
                "ShareLink(item:subject:message:preview:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            for label in ["item", "subject", "message", "preview"] { _ = a.take(label) }
            if let label = a.takeClosure("label") {
                let views = try i.builderViews(label.value, at: label.offset)
                return .view(ShareLink(item: "", label: { i.list(views) }))
            }
            if let title = a.takeUnlabeled() {
                return .view(ShareLink(try i.string(title.value, at: title.offset), item: ""))
            }
            return .view(ShareLink(item: ""))
        },
        .init("EditButton", ["EditButton()"]) { _, _, _ throws(Diagnostic) in .view(EditButton()) },
        .init(
            "PasteButton", ["PasteButton(payloadType:onPaste:)", "PasteButton(supportedContentTypes:payloadAction:)"]
        ) {
            _, a, _ throws(Diagnostic) in
            a.takeAll()
            return .view(PasteButton(payloadType: String.self, onPaste: { _ in }))
        },
        .init(
            "ColorPicker",
            [
                "ColorPicker(_:selection:supportsOpacity:)", "ColorPicker(selection:supportsOpacity:label:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            guard let selection = a.take("selection") else {
                throw i.error("missing argument 'selection:' in call to 'ColorPicker'", at: at)
            }
            let color = (try? i.color(i.wrapped(selection.value), at: selection.offset)) ?? .gray
            _ = a.take("supportsOpacity")
            if let label = a.takeClosure("label") {
                let views = try i.builderViews(label.value, at: label.offset)
                return .view(ColorPicker(selection: .constant(color), label: { i.list(views) }))
            }
            guard let title = a.takeUnlabeled() else { throw i.error("missing title in call to 'ColorPicker'", at: at) }
            let text = try i.titleText(title)
            return .view(ColorPicker(selection: .constant(color), label: { text }))
        },
        .init(
            "DatePicker",
            [
                "DatePicker(selection:displayedComponents:label:)",
                "DatePicker(selection:in:displayedComponents:label:)",
                "DatePicker(_:selection:displayedComponents:)", "DatePicker(_:selection:in:displayedComponents:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            _ = a.take("selection"); _ = a.take("in")
            var components: DatePickerComponents = [.hourAndMinute, .date]
            if let shown = a.take("displayedComponents") {
                components = try i.dateComponents(shown.value, at: shown.offset)
            }
            let date = Binding.constant(Interpreter.previewDate)
            if let label = a.takeClosure("label") {
                let views = try i.builderViews(label.value, at: label.offset)
                return .view(DatePicker(selection: date, displayedComponents: components, label: { i.list(views) }))
            }
            guard let title = a.takeUnlabeled() else { throw i.error("missing title in call to 'DatePicker'", at: at) }
            let text = try i.titleText(title)
            return .view(DatePicker(selection: date, displayedComponents: components, label: { text }))
        },
        .init(
            "Gauge",
            [
                "Gauge(value:in:label:)", "Gauge(value:in:label:currentValueLabel:)",
                "Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            guard let value = a.take("value") else {
                throw i.error("missing argument 'value:' in call to 'Gauge'", at: at)
            }
            let v = try i.double(i.wrapped(value.value), at: value.offset)
            var bounds: ClosedRange<Double> = 0...1
            if let range = a.take("in") { bounds = try i.closedRange(range.value, at: range.offset) }
            func views(_ name: String) throws(Diagnostic) -> [AnyView] {
                guard let c = a.takeClosure(name) else { return [] }
                return try i.builderViews(c.value, at: c.offset)
            }
            let label = try views("label"), current = try views("currentValueLabel")
            let lo = try views("minimumValueLabel"), hi = try views("maximumValueLabel")
            return .view(
                Gauge(
                    value: v, in: bounds, label: { i.list(label) }, currentValueLabel: { i.list(current) },
                    minimumValueLabel: { i.list(lo) }, maximumValueLabel: { i.list(hi) }))
        },
        .init(
            "Picker",
            [
                "Picker(selection:content:label:)", "Picker(selection:label:content:)", "Picker(_:selection:content:)",
                "Picker(selection:content:label:currentValueLabel:)", "Picker(_:systemImage:selection:content:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            guard let selection = a.take("selection") else {
                throw i.error("missing argument 'selection:' in call to 'Picker'", at: at)
            }
            let key = i.tagKey(i.wrapped(selection.value), at: selection.offset)
            var label: [AnyView] = []
            if let l = a.take("label") {
                if case .closure = l.value {
                    label = try i.builderViews(l.value, at: l.offset)
                } else {
                    label = [try i.view(l.value, at: l.offset)]
                }
            }
            // The content closure before the title: an unlabelled argument can be either.
            let content = a.takeClosure("content")
            if let title = a.takeUnlabeled() {
                let text = try i.titleText(title)
                if let symbol = a.take("systemImage") {
                    let name = try i.string(symbol.value, at: symbol.offset)
                    label = [AnyView(Label(title: { text }, icon: { Image(systemName: name) }))]
                } else {
                    label = [AnyView(text)]
                }
            }
            guard let content else { throw i.error("missing content in call to 'Picker'", at: at) }
            let options = try i.builderViews(content.value, at: content.offset)
            if let current = a.take("currentValueLabel") {
                let views = try i.builderViews(current.value, at: current.offset)
                return .view(
                    Picker(
                        selection: .constant(key), content: { i.list(options) }, label: { i.list(label) },
                        currentValueLabel: { i.list(views) }))
            }
            return .view(Picker(selection: .constant(key), content: { i.list(options) }, label: { i.list(label) }))
        },
    ]

    /// The styles' types, constructed by name (`BorderedButtonStyle()`): their implicit member.
    static let controlValues: [ValueEntry] =
        [
            ("DefaultButtonStyle", "automatic"), ("PlainButtonStyle", "plain"), ("BorderlessButtonStyle", "borderless"),
            ("BorderedButtonStyle", "bordered"), ("BorderedProminentButtonStyle", "borderedProminent"),
            ("GlassButtonStyle", "glass"), ("GlassProminentButtonStyle", "glassProminent"),
            ("LinkButtonStyle", "link"), ("DefaultLabelStyle", "automatic"), ("TitleAndIconLabelStyle", "titleAndIcon"),
            ("IconOnlyLabelStyle", "iconOnly"), ("TitleOnlyLabelStyle", "titleOnly"),
            ("DefaultToggleStyle", "automatic"),
            ("ButtonToggleStyle", "button"),
            ("DefaultPickerStyle", "automatic"), ("MenuPickerStyle", "menu"), ("SegmentedPickerStyle", "segmented"),
            ("WheelPickerStyle", "wheel"), ("InlinePickerStyle", "inline"),
            ("NavigationLinkPickerStyle", "navigationLink"), ("PalettePickerStyle", "palette"),
            ("DefaultTextFieldStyle", "automatic"), ("PlainTextFieldStyle", "plain"),
            ("RoundedBorderTextFieldStyle", "roundedBorder"), ("DefaultDatePickerStyle", "automatic"),
            ("CompactDatePickerStyle", "compact"), ("GraphicalDatePickerStyle", "graphical"),
            ("WheelDatePickerStyle", "wheel"), ("DefaultProgressViewStyle", "automatic"),
        ].map { type, member in
            ValueEntry(type, ["\(type)()"]) { _, _, at throws(Diagnostic) in .symbol(member, arguments: nil, at: at) }
        }
        // `CircularProgressViewStyle(tint: .white)`, `SwitchToggleStyle(tint: .green)`: the style,
        // with its tint if given.
        + [
            ("CircularProgressViewStyle", "circular"), ("LinearProgressViewStyle", "linear"),
            ("SwitchToggleStyle", "switch"),
        ].map { type, member in
            ValueEntry(type, ["\(type)()", "\(type)(tint:)"]) { _, a, at throws(Diagnostic) in
                let tint = a.take("tint")
                return .symbol(member, arguments: tint.map { Arguments([$0], at: at) }, at: at)
            }
        } + [
            // Gestures: accepted by `gesture(_:)` and friends, which are layout-neutral; their
            // callbacks (`.onChanged { }`) never run.
            ValueEntry("TapGesture", ["TapGesture(count:)"]) { _, a, _ throws(Diagnostic) in
                a.takeAll(); return .opaque("TapGesture")
            },
            ValueEntry("LongPressGesture", ["LongPressGesture(minimumDuration:maximumDistance:)"]) {
                _, a, _ throws(Diagnostic) in
                a.takeAll()
                return .opaque("LongPressGesture")
            },
            ValueEntry("DragGesture", ["DragGesture(minimumDistance:coordinateSpace:)"]) { _, a, _ throws(Diagnostic) in
                a.takeAll()
                return .opaque("DragGesture")
            },
            // Foundation's URL (`URL(string: "https://...")!`, what Link and ShareLink take), as
            // itself (Foundation/URLs.swift); nothing is opened.
            ValueEntry("URL", binding: .swift) { i, a, _ throws(Diagnostic) in try i.makeURL(&a) },
        ]

    /// A style's name: `.bordered` → "bordered", `BorderedButtonStyle()` read as `.bordered`.
    func styleName(_ v: Value, suffix: String, at offset: Int) throws(Diagnostic) -> String {
        switch v {
        case .symbol(let name, nil, _): return name
        case .stub(let text):
            let name = String(text.split(separator: "(").first ?? "")
            return name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
        default: throw error("expected a style, found \(v.kind)", at: offset)
        }
    }

    /// 9:41 AM on January 1, 2026, GMT: the reader's fixed clock (`Evaluate/Foundation/FixedWorld.swift`).
    static let previewDate = FixedWorld.now

    /// A binding's value: `$x` reads as `x` already; `.constant(x)` as `x`; `.init(get: { ... },
    /// set: { ... })` as what its getter gives.
    func wrapped(_ v: Value) -> Value {
        if case .symbol("constant", let args?, _) = v, args.entries.count == 1 { return wrapped(args.entries[0].value) }
        if case .symbol("init", let args?, let at) = v, let get = args.entries.first(where: { $0.label == "get" }),
            case .closure(let c) = get.value, let value = try? callValueClosure(c, [], at: at)
        {
            return value
        }
        return v
    }

    /// `0...1`, `1...10`: a closed range of numbers.
    func closedRange(_ v: Value, at offset: Int) throws(Diagnostic) -> ClosedRange<Double> {
        switch v {
        case .range(let lo, let hi, _) where hi > lo: return Double(lo)...Double(hi - 1)
        case .array(let bounds) where bounds.count == 2:
            let lo = try double(bounds[0], at: offset), hi = try double(bounds[1], at: offset)
            return lo <= hi ? lo...hi : hi...lo
        case .foundation(let r as ComparableRange):
            guard let lower = r.lower, let upper = r.upper else {
                throw error("expected a range like 0...1 with both bounds, found \(r)", at: offset)
            }
            let lo = try double(lower, at: offset), hi = try double(upper, at: offset)
            return min(lo, hi)...max(lo, hi)
        case .opaque(let text) where text.contains("..."):
            // A range of floating-point numbers, kept as its text (`0.0...16.0`).
            let parts = text.components(separatedBy: "...").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            if parts.count == 2 { return min(parts[0], parts[1])...max(parts[0], parts[1]) }
            throw error("expected a range like 0...1, found \(v.kind)", at: offset)
        case .stub: return 0...1
        default: throw error("expected a range like 0...1, found \(v.kind)", at: offset)
        }
    }

    /// `.date`, `.hourAndMinute`, `[.date, .hourAndMinute]`.
    func dateComponents(_ v: Value, at offset: Int) throws(Diagnostic) -> DatePickerComponents {
        switch v {
        case .symbol("date", nil, _): return .date
        case .symbol("hourAndMinute", nil, _): return .hourAndMinute
        case .array(let parts):
            var set: DatePickerComponents = []
            for part in parts { set.formUnion(try dateComponents(part, at: offset)) }
            return set
        default: throw error("expected .date or .hourAndMinute, found \(v.kind)", at: offset)
        }
    }

    /// The key a `tag` or a picker's selection matches by: the value as Swift prints it.
    func tagKey(_ v: Value, at offset: Int) -> String {
        (try? describe(v, at: offset)) ?? "\(v.kind)"
    }

    /// `TextField(...)` and `SecureField(...)`.
    func textField(_ a: inout Arguments, secure: Bool, at offset: Int) throws(Diagnostic) -> Value {
        var text = ""
        if let t = a.take("text") ?? a.take("value") {
            text = try describe(wrapped(t.value), at: t.offset)
            if case .stub = t.value { text = "" }
        }
        for label in ["format", "formatter", "onEditingChanged", "onCommit"] { _ = a.take(label) }
        var prompt: Text?
        if let p = a.take("prompt") {
            if case .none = p.value {} else { prompt = try self.text(p.value, at: p.offset) }
        }
        let axis =
            try a.take("axis").map { e throws(Diagnostic) in try self.axis(e.value, at: e.offset) } ?? .horizontal
        var title = Text("")
        // `TextField(text: $name) { Text("Name") }`: the label (not shown on iOS) is the
        // trailing closure, taken before the title.
        _ = a.takeClosure("label")
        if let t = a.takeUnlabeled() { title = try titleText(t) }
        let binding = Binding.constant(text)
        if secure { return .view(SecureField(text: binding, prompt: prompt ?? title) { EmptyView() }) }
        return .view(TextField(text: binding, prompt: prompt ?? title, axis: axis) { EmptyView() })
    }

    /// A title argument: a string literal is a `LocalizedStringKey`, looked up in the app's
    /// strings (`Toggle("settings.sound", isOn:)`); another value is shown as ``text(_:at:)``.
    func titleText(_ e: Arguments.Entry) throws(Diagnostic) -> Text {
        if let key = e.key { return Text(key) }
        return try text(e.value, at: e.offset)
    }

    /// A title: a string or a Text.
    func text(_ v: Value, at offset: Int) throws(Diagnostic) -> Text {
        switch v {
        case .text(let t): return t
        case .string(let s): return Text(s)
        case .foundation(let attributed as AttributedString): return Text(attributed)
        // `.init("Name")`, `.init(localized: "Key", bundle: .module)`: a string built in place
        // (a localized string's key is its text: no string tables are read).
        case .symbol("init", let args?, _) where !args.entries.isEmpty:
            return try text(args.entries[0].value, at: offset)
        case .symbol(_, _?, _):
            if let made = try stringExtensionStatic(v) { return try text(made, at: offset) }
            return Text(try string(v, at: offset))
        case .stub, .number, .bool, .enumCase, .opaque: return Text(try describe(v, at: offset))
        default: return Text(try string(v, at: offset))
        }
    }
}
