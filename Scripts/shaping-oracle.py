#!/usr/bin/env python3
"""Reference shapings for Plumb's HarfBuzz integration, computed with uharfbuzz.

Usage (from the package root):
    pip install uharfbuzz
    python3 Scripts/shaping-oracle.py > Tests/PlumbTextTests/Layout/Data/shaping-oracle.json

For each font and string, HarfBuzz (uharfbuzz's own build, a newer HarfBuzz than Debian's
libharfbuzz that Plumb links) shapes the string with its default features, the script and
direction guessed from the text, and the script records each glyph's id, cluster, x
advance and x/y offsets in font units. ShapingOracleTests lays the same strings out with a
FontTextMeasurer whose primary font is that file and checks every glyph and position.
HarfBuzz does not reorder bidirectional text, so the strings have one direction each (no
numbers inside right-to-left text: BidiLayoutTests covers those).
"""
import json
import os

import uharfbuzz as hb

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOTO = "/usr/share/fonts/truetype/noto/"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

CASES = [
    (NOTO + "NotoSansArabic-Regular.ttf", 0, ["مرحبا بالعالم", "لا", "السَّلَامُ عَلَيْكُمْ", "كتابي جديد"]),
    (NOTO + "NotoSansDevanagari-Regular.ttf", 0, ["नमस्ते दुनिया", "क्षत्रिय", "कि", "हिन्दी"]),
    (NOTO + "NotoSansThai-Regular.ttf", 0, ["สวัสดีชาวโลก", "ที่นี่"]),
    (NOTO + "NotoSansHebrew-Regular.ttf", 0, ["שָׁלוֹם עולם"]),
    (NOTO + "NotoSansBengali-Regular.ttf", 0, ["বাংলা ভাষা"]),
    (CJK, 2, ["你好，世界。", "日本語のテキスト", "한국어"]),
    (os.path.join(ROOT, "Sources/PlumbText/Resources/Inter.var.ttf"), 0, ["office -> 12:30", "Hello world", "A-B"]),
    (NOTO + "NotoColorEmoji.ttf", 0, ["👨‍👩‍👧", "👍🏽", "🇫🇷", "1️⃣"]),
]


def shape(path, index, text):
    blob = hb.Blob.from_file_path(path)
    face = hb.Face(blob, index)
    font = hb.Font(face)
    font.scale = (face.upem, face.upem)
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    buf.flags = hb.BufferFlags.BOT | hb.BufferFlags.EOT | hb.BufferFlags.REMOVE_DEFAULT_IGNORABLES
    hb.shape(font, buf, {})
    glyphs = [
        {"glyph": i.codepoint, "cluster": i.cluster, "advance": p.x_advance, "x": p.x_offset, "y": p.y_offset}
        for i, p in zip(buf.glyph_infos, buf.glyph_positions)
    ]
    return {"string": text, "direction": buf.direction, "glyphs": glyphs}


def main():
    fonts = []
    for path, index, strings in CASES:
        if not os.path.exists(path):
            continue
        face = hb.Face(hb.Blob.from_file_path(path), index)
        fonts.append({
            "file": path if not path.startswith(ROOT) else os.path.relpath(path, ROOT),
            "faceIndex": index,
            "unitsPerEm": face.upem,
            "cases": [shape(path, index, s) for s in strings],
        })
    print(json.dumps({"harfbuzz": hb.version_string(), "fonts": fonts}, ensure_ascii=False, indent=1))


main()
