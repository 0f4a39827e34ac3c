#!/usr/bin/env python3
"""Peers of plumb-bench's card, PNG and text figures, on the same input, for ratios in one run.

The layout workloads (W1-W3: Yoga, Taffy) are ../shared/bench/peers.py's; this script runs it for
them and adds the peers of issue 16, printing lines in the same shape:

    takumi card pixels=1170x840 total=11.62 raster=6.81 encode=4.81 ms png=29222 bytes
    pillow png card pixels=1170x840 encode=9.80 ms 401.2 MB/s png=41234 bytes
    fpng   png card pixels=1170x840 encode=1.10 ms ...
    harfbuzz T texts=10000 glyphs=1115238 shape=105.2 ns/glyph

  card      Takumi (Rust: Taffy for layout, its own rasterizer; PyPI takumi-py 0.3.0), the README's
            card (Examples/Card.swift) as HTML and CSS, in Inter (Plumb's own Inter file), 390x280 at
            device pixel ratio 3 = 1170x840 pixels: `total` is HTML to PNG bytes (parse, layout,
            raster, encode), `raster` the same to raw RGBA, `encode` the difference.
  png       PNG encoders on the pixels Plumb drew (the card, and a 390x844 screen at 3x): Pillow
            (libpng's filters, zlib level 6), fpng (PyPI fpng-py); MB/s of RGBA input.
  memory    Yoga and Taffy building and laying out W1, W2 and W3 (peers.py's trees), each in a fresh
            process: the growth of resident memory (/proc/self/statm) per view, as plumb-bench --only M
            measures Plumb (Yoga's figure includes its Python wrapper objects, which it keeps alive).
  T         HarfBuzz (PyPI uharfbuzz) shaping each of the text workload's 10,000 strings whole, in
            Inter at 17 pt, default features: ns per glyph (the strings' characters, as plumb-bench
            counts them).

The inputs come from `plumb-bench card --dump DIR` (run first; this script runs it if DIR lacks them).
Set up once:
    python3 -m venv /tmp/peers && /tmp/peers/bin/pip install pyyoga==0.1.0 stretchable==1.1.8 \\
        takumi-py==0.3.0 pillow fpng-py==0.0.3 uharfbuzz
Run (from the package root):
    /tmp/peers/bin/python Scripts/bench-peers.py [--runs 11] [--only card,png,T,memory,W1,W2,W3] [--dump DIR]
"""
import argparse, os, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INTER = os.path.join(ROOT, "Sources/PlumbText/Resources/Inter.var.ttf")
pc = time.perf_counter_ns


def median_ms(fn, runs):
    times = []
    for _ in range(runs):
        t = pc(); fn(); times.append(pc() - t)
    return statistics.median(times) / 1e6


# The card, as Examples/Card.swift draws it: SwiftUI's system colours in sRGB (indigo 88,86,214;
# orange 255,149,0; red 255,59,48; yellow 255,204,0; green 52,199,89; gray 142,142,147 at 0.35;
# secondary label 60,60,67 at 0.6), the preview's background (0.93, 0.93, 0.96).
CARD_HTML = """<div style="width:390px;height:280px;display:flex;align-items:center;justify-content:center;background:rgb(237,237,245);font-family:Inter">
<div style="width:330px;display:flex;flex-direction:column;align-items:flex-start;gap:12px;padding:24px;background:white;border-radius:24px;border:1px solid rgba(142,142,147,0.35)">
 <div style="display:flex;align-self:stretch;align-items:center;justify-content:space-between">
  <div style="font-size:11px;font-weight:600;color:white;padding:5px 10px;background:rgb(88,86,214);border-radius:999px">PLUMB</div>
  <div style="width:22px;height:22px;border-radius:11px;background:rgb(255,149,0)"></div>
 </div>
 <div style="font-size:26px;font-weight:700;color:black">Layout, negotiated</div>
 <div style="font-size:13px;color:rgba(60,60,67,0.6)">A parent proposes, the child chooses, the parent places.</div>
 <div style="display:flex;gap:6px">
  <div style="width:48px;height:8px;border-radius:4px;background:rgb(255,59,48)"></div>
  <div style="width:80px;height:8px;border-radius:4px;background:rgb(255,204,0)"></div>
  <div style="width:32px;height:8px;border-radius:4px;background:rgb(52,199,89)"></div>
 </div>
</div></div>"""


def takumi_card(runs, dump):
    from takumi_py import Renderer, FontResource
    renderer = Renderer(load_default_fonts=False, fonts=[FontResource(open(INTER, "rb").read(), name="Inter")])
    size = dict(width=1170, height=840, device_pixel_ratio=3)
    png = renderer.render_html(CARD_HTML, **size)
    renderer.render_html(CARD_HTML, format="raw", **size)
    total = median_ms(lambda: renderer.render_html(CARD_HTML, **size), runs)
    raster = median_ms(lambda: renderer.render_html(CARD_HTML, format="raw", **size), runs)
    if dump:
        open(os.path.join(dump, "takumi-card.png"), "wb").write(png)
    print(f"takumi card pixels=1170x840 total={total:.2f} raster={raster:.2f} encode={total - raster:.2f} ms "
          f"png={len(png)} bytes")


