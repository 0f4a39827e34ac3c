import PlumbCore

/// Kingfisher's `KFImage` (onevcat/Kingfisher), a remote package no tree holds: an image
/// loaded from the network. Plumb loads nothing, and Kingfisher's renderer
/// (`Sources/SwiftUI/KFImageRenderer.swift`) draws an image not loaded yet as a `ZStack` of the
/// image at 0×0 with opacity 0 and, over it, the placeholder given with `.placeholder { ... }`,
/// or `Color.clear`: so `KFImage` here is that placeholder, or `Color.clear`, which takes the
/// space offered, as it does on a device before the network answers.
///
/// `KFImage(url)`, `KFImage(source:)`, `KFImage.url(url)`, `KFImage.resource(...)` and
/// `KFAnimatedImage(...)` make one; its own configuration methods (`resizable()`,
/// `setProcessor(...)`, `fade(duration:)`, `onSuccess { }`...) change nothing drawn before
/// the image loads; any other modifier applies to what it draws. None of this applies where the
/// files read declare a `KFImage` of their own.
///
/// SDWebImageSwiftUI's `WebImage` and `AnimatedImage` (SDWebImage/SDWebImageSwiftUI) are read
/// the same way: before its image loads, `WebImage`'s body (`setupPlaceholder()` in
/// `SDWebImageSwiftUI/Classes/WebImage.swift`) is the placeholder given, by its
/// `placeholder:` closure or `.placeholder { ... }`/`.placeholder(image)`, else an empty image
/// configured as the image would be (`resizable()` makes it take the space offered, as
/// `Color.clear` does here).
struct KingfisherImage: @unchecked Sendable {
    /// What `.placeholder { ... }` gave, if anything.
    var placeholder: [AnyView]?
}

extension Interpreter {
    static let kingfisherTypes: Set<String> = ["KFImage", "KFAnimatedImage", "WebImage", "AnimatedImage"]

    /// `KFImage(url)`, `KFAnimatedImage(url)`: `nil` for another name, or where the files read
    /// declare the type.
    func kingfisherCall(_ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic) -> Value? {
        guard Interpreter.kingfisherTypes.contains(name), types[name] == nil else { return nil }
        // `WebImage(url:content:placeholder:)`: its placeholder closure.
        let placeholder = args.take("placeholder")
        args.takeAll()
        try countView(at: offset)
        var image = KingfisherImage()
        if let placeholder { image.placeholder = try builderViews(placeholder.value, at: placeholder.offset) }
        return .foundation(image)
    }

    /// `KFImage.url(url)` and the type's other factory methods.
    func kingfisherFactory(_ type: String, _ name: String, _ args: inout Arguments, at offset: Int) throws(Diagnostic)
        -> Value?
    {
        guard Interpreter.kingfisherTypes.contains(type), types[type] == nil,
            ["url", "resource", "source", "data", "dataProvider"].contains(name)
        else { return nil }
        return try kingfisherCall(type, &args, at: offset)
    }

    /// A method called on a `KFImage`.
    func kingfisherMember(
        _ name: String, _ image: KingfisherImage, _ args: inout Arguments, in scope: Scope, at offset: Int
    ) throws(Diagnostic) -> Value {
        // `.placeholder(Image(systemName: "photo"))` of a WebImage: that image.
        if name == "placeholder", let given = args.entries.first, given.label == nil,
            case .image(let placeholder) = given.value
        {
            args.takeAll()
            var copy = image
            copy.placeholder = [AnyView(placeholder)]
            return .foundation(copy)
        }
        if name == "placeholder", let content = args.takeClosure("content") ?? args.takeUnlabeled() {
            args.takeAll()
            // `placeholder { progress in ... }`: no progress has been made.
            var binding: [Value] = []
            if case .closure(let c) = content.value, !c.closure.parameters.isEmpty { binding = [.stub("progress")] }
            var copy = image
            copy.placeholder = try builderViews(content.value, at: content.offset, binding: binding)
            return .foundation(copy)
        }
        if Interpreter.kingfisherConfiguration.contains(name) || name.hasPrefix("on") {
            args.takeAll()
            return .foundation(image)
        }
        return try callMember(name, on: .views(kingfisherViews(image)), &args, in: scope, at: offset)
    }

    /// What an image not loaded draws.
    func kingfisherViews(_ image: KingfisherImage) -> [AnyView] {
        guard let placeholder = image.placeholder else { return [AnyView(Color.clear)] }
        return [AnyView(ZStack { AnyView(_ViewList(placeholder)) })]
    }

    /// `KFImage`'s own methods, which configure the image and return a `KFImage`.
    static let kingfisherConfiguration: Set<String> = [
        "resizable", "renderingMode", "interpolation", "antialiased", "setProcessor", "setProcessors",
        "appendProcessor", "cacheOriginalImage", "cacheMemoryOnly", "fade", "loadTransition", "forceTransition",
        "forceRefresh", "fromMemoryCacheOrRefresh", "loadDiskFileSynchronously", "cancelOnDisappear",
        "reducePriorityOnDisappear", "startLoadingBeforeViewAppear", "retry", "serialize", "scaleFactor",
        "backgroundDecode", "memoryCacheExpiration", "diskCacheExpiration", "diskCacheAccessExtending",
        "memoryCacheAccessExtending", "targetCache", "originalCache", "downloader", "requestModifier",
        "redirectHandler", "alternativeSources", "lowDataModeSource", "downsampling", "roundCorner", "blur",
        "onlyFromCache", "onlyLoadFirstFrame", "configure", "contentConfigure", "imageModifier", "callbackQueue",
        "processingQueue", "progressiveJPEG", "waitForCache", "preloadAllAnimationData", "keepCurrentImageWhileLoading",
        "onFailureImage", "onFailureView", "resizingMode",
        // SDWebImageSwiftUI's.
        "indicator", "transition", "customLoopCount", "playbackRate", "playbackMode", "purgeable", "pausable",
        "runLoopMode", "maxBufferSize",
    ]
}
