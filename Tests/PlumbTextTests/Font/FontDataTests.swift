import Testing
@testable import PlumbText

/// The bounds-checked reader and the fixed-point/tag types.
struct FontDataTests {
    let data = FontData([0x00, 0x01, 0xFF, 0xFE, 0x80, 0x00, 0x00, 0x00, 0x77, 0x67, 0x68, 0x74])

    @Test func bigEndianReads() {
        #expect(data.u8(at: 2) == 0xFF)
        #expect(data.i8(at: 2) == -1)
        #expect(data.u16(at: 0) == 1)
        #expect(data.i16(at: 2) == -2)
        #expect(data.u24(at: 1) == 0x01FFFE)
        #expect(data.u32(at: 4) == 0x8000_0000)
        #expect(data.i32(at: 4) == Int32.min)
        #expect(data.tag(at: 8) == "wght")
    }

    @Test func outOfRangeReadsReturnNil() {
        #expect(data.u8(at: 12) == nil)
        #expect(data.u8(at: -1) == nil)
        #expect(data.u16(at: 11) == nil)
        #expect(data.u32(at: 9) == nil)
        #expect(data.u32(at: Int.max) == nil)
        #expect(data.u16(at: Int.min) == nil)
        #expect(FontData([]).u8(at: 0) == nil)
        #expect(FontData([]).u16(at: 0) == nil)
        #expect(data.slice(at: 10, length: 3) == nil)
        #expect(data.slice(at: 4, length: Int.max) == nil)
        #expect(data.slice(from: 13) == nil)
        #expect(data.offset16Slice(at: 4) == nil)  // 0x8000 is past the end
    }

    @Test func slicesAreWindows() throws {
        let s = try #require(data.slice(at: 8, length: 4))
        #expect(s.count == 4)
        #expect(s.tag(at: 0) == "wght")
        #expect(s.u8(at: 4) == nil)  // cannot see past its window
        #expect(s.bytes == Array("wght".utf8))
        #expect(data.slice(from: 2, atMost: 100)?.count == 10)
        #expect(data.offset16Slice(at: 0)?.u8(at: 0) == 0x01)
    }

    @Test func readerThrowsTruncatedNamingTheTable() throws {
        var r = data.reader(at: 8, table: "hmtx")
        #expect(try r.tag() == "wght")
        #expect(r.remaining == 0)
        #expect(throws: FontError(.truncated, table: "hmtx")) { try r.u8() }
        #expect(throws: FontError(.truncated, table: "hmtx")) { try r.skip(1) }
        var r2 = data.reader(table: "cmap")
        try r2.skip(10)
        #expect(throws: FontError.self) { try r2.u32() }
        #expect(r2.offset == 10)  // a failed read does not move the cursor
        #expect(try r2.u16() == 0x6874)
        #expect(throws: FontError.self) { try r2.seek(to: 13) }
        #expect(throws: FontError.self) { try r2.skip(-1) }
    }

    @Test func f2dot14MatchesSpecExamples() {
        // OpenType spec, "Data types": F2DOT14 examples.
        #expect(F2Dot14(rawValue: 0x7FFF).doubleValue == 1.999938964843750)
        #expect(F2Dot14(rawValue: 0x7000).doubleValue == 1.75)
        #expect(F2Dot14(rawValue: 0x0001).doubleValue == 0.000061035156250)
        #expect(F2Dot14(rawValue: 0x0000).doubleValue == 0)
        #expect(F2Dot14(rawValue: -1).doubleValue == -0.000061035156250)
        #expect(F2Dot14(rawValue: Int16(bitPattern: 0x8000)).doubleValue == -2)
        #expect(F2Dot14(0.6).rawValue == 9830)
        #expect(F2Dot14(5).rawValue == Int16.max)
        #expect(F2Dot14(-5).rawValue == Int16.min)
        #expect(F2Dot14(.nan).rawValue == 0)
    }

    @Test func fixed16Dot16() {
        #expect(Fixed16Dot16(rawValue: 0x0001_8000).doubleValue == 1.5)
        #expect(Fixed16Dot16(rawValue: -0x0001_0000).doubleValue == -1)
        #expect(Fixed16Dot16(900).rawValue == 900 << 16)
        #expect(Fixed16Dot16(1e12).rawValue == Int32.max)
    }

    @Test func tagsAndGlyphIDs() {
        #expect(FontTag("OS/2").rawValue == 0x4F53_2F32)
        #expect(FontTag("cvt").description == "cvt ")  // padded with spaces
        #expect(FontTag(rawValue: 0x0001_4142).description == "??AB")
        #expect(FontTag("kern") < FontTag("loca"))
        #expect(GlyphID.notdef.index == 0)
        #expect(GlyphID(7).description == "glyph 7")
    }

    @Test func errorDescriptions() {
        #expect(
            FontError(.truncated, table: "hmtx", fileName: "Inter.var.ttf").description
                == "Inter.var.ttf: table 'hmtx' is truncated")
        #expect(FontError(.missingTable, table: "cmap").description == "table 'cmap' is missing")
        #expect(
            FontError(.notAFont, fileName: "a.txt").description == "a.txt: not a TrueType/OpenType font or collection")
        #expect(
            FontError(.unsupported("version 3"), table: "avar").description == "table 'avar' is unsupported: version 3")
        #expect(FontError(.truncated).inFile("x.ttf").inFile("y.ttf").fileName == "x.ttf")
    }

    @Test func missingFileIsAnIOError() {
        #expect(throws: FontError(.io("cannot read file"), fileName: "nope.ttf")) {
            try OpenTypeFont(contentsOfFile: "/nonexistent/nope.ttf")
        }
    }
}
