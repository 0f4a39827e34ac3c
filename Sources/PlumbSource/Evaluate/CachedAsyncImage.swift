import PlumbCore

/// `CachedAsyncImage` (lorenzofiamingo/swiftui-cached-async-image), a remote package no tree
/// holds: SwiftUI's `AsyncImage` with a URL cache, whose initializers are `AsyncImage`'s plus
/// `urlCache:` (its README: "has the exact same API and behavior as AsyncImage"). Plumb loads
/// nothing, so it is `AsyncImage` before its image arrives: the placeholder, or the content
/// closure's empty phase. None of this applies where the files read declare a
/// `CachedAsyncImage` of their own.
extension Interpreter {
    /// `CachedAsyncImage(url:urlCache:...)` read as `AsyncImage(url:...)`; nil for another name.
    func cachedAsyncImageCall(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        guard name == "CachedAsyncImage", types[name] == nil else { return nil }
        _ = args.take("urlCache")
        return try libraryView("AsyncImage", &args, at: offset)
    }
}
