import Foundation
import PlumbCore

// Names: what a name means where it is read (a local, a property, a type, a file-level
// function or constant, a library type), the types nested in others, the user type a value is
// of, computed properties and method references, and the library's type names.

extension Interpreter {
    func lookup(_ name: String, in scope: Scope, at offset: Int) throws(Diagnostic) -> Value {
        // Locals, then `self`'s members, then the file's declarations: a property of the view
        // is found before a global of the same name (Swift Island's `ForEach(filter)` in a
        // view beside a file's `let filter = CIFilter.qrCodeGenerator()`).
        if let v = scope.lookup(name, below: globals) { return v }
        // An operator passed as a function: `reduce(0, +)`, `sorted(by: <)`.
        if let first = name.unicodeScalars.first, "+-*/%<>=!&|^~?".unicodeScalars.contains(first) {
            return .opaque("operator " + name)
        }
        if name == "self", let v = scope.selfValue { return v }
        if let instance = scope.instance {
            if let v = instance.properties[name] { return v }
            if let bound = instance.genericTypes[name] { return .type(bound) }
            if name.hasPrefix("_"), let v = instance.properties[String(name.dropFirst())] { return v }
            if let property = instance.type.properties.first(where: { $0.name == name && !$0.isStatic }) {
                if let v = try lazyValue(property, of: instance) { return v }
                return try computedProperty(property, of: .instance(instance), at: offset)
            }
            // A method passed by name (`items.filter(matches)`, `Button(action: save)`): a
            // closure that calls it on `self`, choosing among overloads by the arguments it
            // is called with.
            if let method = instance.type.functions.first(where: { $0.name == name && !$0.isStatic }) {
                return .closure(Interpreter.methodReference(method, in: Scope(parent: globals, instance: instance)))
            }
        }
        if let v = scope.lookup(name) { return v }
        if let selfValue = scope.selfValue, let type = declaration(of: selfValue),
            let property = type.properties.first(where: { $0.name == name && !$0.isStatic && $0.body != nil })
        {
            return try computedProperty(property, of: selfValue, at: offset)
        }
        // A property `extension View` adds, read unqualified in a view (Swift Island's
        // `if !isPreview { await fetch() }`): called on `self`, the instance as it is.
        if case .instance(let instance)? = scope.selfValue, instance.isView, let f = viewExtensionProperties[name] {
            var none = Arguments.none(at: offset)
            return try callFunction(f, on: .instance(instance), &none, at: offset)
        }
        // An enum case's raw value, unqualified (`var name: String { rawValue }` in
        // an extension of a `String` enum).
        if case .enumCase(let e)? = scope.selfValue, name == "rawValue" { return try rawValue(of: e, at: offset) }
        // Members of a built-in receiver, unqualified (`count`, `startIndex` in `extension String`).
        if let receiver = scope.lookup("self view") ?? scope.selfValue, builtinTypeName(of: receiver) != nil,
            let v = try { () throws(Diagnostic) -> Value? in
                if let index = stringIndexMember(name, of: receiver) { return index }
                return try collectionMember(name, of: receiver, at: offset)
            }()
        {
            return v
        }
        // An extension's property of a built-in receiver, or a Foundation value's own
        // (`normalGlucoseNotification` in `extension UserDefaults`, `year` in `extension Date`).
        if let receiver = scope.lookup("self view") ?? scope.selfValue, let typeName = builtinTypeName(of: receiver) {
            if let v = try extensionProperty(typeName, name, of: receiver, at: offset) { return v }
            if case .foundation(let f) = receiver, let v = try foundationMember(name, of: f, at: offset) { return v }
        }
        // `userInterfaceIdiom` unqualified in an extension of `UIDevice`: the device's.
        if case .opaque("UIDevice.current")? = scope.selfValue,
            Interpreter.deviceMembers.contains(name)
                || builtinExtensions["UIDevice"]?.properties.contains(where: { $0.name == name && !$0.isStatic })
                    == true
        {
            return try member(name, of: .opaque("UIDevice.current"), at: offset)
        }
        // Static members of the enclosing type, unqualified.
        if let type = scope.selfValue.flatMap({ declaration(of: $0) ?? typeDecl(of: $0) }),
            let v = try userMember(type, name, nil, at: offset)
        {
            return v
        }
        if let key = nestedTypeKey(name, in: scope) { return .type(key) }
        if let v = globals.lookup(name) { return v }
        // `typealias DisplayStrings = Strings.Settings` inside the enclosing type: its own
        // alias, before another type's of the same name.
        if types[name] == nil, let aliased = nestedAlias(name, in: scope), aliased != name {
            let last = aliased.split(separator: ".").last.map(String.init) ?? aliased
            if types[aliased] != nil { return .type(aliased) }
            if types[last] != nil { return .type(last) }
        }
        // `typealias Unit = CoveCore.BitcoinUnit`: `Unit.sat` is the named type's (its module
        // left out).
        if types[name] == nil, let aliased = typeAliases[name]?.base {
            let last = aliased.split(separator: ".").last.map(String.init) ?? aliased
            if types[aliased] != nil { return .type(aliased) }
            if types[last] != nil { return .type(last) }
            if let library = libraryAlias(name) { return .type(library) }
        }
        // A file-level function passed by name (`items.map(format)`).
        if let f = functions[name]?.first {
            return .closure(ClosureValue(closure: Closure(function: f), scope: globals, function: f))
        }
        if name == "Self", let type = scope.selfValue.flatMap({ declaration(of: $0) }) {
            return .type(typeKey(of: type))
        }
        // `Self.current` in a static member: the type the member is of.
        if name == "Self", case .type(let type)? = scope.selfValue { return .type(type) }
        // `Self.hexColorCache` in an initializer an extension adds to a library type.
        if name == "Self", let type = scope.lookup("Self type") { return type }
        if types[name] != nil || Interpreter.typeNames.contains(name) || builtinExtensions[name] != nil {
            return .type(name)
        }
        if Interpreter.viewNames.contains(name) {
            throw error("'\(name)' must be called: '\(name)(...)'", at: offset)
        }
        // SwiftGen's `L10n` and R.swift's `R` read through the app's strings.
        if isGeneratedNamespace(name) { return .stub(name) }
        // `KFImage.url(url)` (Kingfisher.swift).
        if Interpreter.kingfisherTypes.contains(name), types[name] == nil { return .stub(name) }
        // A modifier of the view being extended, passed by name (`ForEach(schemes, id: \.self,
        // content: preferredColorScheme)`): a closure that applies it to that view.
        if scope.lookup("self view") != nil, Interpreter.modifiers[name] != nil || viewExtensions[name] != nil {
            let argument = Argument(label: nil, value: .identifier("modifierArgument", at: offset), offset: offset)
            let body: [Stmt] = [.expression(.call(.identifier(name, at: offset), [argument], at: offset))]
            return .closure(
                ClosureValue(
                    closure: Closure(parameters: ["modifierArgument"], body: body, offset: offset), scope: scope))
        }
        if let v = try siblingExtensionProperty(name, in: scope, at: offset) { return v }
        // `wrappedValue` inside an extension of `Binding` (Unwatched's `onUpdate`): a binding is
        // read as its value, so its value is `self`.
        // (Only a value Plumb knows: a stub or an unresolved member for `self` would read the
        // same extension property through itself without end, as Flipper's
        // `wrappedValue.archive` in `extension Binding where Value == InAppNotifications` did.)
        if name == "wrappedValue", let me = scope.selfValue, !Interpreter.isInstance(me) {
            switch me {
            case .number, .string, .bool, .enumCase, .array, .dictionary, .tuple: return me
            default: break
            }
        }
        // `objectWillChange.send()` in an `ObservableObject`'s method: its publisher, which
        // sends nothing before a still picture is drawn (as `self.objectWillChange`).
        if name == "objectWillChange", case .instance(let me)? = scope.selfValue, me.type.kind == .classType {
            return .opaque("publisher")
        }
        if let constant = Interpreter.foundationConstant(name) { return constant }
        // `main` in a static member of `extension Bundle` (Arc Mini's `static var
        // versionNumber: String { main.infoDictionary![...] }`): the library type's own static,
        // unqualified, where Plumb knows it. (A capitalised name is a type, as Swift's naming
        // has it: OpenSesame's `OpenSesameConfig` in `extension UserDefaults` is its own.)
        if case .type(let library)? = scope.selfValue, types[library] == nil, name.first?.isLowercase == true {
            let mark = noteMark
            if let v = try? staticMember(library, name, at: offset), !v.isStub {
                if case .type = v {} else { return v }
            }
            rollBack(to: mark)
        }
        warn("cannot find '\(name)' in the files read: using a stub", at: offset, kind: .stub)
        return .stub(name)
    }

