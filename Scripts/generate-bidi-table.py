#!/usr/bin/env python3
"""Generate Sources/PlumbText/Bidi/BidiTable.swift from the Unicode Character
Database.

Usage:
    Scripts/generate-bidi-table.py [--data-dir DIR] [--output FILE]

Inputs (all from the same Unicode version; by default read from Debian's
`unicode-data` package, /usr/share/unicode/):

    extracted/DerivedBidiClass.txt  Bidi_Class of every code point, with the
                                    @missing defaults for unassigned ones (UAX #9)
    BidiBrackets.txt                Bidi_Paired_Bracket and _Type (BD14, BD15)
    BidiMirroring.txt               Bidi_Mirroring_Glyph (L4)
    UnicodeData.txt                 canonical singleton decompositions of the
                                    brackets (BD16 matches brackets "or their
                                    canonical equivalents": U+2329/U+232A are
                                    U+3008/U+3009)

Encoding (see BidiTable.swift for the Swift side), the same design as
Scripts/generate-linebreak-table.py:

  * Every code point maps to an 8-bit "properties" word:
        bits 0-4   BidiClass raw value (index into CLASS_ORDER)
        bits 5-6   Bidi_Paired_Bracket_Type: 0 None, 1 Open, 2 Close
        bit  7     the code point has a Bidi_Mirroring_Glyph
  * The distinct words form a small palette (< 92 entries); each code point
    stores a one-byte palette slot, encoded as a printable ASCII character
    0x21...0x7E other than '"' and '\\' (slot = byte - 0x21).
  * Two-level table: stage1[cp >> 8] (two hex digits per entry) selects a
    256-entry block of stage2 (palette slot characters). Identical blocks are
    shared.
  * Brackets and mirroring glyphs are two short sorted lists searched by
    binary search; the table's flags say when a search is worth doing. For a
    bracket the list stores its "pair key": for an opening bracket the
    canonical form of its Bidi_Paired_Bracket, for a closing bracket its own
    canonical form, so an opening and a closing bracket pair (BD16) exactly
    when their keys are equal.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import two_stage_table  # noqa: E402  (beside this script)

# Must match the case order of `BidiClass` in BidiClass.swift (raw values
# 0, 1, 2, ...): UAX #9 Table 4's order. The tests cross-check this.
CLASS_ORDER = [
    "L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS",
    "ON", "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI",
]

# Long names used by the @missing lines (PropertyValueAliases.txt, bc).
LONG_NAMES = {
    "Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL",
    "European_Number": "EN", "European_Separator": "ES",
    "European_Terminator": "ET", "Arabic_Number": "AN",
    "Common_Separator": "CS", "Nonspacing_Mark": "NSM",
    "Boundary_Neutral": "BN", "Paragraph_Separator": "B",
    "Segment_Separator": "S", "White_Space": "WS", "Other_Neutral": "ON",
    "Left_To_Right_Embedding": "LRE", "Left_To_Right_Override": "LRO",
    "Right_To_Left_Embedding": "RLE", "Right_To_Left_Override": "RLO",
    "Pop_Directional_Format": "PDF", "Left_To_Right_Isolate": "LRI",
    "Right_To_Left_Isolate": "RLI", "First_Strong_Isolate": "FSI",
    "Pop_Directional_Isolate": "PDI",
}

BRACKET_OPEN = 1 << 5
BRACKET_CLOSE = 2 << 5
FLAG_MIRRORED = 1 << 7

CODE_POINT_COUNT = two_stage_table.CODE_POINT_COUNT
BLOCK_SHIFT = two_stage_table.BLOCK_SHIFT
BLOCK_SIZE = two_stage_table.BLOCK_SIZE


def data_fields(path):
    """Yields the ';'-separated fields of every data line of a UCD file."""
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.split("#", 1)[0].strip()
            if line:
                yield [x.strip() for x in line.split(";")]


def code_point_range(field):
    bounds = field.split("..")
    return int(bounds[0], 16), int(bounds[-1], 16)


def missing_lines(path):
    """Yields (first, last, value) for every '# @missing:' line, in file order
    (UAX #44 section 4.2.10: later lines override earlier ones)."""
    with open(path, encoding="utf-8") as f:
        for raw in f:
            m = re.match(r"#\s*@missing:\s*([0-9A-F.]+)\s*;\s*(\w+)", raw)
            if m:
                first, last = code_point_range(m.group(1))
                yield first, last, m.group(2)


def first_line(path):
    with open(path, encoding="utf-8") as f:
        return f.readline().strip()


def ucd_version(path, stem):
    m = re.match(r"#\s*%s-(\d+\.\d+\.\d+)\.txt" % re.escape(stem), first_line(path))
    if not m:
        sys.exit("error: cannot read the Unicode version from %s" % path)
    return m.group(1)


def swift_hex_list(values, per_line, indent):
    lines = []
    for i in range(0, len(values), per_line):
        lines.append(indent + ", ".join("0x%05X" % v for v in values[i:i + per_line]) + ",")
    return lines


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data-dir", default="/usr/share/unicode")
    parser.add_argument(
        "--output",
        default=os.path.join(root, "Sources", "PlumbText", "Bidi", "BidiTable.swift"))
    args = parser.parse_args()

    def data(name):
        return os.path.join(args.data_dir, name)

    class_file = data(os.path.join("extracted", "DerivedBidiClass.txt"))
    version = ucd_version(class_file, "DerivedBidiClass")
    for name, stem in [("BidiBrackets.txt", "BidiBrackets"),
                       ("BidiMirroring.txt", "BidiMirroring")]:
        other = ucd_version(data(name), stem)
        if other != version:
            sys.exit("error: %s is Unicode %s, DerivedBidiClass.txt is %s" % (name, other, version))

    class_index = {name: i for i, name in enumerate(CLASS_ORDER)}

    # Bidi_Class: the @missing defaults first (the whole range, then the
    # blocks reserved for right-to-left scripts and Currency Symbols), then
    # the listed code points.
    bidi_class = [None] * CODE_POINT_COUNT
    for first, last, value in missing_lines(class_file):
        if value not in LONG_NAMES:
            sys.exit("error: unknown @missing Bidi_Class %r" % value)
        bidi_class[first:last + 1] = [class_index[LONG_NAMES[value]]] * (last - first + 1)
    if any(c is None for c in bidi_class):
        sys.exit("error: the @missing lines do not cover every code point")
    for fields in data_fields(class_file):
        first, last = code_point_range(fields[0])
        if fields[1] not in class_index:
            sys.exit("error: unknown Bidi_Class value %r" % fields[1])
        bidi_class[first:last + 1] = [class_index[fields[1]]] * (last - first + 1)

    # Canonical singleton decompositions (UnicodeData.txt field 5 without a
    # <tag>), needed for the brackets only.
    singleton = {}
    for fields in data_fields(data("UnicodeData.txt")):
        decomposition = fields[5]
        if decomposition and not decomposition.startswith("<") and " " not in decomposition:
            singleton[int(fields[0], 16)] = int(decomposition, 16)

    def canonical(cp):
        return singleton.get(cp, cp)

    bracket_type = [0] * CODE_POINT_COUNT
    bracket_keys = {}
    for fields in data_fields(data("BidiBrackets.txt")):
        cp, pair, kind = int(fields[0], 16), int(fields[1], 16), fields[2]
        if kind == "o":
            bracket_type[cp] = BRACKET_OPEN
            bracket_keys[cp] = canonical(pair)
        elif kind == "c":
            bracket_type[cp] = BRACKET_CLOSE
            bracket_keys[cp] = canonical(cp)
        else:
            sys.exit("error: unknown Bidi_Paired_Bracket_Type %r" % kind)
    equivalents = sorted((cp, canonical(cp)) for cp in bracket_keys if canonical(cp) != cp)
    for cp, canon in equivalents:
        if canon not in bracket_keys:
            sys.exit("error: U+%04X decomposes to U+%04X, which is no bracket" % (cp, canon))

    mirror = {}
    for fields in data_fields(data("BidiMirroring.txt")):
        mirror[int(fields[0], 16)] = int(fields[1], 16)

    # UTF-8 lead bytes of the scalars that need the algorithm (R, AL, AN or
    # explicit formatting: BidiParagraph.needsResolution), as a 256-bit set.
    needs = {class_index[c] for c in ("R", "AL", "AN", "LRE", "RLE", "LRO", "RLO",
                                       "PDF", "LRI", "RLI", "FSI", "PDI")}
    lead_bits = [0, 0, 0, 0]
    for cp in range(CODE_POINT_COUNT):
        if bidi_class[cp] in needs and not 0xD800 <= cp < 0xE000:
            lead = chr(cp).encode("utf-8")[0]
            lead_bits[lead >> 6] |= 1 << (lead & 63)

    words = []
    for cp in range(CODE_POINT_COUNT):
        w = bidi_class[cp] | bracket_type[cp]
        if cp in mirror:
            w |= FLAG_MIRRORED
        words.append(w)

    palette, stage1_hex, stage2_text = two_stage_table.pack(words)
    literal = two_stage_table.literal
    palette_words = sorted(set(words))
    blocks = range(len(stage2_text) // BLOCK_SIZE)

    palette_lines = []
    for i in range(0, len(palette), 12):
        palette_lines.append(
            "        " + ", ".join("0x%02x" % w for w in palette[i:i + 12]) + ",")

    bracket_list = sorted(bracket_keys.items())
    mirror_list = sorted(mirror.items())

    script = "Scripts/generate-bidi-table.py"
    out = []
    out.append("// BidiTable.swift")
    out.append("//")
    out.append("// GENERATED by %s; DO NOT EDIT." % script)
    out.append("// Regenerate with: python3 %s" % script)
    out.append("//")
    out.append("// Source: Unicode Character Database %s" % version)
    out.append("//   %s" % first_line(class_file).lstrip("# "))
    out.append("//   %s" % first_line(data("BidiBrackets.txt")).lstrip("# "))
    out.append("//   %s" % first_line(data("BidiMirroring.txt")).lstrip("# "))
    out.append("//   UnicodeData.txt (canonical equivalents of brackets: %s)"
               % ", ".join("U+%04X = U+%04X" % e for e in equivalents))
    out.append("// (Debian's unicode-data package, /usr/share/unicode/).")
    out.append("//")
    out.append("// %d distinct property words, %d shared blocks of %d code points,"
               % (len(palette_words), len(blocks), BLOCK_SIZE))
    out.append("// %d paired brackets, %d mirroring glyphs." % (len(bracket_list), len(mirror_list)))
    out.append("")
    out.append("/// Two-level lookup table from Unicode scalar to `Bidi_Class`, the paired")
    out.append("/// bracket type and whether a mirroring glyph exists, plus the sorted lists")
    out.append("/// of paired brackets and mirroring glyphs (UAX #9 BD14-BD16, L4).")
    out.append("enum BidiTable {")
    out.append("    /// The Unicode version of the data this table was generated from.")
    out.append('    static let unicodeVersion = "%s"' % version)
    out.append("")
    out.append("    /// The property word of a code point: `BidiClass` raw value in bits 0-4,")
    out.append("    /// Bidi_Paired_Bracket_Type in bits 5-6 (1 Open, 2 Close), bit 7 set when")
    out.append("    /// the code point has a Bidi_Mirroring_Glyph. - Precondition: `value <= 0x10FFFF`.")
    out.append("    @inline(__always)")
    out.append("    static func word(ofCodePoint value: UInt32) -> UInt8 {")
    out.append("        precondition(value <= 0x10FFFF, \"code point out of range\")")
    out.append("        let codePoint = Int(value)")
    out.append("        let hex = stage1.utf8Start + 2 &* (codePoint &>> %d)" % BLOCK_SHIFT)
    out.append("        let block = hexDigitValue(hex[0]) &<< 4 | hexDigitValue(hex[1])")
    out.append("        let symbol = stage2.utf8Start[block &<< %d | codePoint & 0x%X]"
               % (BLOCK_SHIFT, BLOCK_SIZE - 1))
    out.append("        return palette[Int(symbol) &- 0x21]")
    out.append("    }")
    out.append("")
    out.append("    static let classMask: UInt8 = 0x1F")
    out.append("    static let openingBracketFlag: UInt8 = 0x%02X" % BRACKET_OPEN)
    out.append("    static let closingBracketFlag: UInt8 = 0x%02X" % BRACKET_CLOSE)
    out.append("    static let mirroredFlag: UInt8 = 0x%02X" % FLAG_MIRRORED)
    out.append("")
    out.append("    /// `BidiClass` abbreviations in raw-value order, as assumed by the")
    out.append("    /// generator (checked against the enum by the tests).")
    out.append("    static let generatorClassOrder: [String] = [")
    for i in range(0, len(CLASS_ORDER), 12):
        out.append("        " + ", ".join('"%s"' % c for c in CLASS_ORDER[i:i + 12]) + ",")
    out.append("    ]")
    out.append("")
    out.append("    @inline(__always)")
    out.append("    static func hexDigitValue(_ byte: UInt8) -> Int {")
    out.append("        // '0'...'9' -> 0...9, 'a'...'f' -> 10...15")
    out.append("        Int(byte & 0x0F) &+ 9 &* Int(byte &>> 6)")
    out.append("    }")
    out.append("")
    out.append("    /// Property words indexed by palette slot (stage2 byte - 0x21).")
    out.append("    static let palette: [UInt8] = [")
    out.extend(palette_lines)
    out.append("    ]")
    out.append("")
    out.append("    /// The paired brackets (BidiBrackets.txt), sorted.")
    out.append("    static let bracketScalars: [UInt32] = [")
    out.extend(swift_hex_list([cp for cp, _ in bracket_list], 10, "        "))
    out.append("    ]")
    out.append("")
    out.append("    /// The pair key of each of `bracketScalars`: the canonical form of the")
    out.append("    /// Bidi_Paired_Bracket of an opening bracket, the canonical form of a")
    out.append("    /// closing bracket itself.")
    out.append("    static let bracketKeys: [UInt32] = [")
    out.extend(swift_hex_list([key for _, key in bracket_list], 10, "        "))
    out.append("    ]")
    out.append("")
    out.append("    /// The code points with a Bidi_Mirroring_Glyph (BidiMirroring.txt), sorted.")
    out.append("    static let mirroredScalars: [UInt32] = [")
    out.extend(swift_hex_list([cp for cp, _ in mirror_list], 10, "        "))
    out.append("    ]")
    out.append("")
    out.append("    /// The Bidi_Mirroring_Glyph of each of `mirroredScalars`.")
    out.append("    static let mirroringGlyphs: [UInt32] = [")
    out.extend(swift_hex_list([glyph for _, glyph in mirror_list], 10, "        "))
    out.append("    ]")
    out.append("")
    out.append("    /// The UTF-8 lead bytes of the scalars whose class is R, AL, AN or an")
    out.append("    /// explicit formatting class (bit `byte & 63` of word `byte >> 6`); a")
    out.append("    /// scalar with any other lead byte never needs the algorithm.")
    out.append("    static let leadBytesToCheck: [UInt64] = [")
    out.append("        " + ", ".join("0x%016X" % w for w in lead_bits) + ",")
    out.append("    ]")
    out.append("")
    out.append("    /// Block number of each 256-code-point page, two hex digits per page.")
    out.append("    static var stage1: StaticString {")
    out.append("        " + literal(stage1_hex, 128, "        "))
    out.append("    }")
    out.append("")
    out.append("    /// Palette slots (as byte - 0x21) of the shared blocks, one line per block.")
    out.append("    static var stage2: StaticString {")
    out.append("        " + literal(stage2_text, BLOCK_SIZE, "        "))
    out.append("    }")
    out.append("}")
    out.append("")

    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print("wrote %s (%d palette words, %d blocks, %d brackets, %d mirrors, Unicode %s)"
          % (args.output, len(palette_words), len(blocks), len(bracket_list),
             len(mirror_list), version))


if __name__ == "__main__":
    main()
