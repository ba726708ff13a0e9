#!/bin/bash
# Times ScrollKitUI's layout of a view file, as the view host runs it:
#   scripts/view-layout-timing.sh [VIEW.swift] [EXPR] [CALLS] [STEP]
# (defaults: examples/views/LazyRows.swift, LazyRows(), 1000 calls, 7 pt
# per call). Needs the release ScrollKitUI and SwiftUI modules:
#   swift build -c release --product ScrollKitUI && swift build -c release --target SwiftUI
# The view file is compiled -Onone, as the host compiles it. Prints the
# median time per call and a checksum of every answer's bytes.
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-examples/views/LazyRows.swift}
expr=${2:-LazyRows()}
lib=$(swift build -c release --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# `#Preview { … }` blocks are dropped (the host rewrites them; the timing names the view itself).
awk '/^#Preview/{skip=1} !skip{print} skip&&/^}/{skip=0}' "$file" > "$out/view.swift"
printf 'import SwiftUI\n@MainActor func timedRun() { run { %s } }\n' "$expr" > "$out/select.swift"
swiftc -Onone -swift-version 5 -module-name ViewLayoutTiming Benchmarks/ViewLayoutTiming/main.swift "$out/view.swift" "$out/select.swift" \
  -I "$lib/Modules" -I "$lib" -L "$lib" -lScrollKitUI -Xlinker -rpath -Xlinker "$lib" -o "$out/timing" \
  $( [ -f "$lib/COpenCombineHelpers.build/module.modulemap" ] && echo -Xcc -fmodule-map-file="$lib/COpenCombineHelpers.build/module.modulemap")
[ -n "${KEEP_BINARY:-}" ] && cp "$out/timing" "$KEEP_BINARY"
"$out/timing" "${3:-1000}" "${4:-7}"
