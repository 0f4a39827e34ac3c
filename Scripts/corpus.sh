#!/usr/bin/env bash
# Runs the reader over real code kept outside the repository (real apps' code is not the
# project's to commit): VIEWS is a folder of SwiftUI view files, each of which must read and
# lay out; ANY is a folder of Swift files of any kind, each of which must parse.
#   Scripts/corpus.sh VIEWS [ANY]
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: Scripts/corpus.sh VIEWS_DIR [SWIFT_FILES_DIR]" >&2; exit 2; }
export PLUMB_VIEW_CORPUS="$(cd "$1" && pwd)"
[ $# -ge 2 ] && export PLUMB_PARSE_CORPUS="$(cd "$2" && pwd)"
swift test --filter CorpusTests 2>&1 | grep -E "CorpusTests:|^  |✘|passed|failed"
