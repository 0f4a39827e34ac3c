import Foundation
import PlumbTestSupport
import Testing

/// What `plumb` reads is bounded: standard input at 16 MB (`maximumStandardInput`), image
/// files by their header's pixel count (`ImageLibrary.maximumPixels`) before decoding.
/// Runs the built executable, as a user does.
@Suite struct InputBoundTests {
    /// Runs `plumb` with `input` as its standard input.
    static func plumb(_ arguments: [String], input: FileHandle) throws -> CommandLineTests.Run {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLineTests.Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    static let tooLong = "error: standard input is longer than 16777216 bytes, the most Plumb reads as source\n"

    @Test("standard input past 16 MB: exit 2 with one message, from a file of 17 MB and from /dev/zero")
    func standardInputBound() throws {
        let big = try CommandLineTests.write(
            String(repeating: "// a comment line of source, repeated\n", count: 17 << 20 / 38))
        let fromFile = try Self.plumb(["layout", "-"], input: try #require(FileHandle(forReadingAtPath: big)))
        #expect(fromFile.status == 2)
        #expect(fromFile.stderr == Self.tooLong)
        let fromZero = try Self.plumb(["layout", "-"], input: try #require(FileHandle(forReadingAtPath: "/dev/zero")))
        #expect(fromZero.status == 2)
        #expect(fromZero.stderr == Self.tooLong)
    }

    @Test("standard input under the bound reads as before")
    func standardInputFine() throws {
        let file = try CommandLineTests.write("Color.red.frame(width: 20, height: 10)")
        let run = try Self.plumb(
            ["layout", "-", "--canvas", "100x100"], input: try #require(FileHandle(forReadingAtPath: file)))
        #expect(run.status == 0)
        #expect(run.stdout.contains("frame  x 40 y 45  20×10"), "\(run.stdout)")
    }

    /// A PNG whose header says `width × height`, 16-bit RGBA, with a token IDAT.
    static func headerOnlyPNG(width: UInt32, height: UInt32) throws -> String {
        func be(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in body {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return be(UInt32(data.count)) + body + be(~crc)
        }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", be(width) + be(height) + [16, 6, 0, 0, 0])
        bytes += chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])
        bytes += chunk("IEND", [])
        let url = Scratch.folder.appendingPathComponent(
            "plumb-\(UUID().uuidString)-\(width)x\(height).png")
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test("--image with a 16384×16384 16-bit PNG: refused from its header, exit 2, naming the file")
    func imageOverBudget() throws {
        let png = try Self.headerOnlyPNG(width: 16384, height: 16384)
        let view = try CommandLineTests.write("Image(\"photo\")")
        let run = try CommandLineTests.plumb(["layout", view, "--image", "photo=\(png)"])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "error: --image photo=\(png): the image is 16384×16384 pixels, more than Plumb decodes (67108864 pixels)"
            ),
            "\(run.stderr)")
    }

    @Test("--image within the budget: layout reads only the size; render decodes and names a bad file")
    func imageHeaderOnly() throws {
        let png = try Self.headerOnlyPNG(width: 4000, height: 3000)
        let view = try CommandLineTests.write("Image(\"photo\")")
        let layout = try CommandLineTests.plumb(["layout", view, "--image", "photo=\(png)", "--canvas", "100x100"])
        #expect(layout.status == 0)
        #expect(layout.stdout.contains("Image  x -1950 y -1450  4000×3000"), "\(layout.stdout)")
        let out = Scratch.folder.appendingPathComponent("plumb-\(UUID().uuidString).png").path
        let render = try CommandLineTests.plumb([
            "render", view, "--image", "photo=\(png)", "--canvas", "100x100", "--png", out,
        ])
        #expect(render.status == 2)
        #expect(render.stderr.hasPrefix("error: --image \(png): PNG"), "\(render.stderr)")
    }
}
