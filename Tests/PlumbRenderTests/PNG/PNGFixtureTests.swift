import Foundation
import Testing
@testable import PlumbRender

/// Decodes the PngSuite-style fixtures made by Scripts/make_png_fixtures.py
/// and compares with the RGBA8 values that script computed from the source
/// samples.
@Suite("PNG fixtures")
struct PNGFixtureTests {
    struct Expected: Decodable {
        let width: Int
        let height: Int
        let rgba: String
    }

    static func loadExpected() throws -> [String: Expected] {
        let data = try Data(contentsOf: TestSupport.pngFixtureDirectory.appendingPathComponent("expected.json"))
        return try JSONDecoder().decode([String: Expected].self, from: data)
    }

    static let names: [String] = [
        "gray1", "gray2", "gray4_trns", "gray8_trns", "gray16_trns", "graya8", "graya16",
        "rgb8_trns", "rgb16_trns", "rgb16", "rgba8", "rgba16",
        "pal1_trns", "pal2", "pal4_trns", "pal8_trns",
        "adam7_gray1", "adam7_gray2", "adam7_gray8", "adam7_rgb8_1x1", "adam7_graya8",
        "adam7_pal4_trns", "adam7_rgba16", "multi_idat_gama",
        "filters_rgb8", "filters_gray4", "filters_graya16", "filters_rgba8",
        "filters_adam7_pal2_trns", "filters_adam7_rgba16",
    ]

    @Test("Every fixture listed here exists in expected.json and vice versa")
    func inventory() throws {
        #expect(Set(try Self.loadExpected().keys) == Set(Self.names))
    }

    @Test("Fixture decodes to the expected pixels", arguments: names)
    func fixture(name: String) throws {
        let expected = try #require(try Self.loadExpected()[name])
        let bytes = try TestSupport.readFixture(name + ".png")
        let image = try PNGDecoder.decode(bytes)
        #expect(image.width == expected.width)
        #expect(image.height == expected.height)
        let want = TestSupport.hexBytes(expected.rgba)
        let got = image.rgbaBytes
        #expect(got.count == want.count)
        if got != want, let i = zip(got, want).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record(
                "\(name): first mismatch at pixel \(i / 4) (x \(i / 4 % expected.width), y \(i / 4 / expected.width)), channel \(i % 4): got \(got[i]), want \(want[i])"
            )
        }
    }

    @Test("Header of interlaced 16-bit fixture is reported faithfully")
    func header() throws {
        let header = try PNGDecoder().readHeader(try TestSupport.readFixture("adam7_rgba16.png"))
        #expect(header == PNGHeader(width: 10, height: 10, bitDepth: 16, colorType: .rgba, interlaced: true))
        #expect(header.bitsPerPixel == 64)
    }

    @Test("Spot values: gray scaling, 16-bit rounding, tRNS keys")
    func spotValues() throws {
        // gray16_trns: the first pixel is the transparent key 40000.
        let g16 = try PNGDecoder.decode(try TestSupport.readFixture("gray16_trns.png"))
        #expect(g16[0, 0] == RGBA8(r: 156, g: 156, b: 156, a: 0))  // (40000·255 + 32767) / 65535 = 156
        let rgb = try PNGDecoder.decode(try TestSupport.readFixture("rgb8_trns.png"))
        #expect(rgb[0, 0] == RGBA8(r: 10, g: 20, b: 30, a: 0))
        let gray1 = try PNGDecoder.decode(try TestSupport.readFixture("gray1.png"))
        #expect(gray1.pixels.allSatisfy { ($0.r == 0 || $0.r == 255) && $0.a == 255 })
        let gray2 = try PNGDecoder.decode(try TestSupport.readFixture("gray2.png"))
        #expect(gray2.pixels.allSatisfy { [0, 85, 170, 255].contains($0.r) })
    }
}
