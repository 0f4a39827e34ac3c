#!/usr/bin/env python3
"""Reference values for the PlumbText font reader tests, computed with fontTools.

Usage (from the package root):
    pip install fonttools uharfbuzz    # uharfbuzz is optional (cross-check only)
    python3 Scripts/font-oracle.py > Tests/PlumbTextTests/Font/Data/oracle.json

For each font and instance it records metrics, cmap glyph IDs and advance
widths for a few strings, GPOS/kern kerning for letter pairs, and outlines of
selected glyphs. Variable-font instances are produced with
fontTools.varLib.instancer (which applies HVAR, gvar and the GDEF variation
deltas of GPOS values, rounding results to integers). When uharfbuzz is
installed, kerning and advances are cross-checked against HarfBuzz and the
script aborts on any disagreement.
"""
import json
import os
import sys

from fontTools.ttLib import TTFont
from fontTools.misc.fixedTools import floatToFixedToFloat, otRound
from fontTools.pens.recordingPen import DecomposingRecordingPointPen
from fontTools.varLib import instancer
from fontTools.varLib.models import normalizeLocation, piecewiseLinearMap

INTER = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

STRINGS = ["Hello world", "AVAWAY Tokyo", "fjord ÅÄÖ ß €"]
PAIRS = ["AV", "AY", "To", "Wa", "VA", "Ta", "Yo", "LT", "Av", "P.", "F,", "ky", "rn", "AW", "Te", "r."]
OUTLINE_CHARS = {
    INTER: ["O", "Å", "é", "ß", "€", "Ю", "i", " "],
    DEJAVU: ["O", "Å", "é", "i", "ß", "€", "ŉ", "Ǆ", " "],
}
# (label, user-space location); None = the font as stored (default instance).
INSTANCES = {
    INTER: [("default", None), ("wght=700", {"wght": 700, "slnt": 0}),
            ("wght=100", {"wght": 100, "slnt": 0}), ("wght=900,slnt=-10", {"wght": 900, "slnt": -10}),
            ("wght=550,slnt=-5", {"wght": 550, "slnt": -5})],
    DEJAVU: [("default", None)],
}
VARIABLE_SUMMARIES = {INTER: {"wght=700"}, DEJAVU: set()}
ALL_ADVANCES = {INTER: {"default", "wght=700", "wght=900,slnt=-10"}, DEJAVU: set()}

try:
    import uharfbuzz as hb
except ImportError:  # the cross-check is optional
    hb = None


def kern_lookups(font):
    """Lookup indices of the 'kern' feature for latn (else DFLT/dflt) default LangSys."""
    if "GPOS" not in font:
        return []
    gpos = font["GPOS"].table
    scripts = {sr.ScriptTag: sr.Script for sr in gpos.ScriptList.ScriptRecord}
    langsys = None
    for tag in ["latn", "DFLT", "dflt"]:
        if tag in scripts and scripts[tag].DefaultLangSys is not None:
            langsys = scripts[tag].DefaultLangSys
            break
    if langsys is None:
        return []
    indices = list(langsys.FeatureIndex)
    if langsys.ReqFeatureIndex != 0xFFFF:
        indices.append(langsys.ReqFeatureIndex)
    lookups = set()
    for fi in indices:
        fr = gpos.FeatureList.FeatureRecord[fi]
        if fr.FeatureTag == "kern":
            lookups.update(fr.Feature.LookupListIndex)
    return sorted(lookups)


def gpos_kerning(font, left, right):
    """Sum over kern lookups of the first applicable pair subtable's Value1.XAdvance."""
    gpos = font["GPOS"].table
    total = 0
    for li in kern_lookups(font):
        lookup = gpos.LookupList.Lookup[li]
        for st in lookup.SubTable:
            t = lookup.LookupType
            if t == 9:
                t, st = st.ExtensionLookupType, st.ExtSubTable
            if t != 2 or left not in st.Coverage.glyphs:
                continue
            if st.Format == 1:
                ps = st.PairSet[st.Coverage.glyphs.index(left)]
                rec = next((r for r in ps.PairValueRecord if r.SecondGlyph == right), None)
                if rec is None:
                    continue
                value = rec.Value1
            else:
                c1 = st.ClassDef1.classDefs.get(left, 0) if st.ClassDef1 else 0
                c2 = st.ClassDef2.classDefs.get(right, 0) if st.ClassDef2 else 0
                if c1 >= st.Class1Count or c2 >= st.Class2Count:
                    continue
                value = st.Class1Record[c1].Class2Record[c2].Value1
            total += (getattr(value, "XAdvance", 0) or 0) if value is not None else 0
            break
    return total


