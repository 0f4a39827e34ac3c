import Foundation

/// Right-to-left layout: one mirror where a container's placements are recorded.
///
/// Rule (documented: Apple's `LayoutSubviews.layoutDirection` and `LayoutDirection`): "SwiftUI
/// horizontally flips the x position of each view within its parent when the mode switches,
/// so layout calculations automatically produce the desired effect for both directions."
/// Reported in detail by OpenSwiftUI's reverse-engineered sources: a child's final geometry
/// is `ViewGeometry.finalizeLayoutDirection`, `origin.x = parentSize.width - frame.maxX` when
/// the placing context is right to left (`LayoutProxy.finallyPlaced`, called by every unary
/// modifier's child geometry), and `PlacementData.setGeometry` does the same for every
/// subview a `Layout` places (`frame.maxX - (geometry.frame.maxX - frame.x)`).
///
/// So every layout (stacks, frames, padding, grids, lists, a user's own `Layout`) computes as
/// if left to right, in leading-based coordinates, and the engine mirrors each child's x
/// within its container's bounds as `LayoutSubview.place` records it. What follows from the
/// one rule, with no code of its own:
/// - HStack children run right to left; `leading`/`trailing` in stack, frame, ZStack,
///   overlay and background alignments land on the right/left; padding's leading inset is
///   on the right; Spacers push the other way; grid columns run right to left; a
///   GeometryReader places its content at its top-right corner; a horizontal
///   ScrollView's content starts at its right edge; a Label's icon is on the right.
/// - `offset(x:)` with a positive x moves towards the trailing edge: to the left in right to
///   left. Apple's "Making fine adjustments to a view's position" (documented): offset's x
///   "starts at 0 at the leading edge of a view, and increases as the location moves toward
///   the trailing edge ... When the layout direction is set to right-to-left, the 0
///   horizontal value is on the right side"; OpenSwiftUI conjugates every geometry effect by
///   the mirror in right to left (`GeometryEffectTransform`). Plumb's `offset` places its
///   child, so the one mirror moves it by −x. (Issue 13 listed offset and position among
///   what SwiftUI keeps; this evidence says otherwise.)
/// - `position(x:y:)` is measured from the parent's leading edge (the same document; its
///   `PositionLayout` goes through `finallyPlaced` like every unary layout).
/// - Alignment guide values stay in the view's own leading-based coordinates: an
///   `alignmentGuide(.leading) { $0[.leading] - 10 }` indents by 10 towards the trailing
///   edge, to the left in right to left (OpenSwiftUI's `UnaryLayoutEngine.explicitAlignment`
///   uses the unmirrored placement). A container's merge of custom guides (Layout.swift's
///   `mergedExplicitAlignment`) sees the mirrored placements, as OpenSwiftUI's
///   `LayoutEngineBox.defaultAlignment` reads `childGeometries`, mirrored by the same
///   `PlacementData` (reported; open: no measurement).
/// - Where the direction changes (`.environment(\.layoutDirection, .leftToRight)` inside a
///   right-to-left view), the direction of the container placing a child decides: the
///   environment modifier adds no node, so the view it wraps is placed by the outer,
///   mirroring container, and lays its own children out in its own direction (OpenSwiftUI:
///   each child geometry reads `inputs.layoutDirection`, the placing modifier's).
/// - The root is centred in the canvas's safe area, which is physical (a phone's notch does
///   not move with the language: `--safe-area`'s second value is the left inset), so it is
///   not mirrored. Safe areas are kept in canvas coordinates; the layouts that read them
///   (SafeArea.swift) see them through ``layoutCoordinates(_:of:bounds:)``, so
///   `ignoresSafeArea(edges: .leading)` reaches over the right edge; a GeometryProxy's
///   `safeAreaInsets.leading` is the right inset (OpenSwiftUI `xFlipIfRightToLeft`) and its
///   `frame(in: .global)` is in canvas coordinates, as every frame Plumb reports.
/// - A child its container never placed is centred, which is its own mirror image.
/// - A ScrollView's offset (`--scroll-offset`, `scrollOffset`) counts from the content's
///   leading edge: from the right in right to left (OpenSwiftUI
///   `ScrollGeometry.applyLayoutDirection`: `contentOffset.x = contentSize.width − bounds.maxX`).
/// - Elsewhere: a Text's lines (`EnvironmentValues.lineAlignment`, TextEnvironment.swift);
///   drawing transforms, `flipsForRightToLeftLayoutDirection`, `layoutDirectionBehavior`
///   and shapes' paths (Modifiers/Drawing/Mirroring.swift, Views/Shape.swift).
/// - A child of infinite width, or a container of infinite extent, is not mirrored: there is
///   no finite mirror image (Plumb's choice; SwiftUI has none to measure).
extension LayoutTree {
    /// Whether `node` was built in a right-to-left environment.
    @inline(__always)
    func isRightToLeft(_ node: Int32) -> Bool {
        !rightToLeftNodes.isEmpty && rightToLeftNodes.contains(node)
    }

    /// The scope in which `node`'s layout places its children within `bounds`.
    @inline(__always)
    func placementScope(of node: Int32, base: Int, bounds: CGRect) -> PlacementScope {
        var scope = PlacementScope(parent: node, base: base)
        if isRightToLeft(node) {
            let sum = bounds.minX + bounds.maxX
            if sum.isFinite {
                scope.mirrors = true
                scope.mirrorSum = sum
            }
        }
        return scope
    }

    /// A child's x mirrored within its right-to-left container: `minX + maxX − (x + width)`.
    /// Out of line, so that a left-to-right placement runs no more than the test.
    @inline(never)
    func mirroredX(_ x: CGFloat, width: CGFloat) -> CGFloat {
        width.isFinite ? placing.mirrorSum - x - width : x
    }
}

extension _ViewResolver {
    /// Resolves in the direction `node` was built in: a view replacing or wrapping it in
    /// place (`LayoutTree.replace`, `modify`) is in the same environment.
    mutating func takeDirection(of node: Int32) {
        let rightToLeft = tree.isRightToLeft(node)
        environment.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        tree.resolvingRightToLeft = rightToLeft
    }
}

extension LayoutTree {
    /// `rect`, in canvas coordinates, as the layout of `node` sees it while placing children
    /// in `bounds`: mirrored about the bounds' centre when `node` lays out right to left, as
    /// is otherwise. The mirror is its own inverse, so this also takes a rect computed in the
    /// layout's coordinates back to the canvas. For the layouts that read geometry kept in
    /// canvas coordinates (the safe area: SafeArea.swift), so that `leading` there is the
    /// right edge, as it is for everything they place.
    func layoutCoordinates(_ rect: CGRect, of node: Int32, bounds: CGRect) -> CGRect {
        guard isRightToLeft(node) else { return rect }
        let sum = bounds.minX + bounds.maxX
        guard sum.isFinite, rect.width.isFinite else { return rect }
        return CGRect(x: sum - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A safe area in the layout coordinates of `node` (or back: see the rect's).
    func layoutCoordinates(_ area: SafeAreaFrame, of node: Int32, bounds: CGRect) -> SafeAreaFrame {
        guard isRightToLeft(node) else { return area }
        return SafeAreaFrame(
            safe: layoutCoordinates(area.safe, of: node, bounds: bounds),
            outer: layoutCoordinates(area.outer, of: node, bounds: bounds))
    }
}
