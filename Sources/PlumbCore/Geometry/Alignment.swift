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

/// An alignment guide whose `AlignmentID` is a type in source a reader evaluates, not a
/// Swift type of the program (`VerticalAlignment(Checkmark.self)` in a file PlumbSource
/// reads): the same guide wherever the type's name is the same, its default value the one
/// the reader computes from the type's `defaultValue(in:)`.
package final class SourceAlignmentID: @unchecked Sendable {
    /// The stand-in `AlignmentID` of every source guide; ``name`` tells them apart.
    enum StandIn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    /// The `AlignmentID` type's name, qualified as the source writes it.
    let name: String
    /// The guide's value for a view that sets none.
    let defaultValue: (ViewDimensions) -> CGFloat

    package init(name: String, defaultValue: @escaping (ViewDimensions) -> CGFloat) {
        self.name = name
        self.defaultValue = defaultValue
    }
}

/// The identity of one alignment guide on one axis: what the engine keys explicit values by.
///
/// SwiftUI's own guides carry a small index (`builtin`, one of ``BuiltinGuide``'s), so that
/// the engine can test "does this subtree set this guide?" with a bit mask instead of a
/// dictionary (``GuideMask``).
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    /// One of ``BuiltinGuide``'s indices (0...7) for SwiftUI's guides, -1 for user-defined ones.
    let builtin: Int8
    /// The guide a reader of source defines (``SourceAlignmentID``), whose `id` is a stand-in.
    let source: SourceAlignmentID?

    init(_ id: any AlignmentID.Type, axis: Axis, builtin: Int8 = -1) {
        self.id = id
        self.axis = axis
        self.builtin = builtin
        self.source = nil
    }

    init(_ source: SourceAlignmentID, axis: Axis) {
        self.id = SourceAlignmentID.StandIn.self
        self.axis = axis
        self.builtin = -1
        self.source = source
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        a.axis == b.axis && ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.source?.name == b.source?.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
        if let source { hasher.combine(source.name) }
    }

    @inline(__always)
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        if builtin >= 0 { return defaultValue(width: dimensions.width, height: dimensions.height) }
        if let source { return source.defaultValue(dimensions) }
        return id.defaultValue(in: dimensions)
    }

    /// The default value for a view of this size with no explicit guides.
    @inline(__always)
    func defaultValue(width: CGFloat, height: CGFloat) -> CGFloat {
        switch builtin {
        case BuiltinGuide.leading, BuiltinGuide.top: return 0
        case BuiltinGuide.horizontalCenter: return width / 2
        case BuiltinGuide.trailing: return width
        case BuiltinGuide.verticalCenter: return height / 2
        case BuiltinGuide.bottom, BuiltinGuide.firstTextBaseline, BuiltinGuide.lastTextBaseline: return height
        default: return defaultValue(in: ViewDimensions(width: width, height: height))
        }
    }

    var name: String {
        switch builtin {
        case BuiltinGuide.leading: return "leading"
        case BuiltinGuide.horizontalCenter, BuiltinGuide.verticalCenter: return "center"
        case BuiltinGuide.trailing: return "trailing"
        case BuiltinGuide.top: return "top"
        case BuiltinGuide.bottom: return "bottom"
        case BuiltinGuide.firstTextBaseline: return "firstTextBaseline"
        case BuiltinGuide.lastTextBaseline: return "lastTextBaseline"
        default: return source?.name ?? String(describing: id)
        }
    }

    /// Whether this is one of SwiftUI's two text baselines.
    var isTextBaseline: Bool {
        builtin == BuiltinGuide.firstTextBaseline || builtin == BuiltinGuide.lastTextBaseline
    }
}

/// The indices of SwiftUI's eight guides (`AlignmentKey.builtin`): fixed, so each has a fixed
/// bit in a node's guide mask (``GuideMask``).
enum BuiltinGuide {
    static let leading: Int8 = 0
    static let horizontalCenter: Int8 = 1
    static let trailing: Int8 = 2
    static let top: Int8 = 3
    static let verticalCenter: Int8 = 4
    static let bottom: Int8 = 5
    static let firstTextBaseline: Int8 = 6
    static let lastTextBaseline: Int8 = 7
    /// How many there are: the first index left for custom guides' bits.
    static let count: Int8 = 8
}

