import Foundation

// Toolbar items: `toolbar { ToolbarItem(placement:) { … } }`, collected while the root of a
// NavigationStack is resolved (SwiftUI reads them as preferences) and laid out by the
// stack's bars (NavigationBar.swift, BottomBar.swift). A toolbar outside a NavigationStack
// shows nothing, as on iOS.

/// Where a toolbar item goes.
///
/// On an iPhone (SwiftUI's documentation of each placement, iOS):
/// - the navigation bar's leading side: `.topBarLeading`, `.navigationBarLeading`,
///   `.cancellationAction`, `.navigation`;
/// - its trailing side: `.topBarTrailing`, `.navigationBarTrailing`, `.primaryAction`,
///   `.confirmationAction`, `.destructiveAction`, `.secondaryAction` (iOS puts secondary
///   actions in an overflow menu: Plumb shows them as items, open), and `.automatic`;
/// - its centre, in place of the inline title: `.principal`, and `.title` when the title is
///   inline (with a large title it is not shown);
/// - the bottom toolbar: `.bottomBar` and `.status`;
/// - nowhere: `.keyboard` (the bar above the keyboard; Plumb lays out a screen with the
///   keyboard down).
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String

    /// The platform decides: the trailing side of the navigation bar on iOS.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The centre of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The title area of the navigation bar: shown in place of the title when the bar shows
    /// its title inline, not beside a large title (SwiftUI's documentation of `title`).
    public static let title = ToolbarItemPlacement(name: "title")
    /// The leading side of the navigation bar.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The trailing side of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// Secondary actions: the trailing side of the navigation bar here.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// The bottom bar, for status.
    public static let status = ToolbarItemPlacement(name: "status")
    /// A sheet's confirming action (the trailing side of its navigation bar).
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// A sheet's cancelling action (the leading side of its navigation bar).
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// A destructive action: the trailing side of the navigation bar.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// Above the software keyboard (not shown: Plumb draws no keyboard).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// The leading side of the navigation bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing side of the navigation bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The leading side of the navigation bar (before iOS 17's `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The trailing side of the navigation bar (before iOS 17's `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")

    /// The part of an iPhone's bars the placement puts its item in.
    var slot: ToolbarSlot {
        switch name {
        case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation": return .leading
        case "principal": return .principal
        case "title": return .title
        case "bottomBar", "status": return .bottom
        case "keyboard": return .hidden
        default: return .trailing
        }
    }
}

/// The parts of an iPhone's bars toolbar items go in.
enum ToolbarSlot: Hashable {
    case leading, trailing, principal, bottom, hidden
    /// The inline title's place: the principal slot when the title is inline, else nowhere.
    case title
}

/// One item of a toolbar, as collected: its view, its placement, and the environment where
/// the `toolbar` modifier was applied (items inherit it); or a ``ToolbarSpacer``.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
    var environment: EnvironmentValues?
    /// The spacer this entry is, if it is one.
    var spacer: SpacerSizing?
    /// The system item this entry stands for (``DefaultToolbarItem``), if it is one.
    var systemItem: ToolbarDefaultItemKind?

    init(
        placement: ToolbarItemPlacement, view: AnyView, environment: EnvironmentValues? = nil,
        spacer: SpacerSizing? = nil, systemItem: ToolbarDefaultItemKind? = nil
    ) {
        self.placement = placement
        self.view = view
        self.environment = environment
        self.spacer = spacer
        self.systemItem = systemItem
    }
}

/// Content of a toolbar: ``ToolbarItem``s and ``ToolbarItemGroup``s, or your own type whose
/// `body` is made of them.
public protocol ToolbarContent {
    /// The toolbar content this content is made of.
    associatedtype Body: ToolbarContent

