#!/usr/bin/env bash
# Copies ../shared/fixtures into the project's test copy (the tests fail when they differ).
set -euo pipefail
cd "$(dirname "$0")/.."
cp ../shared/fixtures/*.json ../shared/fixtures/README.md Tests/PlumbCoreTests/Fixtures/
echo "synced: $(ls Tests/PlumbCoreTests/Fixtures/*.json | wc -l) fixture files"
