#!/usr/bin/env python3
"""Generate Sources/PlumbText/LineBreak/LineBreakTable.swift from the Unicode
Character Database.

Usage:
    Scripts/generate-linebreak-table.py [--data-dir DIR] [--output FILE]

Inputs (all from the same Unicode version; by default read from the copies
committed in Tests/PlumbTextTests/LineBreak/Data/):

    LineBreak.txt               Line_Break property (UAX #14)
    EastAsianWidth.txt          East_Asian_Width (UAX #11), needed by LB30
    emoji-data.txt              Extended_Pictographic (UTS #51), needed by LB30b
    DerivedGeneralCategory.txt  General_Category: Cn (LB30b) and Mn/Mc (LB1, SA)

The table stores the *raw* Line_Break value of every code point (AI, SA, SG,
XX, CJ, ... are kept); the LB1 resolution happens in the algorithm.

Encoding (see LineBreakTable.swift for the Swift side):

  * Every code point maps to a 16-bit "properties" word:
        bits 0-5   LineBreakClass raw value (index into CLASS_ORDER)
        bit  8     East_Asian_Width is F, W or H
        bit  9     Extended_Pictographic
        bit 10     General_Category is Cn (unassigned)
        bit 11     General_Category is Mn or Mc
        bit 12     the code point is U+25CC DOTTED CIRCLE (LB28a)
  * The distinct words form a small palette (< 92 entries); each code point
    stores a one-byte palette slot, encoded as a printable ASCII character
    0x21...0x7E other than '"' and '\\' (slot = byte - 0x21).
  * Two-level table: stage1[cp >> 8] (two hex digits per entry) selects a
    256-entry block of stage2 (palette slot characters). Identical blocks are
    shared.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import two_stage_table  # noqa: E402  (beside this script)

# Must match the case order of `LineBreakClass` in LineBreakClass.swift
# (raw values 0, 1, 2, ...). The tests cross-check this.
CLASS_ORDER = [
    "AI", "AK", "AL", "AP", "AS", "B2", "BA", "BB", "BK", "CB", "CJ", "CL",
    "CM", "CP", "CR", "EB", "EM", "EX", "GL", "H2", "H3", "HL", "HY", "ID",
    "IN", "IS", "JL", "JT", "JV", "LF", "NL", "NS", "NU", "OP", "PO", "PR",
    "QU", "RI", "SA", "SG", "SP", "SY", "VF", "VI", "WJ", "XX", "ZW", "ZWJ",
]

FLAG_EAST_ASIAN_WIDE = 1 << 8
FLAG_EXTENDED_PICTOGRAPHIC = 1 << 9
FLAG_UNASSIGNED = 1 << 10
FLAG_COMBINING_MARK = 1 << 11
FLAG_DOTTED_CIRCLE = 1 << 12

CODE_POINT_COUNT = two_stage_table.CODE_POINT_COUNT
BLOCK_SHIFT = two_stage_table.BLOCK_SHIFT
BLOCK_SIZE = two_stage_table.BLOCK_SIZE

# Defaults for code points not listed in LineBreak.txt, from its header
# ("@missing: 0000..10FFFF; XX" plus the documented ID / PR ranges).
LINE_BREAK_DEFAULTS = [
    (0x3400, 0x4DBF, "ID"),    # CJK Unified Ideographs Extension A
    (0x4E00, 0x9FFF, "ID"),    # CJK Unified Ideographs
    (0xF900, 0xFAFF, "ID"),    # CJK Compatibility Ideographs
    (0x20000, 0x2FFFD, "ID"),  # Plane 2
    (0x30000, 0x3FFFD, "ID"),  # Plane 3
    (0x1F000, 0x1FAFF, "ID"),  # Plane 1 pictographic range
    (0x1FC00, 0x1FFFD, "ID"),  # Plane 1 pictographic range
    (0x20A0, 0x20CF, "PR"),    # Currency Symbols
]

# Defaults for code points not listed in EastAsianWidth.txt (header:
# "@missing: 0000..10FFFF; N" plus the documented W ranges).
EAST_ASIAN_WIDTH_DEFAULTS = [
    (0x3400, 0x4DBF, "W"),
    (0x4E00, 0x9FFF, "W"),
    (0xF900, 0xFAFF, "W"),
    (0x20000, 0x2FFFD, "W"),
    (0x30000, 0x3FFFD, "W"),
]


def parse_ucd(path):
    """Yields (first, last, value) for every data line of a UCD file."""
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            bounds = fields[0].split("..")
            yield int(bounds[0], 16), int(bounds[-1], 16), fields[1]


def first_line(path):
    with open(path, encoding="utf-8") as f:
        return f.readline().strip()


def ucd_version(path, stem):
    m = re.match(r"#\s*%s-(\d+\.\d+\.\d+)\.txt" % re.escape(stem), first_line(path))
    if not m:
        sys.exit("error: cannot read the Unicode version from %s" % path)
    return m.group(1)


def emoji_version(path):
    with open(path, encoding="utf-8") as f:
        for _ in range(40):
            m = re.search(r"Emoji Version (\d+\.\d+)", f.readline())
            if m:
                return m.group(1)
    sys.exit("error: cannot read the emoji version from %s" % path)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--data-dir",
        default=os.path.join(root, "Tests", "PlumbTextTests", "LineBreak", "Data"))
    parser.add_argument(
        "--output",
        default=os.path.join(root, "Sources", "PlumbText", "LineBreak", "LineBreakTable.swift"))
    args = parser.parse_args()

    def data(name):
        return os.path.join(args.data_dir, name)

    version = ucd_version(data("LineBreak.txt"), "LineBreak")
    for name, stem in [("EastAsianWidth.txt", "EastAsianWidth"),
                       ("DerivedGeneralCategory.txt", "DerivedGeneralCategory")]:
        other = ucd_version(data(name), stem)
        if other != version:
            sys.exit("error: %s is Unicode %s, LineBreak.txt is %s" % (name, other, version))
    emoji = emoji_version(data("emoji-data.txt"))
    if not version.startswith(emoji + "."):
        sys.exit("error: emoji-data.txt is Emoji %s, LineBreak.txt is %s" % (emoji, version))

    class_index = {name: i for i, name in enumerate(CLASS_ORDER)}

    line_break = [class_index["XX"]] * CODE_POINT_COUNT
    for first, last, value in LINE_BREAK_DEFAULTS:
        line_break[first:last + 1] = [class_index[value]] * (last - first + 1)
    for first, last, value in parse_ucd(data("LineBreak.txt")):
        if value not in class_index:
            sys.exit("error: unknown Line_Break value %r" % value)
        line_break[first:last + 1] = [class_index[value]] * (last - first + 1)

    wide = [False] * CODE_POINT_COUNT
    for first, last, value in EAST_ASIAN_WIDTH_DEFAULTS:
        wide[first:last + 1] = [True] * (last - first + 1)
    for first, last, value in parse_ucd(data("EastAsianWidth.txt")):
        wide[first:last + 1] = [value in ("F", "W", "H")] * (last - first + 1)

    pictographic = [False] * CODE_POINT_COUNT
    for first, last, value in parse_ucd(data("emoji-data.txt")):
        if value == "Extended_Pictographic":
            pictographic[first:last + 1] = [True] * (last - first + 1)

    category = ["Cn"] * CODE_POINT_COUNT  # @missing: 0000..10FFFF; Cn
    for first, last, value in parse_ucd(data("DerivedGeneralCategory.txt")):
        category[first:last + 1] = [value] * (last - first + 1)

    words = []
    for cp in range(CODE_POINT_COUNT):
        w = line_break[cp]
        if wide[cp]:
            w |= FLAG_EAST_ASIAN_WIDE
        if pictographic[cp]:
            w |= FLAG_EXTENDED_PICTOGRAPHIC
        if category[cp] == "Cn":
            w |= FLAG_UNASSIGNED
        if category[cp] in ("Mn", "Mc"):
            w |= FLAG_COMBINING_MARK
        if cp == 0x25CC:
            w |= FLAG_DOTTED_CIRCLE
        words.append(w)

    palette, stage1_hex, stage2_text = two_stage_table.pack(words)
    literal = two_stage_table.literal
    palette_words = sorted(set(words))
    blocks = range(len(stage2_text) // BLOCK_SIZE)

    palette_lines = []
    for i in range(0, len(palette), 8):
        palette_lines.append(
            "        " + ", ".join("0x%04x" % w for w in palette[i:i + 8]) + ",")

    script = "Scripts/generate-linebreak-table.py"
    out = []
    out.append("// LineBreakTable.swift")
    out.append("//")
    out.append("// GENERATED by %s; DO NOT EDIT." % script)
    out.append("// Regenerate with: python3 %s" % script)
    out.append("//")
    out.append("// Source: Unicode Character Database %s" % version)
    out.append("//   %s" % first_line(data("LineBreak.txt")).lstrip("# "))
    out.append("//   %s" % first_line(data("EastAsianWidth.txt")).lstrip("# "))
    out.append("//   %s (Emoji %s)" % (first_line(data("emoji-data.txt")).lstrip("# "), emoji))
    out.append("//   %s" % first_line(data("DerivedGeneralCategory.txt")).lstrip("# "))
    out.append("// (copies in Tests/PlumbTextTests/LineBreak/Data/).")
    out.append("//")
    out.append("// %d distinct property words, %d shared blocks of %d code points."
               % (len(palette_words), len(blocks), BLOCK_SIZE))
    out.append("")
    out.append("/// Two-level lookup table from Unicode scalar to `LineBreakProperties`.")
    out.append("///")
    out.append("/// Raw `Line_Break` values are stored unresolved (UAX #14 LB1 is applied")
    out.append("/// by `LineBreakProperties.resolvedClass`).")
    out.append("public enum LineBreakTable {")
    out.append("    /// The Unicode version of the data this table was generated from.")
    out.append('    public static let unicodeVersion = "%s"' % version)
    out.append("")
    out.append("    /// Properties of `scalar`: raw Line_Break class and the extra")
    out.append("    /// properties UAX #14 needs (East_Asian_Width F/W/H for LB30,")
    out.append("    /// Extended_Pictographic and Cn for LB30b, Mn/Mc for LB1).")
    out.append("    @inline(__always)")
    out.append("    public static func properties(of scalar: Unicode.Scalar) -> LineBreakProperties {")
    out.append("        properties(ofCodePoint: scalar.value)")
    out.append("    }")
    out.append("")
    out.append("    /// Properties of any code point, including surrogates (which are not")
    out.append("    /// `Unicode.Scalar`s). - Precondition: `value <= 0x10FFFF`.")
    out.append("    @inline(__always)")
    out.append("    static func properties(ofCodePoint value: UInt32) -> LineBreakProperties {")
    out.append("        precondition(value <= 0x10FFFF, \"code point out of range\")")
    out.append("        let codePoint = Int(value)")
    out.append("        let hex = stage1.utf8Start + 2 &* (codePoint &>> %d)" % BLOCK_SHIFT)
    out.append("        let block = hexDigitValue(hex[0]) &<< 4 | hexDigitValue(hex[1])")
    out.append("        let symbol = stage2.utf8Start[block &<< %d | codePoint & 0x%X]"
               % (BLOCK_SHIFT, BLOCK_SIZE - 1))
    out.append("        return LineBreakProperties(rawValue: palette[Int(symbol) &- 0x21])")
    out.append("    }")
    out.append("")
    out.append("    /// The raw (unresolved) Line_Break class of `scalar`.")
    out.append("    public static func lineBreakClass(of scalar: Unicode.Scalar) -> LineBreakClass {")
    out.append("        properties(of: scalar).lineBreakClass")
    out.append("    }")
    out.append("")
    out.append("    /// `LineBreakClass` abbreviations in raw-value order, as assumed by the")
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
    out.append("    static let palette: [UInt16] = [")
    out.extend(palette_lines)
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

    with open(args.output, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print("wrote %s (%d palette words, %d blocks, Unicode %s)"
          % (args.output, len(palette_words), len(blocks), version))


if __name__ == "__main__":
    main()
