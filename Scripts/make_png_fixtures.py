#!/usr/bin/env python3
"""Generate PngSuite-style PNG fixtures and their expected RGBA8 pixels.

Usage:  pip install pypng && python3 Scripts/make_png_fixtures.py

Writes Tests/PlumbRenderTests/Fixtures/PNG/<name>.png and expected.json.
The files are committed; rerunning the script must reproduce them
byte-for-byte (all "random" data is seeded).

Expected pixels are computed here from the *source samples* (never by
decoding the PNG), using the conversion rules PlumbRender documents:
  * gray depth d < 8: v * 255 // (2**d - 1)
  * 16-bit samples:   (v * 255 + 32767) // 65535
  * tRNS gray/RGB key: alpha 0 where the original samples equal the key
  * palette: (r, g, b, a) with a from tRNS, 255 past its end
Every file is additionally decoded with pypng's reader and compared with the
source samples, so a bug in the custom writer below cannot go unnoticed.

Two writers are used:
  * pypng (independent implementation): all colour types / bit depths,
    tRNS, Adam7, multiple IDAT chunks, an ancillary gAMA chunk. pypng always
    uses filter type 0.
  * write_filtered() below: a small writer that applies filter types 0-4
    (cycling 0-4 over the rows, across Adam7 passes too) so the decoder's unfiltering of
    every type is exercised, including sub-byte and 16-bit pixels.
"""

import json
import os
import random
import struct
import zlib

import png

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "PlumbRenderTests", "Fixtures", "PNG")

CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4),
         (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def to8(v, depth):
    if depth == 16:
        return (v * 255 + 32767) // 65535
    return v * 255 // ((1 << depth) - 1)


def expected_rgba(spec, rows):
    """rows: list of flat sample lists. Returns bytes of RGBA8."""
    ct, depth = spec["color_type"], spec["depth"]
    ch = CHANNELS[ct]
    trans = spec.get("transparent")
    out = bytearray()
    for row in rows:
        for i in range(0, len(row), ch):
            s = row[i:i + ch]
            if ct == 0:
                g = to8(s[0], depth)
                a = 0 if trans is not None and s[0] == trans else 255
                out += bytes([g, g, g, a])
            elif ct == 2:
                a = 0 if trans is not None and tuple(s) == tuple(trans) else 255
                out += bytes([to8(s[0], depth), to8(s[1], depth), to8(s[2], depth), a])
            elif ct == 3:
                e = spec["palette"][s[0]]
                out += bytes([e[0], e[1], e[2], e[3] if len(e) == 4 else 255])
            elif ct == 4:
                g = to8(s[0], depth)
                out += bytes([g, g, g, to8(s[1], depth)])
            elif ct == 6:
                out += bytes(to8(v, depth) for v in s)
    return bytes(out)


def random_rows(rng, spec, w, h):
    ct, depth = spec["color_type"], spec["depth"]
    ch = CHANNELS[ct]
    top = len(spec["palette"]) - 1 if ct == 3 else (1 << depth) - 1
    rows = []
    for y in range(h):
        row = []
        for x in range(w):
            for c in range(ch):
                # Mix extremes with random values so scaling edges are hit.
                r = rng.random()
                v = 0 if r < 0.1 else top if r < 0.2 else rng.randint(0, top)
                row.append(v)
        rows.append(row)
    # Make sure a transparent key actually occurs (first pixel).
    trans = spec.get("transparent")
    if trans is not None:
        key = [trans] if ct == 0 else list(trans)
        rows[0][0:len(key)] = key
    return rows


def pypng_writer(spec, w, h, **extra):
    ct, depth = spec["color_type"], spec["depth"]
    kw = dict(width=w, height=h, bitdepth=depth, **extra)
    if ct == 3:
        kw["palette"] = spec["palette"]
    else:
        kw["greyscale"] = ct in (0, 4)
        kw["alpha"] = ct in (4, 6)
    if spec.get("transparent") is not None:
        kw["transparent"] = spec["transparent"]
    if spec.get("interlace"):
        kw["interlace"] = True
    return png.Writer(**kw)


# ----------------------------------------------------------------------------
# Minimal independent writer with explicit filter types (PNG spec section 9).

def pack_row(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", v) for v in samples)
    out = bytearray()
    per = 8 // depth
    for i in range(0, len(samples), per):
        byte = 0
        group = samples[i:i + per]
        for j, v in enumerate(group):
            byte |= v << (8 - depth * (j + 1))
        out.append(byte)
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_row(ftype, row, prev, bpp):
    out = bytearray(len(row))
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prev[i] if prev is not None else 0
        c = prev[i - bpp] if (prev is not None and i >= bpp) else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][ftype]
        out[i] = (x - pred) & 0xFF
    return bytes(out)


def chunk(ctype, data):
    body = ctype + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def write_filtered(path, spec, w, h, rows):
    ct, depth = spec["color_type"], spec["depth"]
    ch = CHANNELS[ct]
    bpp = max(1, ch * depth // 8)
    interlace = 1 if spec.get("interlace") else 0
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    raw = bytearray()
    counter = 0
    for (x0, y0, dx, dy) in passes:
        prev = None
        for y in range(y0, h, dy):
            sub = []
            for x in range(x0, w, dx):
                sub += rows[y][x * ch:(x + 1) * ch]
            if not sub:
                continue
            packed = pack_row(sub, depth)
            ftype = counter % 5  # cycle None, Sub, Up, Average, Paeth
            counter += 1
            raw.append(ftype)
            raw += filter_row(ftype, packed, prev, bpp)
            prev = packed
    data = b"\x89PNG\r\n\x1a\n"
    data += chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, ct, 0, 0, interlace))
    if ct == 3:
        pal = spec["palette"]
        data += chunk(b"PLTE", b"".join(bytes(e[:3]) for e in pal))
        alphas = [e[3] for e in pal if len(e) == 4]
        if alphas:
            data += chunk(b"tRNS", bytes(alphas))
    data += chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    data += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(data)


