/// A modifier that sets something on each node of its content without adding a node: an
/// id, a trait, an alignment guide, a drawing effect.
/// Usable from inlinable modifiers (see `FixedFrameView`).
@usableFromInline
struct NodeAttributeView<Content: View>: PrimitiveView {
    let content: Content
    let apply: (LayoutTree, Int32) -> Void

    @usableFromInline
    init(content: Content, apply: @escaping (LayoutTree, Int32) -> Void) {
        self.content = content
        self.apply = apply
    }

    @inline(__always)  // into its witness, which has the view's metadata (ViewResolver.swift)
    @usableFromInline
    static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.modifyEach(view.content, view.apply)
    }
}

extension View {
    func attribute(_ apply: @escaping (LayoutTree, Int32) -> Void) -> NodeAttributeView<Self> {
        NodeAttributeView(content: self, apply: apply)
    }

    func effect(_ effect: ViewEffect) -> NodeAttributeView<Self> {
        attribute { tree, node in tree.addEffect(effect, to: node) }
    }
}

extension View {
    /// Attaches a note to this view's nodes without adding a node: the source reader's record
    /// of the stubs a view was built from, which `plumb explain` lists. Package API.
    package func sourceNote(_ notes: [String]) -> some View {
        attribute { tree, node in for note in notes { tree.addSourceNote(note, to: node) } }
    }
}

extension View {
    /// Marks this view as drawn in place of code the source reader could not build, with the
    /// reason: `--json` writes it as `"placeholder"`, and the commands count placeholders.
    /// Package API.
    package func placeholderMark(_ reason: String) -> some View {
        attribute { tree, node in tree.placeholderReasons[node] = reason }
    }
}
