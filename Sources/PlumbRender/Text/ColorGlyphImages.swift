import Foundation
import PlumbCore
import PlumbText

/// Colour glyph pictures decoded once: each (face, glyph, strike) PNG of a ``PlumbText/FontFace``
/// is decoded the first time it is drawn and kept, so a screen of emoji decodes each one once.
///
/// Entries hold their face weakly and are checked against it, so a face freed and another
/// allocated at its address never reads the old one's pictures. The store keeps at most
/// ``limit`` pictures (a 136 × 128 Noto Color Emoji picture is 70 KB decoded) and starts
/// again when full. A PNG that does not decode is remembered as `nil`: its glyph draws nothing.
final class ColorGlyphImages: @unchecked Sendable {
    /// The process's store.
    static let shared = ColorGlyphImages()

    /// Pictures kept before the store starts again.
    let limit: Int

    private struct Key: Hashable {
        var face: ObjectIdentifier
        var glyph: GlyphID
        var pixelsPerEm: Int
    }

    private struct Entry {
        weak var face: FontFace?
        var pixels: PNGImage?
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var decodeCount = 0
    private var decodesByGlyph: [GlyphID: Int] = [:]

    init(limit: Int = 512) {
        self.limit = limit
    }

    /// The decoded picture of `bitmap`, `face`'s picture of `glyph`.
    func pixels(of bitmap: ColorGlyphBitmap, glyph: GlyphID, face: FontFace) -> PNGImage? {
        let key = Key(face: ObjectIdentifier(face), glyph: glyph, pixelsPerEm: bitmap.pixelsPerEm)
        lock.lock()
        if let entry = entries[key], entry.face === face {
            lock.unlock()
            return entry.pixels
        }
        lock.unlock()
        // Decoded outside the lock: two threads may both decode one picture, never wait on each other.
        let pixels = try? PNGDecoder.decode(bitmap.png)
        lock.lock()
        defer { lock.unlock() }
        decodeCount += 1
        decodesByGlyph[glyph, default: 0] += 1
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = Entry(face: face, pixels: pixels)
        return pixels
    }

    /// How many PNGs the store has decoded.
    var decodes: Int {
        lock.lock()
        defer { lock.unlock() }
        return decodeCount
    }

    /// How many PNGs of glyph `glyph` (of any face and strike) the store has decoded: what a
    /// test of the process's store counts, as other tests draw other glyphs at the same time.
    func decodes(ofGlyph glyph: GlyphID) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return decodesByGlyph[glyph, default: 0]
    }
}
