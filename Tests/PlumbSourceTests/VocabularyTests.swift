import Foundation
import Plumb
@testable import PlumbSource
import Testing

/// One vocabulary: every name the reader knows is public API of the library with the same
/// signature, and every public view and modifier of the library is readable.
///
/// The library's API is read from its source (`Sources/PlumbCore`, parsed by the reader's own
/// parser), the reader's from its tables (`Builtins/Vocabulary.swift`). Signatures are Swift's
/// full names, `padding(_:_:)`, `Text(verbatim:)`: a declaration's name and every argument
/// label, defaulted or not.
struct VocabularyTests {
    static let library = LibraryDeclarations.read(repositoryRoot.appendingPathComponent("Sources/PlumbCore"))

    /// Public view types the reader deliberately does not construct, with the reason. Types
    /// whose name starts with `_` are the engine's and are left out by rule.
    static let unreadViews: [String: String] = [
        "TupleView": "what ViewBuilder builds from a block; source code never names it",
        "ModifiedContent": "what .modifier(_:) builds; the reader reads .modifier(_:) itself",
        "ButtonStyleConfiguration.Label":
            "exists only inside a ButtonStyle's makeBody; source reaches it as configuration.label",
        "LabelStyleConfiguration.Title":
            "exists only inside a LabelStyle's makeBody; source reaches it as configuration.title",
        "LabelStyleConfiguration.Icon":
            "exists only inside a LabelStyle's makeBody; source reaches it as configuration.icon",
        "ToggleStyleConfiguration.Label":
            "exists only inside a ToggleStyle's makeBody; source reaches it as configuration.label",
        "OffsetShape": "what Shape.offset(x:y:) makes; it has no public initialiser",
        "RotatedShape": "what Shape.rotation(_:anchor:) makes; it has no public initialiser",
        "ScaledShape": "what Shape.scale(_:anchor:) makes; it has no public initialiser",
    ]

    /// Public View modifiers the reader deliberately does not read, with the reason.
    static let unreadModifiers: [String: String] = [
        "layoutValue(key:value:)": "sets a value for a custom Layout; the reader does not run custom layouts"
    ]

    // MARK: (a) every reader name is library API

    @Test("every view the reader constructs is a public library view, with each initialiser it names")
    func readerViewsAreLibraryAPI() {
        let views = Interpreter.viewVocabulary
        #expect(views.count == 79)
        #expect(Set(views.map(\.name)).count == views.count, "a name is declared twice")
        var missing: [String] = []
        for entry in views {
            #expect(!entry.binding.api.isEmpty, "\(entry.name) binds to no library initialiser")
            for signature in entry.binding.api {
                #expect(signature.hasPrefix(entry.name + "("), "\(entry.name) names \(signature)")
                if !(Self.library.initializers[entry.name]?.contains(signature) ?? false) { missing.append(signature) }
            }
        }
        #expect(missing == [])
        #expect(views.flatMap(\.binding.api).count == 220)
    }

    @Test("every modifier the reader applies is a public View modifier with each signature it names")
    func readerModifiersAreLibraryAPI() {
        let modifiers = Interpreter.modifierVocabulary
        #expect(Set(modifiers.map(\.name)).count == modifiers.count, "a name is declared twice")
        // + containerBackground; the presentations (sheet, fullScreenCover, popover,
        // presentationDetents leave the neutral ones) and presentationDragIndicator,
        // presentationBackground, presentationCornerRadius, presentationCompactAdaptation,
        // presentationBackgroundInteraction; onPreferenceChange and onGeometryChange, which now
        // report what the layout measured (SettledGeometry.swift), leave the neutral ones.
        #expect(Interpreter.modifiers.count == 141)
        #expect(Interpreter.layoutNeutralModifiers.count == 109)
        #expect(Set(Interpreter.modifiers.keys).isDisjoint(with: Interpreter.layoutNeutralModifiers))
        var missing: [String] = []
        for entry in modifiers {
            for signature in entry.binding.api {
                #expect(signature.hasPrefix(entry.name + "("), "\(entry.name) names \(signature)")
                if !Self.library.modifiers.contains(signature) { missing.append(signature) }
            }
        }
        #expect(missing == [])
        #expect(modifiers.flatMap(\.binding.api).count == 306)
    }

