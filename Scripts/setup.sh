#!/usr/bin/env bash
# Installs the system packages Plumb needs, and only those missing: what Scripts/plumb (the
# main job) and Scripts/test (every test, what .ci/run runs) call before Swift builds, so a
# machine with only the Swift toolchain needs nothing else first.
#   Scripts/setup.sh            the build's packages: C headers for PNG, JPEG, shaping and
#                               compression, and the fallback and script fonts text is drawn in
#   Scripts/setup.sh --test     also the tools and data some tests compare against
# A second run finds everything present and installs nothing (it only checks files).
# Installs with apt-get: as root or under CI=true without asking; otherwise it asks before
# using sudo. Where it cannot install (no apt-get, no sudo, no terminal to ask, an install
# that fails), it stops with exit 1 and one message naming the packages and the command to run.
set -euo pipefail

want_tests=0
[ "${1:-}" = "--test" ] && want_tests=1

# package|file whose presence means the package is installed|why Plumb needs it
build=(
    "zlib1g-dev|/usr/include/zlib.h|zlib's headers: PNG (the CZlib system library)"
    "libjpeg62-turbo-dev|/usr/include/jpeglib.h|libjpeg-turbo's headers: JPEG images (CJPEG)"
    "libharfbuzz-dev|/usr/include/harfbuzz/hb.h|HarfBuzz's headers: shaping every script (CHarfBuzz)"
    "libdeflate-dev|/usr/include/libdeflate.h|libdeflate's headers: compressing PNGs (CDeflate)"
    "fonts-dejavu-core|/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf|the fallback font for characters Inter lacks"
    "fonts-fork-awesome|/usr/share/fonts/truetype/fork-awesome/forkawesome-webfont.ttf|the icon font most SF Symbols are drawn from"
    "fonts-material-design-icons-iconfont|/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf|the icon font for the other SF Symbols"
    "fonts-noto-cjk|/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc|Chinese, Japanese and Korean text (91 MB)"
    "fonts-noto-core|/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf|Arabic, Hebrew, Devanagari, Thai and other scripts (43 MB)"
    "fonts-noto-color-emoji|/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf|emoji (11 MB)"
)
tests=(
    "librsvg2-bin|/usr/bin/rsvg-convert|rsvg-convert: renders Plumb's SVG to compare with its PNG"
    "pngcheck|/usr/bin/pngcheck|an independent PNG validator"
    "chromium|/usr/bin/chromium|opens the HTML page headless and runs its self-test"
    "unicode-data|/usr/share/unicode/BidiTest.txt|Unicode's bidi conformance files (UAX #9)"
    "time|/usr/bin/time|GNU time: the CPU seconds of the fuzz smoke run (Scripts/fuzz.sh)"
)
# Ubuntu names libjpeg-turbo's headers after its own soname.
if grep -qs '^ID=ubuntu' /etc/os-release; then
    build=("${build[@]/libjpeg62-turbo-dev|/libjpeg-turbo8-dev|}")
fi
entries=("${build[@]}")
[ "$want_tests" -eq 1 ] && entries+=("${tests[@]}")

missing=()
reasons=()
for entry in "${entries[@]}"; do
    IFS='|' read -r package file why <<< "$entry"
    [ -e "$file" ] && continue
    missing+=("$package")
    reasons+=("  $package: $why")
done
[ ${#missing[@]} -eq 0 ] && exit 0

command="apt-get install -y --no-install-recommends ${missing[*]}"
stop() {
    echo "Plumb needs these packages, which are not installed:" >&2
    printf '%s\n' "${reasons[@]}" >&2
    echo "$1" >&2
    echo "Install them with: sudo apt-get update && sudo $command" >&2
    echo "(macOS, Homebrew: brew install harfbuzz libdeflate jpeg-turbo; README.md lists other systems.)" >&2
    exit 1
}
command -v apt-get > /dev/null || stop "This system has no apt-get."

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo > /dev/null || stop "Not root, and sudo is not installed."
    sudo="sudo"
    if [ "${CI:-}" != "true" ]; then
        [ -t 0 ] || stop "Not root, and no terminal to ask before using sudo."
        echo "Plumb needs these packages, which are not installed:"
        printf '%s\n' "${reasons[@]}"
        read -r -p "Install them now with sudo apt-get? [Y/n] " answer
        case "$answer" in [nN]*) stop "Not installed: you declined." ;; esac
    fi
fi
echo "installing: ${missing[*]}"
{ $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" > /dev/null; } || stop "apt-get could not install them (no network, or another failure above)."
