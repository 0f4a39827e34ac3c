// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Plumb",
    products: [
        .library(name: "Plumb", targets: ["Plumb"]),
        .library(name: "PlumbCore", targets: ["PlumbCore"]),
        .executable(name: "plumb-example", targets: ["plumb-example"]),
        .executable(name: "plumb-bench", targets: ["plumb-bench"]),
    ],
    targets: [
        // Geometry, views, modifiers, the Layout protocol and the engine. No fonts, no pixels.
        .target(name: "PlumbCore"),
        // The umbrella users import.
        .target(name: "Plumb", dependencies: ["PlumbCore"]),
        .executableTarget(name: "plumb-example", dependencies: ["Plumb"]),
        .executableTarget(name: "plumb-bench", dependencies: ["PlumbCore"]),
        .testTarget(
            name: "PlumbCoreTests",
            dependencies: ["PlumbCore"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
