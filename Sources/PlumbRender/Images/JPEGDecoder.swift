import CJPEG
import Foundation

/// JPEG decoder: libjpeg-turbo from the system (Debian's `libjpeg62-turbo-dev`, the
/// `CJPEG` system library), baseline and progressive, greyscale and YCbCr, into the same
/// straight-alpha RGBA8 ``PNGImage`` PNGs decode to (opaque: JPEG has no alpha).
///
/// libjpeg's errors return here with its message instead of ending the process (the C shim's
/// error manager), and `width × height` is capped as for PNG.
public enum JPEGDecoder {
    /// Whether `bytes` start like a JPEG file (the SOI marker FF D8 then a marker's FF).
    public static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// The pixel size a JPEG file's header gives, without decoding it.
    ///
    /// - Throws: ``JPEGError`` with libjpeg's reason.
    public static func size(_ bytes: [UInt8]) throws(JPEGError) -> (width: Int, height: Int) {
        guard isJPEG(bytes) else { throw JPEGError(reason: "not a JPEG file (no SOI marker)") }
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { data in
            message.withUnsafeMutableBufferPointer { text in
                plumb_jpeg_size(
                    data.baseAddress, UInt(data.count), &width, &height, text.baseAddress, Int32(text.count))
            }
        }
        guard status == 0 else {
            let end = message.firstIndex(of: 0) ?? message.count
            throw JPEGError(reason: String(decoding: message[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return (Int(width), Int(height))
    }

    /// Decodes a JPEG file's bytes.
    ///
    /// - Throws: ``JPEGError`` with libjpeg's reason.
    public static func decode(_ bytes: [UInt8], maxPixelCount: Int = PNGDecoder.defaultMaxPixelCount) throws(JPEGError)
        -> PNGImage
    {
        guard isJPEG(bytes) else { throw JPEGError(reason: "not a JPEG file (no SOI marker)") }
        var width: Int32 = 0, height: Int32 = 0
        var rgb: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { data in
            message.withUnsafeMutableBufferPointer { text in
                plumb_jpeg_decode(
                    data.baseAddress, UInt(data.count), UInt(maxPixelCount), &width, &height, &rgb,
                    text.baseAddress, Int32(text.count))
            }
        }
        guard status == 0, let rgb else {
            let end = message.firstIndex(of: 0) ?? message.count
            throw JPEGError(reason: String(decoding: message[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { free(rgb) }
        let count = Int(width) * Int(height)
        var pixels: [RGBA8] = []
        pixels.reserveCapacity(count)
        for i in 0..<count {
            pixels.append(RGBA8(r: rgb[3 * i], g: rgb[3 * i + 1], b: rgb[3 * i + 2], a: 255))
        }
        guard let image = PNGImage(width: Int(width), height: Int(height), pixels: pixels) else {
            throw JPEGError(reason: "inconsistent size")
        }
        return image
    }
}

/// A JPEG file that could not be decoded, with libjpeg's reason.
public struct JPEGError: Error, CustomStringConvertible, Sendable {
    /// libjpeg's message.
    public var reason: String
    public var description: String { "JPEG: \(reason)" }
}
