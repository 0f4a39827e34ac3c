import Foundation
import PlumbCore

/// The views source code can construct, by name: `HStack(alignment:spacing:content:)`,
/// `Text(_:)`, `Color(red:green:blue:opacity:)`... Each takes its arguments from
/// ``Arguments``; the caller reports any argument left over.
extension Interpreter {
    typealias ViewConstructor = @Sendable (Interpreter, inout Arguments, Int) throws(Diagnostic) -> Value

    /// The leaves, stacks and other views of ``viewVocabulary``.
    static let basicViews: [ViewEntry] = [
        .init("HStack", ["HStack(alignment:spacing:content:)"]) { i, a, at throws(Diagnostic) in
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.vertical(e.value, at: e.offset) } ?? .center
            let spacing = try i.optionalSpacing(&a)
            let content = try i.content(&a, at: at)
            return .view(HStack(alignment: alignment, spacing: spacing) { i.list(content) })
        },
        .init("VStack", ["VStack(alignment:spacing:content:)"]) { i, a, at throws(Diagnostic) in
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.horizontal(e.value, at: e.offset) }
                ?? .center
            let spacing = try i.optionalSpacing(&a)
            let content = try i.content(&a, at: at)
            return .view(VStack(alignment: alignment, spacing: spacing) { i.list(content) })
        },
        .init("ZStack", ["ZStack(alignment:content:)"]) { i, a, at throws(Diagnostic) in
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.alignment(e.value, at: e.offset) }
                ?? .center
            let content = try i.content(&a, at: at)
            return .view(ZStack(alignment: alignment) { i.list(content) })
        },
        .init("Group", ["Group(content:)"]) { i, a, at throws(Diagnostic) in .views(try i.content(&a, at: at)) },
        .init("EmptyView", ["EmptyView()"]) { _, _, _ throws(Diagnostic) in .views([]) },
        // iOS 26's `GlassEffectContainer(spacing: 8) { ... }`: its content, as the library stacks it.
        .init("GlassEffectContainer", ["GlassEffectContainer(spacing:content:)"]) { i, a, at throws(Diagnostic) in
            let spacing = try a.take("spacing").map { e throws(Diagnostic) in try i.cgFloat(e.value, at: e.offset) }
            let views = try i.content(&a, at: at)
            return .view(GlassEffectContainer(spacing: spacing) { i.list(views) })
        },
        // `ModifiedContent(content: self, modifier: ListBackgroundColor(color: color))`: what
        // `self.modifier(...)` makes, written out.
        .init("ModifiedContent", ["ModifiedContent(content:modifier:)"]) { i, a, at throws(Diagnostic) in
            guard let content = a.take("content"), let modifier = a.take("modifier") else {
                throw i.error("missing argument 'content:' or 'modifier:' in call to 'ModifiedContent'", at: at)
            }
            var args = Arguments([.init(label: nil, value: modifier.value, offset: modifier.offset)], at: at)
            return try i.applyModifier("modifier", to: content.value, &args, at: at)
        },
        .init("Spacer", ["Spacer(minLength:)"]) { i, a, _ throws(Diagnostic) in
            let minLength =
                try a.take("minLength").map { e throws(Diagnostic) in try i.optionalCGFloat(e.value, at: e.offset) }
                ?? nil
            return .view(Spacer(minLength: minLength))
        },
        .init("Divider", ["Divider()"]) { _, _, _ throws(Diagnostic) in .view(Divider()) },
        .init(
            "Text",
            [
                "Text(_:)", "Text(verbatim:)", "Text(_:tableName:bundle:comment:)", "Text(_:format:)", "Text(_:style:)",
                "Text(_:formatter:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            if let verbatim = a.take("verbatim") {
                if case .stub(let text) = verbatim.value { return .text(Text(verbatim: Interpreter.shownStub(text))) }
                return .text(Text(verbatim: try i.string(verbatim.value, at: verbatim.offset)))
            }
            guard let content = a.takeUnlabeled() else { throw i.error("missing argument in call to 'Text'", at: at) }
            // `Text(_:tableName:bundle:comment:)`: the key looked up in that table of the app's
            // strings (the bundle is the app's).
            let table =
                try a.take("tableName").map { e throws(Diagnostic) -> String? in
                    if case .none = e.value { return nil }
                    return try i.string(e.value, at: e.offset)
                } ?? nil
            for label in ["bundle", "comment"] { _ = a.take(label) }
            if let style = a.take("format") ?? a.take("style") {
                return .text(Text(try i.format(content.value, style.value, at: style.offset)))
            }
            // `Text(date, formatter: dateFormatter)`: the formatter's `string(for:)`, as in an
            // interpolation (CubeTime's solve dates).
            if let formatter = a.take("formatter") {
                var rest = Arguments([formatter], at: formatter.offset)
                return .text(Text(verbatim: try i.formatted(content.value, &rest, at: content.offset)))
            }
            // `Text(.cartCheckoutTitle)`: Xcode's generated symbol of a string catalog key.
            if case .symbol(let name, let arguments, _) = content.value,
                let text = i.catalogSymbolString(name, arguments: arguments)
            {
                return .text(Text(verbatim: text))
            }
            // A string literal is a `LocalizedStringKey` (Markdown, interpolated Texts), looked
            // up in the app's strings; a `String` variable is shown as it is.
            if let table, let localizable = content.localizable {
                return .text(Text(i.localizedKey(localizable, table: table) ?? content.key ?? LocalizedStringKey("")))
            }
            if let key = content.key { return .text(Text(key)) }
            // `Text(.localized("Add..."))`: an extension's static function of String or
            // LocalizedStringKey.
            if let made = try i.stringExtensionStatic(content.value) {
                if case .string(let s) = made { return .text(Text(LocalizedStringKey(s))) }
                if case .text(let t) = made { return .text(t) }
            }
            switch content.value {
            case .string(let s): return .text(Text(s))
            case .foundation(let sub as Substring): return .text(Text(sub))
            case .foundation(let attributed as AttributedString): return .text(Text(attributed))
            case .text(let t): return .text(t)
            // `Text(Image(systemName: "star"))`: the symbol as one character of the text.
            case .image(let image): return .text(Text(image))
            case .stub(let text): return .text(Text(verbatim: Interpreter.shownStub(text)))
            // `Text(exam.startDate ... exam.endDate)`: the range, as Foundation's interval style
            // writes it in the fixed locale and zone ("1/1/2026, 9:41 – 11:41 AM"; open: SwiftUI's
            // `Text(_: ClosedRange<Date>)` format is not measured). Other ranges as Swift prints them.
            case .foundation(let r as ComparableRange):
                guard case .foundation(let lo as Date)? = r.lower, case .foundation(let hi as Date)? = r.upper, lo <= hi
                else { return .text(Text(verbatim: r.description)) }
                let style = Date.IntervalFormatStyle(
                    locale: FixedWorld.locale, calendar: FixedWorld.calendar, timeZone: FixedWorld.timeZone)
                return .text(Text(verbatim: (lo..<hi).formatted(style)))
            case .number, .bool, .opaque, .enumCase, .symbol:
                return .text(Text(try i.describe(content.value, at: content.offset)))
            case .void, .none:
                // A value Plumb could not compute (a formatter, a date): the expression, as a
                // stub's text is shown, rather than a placeholder.
                let shown = i.sourceName(at: content.offset)
                i.warn("'\(shown)' has no value Plumb can show: its last member is shown", at: content.offset)
                return .text(Text(verbatim: Interpreter.shownStub(shown)))
            default: throw i.error("Text needs a string, found \(content.value.kind)", at: content.offset)
            }
        },
        .init(
            "Image",
            [
                "Image(_:bundle:)", "Image(_:bundle:label:)", "Image(decorative:bundle:)", "Image(systemName:)",
                "Image(systemName:variableValue:)",
            ],
            readerOnly: [
                "Image(uiImage:)": "UIKit's UIImage", "Image(nsImage:)": "AppKit's NSImage",
                "Image(systemSymbol:)": "SFSafeSymbols' typed SF Symbol (a package): Image(systemName:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            if let symbol = a.take("systemSymbol"), let name = i.safeSymbolName(symbol.value) {
                return .image(Image(systemName: name))
            }
            if let symbol = a.take("systemName") {
                let name = try i.string(symbol.value, at: symbol.offset)
                if let value = a.take("variableValue") {
                    if case .none = value.value { return .image(Image(systemName: name, variableValue: nil)) }
                    return .image(Image(systemName: name, variableValue: try i.double(value.value, at: value.offset)))
                }
                return .image(Image(systemName: name))
            }
            for label in ["bundle", "label"] { _ = a.take(label) }
            if let platform = a.take("uiImage") ?? a.take("nsImage") ?? a.take("decorative") {
                a.takeAll()
                // `Image(uiImage: UIImage(named: "logo")!)`: the asset image.
                if case .image(let image) = platform.value { return .image(image) }
                // `Image(uiImage: .helpOutlineImage)`: a static member an extension of UIImage
                // adds (WooCommerce's `static var checkSuccessImage: UIImage { UIImage(named:
                // "check-success")! }`), as Swift reads the implicit member.
                if case .symbol(let member, let arguments, let memberAt) = platform.value,
                    let ext = i.builtinExtensions[platform.label == "nsImage" ? "NSImage" : "UIImage"],
                    let made = try i.userMember(ext, member, arguments, at: memberAt)
                {
                    var again = Arguments([.init(label: platform.label, value: made, offset: platform.offset)], at: at)
                    return try i.callName("Image", &again, in: i.globals, at: at)
                }
                if platform.label == "decorative", case .string(let name) = platform.value {
                    return .image(i.assetImage(name, at: platform.offset))
                }
                // A UIImage Plumb could not make (decoded from data, drawn by UIKit): a stub
                // image named after the expression, as a stub value is shown.
                switch platform.value {
                case .void, .none, .opaque:
                    return .image(Image(Interpreter.shownStub(i.sourceName(at: platform.offset))))
                default: return .image(Image(try i.describe(platform.value, at: platform.offset)))
                }
            }
            guard let name = a.takeUnlabeled() else { throw i.error("missing argument in call to 'Image'", at: at) }
            // `Image(R.image.logo)`: an image resource a generator's accessor already found
            // (R.swift's `ImageResource`), as `Image(_:ImageResource)` takes it.
            if case .image(let image) = name.value { return .image(image) }
            // `Image(.logo)`: a generated asset symbol (Xcode 15), named as the app's catalog
            // names it.
            if case .symbol(let asset, nil, _) = name.value {
                return .image(i.assetImage(i.resources.imageName(resource: asset) ?? asset, at: name.offset))
            }
            // `Image(.generateDefaultData(type: pet.type))`: a static function an extension of
            // `ImageResource` adds, whose value is the asset symbol.
            if case .symbol(let function, let arguments?, let at) = name.value,
                let ext = i.builtinExtensions["ImageResource"],
                let resource = try i.userMember(ext, function, arguments, at: at)
            {
                var again = Arguments([.init(label: nil, value: resource, offset: name.offset)], at: at)
                return try i.callName("Image", &again, in: i.globals, at: at)
            }
            return .image(i.assetImage(try i.string(name.value, at: name.offset), at: name.offset))
        },
        .init(
            "Color",
            [
                "Color(red:green:blue:opacity:)", "Color(white:opacity:)", "Color(_:bundle:)",
                "Color(_:red:green:blue:opacity:)", "Color(_:white:opacity:)",
                "Color(hue:saturation:brightness:opacity:)", "Color(_:)",
            ],
            readerOnly: [
                "Color(cgColor:)": "CoreGraphics' CGColor, which Linux lacks",
                "Color(hexString:)": "DynamicColor's, a remote package (Evaluate/DynamicColor.swift)",
            ]
        ) { i, a, at throws(Diagnostic) in
            if let hex = try i.hexStringColor(&a) { return hex }
            // `Color(theme.tint.resolve(in: environment))`: a resolved colour's constant colour.
            if a.entries.count == 1, let e = a.entries.first, e.label == nil,
                case .foundation(let resolved as Color.Resolved) = e.value
            {
                _ = a.takeUnlabeled()
                return .color(Color(resolved))
            }
            // `Color(cgColor: calendar.cgColor)`: a colour Plumb made (`UIColor(...).cgColor`)
            // is itself; one from a framework no file defines is a stub colour, grey.
            if let cg = a.take("cgColor") {
                if case .color(let c) = cg.value { return .color(c) }
                i.warn(
                    "'\(i.sourceName(at: cg.offset))' is a CGColor Plumb cannot read: a stub colour, drawn grey",
                    at: cg.offset, kind: .stub)
                return .color(.gray)
            }
            if let hue = a.take("hue") {
                func component(_ label: String, _ fallback: Double? = nil) throws(Diagnostic) -> Double {
                    guard let e = a.take(label) else {
                        if let fallback { return fallback }
                        throw i.error("missing argument '\(label):' in call to 'Color'", at: at)
                    }
                    return try i.double(e.value, at: e.offset)
                }
                return .color(
                    Color(
                        hue: try i.double(hue.value, at: hue.offset), saturation: try component("saturation"),
                        brightness: try component("brightness"), opacity: try component("opacity", 1)))
            }
            // `Color(.sRGB, red:green:blue:opacity:)`, `Color(.displayP3, white:)`.
            var space = Color.RGBColorSpace.sRGB
            if a.entries.contains(where: { $0.label == "red" || $0.label == "white" }),
                let first = a.entries.first(where: { $0.label == nil }), case .symbol(let name, nil, _) = first.value,
                let named = ["sRGB": Color.RGBColorSpace.sRGB, "sRGBLinear": .sRGBLinear, "displayP3": .displayP3][name]
            {
                _ = a.takeUnlabeled()
                space = named
            }
            if let white = a.take("white") {
                let opacity =
                    try a.take("opacity").map { e throws(Diagnostic) in try i.double(e.value, at: e.offset) } ?? 1
                return .color(Color(space, white: try i.double(white.value, at: white.offset), opacity: opacity))
            }
            // `Color(uiColor: .systemBackground)`, `Color(.secondaryLabel)`: UIKit's system colours.
            let unlabeled = a.entries.first { $0.label == nil }
            let systemName = unlabeled.map { if case .string = $0.value { false } else { true } } ?? false
            if let platform = a.take("uiColor") ?? a.take("nsColor") ?? (systemName ? a.takeUnlabeled() : nil) {
                if case .symbol(let name, nil, _) = platform.value,
                    let c = SystemColors.named(name) ?? i.resources.color(resource: name)
                {
                    return .color(c)
                }
                if case .color(let c) = platform.value { return .color(c) }
                // `Color(uiColor: .init(dynamicProvider: { traits in ... }))`: UIKit's initializer,
                // the type the label names (Aidoku's heatmap cells).
                if case .symbol("init", var given?, let at) = platform.value {
                    let type = platform.label == "nsColor" ? "NSColor" : "UIColor"
                    if case .color(let c) = try i.callName(type, &given, in: i.globals, at: at) { return .color(c) }
                }
                // `Color(.ContentHeading.textColor)` (Mullvad's `extension UIColor { enum
                // ContentHeading { static let textColor = ... } }`): a path through the types an
                // extension of `UIColor` (or `NSColor`) nests.
                if case .symbol(let name, let arguments, let at) = platform.value,
                    let c = try i.platformColorPath(name, arguments, at: at)
                {
                    return .color(c)
                }
                // `.dynamic(light:dark:)`: a static an extension adds to `UIColor` (or `NSColor`).
                // Its value may be another implicit member (WooCommerce's `static var text:
                // UIColor { .label }`, `static func listForeground(modal:) -> UIColor`), read as
                // the same argument would be.
                if case .symbol(let name, let arguments, let at) = platform.value {
                    for type in ["UIColor", "NSColor"] {
                        guard let ext = i.builtinExtensions[type],
                            let v = try i.userMember(ext, name, arguments, at: at)
                        else { continue }
                        if case .color(let c) = v { return .color(c) }
                        if case .symbol(let other, _, _) = v, other != name {
                            var again = Arguments(
                                [.init(label: platform.label, value: v, offset: platform.offset)], at: at)
                            return try i.callName("Color", &again, in: i.globals, at: at)
                        }
                    }
                }
                if case .stub(let text) = platform.value,
                    let c = SystemColors.named(String(text.split(separator: ".").last ?? ""))
                {
                    return .color(c)
                }
                i.warn(
                    "colour \(platform.value.kind) is unknown to Plumb; drawn as gray", about: platform.value,
                    at: platform.offset)
                return .color(.gray)
            }
            if let named = a.takeUnlabeled() {
                _ = a.take("bundle")
                return .color(i.assetColor(try i.string(named.value, at: named.offset), at: named.offset))
            }
            // `Color(oklch: ...)`, `Color(hex: ...)` of a package not on disk: a stub colour.
            if let first = a.entries.first, let label = first.label,
                !["red", "green", "blue", "opacity"].contains(label)
            {
                a.takeAll()
                i.warn(
                    "'Color(\(label):)' is not in the files read (a package's?): a stub colour, drawn grey",
                    at: first.offset, kind: .stub)
                return .color(.gray)
            }
            func component(_ label: String) throws(Diagnostic) -> Double {
                guard let e = a.take(label) else {
                    throw i.error("missing argument '\(label):' in call to 'Color'", at: at)
                }
                return try i.double(e.value, at: e.offset)
            }
            let r = try component("red"), g = try component("green"), b = try component("blue")
            let opacity = try a.take("opacity").map { e throws(Diagnostic) in try i.double(e.value, at: e.offset) } ?? 1
            return .color(Color(space, red: r, green: g, blue: b, opacity: opacity))
        },
        .init("Rectangle", ["Rectangle()"]) { _, _, _ throws(Diagnostic) in .shape(AnyShape(Rectangle())) },
        .init("Circle", ["Circle()"]) { _, _, _ throws(Diagnostic) in .shape(AnyShape(Circle())) },
        .init("Ellipse", ["Ellipse()"]) { _, _, _ throws(Diagnostic) in .shape(AnyShape(Ellipse())) },
        .init("DefaultGlassEffectShape", ["DefaultGlassEffectShape()"]) { _, _, _ throws(Diagnostic) in
            .shape(AnyShape(DefaultGlassEffectShape()))
        },
        .init("Capsule", ["Capsule(style:)"]) { i, a, _ throws(Diagnostic) in
            let style =
                try a.take("style").map { e throws(Diagnostic) in try i.cornerStyle(e.value, at: e.offset) }
                ?? .circular
            return .shape(AnyShape(Capsule(style: style)))
        },
        .init(
            "RoundedRectangle",
            [
                "RoundedRectangle(cornerRadius:style:)", "RoundedRectangle(cornerSize:style:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            let style =
                try a.take("style").map { e throws(Diagnostic) in try i.cornerStyle(e.value, at: e.offset) }
                ?? .continuous
            if let radius = a.take("cornerRadius") {
                return .shape(
                    AnyShape(
                        RoundedRectangle(cornerRadius: try i.cgFloat(radius.value, at: radius.offset), style: style)))
            }
            if let size = a.take("cornerSize") {
                return .shape(
                    AnyShape(RoundedRectangle(cornerSize: try i.size(size.value, at: size.offset), style: style)))
            }
            throw i.error("missing argument 'cornerRadius:' in call to 'RoundedRectangle'", at: at)
        },
        .init(
            "ForEach",
            [
                "ForEach(_:id:content:)", "ForEach(_:content:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            try i.forEach(&a, at: at)
        },
        .init("GeometryReader", ["GeometryReader(content:)"]) { i, a, at throws(Diagnostic) in
            guard let content = a.takeClosure("content") else {
                throw i.error("GeometryReader needs a content closure", at: at)
            }
            let closure = try i.closure(content.value, at: content.offset)
            return .view(GeometryReader { proxy in i.geometryContent(closure, proxy, at: at, content: content.offset) })
        },
        .init("ScrollViewReader", ["ScrollViewReader(content:)"]) { i, a, at throws(Diagnostic) in
            guard let content = a.takeClosure("content") else {
                throw i.error("ScrollViewReader needs a content closure", at: at)
            }
            // The proxy is an action's target: Plumb runs no actions, so it is a stub.
            let views = try i.builderViews(content.value, at: content.offset, binding: [.opaque("ScrollViewProxy")])
            return .view(ScrollViewReader { _ in i.list(views) })
        },
        .init("TimelineView", ["TimelineView(_:content:)"]) { i, a, at throws(Diagnostic) in
            guard let content = a.takeClosure("content") else {
                throw i.error("TimelineView needs a content closure", at: at)
            }
            let closure = try i.closure(content.value, at: content.offset)
            // The schedule decides only the moment (TimelineView.swift): `.periodic(from: start,
            // by: 1)` and `.explicit(dates)` start at their first date; the others at now.
            var start: [Date] = []
            if let s = a.takeUnlabeled(), case .symbol(let kind, var arguments?, _) = s.value {
                if kind == "periodic", let from = arguments.take("from") {
                    start = [try i.date(from.value, at: from.offset)]
                } else if kind == "explicit", let dates = arguments.takeUnlabeled(),
                    case .array(let items) = dates.value
                {
                    start = try items.map { v throws(Diagnostic) in try i.date(v, at: dates.offset) }
                }
            }
            return .view(
                TimelineView(.explicit(start)) { context in
                    i.layoutTimeViews(
                        closure,
                        [
                            .tuple([
                                (label: "date", value: .foundation(context.date)),
                                (label: "cadence", value: .symbol("live", arguments: nil, at: at)),
                            ])
                        ], at: content.offset)
                })
        },
        .init("AnyView", ["AnyView(_:)", "AnyView(erasing:)"]) { i, a, at throws(Diagnostic) in
            guard let view = a.takeUnlabeled() ?? a.take("erasing") else {
                throw i.error("missing view in call to 'AnyView'", at: at)
            }
            return .views([try i.view(view.value, at: view.offset)])
        },
        .init("AnyShape", ["AnyShape(_:)"]) { i, a, at throws(Diagnostic) in
            guard let shape = a.takeUnlabeled() else { throw i.error("missing shape in call to 'AnyShape'", at: at) }
            return .shape(try i.shape(shape.value, at: shape.offset))
        },
        .init(
            "Button",
            [
                "Button(action:label:)", "Button(role:action:label:)", "Button(_:action:)", "Button(_:role:action:)",
                "Button(_:systemImage:action:)", "Button(_:systemImage:role:action:)", "Button(_:)",
                "Button(role:action:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            // `Button(configuration)` inside a source PrimitiveButtonStyle's makeBody: the
            // configuration's label, drawn with the style in effect outside this one.
            if a.entries.count == 1, let c = a.entries.first, c.label == nil, case .tuple(let members) = c.value,
                let label = members.first(where: { $0.label == "label" })?.value
            {
                _ = a.takeUnlabeled()
                let views = try i.viewList(label, at: c.offset)
                return .view(Button(role: nil, action: {}) { i.list(views) })
            }
            // The library's Button is its style's body of its label; the action is kept and
            // never runs.
            let role = try a.take("role").map { e throws(Diagnostic) in try i.buttonRole(e.value, at: e.offset) } ?? nil
            if let label = a.take("label") {
                _ = a.takeClosure("action") ?? a.takeClosure()
                let views = try i.builderViews(label.value, at: label.offset)
                return .view(Button(role: role, action: {}) { i.list(views) })
            }
            // `Button(action: { ... }) { label }`: the trailing closure is the label (with no
            // title: `Button("Retry", action: retry)` is the title form).
            let hasTitle = a.entries.contains { e in
                if e.label != nil { return false }
                if case .closure = e.value { return false }
                return true
            }
            // `Button(role: .close) { dismiss() }` (iOS 26): the closure is the action; the label
            // is the system's for the role.
            let rest = a.entries.filter(a.isUnused)
            if !hasTitle, let role, rest.count == 1, rest[0].label == nil || rest[0].label == "action" {
                a.takeAll()
                return .view(Button(role: role, action: {}))
            }
            if !hasTitle, a.take("action") != nil {
                guard let label = a.takeClosure() else { throw i.error("missing label in call to 'Button'", at: at) }
                let views = try i.builderViews(label.value, at: label.offset)
                return .view(Button(role: role, action: {}) { i.list(views) })
            }
            guard let title = a.takeUnlabeled() else { throw i.error("missing label in call to 'Button'", at: at) }
            _ = a.takeClosure("action") ?? a.takeClosure()
            let text = try i.titleText(title)
            if let symbol = a.take("systemImage") {
                let name = try i.string(symbol.value, at: symbol.offset)
                return .view(
                    Button(role: role, action: {}) { Label(title: { text }, icon: { Image(systemName: name) }) })
            }
            return .view(Button(role: role, action: {}) { text })
        },
    ]

    /// `role: .destructive`, `.cancel`, `.confirm`, `.close` or `nil`.
    func buttonRole(_ v: Value, at offset: Int) throws(Diagnostic) -> ButtonRole? {
        switch v {
        case .none: return nil
        case .symbol("destructive", nil, _): return .destructive
        case .symbol("cancel", nil, _): return .cancel
        case .symbol("confirm", nil, _): return .confirm
        case .symbol("close", nil, _): return .close
        case .stub: return nil
        default: throw error("expected a button role (.destructive, .cancel), found \(v.kind)", at: offset)
        }
    }

    /// `spacing:` (a number or nil).
    func optionalSpacing(_ a: inout Arguments) throws(Diagnostic) -> CGFloat? {
        guard let e = a.take("spacing") else { return nil }
        return try optionalCGFloat(e.value, at: e.offset)
    }

    /// A container's `content:` builder closure (trailing or labelled).
    func content(_ a: inout Arguments, at offset: Int) throws(Diagnostic) -> [AnyView] {
        guard let closure = a.takeClosure("content") else { return [] }
        return try builderViews(closure.value, at: closure.offset)
    }

    /// A GeometryReader's content, built at layout time below the reader: a view that
    /// contains itself through a reader nests in the engine's placement, not in the
    /// evaluation's depth, so the reader's own depth in the tree bounds it.
    func geometryContent(_ closure: ClosureValue, _ proxy: GeometryProxy, at offset: Int, content: Int) -> AnyView {
        guard proxy.nesting <= Interpreter.maximumLayoutNesting else {
            let name = closure.scope.instance?.type.name
            reportLayoutError(
                error(
                    "GeometryReader is nested too deeply (more than \(Interpreter.maximumLayoutNesting) levels of views)"
                        + (name.map { ": does '\($0)' contain itself?" } ?? ""), at: offset))
            return AnyView(EmptyView())
        }
        return layoutTimeViews(closure, [.proxy(proxy)], at: content)
    }

    /// Views built by a closure SwiftUI calls during layout (a GeometryReader's content): an
    /// error there is reported, and the content is empty.
    func layoutTimeViews(_ c: ClosureValue, _ values: [Value], at offset: Int) -> AnyView {
        do {
            let scope = try bind(c, values, at: offset)
            return list(
                try nested(at: offset) { () throws(Diagnostic) in try evaluateBuilder(c.closure.body, in: scope) })
        } catch {
            reportLayoutError(error)
            return AnyView(EmptyView())
        }
    }

    /// A number computed by a closure SwiftUI calls during layout (`alignmentGuide`); inside
    /// it, `.center` means the centre on `guideAxis`.
    func layoutTimeNumber(_ c: ClosureValue, _ values: [Value], guideAxis: Axis? = nil, at offset: Int) -> CGFloat {
        do {
            var closure = c
            if let guideAxis {
                let scope = Scope(parent: c.scope)
                scope.bind("guide axis", .axis(guideAxis))
                closure = ClosureValue(closure: c.closure, scope: scope)
            }
            let value = try callValueClosure(closure, values, at: offset)
            return try cgFloat(value, at: c.closure.offset)
        } catch {
            reportLayoutError(error)
            return 0
        }
    }
}
