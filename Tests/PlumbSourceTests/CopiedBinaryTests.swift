import Foundation
import PlumbTestSupport
import Testing

/// `plumb` copied out of the build folder, as a server developer deploys it (issue 33, item 3):
/// it finds its font beside itself or in an installed layout, and says what is missing
/// otherwise, never stopping with SwiftPM's fatal error (exit 132). Plumb never looks in the
/// build folder (`ShippedFontFile`), so a copy that works here works on any machine.
@Suite(.serialized)
struct CopiedBinaryTests {
    static let text = #"Text("Hello").font(.system(size: 17))"#

    /// A fresh folder with the built `plumb` copied into `bin/`.
    static func copied() throws -> (root: URL, binary: URL) {
        let root = Scratch.folder.appendingPathComponent("plumb-copied-\(UUID().uuidString)")
        let bin = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let binary = bin.appendingPathComponent("plumb")
        try FileManager.default.copyItem(at: CommandLineTests.executable, to: binary)
        return (root, binary)
    }

    /// Runs the copy, without the test's own PLUMB_RESOURCES, with `environment` added.
    static func run(_ binary: URL, _ arguments: [String], environment: [String: String] = [:]) throws
        -> CommandLineTests.Run
    {
        var changes: [String: String?] = ["PLUMB_RESOURCES": nil]
        for (key, value) in environment { changes[key] = value }
        return try CommandLineTests.plumb(arguments, binary: binary, environment: changes)
    }

    static var resourceBundle: URL {
        CommandLineTests.executable.deletingLastPathComponent().appendingPathComponent("Plumb_PlumbText.resources")
    }

    @Test("a copy without its font exits 2 naming the file and the folders looked in")
    func missingFont() throws {
        let (root, binary) = try Self.copied()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = try CommandLineTests.write(Self.text)
        let run = try Self.run(binary, ["layout", source, "--canvas", "200x100"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Inter.var.ttf: Plumb's default font is missing"))
        #expect(run.stderr.contains(root.path + "/bin/Plumb_PlumbText.resources"))
        #expect(run.stderr.contains(root.path + "/share/plumb"))
        #expect(run.stdout.isEmpty)
    }

    @Test("a copy with its resource bundle beside it, in share/plumb, or by PLUMB_RESOURCES lays out as the build does")
    func foundFont() throws {
        let (root, binary) = try Self.copied()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = try CommandLineTests.write(Self.text)
        let arguments = ["layout", source, "--canvas", "200x100"]
        let built = try CommandLineTests.plumb(arguments)
        #expect(built.status == 0)
        // Inter's "Hello" at 17 pt, rounded to the canvas's pixels and centred in 200×100.
        #expect(built.stdout == "Text  x 79.67 y 40  41×20.33\n")

        // PLUMB_RESOURCES names a folder holding the font.
        let elsewhere = root.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let font = Self.resourceBundle.appendingPathComponent("Inter.var.ttf")
        try FileManager.default.copyItem(at: font, to: elsewhere.appendingPathComponent("Inter.var.ttf"))
        let byVariable = try Self.run(binary, arguments, environment: ["PLUMB_RESOURCES": elsewhere.path])
        #expect(byVariable.status == 0)
        #expect(byVariable.stdout == built.stdout)

        // An installed layout: bin/plumb and share/plumb/Inter.var.ttf.
        let share = root.appendingPathComponent("share/plumb")
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: font, to: share.appendingPathComponent("Inter.var.ttf"))
        let installed = try Self.run(binary, arguments)
        #expect(installed.status == 0)
        #expect(installed.stdout == built.stdout)
        try FileManager.default.removeItem(at: share)

        // The resource bundle copied beside the binary, as `swift build` leaves it.
        try FileManager.default.copyItem(
            at: Self.resourceBundle, to: root.appendingPathComponent("bin/Plumb_PlumbText.resources"))
        let beside = try Self.run(binary, arguments)
        #expect(beside.status == 0)
        #expect(beside.stdout == built.stdout)
    }
}
