#!/usr/bin/env bash
# Replays, from outside and as a user would, each way a pasted view file can
# break, pry or run long (docs/view-files.md, "What a view can see, its
# limits, and when it breaks"), against a release `playground`: no Swift
# test harness, only the program, a private Xvfb, xdotool, ImageMagick and
# /proc. One line per row: `held` or `FAILED`, with what was seen.
# Usage (from the project root, after `swift build -c release --product playground`):
#   scripts/view-safety-catalogue.sh          # PG=path/to/playground for another build
#   XVFB_DISPLAY=:73 scripts/view-safety-catalogue.sh   # a fixed display number (else Xvfb picks a free one)
# Exit status: 0 when every row held, 1 otherwise, 2 when a tool is missing.
set -u
{  # read whole before it runs: an edit of this file during a run does not change the run
root=$(cd "$(dirname "$0")/.." && pwd)
PG=${PG:-$root/.build/release/playground}
[[ -x $PG ]] || { echo "no $PG: build it first (swift build -c release --product playground)"; exit 2; }
PG=$(cd "$(dirname "$PG")" && pwd)/$(basename "$PG")
for tool in Xvfb xdotool import convert python3 bc; do
  command -v $tool >/dev/null || { echo "needs $tool (make deps installs it)"; exit 2; }
done
hostile=$root/Tests/ViewFiles/hostile
work=$(mktemp -d)
xpid=
cleanup() { [[ -n $xpid ]] && kill $xpid 2>/dev/null; rm -rf "$work"; rm -f "$root"/.safety-secret-*; }
trap cleanup EXIT
# One compile cache for the run (a row that needs an empty one makes its own).
export SCROLLKIT_BEHAVIOR_CACHE=${SCROLLKIT_BEHAVIOR_CACHE:-$work/cache}
mkdir -p "$SCROLLKIT_BEHAVIOR_CACHE"; chmod 700 "$SCROLLKIT_BEHAVIOR_CACHE"

# A display of our own.
if [[ -n ${XVFB_DISPLAY:-} ]]; then
  Xvfb "$XVFB_DISPLAY" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 & xpid=$!
  export DISPLAY=$XVFB_DISPLAY
else
  exec 3>"$work/display"
  Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 & xpid=$!
  exec 3>&-
  for _ in $(seq 100); do [[ -s $work/display ]] && break; sleep 0.05; done
  export DISPLAY=:$(head -1 "$work/display")
fi
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
xdotool getmouselocation >/dev/null 2>&1 || { echo "Xvfb on $DISPLAY did not start"; exit 2; }

failures=0
row() {  # held|FAILED, what was tried, what was seen
  printf '%-7s %-62s %s\n' "$1" "$2" "$3"
  [[ $1 == held ]] || failures=$((failures + 1))
}
verdict() { if "$@"; then echo held; else echo FAILED; fi; }
now() { date +%s.%N; }

# Waits up to $3 s for $2 in file $1; prints the seconds waited (empty on timeout).
wait_for() {
  local start; start=$(now)
  for _ in $(seq $(($3 * 20))); do
    grep -qF -- "$2" "$1" 2>/dev/null && { printf '%.2f\n' "$(echo "$(now) - $start" | bc)"; return 0; }
    sleep 0.05
  done
  return 1
}

# Share (0…1) of the pixels of PNG $1 within $3 of colour $2.
share() {
  convert "$1" -alpha off -fuzz "$3" -fill black +opaque "$2" -fill white -opaque "$2" -format '%[fx:mean]' info: 2>/dev/null || echo -1
}
red() { share "$1" '#FF453A' 10%; }     # the panel's edge and head line
yellow() { share "$1" '#FFD60A' 10%; }  # the "waiting for the view" badge
white() { share "$1" white 2%; }        # a blank lane is nearly all white
gt() { (( $(echo "$1 > $2" | bc -l) )); }
lt() { (( $(echo "$1 < $2" | bc -l) )); }

# The window: starts `run` with the arguments; sets pid and wid. The window
# maps after the view's first compile, which on a loaded machine (another
# build beside it) takes minutes, not seconds: up to 5 minutes is waited
# for, a guard against a window that never comes, not a measure.
pid= wid=
window() {
  "$PG" run "$@" >"$work/out" 2>"$work/err" & pid=$!
  wid=
  for _ in $(seq 3000); do wid=$(xdotool search --onlyvisible --pid $pid 2>/dev/null | head -1); [[ -n $wid ]] && break; sleep 0.1; done
}
shot() { import -window "$wid" "$work/$1" 2>/dev/null; echo "$work/$1"; }
status=
quit() {  # Q; sets status to the exit status ("killed" if it did not go within 10 s)
  xdotool key --window "$wid" q 2>/dev/null
  for _ in $(seq 200); do kill -0 $pid 2>/dev/null || break; sleep 0.05; done
  if kill -0 $pid 2>/dev/null; then kill $pid; wait $pid 2>/dev/null; status=killed; return; fi
  wait $pid; status=$?
}
keep() { [[ -n ${KEEP_SHOTS:-} ]] && mkdir -p "$KEEP_SHOTS" && cp "$1" "$KEEP_SHOTS/$2"; return 0; }

# ── The window: a view that traps, loops, overflows its stack, runs out of
#    memory or answers over the limit gets the red panel, not a blank lane.
window_row() {  # how, the fixture's argument, what stderr must say, label
  local how=$1 view=$2 said=$3 label=$4
  window --view-file "$view" --exit-after 120
  [[ -n $wid ]] || { row FAILED "$label" "no window appeared"; kill $pid 2>/dev/null; return; }
  local after; after=$(wait_for "$work/err" "$said" 60)
  sleep 0.8
  local png; png=$(shot "$how-panel.png"); keep "$png" "$how-panel.png"
  local r w; r=$(printf '%.4f' "$(red "$png")"); w=$(printf '%.2f' "$(white "$png")")
  local restarted=-
  if [[ $how == trap ]]; then  # R: a new host at the head tick (which traps again at its timer)
    xdotool key --window "$wid" r
    restarted=$(wait_for "$work/err" "restarted at tick" 30 >/dev/null && echo yes || echo no)
  fi
  quit
  local ok=held
  [[ -n $after ]] && gt "$r" 0.001 && lt "$w" 0.9 && [[ $status == 0 && $restarted != no ]] || ok=FAILED
  row $ok "$label" "said \"$said\" after ${after:-(never)} s; red $r, white $w of the window; R restart: $restarted; exit $status"
}
breaks() { echo "$hostile/Breaks.swift=Breaks(how: \"$1\")"; }
window_row trap "$(breaks trap)" "Fatal error: Index out of range" "window: a view that traps"
window_row spin "$(breaks spin)" "did not return within 5 s" "window: a view that loops"
window_row overflow "$(breaks overflow)" "stack overflow" "window: a view that overflows its stack"
window_row memory "$(breaks memory)" "--behavior-memory" "window: a view that runs out of memory"
window_row oversize "$hostile/Oversize.swift" "an answer longer than 64 MB" "window: a view that answers over the limit"

# ── A hanging call: the window keeps answering keys (C saves a screenshot),
#    the lane shows the waiting mark, then the panel.
mkdir -p "$work/shots"
window --view-file "$(breaks spin)" --screenshot-dir "$work/shots" --exit-after 120
if [[ -n $wid ]]; then
  sleep 2  # the spin starts a quarter of a second in
  t0=$(now); xdotool key --window "$wid" c
  answered=
  for _ in $(seq 100); do ls "$work/shots"/*.png >/dev/null 2>&1 && { answered=$(printf '%.2f' "$(echo "$(now) - $t0" | bc)"); break; }; sleep 0.02; done
  png=$(shot hang-waiting.png); keep "$png" hang-waiting.png
  y=$(yellow "$png"); w=$(white "$png")
  after=$(wait_for "$work/err" "did not return within 5 s" 30)
  sleep 0.8
  png=$(shot hang-panel.png); keep "$png" hang-panel.png
  r=$(red "$png")
  quit
  ok=held
  [[ -n $answered && -n $after ]] && lt "$answered" 1.5 && gt "$y" 0.0005 && lt "$w" 0.9 && gt "$r" 0.001 && [[ $status == 0 ]] || ok=FAILED
  row $ok "window: a view call that hangs" "C answered in ${answered:-(never)} s during the hang; waiting mark yellow $y, white $w; panel red $r; exit $status"
else
  row FAILED "window: a view call that hangs" "no window appeared"; kill $pid 2>/dev/null
fi

# ── What a view can see: /etc/shadow and a root-only file made here.
secret=$root/.safety-secret-$$
echo "hunter2-secret" > "$secret"; chmod 600 "$secret"
"$PG" trace fling-one-page --view-file "$hostile/Reads.swift=Reads(paths: [\"/etc/shadow\", \"$secret\", \"$HOME/.bashrc\"])" >"$work/out" 2>"$work/err"
status=$?
refused=$(grep -o 'cannot read ([^)]*)' "$work/err" | sort | uniq -c | awk '{$1=$1; printf "%s%s", sep, $0; sep="; "}')
ok=held
[[ $status == 0 ]] && ! grep -q 'READ\|hunter2' "$work/out" "$work/err" && [[ $(grep -c "cannot read" "$work/err") -ge 1 ]] || ok=FAILED
row $ok "trace: a view reads /etc/shadow, a root-only 0600 file, ~/.bashrc" "exit $status; $(grep -c 'READ' "$work/out" "$work/err" | awk -F: '{s+=$2} END {print s}') read; stderr: ${refused:-nothing}"
rm -f "$secret"

# ── A long session: no shortened clock is offered; --behavior-cpu 1 (a base
#    budget 30× smaller than the default 30 s) stands in for one: under a
#    lifetime budget an ordinary session at ~0.03 CPU-s a second would die in
#    ~33 s; with a budget per wall second it never does.
cat > "$work/scroll.json" <<'JSON'
{"version": 1, "events": [{"at": 0.1, "wheel": [0, -3], "repeat": 150, "every": 0.4}]}
JSON
long_row() {  # label, seconds, run's arguments
  local label=$1 seconds=$2; shift 2
  window "$@" --behavior-cpu 1 --exit-after "$seconds"
  [[ -n $wid ]] || { row FAILED "$label" "no window appeared"; kill $pid 2>/dev/null; return; }
  sleep $((seconds - 3))
  local host cpu=-
  host=$(pgrep -P $pid | head -1); while [[ -n $host ]] && pgrep -P "$host" >/dev/null; do host=$(pgrep -P "$host" | head -1); done
  [[ -n $host ]] && cpu=$(awk -v hz="$(getconf CLK_TCK)" '{print ($14 + $15) / hz}' "/proc/$host/stat" 2>/dev/null)
  local png; png=$(shot long.png)
  wait $pid; local status=$?
  local r w; r=$(red "$png"); w=$(white "$png")
  local ok=held
  [[ $status == 0 ]] && ! grep -q "the view .* failed\|CPU" "$work/err" && lt "$r" 0.001 && lt "$w" 0.9 || ok=FAILED
  row $ok "$label" "$seconds s with --behavior-cpu 1: exit $status, host CPU ${cpu} s, red $r; stderr: $(grep -c . "$work/err") lines"
}
long_row "long session: a timer view at rest" 70 --view-file "$root/Tests/ViewFiles/Ticking.swift"
long_row "long session: a 1,000-row list scrolled" 60 --view-file "$root/examples/views/LazyRows.swift=LazyRows(count: 1000)" --replay "$work/scroll.json"

# ── kill -9 of the playground during a view's compile leaves no compiler.
cache=$work/cache-kill; mkdir -p "$cache"; chmod 700 "$cache"
SCROLLKIT_BEHAVIOR_CACHE=$cache "$PG" trace fling-one-page --view-file "$root/Tests/ViewFiles/Carousel.swift" >/dev/null 2>&1 & pid=$!
compilers() { grep -lsF -- "$cache" /proc/[0-9]*/cmdline 2>/dev/null | while read -r f; do tr '\0' ' ' 2>/dev/null <"$f" | grep -o 'swift-frontend\|swiftc\|swift-driver' | head -1; done; }
seen=
for _ in $(seq 600); do seen=$(compilers | grep -c swift-frontend); [[ $seen -gt 0 ]] && break; sleep 0.1; done
kill -9 $pid; wait $pid 2>/dev/null
sleep 1
left=$(compilers | wc -l)
ok=held; [[ $seen -gt 0 && $left == 0 ]] || ok=FAILED
row $ok "kill -9 of the playground during a view compile" "$seen swift-frontend running at the kill; 1 s later $left compiler processes left"

