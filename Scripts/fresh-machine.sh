#!/usr/bin/env bash
# Runs the README's two commands on a fresh machine: a clean Debian 12 root made by debootstrap,
# with the Swift toolchain this machine runs (bound read-only at the same path) and the packages
# Swift's own Debian image installs beside it (and libncurses6, which that image's full Debian
# base has and a minimal root lacks), nothing of Plumb's. The repository is cloned into
# it (and ../shared beside it, when present, as CI has it), then
#   Scripts/plumb render Examples/Card.swift --canvas 390x280 --png card.png
#   Scripts/test
# run there under CI=true, each timed. Fails on the first step that fails.
#   Scripts/fresh-machine.sh [ROOT]     (default /tmp/plumb-fresh; needs root, debootstrap, network)
# A second run reuses ROOT's Debian but clones the repository afresh.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
root=${1:-/tmp/plumb-fresh}
swift_bin=$(readlink -f "$(command -v swift)")
toolchain=$(dirname "$(dirname "$(dirname "$swift_bin")")") # .../usr/bin/swift -> the toolchain's root
[ "$(id -u)" -eq 0 ] || { echo "fresh-machine.sh: run as root (debootstrap and chroot need it)" >&2; exit 1; }
command -v debootstrap > /dev/null || { echo "fresh-machine.sh: install debootstrap (apt-get install debootstrap)" >&2; exit 1; }

step() { printf '\n== %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }
mounted=()
cleanup() {
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[$i]}" 2> /dev/null || true; done
}
trap cleanup EXIT
bind() {
    mkdir -p "$root$1"
    mount --bind "$1" "$root$1"
    mounted+=("$root$1")
}

if [ ! -x "$root/usr/bin/apt-get" ]; then
    step "debootstrap: Debian 12 (bookworm), minimal, into $root"
    debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian > "$root.debootstrap.log" 2>&1 ||
        { tail -20 "$root.debootstrap.log"; exit 1; }
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"
bind /proc
bind /sys
bind /dev
bind /dev/pts # a pseudo-terminal for `script` (the previews' progress-line test)
bind "$toolchain"
mount -o remount,ro,bind "$root$toolchain"

step "the packages Swift's Debian image installs (swiftlang/swift-docker, Debian 12), no more"
chroot "$root" /usr/bin/env DEBIAN_FRONTEND=noninteractive bash -c \
    'apt-get update -qq && apt-get install -y -qq --no-install-recommends binutils git gnupg2 libc6-dev \
     libcurl4-openssl-dev libedit2 libgcc-12-dev libpython3-dev libsqlite3-0 libstdc++-12-dev libxml2-dev \
     libz3-dev pkg-config tzdata zlib1g-dev unzip ca-certificates libncurses6 > /dev/null'

step "a clone of $repo"
rm -rf "$root/work"
mkdir -p "$root/work"
git clone -q "$repo" "$root/work/main"
[ -d "$repo/../shared" ] && cp -r "$repo/../shared" "$root/work/shared"

run() {
    local started=$SECONDS
    chroot "$root" /usr/bin/env -i HOME=/root CI=true LANG=C.UTF-8 PATH="$toolchain/usr/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
        bash -c "cd /work/main && $1"
    echo "($1: $((SECONDS - started)) s)"
}
step "the README's first command"
run "Scripts/plumb render Examples/Card.swift --canvas 390x280 --png card.png"
ls -l "$root/work/main/card.png"
step "the README's second command"
run "Scripts/test"
step "done: both commands passed on a fresh Debian 12"
