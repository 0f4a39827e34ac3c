#!/usr/bin/env python3
"""Reads Plumb's pictures with code that shares nothing with Plumb, for its tests.

  independent-check.py png FILE [X,Y ...]   prints "W H", then "R G B A" for each pixel asked
  independent-check.py svg FILE             parses the XML; prints the root's size and viewBox,
                                            then one line per element: tag, id, data-node
  independent-check.py diff A.png B.png     prints the fraction of pixels differing by more
                                            than 10/255 in any channel (sizes must match)

The PNG reader uses only zlib and struct (PNG spec sections 5-9): 8-bit greyscale, RGB,
grey+alpha and RGBA, not interlaced, all five filters: what PNG writers like Plumb's and
rsvg-convert's emit.
"""
import struct
import sys
import zlib
import xml.etree.ElementTree as ET


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        crc = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])[0]
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            raise SystemExit(f"{path}: bad CRC in {kind!r}")
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        pos += 12 + length
    width, height, depth, ctype, _, _, interlace = header
    if depth != 8 or interlace != 0 or ctype not in (0, 2, 4, 6):
        raise SystemExit(f"{path}: unsupported PNG (depth {depth}, colour type {ctype}, interlace {interlace})")
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[ctype]
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line

    def pixel(x, y):
        px = rows[y][x * channels:(x + 1) * channels]
        if ctype == 0:
            return (px[0], px[0], px[0], 255)
        if ctype == 4:
            return (px[0], px[0], px[0], px[1])
        if ctype == 2:
            return (px[0], px[1], px[2], 255)
        return tuple(px)

    return width, height, pixel


def main(args):
    if args[0] == "png":
        width, height, pixel = read_png(args[1])
        print(width, height)
        for spec in args[2:]:
            x, y = (int(v) for v in spec.split(","))
            print(*pixel(x, y))
    elif args[0] == "svg":
        root = ET.parse(args[1]).getroot()
        print(root.get("width"), root.get("height"), root.get("viewBox"))
        for element in root.iter():
            tag = element.tag.split("}")[-1]
            print(tag, element.get("id") or "-", element.get("data-node") or "-")
    elif args[0] == "diff":
        wa, ha, pa = read_png(args[1])
        wb, hb, pb = read_png(args[2])
        if (wa, ha) != (wb, hb):
            raise SystemExit(f"sizes differ: {wa}x{ha} and {wb}x{hb}")
        differing = sum(1 for y in range(ha) for x in range(wa)
                        if max(abs(p - q) for p, q in zip(pa(x, y), pb(x, y))) > 10)
        print(differing / (wa * ha))
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