# ── SwiftUI's lifetimes: init, onAppear and task once per lane, in run, trace and record.
counts() {  # "init N, onAppear N, task N" from file $1
  for e in init onAppear task; do printf '%s%s %s' "${sep:-}" "$e" "$(grep -c "Lifetimes: $e\$" "$1")"; sep=", "; done; sep=
}
lifetimes=$root/Tests/ViewFiles/hostile/Lifetimes.swift
"$PG" trace fling-one-page --view-file "$lifetimes" >/dev/null 2>"$work/trace-err"; st=$?
"$PG" record fling-one-page --view-file "$lifetimes" --out "$work/l.gif" >/dev/null 2>"$work/record-err"; sr=$?
window --view-file "$lifetimes" --replay fling-one-page --exit-after 4
[[ -n $wid ]] && wait $pid; sw=$?
cp "$work/err" "$work/run-err"
ok=held
for f in trace record run; do
  [[ $(counts "$work/$f-err") == "init 1, onAppear 1, task 1" ]] || ok=FAILED
done
[[ $st == 0 && $sr == 0 && $sw == 0 ]] || ok=FAILED
row $ok "lifetimes: init/onAppear/task in trace, record, run" "trace: $(counts "$work/trace-err"); record: $(counts "$work/record-err"); run: $(counts "$work/run-err")"

