import Foundation

/// The SF Symbols Plumb draws, each with its counterpart in Fork Awesome 1.2 (SIL OFL 1.1,
/// Debian's `fonts-fork-awesome`: `/usr/share/fonts/truetype/fork-awesome/forkawesome-webfont.ttf`),
/// the one table of symbol names (listed in docs/symbols.md).
///
/// Each row is an SF Symbol name, the Fork Awesome icon that draws it (its CSS class name
/// without `fa-`), the icon's code point in the font, and the icon's advance width in the
/// font's units (1792 to the em): the symbol's width is its advance, so a wide symbol
/// (`heart`) is wider than a narrow one (`chevron.right`) at one font size, as SF Symbols
/// are ("SF Symbols are not monospaced", reported in aanklewicz/SFIcons#4). The advances are
/// the font's own `hmtx` values, copied into the table so that layout does not depend on the
/// font being installed: a machine without the font lays symbols out exactly alike and draws
/// placeholders. Where SF Symbols has an outline and a filled form and Fork Awesome has one,
/// both names map to it (`clock`, `clock.fill` → `clock-o`); where Fork Awesome lacks a badge or
/// an enclosure, the plain icon draws the symbol (`ellipsis.circle` → `ellipsis-h`); the pairing
/// is judgement (open). The common names, grouped by subject, end at `person.3`
/// (SymbolTable+Common.swift); the rows after it (SymbolTable+Apps.swift) are the names real
/// apps use most that the table lacked; the rows from `exclamationmark.bubble` on are the next
/// ones, measured in 32 apps' sources, and the rows from `at` on the next after those, measured
/// in 38, each most used first (docs/symbols.md names the frequent ones left as placeholders).
///
/// Generated from the font and its CSS (`fork-awesome.css`, `.fa-NAME:before { content }`);
/// keep it sorted as written.
public enum SymbolTable {
    /// A symbol's counterpart in the icon font.
    public struct Entry: Hashable, Sendable {
        /// The SF Symbol name (`star.fill`).
        public let name: String
        /// The Fork Awesome icon name (`star`).
        public let iconName: String
        /// The icon's Unicode scalar in the font (private use area).
        public let codePoint: UInt32
        /// The icon's advance width in font units (``unitsPerEm`` to the em).
        public let advance: Int
    }

    /// Fork Awesome's units per em (its `head` table); its icons stand between a descender of
    /// -256 and an ascender of 1536 (its `OS/2` typographic metrics), one em tall.
    public static let unitsPerEm = 1792
    /// The font's typographic descender (`OS/2` sTypoDescender): the em box's bottom.
    public static let descender = -256

    /// The entry for the symbol named `name`, if Plumb has a counterpart for it.
    public static func entry(named name: String) -> Entry? { byName[name] }

    static let byName: [String: Entry] = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    /// Every row of the table: the common names, then those measured in real apps.
    public static let entries: [Entry] = commonEntries + appEntries
}
