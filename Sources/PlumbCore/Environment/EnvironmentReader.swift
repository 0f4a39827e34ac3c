/// A view built from the environment it is resolved in: how the source reader evaluates a
/// view whose properties read the environment (`@Environment`, `@EnvironmentObject`,
/// `@ScaledMetric`) when the engine resolves it, as the library gives a compiled view's
/// dynamic properties the resolver's environment before its `body`. Package API.
package struct _EnvironmentReader<Content: View>: PrimitiveView {
    let content: (EnvironmentValues) -> Content
    let finished: () -> Void

    /// `content` builds the view; `finished` is called once it is resolved (what it built
    /// resolved too), so a reader can bound how deeply such views nest.
    package init(content: @escaping (EnvironmentValues) -> Content, finished: @escaping () -> Void = {}) {
        self.content = content
        self.finished = finished
    }

    package static func _makeNodes(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolve(view.content(resolver.environment))
        view.finished()
    }
}

private struct SourceValuesKey: EnvironmentKey {
    static var defaultValue: [String: Any] { [:] }
}

extension EnvironmentValues {
    /// Values the source reader keeps by name: keys the files it reads declare (`@Entry`,
    /// their own `EnvironmentKey`s) and the objects they give `.environment(_:)` and
    /// `.environmentObject(_:)`. Package API.
    package var sourceValues: [String: Any] {
        get { self[SourceValuesKey.self] }
        set { self[SourceValuesKey.self] = newValue }
    }
}
