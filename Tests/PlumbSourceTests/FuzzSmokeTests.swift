/// The libFuzzer targets on every `swift test` (issue 15: CI runs each target for a short
/// bounded time): `Scripts/fuzz.sh all SECONDS` with the unoptimised instrumented build
/// (`PLUMB_FUZZ_BUILD=debug`, cached in Fuzz/.build/debug), each target for
/// `PLUMB_FUZZ_SECONDS` seconds (15 unless set) from its seeds and what earlier runs here
/// found (kept in .build/fuzz-smoke), under AddressSanitizer. A finding fails the test and
/// names its reproducer. The first build takes about 70 s on 2 cores, later ones seconds,
/// and the runs about 80 s; `PLUMB_SKIP_FUZZ=1` skips the test for quick local runs. The
/// unoptimised source target runs tens to hundreds of inputs a second (its seeds first), so
/// this catches what the seeds and the first mutations reach; long runs, optimised:
/// `Scripts/fuzz.sh all 600`.
import Foundation
import Testing

struct FuzzSmokeTests {
    static let seconds = ProcessInfo.processInfo.environment["PLUMB_FUZZ_SECONDS"].flatMap(Int.init) ?? 15

    @Test(
        "every fuzz target runs for its seconds without a finding",
        .enabled(if: ProcessInfo.processInfo.environment["PLUMB_SKIP_FUZZ"] == nil),
        .timeLimit(.minutes(15)))
    func smoke() throws {
        var (status, text) = try Self.run()
        let buildFailed = status == 2 && text.contains("error: the build of fuzz-")
        if status == 1 || buildFailed {
            // An incremental build can be stale: SwiftPM does not always recompile the fuzz
            // targets after one of Plumb's structs changes its stored properties, and then
            // every input "crashes" (52 false findings once, none of which crashed a clean
            // build); and a build from before Plumb gained a system library (CHarfBuzz) fails
            // to find its module. So before a finding or a failed build counts, the build
            // starts over (a failed build from nothing) and the run again.
            let files = FileManager.default
            for folder in buildFailed
                ? ["Fuzz/.build"] : ["Fuzz/.build/debug", "Fuzz/.build/x86_64-unknown-linux-gnu/debug"]
            {
                try? files.removeItem(at: repositoryRoot.appendingPathComponent(folder))
            }
            for target in ["source", "font", "image", "fixture", "resources"] {
                try? files.removeItem(at: Self.output.appendingPathComponent("\(target)/findings"))
            }
            (status, text) = try Self.run()
        }
        #expect(status == 0, "\(text)")
        for target in ["source", "font", "image", "fixture", "resources"] {
            #expect(text.contains("\(target): no findings"), "\(text)")
        }
        // Each target ran: libFuzzer's last status line counts its executions.
        let executions = text.split(separator: "\n").filter { $0.hasPrefix("#") && $0.contains(": cov:") }
            .compactMap { line in Int(line.dropFirst().prefix { $0.isNumber }) }
        #expect(executions.count == 5 && executions.allSatisfy { $0 > 0 }, "\(text)")
    }

    static let output = repositoryRoot.appendingPathComponent(".build/fuzz-smoke")

    /// Runs `Scripts/fuzz.sh all SECONDS` unoptimised: its exit status and output.
    static func run() throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [repositoryRoot.appendingPathComponent("Scripts/fuzz.sh").path, "all", String(seconds)]
        var environment = ProcessInfo.processInfo.environment
        environment["PLUMB_FUZZ_BUILD"] = "debug"
        environment["PLUMB_FUZZ_OUT"] = output.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
