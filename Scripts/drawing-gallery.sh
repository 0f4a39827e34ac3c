#!/usr/bin/env bash
# Renders every view in docs/drawing/*.swift to a PNG beside it and writes docs/drawing.md:
# each feature's source beside its picture, as Plumb draws it. Run after changing drawing:
#   Scripts/drawing-gallery.sh
# Each file's first line names its canvas: `// canvas: WIDTHxHEIGHT` (points, drawn at 3x);
# `// scheme: dark` draws it in dark mode; `// note: ...` lines are the section's text.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product plumb >/dev/null
plumb=.build/debug/plumb
out=docs/drawing.md
{
    echo "# Drawing gallery"
    echo
    echo "What Plumb draws beyond frames: gradients, materials, shadows, filters, blend modes,"
    echo "transforms, masks, shapes and strokes, text styles, symbols, images and colours in light"
    echo "and dark. Each picture is \`plumb render\` of the source beside it (Inter, scale 3); the"
    echo "sources are in [\`docs/drawing/\`](drawing/) and \`Scripts/drawing-gallery.sh\` redraws them."
    echo "Where Plumb approximates what iOS draws, the section says so."
    echo
    for file in docs/drawing/*.swift; do
        name=$(basename "$file" .swift)
        canvas=$(head -1 "$file" | sed -n 's|^// canvas: ||p')
        scheme=$(sed -n 's|^// scheme: ||p' "$file")
        args=(render "$file" --canvas "${canvas:-390x200}" --png "docs/drawing/$name.png")
        [ -n "$scheme" ] && args+=(--color-scheme "$scheme")
        if ! "$plumb" "${args[@]}" 2>/tmp/plumb-gallery-$$.txt; then
            cat /tmp/plumb-gallery-$$.txt >&2
            echo "error: $file did not render" >&2
            exit 1
        fi
        echo "## $name"
        echo
        notes=$(sed -n 's|^// note: ||p' "$file")
        [ -n "$notes" ] && { echo "$notes"; echo; }
        echo "![$name, drawn by plumb render](drawing/$name.png)"
        echo
        echo '```swift'
        grep -v -e '^// canvas:' -e '^// scheme:' -e '^// note:' "$file"
        echo '```'
        echo
    done
} > "$out"
rm -f /tmp/plumb-gallery-$$.txt
echo "wrote $out ($(ls docs/drawing/*.swift | wc -l) features)"