    @Test("the only modifiers the reader reads without a library declaration take types Linux lacks")
    func readerOnlyModifiers() {
        let readerOnly = Interpreter.modifierVocabulary.compactMap { entry -> String? in
            if case .readerOnly = entry.binding { return entry.name }
            return nil
        }
        #expect(
            readerOnly.sorted() == [
                "actionSheet", "autocapitalization", "draggable", "fileImporter", "keyboardType", "modelContainer",
                "onDrag", "onDrop", "onReceive", "textContentType",
            ])
        let platformForms = Interpreter.viewVocabulary.flatMap { entry -> [String] in
            if case .library(_, let forms) = entry.binding { return forms.keys.sorted() }
            return []
        }
        // Types Linux lacks, and the packages' forms: SFSafeSymbols' typed symbols (read as
        // systemName), DynamicColor's hexadecimal colour.
        #expect(
            platformForms == [
                "Image(nsImage:)", "Image(systemSymbol:)", "Image(uiImage:)", "Color(cgColor:)", "Color(hexString:)",
            ])
    }

    @Test("every library type whose static members the reader reads as implicit members is a public library type")
    func implicitMemberTypesAreLibraryTypes() {
        let types = Interpreter.implicitMemberTypes
        #expect(types.count == 57)
        #expect(types.filter { !Self.library.publicTypes.contains($0) }.sorted() == [])
        // `allCases` of each is the library's own.
        #expect(Set(Interpreter.libraryAllCases.keys).isSubset(of: types))
        #expect(Interpreter.libraryAllCases["ColorScheme"] == ["light", "dark"])
    }

    @Test("every value the reader constructs is library API, Swift's own, or a listed property wrapper")
    func readerValuesAreLibraryAPI() {
        let values = Interpreter.valueVocabulary
        #expect(Set(values.map(\.name)).count == values.count, "a name is declared twice")
        var library: [String] = [], swift: [String] = [], readerOnly: [String] = [], missing: [String] = []
        for entry in values {
            switch entry.binding {
            case .library(let api, _):
                library.append(entry.name)
                for signature in api where !(Self.library.initializers[entry.name]?.contains(signature) ?? false) {
                    missing.append(signature)
                }
            case .swift: swift.append(entry.name)
            case .readerOnly: readerOnly.append(entry.name)
            }
        }
        #expect(missing == [])
        #expect(
            library.sorted() == [
                "Alignment", "Angle", "AnyLayout", "AnyShapeStyle", "AppStorage", "Bindable", "Binding",
                "BorderedButtonStyle",
                "BorderedProminentButtonStyle", "BorderlessButtonStyle", "ButtonToggleStyle",
                "CircularProgressViewStyle", "CompactDatePickerStyle", "DefaultButtonStyle",
                "DefaultDatePickerStyle", "DefaultLabelStyle", "DefaultListStyle", "DefaultPickerStyle",
                "DefaultProgressViewStyle", "DefaultTextFieldStyle", "DefaultToggleStyle", "DragGesture",
                "Edge.Set", "EdgeInsets", "Environment", "EnvironmentObject", "FillStyle", "FocusState", "GestureState",
                "GlassButtonStyle", "GlassProminentButtonStyle", "Gradient", "Gradient.Stop",
                "GraphicalDatePickerStyle", "GridItem", "GroupedListStyle", "HStackLayout", "HorizontalAlignment",
                "IconOnlyLabelStyle",
                "InlinePickerStyle", "InsetGroupedListStyle", "InsetListStyle", "LinearProgressViewStyle",
                "LinkButtonStyle", "LocalizedStringKey", "LongPressGesture", "MenuPickerStyle",
                "NavigationLinkPickerStyle", "NavigationPath", "ObservedObject", "OpenURLAction", "PalettePickerStyle",
                "PlainButtonStyle",
                "PlainListStyle", "PlainTextFieldStyle", "PreviewDevice", "ProposedViewSize", "Published",
                "RectangleCornerRadii", "RoundedBorderTextFieldStyle", "ScaledMetric", "SceneStorage",
                "SegmentedPickerStyle", "SidebarListStyle", "State", "StateObject", "StrokeStyle",
                "SwitchToggleStyle", "TapGesture", "TitleAndIconLabelStyle", "TitleOnlyLabelStyle", "Transaction",
                "UnitPoint", "VStackLayout", "VerticalAlignment", "ViewSpacing", "WheelDatePickerStyle",
                "WheelPickerStyle", "ZStackLayout",
                "withAnimation", "withTransaction",
            ])
        #expect(
            swift.sorted() == [
                "Array", "AttributeContainer", "AttributedString", "AttributedString.MarkdownParsingOptions", "Bool",
                "Bundle",
                "ByteCountFormatter", "CGFloat", "CGPoint",
                "CGRect", "CGSize",
                "Calendar",
                "Character", "CharacterSet",
                "Data", "Date", "DateComponents", "DateComponentsFormatter", "DateFormatter", "DateIntervalFormatter",
                "Decimal", "Dictionary",
                "Double",
                "Float",
                "ISO8601DateFormatter", "Int", "Int16", "Int32", "Int64", "Int8", "JSONDecoder", "KeyPathComparator",
                "ListFormatter",
                "Locale",
                "LocalizedStringResource",
                "Measurement", "MeasurementFormatter",
                "NSLocalizedString", "NSNumber", "NSRange", "NSRegularExpression", "NumberFormatter", "Range", "Regex",
                "RelativeDateTimeFormatter", "Scanner",
                "Set",
                "String", "String.LocalizationValue", "String.UnicodeScalarView", "String.localizedStringWithFormat",
                "Task",
                "TimeInterval",
                "TimeZone", "UInt", "UInt16", "UInt32", "UInt64", "UInt8", "URL", "UUID", "Unicode.Scalar",
                "UnicodeScalar", "UserDefaults",
                "abs", "acos", "asin", "atan", "atan2", "ceil", "cos", "debugPrint", "exp", "floor", "hypot", "log",
                "log10", "log2", "max", "min", "pow", "print", "round", "sin", "sqrt", "stride", "tan", "zip",
            ])
        // UIKit's, for the app's resources (`UIColor(named:)`, `UIImage(named:)`, `UIFont(name:size:)`,
        // `UIFontMetrics(forTextStyle:)`) and the standard views a representable makes
        // (UIKitControls.swift), Apple's loggers, SwiftData's containers and queries, and SwiftUI's
        // underscored variadic view.
        #expect(
            readerOnly.sorted() == [
                "DispatchQueue", "FetchDescriptor", "Font", "Logger", "ModelConfiguration", "ModelContainer", "NSLock",
                "NSRecursiveLock", "OSLog", "Query", "SortDescriptor", "UIActivityIndicatorView", "UIBezierPath",
                "UIColor",
                "UIEdgeInsets",
                "UIFont", "UIFontMetrics", "UIImage", "UILabel", "UISwitch", "UITextField", "UITextView",
                "UnitTemperature", "_VariadicView.Tree",
            ])
    }

    @Test("the methods the interpreter calls on library values are public library methods")
    func interpretedMembersAreLibraryAPI() {
        var missing: [String] = []
        for (type, api) in Interpreter.memberVocabulary {
            let declared = type == "View" ? Self.library.modifiers : Self.library.methods[type] ?? []
            missing += api.filter { !declared.contains($0) }.map { "\(type).\($0)" }
        }
        #expect(missing == [])
        #expect(Interpreter.memberVocabulary.flatMap(\.api).count == 35)
    }

    @Test("every implicit member the reader resolves is a public static member of its library type")
    func implicitMembersAreLibraryAPI() {
        func undeclared(_ names: some Collection<String>, in type: String) -> [String] {
            names.filter { !(Self.library.staticMembers[type]?.contains($0) ?? false) }.sorted().map { "\(type).\($0)" }
        }
        #expect(undeclared(Interpreter.shapeStyleMembers, in: "ShapeStyle") == [])
        #expect(Interpreter.shapeStyleMembers.count == 14)
    }

    /// The library's names for its constants (`SourceNamed`), which the reader and the command
    /// line read: each is a public static member (or case) of its type, and, in the other
    /// direction, each public static constant of the type has its name (Color's and Font's
    /// other statics are functions or styles the reader calls, not named constants).
    @Test("the names the library declares for source are its public static members, all of them")
    func sourceNamesAreTheLibrarysStaticMembers() {
        func names<T: SourceNamed>(_: T.Type) -> Set<String> { Set(T.sourceNames.map(\.name)) }
        let tables: [(type: String, names: Set<String>)] = [
            ("Color", names(Color.self)), ("Font", names(Font.self)), ("Font.Weight", names(Font.Weight.self)),
            ("Font.Design", names(Font.Design.self)), ("HorizontalAlignment", names(HorizontalAlignment.self)),
            ("VerticalAlignment", names(VerticalAlignment.self)), ("Alignment", names(Alignment.self)),
            ("Edge.Set", names(Edge.Set.self)), ("Axis", names(Axis.self)), ("UnitPoint", names(UnitPoint.self)),
            ("ContentMode", names(ContentMode.self)), ("TextAlignment", names(TextAlignment.self)),
            ("LayoutDirection", names(LayoutDirection.self)), ("Text.TruncationMode", names(Text.TruncationMode.self)),
            ("RoundedCornerStyle", names(RoundedCornerStyle.self)), ("Glass", names(Glass.self)),
            ("SymbolVariants", names(SymbolVariants.self)),
        ]
        for (type, table) in tables {
            let declared = Self.library.staticMembers[type] ?? []
            #expect(table.subtracting(declared).sorted() == [], "\(type): names the library does not declare")
            #expect(declared.subtracting(table).sorted() == Self.unnamedStatics[type, default: []], "\(type)")
        }
        #expect(tables.map(\.names.count) == [19, 11, 9, 4, 5, 5, 15, 7, 2, 10, 2, 3, 2, 3, 2, 3, 6])
    }

    /// Public statics of the named types that are not constants with a source name: functions
    /// (`Font.system(size:)`), and values built otherwise.
    static let unnamedStatics: [String: [String]] = [
        "Color": ["_makeNodes"], "Font": ["custom", "system"], "Font.Weight": ["<"],
    ]

    @Test("the reader draws every style member it lists, none of them an unknown style")
    func shapeStyleMembersRead() throws {
        for name in Interpreter.shapeStyleMembers {
            let warnings = try readWarnings("Color.red.frame(width: 10, height: 10).background(.\(name))")
            #expect(!warnings.contains { $0.contains("unknown") }, "\(name): \(warnings)")
        }
    }

    // MARK: (b) every public view and modifier of the library is readable

    @Test("every public view of the library is readable, with every public initialiser")
    func libraryViewsAreReadable() {
        let library = Self.library
        let views = library.viewTypes.filter { !$0.hasPrefix("_") }
        #expect(views.count == 83)
        #expect(
            library.viewTypes.filter { $0.hasPrefix("_") }.sorted() == [
                "_ConditionalContent", "_ExistingView", "_InsetShape", "_PreviewSettingView", "_ShapeView",
                "_SizedShape", "_TrimmedShape", "_ViewModifier_Content",
            ])
        let read = Dictionary(uniqueKeysWithValues: Interpreter.viewVocabulary.map { ($0.name, Set($0.binding.api)) })
        var unread: [String] = []
        for type in views.sorted() where Self.unreadViews[type] == nil {
            guard let api = read[type] else {
                unread.append(type)
                continue
            }
            unread += (library.initializers[type] ?? []).subtracting(api).sorted()
        }
        #expect(unread == [])
        #expect(Set(Self.unreadViews.keys).isSubset(of: views), "an exclusion names no public view")
    }

    @Test("every public View modifier of the library is readable, with every signature")
    func libraryModifiersAreReadable() {
        let library = Self.library
        let modifiers = library.modifiers.filter { !$0.hasPrefix("_") }
        // + containerBackground(_:for:), containerBackground(for:alignment:content:)
        // + searchable(text:isPresented:placement:prompt:), searchable(text:tokens:placement:prompt:token:),
        //   searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:token:)
        // + presentationDragIndicator(_:), presentationBackground(_:), presentationCornerRadius(_:),
        //   presentationCompactAdaptation(_:), presentationCompactAdaptation(horizontal:vertical:),
        //   presentationBackgroundInteraction(_:)
        // + toolbar(removing:)
        // + toolbar(id:content:)
        #expect(modifiers.count == 307)
        var read = Set(Interpreter.modifierVocabulary.flatMap(\.binding.api))
        read.formUnion(Interpreter.memberVocabulary.filter { $0.type == "View" }.flatMap(\.api))
        let unread = modifiers.subtracting(read).subtracting(Self.unreadModifiers.keys)
        #expect(unread.sorted() == [])
        #expect(Set(Self.unreadModifiers.keys).isSubset(of: modifiers), "an exclusion names no public modifier")
    }

    // MARK: The new entries read as the library lays them out

    @Test("Button is laid out as its label, in each of its forms")
    func buttons() throws {
        let (r, p) = try layOut(
            """
            VStack(spacing: 0) {
                Button("OK") { }.id("a")
                Button("Delete", role: .destructive) { }.id("b")
                Button(role: .cancel) { } label: { Text("Cancel").id("c") }
                Button(action: {}) { Text("Go").id("d") }
                Text("OK").id("text")
            }
            """)
        #expect(p.warnings.isEmpty)
        #expect(frame(r, "a")?.size == frame(r, "text")?.size)
        #expect(frame(r, "b")?.size == CGSize(width: 102, height: 17))
        #expect(frame(r, "c")?.size == CGSize(width: 102, height: 17))
        #expect(frame(r, "d")?.size == CGSize(width: 34, height: 17))
    }

    @Test("gradients fill what they are offered; AnyView and AnyShape are their content")
    func gradientsAndErasers() throws {
        let (r, p) = try layOut(
            """
            VStack(spacing: 0) {
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).id("l")
                RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 20).id("r")
                AngularGradient(gradient: Gradient(colors: [.red]), center: .center).id("a")
                AnyView(Text("Hi").id("t"))
                AnyShape(Circle()).frame(width: 10, height: 10).id("s")
            }
            """, 200, 147)
        #expect(p.warnings.isEmpty)
        #expect(frame(r, "l")?.size == CGSize(width: 200, height: 40))
        #expect(frame(r, "r")?.size == CGSize(width: 200, height: 40))
        #expect(frame(r, "a")?.size == CGSize(width: 200, height: 40))
        #expect(frame(r, "t")?.size == CGSize(width: 34, height: 17))
        #expect(frame(r, "s")?.size == CGSize(width: 10, height: 10))
    }

    @Test("layout-neutral modifiers of the library lay out exactly as the view without them")
    func neutralModifiersKeepLayout() {
        let plain = HStack {
            Text("Hello").id("t"); Spacer()
        }.frame(width: 200, height: 100)
        let decorated = HStack {
            Text("Hello")
                .onTapGesture {}.onAppear {}.task {}.onChange(of: 1) {}
                .accessibilityLabel("Greeting").accessibilityAddTraits(.isHeader)
                .animation(.easeInOut, value: 1).transition(.opacity)
                .shadow(radius: 3).blur(radius: 2).rotationEffect(.degrees(30)).scaleEffect(2)
                .buttonStyle(.borderedProminent).disabled(true).tint(.red)
                .sheet(isPresented: .constant(true)) { Text("Sheet") }
                .alert("Alert", isPresented: .constant(true)) { Button("OK") {} }
                .background(.ultraThinMaterial)
                .id("t")
            Spacer()
        }.frame(width: 200, height: 100)
        let a = LayoutTree.layout(plain, in: CGSize(width: 200, height: 100), environment: .ahem)
        let b = LayoutTree.layout(decorated, in: CGSize(width: 200, height: 100), environment: .ahem)
        #expect(a["t"]?.frame == b["t"]?.frame)
        #expect(a["t"]?.frame == CGRect(x: 0, y: 41.5, width: 85, height: 17))
    }

    @Test("Focus, key, heading, menu-style and transition modifiers read without a warning and change no frame")
    func focusAndKeyModifiersKeepLayout() throws {
        let (r, p) = try layOut(
            """
            struct Row: View, Equatable {
                @AccessibilityFocusState var focused: Bool
                @Namespace var ns
                var body: some View {
                    HStack {
                        Text("Hello")
                            .accessibilityHeading(.h2).accessibilityActions { Button("Open") {} }
                            .accessibilityShowsLargeContentViewer().accessibilityFocused($focused)
                            .focusable().onKeyPress(.return) { .handled }.onKeyPress(phases: .down) { _ in .ignored }
                            .matchedTransitionSource(id: 1, in: ns).geometryGroup()
                            .glassEffectTransition(.materialize).tabBarMinimizeBehavior(.onScrollDown)
                            .draggable("Hello").actionSheet(isPresented: .constant(false)) { ActionSheet(title: Text("A")) }
                            .id("t")
                        Menu("More") { Button("A") {} }.menuStyle(.button).id("m")
                        Spacer()
                    }
                    .equatable()
                }
            }
            """, 200, 100)
        #expect(p.warnings.map(\.message) == [])
        #expect(frame(r, "t") == CGRect(x: 0, y: 41.5, width: 85, height: 17))
        #expect(frame(r, "m") == CGRect(x: 93, y: 41.5, width: 68, height: 17))
    }

    @Test("scenePadding pads the edges it names by the default padding, 16, on iOS (ScenePadding.swift)")
    func scenePadding() throws {
        let (r, p) = try layOut(
            """
            VStack(spacing: 0) {
                Text("a").scenePadding().id("all")
                Text("a").scenePadding(.horizontal).id("h")
                Text("a").scenePadding(.minimum, edges: .vertical).id("v")
            }
            """, 200, 200)
        #expect(p.warnings.isEmpty)
        #expect(frame(r, "all")?.size == CGSize(width: 49, height: 49))
        #expect(frame(r, "h")?.size == CGSize(width: 49, height: 17))
        #expect(frame(r, "v")?.size == CGSize(width: 17, height: 49))
    }
}

