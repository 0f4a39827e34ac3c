import Foundation

// What a Grid knows about each of its cells: traits set while views are resolved, read by
// ``GridLayout`` through `LayoutSubview[key]`, as any custom layout reads its layout values.
// Being traits, they survive the modifiers written after them (`.gridCellColumns(2).padding()`).

/// The row a cell belongs to: set by ``GridRow`` on each of its views. A Grid child without
/// it is a row of its own that spans every column.
struct GridRowTrait: Equatable {
    /// Tells rows apart: the number of the GridRow's first view.
    let id: Int32
    /// The row's vertical alignment, `nil` for the grid's.
    let alignment: VerticalAlignment?
}

enum GridRowKey: LayoutValueKey {
    static let defaultValue: GridRowTrait? = nil
}

enum GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

enum GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

enum GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

enum GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns (1 by default; less than 1
    /// counts as 1).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Aligns every cell of this cell's grid column horizontally by `guide`, overriding the
    /// grid's alignment. When several cells of a column set it, the topmost wins (a
    /// judgement call: Apple's documentation does not say).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell in its grid cell so that `anchor` of the view meets `anchor` of the
    /// cell, overriding the grid's, the row's and the column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Asks the grid not to size its row or column from this cell on `axes`: the cell takes
    /// the width or height the other cells give it, and a flexible view (a Divider, a Color)
    /// no longer widens the grid.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
