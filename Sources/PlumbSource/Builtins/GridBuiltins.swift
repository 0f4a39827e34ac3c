import Foundation
import PlumbCore

/// The grid containers, ViewThatFits and their modifiers and values, as source reads them:
/// `Grid`, `GridRow`, `LazyVGrid(columns:)`, `LazyHGrid(rows:)`, `GridItem(.flexible())`,
/// `Array(repeating: GridItem(.flexible()), count: 3)`, `ViewThatFits(in:)`,
/// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`.
extension Interpreter {
    static let gridViews: [ViewEntry] = [
        .init("Grid", ["Grid(alignment:horizontalSpacing:verticalSpacing:content:)"]) { i, a, at throws(Diagnostic) in
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.alignment(e.value, at: e.offset) }
                ?? .center
            let horizontal = try i.optionalLength(&a, "horizontalSpacing")
            let vertical = try i.optionalLength(&a, "verticalSpacing")
            let content = try i.content(&a, at: at)
            return .view(
                Grid(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical) { i.list(content) }
            )
        },
        .init("GridRow", ["GridRow(alignment:content:)"]) { i, a, at throws(Diagnostic) in
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.optionalVertical(e.value, at: e.offset) }
                ?? nil
            let content = try i.content(&a, at: at)
            return .view(GridRow(alignment: alignment) { i.list(content) })
        },
        .init(
            "LazyVGrid",
            [
                "LazyVGrid(columns:alignment:spacing:pinnedViews:content:)"
            ]
        ) { i, a, at throws(Diagnostic) in
            guard let columns = a.take("columns") else {
                throw i.error("missing argument 'columns:' in call to 'LazyVGrid'", at: at)
            }
            let items = try i.gridItems(columns.value, at: columns.offset)
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.horizontal(e.value, at: e.offset) }
                ?? .center
            let spacing = try i.optionalSpacing(&a)
            _ = a.take("pinnedViews")
            let content = try i.content(&a, at: at)
            return .view(LazyVGrid(columns: items, alignment: alignment, spacing: spacing) { i.list(content) })
        },
        .init("LazyHGrid", ["LazyHGrid(rows:alignment:spacing:pinnedViews:content:)"]) { i, a, at throws(Diagnostic) in
            guard let rows = a.take("rows") else {
                throw i.error("missing argument 'rows:' in call to 'LazyHGrid'", at: at)
            }
            let items = try i.gridItems(rows.value, at: rows.offset)
            let alignment =
                try a.take("alignment").map { e throws(Diagnostic) in try i.vertical(e.value, at: e.offset) } ?? .center
            let spacing = try i.optionalSpacing(&a)
            _ = a.take("pinnedViews")
            let content = try i.content(&a, at: at)
            return .view(LazyHGrid(rows: items, alignment: alignment, spacing: spacing) { i.list(content) })
        },
        .init("ViewThatFits", ["ViewThatFits(in:content:)"]) { i, a, at throws(Diagnostic) in
            let axes =
                try a.take("in").map { e throws(Diagnostic) in try i.axes(e.value, at: e.offset) } ?? [
                    .horizontal, .vertical,
                ]
            let content = try i.content(&a, at: at)
            return .view(ViewThatFits(in: axes) { i.list(content) })
        },
    ]

    static let gridModifiers: [ModifierEntry] = [
        .init("gridCellColumns", ["gridCellColumns(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let n = a.takeUnlabeled() else { throw i.error("missing count in call to 'gridCellColumns'", at: at) }
            return AnyView(v.gridCellColumns(try i.int(n.value, at: n.offset)))
        },
        .init("gridColumnAlignment", ["gridColumnAlignment(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let g = a.takeUnlabeled() else {
                throw i.error("missing alignment in call to 'gridColumnAlignment'", at: at)
            }
            return AnyView(v.gridColumnAlignment(try i.horizontal(g.value, at: g.offset)))
        },
        .init("gridCellAnchor", ["gridCellAnchor(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let p = a.takeUnlabeled() else { throw i.error("missing anchor in call to 'gridCellAnchor'", at: at) }
            return AnyView(v.gridCellAnchor(try i.unitPoint(p.value, at: p.offset)))
        },
        .init("gridCellUnsizedAxes", ["gridCellUnsizedAxes(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let axes = a.takeUnlabeled() else {
                throw i.error("missing axes in call to 'gridCellUnsizedAxes'", at: at)
            }
            return AnyView(v.gridCellUnsizedAxes(try i.axes(axes.value, at: axes.offset)))
        },
    ]

    static let gridValues: [ValueEntry] = [
        .init(
            "GridItem",
            [
                "GridItem(_:spacing:alignment:)"
            ]
        ) { i, a, at throws(Diagnostic) in
            .gridItem(try i.gridItem(&a, at: at))
        },
        .init("Array", binding: .swift) { i, a, at throws(Diagnostic) in
            // `Array(sequence)`: its elements.
            if let sequence = a.takeUnlabeled() {
                return .array(try i.elements(of: sequence.value, at: sequence.offset))
            }
            if a.entries.isEmpty { return .array([]) }
            guard let element = a.take("repeating"), let count = a.take("count") else {
                throw i.error("Plumb reads 'Array(repeating:count:)' only", at: at)
            }
            let n = try i.int(count.value, at: count.offset)
            guard n >= 0, n <= Interpreter.maximumViews else {
                throw i.error("an array of \(n) elements is not supported", at: count.offset)
            }
            return .array(Array(repeating: element.value, count: n))
        },
        .init("UnitPoint", ["UnitPoint(x:y:)"]) { i, a, at throws(Diagnostic) in
            .unitPoint(UnitPoint(x: try i.number(&a, "x", at: at), y: try i.number(&a, "y", at: at)))
        },
    ]

    /// A length argument that may be `nil` or absent.
    func optionalLength(_ a: inout Arguments, _ label: String) throws(Diagnostic) -> CGFloat? {
        guard let e = a.take(label) else { return nil }
        return try optionalCGFloat(e.value, at: e.offset)
    }

    func optionalVertical(_ v: Value, at offset: Int) throws(Diagnostic) -> VerticalAlignment? {
        if case .none = v { return nil }
        return try vertical(v, at: offset)
    }

    /// `[GridItem(...), ...]`, items written `.init(...)`, `Array(repeating:count:)`.
    func gridItems(_ v: Value, at offset: Int) throws(Diagnostic) -> [GridItem] {
        // `columns: .init(repeating: GridItem(.flexible()), count: 2)` (SotkaApp's journal):
        // the array's initializer, as Swift infers it for `[GridItem]`.
        if let array = try repeatingArray(v) { return try gridItems(array, at: offset) }
        guard case .array(let values) = v else {
            throw error("expected an array of GridItem, found \(v.kind)", at: offset)
        }
        var items: [GridItem] = []
        for value in values {
            switch value {
            case .gridItem(let item): items.append(item)
            case .symbol("init", let args, let at):
                var a = args ?? .none(at: at)
                items.append(try gridItem(&a, at: at))
                try a.finish("init", in: file)
            default: throw error("expected a GridItem, found \(value.kind)", at: offset)
            }
        }
        return items
    }

    /// `GridItem(_ size = .flexible(), spacing:, alignment:)`'s arguments.
    func gridItem(_ a: inout Arguments, at offset: Int) throws(Diagnostic) -> GridItem {
        let size =
            try a.takeUnlabeled().map { e throws(Diagnostic) in try gridItemSize(e.value, at: e.offset) } ?? .flexible()
        let spacing = try optionalLength(&a, "spacing")
        let alignment =
            try a.take("alignment").map { e throws(Diagnostic) -> Alignment? in
                if case .none = e.value { return nil }
                return try self.alignment(e.value, at: e.offset)
            } ?? nil
        return GridItem(size, spacing: spacing, alignment: alignment)
    }

    /// `.fixed(100)`, `.flexible()`, `.flexible(minimum: 50, maximum: 200)`, `.adaptive(minimum: 80)`.
    func gridItemSize(_ v: Value, at offset: Int) throws(Diagnostic) -> GridItem.Size {
        guard case .symbol(let name, let args, let at) = v else {
            throw error("expected a GridItem size (.fixed, .flexible, .adaptive), found \(v.kind)", at: offset)
        }
        var a = args ?? .none(at: at)
        let size: GridItem.Size
        switch name {
        case "fixed":
            size = .fixed(try number(&a, nil, at: at))
        case "flexible":
            let minimum = try a.take("minimum").map { e throws(Diagnostic) in try cgFloat(e.value, at: e.offset) } ?? 10
            let maximum =
                try a.take("maximum").map { e throws(Diagnostic) in try cgFloat(e.value, at: e.offset) } ?? .infinity
            size = .flexible(minimum: minimum, maximum: maximum)
        case "adaptive":
            let minimum = try number(&a, "minimum", at: at)
            let maximum =
                try a.take("maximum").map { e throws(Diagnostic) in try cgFloat(e.value, at: e.offset) } ?? .infinity
            size = .adaptive(minimum: minimum, maximum: maximum)
        default:
            throw error("unknown GridItem size '.\(name)' (expected .fixed, .flexible or .adaptive)", at: at)
        }
        try a.finish(name, in: file)
        return size
    }
}
