import Foundation

/// A view that shows a root view under a navigation bar (iOS), and a container for
/// `containerRelativeFrame`.
///
/// Contract: it takes its whole proposal (its content's size plus the bar where a dimension
/// is `nil`). The bar is as tall as SPEC §6 says: 96 with a large title (the default for a
/// `navigationTitle` at the root), 44 inline (`navigationBarTitleDisplayMode(.inline)`, or
/// toolbar items without a title), and nothing without a title or toolbar items: a
/// title-less root "reserves" no bar (Skip, which mirrors iOS, fixed its Android port for
/// reserving one: https://github.com/skiptools/skip-ui/issues/451). The bar starts at the
/// status bar's bottom, which on Dynamic Island iPhones is above the safe area's top (status
/// bar 54, safe area 59 on an iPhone 15: the system bar's frame is y 54, height 44;
/// https://github.com/QuintGao/GKNavigationBarSwift/issues/41), so the content starts
/// `bar − (safe-area top − status bar)` below the stack's top
/// (``EnvironmentValues/statusBarOverlap``). The content is proposed the rest and centred in
/// it, as a hosting controller centres its root view; that rest is also the size views
/// inside see with `containerRelativeFrame`.
public struct NavigationStack<Root: View>: PrimitiveView {
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// A stack showing `root` with a path of pushed values. Plumb lays out the root: the
    /// path's values are never pushed.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public static func _makeNodes(_ view: NavigationStack, into resolver: inout _ViewResolver) {
        let context = NavigationContext()
        let saved = resolver.navigation
        resolver.navigation = context
        let savedAxis = resolver.stackAxis
        resolver.stackAxis = nil
        var children = resolver.nodes(of: view.root)
        resolver.stackAxis = savedAxis
        resolver.navigation = saved
        if children.count > 1 {
            children = [resolver.addNode(makeLayoutBox(VStackLayout(), name: "VStack"), children: children)][...]
        }
        // The content starts the bar's height below the stack's top, less the part of the bar
        // that lies in the safe area's top inset (above it, the status bar).
        let layout = BarContainerLayout(
            top: max(context.barHeight - resolver.environment.statusBarOverlap, 0), bottom: 0)
        resolver.outputs.append(resolver.addNode(makeLayoutBox(layout, name: "NavigationStack"), children: children))
    }
}

/// What the views inside a NavigationStack's root said about its bar, collected while they
/// are resolved (SwiftUI reads them as preferences).
final class NavigationContext {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var hasToolbarItems = false
    var isHidden = false

    /// SPEC §6: large title 96, inline 44.
    var barHeight: CGFloat {
        if isHidden { return 0 }
        if title != nil { return displayMode == .inline ? 44 : 96 }
        return hasToolbarItems ? 44 : 0
    }
}

/// Namespace of SwiftUI's navigation bar types.
public enum NavigationBarItem {
    /// How a navigation title is shown.
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

extension EnvironmentValues {
    /// How far the safe area's top lies below the status bar's bottom (5 on iPhones with a
    /// Dynamic Island, 8 on the 16 Pro models, 0 elsewhere): a navigation bar starts at the
    /// status bar, inside the safe area's top inset. Set from a device preset.
    public var statusBarOverlap: CGFloat {
        get { self[StatusBarOverlapKey.self] }
        set { self[StatusBarOverlapKey.self] = newValue }
    }
}

private struct StatusBarOverlapKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

/// A view that records something about the enclosing NavigationStack's bar as it is resolved.
struct NavigationBarWriter<Content: View>: PrimitiveView {
    let content: Content
    let update: (NavigationContext) -> Void

    static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        if let context = resolver.navigation { view.update(context) }
        resolver.resolve(view.content)
    }
}

extension View {
    /// The title of the navigation bar of the enclosing NavigationStack.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationBarWriter(content: self) { if $0.title == nil { $0.title = String(title) } }
    }

    /// The title of the navigation bar of the enclosing NavigationStack.
    public func navigationTitle(_ title: Text) -> some View {
        NavigationBarWriter(content: self) { if $0.title == nil { $0.title = title.content } }
    }

    /// Shows the navigation title large (96-point bar) or inline (44).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationBarWriter(content: self) { $0.displayMode = mode }
    }

    /// Hides the navigation bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        NavigationBarWriter(content: self) { $0.isHidden = hidden }
    }

    /// Toolbar items: they show a navigation bar (44) even without a title. The items are
    /// not drawn.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        NavigationBarWriter(content: self) { $0.hasToolbarItems = true }
    }

    /// Hides (`.hidden`) the navigation bar when `bars` holds `.navigationBar` or
    /// `.automatic` (or nothing); other bars and visibilities change no layout.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let navigationBar = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        let hides = visibility == .hidden && navigationBar
        return NavigationBarWriter(content: self) { if hides { $0.isHidden = true } }
    }
}
