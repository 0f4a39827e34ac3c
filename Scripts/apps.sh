#!/usr/bin/env bash
# Renders real apps' view files in their apps' context, as a user would, to be looked at and
# graded (docs/unseen-apps.md). The apps' code stays outside the repository.
#   Scripts/apps.sh MANIFEST APPS_DIR OUT_DIR [plumb render options...]
# MANIFEST is a tab-separated file with a header line and the columns: kind, app folder (under
# APPS_DIR), path of the view file inside the app. Writes OUT_DIR/<app>-<path>.png and .log, and
# prints one line per file (kind, file, exit status, "N placeholders, M stubs", what was read),
# then the totals. Uses the release build (swift build -c release --product plumb).
set -uo pipefail
[ $# -ge 3 ] || { echo "usage: Scripts/apps.sh MANIFEST APPS_DIR OUT_DIR [plumb render options...]" >&2; exit 2; }
manifest=$1; apps=$(cd "$2" && pwd); mkdir -p "$3"; out=$(cd "$3" && pwd); shift 3
plumb="$(cd "$(dirname "$0")/.." && pwd)/.build/release/plumb"
[ -x "$plumb" ] || { echo "build first: swift build -c release --product plumb" >&2; exit 2; }
total=0; placeholders=0; stubs=0; clean=0; failed=0
while IFS=$'\t' read -r kind app path; do
  name=$(printf '%s-%s' "$app" "$path" | tr '/ ' '__')
  ( cd "$apps/$app" && timeout 120 "$plumb" render "$path" --device iphone-16 --png "$out/$name.png" "$@" ) \
    > "$out/$name.log" 2>&1
  status=$?
  counts=$(grep -E '^[0-9]+ placeholders?, [0-9]+ stubs?$' "$out/$name.log" | tail -1)
  read -r p _ s _ <<< "${counts:-0 placeholders, 0 stubs}"
  total=$((total + 1)); placeholders=$((placeholders + p)); stubs=$((stubs + s))
  [ "$p" -eq 0 ] && clean=$((clean + 1))
  [ "$status" -gt 1 ] && failed=$((failed + 1))
  printf '%s\t%s\t%s\t%s\t%s\n' "$kind" "$name" "$status" "${counts:-no count}" \
    "$(grep -m1 -E '^read [0-9]+ file' "$out/$name.log")"
done < <(tail -n +2 "$manifest")
echo "$total files: $placeholders placeholders, $stubs stubs; $clean without a placeholder; $failed stopped (exit 2 or more)"
