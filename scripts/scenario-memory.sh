#!/bin/sh
# Peak memory of `playground trace` on a 10-second and a 10-minute scenario
# (the same gesture, a drag and a wheel burst every 2 s), release build.
# Scenario events are generated lazily, so the two should be within 1.2×.
set -eu
cd "$(dirname "$0")/.."
swift build -c release --product playground >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for seconds in 10 600; do
  {
    printf '{"version": 1, "name": "memory-%s", "preset": "rainbow", "events": [\n' "$seconds"
    t=0; first=1
    while [ $((t + 2)) -le "$seconds" ]; do
      [ $first = 1 ] || printf ',\n'
      first=0
      printf '{"at": %s.1, "drag": {"from": [200, 600], "to": [200, 200], "duration": 1.0, "hold": 0.2}},\n' "$t"
      printf '{"at": %s.4, "wheel": [0, 1], "repeat": 10, "every": 0.05}' "$((t + 1))"
      t=$((t + 2))
    done
    printf '\n]}\n'
  } > "$dir/s$seconds.json"
  /usr/bin/time -f "%M" -o "$dir/rss$seconds" ./.build/release/playground trace "$dir/s$seconds.json" > "$dir/trace$seconds"
  echo "trace ${seconds}s scenario: $(wc -l < "$dir/trace$seconds") ticks, peak RSS $(cat "$dir/rss$seconds") KB"
done
echo "ratio: $(echo "scale=3; $(cat "$dir/rss600") / $(cat "$dir/rss10")" | bc)"
