#!/usr/bin/env bash
# Runs one of Plumb's libFuzzer targets (or all of them, one after the other) for SECONDS each:
#   Scripts/fuzz.sh source|font|image|fixture|resources|all SECONDS [LIBFUZZER_OPTION...]
#
#   source   a SwiftUI file through `plumb render`'s path: read, laid out (Ahem, a 96x160
#            canvas), printed as `plumb layout` prints it, drawn to PNG and SVG
#   font     a TrueType/OpenType font or collection: every face, every glyph outlined
#   image    a PNG (header, then decoded under a 1-megapixel budget, then encoded) or a JPEG
#   fixture  a conformance fixture JSON: loaded, its first cases run
#   resources  an app resource file: read as a colour set, an image set, a strings table,
#            a stringsdict, a string catalog, a font's names, an image header and a format
#
# How they are built: Fuzz/ is a package of its own that depends on this one by path (so
# `swift build` and `swift test` here never see it), built with SwiftPM in release mode with
# `-sanitize=fuzzer,address` over every module, Plumb's too (coverage-guided, and
# AddressSanitizer on Plumb's code). The flags come from Fuzz/toolset.json, which applies to
# the modules built for the target only: `-Xswiftc` (and `--sanitize`) would also reach the
# host tools, and `#Preview`'s compiler plugin, PlumbMacros, cannot link with libFuzzer's
# `main`. SwiftPM caches the build in Fuzz/.build: the first build
# takes about 6 minutes on 2 cores, later ones seconds. (Calling swiftc over the sources
# directly would mean ordering 7 modules and 2 system libraries by hand for no saving: the
# time is in compiling Plumb's modules with instrumentation, the same either way.)
#
# Each target starts from its seed corpus, Fuzz/Corpus/TARGET (small files in the
# repository; the source target also reads Examples/ and the compatibility views in place;
# the test FuzzCorpusTests replays them all through the normal build), with its
# dictionary Fuzz/Dictionaries/TARGET.dict, plus the inputs earlier runs found (kept outside
# the repository). Output, all under $PLUMB_FUZZ_OUT (default .build/fuzz, ignored by git):
#   TARGET/corpus/     inputs that reached new code (the next run starts from them too)
#   TARGET/findings/   crash-*, timeout-*, oom-*: each a reproducer
#   TARGET/log.txt     libFuzzer's output
# libFuzzer runs in fork mode with -ignore_crashes, so one run collects every finding rather
# than stopping at the first. The script prints each finding's path and exits 1 if there is
# any, 0 if the run was clean, 2 on a usage or build error.
#
# Reproduce a finding: `Fuzz/.build/release/fuzz-TARGET FINDING` (it runs the one input).
#
# PLUMB_FUZZ_BUILD=debug builds without optimisation instead (same instrumentation, in
# Fuzz/.build/debug): the first build takes a third of the time and the fuzzers run several
# times slower, which suits a short run on every commit (FuzzSmokeTests, in `swift test`).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
targets=(source font image fixture resources)
usage() { echo "usage: Scripts/fuzz.sh source|font|image|fixture|resources|all SECONDS [LIBFUZZER_OPTION...]" >&2; exit 2; }
[ $# -ge 2 ] || usage
target=$1 seconds=$2
shift 2
[[ $seconds =~ ^[0-9]+$ ]] && [ "$seconds" -gt 0 ] || usage
if [ "$target" = all ]; then
    status=0
    for t in "${targets[@]}"; do "$0" "$t" "$seconds" "$@" || status=$((status > $? ? status : $?)); done
    exit $status
fi
[[ " ${targets[*]} " == *" $target "* ]] || usage

out=${PLUMB_FUZZ_OUT:-$root/.build/fuzz}/$target
mkdir -p "$out/corpus" "$out/findings"
configuration=${PLUMB_FUZZ_BUILD:-release}
[[ $configuration == release || $configuration == debug ]] || { echo "error: PLUMB_FUZZ_BUILD must be release or debug" >&2; exit 2; }
binary=$root/Fuzz/.build/$configuration/fuzz-$target

echo "building fuzz-$target, $configuration (cached after the first build)..."
if ! swift build -c "$configuration" --package-path Fuzz --toolset "$root/Fuzz/toolset.json" \
    --product "fuzz-$target" >"$out/build.txt" 2>&1; then
    grep -v "Cannot export local symbol" "$out/build.txt" | tail -30 >&2
    echo "error: the build of fuzz-$target failed (log: $out/build.txt)" >&2
    exit 2
fi

# The longest input each target mutates to: source files and fixtures are small; fonts and
# pictures need room for their tables and chunks.
case $target in
    source) max_len=4096 ;; fixture) max_len=4096 ;; font) max_len=8192 ;; image) max_len=8192 ;; resources) max_len=4096 ;;
esac

# A dictionary of the format's words (SwiftUI's names, table tags, chunk names, keys) and
# hostile numbers, which mutations splice in.
dict=()
[ -f "Fuzz/Dictionaries/$target.dict" ] && dict=(-dict="Fuzz/Dictionaries/$target.dict")
# The source target also starts from the repository's real view files, read in place.
seeds=("Fuzz/Corpus/$target")
[ "$target" = source ] && seeds+=(Examples Tests/SwiftUICompatibilityTests/Views)

before=$(ls "$out/findings" | wc -l)
echo "fuzzing $target for ${seconds}s (log: $out/log.txt)..."
# Swift's own backtracer would take over the crash signal and hang waiting for a terminal;
# libFuzzer and AddressSanitizer report instead. Leak detection is off: the Swift runtime's
# caches live until exit and are not findings.
# GNU time reports the run's CPU seconds where it is installed (Debian's `time`, which
# Scripts/setup.sh --test installs); without it the run is the same and only the figure is missing.
timer=()
[ -x /usr/bin/time ] && timer=(/usr/bin/time -f "cpu: %U user + %S system seconds, %e elapsed" -o "$out/time.txt")
rm -f "$out/time.txt"
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1:detect_stack_use_after_return=0 \
    "${timer[@]}" \
    "$binary" "$out/corpus" "${seeds[@]}" \
    -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=$max_len \
    -artifact_prefix="$out/findings/" -print_final_stats=1 "${dict[@]}" "$@" >"$out/log.txt" 2>&1
[ -f "$out/time.txt" ] && cat "$out/time.txt"
# Fork mode's last status line: "#EXECS: cov: ... corp: ... exec/s: ... crash: ..."
grep -E "^#[0-9]+: cov:" "$out/log.txt" | tail -1
after=$(ls "$out/findings" | wc -l)
if [ "$after" -gt 0 ]; then
    echo "$target: $after finding(s) ($((after - before)) new in this run):"
    ls -1 "$out/findings" | sed "s|^|  $out/findings/|"
    exit 1
fi
echo "$target: no findings"
