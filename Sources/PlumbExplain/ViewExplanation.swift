import Foundation
import PlumbCore

/// Why one view got its size: the facts read from the recorded negotiation, what happened
/// to it, the remedies that apply (each predicted by laying out again), and the same in
/// plain English (``explanation``).
///
/// Every value is plain data (`Sendable`, `Equatable`); ``jsonValue`` gives it as JSON, in the
/// shape `plumb explain --json` prints.
public struct ViewExplanation: Sendable, Equatable {
    /// The view's node in the explained tree (the numbering of a tree resolved from the same
    /// view with the same environment: a renderer's tree matches it).
    public var node: NodeID
    /// The view type: `Text`, `frame`, `HStack`...
    public var type: String
    /// The id given with `.id(_:)`, if any.
    public var id: String?
    /// How the text names the view: `Text "headline"` (by its id) or as written in source.
    public var label: String
    /// The view as source writes it, when its arguments matter: `frame(width: 100, height: 100)`.
    public var code: String?
    /// Depth in the tree (0 for the root) and the parent's node.
    public var depth: Int
    /// The parent's node (`nil` for the root).
    public var parent: NodeID?
    /// Its frame in canvas points, rounded to the pixel grid.
    public var frame: CGRect
    /// The size it answered when it was placed, before rounding.
    public var size: CGSize
    /// The proposal it was placed with.
    public var placedWith: ProposedViewSize?
    /// Every distinct question it was asked, in the order first asked.
    public var proposals: [ProposalFact]
    /// What it proposed to its child and what the child answered, for a modifier.
    public var child: ChildFact?
    /// How it shared its length among its children, for a stack.
    public var distribution: DistributionFact?
    /// Its share of the stack it is a child of, if it is one.
    public var stack: StackFact?
    /// How a Text laid out its lines.
    public var text: TextFact?
    /// What happened to it.
    public var outcomes: [Outcome]
    /// Remedies that apply, each with its predicted result.
    public var remedies: [Remedy]
    /// All of the above in plain English: what `plumb explain` prints for this view.
    public var explanation: String
    /// The stubs the source reader made for what the files read do not define, that this view
    /// was built from (`'L10n.title' at Settings.swift:6:18`).
    public var stubs: [String] = []
    /// What control this view is the outermost node of, and how its style sized it (`nil`
    /// for views that are not controls).
    public var control: String?
}

/// One question a view was asked and its answer.
public struct ProposalFact: Sendable, Equatable {
    /// What the question was: a size proposal, or one of a stack's two probes.
    public enum Kind: String, Sendable {
        /// A size proposal.
        case size
        /// A stack's probe of how far the view can shrink along its axis (proposed 0 there).
        case minimumProbe
        /// A stack's probe of how far the view can grow along its axis (proposed infinity there).
        case maximumProbe
    }

    /// What the view was proposed.
    public var proposal: ProposedViewSize
    /// The answer. For a probe of one length (``axis`` set), only that dimension was asked.
    public var answer: CGSize
    /// The axis of a one-length probe (`nil` for a size).
    public var axis: Axis?
    /// A size proposal or a stack's probe.
    public var kind: Kind
    /// How many times it was asked (later times answered from memory).
    public var count: Int
    /// Whether this is the proposal the view was placed with: its final size.
    public var isPlacement: Bool
}

/// A modifier's child: what the modifier proposed to it and what it answered.
public struct ChildFact: Sendable, Equatable {
    /// The child.
    public var node: NodeID
    /// How the text names the child: `Text "headline"`.
    public var label: String
    /// What the modifier proposed to it when placing it (`nil` if it was not placed).
    public var proposal: ProposedViewSize?
    /// What it answered.
    public var answer: CGSize
}

