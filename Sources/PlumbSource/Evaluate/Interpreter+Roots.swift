import Foundation
import PlumbCore

// The root view of a program, found as Xcode finds it: a preview, top-level view code, or
// the main view; and the previews themselves.

extension Interpreter {
    func root(of decls: [Decl], choice: RootChoice = .automatic) throws(Diagnostic) -> AnyView {
        let statements = try register(decls)
        collectPreviewProviders()
        switch choice {
        case .view(let name):
            guard let type = types[name] else { throw error("no type named '\(name)' in the files read", at: 0) }
            guard type.isView else { throw error("'\(name)' is not a View", at: type.offset) }
            return try rootView(type)
        case .preview(let which):
            guard let preview = self.preview(which) else {
                let names = candidatePreviews.enumerated().map {
                    "\($0.offset + 1): \($0.element.name ?? "unnamed")"
                }
                throw error(
                    "no preview '\(which)'"
                        + (names.isEmpty
                            ? ": the files have no previews" : " (there are \(names.joined(separator: ", ")))"),
                    at: 0)
            }
            return try evaluate(preview)
        case .automatic:
            break
        }
        if let preview = candidatePreviews.first {
            if let subject = subject(of: preview) {
                previewSubject = (subject.name, subject.preview, primaryRange ?? 0..<file.bytes.count)
            }
            return try evaluate(preview)
        }
        let primaryStatements = statements.filter { isPrimary($0.offset) }
        let expressions = primaryStatements.compactMap { s -> Expr? in
            if case .expression(let e) = s { e } else { nil }
        }
        if !primaryStatements.isEmpty {
            let views = try evaluateBuilder(primaryStatements, in: globals)
            if !views.isEmpty { return list(views) }
            if let e = expressions.last { throw error("expected a view, found this expression", at: e.offset) }
        }
        // A view nested under a library name (TCA's `extension Settings { struct View:
        // SwiftUI.View }`) is known only by its qualified name.
        let views = types.values.filter {
            $0.isView && isPrimary($0.offset)
                && (types[$0.name]?.offset == $0.offset || types[typeKey(of: $0)]?.offset == $0.offset)
        }
        .sorted { $0.offset < $1.offset }
        var unique: [TypeDecl] = []
        for v in views where !unique.contains(where: { $0.offset == v.offset }) { unique.append(v) }
        if let type = mainView(among: unique) { return try rootView(type) }
        // Only a ViewModifier: show what it does around a placeholder for its content.
        let modifiers = types.values.filter {
            $0.conformances.contains("ViewModifier") && $0.functions.contains { $0.name == "body" }
                && isPrimary($0.offset)
        }
        if let modifier = modifiers.max(by: { $0.offset < $1.offset }) {
            warn(
                "no view here: the ViewModifier '\(modifier.name)' is shown around a placeholder for its content",
                at: modifier.offset, kind: .stub)
            let instance = try instantiate(modifier, with: .none(at: modifier.offset), stubbing: true)
            var args = Arguments(
                [.init(label: nil, value: .instance(instance), offset: modifier.offset)], at: modifier.offset)
            let content = Value.views([
                PlaceholderView.make("content", reason: "the content a ViewModifier is shown around")
            ])
            return try view(try applyModifier("modifier", to: content, &args, at: modifier.offset), at: modifier.offset)
        }
        var message = "no view found: write a view expression, a struct conforming to View, or a #Preview"
        let text = String(decoding: file.bytes, as: UTF8.self)
        if text.contains("#if os(") || text.contains("#if !os(") || text.contains("#if canImport(") {
            message += " (its views may be for another platform: #if picks an iPhone build; try --platform macos)"
        }
        throw error(message, at: 0, kind: .noView)
    }

    /// The first view of the primary file that `preview` names, in reading order (the view it
    /// is there to show), and the bytes its expressions span (where the views it builds
    /// itself are read).
    func subject(of preview: Preview) -> (name: String, preview: Range<Int>)? {
        var first: (name: String, offset: Int)?
        var last = preview.offset
        SyntaxWalk.expressions(in: preview.body) { e in
            last = max(last, e.offset)
            guard case .identifier(let name, let at) = e, at < first?.offset ?? .max, name.first?.isUppercase == true,
                let type = types[name], type.isView, isPrimary(type.offset)
            else { return }
            first = (name, at)
        }
        return first.map { ($0.name, preview.offset..<last + 1) }
    }