def legacy_kerning(font, left, right):
    if "kern" not in font:
        return 0
    total = 0
    for st in font["kern"].kernTables:
        if getattr(st, "format", 0) == 0 and (st.coverage & 0x7) == 1:
            total += st.kernTable.get((left, right), 0)
    return total


def outline(font, name):
    """Flattened outline from glyf (composite transforms can give fractions)."""
    coords, end_pts, flags = font["glyf"][name].getCoordinates(font["glyf"])
    contours, start = [], 0
    for end in end_pts:
        contours.append([[round(coords[i][0], 4), round(coords[i][1], 4), flags[i] & 1] for i in range(start, end + 1)])
        start = end + 1
    return contours


def variable_glyphset(path, location):
    """fontTools' variable glyph set at `location` (gvar deltas with IUP,
    composites decomposed with varied components). The location is
    normalized and quantized to F2Dot14 first, as the spec (and the Swift
    reader) do, so only floating-point noise separates the two."""
    font = TTFont(path)
    axes = {a.axisTag: (a.minValue, a.defaultValue, a.maxValue) for a in font["fvar"].axes}
    normalized = normalizeLocation(location, axes)
    if "avar" in font:
        normalized = {k: piecewiseLinearMap(v, font["avar"].segments.get(k, {})) for k, v in normalized.items()}
    normalized = {k: floatToFixedToFloat(v, 14) for k, v in normalized.items()}
    return font, font.getGlyphSet(location=normalized, normalized=True)


def exact_outline(glyphset, name):
    """Unrounded outline of `name` as [[x, y, onCurve]] contours."""
    pen = DecomposingRecordingPointPen(glyphset)
    glyphset[name].drawPoints(pen)
    contours = []
    for op, args, _ in pen.value:
        if op == "beginPath":
            contours.append([])
        elif op == "addPoint":
            (x, y), segment_type = args[0], args[1]
            contours[-1].append([round(x, 4), round(y, 4), 0 if segment_type is None else 1])
    return contours


def variable_glyph_summaries(font, glyphset):
    """[contours, points, Σx, Σy] of every glyph at the glyph set's location, sums to 2 decimals."""
    out = []
    for name in font.getGlyphOrder():
        contours = exact_outline(glyphset, name)
        points = [p for c in contours for p in c]
        out.append([len(contours), len(points), round(sum(p[0] for p in points), 2),
                    round(sum(p[1] for p in points), 2)])
    return out


def glyph_summaries(font):
    """[contours, points, sum of x, sum of y] for every glyph (composites flattened)."""
    glyf = font["glyf"]
    out = []
    for name in font.getGlyphOrder():
        coords, end_pts, _ = glyf[name].getCoordinates(glyf)
        out.append([len(end_pts), len(coords), otRound(sum(c[0] for c in coords)), otRound(sum(c[1] for c in coords))])
    return out


def harfbuzz_checks(path, location, font, cmap, order, result):
    if hb is None:
        return
    blob = hb.Blob.from_file_path(path)
    hbfont = hb.Font(hb.Face(blob))
    if location:
        hbfont.set_variations(location)
    for s, rec in result["strings"].items():
        gids = [hbfont.get_nominal_glyph(ord(c)) or 0 for c in s]
        assert gids == rec["glyphs"], (path, location, s, gids, rec["glyphs"])
        adv = [hbfont.get_glyph_h_advance(g) for g in gids]
        assert adv == rec["advances"], (path, location, s, adv, rec["advances"])
    for pair, rec in result["kerning"].items():
        buf = hb.Buffer()
        buf.add_str(pair)
        buf.guess_segment_properties()
        hb.shape(hbfont, buf, {})
        infos, pos = buf.glyph_infos, buf.glyph_positions
        if [i.codepoint for i in infos] != [rec["left"], rec["right"]]:
            continue  # GSUB changed the glyphs; not a plain pair
        hb_kern = pos[0].x_advance - hbfont.get_glyph_h_advance(infos[0].codepoint)
        assert hb_kern == rec["value"], (path, location, pair, hb_kern, rec["value"])
        rec["harfbuzzAgrees"] = True


