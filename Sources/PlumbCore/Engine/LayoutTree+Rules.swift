import Foundation

/// The rule a node follows, with the arguments it was written with: what a tool that
/// explains a layout needs to say *why* a view answered what it did ("a rigid frame answers
/// its width whatever its child chose", "an image that is not resizable ignores its
/// proposal"). Read it with ``LayoutTree/rule(of:)``.
public enum NodeRule: Sendable, Equatable {
    /// `frame(width:height:)`, a rigid frame (SPEC §3); `nil` for a dimension not given.
    case frame(width: CGFloat?, height: CGFloat?)
    /// `frame(minWidth:idealWidth:maxWidth:...)`, a flexible frame (SPEC §3), its bounds
    /// normalised as SwiftUI normalises them.
    case flexibleFrame(FlexibleFrameBounds)
    /// `fixedSize(horizontal:vertical:)` (SPEC §5).
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `padding`, with its resolved insets (SPEC §5).
    case padding(EdgeInsets)
    /// `Spacer(minLength:)` and the stack axis it extends along (`nil` outside a stack).
    case spacer(minLength: CGFloat?, axis: Axis?)
    /// An image, with its intrinsic point size (SPEC §2).
    case image(name: String, isSystemSymbol: Bool, isResizable: Bool, size: CGSize)
    /// A Text, with everything that shapes its lines.
    case text(TextLayoutRequest)
    /// An HStack or VStack (SPEC §4); `spacing` is `nil` for the default spacing.
    case stack(axis: Axis, spacing: CGFloat?)
    /// A ScrollView and the axes it scrolls (SPEC §5).
    case scrollView(axes: Axis.Set)
    /// `offset`: moves the drawing, changes no size (SPEC §5).
    case offset(CGSize)
    /// `position(x:y:)`: takes the whole proposal and centres its child on the point (SPEC §5).
    case position(CGPoint)
    /// Any other view, modifier or container.
    case other
}

/// The bounds of a flexible frame; `nil` where none was given.
public struct FlexibleFrameBounds: Sendable, Equatable {
    /// The minimum width, if given.
    public var minWidth: CGFloat?
    /// The ideal width, if given.
    public var idealWidth: CGFloat?
    /// The maximum width, if given.
    public var maxWidth: CGFloat?
    /// The minimum height, if given.
    public var minHeight: CGFloat?
    /// The ideal height, if given.
    public var idealHeight: CGFloat?
    /// The maximum height, if given.
    public var maxHeight: CGFloat?

    /// The bounds of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, as
    /// given.
    public init(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil
    ) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
    }

    /// The bounds along `axis`: minimum, ideal, maximum.
    public subscript(axis: Axis) -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }
}

/// What a node tells a tool that explains a layout: the rule it follows with its arguments,
/// and how source writes it. Each built-in layout and leaf writes its own, in its own file
/// (``DescribedLayout`` for a layout, `LayoutComputer.nodeDescription` for a leaf); the
/// engine only asks.
///
/// The rule and the spelling are separate so that a layout explain should name needs no
/// edit of ``NodeRule``: it answers `.other` with its spelling (`ribbon(gap: 3)`), and
/// explain names it by that. ``NodeRule`` gets a case only for a layout whose arguments
/// explain reasons about (a rigid frame answers its width, an image that is not resizable
/// ignores its proposal), because that reasoning pattern-matches on them. (A general case,
/// a name and a spelling, would say nothing the node's type name and this spelling do not.)
package struct NodeDescription: Sendable, Equatable {
    /// The rule and its arguments; `.other` for a view explain does not reason about.
    package var rule: NodeRule
    /// The view as source writes it (`frame(width: 100)`, `Spacer(minLength: 40)`,
    /// `Text("A long headline")`), or `nil` to be named by its type.
    package var code: String?

    package init(_ rule: NodeRule, code: String?) {
        self.rule = rule
        self.code = code
    }

    /// A node that says nothing about itself: named by its type.
    package static let undescribed = NodeDescription(.other, code: nil)
}

/// A built-in layout that describes itself to explain (its rule and its spelling): the
/// engine asks the layout a node's box holds. Package API, not part of ``Layout``: a
/// user's layout is named by its type.
package protocol DescribedLayout: Layout {
    /// The layout's rule and how source writes it.
    var nodeDescription: NodeDescription { get }
}

/// A length as Swift source writes it: `100`, `0.5`, `.infinity`, `-.infinity`.
package func sourceLength(_ value: CGFloat) -> String {
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    if value.isNaN { return ".nan" }
    return formatLength(value)
}

extension LayoutTree {
    /// The rule `node` follows and the arguments it was written with.
    public func rule(of node: NodeID) -> NodeRule {
        nodeDescription(of: node).rule
    }

    /// What `node` says about itself: its rule and how source writes it.
    package func nodeDescription(of node: NodeID) -> NodeDescription {
        computer(node.rawValue).nodeDescription ?? .undescribed
    }
}