    /// The view a file is about, when it has no preview: the one named after the file
    /// (`ContentView.swift`'s `ContentView`, `Vault+ItemView.swift`'s `ItemView`), else among
    /// the views no other view of the file uses (the top of its hierarchy, not a helper) the
    /// last that needs no arguments, else the last; with a single file read, as before this
    /// rule had a file name to go by, the last view that needs no arguments, else the last.
    func mainView(among views: [TypeDecl]) -> TypeDecl? {
        guard let range = primaryRange else {
            return views.last { requiredProperties($0).isEmpty } ?? views.last
        }
        let stem = ((file.location(of: range.lowerBound).file as NSString).lastPathComponent as NSString)
            .deletingPathExtension
        let names =
            [stem] + stem.split(separator: "+").reversed().map(String.init)
            + [String(stem.split(separator: "_").first ?? "")]
        for name in names where !name.isEmpty {
            if let named = views.first(where: { $0.name == name }) { return named }
        }
        // A view used by another view of the file is a helper: its name appears again in the
        // file's text after its own declaration's name.
        let text = String(decoding: file.bytes[range], as: UTF8.self)
        let tops = views.filter { view in text.components(separatedBy: view.name).count <= 2 }
        let pool = tops.isEmpty ? views : tops
        return pool.last { requiredProperties($0).isEmpty } ?? pool.last
    }

