/// `cmap` — Character to glyph index mapping (OpenType spec, "cmap — Character to Glyph Index Mapping Table").
///
/// One subtable is chosen at load time, preferring full-repertoire Unicode
/// subtables: (3,10) and (0,6)/(0,4) in format 12, then BMP subtables (3,1),
/// (0,3)…(0,0) in format 4 or 12, then the (3,0) symbol subtable. Only formats
/// 4 and 12 are decoded.
struct CmapTable: Sendable {
    static let tag: FontTag = "cmap"

    enum Subtable: Sendable {
        case format4(CmapFormat4)
        case format12(CmapFormat12)

        func glyph(for codePoint: UInt32) -> UInt16? {
            switch self {
            case .format4(let t): return t.glyph(for: codePoint)
            case .format12(let t): return t.glyph(for: codePoint)
            }
        }
    }

    /// The selected subtable (`nil` if the font has no usable one).
    let subtable: Subtable?
    /// Platform/encoding of the selected subtable.
    let platformID: UInt16
    let encodingID: UInt16
    /// `true` for the Windows symbol encoding (3,0), whose fonts map U+F020…U+F0FF.
    var isSymbol: Bool { platformID == 3 && encodingID == 0 }

    /// Preference order of (platformID, encodingID) pairs; lower is better.
    static func rank(platform: UInt16, encoding: UInt16) -> Int? {
        switch (platform, encoding) {
        case (3, 10): return 0
        case (0, 6): return 1
        case (0, 4): return 2
        case (3, 1): return 3
        case (0, 3): return 4
        case (0, 2), (0, 1), (0, 0): return 5
        case (3, 0): return 6
        default: return nil
        }
    }

    init(_ data: FontData) throws(FontError) {
        var r = data.reader(table: Self.tag)
        _ = try r.u16()  // version
        let numTables = Int(try r.u16())
        guard numTables <= r.remaining / 8 else { throw FontError(.truncated, table: Self.tag) }
        var candidates: [(rank: Int, platform: UInt16, encoding: UInt16, offset: Int)] = []
        for _ in 0..<numTables {
            let platform = try r.u16()
            let encoding = try r.u16()
            let offset = Int(try r.u32())
            if let rank = Self.rank(platform: platform, encoding: encoding) {
                candidates.append((rank, platform, encoding, offset))
            }
        }
        // Stable sort keeps file order among equal ranks.
        candidates.sort { $0.rank < $1.rank }
        var firstError: FontError?
        for c in candidates {
            guard let sub = data.slice(from: c.offset), let format = sub.u16(at: 0) else {
                firstError = firstError ?? FontError(.truncated, table: Self.tag)
                continue
            }
            do {
                switch format {
                case 4:
                    subtable = .format4(try CmapFormat4(sub))
                case 12:
                    subtable = .format12(try CmapFormat12(sub))
                default:
                    continue
                }
                platformID = c.platform
                encodingID = c.encoding
                return
            } catch {
                firstError = firstError ?? error
            }
        }
        if let firstError { throw firstError }
        subtable = nil
        platformID = 0
        encodingID = 0
    }

    /// Raw glyph index for `scalar` (0 if unmapped).
    func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        guard let subtable else { return 0 }
        let cp = scalar.value
        if let g = subtable.glyph(for: cp), g != 0 { return g }
        // Symbol fonts put their characters at U+F000 + byte.
        if isSymbol, cp <= 0xFF, let g = subtable.glyph(for: 0xF000 + cp) { return g }
        return 0
    }
}
