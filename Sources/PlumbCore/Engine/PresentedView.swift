import Foundation

/// How a presentation shows its content.
public enum PresentationKind: Hashable, Sendable {
    /// A sheet rising from the bottom of the screen, the screen behind dimmed.
    case sheet
    /// A cover over the whole screen.
    case fullScreenCover
    /// A popover; on an iPhone a sheet, unless its content asks to stay a popover.
    case popover
}

/// A presentation laid out: its content's own tree, laid out in `canvas`, and where that
/// canvas is drawn on the screen.
///
/// A view presents when it is resolved with a true binding (`.sheet(isPresented:
/// .constant(true))`) or an item (`.sheet(item:)`); the first presentation asked for is
/// the one shown, as SwiftUI presents one sheet at a time from a view. The content is
/// resolved in the environment of the view that presents it, and laid out when the tree
/// is, after it (``LayoutTree/presented``). A presentation its content makes is stacked
/// above it, up to ``LayoutTree/maximumPresentationDepth``.
public struct PresentedView {
    /// A sheet or a cover (a popover on an iPhone is a sheet).
    public let kind: PresentationKind
    /// The presented content, laid out in `canvas` with `safeArea`.
    public let tree: LayoutTree
    /// The canvas the content is laid out in.
    public let canvas: CGSize
    /// The safe area of that canvas: the home indicator's below a sheet, the screen's in a cover.
    public let safeArea: EdgeInsets
    /// Where the canvas is drawn on the screen, after `scale` (iOS 26 draws a sheet that is
    /// not large as a card smaller than the screen).
    public let frame: CGRect
    /// How the canvas is scaled on the screen.
    public let scale: CGFloat
    /// The radius of the sheet's top corners, in the canvas; 0 for a cover.
    public let cornerRadius: CGFloat
    /// Whether the bottom corners are rounded too (a floating card).
    public let roundsBottomCorners: Bool
    /// The opacity of the black drawn over the screen behind (0: not dimmed).
    public let dimming: Double
    /// Whether the grabber is drawn at the sheet's top.
    public let showsDragIndicator: Bool
    /// What fills the sheet behind its content (`presentationBackground`); `nil`: the
    /// system's background.
    public let background: AnyShapeStyle?

    init(kind: PresentationKind, tree: LayoutTree, placement p: PresentationPlacement, background: AnyShapeStyle?) {
        self.kind = kind
        self.tree = tree
        canvas = p.canvas
        safeArea = p.safeArea
        frame = p.frame
        scale = p.scale
        cornerRadius = p.cornerRadius
        roundsBottomCorners = p.roundsBottomCorners
        dimming = p.dimming
        showsDragIndicator = p.showsDragIndicator
        self.background = background
    }
}

/// What a presented view asks of its presentation, from the `presentation...` modifiers
/// inside it; the innermost of each kind applies.
struct PresentationPreferences {
    var detents: Set<PresentationDetent>?
    var selection: PresentationDetent?
    var dragIndicator: Visibility?
    var background: AnyShapeStyle?
    var cornerRadius: CGFloat?
    var compactAdaptation: PresentationAdaptation?
    var backgroundInteraction: PresentationBackgroundInteraction?
}

/// A presentation asked for while a tree was resolved; its content's tree is made once.
final class PresentationRequest {
    let kind: PresentationKind
    let makeContent: () -> AnyView
    let environment: EnvironmentValues
    private var made: LayoutTree?

    init(kind: PresentationKind, makeContent: @escaping () -> AnyView, environment: EnvironmentValues) {
        self.kind = kind
        self.makeContent = makeContent
        self.environment = environment
    }

    var tree: LayoutTree {
        if let made { return made }
        let tree = LayoutTree.presenting(makeContent(), environment: environment)
        tree.presentsRequests = false
        made = tree
        return tree
    }
}

/// A view that presents `presented` (when not `nil`) over the screen. Adds no node.
struct PresentingView<Content: View>: PrimitiveView {
    let content: Content
    let kind: PresentationKind
    let presented: (() -> AnyView)?

    static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolve(view.content)
        if let presented = view.presented, resolver.tree.presentationRequest == nil {
            resolver.tree.presentationRequest = PresentationRequest(
                kind: view.kind, makeContent: presented, environment: resolver.environment)
        }
    }
}

extension View {
    /// Records what this view asks of the presentation it is shown in.
    func presentationPreference(_ update: @escaping (inout PresentationPreferences) -> Void) -> some View {
        attribute { tree, _ in
            var preferences = PresentationPreferences()
            update(&preferences)
            tree.presentationPreferences.fill(from: preferences)
        }
    }
}

extension PresentationPreferences {
    /// Takes each preference `other` sets that this one does not.
    mutating func fill(from other: PresentationPreferences) {
        if detents == nil, let d = other.detents {
            detents = d
            selection = other.selection
        }
        dragIndicator = dragIndicator ?? other.dragIndicator
        background = background ?? other.background
        cornerRadius = cornerRadius ?? other.cornerRadius
        compactAdaptation = compactAdaptation ?? other.compactAdaptation
        backgroundInteraction = backgroundInteraction ?? other.backgroundInteraction
    }
}

extension LayoutTree {
    /// How many presentations stack, one presented by the content of another, at most.
    public static let maximumPresentationDepth = 4

    /// Lays out what the tree presents, over `screen` (the canvas of the layout just made):
    /// the presentation the tree asked for, then the one its content asks for, and so on.
    func layOutPresentations(screen: CGSize, scale: CGFloat, safeArea: EdgeInsets) {
        var laidOut: [PresentedView] = []
        var request = presentationRequest
        while let r = request, laidOut.count < LayoutTree.maximumPresentationDepth {
            let tree = r.tree
            let preferences = tree.presentationPreferences
            var kind = r.kind
            switch (kind, preferences.compactAdaptation ?? .automatic) {
            case (_, .fullScreenCover): kind = .fullScreenCover
            case (_, .sheet): kind = .sheet
            case (.popover, .automatic): kind = .sheet
            default: break
            }
            // A popover kept a popover is not drawn (nor what it presents).
            if kind == .popover { break }
            let placement =
                kind == .fullScreenCover
                ? PresentationPlacement(cover: screen, safeArea: safeArea)
                : PresentationPlacement(
                    sheet: screen, safeArea: safeArea, preferences: preferences,
                    version: r.environment.platformVersion)
            tree.layout(in: placement.canvas, scale: scale, safeArea: placement.safeArea)
            laidOut.append(
                PresentedView(kind: kind, tree: tree, placement: placement, background: preferences.background))
            request = tree.presentationRequest
        }
        presented = laidOut
    }
}
