import Foundation

/// The SF Symbols Plumb draws, each with its counterpart in one of two icon fonts, the one table
/// of symbol names (listed in docs/symbols.md): Fork Awesome 1.2 (SIL OFL 1.1, Debian's
/// `fonts-fork-awesome`) and, for symbols Fork Awesome has no counterpart for, Google's Material
/// Icons (Apache-2.0, Debian's `fonts-material-design-icons-iconfont`). ``IconFont`` says where
/// each is installed and gives its metrics.
///
/// Each row is an SF Symbol name, the icon that draws it (its CSS class name, without `fa-` for
/// Fork Awesome), the icon's font, its code point in that font, and its advance width in that
/// font's units (1792 to the em in Fork Awesome, 512 in Material Icons): the symbol's width is
/// its advance, so a wide symbol (`heart`) is wider than a narrow one (`chevron.right`) at one
/// font size, as SF Symbols are ("SF Symbols are not monospaced", reported in
/// aanklewicz/SFIcons#4; Material Icons' are all square). The advances are the fonts' own
/// `hmtx` values, copied into the table so that layout does not depend on the fonts being
/// installed: a machine without them lays symbols out exactly alike and draws placeholders.
/// Where SF Symbols has an outline and a filled form and the font has one, both names map to it
/// (`clock`, `clock.fill` → `clock-o`); where the font lacks a badge or an enclosure, the plain
/// icon draws the symbol (`ellipsis.circle` → `ellipsis-h`); the pairing is judgement (open).
/// The common names, grouped by subject, end at `person.3` (SymbolTable+Common.swift); the rows
/// after it (SymbolTable+Apps.swift) are the names real apps use most that the table lacked;
/// the rows from `exclamationmark.bubble` on are the next ones, measured in 32 apps' sources,
/// the rows from `at` on the next after those, measured in 38, and the rows from
/// `arrow.up.right` on the next: the names that drew placeholders in recent renders of real
/// apps, then those five more apps pass, each most used first, drawn from Material Icons where
/// only it has a counterpart (docs/symbols.md names the frequent ones left as placeholders).
///
/// Generated from the fonts and their CSS (`fork-awesome.css`, `.fa-NAME:before { content }`;
/// `material-design-icons.css`, `.material-icons.NAME:before { content }`); keep it sorted as
/// written.
public enum SymbolTable {
    /// An icon font symbols are drawn from, with the metrics that place its icons in a frame.
    public enum IconFont: String, Hashable, Sendable, CaseIterable {
        /// Fork Awesome 1.2 (SIL OFL 1.1): most symbols.
        case forkAwesome
        /// Google's Material Icons (Apache-2.0): symbols Fork Awesome has no counterpart for.
        case materialIcons

        /// The font's name, as warnings and docs write it.
        public var name: String {
            switch self {
            case .forkAwesome: "Fork Awesome"
            case .materialIcons: "Material Icons"
            }
        }

        /// The font's units per em (its `head` table): 1792 for Fork Awesome, 512 for Material
        /// Icons. The em box fills a symbol's height.
        public var unitsPerEm: Int {
            switch self {
            case .forkAwesome: 1792
            case .materialIcons: 512
            }
        }

        /// The em box's bottom, in font units from the baseline (negative below it): Fork
        /// Awesome's icons stand between -256 and 1536 (its `OS/2` typographic descender and
        /// ascender; its `hhea` metrics, -410 and 1554, are its line's, wider than the em),
        /// Material Icons' between 0 and 512 (its `hhea` descender and ascender, and its `OS/2`
        /// typographic ones alike): its icons stand on the baseline.
        public var descender: Int {
            switch self {
            case .forkAwesome: -256
            case .materialIcons: 0
            }
        }
    }

    /// A symbol's counterpart in an icon font.
    public struct Entry: Hashable, Sendable {
        /// The SF Symbol name (`star.fill`).
        public let name: String
        /// The icon's name in its font (`star`).
        public let iconName: String
        /// The icon's Unicode scalar in the font (private use area).
        public let codePoint: UInt32
        /// The icon's advance width in font units (the font's ``IconFont/unitsPerEm`` to the em).
        public let advance: Int
        /// The font the icon is drawn from.
        public let font: IconFont

        /// A row: the symbol `name` drawn by the icon `iconName` of `font`.
        public init(name: String, iconName: String, codePoint: UInt32, advance: Int, font: IconFont = .forkAwesome) {
            self.name = name
            self.iconName = iconName
            self.codePoint = codePoint
            self.advance = advance
            self.font = font
        }
    }

    /// The entry for the symbol named `name`, if Plumb has a counterpart for it.
    public static func entry(named name: String) -> Entry? { byName[name] }

    /// The entry that draws the symbol named `name`: its own, else that of the name without
    /// its trailing enclosure and fill components (`sun.max.circle.fill` → `sun.max.circle` →
    /// `sun.max`, `key.circle` → `key`, `crown.fill` → `crown`), as the table already pairs a
    /// symbol whose enclosure the icon font lacks with the plain icon (`ellipsis.circle`). The
    /// components are those `symbolVariant` adds (Apple's `SymbolVariants`: `.circle`,
    /// `.square`, `.rectangle`, `.fill`); `.slash` is not dropped, since the plain icon says
    /// the opposite. `nil` when no such name is in the table.
    public static func entry(drawing name: String) -> Entry? {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false)
        while true {
            if let entry = byName[parts.joined(separator: ".")] { return entry }
            guard parts.count > 1, let last = parts.last, enclosureComponents.contains(last) else { return nil }
            parts.removeLast()
        }
    }

    /// The trailing name components ``entry(drawing:)`` may drop.
    static let enclosureComponents: Set<Substring> = ["fill", "circle", "square", "rectangle"]

    static let byName: [String: Entry] = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    /// Every row of the table: the common names, then those measured in real apps.
    public static let entries: [Entry] = commonEntries + appEntries
}
