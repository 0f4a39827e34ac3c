/// libFuzzer target: bytes as a PNG (or, starting with JPEG's marker, a JPEG; with `%PDF-` or
/// `<svg` in their first bytes, a vector image read into shapes and placed in a frame).
///
/// The header is read as `plumb layout` does (size only), then the picture is decoded under a
/// small pixel budget, as `plumb render` does, and a decoded PNG is encoded again. Errors
/// (`PNGError`, `JPEGError`) are expected; only a crash is a finding.
import Foundation
import PlumbRender

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if VectorImage.isVector(bytes) {
        if let image = VectorImage(bytes: bytes) {
            _ = image.displayItems(in: CGRect(x: 0, y: 0, width: 20, height: 20), view: nil)
        }
        return 0
    }
    if JPEGDecoder.isJPEG(bytes) {
        _ = try? JPEGDecoder.decode(bytes, maxPixelCount: 1 << 20)
        return 0
    }
    let decoder = PNGDecoder(maxPixelCount: 1 << 20)
    _ = try? decoder.readHeader(bytes)
    if let image = try? decoder.decode(bytes) {
        _ = try? Bitmap(image).pngData(compressionLevel: 1)
    }
    return 0
}

/// SwiftPM links an executable target's `main` to `fuzz_image_main`: hand over to libFuzzer.
@_cdecl("fuzz_image_main")
public func fuzzImageMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var argc = argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzImage(data!, size) }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
