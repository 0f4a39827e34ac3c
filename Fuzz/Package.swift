// swift-tools-version: 6.0
// Plumb's libFuzzer targets: a package of its own, beside the main one and depending on it by
// path, so `swift build` and `swift test` of Plumb never see it. `Scripts/fuzz.sh` builds it
// with `-sanitize=fuzzer,address` over every module (Plumb's too, for coverage) and runs it.
import Foundation
import PackageDescription

// The main package's identity is its folder's name (a worktree may not be called "plumb").
let plumb = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent.lowercased()

// libFuzzer supplies `main`; each target defines `LLVMFuzzerTestOneInput`.
let library: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "PlumbFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        // Its CLI folder links to the command line's own code (Sources/plumb without main.swift),
        // so the source target runs exactly `plumb render`'s path.
        .executableTarget(name: "fuzz-source", dependencies: [.product(name: "Plumb", package: plumb)], swiftSettings: library),
        .executableTarget(name: "fuzz-font", dependencies: [.product(name: "Plumb", package: plumb)], swiftSettings: library),
        .executableTarget(name: "fuzz-image", dependencies: [.product(name: "Plumb", package: plumb)], swiftSettings: library),
        .executableTarget(name: "fuzz-resources", dependencies: [.product(name: "Plumb", package: plumb)], swiftSettings: library),
        .executableTarget(name: "fuzz-fixture", dependencies: [.product(name: "Plumb", package: plumb)], swiftSettings: library),
    ]
)
