import Foundation
import Plumb
import Testing

/// Every file in `Examples/` reads and lays out on an iPhone 16 with no warning, on iOS 26
/// and on iOS 18: the screens the README shows are real, unstubbed layouts.
struct ExamplesTests {
    static let folder = repositoryRoot.appendingPathComponent("Examples")

    @Test("each example reads with no warning and lays out within the screen", arguments: [PlatformVersion.iOS26, .iOS18])
    func examplesRead(os: PlatformVersion) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(names.count >= 11)
        let device = try #require(DevicePreset.named("iphone-16"))
        for name in names {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
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
