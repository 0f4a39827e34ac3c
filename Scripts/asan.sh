#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer:
#   Scripts/asan.sh [swift test options, e.g. --filter PlumbRenderTests]
# The sanitized build lives in .build/asan (its own scratch path, so it does not throw away
# the normal debug build); it takes a full debug build's time again the first time (about
# 15 minutes on 2 shared cores), then is incremental. Leak detection is off: Swift's runtime
# caches live until exit and are not findings. Swift's backtracer is off so AddressSanitizer's
# report (what was read or written, where, and where it was allocated) is the one printed.
# Exits with swift test's status: non-zero on a failing test or an AddressSanitizer report.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no
# Locals stay on the real stack (no fake frames for use-after-return), so that Plumb's
# StackSpace can measure the stack it has.
export ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:abort_on_error=0:detect_stack_use_after_return=0
# The two tests that build other packages (the fresh snapshot package, the fuzzers, which
# have AddressSanitizer of their own) would only build them again here: skipped.
export PLUMB_SKIP_PACKAGE_TEST=1 PLUMB_SKIP_FUZZ=1
start=$(date +%s)
swift build --build-tests --sanitize=address --scratch-path .build/asan
built=$(date +%s)
status=0
swift test --skip-build --sanitize=address --scratch-path .build/asan "$@" || status=$?
echo "asan: build $((built - start))s, tests $(($(date +%s) - built))s"
exit $status
