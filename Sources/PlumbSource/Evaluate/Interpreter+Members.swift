import Foundation
import PlumbCore

extension Interpreter {
    /// `base.name` (not called).
    func member(_ name: String, of base: Value, at offset: Int, unwrapped: Bool = false) throws(Diagnostic) -> Value {
        touch(base)
        // `model.$title` passes a binding: Plumb reads it as the value.
        if name.hasPrefix("$") { return try member(String(name.dropFirst()), of: base, at: offset) }
        if let v = layoutMember(name, of: base, at: offset) { return v }
        if let v = stringIndexMember(name, of: base) { return v }
        if case .closure = base, let v = factoryProperty(name, on: base, at: offset) { return v }
        // A text style's font's `pointSize` (UIKit's `preferredFont(forTextStyle:)`): its size
        // at the default Dynamic Type size.
        if name == "pointSize", case .font(let f) = base, let style = f.textStyle {
            return .float(Double(style.pointSize(for: .large)))
        }
        if let f = viewExtensionProperties[name], base.isViewLike {
            var none = Arguments.none(at: offset)
            return try callFunction(f, on: .views([try view(base, at: offset)]), &none, at: offset)
        }
        // A property an extension of Optional adds (`title.isNilOrEmpty`), present or nil,
        // unless the present value's own type has one of that name (Swift picks `String`'s
        // `nilIfEmpty` for a `String`, inside `Optional<String>`'s `nilIfEmpty` too).
        if !unwrapped, !base.isViewLike, !ownsMember(name, base, function: false),
            let v = try extensionProperty("Optional", name, of: base, at: offset)
        {
            return v
        }
        switch base {
        case .type(let typeName):
            return try staticMember(typeName, name, at: offset)
        case .instance(let instance):
            if let v = instance.properties[name] { return v }
            if let p = instance.type.properties.first(where: { $0.name == name && !$0.isStatic }) {
                if let v = try lazyValue(p, of: instance) { return v }
                return try computedProperty(p, of: base, at: offset)
            }
            if let v = try extensionProperty(instance.type.name, name, of: base, at: offset) { return v }
            // `@dynamicMemberLookup`: `sublet.title` is `sublet[dynamicMember: \.title]`.
            if instance.type.attributes.contains(where: { $0.name == "dynamicMemberLookup" }),
                let lookup = instance.type.subscripts.first(where: { $0.parameters.first?.label == "dynamicMember" })
            {
                var args = Arguments(
                    [.init(label: "dynamicMember", value: .keyPath([name]), offset: offset)], at: offset)
                return try callFunction(lookup, on: base, &args, at: offset)
            }
            if name == "id" { return .opaque("\(instance.type.name).id") }
            // An `ObservableObject`'s publisher (`model.objectWillChange.sink { ... }`), which
            // publishes nothing in a still picture.
            if name == "objectWillChange", instance.type.kind == .classType { return .opaque("publisher") }
        case .enumCase(let e):
            if let p = e.type.properties.first(where: { $0.name == name && !$0.isStatic }) {
                return try computedProperty(p, of: base, at: offset)
            }
            switch name {
            case "rawValue": return try rawValue(of: e, at: offset)
            case "id", "self": return base
            default: break
            }
            if let i = e.values.firstIndex(where: { $0.label == name }) { return e.values[i].value }
        case .stub(let text):
            if let entry = stubRecords[text]?.last(where: { $0.label == name }) { return entry.value }
            // `L10n.About.rateUs`: SwiftGen's accessor of a key the app's strings have.
            if let v = try generatedString(text + "." + name, arguments: nil) { return v }
            if let v = generatedAsset(text + "." + name) { return v }
            if isGeneratedNamespace(text + "." + name) { return .stub(text + "." + name) }
            // `details.localizedUppercase` of a stub: the stub as shown, uppercased, so it still
            // reads as the data (`DETAILS`), not as the member's name.
            if let cased = Interpreter.casedStub(text, name) { return cased }
            return .stub(text + "." + name)
        case .tuple(let elements):
            if let e = elements.first(where: { $0.label == name }) { return e.value }
        case .foundation(let f):
            if let v = try foundationMember(name, of: f, at: offset) { return v }
        case .proxy(let proxy):
            switch name {
            case "size": return .size(proxy.size)
            case "safeAreaInsets": return .insets(proxy.safeAreaInsets)
            default: break
            }
        case .size(let s):
            switch name {
            case "width": return .float(Double(s.width))
            case "height": return .float(Double(s.height))
            default: break
            }
        case .point(let p):
            switch name {
            case "x": return .float(Double(p.x))
            case "y": return .float(Double(p.y))
            default: break
            }
        case .unitPoint(let u):
            switch name {
            case "x": return .float(Double(u.x))
            case "y": return .float(Double(u.y))
            default: break
            }
        case .rect(let r):
            let values: [String: CGFloat] = [
                "width": r.width, "height": r.height, "minX": r.minX, "midX": r.midX, "maxX": r.maxX,
                "minY": r.minY, "midY": r.midY, "maxY": r.maxY,
            ]
            if let v = values[name] { return .float(Double(v)) }
            if name == "size" { return .size(r.size) }
            if name == "origin" { return .point(r.origin) }
        case .path(let p):
            // `Path`'s properties: `boundingRect`, `currentPoint`, `isEmpty`.
            switch name {
            case "boundingRect": return .rect(p.boundingRect)
            case "currentPoint": return p.currentPoint.map { .point($0) } ?? .none
            case "isEmpty": return .bool(p.isEmpty)
            // `UIBezierPath(...).cgPath` (ShapeBuiltins.swift): the path itself.
            case "cgPath": return base
            default: break
            }
        case .insets(let i):
            // UIKit's `UIEdgeInsets` (a window's safe area) names the sides `left` and `right`.
            let values: [String: CGFloat] = [
                "top": i.top, "leading": i.leading, "bottom": i.bottom, "trailing": i.trailing, "left": i.leading,
                "right": i.trailing,
            ]
            if let v = values[name] { return .float(Double(v)) }
        case .dimensions(let d):
            switch name {
            case "width": return .float(Double(d.width))
            case "height": return .float(Double(d.height))
            default: break
            }
        case .range(let lo, let hi, let closed):
            switch name {
            case "count":
                guard let n = Value.count(lo, hi) else { throw overflow("(\(lo)..<\(hi)).count", at: offset) }
                return .int(n)
            case "lowerBound": return .int(lo)
            case "upperBound": return .int(closed ? hi - 1 : hi)
            default: break
            }
        case .dictionary(let pairs):
            switch name {
            case "count": return .int(pairs.count)
            case "isEmpty": return .bool(pairs.isEmpty)
            case "keys": return .array(pairs.map(\.key))
            case "values": return .array(pairs.map(\.value))
            default: break
            }
        case .color(let c) where name == "gradient":
            // `Color.orange.gradient`: the colour's standard gradient (an AnyGradient).
            return .style(AnyShapeStyle(c.gradient))
        case .color where name == "cgColor" || name == "ciColor":
            // `uiColor.cgColor`: the same colour, as CoreGraphics holds it (`Color(cgColor:)` and
            // `UIColor(cgColor:)` read it back).
            return base
        // SwiftGen's and Tuist's asset accessors read where their generated file is not in the
        // tree (`MailResourcesAsset.check.swiftUIImage`, `Asset.brand.color`): the asset
        // itself, whichever framework's type the member names.
        case .color where name == "swiftUIColor" || name == "color":
            return base
        case .image where name == "swiftUIImage" || name == "image":
            return base
        // `UIDevice.current`: the device drawn on, a phone or (a canvas 600 wide or more) a pad
        // (its members: `deviceMembers`).
        case .opaque("UIDevice.current"):
            let pad = canvas.width >= 600
            switch name {
            case "userInterfaceIdiom": return .symbol(pad ? "pad" : "phone", arguments: nil, at: offset)
            case "model", "localizedModel", "name": return .string(pad ? "iPad" : "iPhone")
            case "systemName": return .string("iOS")
            case "orientation": return .symbol("portrait", arguments: nil, at: offset)
            default:
                // An extension's property (`UIDevice.current.isIpad`), else a stub, as the rest
                // of the device is unknown here.
                if let p = builtinExtensions["UIDevice"]?.properties.first(where: {
                    $0.name == name && !$0.isStatic && $0.body != nil
                }) {
                    return try computedProperty(p, of: base, at: offset)
                }
                return .stub("UIDevice.current." + name)
            }
        // The application, its scene and its window (AppWindow.swift).
        case .opaque(let d) where d != "UIScreen.main" && Interpreter.windowObjects[d] != nil:
            if let v = windowMember(name, of: d, at: offset) { return v }
        case .opaque("UIScreen.main"):
            if name == "bounds" {
                warn(
                    "UIScreen.main.bounds is the canvas here; prefer GeometryReader or containerRelativeFrame",
                    at: offset)
                return .rect(CGRect(origin: .zero, size: canvas))
            }
            // `1.0 / UIScreen.main.nativeScale` (Arc Mini's hairlines): the device's pixels a
            // point, 3 on every phone Plumb draws by default and 2 on iPads (as UIDevice.current
            // is a pad above 600 points wide; an iPhone SE's 2 is not told apart).
            if name == "scale" || name == "nativeScale" { return .float(canvas.width > 600 ? 2 : 3) }
        case .symbol(let s, nil, let at)
        where Interpreter.isSymbolVariantChain(s, name) || Interpreter.isSymbolEffectChain(s, name):
            return .symbol(s + "." + name, arguments: nil, at: at)
        // `.Mock.sample` where a `Credential` goes: a member of a type nested in the expected
        // type (`Credential.Mock.sample`), which only the place it is given says: kept as one
        // implicit member for the declared type to read (`bindingValue`).
        case .symbol(let s, nil, let at)
        where s.first?.isUppercase == true && !s.contains(".") && types.keys.contains(where: { $0.hasSuffix("." + s) })
            && nestedPath([s], hasMember: name):
            return .symbol(s + "." + name, arguments: nil, at: at)
        // `sizeCategory.isAccessibilityCategory`, `dynamicTypeSize.isAccessibilitySize`: the library's answer.
        case .symbol(let s, nil, _) where name == "isAccessibilityCategory" || name == "isAccessibilitySize":
            if name == "isAccessibilityCategory", let c = ContentSizeCategory.allCases.first(where: { "\($0)" == s }) {
                return .bool(c.isAccessibilityCategory)
            }
            if name == "isAccessibilitySize", let d = DynamicTypeSize.allCases.first(where: { "\($0)" == s }) {
                return .bool(d.isAccessibilitySize)
            }
        // `.custom.footnote` where a font goes: the property of the one static an extension of a
        // library type declares by that name (`extension Font { static let custom = CustomFonts() }`).
        case .symbol(let s, nil, let at) where uniqueExtensionStatic(s) != nil:
            let ext = uniqueExtensionStatic(s)!
            if let owner = try userMember(ext, s, nil, at: at) {
                if case .symbol = owner {} else { return try member(name, of: owner, at: offset) }
            }
        // `angle.radians` of `.degrees(90)`: the angle's measure.
        case .symbol(let s, let args?, let at)
        where (s == "degrees" || s == "radians") && args.entries.count == 1
            && (name == "degrees" || name == "radians"):
            let angle = try self.angle(base, at: at)
            return .float(name == "degrees" ? angle.degrees : angle.radians)
        case .symbol(let s, nil, _) where name == "gradient" && Color.named(s) != nil:
            // `.orange.gradient` in a style position.
            return .style(AnyShapeStyle(Color.named(s)!.gradient))
        case .symbol(let s, _, let at):
            // A case of a type the files do not declare (a package's `AccountLocation.usa`)
            // whose property an extension of the files adds, in one type only: that property.
            // (`.init(...)` is no case: MBTA's `RoutePillSpec` made with `.init(route:...)` is not
            // the `RoutePickerPath` whose extension has a `textColor`.)
            // (Where the property cannot be read on that value, it was not one of the type's
            // cases: the stub below, as before.)
            // (None of these where a type nested in an extension is also named so: `.image.asset`
            // with Gem's `extension Sizing { struct image }` beside an enum's `case image`, an
            // `AssetImage` static and a package enum's extension `var asset`; the context's type
            // tells them apart, below.)
            let candidates = implicitMemberCandidates(s, name)
            let nested = candidates.nested
            if s != "init", !nested, let found = soleExtensionProperty(named: name), types[found.owner.name] == nil {
                do {
                    return try computedProperty(found.property, of: base, at: offset)
                } catch let failure {
                    if failure.kind == .limit { throw failure }
                }
            }
            // An implicit member whose type was not inferred (inside a tuple, `(icon: FontIcon,
            // font: FontAwesome)?`): the case of the one enum the files declare with that name.
            if case .symbol(_, nil, _) = base, !s.contains(".") {
                let enums = candidates.enums
                // Or the static property of the one type that declares it with a type that
                // has the member (Mlem's `icon: .settings.general`, `Icon.settings` a
                // `SettingsIcons`, beside a `NavigationPage.settings(_:)` case).
                let owners = candidates.owners
                // (An enum that declares no such member, where such a static exists, is not the one meant.)
                let enumHasMember =
                    enums.count == 1
                    && (["rawValue", "hashValue", "id"].contains(name)
                        || enums[0].properties.contains { $0.name == name }
                        || enums[0].functions.contains { $0.name == name })
                if enums.count == 1, !nested, enumHasMember || owners.count != 1,
                    enums[0].cases.first(where: { $0.name == s })?.associatedValues == nil
                {
                    return try member(name, of: .enumCase(EnumValue(type: enums[0], name: s, values: [])), at: offset)
                }
                if owners.count == 1, !nested, let owner = try userMember(owners[0], s, nil, at: at) {
                    if case .symbol = owner {} else { return try member(name, of: owner, at: offset) }
                }
            }
            // `.DS.Background.accent` where a `Color` is expected (Whisperboard's `extension
            // Color { enum DS { enum Background { static var accent } } }`): a path through
            // nested types, read where the expected type is known, as `.DS.neutral07100` is.
            // (Only where the first names a type the files nest somewhere: `.OpenVPN`, a case of
            // a type in a package no tree holds, has no member Plumb can know. Types named in
            // lower case are types too: Gem's `extension Sizing { struct image { static let
            // asset } }`, read as `size: CGFloat = .image.asset`.)
            if case .symbol(_, nil, _) = base, nested {
                return .symbol(s + "." + name, arguments: nil, at: at)
            }
            // `.init(onBack: {}, backButtonPresentation: .floating)` of a type no file declares
            // (MBTA's Kotlin `NavigationCallbacks`): a memberwise initializer's labels are its
            // properties' names, so the member of a label is the argument given for it.
            if s == "init", case .symbol(_, let given?, _) = base,
                let entry = given.entries.last(where: { $0.label == name })
            {
                return entry.value
            }
            // `phase.image` where `phase` holds `.failure(error)` (Gem's own cached image view
            // keeps an `AsyncImagePhase` in its state): the library enum's members, the image
            // in `.success` and the error in `.failure`, else nil.
            if name == "image" && s == "success" || name == "error" && s == "failure",
                case .symbol(_, let given?, _) = base, given.entries.count == 1
            {
                return given.entries[0].value
            }
            if name == "image" || name == "error", ["empty", "success", "failure"].contains(s) { return .none }
            // `.red.opacity` without a call is not a value; `.infinity` members are not either.
            warn("'.\(s)' has no member '\(name)' here: using a stub", at: at, kind: .stub)
            return .stub("." + s + "." + name)
        default:
            break
        }
        if let v = try collectionMember(name, of: base, at: offset) { return v }
        if case .number(let d, let i) = base, let v = try numberMember(name, d, i, at: offset) { return v }
        if let typeName = builtinTypeName(of: base), let v = try extensionProperty(typeName, name, of: base, at: offset)
        {
            return v
        }
        // A UIKit colour is a colour here (`UIColor { traits in ... }.color`, Gem's `extension
        // UIColor { var color: Color { Color(self) } }`): its extensions' properties too.
        if case .color = base, let v = try extensionProperty("UIColor", name, of: base, at: offset) { return v }
        // `id.uuidString`: a UUID's text (``Interpreter/valueConstructors``' `UUID()` makes one).
        if case .opaque(let d) = base, name == "uuidString" || name == "description", UUID(uuidString: d) != nil {
            return .string(d)
        }
        if let v = try environmentMember(name, of: base, at: offset) { return v }
        // `name.rawValue` of a string or number: no member of Swift's own types, so the value
        // stands for a wrapper of it whose wrapping Plumb does not keep (swift-tagged's
        // `typealias FontName = Tagged<Font, String>`, a `RawRepresentable` struct made from a
        // literal): its raw value is the value.
        if name == "rawValue" {
            switch base {
            case .string, .number: return base
            default: break
            }
        }
        if case .opaque(let d) = base { return .opaque(d + "." + name) }
        // A property of a UIKit record (a view, a representable's context) the code did not
        // set: UIKit's default, nil here (UIKitControls.swift draws with the defaults).
        if case .instance(let i) = base, Interpreter.isUIKitRecord(i) { return i.properties[name] ?? .none }
        // A TCA store is its state (ComposableArchitecture.swift): `store.state` is the store.
        if name == "state", isStore(base) || isEnumState(base) { return base }
        // `settings.wrappedValue` of a `Binding<SettingsStruct>` given to an initializer: a
        // binding is read as its value (Photo Club Hub's SettingsView).
        if name == "wrappedValue" { return base }
        // `Text(...).emojiText.size(12)`: a package's modifier namespace on a view (EmojiText's
        // `emojiText`), from a package not read: the view itself, so the namespace's
        // modifiers are kept as layout-neutral and the view is drawn, not a placeholder.
        if isView(base) {
            warn("a view has no member '\(name)' Plumb knows: the view is kept", at: offset, kind: .stub)
            return base
        }
        warn("\(base.kind) has no member '\(name)' Plumb knows: using a stub", at: offset, kind: .stub)
        return .stub(name)
    }

}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension Interpreter {
    /// The members of `UIDevice.current` Plumb answers (`member(_:of:)`).
    static let deviceMembers: Set<String> = [
        "userInterfaceIdiom", "model", "localizedModel", "name", "systemName", "orientation",
    ]

    /// The one extension of a library type that declares a static property `name`; nil where
    /// none or several do.
    func uniqueExtensionStatic(_ name: String) -> TypeDecl? {
        // (One declaration copied to the types that conform, `extension CGFloat`'s to `Double`
        // and `Int` (`conformingBuiltins`), is still one: the extension's own type is the one.)
        var found: (ext: TypeDecl, offset: Int)?
        for ext in builtinExtensions.values.sorted(by: { $0.offset < $1.offset }) {
            guard let p = ext.properties.first(where: { $0.name == name && $0.isStatic }) else { continue }
            if let found, found.offset != p.offset { return nil }
            if found == nil || ext.offset < found!.ext.offset { found = (ext, p.offset) }
        }
        return found?.ext
    }
}

