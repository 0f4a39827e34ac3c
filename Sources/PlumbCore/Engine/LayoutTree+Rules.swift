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

extension LayoutTree {
    /// The rule `node` follows and the arguments it was written with.
    public func rule(of node: NodeID) -> NodeRule {
        let computer = computer(node.rawValue)
        switch computer {
        case let text as TextComputer: return .text(text.request)
        case let image as ImageComputer:
            return .image(name: image.image.name, isSystemSymbol: image.image.isSystemSymbol,
                          isResizable: image.image.isResizable, size: image.intrinsicSize)
        case let spacer as SpacerComputer: return .spacer(minLength: spacer.minLength, axis: spacer.axis)
        case let box as LayoutBox:
            switch box.layoutType._layoutValue(box) {
            case let frame as FrameLayout: return .frame(width: frame.width, height: frame.height)
            case let frame as FlexibleFrameLayout:
                return .flexibleFrame(FlexibleFrameBounds(
                    minWidth: frame.width.min, idealWidth: frame.width.ideal, maxWidth: frame.width.max,
                    minHeight: frame.height.min, idealHeight: frame.height.ideal, maxHeight: frame.height.max))
            case let fixed as FixedSizeLayout: return .fixedSize(horizontal: fixed.horizontal, vertical: fixed.vertical)
            case let padding as PaddingLayout: return .padding(padding.insets)
            case let stack as any _StackLayoutForwarding:
                return .stack(axis: stack._stack.majorAxis, spacing: stack._stack.spacing)
            case let scroll as ScrollViewLayout: return .scrollView(axes: scroll.axes)
            case let offset as OffsetLayout: return .offset(offset.offset)
            case let position as PositionLayout: return .position(position.position)
            default: return .other
            }
        default: return .other
        }
    }
}

extension Layout {
    /// The layout a node's box holds.
    static func _layoutValue(_ box: AnyObject) -> any Layout {
        unsafeDowncast(box, to: TypedLayoutBox<Self>.self).layout
    }
}
