import PlumbCore

/// URLImage (dmytro-anokhin/url-image), a remote package no tree holds: an image downloaded
/// from a URL, shown as its `inProgress` view while the download runs (its `RemoteImageView`
/// switches on the remote image's loading state). Plumb loads nothing, so the picture is that
/// state: `inProgress(nil)` where given, else the package's default, an activity indicator
/// (drawn as `ProgressView`). None of this applies where the files read declare a `URLImage`
/// of their own.
extension Interpreter {
    /// `URLImage(url) { image in ... }`, `URLImage(url: url, empty:inProgress:failure:content:)`,
    /// with trailing closures; nil for another name.
    func urlImageCall(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        guard name == "URLImage", types[name] == nil else { return nil }
        try countView(at: offset)
        // The closures by label, or in order after the URL (empty, inProgress, failure, content).
        let labels = ["empty", "inProgress", "failure", "content"]
        var closures: [String: Arguments.Entry] = [:]
        var unlabeled: [Arguments.Entry] = []
        for e in args.entries {
            guard case .closure = e.value else { continue }
            if let label = e.label, labels.contains(label) { closures[label] = e } else { unlabeled.append(e) }
        }
        // Unlabelled closures fill the labels in order that are not given: one alone is the
        // content (`URLImage(url) { image in ... }`); before labelled ones, the first trailing
        // closure is `empty` (`URLImage(url: url) { Color.gray } inProgress: { ... } ...`).
        if unlabeled.count == 1, closures.isEmpty {
            closures["content"] = unlabeled[0]
        } else {
            for (label, e) in zip(labels.filter { closures[$0] == nil }, unlabeled) { closures[label] = e }
        }
        args.takeAll()
        guard let inProgress = closures["inProgress"] else { return .view(AnyView(ProgressView())) }
        var binding: [Value] = []
        if case .closure(let c) = inProgress.value, !c.closure.parameters.isEmpty { binding = [.none] }
        let views = try builderViews(inProgress.value, at: inProgress.offset, binding: binding)
        return .views([AnyView(ZStack { AnyView(_ViewList(views)) })])
    }
}