extension Interpreter {
    /// For an implicit member `.s.name` whose type was not inferred: the enums of the files
    /// with a case `s`, the types with a static `s` whose type has `name`, and whether a path
    /// of nested types `s` has `name`; kept until `types` changes (every unknown design token of
    /// a large module looked them up again, scanning every type).
    func implicitMemberCandidates(_ s: String, _ name: String) -> (enums: [TypeDecl], owners: [TypeDecl], nested: Bool)
    {
        let key = s + "\u{0}" + name
        if let cached = implicitMemberCache[key] { return cached }
        let enums = distinctTypes.filter { $0.kind == .enumeration && $0.cases.contains { $0.name == s } }
        let owners = distinctTypes.filter { t in
            t.properties.contains { p in
                p.name == s && p.isStatic
                    && (p.type.map { types[$0.base]?.properties.contains { $0.name == name } ?? false } ?? true)
            }
        }
        let found = (enums, owners, nestedPath(s.split(separator: ".").map(String.init), hasMember: name))
        implicitMemberCache[key] = found
        return found
    }

    /// Whether a path of nested types (`DS.Background`), the first declared in a type of the
    /// files or an extension of a library type, ends in a type with a static member, nested
    /// type or case named `name`.
    func nestedPath(_ path: [String], hasMember name: String) -> Bool {
        guard let first = path.first else { return false }
        var candidates = types.values.filter { $0.name == first }
        for ext in builtinExtensions.values { candidates += ext.nestedTypes.filter { $0.name == first } }
        for type in types.values { candidates += type.nestedTypes.filter { $0.name == first } }
        return candidates.contains { start in
            var type = start
            for part in path.dropFirst() {
                guard let next = type.nestedTypes.first(where: { $0.name == part }) ?? types[type.name + "." + part]
                else { return false }
                type = next
            }
            return type.nestedTypes.contains { $0.name == name } || type.cases.contains { $0.name == name }
                || type.properties.contains { $0.isStatic && $0.name == name }
                || type.functions.contains { $0.isStatic && $0.name == name }
        }
    }
}

