import Foundation

/// One view of a laid-out tree: its type, its id, and its frame in canvas coordinates.
public struct LaidOutView: Sendable, Equatable {
    /// The node in the ``LayoutTree`` it was read from.
    public var node: NodeID
    /// The view type: `HStack`, `Color`, `frame`, `padding`...
    public var type: String
    /// The id given with `.id(_:)`, if any.
    public var id: String?
    /// The frame in canvas coordinates (offsets and positions applied), rounded to the pixel grid.
    public var frame: CGRect
    /// What a `Text` shows: its whole string (runs joined, before truncation); `nil` for
    /// other views.
    public var text: String?
    /// The views inside it, in order.
    public var children: [LaidOutView]
    /// Why this view was drawn in place of code the source reader could not build (a type
    /// no file read declares, a call it could not evaluate); `nil` for views read as written.
    public var placeholder: String?

    /// This view and every view inside it, depth first.
    public var allViews: [LaidOutView] {
        // With a stack of its own rather than recursion: a result may be thousands deep.
        var out: [LaidOutView] = []
        var pending = [self]
        while let v = pending.popLast() {
            out.append(v)
            pending.append(contentsOf: v.children.reversed())
        }
        return out
    }
}

/// A snapshot of a laid-out tree: the frames of every view, as a tree and by id, with the
/// warnings and (if it was recorded) the negotiation.
public struct LayoutResult: Sendable {
    /// The canvas the root was laid out in, in points.
    public var canvas: CGSize
    /// Pixels per point: frames are rounded to multiples of `1 / scale`.
    public var scale: CGFloat
    /// The root view, with every view below it.
    public var root: LaidOutView
    /// What the layout warned about (an invalid frame dimension...).
    public var warnings: [LayoutWarning]
    /// The recorded negotiation, when the tree was laid out with tracing on; empty otherwise.
    public var trace: [TraceEvent]
    /// How deeply the tree's views were nested: how deeply a walk over ``root`` recurses
    /// (``StackSpace``).
    var nesting = 0

    /// Runs `body`, a walk over the views, where their nesting fits.
    func withStack<R>(_ body: () -> R) -> R {
        StackSpace.walking(nesting: nesting, body)
    }

    /// The first view (depth first) with `id`.
    public subscript(id: String) -> LaidOutView? {
        views(withID: id).first
    }

    /// Every view with `id`, depth first.
    public func views(withID id: String) -> [LaidOutView] {
        withStack { root.allViews.filter { $0.id == id } }
    }

    /// Every `Text` showing exactly `text`, depth first: `result.views(withText: "Sign in")`.
    public func views(withText text: String) -> [LaidOutView] {
        withStack { root.allViews.filter { $0.text == text } }
    }

    /// Every view of the type `type` (`"HStack"`, `"Text"`, `"frame"`...), depth first.
    public func views(ofType type: String) -> [LaidOutView] {
        withStack { root.allViews.filter { $0.type == type } }
    }

    /// Every view satisfying `predicate`, depth first.
    public func views(where predicate: (LaidOutView) -> Bool) -> [LaidOutView] {
        withStack { root.allViews.filter(predicate) }
    }
}

extension LayoutTree {
    /// A snapshot of the last layout.
    public func result() -> LayoutResult {
        withStack { makeResult() }
    }

    private func makeResult() -> LayoutResult {
        func view(_ node: Int32) -> LaidOutView {
            let id = NodeID(node)
            let start = childStart[node]
            // Views their container left out (`LayoutSubview._exclude()`) are not in the result.
            let children = (0..<childCount[node]).map { childList[start + $0] }
                .filter { placements[$0].proposal != .never }.map(view)
            var text: String?
            if case .text(let request)? = content(of: id) { text = request.string }
            return LaidOutView(
                node: id, type: typeName(of: id), id: ids[node], frame: frame(of: id), text: text, children: children,
                placeholder: placeholderReasons[node])
        }
        var result = LayoutResult(
            canvas: canvasSize, scale: displayScale, root: view(root.rawValue), warnings: warnings, trace: traceEvents)
        result.nesting = deepestNesting
        return result
    }

    /// Resolves `view`, lays it out in `canvas` at `scale`, and returns the result.
    ///
    /// ```swift
    /// let result = LayoutTree.layout(Text("Hi").id("t"), in: CGSize(width: 200, height: 100))
    /// result["t"]?.frame
    /// ```
    public static func layout<V: View>(
        _ view: V, in canvas: CGSize, scale: CGFloat = 2, environment: EnvironmentValues = EnvironmentValues(),
        tracing: Bool = false
    ) -> LayoutResult {
        let tree = LayoutTree(view, environment: environment)
        tree.tracing = tracing
        tree.layout(in: canvas, scale: scale)
        return tree.result()
    }
}

extension LayoutResult {
    /// The laid-out tree, one view a line, indented by depth:
    /// `HStack "row"  x 0 y 40  200×20`.
    public func treeDescription() -> String {
        var lines: [String] = []
        func walk(_ view: LaidOutView, depth: Int) {
            var line = String(repeating: "  ", count: depth) + view.type
            if let id = view.id { line += " \"\(id)\"" }
            let f = view.frame
            line +=
                "  x \(formatLength(f.minX)) y \(formatLength(f.minY))  \(formatLength(f.width))×\(formatLength(f.height))"
            lines.append(line)
            for child in view.children { walk(child, depth: depth + 1) }
        }
        withStack { walk(root, depth: 0) }
        return lines.joined(separator: "\n")
    }
}