    /// Foundation's and Core Foundation's global constants apps read: the Info.plist keys
    /// (`main.infoDictionary![kCFBundleVersionKey as String]`, Arc Mini's build number) and
    /// `NSError`'s user-info keys, whose values are the keys' own names (Apple's
    /// `CFBundle.h` and `NSError.h`), and `NSNotFound` (`NSIntegerMax`).
    static func foundationConstant(_ name: String) -> Value? {
        switch name {
        case "kCFBundleVersionKey": .string("CFBundleVersion")
        case "kCFBundleIdentifierKey": .string("CFBundleIdentifier")
        case "kCFBundleNameKey": .string("CFBundleName")
        case "kCFBundleExecutableKey": .string("CFBundleExecutable")
        case "kCFBundleInfoDictionaryVersionKey": .string("CFBundleInfoDictionaryVersion")
        case "kCFBundleDevelopmentRegionKey": .string("CFBundleDevelopmentRegion")
        case "NSLocalizedDescriptionKey": .string("NSLocalizedDescription")
        case "NSLocalizedFailureReasonErrorKey": .string("NSLocalizedFailureReason")
        case "NSLocalizedRecoverySuggestionErrorKey": .string("NSLocalizedRecoverySuggestion")
        case "NSUnderlyingErrorKey": .string("NSUnderlyingError")
        case "NSNotFound": .int(Int.max)
        default: nil
        }
    }