/// How a stack shared its length among its children for the proposal it was placed with,
/// as it recorded it (SPEC §4).
public struct DistributionFact: Sendable, Equatable {
    /// The stack's axis.
    public var axis: Axis
    /// What the stack was proposed.
    public var proposal: ProposedViewSize
    /// The length shared (proposal minus spacing); `nil` when proposed `nil` along the axis.
    public var available: CGFloat?
    /// The spacing between the children, in total.
    public var spacing: CGFloat
    /// The children in the order they were served.
    public var turns: [Turn]
    /// Its length along the axis: the answers plus the spacing.
    public var length: CGFloat

    /// One child's turn in the distribution, in the order it was served.
    public struct Turn: Sendable, Equatable {
        /// The child.
        public var node: NodeID
        /// How the text names it.
        public var label: String
        /// Its layout priority.
        public var priority: Double
        /// Its length when proposed 0 along the axis (`nil`: not probed).
        public var minimum: CGFloat?
        /// Its length when proposed infinity along the axis (`nil`: not probed).
        public var maximum: CGFloat?
        /// The length left to share when its turn came (`nil` when nothing was shared).
        public var remaining: CGFloat?
        /// The children of its group still waiting, itself included (`nil` when nothing was shared).
        public var waiting: Int?
        /// What it was offered (`nil`: its ideal length).
        public var offer: CGFloat?
        /// What it took.
        public var answer: CGFloat
    }
}

/// A child's share of its stack's length, as the stack recorded it (SPEC §4).
public struct StackFact: Sendable, Equatable {
    /// The stack's node.
    public var stack: NodeID
    /// How the text names the stack.
    public var stackLabel: String
    /// The stack's axis.
    public var axis: Axis
    /// What the stack was proposed, and the length it shared (proposal minus gaps; `nil`
    /// when it was proposed `nil` along its axis and asked for ideal sizes instead).
    public var stackProposal: ProposedViewSize
    /// The length shared: the proposal minus the gaps (`nil`: proposed `nil`).
    public var available: CGFloat?
    /// Spacing between the stack's children, in total.
    public var spacing: CGFloat
    /// How many children the stack has.
    public var childCount: Int
    /// How far it can shrink and grow along the axis (probed at 0 and at infinity).
    public var minimum: CGFloat
    /// How far it can grow along the axis (probed at infinity).
    public var maximum: CGFloat
    /// Whether the stack itself asked (it probes lazily); otherwise measured for the
    /// explanation the same way, after the layout.
    public var probedByStack: Bool
    /// Its layout priority.
    public var priority: Double
    /// Its priority group (0 for the highest) and how many there are.
    public var group: Int
    /// How many priority groups the stack has.
    public var groupCount: Int
    /// The length its group started with, and what was held back (negative) for lower
    /// groups' minimums or given back (positive) for its own.
    public var groupStart: CGFloat?
    /// What was held back (negative) or given back (positive) to its group's start.
    public var groupAdjustment: CGFloat?
    /// Its turn (0 for the first served) and the children served before it.
    public var turn: Int
    /// The children served before it, in order.
    public var servedBefore: [Sibling]
    /// The length left and the children of its group still waiting (itself included) when
    /// its turn came; `nil` when nothing was shared.
    public var remaining: CGFloat?
    /// The children of its group still waiting when its turn came, itself included.
    public var waiting: Int?
    /// What it was offered along the axis (`nil`: its ideal length) and what it took.
    public var offer: CGFloat?
    /// What it took along the axis.
    public var answer: CGFloat

    /// Flexibility: maximum − minimum.
    public var flexibility: CGFloat { maximum - minimum }

    /// Another child of the stack.
    public struct Sibling: Sendable, Equatable {
        /// The sibling.
        public var node: NodeID
        /// How the text names it.
        public var label: String
        /// Its layout priority.
        public var priority: Double
        /// `nil` when its lengths were not probed.
        public var flexibility: CGFloat?
        /// What it took along the axis.
        public var answer: CGFloat
    }
}