/// The public declarations of a library's source, read with the reader's parser.
struct LibraryDeclarations {
    /// Public types, by qualified name (`Font.Weight`).
    var publicTypes: Set<String> = []
    /// Each public type's public initialisers: `HStack(alignment:spacing:content:)`; and the
    /// public global functions, by name: `withAnimation(_:_:)`.
    var initializers: [String: Set<String>] = [:]
    /// The public methods of each type and protocol (from its declaration and extensions).
    var methods: [String: Set<String>] = [:]
    /// The public `extension View` methods: `padding(_:_:)`.
    var modifiers: Set<String> = []
    /// The names of each type's and protocol's public static members (`Color.red`,
    /// `ShapeStyle.ultraThinMaterial`).
    var staticMembers: [String: Set<String>] = [:]
    /// What each type conforms to, from its declaration and extensions.
    var conformances: [String: Set<String>] = [:]
    /// The protocols declared (public or not): those refining `View` make views.
    var protocols: Set<String> = []

    /// The public types that are views: they conform to `View`, or to a protocol that refines it.
    var viewTypes: Set<String> {
        var viewProtocols: Set<String> = ["View"]
        func isView(_ type: String) -> Bool { !(conformances[type] ?? []).isDisjoint(with: viewProtocols) }
        while true {
            let more = protocols.filter { !viewProtocols.contains($0) && isView($0) }
            if more.isEmpty { break }
            viewProtocols.formUnion(more)
        }
        return publicTypes.filter { !protocols.contains($0) && isView($0) }
    }