    /// A stub string as a `Text` shows it: its last member (`name` for
    /// `groups.sorted(...)[0].conversations[0].name`), so it reads as a stub (a name from the
    /// code) and is about as long as the data it stands for, not as long as the path to it;
    /// the whole expression is in the warning.
    static func shownStub(_ text: String) -> String {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for i in text.indices {
            switch text[i] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "." where depth == 0:
                parts.append(text[start..<i])
                start = text.index(after: i)
            default: break
            }
        }
        parts.append(text[start...])
        // A record's count (`Signal(...)#2`, ``stubRecords``) is not shown.
        for (i, part) in parts.enumerated() {
            if let hash = part.range(of: "(...)#"), part[hash.upperBound...].allSatisfy(\.isNumber) {
                parts[i] = part[..<hash.lowerBound] + "(...)"
            }
        }
        // `reading.value.formatted(...)`, `names.joined(...)`: a library transform of the value
        // shows the value it transforms (`value`), which reads as the data, not the method.
        while parts.count > 1, let last = parts.last, last.hasSuffix("(...)"),
            Interpreter.stubTransforms.contains(String(last.dropLast(5)))
        {
            parts.removeLast()
        }
        return parts.last.map(String.init).flatMap { $0.isEmpty ? nil : $0 } ?? text
    }

    /// Library methods that turn a value into its text: a stub shows the value instead.
    static let stubTransforms: Set<String> = [
        "formatted", "joined", "description", "trimmingCharacters", "replacingOccurrences", "lowercased",
        "uppercased", "capitalized", "prefix", "suffix", "dropFirst", "dropLast", "string", "map", "compactMap",
        "sorted", "filter", "reversed", "components",
    ]

    /// A stub's text changed as `name` changes a string's case (`uppercased`,
    /// `localizedCapitalized`...), as a stub still; nil for another member.
    static func casedStub(_ text: String, _ name: String) -> Value? {
        var shown = shownStub(text)
        if shown.hasSuffix("(...)") { shown.removeLast(5) }
        switch name {
        case "uppercased", "localizedUppercase": return .stub(shown.uppercased())
        case "lowercased", "localizedLowercase": return .stub(shown.lowercased())
        case "capitalized", "localizedCapitalized": return .stub(shown.capitalized)
        default: return nil
        }
    }

    /// The dotted name written at `offset` (`state.story.displayableDate`), for showing an
    /// expression Plumb could not compute.
    func sourceName(at offset: Int) -> String {
        var end = offset
        var depth = 0
        while end < file.bytes.count, end - offset < 80 {
            let b = file.bytes[end]
            if b == UInt8(ascii: "(") {
                depth += 1
            } else if b == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0,
                !(b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b >= 0x80
                    || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A))
            {
                break
            }
            end += 1
        }
        let text = String(decoding: file.bytes[offset..<end], as: UTF8.self)
        return text.isEmpty ? "…" : text
    }

    /// Whether `name` is a type of the library the reader knows (a view, a value type, a
    /// namespace such as `Color` or `Font`).
    static func isLibraryName(_ name: String) -> Bool {
        typeNames.contains(name) || viewConstructors[name] != nil || valueConstructors[name] != nil
    }

    /// Registers the declarations and finds the previews, choosing no root: what
    /// ``SourceModule`` lists.
    func registerPreviews(_ decls: [Decl]) throws(Diagnostic) {
        _ = try register(decls)
        collectPreviewProviders()
    }

    /// The preview `which` names: a 1-based number or a name.
    func preview(_ which: String) -> Preview? {
        let candidates = candidatePreviews
        if let n = Int(which), n >= 1, n <= candidates.count { return candidates[n - 1] }
        return candidates.first { $0.name == which } ?? previews.first { $0.name == which }
    }

    /// A view type as the root: its memberwise initializer with what it needs stubbed.
    func rootView(_ type: TypeDecl) throws(Diagnostic) -> AnyView {
        let needed = requiredProperties(type)
        let mark = noteMark
        var empty = false
        if !needed.isEmpty, let built = builtWhereTheAppBuildsIt(type, needed: needed) {
            // As the app first builds it, a view may draw nothing (`FooterLabel(message:
            // footerMessage)` while the message is still ""): a picture of nothing shows no
            // one the view; its own values, stubbed, show what it draws once it has some.
            guard Interpreter.drawsNothing(built, in: canvas) else { return built }
            rollBack(to: mark)
            empty = true
        }
        // `extension CopyButton where LabelContent == Label<Text, Image> { init(_ title:
        // LocalizedStringKey = "Generic.Copy", icon: String = ..., content: String?) }`: an
        // initializer the type declares that needs no stub (each parameter has a default or
        // is optional, given nil) builds the view as the app can, where the memberwise one
        // would stub a closure.
        if !needed.isEmpty, !empty, let built = builtByDefaults(type) { return built }
        if empty {
            warn(
                "the root view '\(type.name)' draws nothing as the app first builds it: \(needed.map { "'\($0.name)'" }.joined(separator: ", ")) are stubs (add a #Preview to give values)",
                at: type.offset, kind: .stub)
        } else if !needed.isEmpty {
            warn(
                "the root view '\(type.name)' needs \(needed.map { "'\($0.name)'" }.joined(separator: ", ")): using stubs (add a #Preview to give values)",
                at: type.offset, kind: .stub)
        }
        do {
            let before = noteMark
            let views = try noting { () throws(Diagnostic) in
                let instance = try instantiate(type, with: .none(at: type.offset), stubbing: true)
                return [try view(.instance(instance), at: type.offset)]
            }
            // `var event: ClendarEvent?` with no call giving one: nil draws nothing (`if let
            // event { ... } else { EmptyView() }`); the view is drawn with typical values for
            // its optionals instead, as its rows show once the app has data.
            let optionals = type.properties.filter { p in
                p.body == nil && p.value == nil && !p.isStatic && p.wrapper == nil && (p.type?.isOptional ?? false)
            }
            if !optionals.isEmpty, Interpreter.drawsNothing(list(views), in: canvas) {
                let filled = noteMark
                var entries: [Arguments.Entry] = []
                for p in optionals {
                    let base = TypeName(text: p.type?.base ?? "")
                    entries.append(
                        Arguments.Entry(label: p.name, value: stub(for: base, named: p.name), offset: type.offset))
                }
                if let stubbed = try? noting({ () throws(Diagnostic) in
                    let instance = try instantiate(type, with: Arguments(entries, at: type.offset), stubbing: true)
                    return [try view(.instance(instance), at: type.offset)]
                }), !Interpreter.drawsNothing(list(stubbed), in: canvas) {
                    rollBack(to: before)
                    warn(
                        "the root view '\(type.name)' draws nothing while \(optionals.map { "'\($0.name)'" }.joined(separator: ", ")) \(optionals.count == 1 ? "is" : "are") nil: drawn with stand-in values (add a #Preview to give values)",
                        at: type.offset)
                    return list(stubbed)
                }
                rollBack(to: filled)
            }
            return list(views)
        } catch let failure {
            // A root view whose initializer traps on stub data (`requests[0]` of an empty
            // array) or cannot be evaluated: one placeholder with the reason, not a stopped
            // read; a trap is the program's own error (exit 1).
            if failure.kind == .limit { throw failure }
            notePlaceholder("the root view '\(type.name)'", failure)
            return PlaceholderView.make(type.name, reason: failure.message)
        }
    }

    /// The view `type`'s first declared initializer that needs no stub builds, where one
    /// exists and the view draws something; nil otherwise.
    func builtByDefaults(_ type: TypeDecl) -> AnyView? {
        for f in type.initializers where !f.parameters.isEmpty {
            guard
                f.parameters.allSatisfy({
                    $0.defaultValue != nil || ($0.type.isOptional && !isFunctionType($0.type))
                })
            else { continue }
            let entries = f.parameters.filter { $0.defaultValue == nil }.map {
                Arguments.Entry(label: $0.label, value: .none, offset: type.offset)
            }
            let mark = noteMark
            var args = Arguments(entries, at: type.offset)
            if let views = try? noting({ () throws(Diagnostic) in
                [try view(try construct(type, &args, at: type.offset), at: type.offset)]
            }), !Interpreter.drawsNothing(list(views), in: canvas) {
                return list(views)
            }
            rollBack(to: mark)
        }
        return nil
    }

    /// Whether a view lays out to nothing at all on `canvas`: no node, or a root of no
    /// width and no height (`EmptyView`, an `if` whose condition is false).
    static func drawsNothing(_ view: AnyView, in canvas: CGSize) -> Bool {
        let tree = LayoutTree(view)
        tree.layout(in: canvas, scale: 1)
        guard tree.nodeCount > 0, tree.root.rawValue >= 0 else { return true }
        let size = tree.frame(of: tree.root).size
        return size.width == 0 && size.height == 0
    }

    /// The stored properties a memberwise initializer must be given.
    func requiredProperties(_ type: TypeDecl) -> [PropertyDecl] {
        type.properties.filter { p in
            p.body == nil && p.value == nil && !p.isStatic && !(p.type?.isOptional ?? false) && p.wrapper == nil
        }
    }

    /// `PreviewProvider`s: each view of `static var previews` becomes a preview.
    private func collectPreviewProviders() {
        var seen: Set<Int> = []
        let declared = previewProviders + types.values.filter { $0.conformances.contains("PreviewProvider") }
        for type in declared.sorted(by: { $0.offset < $1.offset })
        where type.conformances.contains("PreviewProvider") && !seen.contains(type.offset) {
            seen.insert(type.offset)
            guard let previewsProperty = type.properties.first(where: { $0.name == "previews" }),
                let body = previewsProperty.body
            else { continue }
            // A `Group { A(); B() }` of previews: one each.
            var statements = body
            if statements.count == 1, case .expression(let e) = statements[0], let inner = Interpreter.groupBody(e) {
                statements = inner
            }
            // Each view expression is a preview, `return X()` after `let`s included; the other
            // statements (`let item = Item(...)`) run before each.
            func viewExpression(_ statement: Stmt) -> Expr? {
                switch statement {
                case .expression(let e): if case .assign = e { nil } else { e }
                case .returnValue(let e?, _): e
                default: nil
                }
            }
            // `Group { A(); B() }.previewLayout(...)`: each view a preview, with the group's modifiers.
            statements = statements.flatMap { statement -> [Stmt] in
                guard case .expression(let e) = statement, let views = Interpreter.distributedGroup(e) else {
                    return [statement]
                }
                return views.map { .expression($0) }
            }
            let views = statements.filter { viewExpression($0) != nil }
            let setup = statements.filter { viewExpression($0) == nil }
            for statement in views {
                guard let e = viewExpression(statement) else { continue }
                // Its sizes may name the provider's statics (`.fixed(width: size.width, ...)`).
                let traits = previewModifiers(e, in: Scope(parent: globals, selfValue: .type(type.name)))
                previews.append(
                    Preview(
                        name: Interpreter.previewDisplayName(e) ?? (views.count == 1 ? type.name : nil),
                        body: setup + [.expression(e)],
                        layout: traits.layout, orientation: traits.orientation,
                        device: Interpreter.previewDevice(e), offset: e.offset, provider: type))
            }
        }
    }

    /// The views of `Group { A(); B() }.modifier(...)...`, each with the group's modifiers, as
    /// Xcode shows a group of previews: one preview per view. `nil` for another expression, or a
    /// group whose body is not only views.
    static func distributedGroup(_ e: Expr) -> [Expr]? {
        var chain: [(name: String, arguments: [Argument], memberAt: Int)] = []
        var root = e
        while case .call(.member(let base, let name, let memberAt), let arguments, _) = root {
            chain.append((name, arguments, memberAt))
            root = base
        }
        guard !chain.isEmpty, let inner = groupBody(root), inner.count > 1 else { return nil }
        var views: [Expr] = []
        for statement in inner {
            guard case .expression(let view) = statement else { return nil }
            var wrapped = view
            for link in chain.reversed() {
                // Located at the view, where Xcode's canvas names the preview.
                wrapped = .call(.member(wrapped, link.name, at: link.memberAt), link.arguments, at: view.offset)
            }
            views.append(wrapped)
        }
        return views
    }

    /// The statements of `Group { ... }`.
    static func groupBody(_ e: Expr) -> [Stmt]? {
        if case .call(.identifier("Group", _), let args, _) = e, args.count == 1, case .closure(let c) = args[0].value {
            return c.body
        }
        return nil
    }

    /// `.previewDisplayName("Dark")` in a preview's modifier chain.
    static func previewDisplayName(_ e: Expr) -> String? {
        literal(modifierArguments("previewDisplayName", in: e).first?.first?.value)
    }

    /// `.previewDevice("iPhone 16")` or `.previewDevice(PreviewDevice(rawValue: "iPhone 16"))`
    /// in a preview's chain: the device's name.
    static func previewDevice(_ e: Expr) -> String? {
        var value = modifierArguments("previewDevice", in: e).first?.first?.value
        if case .call(_, let inner, _)? = value { value = inner.first?.value }
        return literal(value)
    }

    /// `.previewLayout(...)` and `.previewInterfaceOrientation(...)` in a preview's chain (the
    /// innermost of each wins).
    func previewModifiers(_ e: Expr, in scope: Scope) -> (layout: PreviewLayout, orientation: InterfaceOrientation) {
        func traits(_ name: String) -> (layout: PreviewLayout, orientation: InterfaceOrientation)? {
            guard let args = Interpreter.modifierArguments(name, in: e).last else { return nil }
            return try? previewTraits(
                args.map { Argument(label: nil, value: $0.value, offset: $0.offset) }, in: scope)
        }
        return (
            traits("previewLayout")?.layout ?? .device, traits("previewInterfaceOrientation")?.orientation ?? .portrait
        )
    }

    /// The arguments of each `.name(...)` in a modifier chain, outermost first.
    static func modifierArguments(_ name: String, in e: Expr) -> [[Argument]] {
        var found: [[Argument]] = []
        var e = e
        while case .call(.member(let base, let member, _), let args, _) = e {
            if member == name { found.append(args) }
            e = base
        }
        return found
    }

    /// A plain string literal's text.
    static func literal(_ e: Expr?) -> String? {
        if case .string(let parts, _)? = e, case .text(let t)? = parts.first { return t }
        return nil
    }

    /// The canvas `#Preview(traits:)` asks for: `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
    /// `.landscapeLeft`... (also the arguments of `previewLayout` and `previewInterfaceOrientation`).
    func previewTraits(_ arguments: [Argument], in scope: Scope? = nil) throws(Diagnostic) -> (
        layout: PreviewLayout, orientation: InterfaceOrientation
    ) {
        var result: (layout: PreviewLayout, orientation: InterfaceOrientation) = (.device, .portrait)
        for a in arguments where a.label == "traits" || a.label == nil {
            switch a.value {
            case .implicitMember("sizeThatFitsLayout", _), .implicitMember("sizeThatFits", _):
                result.layout = .sizeThatFits
            case .implicitMember("landscapeLeft", _): result.orientation = .landscapeLeft
            case .implicitMember("landscapeRight", _): result.orientation = .landscapeRight
            case .implicitMember("portraitUpsideDown", _): result.orientation = .portraitUpsideDown
            case .call(.implicitMember(let name, _), let args, _) where name == "fixedLayout" || name == "fixed":
                var size = CGSize(width: 0, height: 0)
                var unknown = false
                for arg in args {
                    let v = try evaluate(arg.value, in: scope ?? globals)
                    // A size Plumb cannot compute (UIKit's `NSCollectionLayoutSize` in Play SRG's
                    // previews) would make an empty canvas: the view is sized to fit instead.
                    if v.isStub { unknown = true }
                    let value = v.isStub ? 0 : try cgFloat(v, at: arg.offset)
                    if arg.label == "width" { size.width = value } else if arg.label == "height" { size.height = value }
                }
                if unknown {
                    warn(
                        "the preview's fixed size has no value Plumb can compute: the view is sized to fit",
                        at: a.offset)
                    result.layout = .sizeThatFits
                } else {
                    result.layout = .fixed(width: size.width, height: size.height)
                }
            default: continue
            }
        }
        return result
    }

    /// A preview's view; the preview becomes the program's chosen one.
    func evaluate(_ preview: Preview) throws(Diagnostic) -> AnyView {
        chosenPreview = preview
        // A `PreviewProvider`'s previews see its static members (`static let item = ...`).
        let scope = preview.provider.map { Scope(parent: globals, selfValue: .type($0.name)) } ?? globals
        return try nested(at: preview.offset) { () throws(Diagnostic) in
            list(try evaluateBuilder(preview.body, in: scope))
        }
    }
}
