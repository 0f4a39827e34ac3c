/// Where the source reader read a view, carried to the warnings about it.
///
/// The engine's warnings ("invalid length (negative or non-finite): VStack(spacing: inf)")
/// are found while a view is resolved or laid out, long after the reader evaluated the call
/// that made it. So the reader marks each view it builds from a call with an opaque integer
/// (its byte offset in the source), carried by the view's `AnyView`; the type of the view
/// inside is untouched, so nothing that looks at it (a `List` finding its `Section`s) sees a
/// difference. While a marked view resolves, warnings carry its mark; it is also kept on the
/// view's outermost nodes, so a warning about a node found during layout carries the mark of
/// the nearest marked view around it. The reader turns marks back into file:line:column.
/// Package API: the library's own users give no marks and pay nothing for them.
extension AnyView {
    /// This view, marked `mark` for warnings about it.
    package func _sourceMarked(_ mark: Int) -> AnyView {
        var marked = self
        marked.sourceMark = mark
        return marked
    }

    /// The mark the reader gave the view, if any.
    package var _sourceMark: Int? { sourceMark }
}

extension _ViewResolver {
    /// Resolves with `body`, warnings meanwhile carrying `mark`, which the nodes made at this
    /// level also keep.
    mutating func resolve(marked mark: Int, _ body: (inout _ViewResolver) -> Void) {
        let saved = tree.resolvingSourceMark
        tree.resolvingSourceMark = mark
        tree.resolvedSourceMarks.insert(mark)
        let first = outputs.count
        body(&self)
        for node in outputs[first...] where tree.sourceMarks[node] == nil { tree.sourceMarks[node] = mark }
        tree.resolvingSourceMark = saved
    }
}

extension _LazyElements {
    /// The elements, each resolved under `mark`.
    func marked(_ mark: Int) -> _LazyElements {
        _LazyElements(
            segments.map { segment in
                switch segment {
                case .single(let resolve):
                    return .single { resolver in resolver.resolve(marked: mark, resolve) }
                case .many(let count, let element):
                    return .many(count: count) { i, resolver in resolver.resolve(marked: mark) { element(i, &$0) } }
                }
            })
    }
}

extension LayoutTree {
    /// The mark of the nearest marked view at or around `node`.
    func sourceMark(of node: Int32) -> Int? {
        guard !sourceMarks.isEmpty else { return nil }
        var n = node
        while n >= 0 {
            if let mark = sourceMarks[n] { return mark }
            n = parents[n]
        }
        return nil
    }
}
