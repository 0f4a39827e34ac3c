#!/usr/bin/env python3
"""Reference widths and line metrics for the PlumbText measurer tests, computed with HarfBuzz.

Usage (from the package root):
    pip install uharfbuzz
    python3 Scripts/text-oracle.py > Tests/PlumbTextTests/Layout/Data/text-oracle.json

For each font, weight and string, HarfBuzz shapes the string with kerning on and ligatures
and contextual alternates off (Plumb maps one glyph per character and applies pair
kerning), and the script records the glyphs, each glyph's x advance (kerning included) and
the total, in font units, plus the font's ascender, descender and line gap. An independent
check of FontTextMeasurer: it shares no code with Plumb's font reader.
"""
import json
import os

import uharfbuzz as hb

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INTER = os.path.join(ROOT, "Sources/PlumbText/Resources/Inter.var.ttf")
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

STRINGS = [
    "Hello world",
    "AVAWAY Tokyo",
    "Typography, kerning & Wave.",
    "The quick brown fox jumps over the lazy dog",
    "fjord ÅÄÖ ß €",
    "Settings",
    "LT Yo P. F, r. Te",
]
WEIGHTS = [400, 600, 700]
FEATURES = {"kern": True, "liga": False, "clig": False, "calt": False, "dlig": False, "ccmp": False}


def shape(path, weight, text):
    blob = hb.Blob.from_file_path(path)
    face = hb.Face(blob)
    font = hb.Font(face)
    axes = {a.tag for a in face.axis_infos} if hasattr(face, "axis_infos") else set()
    if "wght" in axes:
        font.set_variations({"wght": weight, "slnt": 0})
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, FEATURES)
    glyphs = [i.codepoint for i in buf.glyph_infos]
    advances = [p.x_advance for p in buf.glyph_positions]
    extents = font.get_font_extents("ltr")
    return face.upem, glyphs, advances, extents


def main():
    out = {"generator": "Scripts/text-oracle.py (uharfbuzz %s)" % hb.__version__, "fonts": {}}
    for path, weights in [(INTER, WEIGHTS), (DEJAVU, [400])]:
        name = os.path.basename(path)
        entry = {"cases": []}
        for weight in weights:
            for text in STRINGS:
                upem, glyphs, advances, extents = shape(path, weight, text)
                entry["unitsPerEm"] = upem
                entry["ascender"] = extents.ascender
                entry["descender"] = extents.descender
                entry["lineGap"] = extents.line_gap
                entry["cases"].append({
                    "string": text, "weight": weight, "glyphs": glyphs,
                    "advances": advances, "total": sum(advances),
                })
        out["fonts"][name] = entry
    print(json.dumps(out, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
