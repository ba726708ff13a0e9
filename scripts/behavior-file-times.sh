#!/usr/bin/env bash
# First-compile and cached start times of `--behavior-file` (a pasted behavior must start quickly).
# Usage: scripts/behavior-file-times.sh [PLAYGROUND] [RUNS]
# Times `playground probe --behavior-file Tests/BehaviorFiles/seed-004-v3.swift`
# answering one line: with an empty cache (compile + host start), with the
# cache warm (host start only), and `--behavior seed-v3` (no file) as the
# baseline; then 10,000 lines through the host vs in process (per-call cost).
set -euo pipefail
cd "$(dirname "$0")/.."
P=${1:-.build/debug/playground}
RUNS=${2:-5}
FILE=Tests/BehaviorFiles/seed-004-v3.swift
LINE='{"axes": "horizontal", "containerSize": [390, 844], "contentSize": [7800, 844], "originalOffset": [780, 0], "proposedOffset": [950, 0], "velocity": [420, 0]}'
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
now() { date +%s.%N; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
run() { local t0 t1; t0=$(now); echo "$LINE" | "$@" >/dev/null; t1=$(now); echo "$t1 - $t0" | bc; }

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
for i in $(seq "$RUNS"); do SCROLLKIT_BEHAVIOR_CACHE=$TMP/cache-cold$i run "$P" probe --behavior-file "$FILE"; done > "$TMP/cold"
export SCROLLKIT_BEHAVIOR_CACHE=$TMP/cache-warm
run "$P" probe --behavior-file "$FILE" >/dev/null
for i in $(seq "$RUNS"); do run "$P" probe --behavior-file "$FILE"; done > "$TMP/warm"
for i in $(seq "$RUNS"); do run "$P" probe --behavior seed-v3; done > "$TMP/base"
printf 'first compile + start (empty cache): median %.3f s  (runs: %s)\n' "$(median < "$TMP/cold")" "$(tr '\n' ' ' < "$TMP/cold")"
printf 'cached start (warm cache):           median %.3f s  (runs: %s)\n' "$(median < "$TMP/warm")" "$(tr '\n' ' ' < "$TMP/warm")"
printf 'built-in seed-v3, no file:           median %.3f s  (runs: %s)\n' "$(median < "$TMP/base")" "$(tr '\n' ' ' < "$TMP/base")"
for i in $(seq 10000); do echo "$LINE"; done > "$TMP/lines"
t0=$(now); "$P" probe --behavior-file "$FILE" < "$TMP/lines" >/dev/null; t1=$(now)
t2=$(now); "$P" probe --behavior seed-v3 < "$TMP/lines" >/dev/null; t3=$(now)
printf '10,000 probe lines: through the host %.3f s, in process %.3f s\n' "$(echo "$t1 - $t0" | bc)" "$(echo "$t3 - $t2" | bc)"