    /// The content of the toolbar content.
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content that adds its items itself (items, groups, spacers, the builder's
/// tuples); any other content is its `body`'s items.
protocol PrimitiveToolbarContent: ToolbarContent {
    /// Appends the items this content adds, in order.
    func appendEntries(to entries: inout [ToolbarEntry])
}

/// The body type of primitive toolbar content. Not part of SwiftUI's API.
public enum _ToolbarEntries {
    /// The body of primitive toolbar content (items, groups), which has none.
    public enum Primitive: ToolbarContent, PrimitiveToolbarContent {
        public typealias Body = Primitive
        func appendEntries(to entries: inout [ToolbarEntry]) {}
    }
}

extension ToolbarContent where Body == _ToolbarEntries.Primitive {
    /// Primitive toolbar content has no body: the bar it is placed in lays it out.
    public var body: _ToolbarEntries.Primitive {
        fatalError("\(Self.self) is primitive toolbar content and has no body")
    }
}

/// An item of a toolbar, shown in its placement's bar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    /// A toolbar item is primitive: the bar it is placed in lays it out.
    public typealias Body = _ToolbarEntries.Primitive
    let placement: ToolbarItemPlacement
    let content: Content

    func appendEntries(to entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: placement, view: AnyView(content)))
    }
}

