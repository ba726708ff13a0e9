#!/usr/bin/env bash
# Release-mode benchmarks. Rerun any time: `make bench`.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== ScrollKitCore benchmarks (ordo-one/benchmark, release) =="
(cd Benchmarks && swift package --allow-writing-to-directory .benchmarkBaselines benchmark --no-progress)
