import Testing
@testable import PlumbText

/// Malformed input must never crash, hang or read out of range: every
/// failure is a thrown `FontError` (enforced by typed throws) that names the
/// file, and queries on a font that did load return values or throw.
@Suite(.enabled(if: FontTestFiles.available, "needs Inter and DejaVu Sans system fonts"))
struct FontRobustnessTests {
    static let inter = FontTestFiles.bytes(FontTestFiles.interPath)
    static let dejaVu = FontTestFiles.bytes(FontTestFiles.dejaVuPath)

    /// SplitMix64: small, seeded, reproducible.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    struct Outcome {
        var loaded = false
        var outlineErrors = 0
    }

    /// Loads `bytes` and queries every glyph (advances, kerning, default
    /// outline; variable outlines for every `variableStride`-th glyph).
    static func exercise(_ bytes: [UInt8], variableStride: Int = 16) -> Outcome {
        var outcome = Outcome()
        let font: OpenTypeFont
        do {
            font = try OpenTypeFont(data: bytes, fileName: "mangled.ttf")
        } catch {
            // `error` is statically a FontError.
            #expect(error.fileName == "mangled.ttf")
            #expect(error.description.hasPrefix("mangled.ttf: "))
            return outcome
        }
        outcome.loaded = true
        let bold = font.variation(["wght": 700, "slnt": -10])
        let count = font.numberOfGlyphs
        var sink = 0.0
        for g in 0..<count {
            let glyph = GlyphID(UInt16(g))
            sink += font.advanceWidth(of: glyph) + font.advanceWidth(of: glyph, variation: bold)
            sink += font.kerning(left: glyph, right: GlyphID(UInt16((g * 7 + 3) % count)), variation: bold)
            do {
                sink += Double(try font.outline(of: glyph).pointCount)
            } catch {
                #expect(error.fileName == "mangled.ttf")
                outcome.outlineErrors += 1
            }
            if g % variableStride == 0 {
                do {
                    sink += Double(try font.outline(of: glyph, variation: bold).pointCount)
                } catch {
                    outcome.outlineErrors += 1
                }
            }
        }
        let text = "Hello world AVAWAY Tokyo fjord ÅÄÖ ß € 😀 \u{FFFF}"
        sink += font.advances(for: text, size: 17, variation: bold).reduce(0) { $0 + Double($1) }
        _ = font.metrics
        _ = font.capHeight
        #expect(!sink.isNaN)
        return outcome
    }

    /// Table records of an sfnt: (tag, offset, length, position of the record).
    static func records(_ bytes: [UInt8]) -> [(tag: String, offset: Int, length: Int, record: Int)] {
        let data = FontData(bytes)
        let n = Int(data.u16(at: 4) ?? 0)
        return (0..<n).map { i in
            let r = 12 + 16 * i
            return (data.tag(at: r)!.description, Int(data.u32(at: r + 8)!), Int(data.u32(at: r + 12)!), r)
        }
    }

    static func setU32(_ bytes: inout [UInt8], at offset: Int, _ value: Int) {
        for k in 0..<4 { bytes[offset + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
    }

    @Test func unmodifiedFontsLoadAndEveryGlyphDecodes() {
        let inter = Self.exercise(Self.inter, variableStride: 4)
        #expect(inter.loaded && inter.outlineErrors == 0)
        let dejaVu = Self.exercise(Self.dejaVu)
        #expect(dejaVu.loaded && dejaVu.outlineErrors == 0)
    }

    @Test func truncatedFilesThrow() {
        // Every length short of the end of the last table the reader parses must
        // fail to load (tables it ignores, like Inter's trailing DSIG, may be cut).
        var lengths = Set((0..<48).map { $0 * Self.inter.count / 48 })
        for r in Self.records(Self.inter) {
            lengths.formUnion([r.offset, r.offset + 1, r.offset + r.length - 1])
        }
        lengths.formUnion(0..<16)
        let parsed: Set<String> = [
            "head", "hhea", "maxp", "OS/2", "hmtx", "cmap", "loca", "glyf", "kern", "GPOS",
            "GDEF", "fvar", "avar", "HVAR", "gvar",
        ]
        let end = Self.records(Self.inter).filter { parsed.contains($0.tag) }.map { $0.offset + $0.length }.max()!
        for length in lengths.sorted() where length < end {
            let outcome = Self.exercise(Array(Self.inter.prefix(length)))
            #expect(!outcome.loaded, "length \(length)")
        }
    }

    @Test func truncatedTablesThrowOrDegrade() {
        // Shrink one table's length in the directory (the data stays in place).
        var loaded = 0
        for font in [Self.inter, Self.dejaVu] {
            for r in Self.records(font) {
                for fraction in [0, 1, 2] {
                    var bytes = font
                    let length = fraction == 0 ? 0 : r.length * fraction / 3
                    Self.setU32(&bytes, at: r.record + 12, length)
                    if Self.exercise(bytes, variableStride: 64).loaded { loaded += 1 }
                }
            }
        }
        // Tables the reader ignores (name, post, GSUB, …) can be cut without failing.
        #expect(loaded > 0)
    }

    @Test func randomByteFlipsNeverCrash() {
        var rng = SeededGenerator(state: 0x504C_554D_4246)  // "PLUMBF"
        for iteration in 0..<40 {
            let source = iteration % 4 == 3 ? Self.dejaVu : Self.inter
            var bytes = source
            let tables = Self.records(source)
            // Aim at one table per round so small headers get hit as often as glyf.
            let target = tables[Int.random(in: 0..<tables.count, using: &rng)]
            let flips = Int.random(in: 1...24, using: &rng)
            for _ in 0..<flips {
                let inTable = Bool.random(using: &rng) && target.length > 0
                let index =
                    inTable
                    ? target.offset + Int.random(in: 0..<target.length, using: &rng)
                    : Int.random(in: 0..<bytes.count, using: &rng)
                guard index < bytes.count else { continue }
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: bytes[index] = 0xFF
                case 1: bytes[index] = 0
                default: bytes[index] ^= UInt8.random(in: 1...255, using: &rng)
                }
            }
            _ = Self.exercise(bytes, variableStride: 32)
        }
    }

    @Test func garbageInputsThrow() {
        var rng = SeededGenerator(state: 42)
        for size in [0, 1, 4, 12, 28, 64, 300, 4096] {
            var bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &rng) }
            if size >= 12 {
                // A plausible header with a huge table count and wild offsets.
                bytes.replaceSubrange(0..<6, with: [0, 1, 0, 0, 0xFF, 0xFF])
            }
            #expect(!Self.exercise(bytes).loaded)
            if size >= 16 {
                bytes.replaceSubrange(0..<12, with: Array("ttcf".utf8) + [0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF])
                #expect(!Self.exercise(bytes).loaded)
            }
        }
    }
}