extension ToolbarItem where ID == () {
    /// An item in `placement` showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (for customisable toolbars) in `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items in one placement, laid out side by side as one item (8 points apart in the
/// navigation bar, like separate items).
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    /// A toolbar item group is primitive: the bar it is placed in lays it out.
    public typealias Body = _ToolbarEntries.Primitive
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items in `placement` showing the views of `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func appendEntries(to entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: placement, view: AnyView(content)))
    }
}

/// How a ``ToolbarSpacer`` is sized.
public struct SpacerSizing: Hashable, Sendable {
    let isFlexible: Bool
    /// A small fixed gap.
    public static let fixed = SpacerSizing(isFlexible: false)
    /// As much space as there is: the items on either side go to the ends of the bar.
    public static let flexible = SpacerSizing(isFlexible: true)
}

/// Space between toolbar items of one placement (iOS 26): the items on either side sit on
/// separate glass capsules; `.fixed` leaves a small gap (8 here: open), `.flexible` pushes
/// them apart as a `Spacer` does (reported: "ToolbarSpacer separates two items only when it
/// carries the same placement as them"; ".flexible pushes items to opposite edges", notes
/// verified against WWDC25 "Build a SwiftUI app with the new design"). Before iOS 26 it is
/// the same gap or space between items.
public struct ToolbarSpacer: ToolbarContent, PrimitiveToolbarContent {
    /// A toolbar spacer is primitive: the bar it is placed in lays it out.
    public typealias Body = _ToolbarEntries.Primitive
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// A space between toolbar items, `sizing` wide, at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    func appendEntries(to entries: inout [ToolbarEntry]) {
        let view = sizing.isFlexible ? AnyView(Spacer(minLength: 8)) : AnyView(Color.clear.frame(width: 8, height: 0))
        entries.append(ToolbarEntry(placement: placement, view: view, spacer: sizing))
    }
}

/// A toolbar item the system makes: placed by a ``DefaultToolbarItem``, or removed by
/// `toolbar(removing:)`.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String
    /// The search field of the enclosing `searchable` (iOS 26).
    public static let search = ToolbarDefaultItemKind(name: "search")
    /// A split view's button that shows and hides its sidebar (none on an iPhone).
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The navigation title (iOS 18).
    public static let title = ToolbarDefaultItemKind(name: "title")
}

/// A system component placed among the app's toolbar items (iOS 26): with `.search` at
/// `.bottomBar`, the `searchable` field of the stack sits in the bottom toolbar, in the order
/// written, as a glass capsule that takes the row's free width, whatever placement the
/// `searchable` asked for ("DefaultToolbarItem(kind: .search, placement: .bottomBar)",
/// Apple's documentation of `DefaultToolbarItem` and WWDC25 "Build a SwiftUI app with the new
/// design": the field joins the bottom toolbar's items). Other kinds and placements draw
/// nothing on an iPhone here (open: the search kind in the navigation bar is a button that
/// expands into the field).
public struct DefaultToolbarItem: ToolbarContent, PrimitiveToolbarContent {
    /// A default item is primitive: the bar it is placed in lays it out.
    public typealias Body = _ToolbarEntries.Primitive
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    /// The system's `kind` of item, at `placement`.
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    func appendEntries(to entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: placement, view: AnyView(EmptyView()), systemItem: kind))
    }
}

/// Toolbar content built from several pieces (``ToolbarContentBuilder``).
public struct _TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = _ToolbarEntries.Primitive
    let collect: (inout [ToolbarEntry]) -> Void

    func appendEntries(to entries: inout [ToolbarEntry]) { collect(&entries) }
}

/// Builds toolbar content from ``ToolbarItem``s and ``ToolbarItemGroup``s.
@resultBuilder
public enum ToolbarContentBuilder {
    /// One item, as written.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }

    /// No items.
    public static func buildBlock() -> _TupleToolbarContent { _TupleToolbarContent { _ in } }

    /// One item.
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }

    /// Several items, in order.
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> _TupleToolbarContent {
        var collectors: [(inout [ToolbarEntry]) -> Void] = []
        for piece in repeat each content {
            collectors.append { entries in Self.collect(piece, into: &entries) }
        }
        return _TupleToolbarContent { entries in for collect in collectors { collect(&entries) } }
    }

    /// The items of an `if` without `else`, when its condition holds.
    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> _TupleToolbarContent {
        _TupleToolbarContent { entries in if let content { Self.collect(content, into: &entries) } }
    }

    /// The items of an `if`'s first branch.
    public static func buildEither<T: ToolbarContent>(first: T) -> _TupleToolbarContent {
        _TupleToolbarContent { entries in Self.collect(first, into: &entries) }
    }

    /// The items of an `if`'s `else` branch.
    public static func buildEither<F: ToolbarContent>(second: F) -> _TupleToolbarContent {
        _TupleToolbarContent { entries in Self.collect(second, into: &entries) }
    }

    /// Appends the items of `content`: its own if it is primitive, else its body's.
    static func collect<C: ToolbarContent>(_ content: C, into entries: inout [ToolbarEntry]) {
        if let primitive = content as? any PrimitiveToolbarContent {
            primitive.appendEntries(to: &entries)
        } else {
            collect(content.body, into: &entries)
        }
    }
}

extension View {
    /// Toolbar items in the enclosing NavigationStack's bars, each in its placement.
    ///
    /// ```swift
    /// List { … }
    ///     .toolbar {
    ///         ToolbarItem(placement: .topBarTrailing) { Button("Add") { } }
    ///     }
    /// ```
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        var items: [ToolbarEntry] = []
        ToolbarContentBuilder.collect(content(), into: &items)
        return NavigationBarWriter(content: self) { context, environment in
            for var item in items {
                item.environment = environment
                context.toolbarItems.append(item)
            }
        }
    }

    /// A toolbar a person may customise, named `id` so the system keeps their arrangement;
    /// its items (``ToolbarItem/init(id:placement:content:)``) are placed as
    /// `toolbar(content:)` places them. Customisation is iPadOS's and macOS's; an
    /// arrangement nobody has changed is the one written.
    public func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content)
        -> some View
    {
        toolbar(content: content)
    }

    /// Views as toolbar items at the `.automatic` placement (the navigation bar's trailing
    /// side on an iPhone), side by side.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        let item = ToolbarEntry(placement: .automatic, view: AnyView(content()))
        return NavigationBarWriter(content: self) { context, environment in
            var item = item
            item.environment = environment
            context.toolbarItems.append(item)
        }
    }

    /// Bar buttons on both sides of the navigation bar (iOS 13's form of `toolbar`): the
    /// same as `.navigationBarLeading` and `.navigationBarTrailing` items.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        barItems([
            ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading)),
            ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing)),
        ])
    }

    /// A leading bar button (iOS 13's form).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        barItems([ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading))])
    }

    /// A trailing bar button (iOS 13's form).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        barItems([ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))])
    }

    private func barItems(_ items: [ToolbarEntry]) -> some View {
        NavigationBarWriter(content: self) { context, environment in
            for var item in items {
                item.environment = environment
                context.toolbarItems.append(item)
            }
        }
    }

    /// Hides (`.hidden`) the navigation bar when `bars` holds `.navigationBar` or
    /// `.automatic` (or nothing); other bars and visibilities change no layout.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let navigationBar = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        let hides = visibility == .hidden && navigationBar
        return NavigationBarWriter(content: self) { context, _ in if hides { context.isHidden = true } }
    }
}

/// Toolbar content from a list built at run time (by the source reader), collected in
/// order. Not part of SwiftUI's API.
package struct _ToolbarContentList: ToolbarContent, PrimitiveToolbarContent {
    package typealias Body = _ToolbarEntries.Primitive
    let items: [any ToolbarContent]

    package init(_ items: [any ToolbarContent]) { self.items = items }

    func appendEntries(to entries: inout [ToolbarEntry]) {
        for item in items { ToolbarContentBuilder.collect(item, into: &entries) }
    }
}
