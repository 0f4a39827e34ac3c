#!/usr/bin/env bash
# Formats the package's Swift files with the toolchain's swift-format and the repository's
# `.swift-format`.
#
#   Scripts/format.sh           formats the files in place
#   Scripts/format.sh --check   changes nothing; exits 1 and lists the files that are not
#                               formatted (swift-format lint --strict: every difference the
#                               formatter would make, and the lint rules the configuration keeps)
#
# The files: Package.swift, Sources and Tests, tracked or new (not ignored). Not formatted:
# Tests/SwiftUICompatibilityTests/Views (typical iOS files, compiled unchanged on purpose),
# Examples and docs/drawing (samples shown as written), and the fuzzing package (Fuzz).
#
# The configuration (JSON, so its reasons are here): 4 spaces, 120 columns, the existing line
# breaks kept, `#if` bodies and `case` labels not indented, `0..<n` without spaces, two spaces
# before a `//` at the end of a line. Rules that would rewrite the code's deliberate compact
# forms are off: OneVariableDeclarationPerLine (`let a = 1, b = 2`), DoNotUseSemicolons
# (`{ a; b }`), OneCasePerLine, NoAssignmentInExpressions (`return out += "x"`),
# UseLetInEveryBoundCaseVariable (`case let (a?, b?)`), GroupNumericLiterals (hash constants
# and tables), OrderedImports (the `@testable` imports' places). Lint rules that would rename
# SwiftUI's own API (`accentColor`, `toolbar(content:)`) or standard names (`IHDR`, `URL`)
# are off: AlwaysUseLowerCamelCase, DontRepeatTypeInStaticProperties,
# AmbiguousTrailingClosureOverload. Documentation is checked by Scripts/docs.sh instead.
#
# swift-format never splits a string literal or a comment: such lines may stay longer than 120.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=format
case "${1:-}" in
    "") ;;
    --check) mode=check ;;
    *) echo "usage: Scripts/format.sh [--check]" >&2; exit 2 ;;
esac

if command -v swift-format >/dev/null; then
    formatter=(swift-format)
elif swift format --help >/dev/null 2>&1; then
    formatter=(swift format)
else
    echo "error: swift-format not found (it ships with Swift 6 toolchains)" >&2
    exit 2
fi

files=()
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    while IFS= read -r file; do
        [ -f "$file" ] && files+=("$file")
    done < <(git ls-files --cached --others --exclude-standard -- Package.swift 'Sources/*.swift' 'Tests/*.swift' \
        ':!:Tests/SwiftUICompatibilityTests/Views/*' | sort -u)
else
    while IFS= read -r file; do files+=("$file"); done < <(
        { echo Package.swift; find Sources Tests -name '*.swift' -not -path 'Tests/SwiftUICompatibilityTests/Views/*'; } | sort)
fi

if [ "$mode" = format ]; then
    "${formatter[@]}" format --configuration .swift-format --parallel --in-place "${files[@]}"
    exit 0
fi

report=$(mktemp)
trap 'rm -f "$report"' EXIT
if "${formatter[@]}" lint --configuration .swift-format --parallel --strict "${files[@]}" 2>"$report"; then
    exit 0
fi
echo "These files are not formatted (Scripts/format.sh formats them):" >&2
grep -oE '^[^:]+\.swift' "$report" | sort -u | sed 's/^/  /' >&2
echo "The first differences:" >&2
head -20 "$report" >&2
exit 1