/// The bits of a node's guide mask, which says which guides the node or a view inside it may
/// set explicitly (`LayoutTree.guideBit`): SwiftUI's guide `i` has bit `i`; custom guides take
/// the next free bit from ``firstCustomBit`` in order of appearance, and share ``lastBit`` once
/// the others are taken (the mask only says "may have", so sharing is safe).
enum GuideMask {
    /// The bit of SwiftUI's guide `builtin` (a ``BuiltinGuide`` index).
    @inline(__always)
    static func bit(_ builtin: Int8) -> UInt64 { 1 << UInt64(builtin) }

    /// SwiftUI's six frame guides, leading to bottom (bits 0...5): a container of several
    /// children never reports them explicitly.
    static let frameGuides: UInt64 = 0x3F
    /// The first and last text baselines (bits 6 and 7): what a Text answers explicitly.
    static let textBaselines: UInt64 = 0xC0
    /// The bit of the first custom guide.
    static let firstCustomBit = Int(BuiltinGuide.count)
    /// The mask's last bit, shared by custom guides once the others are taken.
    static let lastBit = 63
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

    /// A guide a reader of source defines (``SourceAlignmentID``).
    package init(_ source: SourceAlignmentID) {
        self.key = AlignmentKey(source, axis: .horizontal)
    }

    /// Leading edges aligned.
    public static let leading = HorizontalAlignment(LeadingAlignmentID.self, builtin: BuiltinGuide.leading)
    /// Horizontal centres aligned.
    public static let center = HorizontalAlignment(
        HorizontalCenterAlignmentID.self, builtin: BuiltinGuide.horizontalCenter)
    /// Trailing edges aligned.
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self, builtin: BuiltinGuide.trailing)
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

    /// A guide a reader of source defines (``SourceAlignmentID``).
    package init(_ source: SourceAlignmentID) {
        self.key = AlignmentKey(source, axis: .vertical)
    }

    /// Top edges aligned.
    public static let top = VerticalAlignment(TopAlignmentID.self, builtin: BuiltinGuide.top)
    /// Vertical centres aligned.
    public static let center = VerticalAlignment(VerticalCenterAlignmentID.self, builtin: BuiltinGuide.verticalCenter)
    /// Bottom edges aligned.
    public static let bottom = VerticalAlignment(BottomAlignmentID.self, builtin: BuiltinGuide.bottom)
    /// The first lines' baselines aligned (a view without text: its bottom).
    public static let firstTextBaseline = VerticalAlignment(
        FirstTextBaselineAlignmentID.self, builtin: BuiltinGuide.firstTextBaseline)
    /// The last lines' baselines aligned (a view without text: its bottom).
    public static let lastTextBaseline = VerticalAlignment(
        LastTextBaselineAlignmentID.self, builtin: BuiltinGuide.lastTextBaseline)
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

extension HorizontalAlignment: SourceNamed {
    package static let sourceNames: [(name: String, value: HorizontalAlignment)] = [
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("listRowSeparatorLeading", .listRowSeparatorLeading), ("listRowSeparatorTrailing", .listRowSeparatorTrailing),
    ]
}

extension VerticalAlignment: SourceNamed {
    package static let sourceNames: [(name: String, value: VerticalAlignment)] = [
        ("top", .top), ("center", .center), ("bottom", .bottom), ("firstTextBaseline", .firstTextBaseline),
        ("lastTextBaseline", .lastTextBaseline),
    ]
}

extension Alignment: SourceNamed {
    package static let sourceNames: [(name: String, value: Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
        ("bottomTrailing", .bottomTrailing), ("centerFirstTextBaseline", .centerFirstTextBaseline),
        ("centerLastTextBaseline", .centerLastTextBaseline), ("leadingFirstTextBaseline", .leadingFirstTextBaseline),
        ("leadingLastTextBaseline", .leadingLastTextBaseline),
        ("trailingFirstTextBaseline", .trailingFirstTextBaseline),
        ("trailingLastTextBaseline", .trailingLastTextBaseline),
    ]
}