/// How a Text laid out its lines for the proposal it was placed with.
public struct TextFact: Sendable, Equatable {
    /// The Text's string.
    public var string: String
    /// The lines shown, "…" included where text was cut.
    public var lines: [String]
    /// Whether text was cut and ends with "…".
    public var isTruncated: Bool
    /// Its size for a `nil` proposal: the width it needs for one line.
    public var idealSize: CGSize
    /// The proposal it was placed with.
    public var proposal: ProposedViewSize
    /// Its line limit (`nil`: none).
    public var lineLimit: Int?
}

/// What happened to a view.
public enum Outcome: Sendable, Equatable {
    /// It answered within what it was proposed.
    case fits(proposal: ProposedViewSize, answer: CGSize)
    /// A Text offered at least the width it needs shows one line.
    case fitsOnOneLine(needs: CGFloat, offered: CGFloat?)
    /// A Text offered less than one line's width wraps onto `lines` lines.
    case wraps(lines: Int, needs: CGFloat, offered: CGFloat)
    /// A Text could not show all its lines: cut by its line limit or by the height it was
    /// proposed (`needsHeight`, the height all its lines need at that width).
    case truncated(needs: CGFloat, offered: CGFloat?, shown: [String], cause: TruncationCause)
    /// It answered something else than its (finite) proposal, by its own rule.
    case ignoredProposal(IgnoredProposal)
    /// It sticks out of an ancestor (or the canvas).
    case overflows(Overflow)
    /// Proposed `nil` on some axes: it answered its ideal size there.
    case idealSize(axes: [Axis], source: NilSource?)
    /// A frame with an infinite maximum was proposed `nil`: nothing finite to grow into.
    case noFiniteProposal(axis: Axis, source: NilSource?)
}

/// Why a Text was cut.
public enum TruncationCause: Sendable, Equatable {
    /// `lineLimit(n)` allows only `n` lines.
    case lineLimit(Int)
    /// The proposed height holds fewer lines than the text needs (`needsHeight` at that width).
    case height(proposed: CGFloat, needsHeight: CGFloat)
}

/// Where a `nil` proposal came from: the nearest ancestor that was proposed a length and
/// proposed `nil` below it.
public struct NilSource: Sendable, Equatable {
    /// The ancestor that proposed `nil`.
    public var node: NodeID
    /// How the text names it.
    public var label: String
    /// Why it proposes `nil`, in a sentence: "a ScrollView proposes nil (ideal size) along
    /// the axes it scrolls".
    public var reason: String
}

/// A view that does not take its proposal, by its own rule.
public struct IgnoredProposal: Sendable, Equatable {
    /// The rule that made it answer otherwise.
    public var rule: Rigidity
    /// The axes on which it did not take its proposal.
    public var axes: [Axis]
    /// What it was proposed.
    public var proposal: ProposedViewSize
    /// What it answered.
    public var answer: CGSize
}

/// The rules that make a view answer more (or other) than it is offered.
public enum Rigidity: String, Sendable {
    /// An image that is not resizable answers its own size.
    case imageNotResizable
    /// A rigid frame answers the width or height written in it.
    case rigidFrame
    /// A flexible frame with a minimum answers at least the minimum.
    case frameMinimum
    /// fixedSize answers its child's ideal size.
    case fixedSize
    /// A Spacer never goes below its minimum length.
    case spacerMinimum
    /// A Text is never narrower than one character.
    case textCharacter
    /// `offset` or `position` moves a view without changing any size.
    case moved
    /// Something else answered more than it was offered.
    case other
}

