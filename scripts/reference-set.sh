#!/usr/bin/env bash
# Writes the reference set: every output a refactoring must leave byte for byte
# as it was. Make it with the build before a change, again after each step, and
# compare the two with scripts/reference-check.sh BASEDIR NEWDIR.
#
# What it holds (all headless, deterministic: same build, same bytes):
#   scenarios/NAME.trace.jsonl  `trace` of every bundled scenario
#   scenarios/NAME.gif          `record` of it (30 fps, HUD on)
#   scenarios/NAME.png          `record --at 0.5` of it
#   scenarios/NAME.log          what `record` printed
#   qa/*                        `qa` and `qa --behavior all` (rows, matrix,
#                               Markdown, JUnit); JUnit's time="…" attributes
#                               are wall-clock durations, so they are blanked
#   demos/*                     what `make demos` writes into docs/images
#   lanes/*                     lanes side by side at 1× and 2×, light and
#                               dark, with overlays and the timeline: GIF and PNG
#   filmstrips/*                `record --filmstrip` sheets
#   window/*                    only with WINDOW=1 and a DISPLAY (Xvfb): the real
#                               window (SDL renderer backend) replaying scenarios,
#                               its --screenshot once they have settled
# Usage (from the project root, after `swift build -c release --product playground`):
#   scripts/reference-set.sh OUTDIR        # PG=path/to/playground for another build
# Exit status: 0 when every command succeeded; 1 otherwise (the failures are listed).
set -u
out=${1:?usage: scripts/reference-set.sh OUTDIR}
PG=${PG:-.build/release/playground}
[[ -x $PG ]] || { echo "no $PG: build it first (swift build -c release --product playground)"; exit 2; }
PG=$(cd "$(dirname "$PG")" && pwd)/$(basename "$PG")
root=$PWD
mkdir -p "$out"/{scenarios,qa,demos,lanes,filmstrips}
# Paths below are relative to OUTDIR, so the messages that name the files
# written are the same whichever OUTDIR was given.
cd "$out" || exit 2
out=.
failed=0
run() {  # a command whose failure is reported but does not stop the set
  "$@" || { echo "FAILED ($?): $*" >&2; failed=$((failed + 1)); }
}

for f in "$root"/assets/scenarios/*.json; do
  n=$(basename "$f" .json)
  run "$PG" trace "$f" > "$out/scenarios/$n.trace.jsonl"
  run "$PG" record "$f" --out "$out/scenarios/$n.gif" > "$out/scenarios/$n.log"
  run "$PG" record "$f" --out "$out/scenarios/$n.png" --at 0.5 >> "$out/scenarios/$n.log"
done

blank_times() { sed -i -E 's/time="[^"]*"/time="-"/g' "$1"; }
"$PG" qa "$root"/assets/scenarios --junit "$out/qa/qa.junit.xml" > "$out/qa/qa.txt"
echo "exit $?" >> "$out/qa/qa.txt"
"$PG" qa "$root"/assets/scenarios --behavior all --junit "$out/qa/matrix.junit.xml" \
  --markdown "$out/qa/matrix.md" > "$out/qa/matrix.txt"
echo "exit $?" >> "$out/qa/matrix.txt"
"$PG" qa "$root"/demos/scenarios --behavior all > "$out/qa/demos-matrix.txt"
echo "exit $?" >> "$out/qa/demos-matrix.txt"
# The files are named by absolute path: keep them relative to the repository.
for f in "$out"/qa/*; do sed -i "s|$root/||g" "$f"; done
blank_times "$out/qa/qa.junit.xml"
blank_times "$out/qa/matrix.junit.xml"

# The Makefile's demos target, written here instead of docs/images.
D=$root/demos/scenarios; o=$out/demos
{
run "$PG" record $D/demo-rainbow-wheel.json --out $o/demo-rainbow-wheel.gif --no-hud --until 3.2 --fps 25
run "$PG" record $D/demo-pages-fling.json --out $o/demo-pages-fling.gif --overlays --until 3.4 --fps 25
run "$PG" record $D/demo-thirds-lanes.json --out $o/demo-thirds-lanes.gif --lanes seed-v1,seed-v3 --overlays --no-hud --until 2.5 --fps 25
run "$PG" record $D/demo-rubber-band.json --out $o/demo-rubber-band.gif --no-hud --appearance dark --until 2.5 --fps 25
run "$PG" record $D/look-rainbow.json --out $o/window-rainbow.png --at 0.5 --scale 2
run "$PG" record $D/look-feed.json --out $o/look-feed-dark.png --at 0.5 --scale 2 --appearance dark --device iphone-16 --frame --no-hud
# The README's lane comparisons.
run "$PG" record seed-v1-zero-velocity --lanes seed-v1,seed-v3 --overlays --out $o/seed-v1-vs-v3.gif --fps 20
run "$PG" record flick-back-then-forward --lanes paging,flutter-page,css-mandatory --overlays --out $o/lanes-paging-flutter-css.gif --fps 20
run "$PG" record flick-thirds --lanes view-aligned,css-proximity,css-snap-stop --overlays --out $o/lanes-view-aligned-css.gif --fps 20
for s in $D/look-*.json; do
  n=$(basename "$s" .json)
  run "$PG" record "$s" --out $o/$n.png --at 0.5
  run "$PG" record "$s" --out $o/$n-dark-2x.png --at 0.5 --scale 2 --appearance dark --frame --device iphone-se
done
} > "$out/demos/record.log"

# Lanes at 1× and 2×, light and dark, every layer on.
o=$out/lanes
{
for scale in 1 2; do
  for look in light dark; do
    run "$PG" record fling-one-page --lanes paging,seed-v2,seed-v3 --overlays --timeline \
      --scale $scale --appearance $look --out $o/pages-$scale-$look.gif --fps 20
    run "$PG" record flick-thirds --lanes view-aligned,css-proximity --overlays --timeline \
      --scale $scale --appearance $look --out $o/thirds-$scale-$look.png --at 0.4
    run "$PG" record wheel-notches-rainbow --lanes free,paging --timeline \
      --scale $scale --appearance $look --out $o/rainbow-$scale-$look.png --at 1.0
  done
done
} > "$o/record.log"

o=$out/filmstrips
{
run "$PG" record fling-one-page --filmstrip --out $o/fling-one-page.png
run "$PG" record rubber-band-end --filmstrip --every 6 --overlays --out $o/rubber-band-end.png
run "$PG" record flick-thirds --filmstrip --lanes view-aligned,css-snap-stop --appearance dark --out $o/flick-thirds-lanes.png
} > "$o/record.log"

if [[ ${WINDOW:-0} == 1 ]]; then
  # The real window draws through the SDL renderer, not the pixel target: replay
  # scenarios into it and keep the screenshot taken at exit, long after they
  # have settled (the replay runs on wall time, so only a settled frame is the
  # same every run; the HUD shows the measured frame rate and the timeline the
  # wall-time moments, so both are off).
  # Needs DISPLAY (an Xvfb of your own).
  mkdir -p "$out/window"; o=$out/window
  for spec in "fling-one-page:" "wheel-notches-rainbow:--overlays" \
              "flick-thirds:--lanes view-aligned,css-proximity --overlays" \
              "rubber-band-end:--appearance dark --scale 2"; do
    n=${spec%%:*}; args=${spec#*:}
    run "$PG" run --replay "$n" $args --no-hud --exit-after 5 --screenshot "$o/$n.png" > /dev/null 2> "$o/$n.err"
  done
fi

echo "reference set in $PWD: $(find "$out" -type f | wc -l) files, $failed failed commands"
[[ $failed == 0 ]]
