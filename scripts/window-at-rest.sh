#!/usr/bin/env bash
# Measures the live window from outside, as a user's system monitor would, on
# a display of its own (Xvfb -displayfd picks a free one, so sessions running
# it at once do not meet; ../shared/checks/window-at-rest.sh uses a fixed :97).
# For each setup: CPU at rest over 3 s, then the time from Q (sent with
# xdotool) until the process is gone. The last setup records (--record) and
# quits right after three flings: the GIF must be complete (every frame the
# program says it recorded is in the file) and the quit as quick; its line
# gives the GIF's delays (gifsicle --info) and the window's frame rate while
# recording. Other setups: a full 30 s history (31 s of replayed wheel
# notches first), and --screenshot at quit (the PNG must be complete).
# Usage (from the project root, after `swift build -c release`):
#   scripts/window-at-rest.sh            # PG=path/to/playground to test another build
# Prints one line per setup; exit 1 if a figure misses (CPU < 2 %, quit < 0.1 s).
set -u
PG=${PG:-.build/release/playground}
[[ -x $PG ]] || { echo "no $PG: build it first (swift build -c release)"; exit 2; }
for tool in Xvfb xdotool python3 bc identify; do
  command -v $tool >/dev/null || { echo "needs $tool (make deps installs it)"; exit 2; }
done
work=$(mktemp -d)
exec 3>"$work/display"
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 & xpid=$!
exec 3>&-
trap 'kill $xpid 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do [[ -s $work/display ]] && break; sleep 0.05; done
[[ -s $work/display ]] || { echo "Xvfb did not start"; exit 2; }
export DISPLAY=:$(head -1 "$work/display")
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

cpu_of() {  # percent of a core used by pid $1 over 3 s
  python3 - "$1" <<'PY'
import os,sys,time
pid=sys.argv[1]; hz=os.sysconf('SC_CLK_TCK')
def t():
    f=open(f'/proc/{pid}/stat').read().rsplit(')',1)[1].split(); return int(f[11])+int(f[12])
a=t(); time.sleep(3); b=t(); print(f'{100*(b-a)/hz/3:.1f}')
PY
}

fling() {  # a quick horizontal drag in the middle of window $1
  local wid=$1 x y
  eval "$(xdotool getwindowgeometry --shell "$wid")"
  x=$((X + WIDTH / 6 + 120)); y=$((Y + HEIGHT / 3))
  xdotool mousemove $x $y mousedown 1
  for dx in 20 50 90 140 200; do xdotool mousemove $((x - dx)) $y; done
  xdotool mouseup 1
}

status=0
measure() {  # label, then run's arguments
  local label=$1; shift
  local record= gif= long= shot=
  [[ ${1:-} == record ]] && { record=1; gif=$work/rec.gif; shift; }
  [[ ${1:-} == long ]] && { long=1; shift; }          # 31 s of motion first: the 30 s history is full
  [[ ${1:-} == shot ]] && { shot=$work/shot.png; rm -f "$shot"; shift; }
  "$PG" run "$@" ${record:+--record "$gif"} ${shot:+--screenshot "$shot"} >/dev/null 2>"$work/err" & local pid=$!
  local wid=
  for _ in $(seq 100); do wid=$(xdotool search --onlyvisible --pid $pid 2>/dev/null | head -1); [[ -n $wid ]] && break; sleep 0.1; done
  [[ -n $wid ]] || { echo "$label: no window appeared"; kill $pid 2>/dev/null; status=1; return; }
  local cpu=-
  if [[ -n $long ]]; then
    sleep 33; cpu=$(cpu_of $pid)
  elif [[ -z $record ]]; then
    sleep 2; cpu=$(cpu_of $pid)
  else
    sleep 1; fling "$wid"; sleep 0.4; fling "$wid"; sleep 0.4; fling "$wid"; sleep 0.3
  fi
  local t0; t0=$(date +%s.%N); xdotool key --window "$wid" q 2>/dev/null
  for _ in $(seq 3000); do kill -0 $pid 2>/dev/null || break; sleep 0.005; done
  local quit; quit=$(echo "$(date +%s.%N) - $t0" | bc)
  kill $pid 2>/dev/null
  local extra=
  if [[ -n $record ]]; then
    local said images
    said=$(grep -o 'saved .*' "$work/err" | head -1)
    images=$(identify "$gif" 2>/dev/null | wc -l)
    local delays
    delays=$(gifsicle --info "$gif" 2>/dev/null | grep -o 'delay [0-9.]*s' | sort | uniq -c | awk '{printf "%s×%s ", $1, $3}')
    extra=", $images GIF images in the file (delays: ${delays:-no gifsicle}); the program: ${said:-said nothing}"
    [[ $said =~ ([0-9]+)\ images && ${BASH_REMATCH[1]} == "$images" ]] || status=1
  else
    (( $(echo "$cpu < 2" | bc) )) || status=1
  fi
  if [[ -n $shot ]]; then
    local size; size=$(identify -format '%wx%h' "$shot" 2>/dev/null)
    extra=", screenshot ${size:-MISSING}"
    [[ -n $size ]] || status=1
  fi
  (( $(echo "$quit < 0.1" | bc) )) || status=1
  printf '%-44s idle CPU %5s %% of a core, quit %.3f s after Q%s\n' "$label:" "$cpu" "$quit" "$extra"
}

measure "default window" 
measure "3 lanes" --preset pages --lanes paging,seed-v2,seed-v3
measure "3 lanes + overlays + timeline" --preset pages --lanes paging,seed-v2,seed-v3 --overlays --timeline
# 31 s of wheel notches (one every 0.5 s) fill the 30 s history before the rest and the quit.
cat > "$work/long.json" <<'JSON'
{"version": 1, "preset": "pages", "events": [{"at": 0.1, "wheel": [1, 0], "repeat": 62, "every": 0.5}]}
JSON
measure "3 lanes + overlays + timeline, 30 s history" long --preset pages --lanes paging,seed-v2,seed-v3 --overlays --timeline --replay "$work/long.json"
measure "default window, --screenshot at quit" shot
measure "3 lanes + overlays + timeline, --screenshot" shot --preset pages --lanes paging,seed-v2,seed-v3 --overlays --timeline
measure "3 lanes + overlays + timeline, recording" record --preset pages --lanes paging,seed-v2,seed-v3 --overlays --timeline
exit $status
