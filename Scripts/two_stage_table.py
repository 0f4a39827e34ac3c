"""The two-level lookup table both Unicode property generators write
(generate-linebreak-table.py, generate-bidi-table.py): one property word per code point,
packed as a palette of distinct words, a stage-2 string of 256-code-point blocks (one
printable byte a code point, naming its palette slot) and a stage-1 hex string (one block
index a 256-code-point range). Swift reads it in two array loads.
"""
import sys

CODE_POINT_COUNT = 0x110000
BLOCK_SHIFT = 8
BLOCK_SIZE = 1 << BLOCK_SHIFT


def pack(words):
    """Packs `words` (one per code point): returns (palette, stage1_hex, stage2_text),
    after decoding every code point back as a self-check."""
    # Palette slots: byte = 0x21 + slot, skipping '"' (0x22) and '\\' (0x5C).
    usable_slots = [b - 0x21 for b in range(0x21, 0x7F) if b not in (0x22, 0x5C)]
    palette_words = sorted(set(words))
    if len(palette_words) > len(usable_slots):
        sys.exit("error: %d distinct property words do not fit the palette" % len(palette_words))
    slot_of = {w: usable_slots[i] for i, w in enumerate(palette_words)}
    palette = [0] * (0x7F - 0x21)
    for w, slot in slot_of.items():
        palette[slot] = w

    blocks = {}
    stage1 = []
    stage2 = []
    for start in range(0, CODE_POINT_COUNT, BLOCK_SIZE):
        block = "".join(chr(0x21 + slot_of[w]) for w in words[start:start + BLOCK_SIZE])
        if block not in blocks:
            blocks[block] = len(blocks)
            stage2.append(block)
        stage1.append(blocks[block])
    if len(blocks) > 256:
        sys.exit("error: %d blocks do not fit in one byte" % len(blocks))

    stage1_hex = "".join("%02x" % b for b in stage1)
    stage2_text = "".join(stage2)

    # Self-check: decode every code point back.
    for cp in range(CODE_POINT_COUNT):
        b = int(stage1_hex[2 * (cp >> BLOCK_SHIFT):2 * (cp >> BLOCK_SHIFT) + 2], 16)
        sym = ord(stage2_text[(b << BLOCK_SHIFT) | (cp & (BLOCK_SIZE - 1))])
        assert palette[sym - 0x21] == words[cp], hex(cp)
    return palette, stage1_hex, stage2_text


def literal(text, width, indent):
    """`text` as a Swift multi-line string literal of `width`-character lines."""
    lines = [text[i:i + width] for i in range(0, len(text), width)]
    body = "\\\n".join(indent + line for line in lines)
    return '"""\n' + body + "\n" + indent + '"""'
