#!/usr/bin/env bash
# Builds Plumb's documentation (DocC) into a static site, and fails on any warning:
#   Scripts/docs.sh [--output DIR] [--hosting-base-path PATH] [--no-build] [--coverage]
#                   [--catalog DIR] [--symbol-graphs DIR]
#
# The catalog is Sources/Plumb/Plumb.docc (the landing page, the articles, the topic groups).
# The symbols come from the built modules, read by swift-symbolgraph-extract: the `Plumb`
# umbrella with the modules it re-exports (PlumbCore, PlumbSource, PlumbExplain, PlumbRender),
# so the reference is what `import Plumb` gives; `PlumbText` and, when the package has it,
# `PlumbTesting` as their own modules. docc then converts them with the catalog:
#   DIR/documentation/plumb/index.html   the landing page (default DIR: .build/docs/site)
# Serve DIR from a web server's root (`python3 -m http.server -d DIR`, then /documentation/plumb),
# or pass --hosting-base-path /repo-name for a site served below the root (GitHub Pages).
#
#   --no-build    use the modules already built (what the test that runs this script does: a
#                 `swift build` inside `swift test` would wait for the build's lock forever);
#                 PLUMB_MODULES=DIR names the folder of .swiftmodule files (default: the
#                 debug build's `Modules/`)
#   --coverage    also print docc's documentation coverage (Scripts/undocumented.py counts the
#                 public declarations without a comment, by kind)
#   --catalog DIR convert another catalog with the same symbols (the tests check that a
#                 broken link fails the build)
#   --symbol-graphs DIR  also keep the extracted symbol graphs there (for undocumented.py)
# Exit status: 0, 1 when docc reports a warning or an error, 2 for bad usage.
set -euo pipefail
cd "$(dirname "$0")/.."

output=.build/docs/site
base_path=""
build=1
coverage=()
catalog=Sources/Plumb/Plumb.docc
keep_graphs=""
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output="${2:?--output needs a folder}"; shift 2 ;;
        --hosting-base-path) base_path="${2:?--hosting-base-path needs a path}"; shift 2 ;;
        --no-build) build=0; shift ;;
        --catalog) catalog="${2:?--catalog needs a .docc folder}"; shift 2 ;;
        --symbol-graphs) keep_graphs="${2:?--symbol-graphs needs a folder}"; shift 2 ;;
        --coverage) coverage=(--experimental-documentation-coverage --coverage-summary-level brief); shift ;;
        -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "docs.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done

docc=$(command -v docc || true)
[ -z "$docc" ] && docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
extract="$(dirname "$docc")/swift-symbolgraph-extract"
[ -x "$docc" ] && [ -x "$extract" ] || { echo "docs.sh: docc or swift-symbolgraph-extract not found beside swift" >&2; exit 2; }

if [ "$build" = 1 ]; then
    # Library products are automatic (SwiftPM picks static or dynamic), so build their targets.
    swift build --target Plumb >&2
    swift build --target PlumbTesting >&2
fi
modules="${PLUMB_MODULES:-}"
if [ -z "$modules" ]; then
    bin=$(swift build --show-bin-path)
    modules="$bin/Modules"
    [ -d "$modules" ] || modules="$bin"   # toolchains before 6.0 put modules beside the products
fi
[ -f "$modules/Plumb.swiftmodule" ] || [ -d "$modules/Plumb.swiftmodule" ] \
    || { echo "docs.sh: no Plumb.swiftmodule in $modules (build first, or drop --no-build)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/plumb-docs.XXXXXX")
trap 'rm -rf "$work"' EXIT
graphs="$work/symbol-graphs"
mkdir -p "$graphs"
rm -rf "$output"
mkdir -p "$(dirname "$output")"
triple=$(swiftc -print-target-info | sed -n 's/.*"triple": "\(.*\)",*/\1/p' | head -1)
# -skip-synthesized-members: not every protocol extension member again on each conforming type
# (every modifier on every view); the members are documented once, where they are declared.
common=(-I "$modules" -I Sources/CZlib -I Sources/CJPEG -I Sources/CHarfBuzz -I Sources/CDeflate -target "$triple" -minimum-access-level public
        -skip-synthesized-members -output-dir "$graphs")
"$extract" -module-name Plumb "${common[@]}" \
    -experimental-allowed-reexported-modules=PlumbCore,PlumbSource,PlumbExplain,PlumbRender
"$extract" -module-name PlumbText "${common[@]}"
if [ -e "$modules/PlumbTesting.swiftmodule" ]; then
    "$extract" -module-name PlumbTesting "${common[@]}"
fi
# Only the modules documented here: Foundation's and the standard library's extension files
# are kept for Plumb's own extensions of their types (CGSize, CGRect...).

if [ -n "$keep_graphs" ]; then rm -rf "$keep_graphs"; mkdir -p "$keep_graphs"; cp "$graphs"/*.json "$keep_graphs"/; fi

log="$work/docc.log"
hosting=()
[ -n "$base_path" ] && hosting=(--hosting-base-path "$base_path")
status=0
"$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$graphs" \
    --output-path "$output" \
    --fallback-display-name Plumb --fallback-bundle-identifier org.plumb.Plumb \
    --transform-for-static-hosting "${hosting[@]}" --enable-inherited-docs \
    --warnings-as-errors "${coverage[@]}" >"$log" 2>&1 || status=$?
if [ "$status" -ne 0 ] || grep -qE '^(warning|error):' "$log"; then
    cat "$log" >&2
    count=$(grep -cE '^(warning|error):' "$log" || true)
    echo "docs.sh: docc reported $count problem(s); the site is not complete" >&2
    exit 1
fi
[ ${#coverage[@]} -gt 0 ] && grep -A8 'coverage' "$log"
echo "$output/documentation/plumb/index.html"
