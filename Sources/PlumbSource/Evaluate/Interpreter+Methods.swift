import Foundation
import PlumbCore

// Methods: `base.name(...)` on a value of any kind (a string, a collection, a Foundation value, a
// user type's instance, a view), and the stub a method Plumb does not know gives.

extension Interpreter {
    /// Methods of `Font` that give a font: `.title.bold()`, `.body.monospaced()`.
    static let fontMethods: Set<String> = ["bold", "italic", "weight", "monospacedDigit", "monospaced", "width"]
}

extension Interpreter {
    /// `base.name(...)`.
    func callMember(_ name: String, on base: Value, _ args: inout Arguments, in scope: Scope, at offset: Int)
        throws(Diagnostic) -> Value
    {
        touch(base)
        // Index methods of strings (`text.range(of:)`); a substring's other methods are its
        // string's (Foundation/StringIndices.swift).
        if let v = try stringIndexCall(name, on: base, &args, at: offset) { return v }
        if case .string(let s) = base, let v = try regexCall(name, on: s, &args, at: offset) { return v }
        if case .string(let s) = base, let v = stringDataCall(name, on: s, &args) { return v }
        if case .foundation(let sub as Substring) = base {
            return try callMember(name, on: .string(String(sub)), &args, in: scope, at: offset)
        }
        if case .color(let c) = base, let v = try colorComponentsCall(name, of: c, &args) { return v }
        if let v = try factoryCall(name, on: base, &args, at: offset) { return v }
        // Optional's `map` and `flatMap` on a value that is not a collection: nil stays nil.
        // (A publisher's `map` and `flatMap` are its operators: below.)
        if name == "map" || name == "flatMap", sequence(base) == nil, !isView(base), !Interpreter.isPublisher(base) {
            if case .none = base {
                args.takeAll()
                return .none
            }
            // A stub made by a collection's method (`transcript.enumerated()`) is a collection:
            // mapped, a stub still, which a declared `[Element]` reads as typical elements.
            if case .stub(let text) = base,
                Interpreter.collectionStubMethods.contains(where: { text.hasSuffix(".\($0)(...)") })
            {
                args.takeAll()
                return .stub(text + "." + name + "(...)")
            }
            if let c = args.takeClosure() ?? args.takeUnlabeled() {
                if case .closure(let closure) = c.value { return try callValueClosure(closure, [base], at: offset) }
                // `description.map(\.sentenceCase)`: the key path followed from the value.
                if case .keyPath(let path) = c.value { return try follow(path, from: base, at: offset) }
            }
        }
        // `.number.precision(.fractionLength(2))`: a format style (Foundation/FormatStyles.swift).
        if let style = formatStyleStep(name, on: base, &args) { return style }
        // A method an extension of Optional adds (`name.orWhenNilOrEmpty("")`): on any value a
        // view reads, present or nil, as Swift promotes it to an optional. (Not inside itself:
        // ProtonDrive's `extension Optional where Wrapped == Flags { func contains(_ m: Wrapped)
        // -> Bool { self?.contains(m) ?? false } }` calls the unwrapped value's own `contains`.)
        if !isView(base), !ownsMember(name, base, function: true), let ext = builtinExtensions["Optional"],
            let f = overload(
                ext.functions.filter { $0.name == name && !$0.isStatic && !runningFunctions.contains($0.offset) }, args),
            accepts(f, args)
        {
            return try callFunction(f, on: base, &args, at: offset)
        }
        // `accountBadgeView.fixedSize(...)` of a `var accountBadgeView: Text?` that is nil: an
        // optional view is a view, and a nil one (no subview) keeps nothing a modifier could
        // wrap, so the modified view is still nothing.
        if case .none = base, isViewModifierName(name) {
            args.takeAll()
            return .none
        }
        switch base {
        case .type(let typeName):
            return try staticCall(typeName, name, &args, at: offset)
        case .foundation(let f):
            if let glass = f as? Glass {
                let e = args.takeUnlabeled()
                args.takeAll()
                if name == "tint" {
                    if case .none? = e?.value { return .foundation(glass.tint(nil)) }
                    return .foundation(
                        glass.tint(try e.map { e throws(Diagnostic) in try color(e.value, at: e.offset) }))
                }
                return .foundation(glass)
            }
            if let image = f as? KingfisherImage {
                return try kingfisherMember(name, image, &args, in: scope, at: offset)
            }
            if let v = try foundationCall(name, on: f, &args, at: offset) { return v }
        case .text(let t):
            do {
                // (Not where an extension's modifier of that name takes a value of the files' type:
                // MBTA's `font(_ typography: Typography)`, applied as a view's.)
                if !hasDeclaredTypeOverload(name, args),
                    let modified = try textModifier(name, t, &args, at: offset)
                {
                    return .text(modified)
                }
            } catch let failure {
                // Another overload (an extension in a file not read): the Text stays as it is.
                if failure.kind == .limit { throw failure }
                args.takeAll()
                warn("'\(name)' is ignored: \(failure.message)", at: offset, kind: args.holdsStub ? .stub : .error)
                return base
            }
        case .image(let image):
            // `uiImage.jpegData(compressionQuality: 0.8)`, `pngData()`: the image's encoded
            // data, which `UIImage(data:)` decodes back to it, so the image travels as itself.
            if ["jpegData", "pngData", "heicData"].contains(name) {
                args.takeAll()
                return base
            }
            if let modified = try imageMember(name, image, &args, at: offset) { return modified }
        case .path(let p):
            if let v = try pathMember(name, p, &args, at: offset) { return v }
            return try callMember(name, on: .shape(AnyShape(p)), &args, in: scope, at: offset)
        // (Not `self.init(...)`, another initializer of the shape run on it.)
        case .instance(let i)
        where i.type.isShape && name != "init" && !i.type.functions.contains(where: { $0.name == name }):
            return try callMember(name, on: .shape(try interpretedShape(i, at: offset)), &args, in: scope, at: offset)
        case .shape(let s):
            if let v = try shapeMember(name, s, &args, at: offset) { return v }
            if let (content, paint) = try paintArguments(name, &args) { return .views([painted(s, content, paint)]) }
        // `LinearGradient(...).opacity(0.5)` in a fill (CubeTime's glow): `ShapeStyle`'s
        // `opacity(_:)`, a style still; used as a view, the gradient fades as a view would.
        case .style(let style) where name == "opacity" && args.entries.count == 1:
            let o = args.takeUnlabeled()!
            return .style(AnyShapeStyle(style.opacity(try double(o.value, at: o.offset))))
        case .color(let c):
            // (UIKit's `withAlphaComponent(0.5)` is SwiftUI's `opacity(0.5)`.)
            if name == "opacity" || name == "withAlphaComponent", let o = args.takeUnlabeled() {
                return .color(c.opacity(try double(o.value, at: o.offset)))
            }
            // `UIColor.resolvedColor(with: traits)`: a colour is drawn as its scheme asks when it
            // is drawn; resolving it early keeps it.
            if name == "resolvedColor", args.take("with") != nil { return base }
            // DynamicColor's `lighter(amount:)`... (DynamicColor.swift), unless an extension
            // of the files declares the method.
            if !["Color", "UIColor"].contains(where: {
                builtinExtensions[$0]?.functions.contains { $0.name == name } ?? false
            }),
                let v = try dynamicColorCall(name, on: c, &args)
            {
                return v
            }
            // `color.resolve(in: environment)` (iOS 17): its components in the environment a
            // picture is drawn in, the default one (as user shape styles are resolved,
            // UserShapeStyles.swift).
            if name == "resolve", args.take("in") != nil {
                return .foundation(c.resolve(in: EnvironmentValues()))
            }
        case .font(let f):
            switch name {
            case "bold": return .font(f.bold())
            case "italic": return .font(f.italic())
            case "monospacedDigit": return .font(f.monospacedDigit())
            case "monospaced": return .font(f.monospaced())
            // (Measured at the standard width: Font.Width.)
            case "width" where args.takeUnlabeled() != nil: return .font(f.width(.standard))
            case "weight":
                guard let w = args.takeUnlabeled() else { throw error("missing weight", at: offset) }
                return .font(f.weight(try weight(w.value, at: w.offset)))
            default: break
            }
        case .instance(let instance):
            // UIKit's standard views do nothing a still picture shows (UIKitControls.swift).
            if Interpreter.isUIKitRecord(instance) {
                args.takeAll()
                return .void
            }
            // An instance method before a class method of the same name.
            let named = instance.type.functions.filter { $0.name == name }
            if let f = overload(named.filter { !$0.isStatic } + named.filter(\.isStatic), args) {
                return try callFunction(f, on: base, &args, at: offset)
            }
            if name == "init" {
                // `self.init(...)` inside an initializer: another one runs on the same instance.
                try delegateInitializer(instance, &args, at: offset)
                return .void
            }
            if let closure = instance.properties[name], case .closure(let c) = closure {
                let result = try callClosure(c, args, at: offset)
                args.takeAll()
                return result
            }
            // A closure property no one gave (a stubbed root view's `content: (Element) -> Content`):
            // its result is a stub, never the instance again.
            if let stored = instance.properties[name] {
                switch stored {
                case .opaque, .stub:
                    args.takeAll()
                    return .stub(name + "(...)")
                default: break
                }
            }
        case .enumCase(let e):
            if let f = overload(e.type.functions.filter { $0.name == name }, args) {
                return try callFunction(f, on: base, &args, at: offset)
            }
            // `store.tab.is(\.recommendation)`: swift-case-paths' `is` on a `@CasePathable`
            // enum (TCA's state and actions), whether the value is that case.
            if name == "is", args.entries.count == 1, case .keyPath(let keys) = args.entries[0].value, keys.count == 1 {
                args.takeAll()
                return .bool(e.name == keys[0])
            }
        case .stub(let text):
            if let image = try kingfisherFactory(text, name, &args, at: offset) { return image }
            if args.entries.isEmpty, let cased = Interpreter.casedStub(text, name) { return cased }
            // `L10n.itemsCount(3)`, `R.string.localizable.aboutRateUs()`: generated accessors.
            if let v = try generatedString(text + "." + name, arguments: args) {
                args.takeAll()
                return v
            }
            // `R.color.brand()`, `R.image.logo()`: R.swift's UIKit accessors, the same asset.
            if args.entries.allSatisfy({ $0.label == "compatibleWith" }), let v = generatedAsset(text + "." + name) {
                args.takeAll()
                return v
            }
            if name == "localizedString", let v = try bundleLocalizedString(&args) { return v }
            // `CLLocation(latitude:longitude:).distanceFromUser()`: a method the files add to a
            // framework type Plumb lacks, on a value made by that type's initializer: the
            // files' method, run with the stub as `self` (Berkeley Mobile's distances).
            if let open = text.firstIndex(of: "("), text.hasSuffix("(...)") || stubRecords[text] != nil,
                text.first?.isUppercase == true,
                case let type = String(text[..<open]), types[type] == nil,
                let f = overload(
                    builtinExtensions[type]?.functions.filter { $0.name == name && !$0.isStatic } ?? [], args)
            {
                return try callFunction(f, on: base, &args, at: offset)
            }
            if Interpreter.keepsStub(name) {
                args.takeAll()
                return base
            }
            // A modifier says the stub is a view: its placeholder takes the modifier. Not a
            // method of a library modifier's name that no signature of it takes
            // (KeychainAccess's `Keychain(service:).accessibility(.afterFirstUnlock)`).
            if isViewModifierName(name), libraryTakesLabels(name, args) {
                return try applyModifier(name, to: .views(try viewList(base, at: offset)), &args, at: offset)
            }
            // `DTOv1.Signal(appID: ..., type: "newSessionBegan")`: a type a package nests, made
            // with labels: a record of its arguments (``stubRecords``).
            let entries = args.entries
            args.takeAll()
            if name.first?.isUppercase == true, let record = stubRecord(text + "." + name + "(...)", entries) {
                return record
            }
            return .stub(text + "." + name + "(...)")
        case .opaque("publisher"):
            // A publisher's operators make publishers; subscribing makes a cancellable that is
            // never called back in a still picture.
            args.takeAll()
            return ["sink", "assign"].contains(name) ? .opaque("cancellable") : .opaque("publisher")
        case .opaque(let description):
            if let v = windowMethod(name, of: description, &args, at: offset) { return v }
            // A gesture's callbacks and combinations (`DragGesture().onChanged { }.onEnded { }`,
            // `.simultaneously(with:)`) make a gesture; the callbacks never run in a picture.
            if description.hasSuffix("Gesture") {
                args.takeAll()
                return base
            }
            if description == "NotificationCenter.default", name == "publisher" {
                args.takeAll()
                return .opaque("publisher")
            }
            // `Bundle.main.localizedString(forKey:value:table:)`.
            if name == "localizedString", let v = try bundleLocalizedString(&args) { return v }
            // `UIFontMetrics.default.scaledValue(for: 12)`, `.scaledFont(for: uiFont)`: UIKit
            // scales the value or font as the body style scales with Dynamic Type; at the default
            // size (large), by 1: the value, the font.
            if description.hasPrefix("UIFontMetrics"), name == "scaledValue" || name == "scaledFont",
                let value = args.take("for")
            {
                args.takeAll()
                return value.value
            }
            // `queue.sync { cache[key] }`, `lock.withLock { value }`: the work runs now, on
            // the one thread a picture has, and its value is the call's; `async` work comes
            // after the first frame and runs only in an action (AppearActions.swift).
            if Interpreter.workRunningObjects.contains(description),
                ["sync", "withLock"].contains(name), let work = args.takeClosure(), case .closure(let c) = work.value
            {
                args.takeAll()
                return try callValueClosure(c, [], at: offset)
            }
            // `DispatchQueue.main.async { ... }` in an action: its work runs as the action's.
            if runningActions, description.hasPrefix("DispatchQueue"), ["async", "asyncAfter"].contains(name),
                let work = args.take("execute") ?? args.takeClosure(), case .closure(let c) = work.value
            {
                runAppearAction(c, at: offset)
            }
            args.takeAll()
            return .void
        case .proxy(let proxy):
            if name == "frame", let space = args.take("in") {
                return .rect(proxy.frame(in: try coordinateSpace(space.value, at: space.offset)))
            }
        // `.init(uiColor: .secondarySystemGroupedBackground).opacity(0.001)` where a colour is
        // expected: the colour the library's initializer makes, faded.
        case .symbol("init", _?, let at) where name == "opacity":
            return try callMember(name, on: .color(try color(base, at: at)), &args, in: scope, at: offset)
        // `Animation.easeIn(duration: 0.3).delay(0.7)`, `.spring().repeatForever()`: the
        // animation, whose timing a still picture never shows (the library's methods return
        // it unchanged in all but its duration).
        case .symbol(let symbol, _, _)
        where Interpreter.animationMethods.contains(name)
            && Interpreter.animationNames.contains(symbol):
            args.takeAll()
            return base
        case .symbol(let symbol, nil, let at):
            // `.DS.Background.accent.lighten(by: 0.03)`: a colour through types nested in an
            // extension of `Color`, whose method is called.
            if symbol.contains("."), symbol.first?.isUppercase == true, let c = try extensionColor(symbol, at: at) {
                return try callMember(name, on: .color(c), &args, in: scope, at: offset)
            }
            // `.red.opacity(0.5)`, `.system(size: 9).bold()`: resolve by what the member needs.
            if name == "opacity" {
                return try callMember(name, on: .color(try color(base, at: at)), &args, in: scope, at: offset)
            }
            if Interpreter.fontMethods.contains(name) {
                return try callMember(name, on: .font(try font(base, at: at)), &args, in: scope, at: offset)
            }
            // `.regular.tint(.blue)`, `.clear.interactive()`: a Liquid Glass.
            if let glass = Glass.named(symbol), name == "tint" || name == "interactive" {
                return try callMember(name, on: .foundation(glass), &args, in: scope, at: offset)
            }
            // `.glassProminent.shadow(false)`: the one static member of that name the files
            // declare (`extension BackportButtonStyle where Self == ... { static var
            // glassProminent: Self }`), whose method is called.
            if let resolved = try uniqueStaticMember(symbol, at: at) {
                return try callMember(name, on: resolved, &args, in: scope, at: offset)
            }
        case .symbol(_, _?, let at):
            if Interpreter.fontMethods.contains(name) {
                return try callMember(name, on: .font(try font(base, at: at)), &args, in: scope, at: offset)
            }
        default:
            break
        }
        // A method an extension adds to a library type, where its labels take these
        // arguments: `mints.filter { ... }` is the library's beside an app's `filter(not:)`.
        // (On an array, one running calls the library's of its name: Canvas's `extension
        // Array<String?> { func joined(separator:) { compactMap { $0 }.joined(separator:) } }`
        // joins the `[String]` its `compactMap` makes with the library's, not with itself.)
        let isArray = { if case .array = base { true } else { false } }()
        if let typeName = builtinTypeName(of: base), let ext = builtinExtensions[typeName],
            let f = overload(
                ext.functions.filter {
                    $0.name == name && !$0.isStatic && accepts($0, args)
                        && !(isArray && runningFunctions.contains($0.offset))
                }, args)
        {
            return try callFunction(f, on: base, &args, at: offset)
        }
        if isView(base) { return try applyModifier(name, to: base, &args, at: offset) }
        if let v = try layoutCall(name, on: base, &args, at: offset) { return v }
        if case .dictionary(let pairs) = base, let v = try dictionaryCall(name, pairs, &args, at: offset) { return v }
        if let v = try collectionCall(name, on: base, &args, at: offset) { return v }
        if let v = bindingMethod(name, on: base, &args) { return v }
        if name == "formatted" {
            let style = args.takeUnlabeled()
            args.takeAll()
            return .string(try format(base, style?.value, at: offset))
        }
        if let v = try storeMethod(name, on: base, &args, at: offset) { return v }
        if let v = try bindingExtensionCall(name, on: base, &args, at: offset) { return v }
        // `entry.title?.htmlUnescape()` (wallabag, the HTMLEntities package): a package's
        // method of a string with no arguments, most often a transform of it (escaping,
        // cleaning, casing), is a stub that shows the string rather than the method's name.
        if case .string(let text) = base, args.entries.isEmpty, !text.isEmpty {
            warn(
                "a string has no method '\(name)' Plumb knows (a package's?): using a stub that shows the string",
                at: offset, kind: .stub)
            return .stub(text)
        }
        args.takeAll()
        warn("\(base.kind) has no method '\(name)' Plumb knows: using a stub", at: offset, kind: .stub)
        return .stub(name + "(...)")
    }
}

