import Foundation

/// A type that identifies an alignment guide and gives its default value.
///
/// Define one to create a custom alignment (SPEC §5, `alignmentGuide`):
///
/// ```swift
/// extension VerticalAlignment {
///     private enum MidIconAndTitle: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
///     }
///     static let midIconAndTitle = VerticalAlignment(MidIconAndTitle.self)
/// }
/// ```
public protocol AlignmentID {
    /// The guide's value for a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of one alignment guide on one axis: what the engine keys explicit values by.
///
/// SwiftUI's own guides carry a small index (`builtin`), so that the engine can test
/// "does this subtree set this guide?" with a bit mask instead of a dictionary.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    /// 0...8 for SwiftUI's guides, -1 for user-defined ones.
    let builtin: Int8

    init(_ id: any AlignmentID.Type, axis: Axis, builtin: Int8 = -1) {
        self.id = id
        self.axis = axis
        self.builtin = builtin
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        a.axis == b.axis && ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    @inline(__always)
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        builtin >= 0 ? defaultValue(width: dimensions.width, height: dimensions.height) : id.defaultValue(in: dimensions)
    }

    /// The default value for a view of this size with no explicit guides.
    @inline(__always)
    func defaultValue(width: CGFloat, height: CGFloat) -> CGFloat {
        switch builtin {
        case 0: return 0  // leading
        case 1: return width / 2  // horizontal centre
        case 2: return width  // trailing
        case 3: return 0  // top
        case 4: return height / 2  // vertical centre
        case 5, 6, 7: return height  // bottom, first and last text baseline
        default: return id.defaultValue(in: ViewDimensions(width: width, height: height))
        }
    }

    var name: String {
        switch builtin {
        case 0: return "leading"
        case 1: return "center"
        case 2: return "trailing"
        case 3: return "top"
        case 4: return "center"
        case 5: return "bottom"
        case 6: return "firstTextBaseline"
        case 7: return "lastTextBaseline"
        default: return String(describing: id)
        }
    }
}

enum LeadingAlignmentID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterAlignmentID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
enum TrailingAlignmentID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
enum TopAlignmentID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterAlignmentID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
enum BottomAlignmentID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
/// A view without text has its baselines at its bottom (SPEC §5).
enum FirstTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
enum LastTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// A guide identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        self.key = AlignmentKey(id, axis: .horizontal)
    }

    init(_ id: any AlignmentID.Type, builtin: Int8) {
        self.key = AlignmentKey(id, axis: .horizontal, builtin: builtin)
    }

    /// Leading edges aligned.
    public static let leading = HorizontalAlignment(LeadingAlignmentID.self, builtin: 0)
    /// Horizontal centres aligned.
    public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self, builtin: 1)
    /// Trailing edges aligned.
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self, builtin: 2)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// A guide identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        self.key = AlignmentKey(id, axis: .vertical)
    }

    init(_ id: any AlignmentID.Type, builtin: Int8) {
        self.key = AlignmentKey(id, axis: .vertical, builtin: builtin)
    }

    /// Top edges aligned.
    public static let top = VerticalAlignment(TopAlignmentID.self, builtin: 3)
    /// Vertical centres aligned.
    public static let center = VerticalAlignment(VerticalCenterAlignmentID.self, builtin: 4)
    /// Bottom edges aligned.
    public static let bottom = VerticalAlignment(BottomAlignmentID.self, builtin: 5)
    /// The first lines' baselines aligned (a view without text: its bottom).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignmentID.self, builtin: 6)
    /// The last lines' baselines aligned (a view without text: its bottom).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignmentID.self, builtin: 7)
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment

    /// An alignment of the two guides.
    @inlinable
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
