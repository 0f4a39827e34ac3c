#!/usr/bin/env bash
# Renders every view in docs/drawing/*.swift to a PNG beside it and writes docs/drawing.md:
# each feature's source beside its picture, as Plumb draws it. Run after changing drawing:
#   Scripts/drawing-gallery.sh
# Each file's first line names its canvas: `// canvas: WIDTHxHEIGHT` (points, drawn at 3x), or
# its device: `// device: iphone-16` (the device's screen, scale and safe area);
# `// schemes: light, dark` draws it in both, side by side (`// scheme: dark` in dark only);
# `// note: ...` lines are the section's text.
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
        device=$(head -1 "$file" | sed -n 's|^// device: ||p')
        size=(--canvas "${canvas:-390x200}")
        [ -n "$device" ] && size=(--device "$device")
        # `// schemes: light, dark` draws the source twice, side by side.
        schemes=$(sed -n 's|^// schemes\{0,1\}: ||p' "$file" | tr -d ' ' | tr ',' ' ')
        [ -z "$schemes" ] && schemes=light
        echo "## $name"
        echo
        notes=$(sed -n 's|^// note: ||p' "$file")
        [ -n "$notes" ] && { echo "$notes"; echo; }
        for scheme in $schemes; do
            png="$name.png"
            [ "$scheme" = dark ] && [ "$schemes" != dark ] && png="$name-dark.png"
            if ! "$plumb" render "$file" "${size[@]}" --color-scheme "$scheme" --png "docs/drawing/$png" \
                2>/tmp/plumb-gallery-$$.txt; then
                cat /tmp/plumb-gallery-$$.txt >&2
                echo "error: $file did not render" >&2
                exit 1
            fi
            printf '%s' "![$name ($scheme), drawn by plumb render](drawing/$png) "
        done
        echo
        echo
        echo '```swift'
        grep -v -e '^// canvas:' -e '^// device:' -e '^// schemes*:' -e '^// note:' "$file"
        echo '```'
        echo
    done
} > "$out"
rm -f /tmp/plumb-gallery-$$.txt
echo "wrote $out ($(ls docs/drawing/*.swift | wc -l) features)"