extension Interpreter {
    /// `UIColor(color).getRed(&r, green: &g, blue: &b, alpha: &a)` and `getHue(_:saturation:
    /// brightness:alpha:)`: the colour's components (its light appearance) written to the
    /// variables given, and `true`; nil for another method.
    func colorComponentsCall(_ name: String, of c: Color, _ args: inout Arguments) throws(Diagnostic) -> Value? {
        let components: [Double]
        switch name {
        case "getRed": components = [c.red, c.green, c.blue, c.opacity]
        case "getHue":
            let (r, g, b) = (c.red, c.green, c.blue)
            let maximum = Swift.max(r, g, b), minimum = Swift.min(r, g, b), delta = maximum - minimum
            var hue = 0.0
            if delta > 0 {
                if maximum == r {
                    hue = ((g - b) / delta).truncatingRemainder(dividingBy: 6)
                } else if maximum == g {
                    hue = (b - r) / delta + 2
                } else {
                    hue = (r - g) / delta + 4
                }
                hue /= 6
                if hue < 0 { hue += 1 }
            }
            components = [hue, maximum == 0 ? 0 : delta / maximum, maximum, c.opacity]
        default: return nil
        }
        guard args.entries.count == 4 else { return nil }
        for (entry, value) in zip(args.entries, components) { try entry.writeBack?(.float(value)) }
        args.takeAll()
        return .bool(true)
    }
}

extension Interpreter {
    /// `prefs.binding(\.pins).animation()`: a binding's `animation(_:)` and `transaction(_:)`
    /// make a binding, a view's a view; on a stub, the stub stays a stub, which becomes a
    /// placeholder only where a view is needed (a Toggle's `isOn:` reads it as false).
    static func keepsStub(_ method: String) -> Bool { method == "animation" || method == "transaction" }
}

extension Interpreter {
    /// Whether a value is a Combine publisher (`.opaque("publisher")`).
    static func isPublisher(_ value: Value) -> Bool {
        if case .opaque("publisher") = value { return true }
        return false
    }
}

extension Interpreter {
    /// `Animation`'s instance methods (`delay(_:)`, `speed(_:)`, `repeatCount(_:autoreverses:)`,
    /// `repeatForever(autoreverses:)`, `logicallyComplete(after:)`), and the names of the
    /// animations they are called on, as the library and SwiftUI declare them.
    static let animationMethods: Set<String> = ["delay", "speed", "repeatCount", "repeatForever", "logicallyComplete"]
    static let animationNames: Set<String> = [
        "default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "interactiveSpring", "interpolatingSpring",
        "bouncy", "smooth", "snappy", "timingCurve",
    ]
}
