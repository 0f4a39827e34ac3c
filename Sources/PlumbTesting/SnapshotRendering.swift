import Foundation
import Plumb

/// A view drawn or described as a strategy says: the bytes of its snapshot, and the laid-out
/// tree they came from (to name the views a difference touches).
struct RenderedSnapshot {
    var bytes: [UInt8]
    var result: LayoutResult
    /// ``SnapshotFrames`` of the tree, which a PNG also carries in a text chunk.
    var frames: String
    /// What the engine and the renderer warned of (a symbol font not installed, an invalid
    /// frame): a failure lists them, since they often explain a difference between machines.
    var warnings: [String] = []
}

extension Snapshotting {
    /// The PNG text chunk's keyword under which a reference carries its frames.
    static let framesKeyword = "plumb:frames"

    /// Lays `view` out and writes it in this strategy's format.
    func render<V: View>(_ view: V) throws -> RenderedSnapshot {
        let scale = self.scale ?? hostDevice?.scale ?? layout.defaultScale
        guard scale > 0, scale.isFinite, scale <= 16 else {
            throw SnapshotError("the scale must be in (0, 16] (got \(scale))")
        }
        var environment = EnvironmentValues()
        environment.textMeasurer = try TextMeasurers.measurer(named: nil, locale: locale)
        environment.colorScheme = colorScheme
        environment.dynamicTypeSize = dynamicType
        environment.layoutDirection = layoutDirection
        if let locale {
            environment.locale = locale
            environment.calendar.locale = locale
        }
        environment.displayScale = scale
        environment.imageProvider = images
        environmentChanges?(&environment)

        // `.sizeThatFits` is offered the host device's screen and safe area, as a preview's
        // canvas is (`plumb previews`), else an iPhone's screen.
        var canvas = hostDevice?.size ?? SnapshotLayout.fittingCanvas
        var safeArea = hostDevice?.safeArea ?? EdgeInsets()
        switch layout {
        case .device(let device):
            canvas = device.size
            safeArea = device.safeArea
            environment.statusBarOverlap = device.statusBarOverlap
        case .fixed(let width, let height):
            safeArea = EdgeInsets()
            guard width.isFinite, height.isFinite, width > 0, height > 0 else {
                throw SnapshotError("a fixed layout needs a finite, positive width and height (got \(width)×\(height))")
            }
            canvas = CGSize(width: width, height: height)
        case .sizeThatFits:
            break
        }
        let tree = LayoutTree.presenting(view, environment: environment)
        tree.layout(in: canvas, scale: scale, safeArea: safeArea)
        if layout == .sizeThatFits {
            let size = tree.frame(of: tree.root).size
            canvas = CGSize(
                width: max(1, size.width.isFinite ? size.width : canvas.width),
                height: max(1, size.height.isFinite ? size.height : canvas.height))
            tree.layout(in: canvas, scale: scale)
        }
        let result = tree.result()
        let frames = SnapshotFrames.describe(result)
        var warnings = result.warnings.map(\.message)
        switch format {
        case .frames:
            return RenderedSnapshot(bytes: Array(frames.utf8), result: result, frames: frames, warnings: warnings)
        case .json:
            return RenderedSnapshot(
                bytes: Array((result.json() + "\n").utf8), result: result, frames: frames, warnings: warnings)
        case .svg, .png:
            let list = DisplayList(tree, options: DrawingOptions(images: images))
            warnings += DisplayList.symbolWarnings(tree) + DisplayList.fontWarnings(tree)
            if format == .svg {
                return RenderedSnapshot(
                    bytes: Array(SVGWriter().document(list).utf8), result: result, frames: frames, warnings: warnings)
            }
            let renderer = RasterRenderer(scale: Double(scale))
            guard renderer.fits(list.canvas) else {
                let size = renderer.pixelSize(of: list.canvas)
                throw SnapshotError(
                    "the picture would be \(size.width)×\(size.height) pixels, more than a bitmap holds")
            }
            let picture = PNGImage(bitmap: renderer.render(list))
            let bytes = try PNGEncoder.encode(picture, text: [(Snapshotting.framesKeyword, frames)])
            return RenderedSnapshot(bytes: bytes, result: result, frames: frames, warnings: warnings)
        }
    }
}

/// A snapshot that could not be made or compared (a bad strategy, an unreadable reference).
package struct SnapshotError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
