import Foundation
import Plumb
import Testing

/// Every file in `Examples/` and in the typical iOS view files of
/// `Tests/SwiftUICompatibilityTests/Views/` reads and lays out on an iPhone 16 with no warning,
/// on iOS 26 and on iOS 18: the screens the README shows are real, unstubbed layouts.
struct ExamplesTests {
    static let folders = ["Examples", "Tests/SwiftUICompatibilityTests/Views"].map {
        repositoryRoot.appendingPathComponent($0)
    }

    @Test(
        "each example reads with no warning and lays out within the screen", arguments: [PlatformVersion.iOS26, .iOS18])
    func examplesRead(os: PlatformVersion) throws {
        let files = try Self.folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
        #expect(files.count == 13 + 13)
        let device = try #require(DevicePreset.named("iphone-16"))
        for file in files {
            let name = file.lastPathComponent
            let text = try String(contentsOf: file, encoding: .utf8)
            let program = try SourceReader.read(text, name: name, canvas: device.size)
            #expect(program.warnings.isEmpty, "\(name): \(program.warnings)")
            var env = EnvironmentValues()
            env.platformVersion = os
            env.statusBarOverlap = device.statusBarOverlap
            let tree = LayoutTree(program.view, environment: env)
            tree.layout(in: device.size, scale: device.scale, safeArea: device.safeArea)
            #expect(program.layoutErrors.isEmpty, "\(name): \(program.layoutErrors)")
            #expect(tree.result().root.frame.width <= device.size.width, "\(name)")
        }
    }
}

/// The drawing gallery's sources (`docs/drawing/*.swift`, drawn into `docs/drawing.md` by
/// `Scripts/drawing-gallery.sh`) read with no warning in their canvas, and each has its picture.
struct DrawingGalleryTests {
    @Test("every drawing gallery source reads with no warning and has its PNG beside it")
    func gallerySourcesRead() throws {
        let folder = repositoryRoot.appendingPathComponent("docs/drawing")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        #expect(files.count >= 7)
        for name in files {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let canvas = text.split(separator: "\n").first.flatMap { line -> CGSize? in
                // `// device: iphone-16`: the device's screen.
                if line.hasPrefix("// device: ") {
                    return DevicePreset.named(String(line.dropFirst("// device: ".count)))?.size
                }
                let parts = line.replacingOccurrences(of: "// canvas: ", with: "").split(separator: "x").compactMap {
                    Double($0)
                }
                return parts.count == 2 ? CGSize(width: parts[0], height: parts[1]) : nil
            }
            let size = try #require(canvas, "\(name) names no canvas or device on its first line")
            let program = try SourceReader.read(text, name: name, canvas: size)
            #expect(program.warnings.isEmpty, "\(name): \(program.warnings)")
            let png = folder.appendingPathComponent(name.replacingOccurrences(of: ".swift", with: ".png"))
            #expect(
                FileManager.default.fileExists(atPath: png.path), "\(name): no picture (run Scripts/drawing-gallery.sh)"
            )
        }
    }
}