def describe(path, label, location):
    font = TTFont(path)
    if location is not None:
        font = instancer.instantiateVariableFont(font, location)
    cmap = font.getBestCmap()
    order = font.getGlyphOrder()
    gid = {name: i for i, name in enumerate(order)}
    hhea, os2, head = font["hhea"], font["OS/2"], font["head"]
    hmtx = font["hmtx"]
    result = {
        "unitsPerEm": head.unitsPerEm,
        "numGlyphs": font["maxp"].numGlyphs,
        "hhea": {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap,
                 "numberOfHMetrics": hhea.numberOfHMetrics},
        "os2": {"version": os2.version, "typoAscender": os2.sTypoAscender, "typoDescender": os2.sTypoDescender,
                "typoLineGap": os2.sTypoLineGap, "winAscent": os2.usWinAscent, "winDescent": os2.usWinDescent,
                "useTypoMetrics": bool(os2.fsSelection & 0x80),
                "capHeight": getattr(os2, "sCapHeight", None) if os2.version >= 2 else None,
                "xHeight": getattr(os2, "sxHeight", None) if os2.version >= 2 else None},
        "strings": {},
        "kerning": {},
        "outlines": {},
    }
    if location is None and "fvar" in font:
        result["axes"] = [{"tag": a.axisTag, "min": a.minValue, "default": a.defaultValue, "max": a.maxValue}
                          for a in font["fvar"].axes]
    if location is not None:
        result["location"] = location
    for s in STRINGS:
        names = [cmap.get(ord(c), ".notdef") for c in s]
        result["strings"][s] = {"glyphs": [gid[n] for n in names], "advances": [hmtx[n][0] for n in names]}
    for pair in PAIRS:
        left, right = cmap[ord(pair[0])], cmap[ord(pair[1])]
        rec = {"left": gid[left], "right": gid[right],
               "value": gpos_kerning(font, left, right) if kern_lookups(font) else legacy_kerning(font, left, right)}
        if "kern" in font:
            rec["legacy"] = legacy_kerning(font, left, right)
        result["kerning"][pair] = rec
    if location is not None:
        source_font, glyphset = variable_glyphset(path, location)
    for ch in OUTLINE_CHARS[path]:
        name = cmap[ord(ch)]
        result["outlines"][ch] = {"glyph": gid[name], "composite": font["glyf"][name].isComposite(),
                                  "contours": outline(font, name)}
        if location is not None:
            result["outlines"][ch]["exactContours"] = exact_outline(glyphset, name)
    if label in ALL_ADVANCES[path]:
        result["allAdvances"] = [hmtx[n][0] for n in order]
    if label in VARIABLE_SUMMARIES[path]:
        result["variableGlyphSummaries"] = variable_glyph_summaries(source_font, glyphset)
    if location is None:
        result["glyphSummaries"] = glyph_summaries(font)
        result["legacyKernPairCount"] = sum(len(t.kernTable) for t in font["kern"].kernTables) if "kern" in font else 0
    harfbuzz_checks(path, location, font, cmap, order, result)
    return result


def fnv1a64(data):
    """FNV-1a 64-bit hash; the Swift tests use it to check the oracle matches the installed fonts."""
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


def main():
    out = {"generator": "Scripts/font-oracle.py", "harfbuzzCrossCheck": hb is not None, "fonts": {}, "files": {}}
    for path in [INTER, DEJAVU]:
        with open(path, "rb") as f:
            data = f.read()
        out["files"][os.path.basename(path)] = {"size": len(data), "fnv1a64": fnv1a64(data)}
        entry = {}
        for label, location in INSTANCES[path]:
            print(f"{os.path.basename(path)} {label}", file=sys.stderr)
            entry[label] = describe(path, label, location)
        out["fonts"][os.path.basename(path)] = entry
    json.dump(out, sys.stdout, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
