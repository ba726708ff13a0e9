#!/bin/bash
# Runs a corpus of SwiftUI screens through `--view-file`, unchanged:
#   scripts/view-corpus.sh DIR [PLAYGROUND]
# DIR holds one folder per screen: the screen's file as written and, when
# the screen names its app's own types, a stub file `*+Stubs.swift` beside
# it (docs/corpus.md says how the corpus is rebuilt). PLAYGROUND defaults
# to the debug build's `playground`.
#
# Per screen it prints whether the files compile, whether the view runs
# (a trace of a short scenario: a vertical fling, then a horizontal one),
# whether it scrolls (the outermost scroll view's offset changes), and the
# first error; then the counts, and a table of the SwiftUI names the
# compiler did not find (or found unavailable), by the number of screens
# they stop. TIMEOUT (seconds, default 120) bounds each screen.
set -uo pipefail
dir=${1:?usage: scripts/view-corpus.sh DIR [PLAYGROUND]}
root=$(cd "$(dirname "$0")/.." && pwd)
playground=${2:-$root/.build/debug/playground}
timeout=${TIMEOUT:-120}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The scenario names no preset: the view replaces it.
cat > "$work/fling.json" <<'EOF'
{
  "version": 1,
  "name": "corpus-fling",
  "description": "A vertical fling, then a horizontal one, on a 390 x 844 phone.",
  "window": [390, 844],
  "events": [
    {"at": 0.10, "drag": {"from": [200, 600], "to": [200, 300], "duration": 0.12, "hold": 0}},
    {"at": 1.20, "drag": {"from": [300, 420], "to": [80, 420], "duration": 0.12, "hold": 0}}
  ]
}
EOF

compiled=0; ran=0; scrolled=0; total=0
: > "$work/names"
printf '| screen | compiles | runs | scrolls | first error |\n|---|---|---|---|---|\n'
for screen in "$dir"/*/; do
    screen=${screen%/}
    name=$(basename "$screen")
    args=()
    for f in "$screen"/*.swift; do
        case $f in *+Stubs.swift) ;; *) args+=(--view-file "$f") ;; esac
    done
    for f in "$screen"/*+Stubs.swift; do [ -e "$f" ] && args+=(--view-file "$f"); done
    [ ${#args[@]} -eq 0 ] && continue
    total=$((total + 1))
    timeout "$timeout" "$playground" trace "$work/fling.json" "${args[@]}" > "$work/out" 2> "$work/err"
    status=$?
    # The names an error stops on: unknown names, missing members, unavailable ones.
    grep -oE "error: (cannot find '[A-Za-z_]+' in scope|value of type '[^']+' has no member '[A-Za-z_]+'|type '[^']+' has no member '[A-Za-z_]+'|'[A-Za-z_]+' is unavailable|cannot find type '[A-Za-z_]+' in scope|unknown attribute '[A-Za-z_]+'|\.[A-Za-z_]+(\([^)]*\))? is not supported)" "$work/err" \
        | sed -E "s/.*has no member '([A-Za-z_]+)'.*/.\1/; s/.*cannot find (type )?'([A-Za-z_]+)'.*/\2/; s/.*'([A-Za-z_]+)' is unavailable.*/\1/; s/.*unknown attribute '([A-Za-z_]+)'.*/@\1/; s/error: (\.[A-Za-z_]+).*/\1/" \
        | sort -u | sed "s/^/$name /" >> "$work/names"
    first=$(grep -m1 -E 'error|panel|crash' "$work/err" | sed -E "s#$screen/##; s/\|/\\\\|/g" | cut -c1-160)
    c=no; r=no; s=no
    if [ $status -eq 0 ] || ! grep -q ': error:' "$work/err"; then
        if [ $status -ne 2 ] || ! grep -qE 'error' "$work/err"; then c=yes; fi
    fi
    if [ $status -eq 0 ] && [ -s "$work/out" ]; then
        r=yes
        offsets=$(grep -oE '"offset": ?\[[^]]*\]' "$work/out" | sort -u | wc -l)
        [ "$offsets" -gt 1 ] && s=yes
    fi
    [ $c = yes ] && compiled=$((compiled + 1))
    [ $r = yes ] && ran=$((ran + 1))
    [ $s = yes ] && scrolled=$((scrolled + 1))
    [ $status -eq 124 ] && first="timed out after ${timeout} s"
    printf '| %s | %s | %s | %s | %s |\n' "$name" $c $r $s "${first:-}"
done
printf '\n%d screens: %d compile, %d run, %d scroll\n' $total $compiled $ran $scrolled
printf '\n| missing name | screens |\n|---|---|\n'
cut -d' ' -f2- "$work/names" | sort | uniq -c | sort -k1,1nr -k2 | awk '{printf "| `%s` | %d |\n", $2, $1}'