/// A view sticking out of an ancestor: how far past each edge, and why.
public struct Overflow: Sendable, Equatable {
    /// The ancestor (`nil`: the canvas), its label, its rule as source writes it, and its size.
    public var ancestor: NodeID?
    /// How the text names the ancestor.
    public var ancestorLabel: String
    /// The ancestor's rule as source writes it: `frame(width: 100)`.
    public var ancestorCode: String?
    /// The ancestor's size.
    public var ancestorSize: CGSize
    /// How far the view sticks out past each edge (0 where it does not).
    public var leading: CGFloat
    /// How far it sticks out past the trailing edge.
    public var trailing: CGFloat
    /// How far it sticks out past the top edge.
    public var top: CGFloat
    /// How far it sticks out past the bottom edge.
    public var bottom: CGFloat
    /// The views between it and the ancestor (itself included) that did not take what they
    /// were offered, and why.
    public var causes: [OverflowCause]
    /// The modifier around it with the same frame, which overflows the same way and is
    /// explained there (`nil` when there is none).
    public var sameAs: NodeID?
    /// How the text names that modifier.
    public var sameAsLabel: String?
}

/// A view that answered more than it was offered, with the rule that made it.
public struct OverflowCause: Sendable, Equatable {
    /// The view.
    public var node: NodeID
    /// How the text names it.
    public var label: String
    /// The rule that made it answer more.
    public var rule: Rigidity
    /// The axis on which it answered more.
    public var axis: Axis
    /// What it was offered along the axis (`nil`: it was proposed nil) and what it answered.
    public var offered: CGFloat?
    /// What it answered along the axis.
    public var answered: CGFloat
}

/// A usual remedy, predicted by laying the view out again with the change.
public struct Remedy: Sendable, Equatable {
    /// Which remedy: its `rawValue` is the modifier or initialiser it applies.
    public enum Kind: String, Sendable {
        /// `.layoutPriority(1)`: served before its siblings.
        case layoutPriority
        /// `.fixedSize(horizontal:vertical:)`: its ideal size, not negotiated.
        case fixedSize
        /// `.frame(maxWidth: .infinity)`: every point its parent offers.
        case frameMaxWidth = "frame(maxWidth:)"
        /// `.resizable()` on an image: it takes its proposal.
        case resizable
        /// `Spacer(minLength:)`: another minimum for a spacer.
        case spacerMinLength = "Spacer(minLength:)"
        /// `.lineLimit(_:)`: another line limit for a Text.
        case lineLimit
        /// `.clipped()`: the drawing cut to the frame (no size changes).
        case clipped
        /// `.containerRelativeFrame(_:)`: a length from the nearest container.
        case containerRelativeFrame
    }

    /// Which remedy.
    public var kind: Kind
    /// The change as source writes it: `.layoutPriority(1)`, `Spacer(minLength: 20)`.
    public var code: String
    /// The view it is applied to (the explained view or the stack child around it).
    public var target: NodeID
    /// How the text names the view it is applied to.
    public var targetLabel: String
    /// Whether any size changes (`clipped()` changes only the drawing).
    public var changesLayout: Bool
    /// The explained view in the new layout.
    public var predicted: PredictedView
    /// Other views whose size changes (the stack's other children first).
    public var others: [PredictedChange]
    /// What overflows in the new layout, on the view's path to the root.
    public var overflow: Overflow?
    /// The prediction in plain English.
    public var summary: String
}

/// A view in a predicted layout.
public struct PredictedView: Sendable, Equatable {
    /// Its size.
    public var size: CGSize
    /// Its offer along its stack's axis, if it is a stack child.
    public var offer: CGFloat?
    /// Its turn in its stack (0 first), if it is a stack child.
    public var turn: Int?
    /// The lines it would show, if it is a Text.
    public var lines: [String]?
    /// Whether it would be truncated, if it is a Text.
    public var isTruncated: Bool?
}

/// A view whose size a remedy changes.
public struct PredictedChange: Sendable, Equatable {
    /// The view.
    public var node: NodeID
    /// How the text names it.
    public var label: String
    /// Its size now.
    public var before: CGSize
    /// Its size with the remedy.
    public var after: CGSize
    /// The lines it would show, if it is a Text.
    public var lines: [String]?
    /// Whether it would be truncated, if it is a Text.
    public var isTruncated: Bool?
}
