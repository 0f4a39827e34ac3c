import Foundation

/// How lists look (`listStyle`): SwiftUI's built-in list styles, each a type of its own.
///
/// On an iPhone, `.automatic` is `.insetGrouped` (iOS 15 and later: "Since iOS15, default
/// apps on iOS use the 'inset grouped' style", https://github.com/heysem-useinsider/react-native-js-tableview/pull/20;
/// reported), and `.sidebar` looks like `.insetGrouped` ("it also works in iOS but only gives
/// the inset group style look", https://github.com/SomuYadav/ListStyles; reported).
public protocol ListStyle {}

/// The layouts of Plumb's list styles.
enum ListStyleKind: Hashable, Sendable {
    /// Rows edge to edge on the system background, separators between them.
    case plain
    /// Sections edge to edge on the grouped background.
    case grouped
    /// Sections as rounded cards inset from the edges, on the grouped background.
    case insetGrouped
    /// Rows inset from the edges with rounded corners, on the system background.
    case inset
}

/// The platform's default list style: `.insetGrouped` on an iPhone.
public struct DefaultListStyle: ListStyle {
    /// The platform's default list style.
    public init() {}
}

/// Rows edge to edge, separated by lines.
public struct PlainListStyle: ListStyle {
    /// Rows edge to edge, without a background.
    public init() {}
}

/// Sections edge to edge on the grouped background.
public struct GroupedListStyle: ListStyle {
    /// Sections on a grouped background, full width.
    public init() {}
}

/// Sections as rounded groups inset from the edges.
public struct InsetGroupedListStyle: ListStyle {
    /// Sections as inset rounded cards on a grouped background.
    public init() {}
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
    /// Rows inset from the edges.
    public init() {}
}

/// A sidebar: on an iPhone it looks like `.insetGrouped`.
public struct SidebarListStyle: ListStyle {
    /// A sidebar list.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default: `.insetGrouped` on iOS.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge, without a background.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections on a grouped background, full width.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as inset rounded cards on a grouped background.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension EnvironmentValues {
    /// The style lists inside lay out with (`listStyle`); `.insetGrouped` by default.
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
}

private struct ListStyleKindKey: EnvironmentKey {
    static let defaultValue = ListStyleKind.insetGrouped
}

extension View {
    /// The style of lists inside this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind: ListStyleKind =
            switch style {
            case is PlainListStyle: .plain
            case is GroupedListStyle: .grouped
            case is InsetListStyle: .inset
            default: .insetGrouped  // automatic, insetGrouped and sidebar on an iPhone
            }
        return _EnvironmentWriter(content: self) { $0.listStyleKind = kind }
    }
}
