/// PNG's textual information (PNG spec, 2nd ed., §11.3.4): `tEXt` (Latin-1), `zTXt`
/// (compressed Latin-1) and `iTXt` (UTF-8, optionally compressed) chunks, each a keyword and a
/// text. Plumb writes `iTXt`, compressed, and reads all three: a snapshot reference carries
/// the laid-out frames it was drawn from, so a failing comparison can name what moved.
public enum PNGText {
    /// The most text one chunk may inflate to when read (a decompression-bomb bound).
    public static let maxTextBytes = 16 << 20

    /// The text chunks of a PNG datastream, in order, as `(keyword, text)`. Chunks that are
    /// malformed (no keyword, a corrupt or too large compressed text) are skipped.
    public static func read(_ bytes: [UInt8]) throws(PNGError) -> [(keyword: String, text: String)] {
        var reader = try PNGChunk.Reader(bytes)
        var found: [(keyword: String, text: String)] = []
        while !reader.isAtEnd {
            let chunk = try reader.next()
            if chunk.type == .IEND { break }
            let data = Array(chunk.data)
            guard let zero = data.firstIndex(of: 0), zero > 0 else { continue }
            let keyword = latin1(data[..<zero])
            switch chunk.type {
            case .tEXt:
                found.append((keyword, latin1(data[(zero + 1)...])))
            case .zTXt:
                guard zero + 1 < data.count, data[zero + 1] == 0,
                    let text = Zlib.inflate(Array(data[(zero + 2)...]), limit: maxTextBytes)
                else { continue }
                found.append((keyword, latin1(text[...])))
            case .iTXt:
                // keyword 0 flag method language 0 translated-keyword 0 text
                guard zero + 2 < data.count else { continue }
                let compressed = data[zero + 1] == 1
                var i = zero + 3
                for _ in 0..<2 {  // the language tag, then the translated keyword
                    guard let end = data[i...].firstIndex(of: 0) else { i = -1; break }
                    i = end + 1
                }
                guard i >= 0, i <= data.count else { continue }
                let body = Array(data[i...])
                guard let text = compressed ? Zlib.inflate(body, limit: maxTextBytes) : body else { continue }
                found.append((keyword, String(decoding: text, as: UTF8.self)))
            default:
                continue
            }
        }
        return found
    }

    /// The first text chunk with `keyword`, or `nil`.
    public static func read(_ keyword: String, from bytes: [UInt8]) throws(PNGError) -> String? {
        try read(bytes).first { $0.keyword == keyword }?.text
    }

    /// An `iTXt` chunk's data: `keyword`, compressed UTF-8 `text`, no language.
    static func iTXt(keyword: String, text: String) throws(PNGError) -> [UInt8] {
        let key = Array(keyword.unicodeScalars)
        guard (1...79).contains(key.count),
            key.allSatisfy({ (0x20...0x7E).contains($0.value) || (0xA1...0xFF).contains($0.value) }),
            key.first != " ", key.last != " "
        else { throw .invalidImage("PNG text keyword '\(keyword)' is not 1-79 printable Latin-1 characters") }
        var data = key.map { UInt8($0.value) }
        data += [0, 1, 0, 0, 0]  // separator, compressed, deflate, empty language, empty translation
        data += try Zlib.deflate(Array(text.utf8), level: 9)
        return data
    }

    private static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
