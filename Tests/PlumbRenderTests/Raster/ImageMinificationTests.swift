import Testing
@testable import PlumbRender

/// A picture drawn smaller than its pixels: each drawn pixel is the average of its footprint
/// (`Bitmap+Minification.swift`), not the 4 pixels nearest its centre.
struct ImageMinificationTests {
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255), blue = RGBA8(r: 0, g: 0, b: 255, a: 255)

    static func draw(_ pixels: [RGBA8], width: Int, into rect: RasterRect, canvas: (Int, Int), nearest: Bool = false)
        -> Bitmap
    {
        let image = Bitmap(PNGImage(width: width, height: pixels.count / width, pixels: pixels)!)
        var bitmap = Bitmap(width: canvas.0, height: canvas.1)
        bitmap.drawImage(image, in: rect, nearest: nearest)
        return bitmap
    }

    static func components(_ p: RGBA8) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }

    @Test("4 pixels into 1: their mean (bilinear at the centre would read only the middle two, both blue)")
    func average() {
        let b = Self.draw(
            [Self.red, Self.blue, Self.blue, Self.blue], width: 4, into: RasterRect(x: 0, y: 0, width: 1, height: 1),
            canvas: (1, 1))
        // (255 + 0 + 0 + 0) / 4 = 63.75, (0 + 3 × 255) / 4 = 191.25.
        #expect(Self.components(b[0, 0]) == [64, 0, 191, 255])
    }

    @Test("reduced across, enlarged down: footprint means across, bilinear down")
    func mixedAxes() {
        let pixels = [Self.red, Self.blue, Self.blue, Self.blue, Self.blue, Self.blue, Self.blue, Self.blue]
        let b = Self.draw(pixels, width: 4, into: RasterRect(x: 0, y: 0, width: 1, height: 4), canvas: (1, 4))
        // Rows 0 and 3 sit at the picture's first and last rows' centres (clamped); rows 1, 2 mix them.
        #expect(Self.components(b[0, 0]) == [64, 0, 191, 255])
        #expect(Self.components(b[0, 1]) == [48, 0, 207, 255])  // 3/4 · row 0 + 1/4 · row 1
        #expect(Self.components(b[0, 2]) == [16, 0, 239, 255])
        #expect(Self.components(b[0, 3]) == [0, 0, 255, 255])
    }

    @Test("transparent pixels average in premultiplied colour: a red quarter is red at a quarter's opacity")
    func premultiplied() {
        let b = Self.draw(
            [Self.red, .clear, .clear, .clear], width: 4, into: RasterRect(x: 0, y: 0, width: 1, height: 1),
            canvas: (1, 1))
        #expect(Self.components(b.straightPixel(x: 0, y: 0)) == [255, 0, 0, 64])
    }

    @Test("nearest-neighbour pictures stay nearest when reduced")
    func nearest() {
        let b = Self.draw(
            [Self.red, Self.blue, Self.blue, Self.blue], width: 4, into: RasterRect(x: 0, y: 0, width: 1, height: 1),
            canvas: (1, 1), nearest: true)
        #expect(Self.components(b[0, 0]) == [0, 0, 255, 255])
    }

    @Test("footprints follow the rectangle's fractional origin: 8 pixels into 2 from x = 0.5")
    func fractionalOrigin() {
        let pixels = [Self.red, Self.red, Self.red, Self.red, Self.blue, Self.blue, Self.blue, Self.blue]
        let b = Self.draw(pixels, width: 8, into: RasterRect(x: 0.5, y: 0, width: 2, height: 1), canvas: (3, 1))
        // Pixel 0's centre (0.5) is inside: footprint source [-2, 2) clamped to [0, 2): red.
        #expect(Self.components(b[0, 0]) == [255, 0, 0, 255])
        // Pixel 1: source [2, 6): two red, two blue.
        #expect(Self.components(b[1, 0]) == [128, 0, 128, 255])
        // Pixel 2's centre (2.5) is the rectangle's right edge, outside: not drawn.
        #expect(Self.components(b[2, 0]) == [0, 0, 0, 0])
    }
}
