// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Plumb",
    products: [
        .library(name: "Plumb", targets: ["Plumb"]),
        // `import SwiftUI` where Apple's SwiftUI does not exist (Linux): Plumb under SwiftUI's
        // module name, re-exporting Plumb, Foundation and Observation.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "PlumbCore", targets: ["PlumbCore"]),
        .library(name: "PlumbExplain", targets: ["PlumbExplain"]),
        .library(name: "PlumbRender", targets: ["PlumbRender"]),
        // Snapshot tests of views (`assertSnapshot(of:as:)`), for Swift Testing and XCTest.
        .library(name: "PlumbTesting", targets: ["PlumbTesting"]),
        .executable(name: "plumb", targets: ["plumb"]),
        .executable(name: "plumb-example", targets: ["plumb-example"]),
        .executable(name: "plumb-bench", targets: ["plumb-bench"]),
    ],
    targets: [
        // Geometry, views, modifiers, the Layout protocol and the engine. No fonts, no pixels.
        // `#Preview` and `@Previewable` are declared here, expanded by PlumbMacros.
        .target(name: "PlumbCore", dependencies: ["PlumbMacros"]),
        // The compiler plugin behind `#Preview`: it speaks the compiler's plugin protocol
        // itself, with no dependencies (swift-syntax cannot be one of a versioned package).
        .macro(name: "PlumbMacros"),
        // Text: fonts (TrueType/OpenType in Swift), Unicode line breaking, text layout.
        .target(
            name: "PlumbText",
            dependencies: ["PlumbCore", "CHarfBuzz"],
            // Inter (OFL 1.1), from Debian's fonts-inter-variable, with its licence beside it.
            resources: [.copy("Resources/Inter.var.ttf"), .copy("Resources/Inter-LICENSE.txt")],
            // Thai, Lao, Khmer and Myanmar line breaks come from ICU's dictionaries: the copy of
            // ICU that Foundation ships on Linux (`_FoundationICU`), linked directly.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        // Reads SwiftUI source: lexer, parser, and an interpreter for the subset layout code uses.
        .target(name: "PlumbSource", dependencies: ["PlumbCore"]),
        // Explains a layout in plain English (and JSON) from the recorded negotiation, and
        // predicts remedies by laying out again. Needs only the engine: tools built on the
        // core (the renderer's HTML page) can show explanations without the source reader.
        .target(name: "PlumbExplain", dependencies: ["PlumbCore"]),
        // zlib, from the system (Debian: zlib1g-dev), for PNG.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // libjpeg-turbo, from the system (Debian: libjpeg62-turbo-dev), for JPEG images.
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG"),
        // HarfBuzz, from the system (Debian: libharfbuzz-dev), for shaping every script.
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        // libdeflate, from the system (Debian: libdeflate-dev), for compressing PNGs.
        .systemLibrary(
            name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        // Pictures: a display list from a laid-out tree, SVG, an anti-aliased rasterizer, PNG, JPEG,
        // hit testing, and the HTML page that shows the negotiation.
        .target(name: "PlumbRender", dependencies: ["PlumbCore", "PlumbText", "CZlib", "CDeflate", "CJPEG"]),
        // The umbrella users import.
        .target(
            name: "Plumb", dependencies: ["PlumbCore", "PlumbText", "PlumbSource", "PlumbExplain", "PlumbRender"]),
        // Snapshot tests: `assertSnapshot(of:as:)` over the umbrella, reporting to Swift Testing
        // or XCTest (both ship with the toolchain).
        .target(name: "PlumbTesting", dependencies: ["Plumb"]),
        // `import SwiftUI` on Linux: the umbrella under SwiftUI's name.
        .target(name: "SwiftUI", dependencies: ["Plumb"]),
        // The command-line tool.
        .executableTarget(name: "plumb", dependencies: ["Plumb"]),
        .executableTarget(name: "plumb-example", dependencies: ["Plumb"]),
        .executableTarget(name: "plumb-bench", dependencies: ["PlumbCore", "PlumbText", "PlumbRender", "PlumbSource"]),
        // What the test targets share (a scratch folder removed at exit); no product names it.
        .target(name: "PlumbTestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "PlumbCoreTests",
            dependencies: ["PlumbCore"],
            // The conformance fixtures' copy, run by PlumbSourceTests through `plumb check`'s path.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PlumbTextTests",
            dependencies: ["PlumbText", "PlumbTestSupport"],
            // Unicode's data files and fonts' oracle numbers, read through #filePath.
            exclude: ["LineBreak/Data", "Font/Data", "Layout/Data"]
        ),
        .testTarget(
            name: "PlumbExplainTests",
            dependencies: ["Plumb", "PlumbExplain", "plumb"]
        ),
        .testTarget(
            name: "PlumbRenderTests",
            dependencies: ["PlumbRender", "PlumbText", "Plumb", "plumb", "PlumbTestSupport"],
            // PNG fixtures and scripts, read through #filePath.
            exclude: ["Fixtures"]
        ),
        // Typical iOS view files, unchanged, compiled with `import SwiftUI` against the product.
        .testTarget(name: "SwiftUICompatibilityTests", dependencies: ["SwiftUI"]),
        .testTarget(
            name: "PlumbTestingTests",
            dependencies: ["PlumbTesting", "PlumbTestSupport"],
            // The snapshot references the tests compare against.
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PlumbSourceTests",
            dependencies: ["Plumb", "PlumbSource", "plumb", "PlumbTestSupport"]
        ),
    ]
)

// swift-snapshot-testing's names (`assertSnapshot(of:as: .image(layout: .device(config: .iPhone13Pro)))`)
// over PlumbTesting, so a suite written for that package compiles unchanged on Linux. Declared
// only where the manifest is read on a machine without Apple's SDKs: SwiftPM refuses a package
// graph in which two packages declare targets of one name ("target names need to be unique
// across the package graph"), even a target nobody uses, so on a Mac a package that depends on
// Plumb and on pointfreeco/swift-snapshot-testing would not resolve if this target were there.
// (Its files are inside `#if !canImport(Darwin)` as well: empty wherever Apple's SDKs are.)
#if !canImport(Darwin)
package.products.append(.library(name: "SnapshotTesting", targets: ["SnapshotTesting"]))
package.targets += [
    .target(name: "SnapshotTesting", dependencies: ["PlumbTesting"]),
    // Tests written as swift-snapshot-testing's documentation writes them, compiled unchanged
    // against the `SnapshotTesting` product, with their references.
    .testTarget(
        name: "SnapshotTestingTests", dependencies: ["SnapshotTesting", "SwiftUI", "PlumbTestSupport"],
        exclude: ["__Snapshots__"]),
]
#endif