def png_peers(runs, dump):
    from PIL import Image
    import io
    try:
        import fpng_py
    except ImportError:
        fpng_py = None
    for name, w, h in (("card", 1170, 840), ("screen", 1170, 2532)):
        rgba = open(os.path.join(dump, f"{name}.rgba"), "rb").read()
        image = Image.frombytes("RGBA", (w, h), rgba)
        opaque = image.getextrema()[3] == (255, 255)
        # Plumb writes colour type 2 (RGB) for an opaque picture: the peers get the same.
        encoded = image.convert("RGB") if opaque else image
        channels = 3 if opaque else 4
        raw = encoded.tobytes()
        mb = w * h * 4 / 1e6

        def pillow():
            buffer = io.BytesIO(); encoded.save(buffer, format="PNG"); return buffer.getvalue()
        size = len(pillow())
        ms = median_ms(pillow, runs)
        print(f"pillow png {name} pixels={w}x{h} encode={ms:.2f} ms {mb / ms * 1e3:.1f} MB/s png={size} bytes")
        if fpng_py is None:
            print("fpng   png: fpng-py not installed; no comparison")
            continue
        out = fpng_py.fpng_encode_image_to_memory(raw, w, h, channels, 0)
        ms = median_ms(lambda: fpng_py.fpng_encode_image_to_memory(raw, w, h, channels, 0), runs)
        print(f"fpng   png {name} pixels={w}x{h} encode={ms:.2f} ms {mb / ms * 1e3:.1f} MB/s png={len(out)} bytes")


def harfbuzz_text(runs, dump):
    import uharfbuzz as hb
    strings = open(os.path.join(dump, "text-strings.txt"), encoding="utf-8").read().split("\n")
    face = hb.Face(hb.Blob.from_file_path(INTER))
    font = hb.Font(face)
    font.scale = (17 * 64, 17 * 64)
    glyphs = sum(len(s) for s in strings)

    def shape_all():
        for s in strings:
            buf = hb.Buffer()
            buf.add_str(s)
            buf.guess_segment_properties()
            hb.shape(font, buf, {})
    ms = median_ms(shape_all, max(3, runs // 3))
    print(f"harfbuzz T texts={len(strings)} glyphs={glyphs} shape={ms * 1e6 / glyphs:.1f} ns/glyph")


def resident_bytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def memory_child(engine, workload, w3_levels):
    """In a fresh process: one engine's tree for one workload, built and laid out."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("peers", os.path.join(ROOT, "..", "shared", "bench", "peers.py"))
    peers = importlib.util.module_from_spec(spec); spec.loader.exec_module(peers)
    eng = {"yoga": peers.yoga_engine, "taffy": peers.taffy_engine}[engine]()
    n = {"W1": 10000, "W2": 10000, "W3": w3_levels}[workload]
    before = resident_bytes()
    tree = eng[workload](n)
    eng["layout"](tree)
    grown = resident_bytes() - before
    views = tree[4]
    note = f" (levels {n})" if workload == "W3" else ""
    print(f"{engine:<5} {workload} memory={grown / views:.0f} B/view (views={views}, {grown / 1e6:.1f} MB resident "
          f"after the first layout){note}", flush=True)


def memory(runs):
    for engine in ("yoga", "taffy"):
        for workload in ("W1", "W2", "W3"):
            # Yoga's W3 is exponential (peers.py runs it at 40 levels): so here.
            levels = "40" if engine == "yoga" else "1000"
            subprocess.run([sys.executable, __file__, "--memory-child", f"{engine},{workload},{levels}"], check=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--only", default="card,png,T")
    parser.add_argument("--memory-child", help=argparse.SUPPRESS)
    parser.add_argument("--dump", default="/tmp/plumb-bench-dump",
                        help="the inputs from `plumb-bench card --dump DIR` (made if missing)")
    args = parser.parse_args()
    if args.memory_child:
        engine, workload, levels = args.memory_child.split(",")
        memory_child(engine, workload, int(levels))
        return
    only = args.only.split(",")
    layout = [w for w in only if w in ("W1", "W2", "W3")]
    if any(w in only for w in ("png", "T")) and not os.path.exists(os.path.join(args.dump, "text-strings.txt")):
        subprocess.run(["swift", "run", "-c", "release", "plumb-bench", "card", "--runs", "1", "--dump", args.dump],
                       cwd=ROOT, check=True)
    for w in only:
        if w == "card":
            takumi_card(args.runs, args.dump if os.path.isdir(args.dump) else None)
        elif w == "png":
            png_peers(args.runs, args.dump)
        elif w == "T":
            harfbuzz_text(args.runs, args.dump)
        elif w == "memory":
            memory(args.runs)
        elif w not in layout:
            sys.exit(f"bench-peers.py: unknown workload {w} (card, png, T, memory, W1, W2, W3)")
    if layout:
        peers = os.path.join(ROOT, "..", "shared", "bench", "peers.py")
        subprocess.run([sys.executable, peers, "--runs", str(min(args.runs, 7)), "--only", ",".join(layout)], check=True)


if __name__ == "__main__":
    main()