# ── A capture with a view file replays bit for bit, and warns when the text changed.
cp "$root/Tests/ViewFiles/Carousel.swift" "$work/h_ok.swift"
window --view-file "$work/h_ok.swift" --replay fling-one-page --capture "$work/c.json" --trace "$work/window.jsonl" --exit-after 4
[[ -n $wid ]] && wait $pid; sw=$?
"$PG" trace "$work/c.json" >"$work/replay.jsonl" 2>"$work/err"; st=$?
ticks=$(grep -c . "$work/replay.jsonl")
same=$(cmp -s "$work/replay.jsonl" "$work/window.jsonl" && echo identical || echo DIFFERENT)
echo "// edited" >> "$work/h_ok.swift"
"$PG" trace "$work/c.json" >/dev/null 2>"$work/err"; sc=$?
warned=$(grep -c "changed since" "$work/err")
ok=held; [[ $sw == 0 && $st == 0 && $sc == 0 && $same == identical && $ticks -gt 0 && $warned -ge 1 ]] || ok=FAILED
row $ok "run --view-file F --capture c.json, then trace c.json" "$ticks ticks replayed, $same to the window's trace; after an edit: $warned warning (exit $sc)"

# ── Memory exhaustion names the limit and --behavior-memory.
"$PG" trace fling-one-page --view-file "$(breaks memory)" --behavior-memory 300 >/dev/null 2>"$work/err"; status=$?
said=$(grep -o 'the memory limit of a behavior is [0-9]* MB: --behavior-memory MB changes it' "$work/err" | head -1)
ok=held; [[ $status == 2 && -n $said ]] || ok=FAILED
row $ok "trace: a view that exhausts memory (--behavior-memory 300)" "exit $status; \"${said:-$(grep -i 'fatal\|failed' "$work/err" | head -1 | cut -c1-100)}\""

