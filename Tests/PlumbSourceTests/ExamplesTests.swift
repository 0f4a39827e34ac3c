import Foundation
import Plumb
import Testing

/// Every file in `Examples/` and in the typical iOS view files of
/// `Tests/SwiftUICompatibilityTests/Views/` reads and lays out on an iPhone 16 with no warning,
/// on iOS 26 and on iOS 18: the screens the README shows are real, unstubbed layouts.
struct ExamplesTests {
    static let folders = ["Examples", "Tests/SwiftUICompatibilityTests/Views"].map { repositoryRoot.appendingPathComponent($0) }

    @Test("each example reads with no warning and lays out within the screen", arguments: [PlatformVersion.iOS26, .iOS18])
    func examplesRead(os: PlatformVersion) throws {
        let files = try Self.folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
        #expect(files.count == 10 + 13)
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
