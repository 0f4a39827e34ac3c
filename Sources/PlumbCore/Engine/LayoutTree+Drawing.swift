import Foundation

// What renderers read from a laid-out tree besides frames, effects and content: the lines a
// Text shows at its final size, and which secondary layers paint behind their primary view.

extension LayoutTree {
    /// The text a `Text` node shows after the last layout: its layout for the proposal it
    /// was placed with (the one that gave its frame's size), in the Text's own coordinates.
    /// `nil` for other nodes and for a Text that was never placed; a Text proposed `.zero`
    /// answers 0×0 and shows no lines.
    public func textLayout(of node: NodeID) -> TextLayout? {
        guard let text = computer(node.rawValue) as? TextComputer, let proposal = placementProposal(of: node) else {
            return nil
        }
        if proposal == .zero { return TextLayout(size: .zero, lines: [], isTruncated: false) }
        return text.layout(for: proposal, tree: self)
    }

    /// Whether the node's second child paints before its first: a `background` modifier, a
    /// `GroupBox` (its box behind its content), a list's background. An `overlay` paints in
    /// child order. The layout says so (its `paintsBehind`), not its name.
    public func paintsSecondaryChildFirst(_ node: NodeID) -> Bool {
        guard childCount[node.rawValue] == 2 else { return false }
        let computer = computer(node.rawValue)
        return (computer as? TypedLayoutBox<SecondaryLayerLayout>)?.layout.paintsBehind
            ?? (computer as? TypedLayoutBox<StyleLayerLayout>)?.layout.layer.paintsBehind ?? false
    }
}
