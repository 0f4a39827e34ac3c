/// libFuzzer target: bytes as every kind of app resource file Plumb reads (a colour set's
/// and an image set's `Contents.json`, a `.strings` table, a `.stringsdict`, a string
/// catalog, a font's name table, an image header, a localized format). Damaged input is a
/// warning where the scan meets it; only a crash or a hang is a finding.
import Foundation
@_spi(Fuzzing) import PlumbSource

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResources(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    ResourceFuzzing.readEverything(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// SwiftPM links an executable target's `main` to `fuzz_resources_main`: hand over to libFuzzer.
@_cdecl("fuzz_resources_main")
public func fuzzResourcesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var argc = argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzResources(data!, size) }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
