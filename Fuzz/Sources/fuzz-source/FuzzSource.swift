/// libFuzzer target: bytes as a SwiftUI source file through `plumb render`'s whole path.
///
/// The input is written to a file and read with the command line's own code (`CLI/` links to
/// Sources/plumb): `LayoutOptions` and `layOut` (SourceReader, the Ahem measurer, a small
/// canvas, the preview's layout), then what `plumb layout` prints (the tree, its JSON, the
/// negotiation's trace) and what `plumb render` draws (the display list, a PNG at scale 1, the
/// SVG). Errors (diagnostics, usage errors) are expected; only a crash is a finding.
import Foundation
import Plumb

private let inputPath: String = {
    let folder = NSTemporaryDirectory() + "plumb-fuzz-source-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder + "/Input.swift"
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSource(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard FileManager.default.createFile(atPath: inputPath, contents: Data(bytes: data, count: size)) else { return 0 }
    do {
        var args = ArgumentList(["--font", "ahem", "--canvas", "96x160", "--scale", "1", "--image", "photo=40x30"])
        let options = try LayoutOptions(&args)
        let (_, tree) = try layOut([inputPath], options, tracing: true)
        let result = tree.result()
        _ = result.treeDescription()
        _ = result.json()
        _ = tree.traceDescription()
        let list = DisplayList(tree, options: DrawingOptions(
            images: options.images, background: DrawingOptions.systemBackground, showsFrames: true))
        _ = DisplayList.symbolWarnings(tree)
        _ = try? RasterRenderer(scale: 1).png(list)
        _ = SVGWriter().document(list)
    } catch {
        // A diagnostic or a usage error: the path ended as it should.
    }
    return 0
}

/// SwiftPM links an executable target's `main` to `fuzz_source_main`: hand over to libFuzzer.
@_cdecl("fuzz_source_main")
public func fuzzSourceMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var argc = argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzSource(data!, size) }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