extension Interpreter {
    /// UIKit's text style an implicit member names (`.caption1`, `.title1`, `.body`), as
    /// SwiftUI's (`.caption`, `.title`); nil for another value.
    static func uiKitTextStyle(_ value: Value) -> Font.TextStyle? {
        guard case .symbol(let name, nil, _) = value else { return nil }
        return uiKitTextStyles[name]
    }

    static let uiKitTextStyles: [String: Font.TextStyle] = [
        "largeTitle": .largeTitle, "title1": .title, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption1": .caption,
        "caption2": .caption2,
    ]
}

extension Interpreter {
    /// The static functions named `name` of `type`, or, where it declares none, of the
    /// nearest superclass that does: `Self.duration(x)` in a superclass's initializer run for
    /// a subclass (Velik's `RideDetailsViewModel: RideViewModel`) is the superclass's.
    func staticFunctions(named name: String, of type: TypeDecl) -> [FunctionDecl] {
        var current = type
        for _ in 0..<16 {
            let found = current.functions.filter { $0.name == name && $0.isStatic }
            if !found.isEmpty { return found }
            guard let next = superclass(of: current) else { return [] }
            current = next
        }
        return []
    }

    /// The class of the files a class inherits from (its first conformance, without generic
    /// arguments), or `nil`: a struct, a root class, or a library superclass (`NSObject`).
    func superclass(of type: TypeDecl) -> TypeDecl? {
        let written = type.conformances.first ?? ""
        guard type.kind == .classType,
            let found = types[String(written.split(separator: "<").first ?? Substring(written))],
            found.kind == .classType, found.offset != type.offset
        else { return nil }
        return found
    }

    /// The computed instance property named `name` that one extension of a library type
    /// alone declares, with that extension; `nil` where none or several do.
    func soleExtensionProperty(named name: String) -> (owner: TypeDecl, property: PropertyDecl)? {
        var found: (owner: TypeDecl, property: PropertyDecl)?
        for ext in builtinExtensions.values {
            guard let p = ext.properties.first(where: { $0.name == name && !$0.isStatic && $0.body != nil }) else {
                continue
            }
            if found != nil { return nil }
            found = (ext, p)
        }
        return found
    }
}
