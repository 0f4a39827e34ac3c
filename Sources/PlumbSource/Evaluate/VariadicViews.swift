import PlumbCore

/// SwiftUI's underscored variadic views (`_VariadicView.Tree(Layout()) { content }` with a
/// root conforming to `_VariadicView_UnaryViewRoot` or `_VariadicView_MultiViewRoot`), the
/// way apps iterated a container's children before iOS 18's `Group(subviews:)`: the root's
/// `body(children:)` runs with the content's views as its children.
///
/// SwiftUI declares them public (underscored, undocumented); the library does not, so only
/// the reader reads them. Each child is a view with an `id` (its position, which the `id`s
/// SwiftUI gives only compare), usable in `ForEach(children)` and as `children.last?.id`.
extension Interpreter {
    /// The synthetic type of one child: a view whose body it holds, with an `id`.
    static let variadicChildType = TypeDecl(
        kind: .structure, name: "_VariadicView.Child", genericParameters: [], conformances: ["View", "Identifiable"],
        attributes: [], properties: [], functions: [], initializers: [], subscripts: [], nestedTypes: [],
        typeAliases: [], cases: [], offset: -1)

    /// `_VariadicView.Tree(root) { content }`: the root's `body(children:)`, or the content where
    /// the root declares none.
    func variadicTree(_ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value {
        guard let root = args.takeUnlabeledValue(), let content = args.takeClosure("content") else {
            throw error("expected _VariadicView.Tree(root) { content }", at: offset)
        }
        args.takeAll()
        let views = try builderViews(content.value, at: content.offset)
        guard case .instance(let instance) = root.value,
            let body = instance.type.functions.first(where: {
                $0.name == "body" && $0.parameters.count == 1 && $0.parameters[0].label == "children"
            })
        else { return .views(views) }
        let children = Value.array(
            views.enumerated().map { index, view in
                .instance(
                    Instance(
                        type: Interpreter.variadicChildType, properties: ["id": .int(index), "body": .views([view])]))
            })
        var call = Arguments([Arguments.Entry(label: "children", value: children, offset: offset)], at: offset)
        return try callFunction(body, on: root.value, &call, at: offset)
    }
}
