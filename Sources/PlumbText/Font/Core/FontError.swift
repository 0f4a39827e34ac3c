/// The single error type thrown by the font reader.
///
/// Its description names the file (when known) and the table involved, e.g.
/// `Inter.var.ttf: table 'hmtx' is truncated`.
public struct FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the font data.
    public enum Reason: Equatable, Sendable {
        /// Data ends before a structure that the table header promises.
        case truncated
        /// A structurally invalid value; the string says which.
        case malformed(String)
        /// A table required for the requested operation is absent.
        case missingTable
        /// A valid but unsupported format or version.
        case unsupported(String)
        /// The data is not an sfnt (TrueType/OpenType) font or collection.
        case notAFont
        /// A collection face index out of range.
        case faceIndexOutOfRange(index: Int, count: Int)
        /// A glyph ID not below `maxp.numGlyphs`.
        case glyphOutOfRange(GlyphID)
        /// A composite glyph refers (directly or indirectly) to itself.
        case compositeCycle(GlyphID)
        /// Composite glyphs nested deeper than the reader allows, or expanding to too many points.
        case compositeTooComplex(GlyphID)
        /// The file could not be read.
        case io(String)
    }

    /// What is wrong.
    public var reason: Reason
    /// The table being parsed, if any.
    public var table: FontTag?
    /// The font's file name (last path component), if the font was loaded from a file or named.
    public var fileName: String?

    /// An error of `reason`, in `table` of the font file `fileName`.
    public init(_ reason: Reason, table: FontTag? = nil, fileName: String? = nil) {
        self.reason = reason
        self.table = table
        self.fileName = fileName
    }

    /// Convenience for `FontError(.malformed(detail), table: table)`.
    static func malformed(_ detail: String, table: FontTag?) -> FontError {
        FontError(.malformed(detail), table: table)
    }

    /// Returns a copy with `fileName` filled in (if not already set).
    func inFile(_ name: String?) -> FontError {
        var copy = self
        if copy.fileName == nil { copy.fileName = name }
        return copy
    }

    public var description: String {
        let prefix = fileName.map { "\($0): " } ?? ""
        let subject = table.map { "table '\($0)'" } ?? "font"
        switch reason {
        case .truncated: return "\(prefix)\(subject) is truncated"
        case .malformed(let detail): return "\(prefix)\(subject) is malformed: \(detail)"
        case .missingTable: return "\(prefix)\(subject) is missing"
        case .unsupported(let detail): return "\(prefix)\(subject) is unsupported: \(detail)"
        case .notAFont: return "\(prefix)not a TrueType/OpenType font or collection"
        case .faceIndexOutOfRange(let index, let count):
            return "\(prefix)face index \(index) is out of range (collection has \(count) faces)"
        case .glyphOutOfRange(let glyph):
            return "\(prefix)\(glyph) is out of range"
        case .compositeCycle(let glyph):
            return "\(prefix)\(subject): composite \(glyph) refers to itself"
        case .compositeTooComplex(let glyph):
            return "\(prefix)\(subject): composite \(glyph) is nested too deeply or has too many points"
        case .io(let message): return "\(prefix)\(message)"
        }
    }
}
