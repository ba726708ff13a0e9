#!/bin/bash
# Runs a corpus of SwiftUI screens through `--view-file`, unchanged:
#   scripts/view-corpus.sh DIR [PLAYGROUND]
# DIR holds one folder per screen: the screen's file as written and, when
# the screen names its app's own types, a stub file `*_Stubs.swift` beside
# it (scripts/view-corpus/README.md says how the corpus is rebuilt).
# PLAYGROUND defaults to the debug build's `playground`.
#
# Per screen it prints whether the files compile, whether the view runs
# (a trace of a short scenario: a vertical fling in the middle and one on
# the left, for two lists side by side, and horizontal ones at five
# heights, since a scroll view that hugs its content's height is a
# band, at the top of a GeometryReader or a VStack), whether it scrolls
# (the outermost scroll view's offset changes), and the first error;
# then the counts, and a table of the
# SwiftUI names the compiler did not find (or found unavailable), by the
# number of screens they stop. TIMEOUT (seconds, default 700) bounds each
# screen; JOBS (default 1) screens run at once.
set -uo pipefail
dir=${1:?usage: scripts/view-corpus.sh DIR [PLAYGROUND]}
root=$(cd "$(dirname "$0")/.." && pwd)
export PLAYGROUND=${2:-$root/.build/debug/playground}
export TIMEOUT=${TIMEOUT:-700}
# A loaded machine compiles slowly: the compile limit is raised for the corpus.
export SCROLLKIT_COMPILE_TIMEOUT=${SCROLLKIT_COMPILE_TIMEOUT:-600}
export WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# The scenario names no preset: the view replaces it.
cat > "$WORK/fling.json" <<'JSON'
{
  "version": 1,
  "name": "corpus-fling",
  "description": "Vertical flings in the middle and on the left, horizontal ones at five heights, on a 390 x 844 phone.",
  "window": [390, 844],
  "events": [
    {"at": 0.10, "drag": {"from": [195, 560], "to": [195, 300], "duration": 0.12, "hold": 0}},
    {"at": 1.20, "drag": {"from": [330, 422], "to": [60, 422], "duration": 0.12, "hold": 0}},
    {"at": 1.60, "drag": {"from": [330, 220], "to": [60, 220], "duration": 0.12, "hold": 0}},
    {"at": 2.00, "drag": {"from": [330, 650], "to": [60, 650], "duration": 0.12, "hold": 0}},
    {"at": 2.40, "drag": {"from": [330, 100], "to": [60, 100], "duration": 0.12, "hold": 0}},
    {"at": 2.80, "drag": {"from": [330, 780], "to": [60, 780], "duration": 0.12, "hold": 0}},
    {"at": 3.20, "drag": {"from": [100, 560], "to": [100, 300], "duration": 0.12, "hold": 0}}
  ]
}
JSON

# One screen: its row (name, compiles, runs, scrolls, first error) and the names it misses.
one() {
    screen=${1%/}
    name=$(basename "$screen")
    args=()
    for f in "$screen"/*.swift; do
        case $f in *_Stubs.swift) ;; *) args+=(--view-file "$f") ;; esac
    done
    for f in "$screen"/*_Stubs.swift; do [ -e "$f" ] && args+=(--view-file "$f"); done
    [ ${#args[@]} -eq 0 ] && return
    out="$WORK/$name.out"; err="$WORK/$name.err"
    timeout "$TIMEOUT" "$PLAYGROUND" trace "$WORK/fling.json" "${args[@]}" > "$out" 2> "$err"
    status=$?
    # The names an error stops on: unknown names, missing members, unavailable
    # ones, and a member the compiler looks up on the wrong type because the
    # one it should find is missing (`.background(.background)` without
    # `ShapeStyle.background` reads as `View.background`).
    grep -oE "error: (member '[A-Za-z_]+' cannot be used on value of type|cannot find '[A-Za-z_]+' in scope|value of type '[^']+' has no member '[A-Za-z_]+'|type '[^']+' has no member '[A-Za-z_]+'|'[A-Za-z_]+' is unavailable|cannot find type '[A-Za-z_]+' in scope|unknown attribute '[A-Za-z_]+')" "$err" \
        | sed -E "s/.*member '([A-Za-z_]+)' cannot be used on value.*/.\1/; s/.*has no member '([A-Za-z_]+)'.*/.\1/; s/.*cannot find (type )?'([A-Za-z_]+)'.*/\2/; s/.*'([A-Za-z_]+)' is unavailable.*/\1/; s/.*unknown attribute '([A-Za-z_]+)'.*/@\1/" \
        | sort -u > "$WORK/$name.names"
    first=$(grep -m1 -E ':[0-9]+:[0-9]+: error:' "$err" || grep -m1 -iE 'error|panel|crash' "$err")
    first=$(printf '%s' "$first" | sed -E "s#$screen/##; s/^Error: //; s/\|/\\\\|/g" | cut -c1-150)
    # Exit 2 is bad input: a compile error or no view to show. A crash or a
    # limit while the view runs shows as a panel, not as bad input.
    c=no; r=no; s=no
    [ $status -ne 2 ] && [ $status -ne 124 ] && c=yes
    if [ $status -eq 0 ] && [ -s "$out" ] && ! grep -qiE 'panel|crash' "$err"; then
        r=yes
        offsets=$(grep -oE '"offset": ?\[[^]]*\]' "$out" | sort -u | wc -l)
        [ "$offsets" -gt 1 ] && s=yes
    fi
    [ $status -eq 124 ] && first="timed out after ${TIMEOUT} s"
    printf '| %s | %s | %s | %s | %s |\n' "$name" $c $r $s "${first:-}" > "$WORK/$name.row"
}
export -f one
ls -d "$dir"/*/ | xargs -P "${JOBS:-1}" -I{} bash -c 'one "$@"' _ {}

printf '| screen | compiles | runs | scrolls | first error |\n|---|---|---|---|---|\n'
cat "$WORK"/*.row
total=$(cat "$WORK"/*.row | wc -l)
compiled=$(cut -d'|' -f3 "$WORK"/*.row | grep -c yes)
ran=$(cut -d'|' -f4 "$WORK"/*.row | grep -c yes)
scrolled=$(cut -d'|' -f5 "$WORK"/*.row | grep -c yes)
printf '\n%d screens: %d compile, %d run, %d scroll\n' "$total" "$compiled" "$ran" "$scrolled"
printf '\n| missing name | screens |\n|---|---|\n'
cat "$WORK"/*.names | sort | uniq -c | sort -k1,1nr -k2 | awk '{printf "| `%s` | %d |\n", $2, $1}'
