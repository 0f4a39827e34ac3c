import PlumbCore

/// NukeUI's `LazyImage` (kean/Nuke), a remote package no tree holds: an image loaded from the
/// network. Plumb loads nothing, and `LazyImage`'s body (`Sources/NukeUI/LazyImage.swift`) is a
/// `ZStack` of its content for the state before loading ends: `content(state)` with no image and
/// no error, or, without a content closure, `Rectangle().foregroundColor(Color(.secondarySystemBackground))`.
/// Its own options (`processors`, `priority`, `pipeline`, `onDisappear(_:)`) change nothing
/// drawn before the image loads. None of this applies where the files read declare a
/// `LazyImage` of their own.
extension Interpreter {
    /// `LazyImage(url:)`, `LazyImage(request:)`, with or without a content closure; nil for
    /// another name.
    func lazyImageCall(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        guard name == "LazyImage", types[name] == nil else { return nil }
        try countView(at: offset)
        let content = args.takeClosure("content")
        args.takeAll()
        guard let content else {
            let fill = Rectangle().foregroundColor(SystemColors.named("secondarySystemBackground") ?? .gray)
            return .views([AnyView(ZStack { fill })])
        }
        // The state before loading ends: no image, no error, loading.
        let state = Value.tuple([
            (label: "image", value: .none), (label: "error", value: .none), (label: "result", value: .none),
            (label: "imageContainer", value: .none), (label: "isLoading", value: .bool(true)),
        ])
        var binding: [Value] = []
        if case .closure(let c) = content.value, !c.closure.parameters.isEmpty { binding = [state] }
        let views = try builderViews(content.value, at: content.offset, binding: binding)
        return .views([AnyView(ZStack { AnyView(_ViewList(views)) })])
    }
}
