import Foundation
import PlumbCore

/// The pixels of named images, and the shapes of named vector images (an asset catalog's
/// SVG and PDF files, ``VectorImage``), for renderers (layout only needs their sizes, from
/// an `ImageProvider`). An image without pixels or shapes is drawn as a placeholder.
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
        files[name] = nil
        vectors[name] = nil
    }

    /// Adds `image` as `name`; at `scale` pixels per point its point size is its pixel size
    /// divided by `scale`.
    public mutating func add(_ image: PNGImage, named name: String, scale: Double = 1) {
        images[name] = (image, scale > 0 ? scale : 1)
        sizes[name] = nil
        files[name] = nil
        vectors[name] = nil
    }

    /// Adds the vector image `image` as `name`: its size is its box's, and it is drawn as
    /// its shapes.
    public mutating func add(_ image: VectorImage, named name: String) {
        vectors[name] = VectorFile(image: image)
        images[name] = nil
        sizes[name] = nil
        files[name] = nil
    }

    /// Adds the SVG or PDF file at `path` as `name`, an app's vector asset. With its `size`
    /// (in points, as the asset catalog reader found it in the file's header) the file is
    /// read only when first drawn, as bitmap assets are; without it, it is read now for its
    /// size. A file that cannot be read or drawn draws as a placeholder of its size.
    ///
    /// - Throws: ``ImageFileError`` when `size` is `nil` and the file cannot be read, is not
    ///   an SVG or PDF, or has no size.
    public mutating func addVectorFile(_ path: String, named name: String, size: CGSize?) throws(ImageFileError) {
        let file: VectorFile
        if let size {
            file = VectorFile(path: path, size: size)
        } else {
            let bytes = try ImageLibrary.vectorBytes(path)
            guard let image = VectorImage(bytes: bytes) else {
                throw ImageFileError(path: path, reason: "not an SVG or PDF image with a size")
            }
            file = VectorFile(image: image)
        }
        vectors[name] = file
        images[name] = nil
        sizes[name] = nil
        files[name] = nil
    }

    /// The bytes of the vector file at `path`, at most ``VectorImage/Limits/bytes``.
    static func vectorBytes(_ path: String) throws(ImageFileError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImageFileError(
                path: path, reason: FileManager.default.fileExists(atPath: path) ? "cannot read it" : "no such file")
        }
        guard data.count <= VectorImage.Limits.bytes else {
            throw ImageFileError(
                path: path,
                reason: "the file has \(data.count) bytes, more than Plumb reads (\(VectorImage.Limits.bytes))")
        }
        return [UInt8](data)
    }

    /// Custom symbols by name (``addSymbolTemplate(_:named:)``).
    private var symbols: [String: CustomSymbol] = [:]

    /// Adds the SF Symbols template at `path` (an asset catalog's `.symbolset`) as the custom
    /// symbol `name`, read now (templates are small). A template without a regular glyph
    /// adds nothing: the symbol stays a placeholder.
    ///
    /// - Throws: ``ImageFileError`` when the file cannot be read or is too large.
    public mutating func addSymbolTemplate(_ path: String, named name: String) throws(ImageFileError) {
        symbols[name] = SymbolTemplate.read(try ImageLibrary.vectorBytes(path))
    }

    /// The custom symbol named `name`, if one was added.
    public func customSymbol(named name: String) -> CustomSymbol? { symbols[name] }

    /// Vector images by name (``addVectorFile(_:named:size:)``).
    private var vectors: [String: VectorFile] = [:]

    /// The shapes of the vector image named `name`, read from its file now (once; a file
    /// that cannot be read has none).
    public func vector(named name: String) -> VectorImage? { vectors[name]?.image() }

    /// Image files by name, read for their size only and decoded when first drawn (see
    /// ``addFile(_:named:)``).
    private var files: [String: ImageFile] = [:]
    /// Files added as an app's assets, decoded only when drawn.
    private var lazyFiles: Set<String> = []

    /// The most pixels an image file may have, 2^26 (67,108,864: 8192 × 8192, 256 MB as
    /// RGBA8). Checked from the file's header, before anything is decoded.
    public static let maximumPixels = 1 << 26

    /// Reads the PNG, JPEG, SVG or PDF file at `path` as `name` (the format from the file's
    /// first bytes, not its extension; a vector is read whole, ``addVectorFile(_:named:size:)``). A file named `photo@2x.png` (or `@3x`, `.jpg`) has that
    /// scale, as in an app's bundle; others are one pixel a point.
    ///
    /// Only the file's header is read here: layout needs the size alone, and a small file
    /// can decode to gigabytes. The pixels are decoded when the image is first drawn
    /// (``image(named:)``), or at once by ``decodeFiles()``.
    ///
    /// - Throws: ``ImageFileError`` naming the file when it cannot be read, is not a PNG or
    ///   JPEG, its header is invalid, or it has more than ``maximumPixels`` pixels.
    public mutating func addFile(_ path: String, named name: String) throws(ImageFileError) {
        try addFile(path, named: name, scale: nil)
    }

    /// Reads the PNG or JPEG file at `path` as `name` at `scale` pixels per point (an asset
    /// catalog's `2x`, say; `nil` takes it from the file's name), as ``addFile(_:named:)``.
    /// An app's asset (`eager: false`) is decoded only when drawn: ``decodeFiles()`` leaves
    /// it, and one that fails to decode draws as a placeholder.
    public mutating func addFile(_ path: String, named name: String, scale: Double?, eager: Bool = true)
        throws(ImageFileError)
    {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImageFileError(
                path: path, reason: FileManager.default.fileExists(atPath: path) ? "cannot read it" : "no such file")
        }
        let bytes = [UInt8](data)
        if VectorImage.isVector(bytes) {
            try addVectorFile(path, named: name, size: nil)
            return
        }
        let width: Int, height: Int
        if JPEGDecoder.isJPEG(bytes) {
            do { (width, height) = try JPEGDecoder.size(bytes) } catch {
                throw ImageFileError(path: path, reason: error.description)
            }
        } else {
            do {
                let header = try PNGDecoder(maxPixelCount: .max).readHeader(bytes)
                (width, height) = (header.width, header.height)
            } catch { throw ImageFileError(path: path, reason: error.description) }
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= ImageLibrary.maximumPixels else {
            throw ImageFileError(
                path: path,
                reason:
                    "the image is \(width)×\(height) pixels, more than Plumb decodes (\(ImageLibrary.maximumPixels) pixels)"
            )
        }
        files[name] = ImageFile(
            path: path, bytes: bytes, width: width, height: height,
            scale: scale.map { $0 > 0 ? $0 : 1 } ?? ImageLibrary.scale(ofFileNamed: path))
        if eager { lazyFiles.remove(name) } else { lazyFiles.insert(name) }
        images[name] = nil
        sizes[name] = nil
        vectors[name] = nil
    }

    /// Decodes every file added with ``addFile(_:named:)`` now, so that a file whose header
    /// is valid but whose data is not fails here, naming it, rather than drawing as a placeholder.
    public func decodeFiles() throws(ImageFileError) {
        for name in files.keys.sorted() where !lazyFiles.contains(name) { _ = try files[name]!.decoded() }
    }

    /// The pixels and scale of the image named `name`: added decoded, or a file decoded now
    /// (once; a file that fails to decode has none).
    public func image(named name: String) -> (image: PNGImage, scale: Double)? {
        if let entry = images[name] { return entry }
        guard let file = files[name], let image = try? file.decoded() else { return nil }
        return (image, file.scale)
    }

    /// `2` for `icon@2x.png`, `3` for `icon@3x.png`, otherwise 1.
    static func scale(ofFileNamed path: String) -> Double {
        let base = (path as NSString).deletingPathExtension
        for s in [2.0, 3.0] where base.hasSuffix("@\(Int(s))x") { return s }
        return 1
    }

    /// The pixels of the image named `name`.
    public func pixels(named name: String) -> PNGImage? { image(named: name)?.image }

    /// The point size of the image named `name` (pixels / scale).
    public func size(ofImageNamed name: String) -> CGSize? {
        if let vector = vectors[name] { return vector.size }
        if let file = files[name] {
            return CGSize(width: Double(file.width) / file.scale, height: Double(file.height) / file.scale)
        }
        guard let entry = images[name] else { return sizes[name] }
        return CGSize(width: Double(entry.image.width) / entry.scale, height: Double(entry.image.height) / entry.scale)
    }
}

