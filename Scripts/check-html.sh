#!/usr/bin/env bash
# Opens a page written by `plumb render --html` in headless Chromium and checks that it works:
# its script ran without errors and its self-test (a row click outlines the view's frame, a
# hover on the picture finds a row) passed. Optionally takes a screenshot.
#
#   Scripts/check-html.sh PAGE.html [SCREENSHOT.png]
#
# Exit status: 0 when the page reports "ready", 1 when it does not, 77 (skip) when no
# Chromium is installed (Debian: apt-get install chromium).
set -euo pipefail
page="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shot="${2:-}"
browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null; then browser="$candidate"; break; fi
done
if [ -z "$browser" ]; then
    echo "skip: no Chromium (apt-get install chromium)"
    exit 77
fi
flags=(--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars --no-first-run
       --user-data-dir="$(mktemp -d)" --virtual-time-budget=2000)
status="$("$browser" "${flags[@]}" --dump-dom "file://$page#selftest" 2>/dev/null \
    | grep -o 'data-plumb-status="[^"]*"' | head -1 || true)"
if [ -n "$shot" ]; then
    "$browser" "${flags[@]}" --window-size=1280,800 --screenshot="$shot" "file://$page" >/dev/null 2>&1
fi
if [ "$status" != 'data-plumb-status="ready"' ]; then
    echo "fail: $page reports ${status:-no status (the page did not load)}"
    exit 1
fi
echo "ok: $page loaded in $browser, script ran, self-test passed"