    /// `uiFontTextStyle` read unqualified inside another member of `extension Font.TextStyle`
    /// (Nos): the computed property an extension of a library type declares under that name,
    /// on `self`, where one extension alone declares it; nil otherwise.
    func siblingExtensionProperty(_ name: String, in scope: Scope, at offset: Int) throws(Diagnostic) -> Value? {
        guard let me = scope.selfValue, !Interpreter.isInstance(me) else { return nil }
        if case .type = me { return nil }
        guard let found = soleExtensionProperty(named: name) else { return nil }
        return try computedProperty(found.property, of: me, at: offset)
    }

    /// The key in `types` of a type nested in the enclosing type and named `name`: inside
    /// `State`, `Section` is `State.Section`, before SwiftUI's `Section` or a global type.
    func nestedTypeKey(_ name: String, in scope: Scope) -> String? {
        guard let selfValue = scope.selfValue else { return nil }
        let owner = declaration(of: selfValue) ?? typeDecl(of: selfValue)
        return nestedTypeKey(name, of: owner) ?? owner.flatMap { enclosingTypeKey(name, of: $0) }
    }

    /// The key of a type named `name` that a type enclosing `owner` declares, nearest first:
    /// inside `extension ArchiveView { struct Link: View { ... Destination.deleted ... } }`,
    /// `Destination` is `ArchiveView.Destination`, not another type's `Destination`.
    func enclosingTypeKey(_ name: String, of owner: TypeDecl) -> String? {
        if nestingIndex.count != types.count {
            var names: Set<String> = []
            var keys: [Int: String] = [:]
            for (key, type) in types {
                if key.contains(".") { names.insert(type.name) }
                if key.count > (keys[type.offset]?.count ?? -1) { keys[type.offset] = key }
            }
            nestingIndex = (types.count, names, keys)
        }
        guard nestingIndex.nestedNames.contains(name), var scope = nestingIndex.keys[owner.offset] else { return nil }
        while let dot = scope.lastIndex(of: ".") {
            scope = String(scope[..<dot])
            if types[scope + "." + name] != nil { return scope + "." + name }
        }
        return nil
    }