    static func read(_ folder: URL) -> LibraryDeclarations {
        var result = LibraryDeclarations()
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for url in files {
            guard let data = try? Data(contentsOf: url) else { continue }
            let file = SourceFile(name: url.lastPathComponent, bytes: Array(data))
            guard let decls = try? SourceReader.parse(file) else {
                Issue.record("\(url.lastPathComponent) does not parse")
                continue
            }
            let scan = Scan(bytes: file.bytes)
            for decl in decls { result.add(decl, in: nil, scan) }
        }
        return result
    }

    /// Whether a declaration starting at an offset is public: `public` before it on its line.
    struct Scan {
        let bytes: [UInt8]

        func isPublic(_ offset: Int) -> Bool {
            var start = min(offset, bytes.count)
            while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            let prefix = String(decoding: bytes[start..<min(offset, bytes.count)], as: UTF8.self)
            return prefix.split(whereSeparator: { !$0.isLetter }).contains("public")
        }
    }

    static func signature(_ name: String, _ parameters: [FunctionDecl.Parameter]) -> String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    mutating func add(_ decl: Decl, in owner: String?, _ scan: Scan) {
        switch decl {
        case .type(let t):
            let name = owner.map { $0 + "." + t.name } ?? t.name
            if t.kind == .protocolType { protocols.insert(name) }
            conformances[name, default: []].formUnion(t.conformances.map(Self.baseName))
            if scan.isPublic(t.offset) { publicTypes.insert(name) }
            for f in t.initializers { add(.function(f), in: name, scan) }
            for f in t.functions { add(.function(f), in: name, scan) }
            for p in t.properties { add(.variable(p), in: name, scan) }
            for nested in t.nestedTypes { add(.type(nested), in: name, scan) }
            // A public enumeration's cases are its public static members: `ContentMode.fit`.
            if scan.isPublic(t.offset) { staticMembers[name, default: []].formUnion(t.cases.map(\.name)) }
        case .extensionDecl(let e):
            let name = owner.map { $0 + "." + e.typeName } ?? e.typeName
            conformances[name, default: []].formUnion(e.conformances.map(Self.baseName))
            for member in e.members { add(member, in: name, scan) }
        case .function(let f):
            guard scan.isPublic(f.offset) else { return }
            guard let owner else {
                // A global function (`withAnimation(_:_:)`): read as the values are.
                initializers[f.name, default: []].insert(Self.signature(f.name, f.parameters))
                return
            }
            switch f.kind {
            case .initializer:
                // A nested type's initializer as source calls it: `Gradient.Stop(color:location:)`.
                initializers[owner, default: []].insert(Self.signature(owner, f.parameters))
            case .function where f.isStatic:
                staticMembers[owner, default: []].insert(f.name)
            case .function:
                let signature = Self.signature(f.name, f.parameters)
                if owner == "View" {
                    modifiers.insert(signature)
                } else {
                    methods[owner, default: []].insert(signature)
                }
            case .subscriptAccessor, .macro:
                break
            }
        case .variable(let p):
            guard let owner, p.isStatic, scan.isPublic(p.offset) else { return }
            staticMembers[owner, default: []].insert(p.name)
        case .typeAlias, .preview, .statement, .ignored:
            break
        }
    }

    /// `View` for `SwiftUI.View` or `View where ...`.
    static func baseName(_ conformance: String) -> String {
        String(conformance.split(separator: ".").last ?? Substring(conformance)).trimmingCharacters(in: .whitespaces)
    }
}