# ── A legitimate 1 MB Text: laid out well inside a frame a tick.
long_text=$root/Tests/ViewFiles/LongText.swift
"$PG" trace fling-one-page --view-file "$long_text=LongText(count: 1)" >/dev/null 2>&1  # both compiled first
"$PG" trace fling-one-page --view-file "$long_text=LongText(count: 16_384)" >/dev/null 2>&1
t0=$(now); "$PG" trace fling-one-page --view-file "$long_text=LongText(count: 1)" >/dev/null 2>&1; small=$(echo "$(now) - $t0" | bc)
t0=$(now); "$PG" trace fling-one-page --view-file "$long_text=LongText(count: 16_384)" >"$work/out" 2>"$work/err"; status=$?; big=$(echo "$(now) - $t0" | bc)
ticks=$(grep -c . "$work/out")
per=$(printf '%.1f' "$(echo "1000 * ($big - $small) / ${ticks/#0/1}" | bc -l)")
lt "$per" 0 && per=0
big=$(printf '%.2f' "$big"); small=$(printf '%.2f' "$small")
ok=held; [[ $status == 0 && $ticks -gt 0 ]] && lt "$per" 16 || ok=FAILED
row $ok "trace: a legitimate 1 MB Text (16,384 × 64 bytes)" "exit $status; $ticks ticks in $big s against $small s for a short text: $per ms a tick more"
window --view-file "$long_text=LongText(count: 16_384)" --replay fling-one-page --exit-after 30
if [[ -n $wid ]]; then
  sleep 3; png=$(shot long-text.png); keep "$png" long-text.png
  r=$(red "$png"); w=$(white "$png"); quit
  ok=held; [[ $status == 0 ]] && lt "$r" 0.001 && lt "$w" 0.95 && ! grep -q "the view .* failed" "$work/err" || ok=FAILED
  row $ok "window: a legitimate 1 MB Text" "drawn, red $r, white $w; exit $status"
else
  row FAILED "window: a legitimate 1 MB Text" "no window appeared"; kill $pid 2>/dev/null
fi

echo "$failures failed"
[[ $failures == 0 ]]; exit
}
