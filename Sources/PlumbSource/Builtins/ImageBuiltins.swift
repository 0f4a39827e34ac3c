import Foundation
import PlumbCore

/// Images and symbols as source reads them: `AsyncImage`, `Canvas` (laid out, its drawing
/// not read), the symbol modifiers
/// (`imageScale`, `symbolVariant`, `symbolRenderingMode`), and the methods of `Image` values
/// (`resizable(capInsets:resizingMode:)`, `renderingMode`, `interpolation`,
/// `symbolRenderingMode`), each bound to the library's declarations (`Views/Image.swift`,
/// `Views/AsyncImage.swift`, `Symbols/`).
extension Interpreter {
    static let imageViews: [ViewEntry] = [
        .init(
            "AsyncImage",
            [
                "AsyncImage(url:scale:)", "AsyncImage(url:scale:content:placeholder:)",
                "AsyncImage(url:scale:transaction:content:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            _ = a.take("url"); _ = a.take("scale"); _ = a.take("transaction")
            // `AsyncImage(url: u, content: { image in ... }) { placeholder }`: with `content:`
            // written, the trailing closure is the placeholder.
            let contentWritten = a.entries.contains { $0.label == "content" }
            if let placeholder = a.take("placeholder") ?? (contentWritten ? a.takeClosure() : nil) {
                _ = a.takeClosure("content") ?? a.takeClosure()
                let views = try i.builderViews(placeholder.value, at: placeholder.offset)
                return .view(AsyncImage(url: nil, content: { $0 }, placeholder: { i.list(views) }))
            }
            if let content = a.takeClosure("content") ?? a.takeClosure() {
                // The phase closure, called with the empty phase (Plumb loads nothing):
                // `AsyncImagePhase.empty` as the reader holds a library enum's case, the implicit
                // member, which `switch phase { case .empty: ... }` matches and whose `image` and
                // `error` are nil (``member(_:of:at:unwrapped:)``).
                let empty = Value.symbol("empty", arguments: nil, at: content.offset)
                do throws(Diagnostic) {
                    let views = try i.builderViews(content.value, at: content.offset, binding: [empty])
                    return .view(AsyncImage(url: nil, transaction: Transaction()) { _ in i.list(views) })
                } catch let failure {
                    if failure.kind == .limit { throw failure }
                    i.warn(
                        "AsyncImage's content for its empty phase could not be read (\(failure.message)); the default placeholder is drawn",
                        at: content.offset, kind: .stub)
                }
            }
            return .view(AsyncImage(url: nil))
        },
        .init(
            "Canvas",
            [
                "Canvas(opaque:colorMode:rendersAsynchronously:renderer:)",
                "Canvas(opaque:colorMode:rendersAsynchronously:renderer:symbols:)",
            ]
        ) { i, a, at throws(Diagnostic) in
            // The renderer closure draws through a GraphicsContext, which the reader does not
            // interpret: the canvas is laid out (it fills its proposal) and drawn empty.
            a.takeAll()
            i.warn(
                "Canvas's drawing is not read (the reader does not run GraphicsContext calls); it is laid out and drawn empty",
                at: at)
            return .view(Canvas { _, _ in })
        },
    ]

    static let imageModifiers: [ModifierEntry] = [
        .init("imageScale", ["imageScale(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let scale = a.takeUnlabeled() else { throw i.error("missing scale in call to 'imageScale'", at: at) }
            let scales: [String: Image.Scale] = ["small": .small, "medium": .medium, "large": .large]
            guard case .symbol(let name, nil, _) = scale.value, let s = scales[name] else {
                throw i.error(
                    "expected an image scale (.small, .medium, .large), found \(scale.value.kind)", at: scale.offset)
            }
            return AnyView(v.imageScale(s))
        },
        .init("symbolVariant", ["symbolVariant(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let variant = a.takeUnlabeled() else {
                throw i.error("missing variant in call to 'symbolVariant'", at: at)
            }
            return AnyView(v.symbolVariant(try i.symbolVariants(variant.value, at: variant.offset)))
        },
        .init("symbolRenderingMode", ["symbolRenderingMode(_:)"]) { i, v, a, at throws(Diagnostic) in
            guard let mode = a.takeUnlabeled() else {
                throw i.error("missing mode in call to 'symbolRenderingMode'", at: at)
            }
            return AnyView(v.symbolRenderingMode(try i.symbolRenderingMode(mode.value, at: mode.offset)))
        },
    ]

    /// A method of an `Image` value (`Image("x").resizable()`), or `nil` for another name.
    func imageMember(_ name: String, _ image: Image, _ args: inout Arguments, at offset: Int) throws(Diagnostic)
        -> Value?
    {
        switch name {
        case "resizable":
            let insets =
                try args.take("capInsets").map { e throws(Diagnostic) in try self.insets(e.value, at: e.offset) }
                ?? EdgeInsets()
            var mode = Image.ResizingMode.stretch
            if let m = args.take("resizingMode") {
                switch m.value {
                case .symbol("stretch", nil, _): mode = .stretch
                case .symbol("tile", nil, _): mode = .tile
                default: throw error("expected a resizing mode (.stretch, .tile), found \(m.value.kind)", at: m.offset)
                }
            }
            return .image(image.resizable(capInsets: insets, resizingMode: mode))
        case "renderingMode":
            guard let m = args.takeUnlabeled() else { return .image(image) }
            switch m.value {
            case .symbol("template", nil, _): return .image(image.renderingMode(.template))
            case .symbol("original", nil, _): return .image(image.renderingMode(.original))
            case .none: return .image(image.renderingMode(nil))
            default:
                throw error("expected a rendering mode (.template, .original), found \(m.value.kind)", at: m.offset)
            }
        case "interpolation":
            guard let m = args.takeUnlabeled() else { return .image(image) }
            let modes: [String: Image.Interpolation] = ["none": .none, "low": .low, "medium": .medium, "high": .high]
            guard case .symbol(let n, nil, _) = m.value, let q = modes[n] else {
                throw error(
                    "expected an interpolation (.none, .low, .medium, .high), found \(m.value.kind)", at: m.offset)
            }
            return .image(image.interpolation(q))
        case "antialiased":
            _ = args.takeUnlabeled()
            return .image(image)
        case "symbolRenderingMode":
            guard let m = args.takeUnlabeled() else { return .image(image) }
            return .image(image.symbolRenderingMode(try symbolRenderingMode(m.value, at: m.offset)))
        default:
            return nil
        }
    }

    /// Whether `.base.member` is a chain of symbol variants (`.circle.fill`): the member
    /// reads as one variant value.
    static func isSymbolVariantChain(_ base: String, _ member: String) -> Bool {
        member != "none" && SymbolVariants.named(member) != nil
            && base.split(separator: ".").allSatisfy { $0 != "none" && SymbolVariants.named(String($0)) != nil }
    }

    /// `.fill`, `.circle.fill`, `.none`...: a symbol variant.
    func symbolVariants(_ v: Value, at offset: Int) throws(Diagnostic) -> SymbolVariants {
        guard case .symbol(let name, nil, _) = v else {
            throw error(
                "expected a symbol variant (.fill, .circle, .square, .rectangle, .slash, .none), found \(v.kind)",
                at: offset)
        }
        var variant = SymbolVariants.none
        for part in name.split(separator: ".") {
            guard let one = SymbolVariants.named(String(part)) else {
                throw error(
                    "expected a symbol variant (.fill, .circle, .square, .rectangle, .slash, .none), found .\(name)",
                    at: offset)
            }
            variant = variant.union(one)
        }
        return variant
    }

    /// `.monochrome`, `.hierarchical`, `.palette`, `.multicolor`, or `nil`.
    func symbolRenderingMode(_ v: Value, at offset: Int) throws(Diagnostic) -> SymbolRenderingMode? {
        let modes: [String: SymbolRenderingMode] = [
            "monochrome": .monochrome, "hierarchical": .hierarchical, "palette": .palette, "multicolor": .multicolor,
        ]
        if case .none = v { return nil }
        guard case .symbol(let name, nil, _) = v, let mode = modes[name] else {
            throw error(
                "expected a symbol rendering mode (.monochrome, .hierarchical, .palette, .multicolor), found \(v.kind)",
                at: offset)
        }
        return mode
    }
}
