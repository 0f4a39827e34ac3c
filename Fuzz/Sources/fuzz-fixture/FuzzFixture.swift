/// libFuzzer target: bytes as a conformance fixture file (`plumb check`'s JSON).
///
/// The input is written to a `.json` file and loaded with `FixtureRunner.load`; its first 3
/// cases run (read, laid out, compared). A font named by path is measured with Ahem instead,
/// so an input cannot make the target read other files. Errors (`FixtureError`, a case's
/// error) are expected; only a crash is a finding.
import Foundation
import Plumb

private let inputURL: URL = {
    let folder = NSTemporaryDirectory() + "plumb-fuzz-fixture-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return URL(fileURLWithPath: folder + "/fixture.json")
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFixture(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard (try? Data(bytes: data, count: size).write(to: inputURL)) != nil else { return 0 }
    guard let cases = try? FixtureRunner.load(inputURL) else { return 0 }
    for var fixture in cases.prefix(3) {
        if let font = fixture.font, !["ahem", "default", "inter"].contains(font.lowercased()) { fixture.font = "ahem" }
        _ = FixtureRunner.run(fixture).passed
    }
    return 0
}

/// SwiftPM links an executable target's `main` to `fuzz_fixture_main`: hand over to libFuzzer.
@_cdecl("fuzz_fixture_main")
public func fuzzFixtureMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var argc = argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzFixture(data!, size) }
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
