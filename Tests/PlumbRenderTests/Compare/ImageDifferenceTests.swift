import Foundation
import Testing
@testable import PlumbRender

@Suite("Image difference")
struct ImageDifferenceTests {
    static func image(_ width: Int, _ height: Int, _ color: RGBA8 = RGBA8(r: 255, g: 255, b: 255)) -> PNGImage {
        PNGImage(width: width, height: height, pixels: [RGBA8](repeating: color, count: width * height))!
    }

    /// CIEDE2000 against the test data of Sharma, Wu and Dalal (2005), Table 1, pairs 1, 7,
    /// 17 and 25 (ΔE 2.0425, 2.3669, 27.1492, 1.2644 to four decimals).
    @Test func deltaE2000MatchesSharmasTable() {
        let pairs: [((Double, Double, Double), (Double, Double, Double), Double)] = [
            ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
            ((50, 0, 0), (50, -1, 2), 2.3669),
            ((50, 2.5, 0), (73, 25, -18), 27.1492),
            ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ]
        for (a, b, expected) in pairs {
            let d = ImageDifference.deltaE2000((a.0, a.1, a.2), (b.0, b.1, b.2))
            #expect(abs(d - expected) < 0.00005, "ΔE(\(a), \(b)) = \(d), expected \(expected)")
        }
    }

    /// sRGB red is CIELAB (53.24, 80.09, 67.20) under D65 (IEC 61966-2-1 with the CIE formulas).
    @Test func labOfSRGBRedAndWhite() {
        let red = ImageDifference.lab(RGBA8(r: 255, g: 0, b: 0))
        #expect(abs(red.l - 53.2408) < 0.01 && abs(red.a - 80.0925) < 0.01 && abs(red.b - 67.2032) < 0.01)
        let white = ImageDifference.lab(RGBA8(r: 255, g: 255, b: 255))
        #expect(abs(white.l - 100) < 0.001 && abs(white.a) < 0.001 && abs(white.b) < 0.001)
        // A transparent pixel is white seen over white.
        let clear = ImageDifference.lab(RGBA8(r: 0, g: 0, b: 0, a: 0))
        #expect(abs(clear.l - 100) < 0.001)
    }

    @Test func countsBoundsAndShareOfChangedPixels() {
        let reference = Self.image(20, 10)
        var candidate = reference
        for y in 2...4 { for x in 5...8 { candidate[x, y] = RGBA8(r: 0, g: 0, b: 0) } }
        candidate[19, 9] = RGBA8(r: 250, g: 250, b: 250)  // ΔE about 1.7
        let exact = ImageDifference(reference: reference, candidate: candidate)
        #expect(exact.changedPixels == 13)
        #expect(exact.changedBounds == CGRect(x: 5, y: 2, width: 15, height: 8))
        #expect(exact.changedFraction == 13.0 / 200)
        #expect(exact.sizesMatch)
        // A tolerance of 0.02 (perceptual precision 0.98) lets the faint pixel through.
        let tolerant = ImageDifference(reference: reference, candidate: candidate, tolerance: 0.02)
        #expect(tolerant.changedPixels == 12)
        #expect(tolerant.changedBounds == CGRect(x: 5, y: 2, width: 4, height: 3))
        #expect(abs(tolerant.largestDifference - 100) < 0.01)  // white against black
        #expect(ImageDifference(reference: reference, candidate: reference).changedBounds == nil)
    }

    @Test func regionsAreTheClustersOfChangedCells() {
        let reference = Self.image(64, 32)
        var candidate = reference
        for y in 0..<4 { for x in 0..<4 { candidate[x, y] = RGBA8(r: 0, g: 0, b: 255) } }
        for y in 20..<30 { for x in 40..<60 { candidate[x, y] = RGBA8(r: 0, g: 0, b: 255) } }
        let regions = ImageDifference(reference: reference, candidate: candidate).changedRegions(cell: 8)
        // Largest first; each is its 8-pixel cells' box, clipped to the picture.
        #expect(regions == [CGRect(x: 40, y: 16, width: 24, height: 16), CGRect(x: 0, y: 0, width: 8, height: 8)])
        let one = ImageDifference(reference: reference, candidate: candidate).changedRegions(cell: 8, limit: 1)
        #expect(one == [CGRect(x: 0, y: 0, width: 64, height: 32)])
    }

    @Test func differentSizesDifferWhereEitherHasPixels() {
        let difference = ImageDifference(reference: Self.image(10, 10), candidate: Self.image(12, 10))
        #expect(!difference.sizesMatch)
        #expect(difference.width == 12 && difference.height == 10)
        #expect(difference.changedPixels == 20)
        #expect(difference.changedBounds == CGRect(x: 10, y: 0, width: 2, height: 10))
    }

    @Test func diffImageShowsChangesInRedOverTheFadedReference() {
        let reference = Self.image(4, 1, RGBA8(r: 0, g: 0, b: 0))
        var candidate = reference
        candidate[1, 0] = RGBA8(r: 255, g: 255, b: 255)
        let diff = ImageDifference(reference: reference, candidate: candidate).diffImage()
        #expect(diff[1, 0] == RGBA8(r: 255, g: 0, b: 0))
        // Black faded to a quarter of its contrast with white: 255 - 255 / 4.
        #expect(diff[0, 0] == RGBA8(r: 192, g: 192, b: 192))
    }

    /// Text chunks round-trip: compressed iTXt written, read back with tEXt beside it.
    @Test func pngTextChunksRoundTrip() throws {
        let text = String(repeating: "Text \"Título ✓\"  x 0 y 0  20×10\n", count: 200)
        let bytes = try PNGEncoder.encode(Self.image(3, 2), text: [("plumb:frames", text), ("Software", "Plumb")])
        #expect(try PNGText.read("plumb:frames", from: bytes) == text)
        #expect(try PNGText.read("Software", from: bytes) == "Plumb")
        #expect(try PNGText.read("missing", from: bytes) == nil)
        // The image still decodes, and the text is compressed (200 repeated lines, 7 kB).
        #expect(try PNGDecoder.decode(bytes) == Self.image(3, 2))
        #expect(bytes.count < 600)
        #expect(throws: PNGError.self) { try PNGEncoder.encode(Self.image(1, 1), text: [("", "x")]) }
    }
}