/// An image file whose size is known from its header, decoded on first use (once, under a
/// lock: libraries are shared by renderers on several threads).
final class ImageFile: @unchecked Sendable {
    let path: String
    let width: Int
    let height: Int
    let scale: Double
    private let lock = NSLock()
    private var bytes: [UInt8]
    private var result: Result<PNGImage, ImageFileError>?

    init(path: String, bytes: [UInt8], width: Int, height: Int, scale: Double) {
        self.path = path
        self.bytes = bytes
        self.width = width
        self.height = height
        self.scale = scale
    }

    func decoded() throws(ImageFileError) -> PNGImage {
        lock.lock()
        defer { lock.unlock() }
        if result == nil {
            if JPEGDecoder.isJPEG(bytes) {
                do { result = .success(try JPEGDecoder.decode(bytes, maxPixelCount: ImageLibrary.maximumPixels)) } catch
                {
                    result = .failure(ImageFileError(path: path, reason: error.description))
                }
            } else {
                do { result = .success(try PNGDecoder(maxPixelCount: ImageLibrary.maximumPixels).decode(bytes)) } catch
                {
                    result = .failure(ImageFileError(path: path, reason: error.description))
                }
            }
            bytes = []
        }
        return try result!.get()
    }
}

/// A vector image, or the file it is read from when first drawn (once, under a lock, as
/// ``ImageFile``).
final class VectorFile: @unchecked Sendable {
    let path: String?
    /// The size layout uses: the catalog reader's, or the image's own.
    let size: CGSize
    private let lock = NSLock()
    private var result: VectorImage??

    init(path: String, size: CGSize) {
        self.path = path
        self.size = size
    }

    init(image: VectorImage) {
        self.path = nil
        self.size = image.size
        self.result = .some(image)
    }

    func image() -> VectorImage? {
        lock.lock()
        defer { lock.unlock() }
        if result == nil, let path {
            result = .some((try? ImageLibrary.vectorBytes(path)).flatMap { VectorImage(bytes: $0) })
        }
        return result ?? nil
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
        let k = Int(saturating: min(max(wanted, 1), max(limit, 1)))
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
