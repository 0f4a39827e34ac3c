import Foundation
import PlumbCore

/// The pixels of named images, for renderers (layout only needs their sizes, from an
/// `ImageProvider`). An image without pixels is drawn as a placeholder.
public struct ImageLibrary: ImageProvider, Sendable {
    /// Decoded images by name, and the scale of each (pixels per point).
    public private(set) var images: [String: (image: PNGImage, scale: Double)] = [:]
    /// Point sizes of images known by size alone (drawn as placeholders).
    public private(set) var sizes: [String: CGSize] = [:]

    /// An empty library.
    public init() {}

    /// Adds an image known only by its point size: layout uses the size, pictures a placeholder.
    public mutating func addSize(_ size: CGSize, named name: String) {
        sizes[name] = size
        images[name] = nil
    }

    /// Adds `image` as `name`; at `scale` pixels per point its point size is its pixel size
    /// divided by `scale`.
    public mutating func add(_ image: PNGImage, named name: String, scale: Double = 1) {
        images[name] = (image, scale > 0 ? scale : 1)
        sizes[name] = nil
    }

    /// Reads the PNG or JPEG file at `path` as `name` (the format from the file's first
    /// bytes, not its extension). A file named `photo@2x.png` (or `@3x`, `.jpg`) has that
    /// scale, as in an app's bundle; others are one pixel a point.
    ///
    /// - Throws: ``ImageFileError`` naming the file when it cannot be read or is not a
    ///   valid PNG or JPEG (with the decoder's reason).
    public mutating func addFile(_ path: String, named name: String) throws(ImageFileError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImageFileError(path: path, reason: FileManager.default.fileExists(atPath: path) ? "cannot read it" : "no such file")
        }
        let image: PNGImage
        let bytes = [UInt8](data)
        if JPEGDecoder.isJPEG(bytes) {
            do { image = try JPEGDecoder.decode(bytes) } catch { throw ImageFileError(path: path, reason: error.description) }
        } else {
            do { image = try PNGDecoder.decode(bytes) } catch { throw ImageFileError(path: path, reason: error.description) }
        }
        add(image, named: name, scale: ImageLibrary.scale(ofFileNamed: path))
    }

    /// `2` for `icon@2x.png`, `3` for `icon@3x.png`, otherwise 1.
    static func scale(ofFileNamed path: String) -> Double {
        let base = (path as NSString).deletingPathExtension
        for s in [2.0, 3.0] where base.hasSuffix("@\(Int(s))x") { return s }
        return 1
    }

    /// The pixels of the image named `name`.
    public func pixels(named name: String) -> PNGImage? { images[name]?.image }

    /// The point size of the image named `name` (pixels / scale).
    public func size(ofImageNamed name: String) -> CGSize? {
        guard let entry = images[name] else { return sizes[name] }
        return CGSize(width: Double(entry.image.width) / entry.scale, height: Double(entry.image.height) / entry.scale)
    }
}

/// An image file that could not be used.
public struct ImageFileError: Error, CustomStringConvertible, Sendable {
    /// The file's path.
    public var path: String
    /// Why it could not be used.
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}

extension PNGImage {
    /// This image enlarged by a whole factor with nearest-neighbour sampling, so that it has
    /// at least `minimum` pixels across and down (at most 4096 a side): how an SVG keeps an
    /// `interpolation(.none)` image's hard edges in viewers that smooth images whatever
    /// `image-rendering` says (librsvg does).
    func enlargedNearest(toAtLeast minimum: CGSize) -> PNGImage {
        guard width > 0, height > 0 else { return self }
        let wanted = max(minimum.width / Double(width), minimum.height / Double(height)).rounded(.up)
        let limit = (4096 / Double(max(width, height))).rounded(.down)
        let k = Int(min(max(wanted, 1), max(limit, 1)))
        guard k > 1 else { return self }
        var out: [RGBA8] = []
        out.reserveCapacity(width * height * k * k)
        for y in 0..<(height * k) {
            let row = (y / k) * width
            for x in 0..<(width * k) { out.append(pixels[row + x / k]) }
        }
        return PNGImage(width: width * k, height: height * k, pixels: out) ?? self
    }
}