    /// The key in `types` of the type `owner` declares inside it named `name` (its longest,
    /// most qualified one); nil where `owner` declares none.
    func nestedTypeKey(_ name: String, of owner: TypeDecl?) -> String? {
        guard let nested = owner?.nestedTypes.first(where: { $0.name == name }) else { return nil }
        return types.filter { $0.value.name == nested.name && $0.value.offset == nested.offset }.keys
            .max { ($0.count, $0) < ($1.count, $1) }
    }

    /// The user type a value is an instance or a case of.
    func declaration(of value: Value) -> TypeDecl? {
        switch value {
        case .instance(let i): return i.type
        case .enumCase(let e): return e.type
        default: return nil
        }
    }

    /// A computed property's value, with `self` the receiver: a builder for `some View`, a
    /// value otherwise.
    func computedProperty(_ property: PropertyDecl, of receiver: Value, at offset: Int) throws(Diagnostic) -> Value {
        guard let body = property.body else {
            if let value = property.value {
                return try nested(at: offset, calling: property.name) { () throws(Diagnostic) in
                    try bindingValue(
                        try evaluate(value, in: Scope(parent: globals, selfValue: receiver)), type: property.type)
                }
            }
            throw error("'\(property.name)' has no value", at: offset)
        }
        let scope = Scope(parent: globals, selfValue: receiver)
        let name = property.name == "body" ? nil : property.name
        return try nested(at: offset, calling: name) { () throws(Diagnostic) in
            if isViewType(property.type)
                || property.attributes.contains(where: { $0.name == "ViewBuilder" })
            {
                return .views(try evaluateBuilder(body, in: scope))
            }
            return try bindingValue(try evaluateValue(body, in: scope, at: property.offset), type: property.type)
        }
    }

    /// `name` as a closure value: its parameters, passed on under their labels to a call of
    /// `name` in `scope` (where `self` is the method's owner).
    static func methodReference(_ f: FunctionDecl, in scope: Scope) -> ClosureValue {
        let names = f.parameters.indices.map { "$method\($0)" }
        let arguments = zip(f.parameters, names).map { p, n in
            Argument(label: p.label, value: .identifier(n, at: f.offset), offset: f.offset)
        }
        let body: [Stmt] = [
            .returnValue(.call(.identifier(f.name, at: f.offset), arguments, at: f.offset), at: f.offset)
        ]
        return ClosureValue(closure: Closure(parameters: names, body: body, offset: f.offset), scope: scope)
    }

    /// Whether a declared type is a view (`some View`, `AnyView`, `Text`...): its code is a builder.
    func isViewType(_ type: TypeName?) -> Bool {
        guard let type else { return false }
        // `some ViewModifier`, `some ShapeStyle`, `some ButtonStyle`: opaque, but not views.
        if type.text.hasPrefix("some ") {
            let name = type.text.dropFirst("some ".count).trimmingCharacters(in: .whitespaces)
            // `some LaunchOptionsContainerProtocol`: a protocol of the files that is no view
            // (MyHeartCounts), whose functions return values, not views.
            if let declared = types[name], declared.kind == .protocolType, !refinesView(declared) { return false }
            return !Interpreter.isNonViewLibraryName(name)
        }
        // A name that ends in `View` (`View`, `AnyView`, `ScrollView`, `ProfileView`), and
        // `ViewThatFits`, unless the files read declare it as something else; a type the files
        // do not declare with `View` inside its name is data (Bluesky's
        // `AppBskyFeedDefs.FeedViewPost`, a `ViewModel`): `[CategorizedIssuesViewModel]` is no view.
        if type.text.hasPrefix("[") { return false }
        // A qualified name is its last part's: `StationChipsView.IssuesChip` is a chip, not a view.
        let unqualified =
            type.text.contains(".")
            ? type.text.replacingOccurrences(of: "[A-Za-z_][A-Za-z0-9_]*\\.", with: "", options: .regularExpression)
            : type.text
        let names = unqualified.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        return names.contains { name in
            guard name.contains("View"), !Interpreter.isNonViewLibraryName(name) else { return false }
            if let declared = types[name] { return declared.isView }
            // UIKit's and AppKit's views (`-> UITextView` of a representable's `makeUIView`) are
            // classes, not SwiftUI views.
            if Interpreter.isPlatformViewClassName(name) { return false }
            return name.hasSuffix("View") || name == "ViewThatFits"
        }
    }

