#!/usr/bin/env bash
# Screenshots of the study window made by the program itself (its C key),
# driven by xdotool under a private Xvfb: three `pages` lanes at full width
# with overlays, legend and timeline during a fling; a timeline scrub forward
# then back; the help at 1×. Usage: scripts/study-window-shots.sh OUTDIR
# (PG=path/to/playground, default .build/release/playground). Xvfb picks a
# free display itself (-displayfd), so runs of it never meet.
set -eu
out=${1:?usage: $0 OUTDIR}
PG=${PG:-.build/release/playground}
mkdir -p "$out"
fd=$(mktemp)
exec 3>"$fd"
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 & xpid=$!
exec 3>&-
trap 'kill $xpid 2>/dev/null; rm -f "$fd"' EXIT
for _ in $(seq 100); do [[ -s $fd ]] && break; sleep 0.05; done
export DISPLAY=:$(head -1 "$fd")
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
window() { for _ in $(seq 100); do w=$(xdotool search --onlyvisible --pid "$1" 2>/dev/null | head -1); [[ -n $w ]] && { echo "$w"; return; }; sleep 0.1; done; }
shot() { local before; before=$(ls "$out"/playground-*.png 2>/dev/null | wc -l); xdotool key --window "$1" c
  for _ in $(seq 100); do (( $(ls "$out"/playground-*.png 2>/dev/null | wc -l) > before )) && break; sleep 0.05; done
  ls -t "$out"/playground-*.png | head -1; }
drag() { xdotool mousemove --window "$1" "$2" "$4" mousedown 1; sleep 0.05
  for i in 1 2 3 4 5 6 7 8; do xdotool mousemove --window "$1" $(( $2 + ($3 - $2) * i / 8 )) "$4"; sleep 0.016; done
  xdotool mouseup 1; }

# 1. Three lanes, a fling in the middle lane, captured mid-flight; then a scrub.
"$PG" run --preset pages --lanes paging,seed-v2,seed-v3 --overlays --timeline --screenshot-dir "$out" >/dev/null 2>&1 & pid=$!
w=$(window $pid); sleep 1
drag "$w" 700 500 400
sleep 0.12
mv "$(shot "$w")" "$out/lanes-fling.png"
sleep 1.5
xdotool key --window "$w" Return; sleep 0.2
y=$(( 862 - 150 + 60 ))
drag "$w" 200 700 "$y"; sleep 0.2; mv "$(shot "$w")" "$out/scrub-forward.png"
drag "$w" 700 300 "$y"; sleep 0.2; mv "$(shot "$w")" "$out/scrub-back.png"
xdotool key --window "$w" q 2>/dev/null || true; wait $pid || true

# 2. The help at 1×.
"$PG" run --screenshot-dir "$out" >/dev/null 2>&1 & pid=$!
w=$(window $pid); sleep 1
xdotool key --window "$w" h; sleep 0.3
mv "$(shot "$w")" "$out/help-1x.png"
xdotool key --window "$w" q 2>/dev/null || true; wait $pid || true
ls -l "$out"
