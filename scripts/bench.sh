#!/usr/bin/env bash
# Release-mode benchmarks. Rerun any time: `make bench`.
#  1. ScrollKitCore (ordo-one/benchmark): engine tick, layout, visible range.
#  2. `playground bench` in a release build: frame cost of layout + draw at
#     100 vs 1,000,000 rows (target: within 1.2×) and the million preset's
#     peak memory while recording (target: under 64 MB), PASS/FAIL each.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== ScrollKitCore benchmarks (ordo-one/benchmark, release) =="
(cd Benchmarks && swift package --allow-writing-to-directory .benchmarkBaselines benchmark --no-progress)
echo
echo "== playground bench (release: frame cost, peak memory) =="
swift build -c release --product playground
./.build/release/playground bench ${BENCH_FRAMES:+--frames "$BENCH_FRAMES"}