    /// Whether a protocol of the files is a view's: it or a protocol it refines conforms to
    /// `View` (MyHeartCounts' `protocol RootViewTab: View`).
    func refinesView(_ proto: TypeDecl, depth: Int = 0) -> Bool {
        if proto.isView { return true }
        guard depth < 8 else { return false }
        return proto.conformances.contains { name in
            guard let refined = types[name], refined.kind == .protocolType else { return false }
            return refinesView(refined, depth: depth + 1)
        }
    }

    /// A library protocol or type that an opaque `some` return type names, or whose name has
    /// `View` in it, and that is not a view: modifiers, styles and their configurations,
    /// shape styles, gestures, layouts, `ViewDimensions`.
    /// A UIKit or AppKit class name: `UI` or `NS`, then a capital (`UITextView`, `NSView`).
    static func isPlatformViewClassName(_ name: String) -> Bool {
        (name.hasPrefix("UI") || name.hasPrefix("NS")) && name.dropFirst(2).first?.isUppercase == true
    }

    static func isNonViewLibraryName(_ name: String) -> Bool {
        name.hasSuffix("Modifier") || name.hasSuffix("Style") || name.hasSuffix("Configuration")
            || name == "ViewDimensions" || name == "Gesture" || name == "Layout" || name == "Scene"
            || name == "Transition" || name == "Publisher" || Interpreter.swiftProtocolNames.contains(name)
    }

    /// The standard library's protocols an opaque result may name (`-> some Hashable`).
    static let swiftProtocolNames: Set<String> = [
        "Hashable", "Equatable", "Comparable", "Identifiable", "Sequence", "Collection",
        "RandomAccessCollection", "BidirectionalCollection", "StringProtocol", "Error", "Numeric",
        "BinaryInteger", "BinaryFloatingPoint", "FloatingPoint", "Codable", "Decodable", "Encodable", "Sendable",
        "CustomStringConvertible", "AsyncSequence", "RawRepresentable", "CaseIterable",
    ]

    /// The positions of two cases of one of the library's ordered enumerations
    /// (`ContentSizeCategory`, `DynamicTypeSize`); nil where no one of them has both.
    static func orderedCases(_ a: String, _ b: String) -> (Int, Int)? {
        for order in [libraryAllCases["ContentSizeCategory"] ?? [], libraryAllCases["DynamicTypeSize"] ?? []] {
            if let i = order.firstIndex(of: a), let j = order.firstIndex(of: b) { return (i, j) }
        }
        return nil
    }

    /// Whether `e` is an optional chain (`a?`) or a postfix chain that goes through one
    /// (`a?.b().c`): a `nil` there ends everything after it, as Swift's chaining does.
    static func chainsOptionally(_ e: Expr) -> Bool {
        var current = e
        while true {
            switch current {
            case .optionalChain: return true
            case .member(let base, _, _), .call(let base, _, _), .subscripted(let base, _, _),
                .forceUnwrap(let base, _):
                current = base
            default: return false
            }
        }
    }

    /// The modules whose names qualify library names (`SwiftUI.Image`).
    static let moduleNames: Set<String> = ["SwiftUI", "Foundation", "UIKit", "AppKit", "CoreGraphics", "Swift"]

