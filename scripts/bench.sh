#!/usr/bin/env bash
# Release-mode benchmarks. Rerun any time: `make bench`.
#  1. ScrollKitCore (ordo-one/benchmark): engine tick, layout, visible range.
#  2. `playground bench` in a release build: frame cost of layout + draw at
#     100 vs 1,000,000 rows (target: within 1.2×), the million preset's peak
#     memory while recording (target: under 64 MB), and the GIF/recording
#     table: bytes and encode time against gifsicle -O3 and ffmpeg's two
#     passes, record throughput at 1280×800, an unchanged frame, drawing
#     against a bare SDL loop, and the view-file rows (a LazyVStack view file
#     against the rainbow preset, hot reload, a 300-line screen's cold compile
#     against a 3-line one's); PASS/FAIL each. The GIF/recording figures are
#     also written as JSON to $BENCH_JSON (default .build/bench/media.json).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== ScrollKitCore benchmarks (ordo-one/benchmark, release) =="
(cd Benchmarks && swift package --allow-writing-to-directory .benchmarkBaselines benchmark --no-progress)
echo
echo "== playground bench (release: frame cost, peak memory, GIF and recording) =="
swift build -c release --product playground
swift build -c release --product ScrollKitUI   # the view files of the view-file rows compile against it
swift build -c release --target SwiftUI
json="${BENCH_JSON:-.build/bench/media.json}"
mkdir -p "$(dirname "$json")"
# `playground bench` exits 1 when a target FAILs: the table and the JSON are
# written either way, and `make bench` reports the failure after them.
status=0
./.build/release/playground bench ${BENCH_FRAMES:+--frames "$BENCH_FRAMES"} --json "$json" || status=$?
echo "GIF/recording figures written to $json"
exit "$status"