# ----------------------------------------------------------------------------

def palette(rng, n, n_alpha):
    entries = []
    for i in range(n):
        rgb = (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255))
        entries.append(rgb + (rng.randint(0, 255),) if i < n_alpha else rgb)
    return entries


def main():
    rng = random.Random(20240601)
    os.makedirs(OUT, exist_ok=True)
    fixtures = [
        # name, w, h, spec, writer options
        ("gray1", 13, 7, dict(color_type=0, depth=1), {}),
        ("gray2", 11, 5, dict(color_type=0, depth=2), {}),
        ("gray4_trns", 9, 9, dict(color_type=0, depth=4, transparent=5), {}),
        ("gray8_trns", 16, 4, dict(color_type=0, depth=8, transparent=77), {}),
        ("gray16_trns", 7, 6, dict(color_type=0, depth=16, transparent=40000), {}),
        ("graya8", 8, 8, dict(color_type=4, depth=8), {}),
        ("graya16", 5, 5, dict(color_type=4, depth=16), {}),
        ("rgb8_trns", 10, 6, dict(color_type=2, depth=8, transparent=(10, 20, 30)), {}),
        ("rgb16_trns", 6, 5, dict(color_type=2, depth=16, transparent=(1000, 65535, 0)), {}),
        ("rgb16", 9, 4, dict(color_type=2, depth=16), {}),
        ("rgba8", 9, 7, dict(color_type=6, depth=8), {}),
        ("rgba16", 4, 3, dict(color_type=6, depth=16), {}),
        ("pal1_trns", 12, 3, dict(color_type=3, depth=1, palette=palette(rng, 2, 2)), {}),
        ("pal2", 7, 7, dict(color_type=3, depth=2, palette=palette(rng, 4, 0)), {}),
        ("pal4_trns", 13, 5, dict(color_type=3, depth=4, palette=palette(rng, 16, 5)), {}),
        ("pal8_trns", 20, 10, dict(color_type=3, depth=8, palette=palette(rng, 200, 100)), {}),
        # Adam7 (pypng), including sizes where some passes are empty.
        ("adam7_gray1", 33, 17, dict(color_type=0, depth=1, interlace=True), {}),
        ("adam7_gray2", 2, 9, dict(color_type=0, depth=2, interlace=True), {}),
        ("adam7_gray8", 3, 5, dict(color_type=0, depth=8, interlace=True), {}),
        ("adam7_rgb8_1x1", 1, 1, dict(color_type=2, depth=8, interlace=True), {}),
        ("adam7_graya8", 8, 1, dict(color_type=4, depth=8, interlace=True), {}),
        ("adam7_pal4_trns", 9, 9, dict(color_type=3, depth=4, interlace=True,
                                       palette=palette(rng, 11, 7)), {}),
        ("adam7_rgba16", 10, 10, dict(color_type=6, depth=16, interlace=True), {}),
        # Several IDAT chunks plus an ancillary gAMA chunk to skip.
        ("multi_idat_gama", 15, 12, dict(color_type=2, depth=8),
         dict(chunk_limit=40, gamma=0.45455)),
        # Custom writer: filter types 0-4 cycling over the rows.
        ("filters_rgb8", 17, 10, dict(color_type=2, depth=8, custom=True), {}),
        ("filters_gray4", 19, 10, dict(color_type=0, depth=4, custom=True), {}),
        ("filters_graya16", 6, 9, dict(color_type=4, depth=16, custom=True), {}),
        ("filters_rgba8", 12, 8, dict(color_type=6, depth=8, custom=True), {}),
        ("filters_adam7_pal2_trns", 13, 11, dict(color_type=3, depth=2, custom=True, interlace=True,
                                                 palette=palette(rng, 4, 3)), {}),
        ("filters_adam7_rgba16", 9, 10, dict(color_type=6, depth=16, custom=True, interlace=True), {}),
    ]
    expected = {}
    for name, w, h, spec, opts in fixtures:
        rows = random_rows(rng, spec, w, h)
        path = os.path.join(OUT, name + ".png")
        if spec.get("custom"):
            write_filtered(path, spec, w, h, rows)
        else:
            with open(path, "wb") as f:
                pypng_writer(spec, w, h, **opts).write(f, rows)
        # Cross-check the file with pypng's reader against the source samples.
        # (read() returns raw samples: palette indices, no tRNS applied.)
        rw, rh, rrows, info = png.Reader(filename=path).read()
        got = [list(r) for r in rrows]
        assert (rw, rh) == (w, h), name
        assert got == rows, "pypng disagrees with source samples for " + name
        expected[name] = dict(width=w, height=h, rgba=expected_rgba(spec, rows).hex())
    with open(os.path.join(OUT, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1, sort_keys=True)
        f.write("\n")
    print("wrote %d fixtures to %s" % (len(fixtures), os.path.normpath(OUT)))


if __name__ == "__main__":
    main()