    /// Types whose names may be used as namespaces or constructors.
    static let typeNames: Set<String> = Set([
        "Color", "Font", "CGFloat", "Double", "Float", "Decimal", "Int", "String", "Bool", "HorizontalAlignment",
        "VerticalAlignment", "Alignment", "Edge", "Axis", "UnitPoint", "EdgeInsets", "CGSize", "CGPoint", "CGRect",
        "UIScreen", "UIDevice", "UIAccessibility", "UIFont", "UIFontMetrics", "UUID", "Angle", "Array", "ShapeStyle",
        "Date",
        "Set",
        "Dictionary", "Optional", "Binding", "State", "Character", "Substring", "Calendar", "Locale", "URL",
        "Image", "Text", "ProposedViewSize", "ViewSpacing", "UIColor", "NSColor", "LocalizedStringResource",
        "ContentUnavailableView", "DispatchQueue", "Timer", "NotificationCenter", "UIApplication", "Task", "MainActor",
        "RunLoop", "UTF8",
        "UTF16", "ImageResource", "ColorResource",
    ]).union(foundationTypeNames).union(implicitMemberTypes).union(numberTypeNames)

    /// The library's value types whose static members are what their implicit members are:
    /// `Animation.spring(response: 0.3)` is `.spring(response: 0.3)`, `ColorScheme.dark` is
    /// `.dark`, `Font.Weight.bold` is `.bold`; each is read where it is used, as the implicit
    /// member is. Every name is a public type of the library (`VocabularyTests`).
    static let implicitMemberTypes: Set<String> = [
        "AccessibilityTraits", "Angle", "Animation", "AnyTransition", "BlendMode", "ButtonBorderShape", "ButtonRole",
        "ColorScheme", "ColorSchemeContrast", "ContentMarginPlacement", "ContentMode", "ContentShapeKinds",
        "ContentSizeCategory", "ControlSize", "CoordinateSpace", "DynamicTypeSize", "EditMode", "EventModifiers",
        "Font.Design", "Font.TextStyle", "Font.Weight", "HierarchicalShapeStyle", "HorizontalEdge",
        "Image.Interpolation",
        "Image.ResizingMode", "Image.Scale", "Image.TemplateRenderingMode", "KeyEquivalent", "LayoutDirection",
        "LegibilityWeight", "ListSectionSpacing", "Material", "NavigationBarItem.TitleDisplayMode",
        "NavigationSplitViewStyle", "NavigationSplitViewVisibility", "PresentationDetent", "RoundedCornerStyle",
        "ScenePhase", "ScrollBounceBehavior", "ScrollDismissesKeyboardMode", "ScrollIndicatorVisibility",
        "ScrollTargetBehavior", "SearchFieldPlacement", "SensoryFeedback", "SubmitLabel", "SymbolRenderingMode",
        "SymbolVariants", "Text.Case", "Text.TruncationMode", "TextAlignment", "TextInputAutocapitalization",
        "ToolbarItemPlacement", "ToolbarRole", "ToolbarTitleDisplayMode", "UserInterfaceSizeClass", "VerticalEdge",
        "Visibility",
    ]

    /// The cases of the library's `CaseIterable` types the files iterate (`ColorScheme.allCases`),
    /// as implicit members, in the library's order.
    static let libraryAllCases: [String: [String]] = [
        "ColorScheme": ColorScheme.allCases.map { "\($0)" },
        "ColorSchemeContrast": ColorSchemeContrast.allCases.map { "\($0)" },
        "ControlSize": ControlSize.allCases.map { "\($0)" },
        "DynamicTypeSize": DynamicTypeSize.allCases.map { "\($0)" },
        "ContentSizeCategory": ContentSizeCategory.allCases.map { "\($0)" },
        "LayoutDirection": LayoutDirection.allCases.map { "\($0)" },
        "UserInterfaceSizeClass": UserInterfaceSizeClass.allCases.map { "\($0)" },
        "TextAlignment": TextAlignment.allCases.map { "\($0)" },
        "Font.TextStyle": Font.TextStyle.allCases.map { "\($0)" },
    ]
}
