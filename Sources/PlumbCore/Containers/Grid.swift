import Foundation

/// A container that arranges views in rows and columns: each ``GridRow`` is a row, its views
/// are the row's cells, column by column; any other view is a row of its own spanning every
/// column (a `Divider` between rows). See ``GridLayout`` for the contract.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Votes").gridColumnAlignment(.trailing) }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow { Text("Cats"); Text("42") }
/// }
/// ```
public struct Grid<Content: View>: PrimitiveView {
    let layout: GridLayout
    let content: Content

    /// A grid of the rows `content` builds (`GridRow`s; any other view spans every column).
    ///
    /// - Parameters:
    ///   - alignment: How each cell sits in its cell space (centre by default).
    ///   - horizontalSpacing: The distance between columns; `nil` for the default (8).
    ///   - verticalSpacing: The distance between rows; `nil` for the default (8).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.layout = GridLayout(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public static func _makeNodes(_ view: Grid, into resolver: inout _ViewResolver) {
        resolver.addContainer(makeLayoutBox(view.layout, name: "Grid"), content: view.content)
    }
}

/// A row of a ``Grid``: each of its views is a cell, in the next column.
///
/// A GridRow is not a view of its own in the layout: its views become the grid's subviews,
/// each marked with the row it belongs to, and the grid reads the marks (as SwiftUI's
/// `GridLayout` reads them from its flat subviews). Outside a Grid the marks are ignored and
/// the views are children of the enclosing container ("GridRow must be a direct child of
/// Grid. Using GridRow outside a Grid has no effect", docs.metabind.ai, describing SwiftUI).
public struct GridRow<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells `content` builds, one per column.
    ///
    /// - Parameter alignment: The row's vertical alignment; `nil` for the grid's.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public static func _makeNodes(_ view: GridRow, into resolver: inout _ViewResolver) {
        let mark = resolver.outputs.count
        resolver.resolve(view.content)
        guard mark < resolver.outputs.count else { return }
        let trait = GridRowTrait(id: resolver.outputs[mark], alignment: view.alignment)
        for node in resolver.outputs[mark...] {
            resolver.tree.setLayoutValue(GridRowKey.self, trait, of: node)
        }
    }
}
