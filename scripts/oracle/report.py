"""The oracle's page, docs/oracle.md: the table of cases (both sides, the
difference, the spread over runs, the runs thrown away and why), and the
text around it, which says how the inputs reach Chromium, which runs are
run again and why, and what stays different."""

import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FRAME = 1 / 60
TIME_ALLOWANCE = 3 * FRAME    # 2 frames, plus the rAF log's one-frame lag


def fmt(x, digits=1):
    return '–' if x is None else f'{x:.{digits}f}'


def within(r):
    return r['time_difference'] is not None and abs(r['time_difference']) <= TIME_ALLOWANCE + 1e-9


def why(r):
    return ', '.join(f'{n} {k}' for k, n in sorted(r.get('reasons', {}).items()))


def line(r):
    return (f"{r['name']:<34} {r['lane']:<21} rest {fmt(r['chromium_rest'])} vs {fmt(r['engine_rest'])}"
            f" ({r['agreeing']}/{r['runs']}{' split ' + str(r['splits']) if r['splits'] else ''}"
            f"{' +%d rerun: %s' % (r['rerun'], why(r)) if r.get('rerun') else ''})"
            f"  time {fmt(r['chromium_time'], 3)} vs {fmt(r['engine_time'], 3)}"
            f"  {'ok' if r['rest_equal'] and within(r) else ('rest ok, time off' if r['rest_equal'] else 'REST DIFFERS')}")


def write_markdown(results, path, runs, nice=None):
    """Writes the page, and the results beside it in .build (`render`
    writes the page again from them)."""
    nice = os.getpriority(os.PRIO_PROCESS, 0) if nice is None else nice
    os.makedirs(os.path.join(ROOT, '.build'), exist_ok=True)
    with open(os.path.join(ROOT, '.build', 'oracle-results.json'), 'w') as f:
        json.dump(dict(results=results, runs=runs, nice=nice), f)
    n = len(results)
    rests = sum(r['rest_equal'] for r in results)
    times = sum(within(r) for r in results)
    rows = []
    for r in results:
        rows.append('| {name} | {lane} | {axis} | {input} | {cr} | {er} | {dr} | {runs} | {ct} | {et} | {dt} | {spread} | {shift} | {gap} |'.format(
            name=r['name'], lane=r['lane'], axis=r['axis'][0], input=r['input'],
            cr=fmt(r['chromium_rest']), er=fmt(r['engine_rest']),
            dr='0' if r['rest_equal'] else '**' + fmt((r['chromium_rest'] or 0) - r['engine_rest']) + '**',
            runs=f"{r['agreeing']}/{r['runs']}" + (' (split: ' + ', '.join(fmt(s) for s in r['splits']) + ')' if r['splits'] else '')
            + (f" +{r['rerun']} rerun ({why(r)})" if r.get('rerun') else ''),
            ct=fmt(r['chromium_time'], 3), et=fmt(r['engine_time'], 3),
            dt=(fmt(r['time_difference'], 3) if within(r) else '**' + fmt(r['time_difference'], 3) + '**'),
            spread=fmt(r['time_spread'], 3), shift=fmt(r['shift'], 3), gap=fmt(r['gap'])))
    with open(path, 'w') as f:
        synthetic = [r for r in results if not r.get('bundled')]
        s_times = sum(within(r) for r in synthetic)
        f.write(ORACLE_HEAD.format(nice=nice, n=n, rests=rests, times=times, pct=100 * times / max(n, 1), runs=runs,
                                   sn=len(synthetic), stimes=s_times, spct=100 * s_times / max(len(synthetic), 1)))
        f.write('| case | lane | axis | input | Chromium rest | engine rest | Δ rest | runs agreeing | Chromium time to rest, s | engine, s | Δ t, s | spread, s | best shift, s | path gap after it, px |\n')
        f.write('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n')
        f.write('\n'.join(rows) + '\n')
        f.write(ORACLE_TAIL.format(nice=nice))


ORACLE_HEAD = """# The real Chromium beside the CSS lanes

`make oracle` (scripts/oracle/oracle.py) writes this page: every case below
was replayed in Debian's `chromium` (headless, driven by Playwright) on a page
with the preset's geometry and the lane's `scroll-snap-type`, `-align` and
`-stop`, {runs} runs each, one browser at a time (at niceness {nice}: as
root the harness raises its own and its browsers' priority, so that builds
sharing the machine do not take the browser's frames), `scrollLeft`/`scrollTop`
logged at every `requestAnimationFrame`; and traced by `playground trace`
with the lane as the behavior. Times are seconds from the scenario's start;
the time to rest is the first moment after the last input from which the
offset stays within 0.5 px of where it ends.

**{n} cases: rests equal in {rests}; times within 2 frames plus the rAF
log's one-frame lag (0.05 s) in {times} ({pct:.0f} %); of the {sn} cases
built from the preset geometry (the bundled scenarios' rows aside: four
of them are CDP touches, whose delivery lags on a loaded machine), in
{stimes} ({spct:.0f} %).**

How to read a row: *runs agreeing* is how many of the runs rested on the
most common rest (the Chromium rest shown); other rests are listed as
splits; a case whose runs do not agree by two thirds runs again, up to
four times the runs. *rerun* counts runs thrown away, with the reason,
because the browser demonstrably did not get the gesture as specified
(*Runs run again*, below: the same rule for every case). *Δ t* is
Chromium's time to rest less the engine's (the median of the agreeing
runs; bold when outside 0.05 s); *spread* the range of the agreeing runs'
times; *best shift* the time shift that lays the engine's path closest on
Chromium's, and the largest offset difference left after it.

"""

ORACLE_TAIL = """
## How the inputs reach Chromium

- **Wheel notches**: `chrome.gpuBenchmarking.smoothScrollByXY(dx, dy, …,
  MOUSE_INPUT)` (`--enable-gpu-benchmarking`), the scenario's `wheel-step`
  px each: the mouse wheel as Linux delivers it, a notch that cc animates
  (smooth scrolling on) or jumps (`--disable-smooth-scrolling`).
- **Touch**: a drag released moving is `chrome.gpuBenchmarking.swipe` (the
  browser synthesizes the finger frame by frame at the drag's speed and
  flings at that speed: no delivery from this process to be late), asked
  for the drag less the 15-px touch slop the synthetic finger adds to its
  first move (so that the finger travels the drag and the content scrolls
  what a real finger's does, as the engine's loses its own slop); a drag
  held before its release is timestamped CDP `Input.dispatchTouchEvent`,
  one move per engine tick, sent without waiting for replies
  (`ORACLE_TOUCH=cdp` sends every drag so; so do the bundled scenarios'
  rows, whose finger is the engine's, ticks and all, and a scenario's
  `pointer` events, one touch each). A `scroll-to` offset is the
  scroller's `scrollTo`.
- **Keys**: CDP `Input.dispatchKeyEvent`, the scroller focused.

## What stays different, and why

- Chromium's frames run free (`HeadlessExperimental.beginFrame` stalls in
  156): a run's times carry the frame phase and the machine's load; the rAF
  log reads the offset one frame late.
- **Smooth scrolling off** (`--disable-smooth-scrolling`; the scenario's
  `"smooth-scrolling": false`): a notch jumps at once in both, and the
  snap at the scroll's end follows from the unsnapped sum. The synthetic
  wheel gesture ends with its last notch, so Chromium's snap starts there;
  the engine starts it after every notch and a further notch of the same
  sequence returns to the sequence's sum first (the path differs between
  the notches of a burst, not the rest or its time).
- **A snapped key's curve.** Both take √d/60 s, up to 1.5 s in Chromium 156
  (End over 2,532 px: 0.84 s; over 9,284 and 16,036 px: 1.5 s; the copies
  of cc/animation/scroll_offset_animation_curve.cc at hand cap
  DELTA_BASED at 0.7 s, which 156 does not), Home and End included (the
  edge is a snap position Blink finds). The engine runs it on ease-in-out,
  as cc/animation/scroll_offset_animation_curve_factory.cc creates it for
  `kProgrammatic`, while the browser's path rises faster and ends slower
  (the path gap in the key rows).
- **The fling's snap target** is Chromium's estimate, modelled
  (`ChromiumSnapFlingEstimate`): the touch fling on Linux is
  `PhysicsBasedFlingCurve` (ui/events/gestures/physics_based_fling_curve.cc,
  kExperimentalFlingAnimation on by default on Linux: a bezier over
  min(v/2300, 2) s to v²/2a, a = 2.7559e-5 inch/ms² at 96 px/inch, at most
  3 viewports), and cc/input/snap_fling_controller.cc picks the target only
  once an inertial update's delta has decayed against the one before
  (kSnapFlingDecayPrediction: d/(1 − decay)), a frame or two after the
  release, from where the content is with that update. The engine
  computes the same estimate from the release velocity (updates every
  1/60 s from the release).
- **The fling's start** is Chromium's too (`ChromiumFlingLeadIn`):
  components/input/fling_controller.cc sends the fling's own frames as
  inertial updates, and cc/input/snap_fling_controller.cc lets each scroll
  until one estimates (the 2nd update; the 4th when the decay stays above
  0.96, as at 2000 and 2400 px/s); that update starts the snap fling curve
  from where the others left the content, its first delta scrolled at
  once. So the finger's speed carries on for one to three frames after the
  release, and the snap curve, shorter by that way, starts later. The engine's
  curve started at the release until this was modelled, and rested 0.02 to
  0.06 s before the browser (0.058 s on the 200-px fling).
- The bundled scenarios' rows are the gestures whose
  CSS expectations this estimate moved (the release's projection gave
  1560, 780, 1820 and 1792): the real Chromium rests where the estimate
  says. Flick-thirds goes as its own touches, one per tick: its 60 px in
  0.04 s is 1457 px/s to the engine's least squares, and as a synthetic
  swipe of exactly 1500 px/s the estimate crosses the midpoint between 520
  and 650 (585) and the browser rests on 650.

## Runs run again

A touch fling's snap target is what cc/input/snap_fling_controller.cc
estimates from the last two inertial scroll updates it is handed (their
decay |d|/|d′|, then d/(1 − decay)). The browser's fling
(components/input/fling_controller.cc, progressed at the browser
compositor's frames) sends one update a frame; the renderer's compositor
queues them and dispatches the queue once a frame, coalescing whatever
arrived since its last dispatch into one update (blink's
CompositorThreadEventQueue; input_handler_proxy.cc). The browser's
progress and the renderer's dispatch run at the same begin-frame, a
millisecond or so apart; on a loaded machine an update now and then
misses its frame and goes with the next: one delta of two frames, then
one of one, a decay near 0.5, and a target a snap position or more short
(or, under `css-proximity`, out of the snap's reach, so the fling ends
free between 550 and 575 px). That was the splits: the browser's own
trace of every run (category `input`) showed, in each run that rested
short, a fling update the renderer coalesced from two just before the
estimate (`WebCoalescedInputEvent::CoalesceWith`; e.g. on thirds
under `css-mandatory-center`: updates of 13, 22, **45** (two), 21 px,
then the snap to 260; a run that rested on 650: 44 (the fling's first
frame), 22.8, 22.9, 21.9, each alone). Dropped page frames were not it:
of 8 such runs, two that rested short had no rAF interval over one
frame, and all three that rested right had a 33-ms one.
Nor the finger: the swipe's synthetic touches are stamped with the
browser's own frame times (SyntheticGestureController), CDP touches with
the harness's intended time, which Chromium takes as the event's time
(input_handler.cc `GetEventTimeTicks`) and its velocity tracker uses (the
fling's velocity in the trace is the finger's: 1500 px/s for 150 px in
0.1 s).

So for every run whose gesture ends in a fling the harness records the
browser's trace, reads the fling's start (`FlingController::
HandlingGestureFling`) and every update the renderer's compositor handled
from then on (`InputHandlerProxy::HandleGestureScrollUpdate`, with how
many updates each was coalesced from), and throws the run away, counting
it as *rerun*, when:
- **fling update coalesced**: one of the first five updates handled 12 ms
  or more after the fling's start (after the begin-frame the fling started
  in, whose dispatch takes the finger's last update and the fling's first
  two together on any machine; by the fling's 4th update the estimate is
  made, kMaxFramesToWaitForDecay) was coalesced from two or more;
- **fling frame missed**: in that stretch the renderer went more than a
  frame and a half (25 ms) without an update, from the fling's start or
  from the update before: the next one carries two frames of the fling
  though nothing was coalesced (the browser's fling progressed by the
  frame time it was given; e.g. updates of 13 px at 18 ms, 45 px at
  50 ms, 22 px at 67 ms, and the 150-px fling rested on 390, not 780);
- **fling update short**: in that stretch an update was less than 0.9 of
  the single update before it: the fling's 60-Hz frames shrink by 7 % at
  most in its first frames (the browser's own updates: 47.8 then 45.5 px
  at 3000 px/s), so the browser's fling was given a frame time less than a
  frame after the last (e.g. 38.5 then 30.9 px at 3000 px/s: the snap
  fling controller read a decay of 0.80, and the 300-px fling rested on
  390, not 1170);
- **no fling**: the browser's log has no fling though the finger lifted
  moving;
- **finger stopped**: the page saw the finger lift 40 ms or more after its
  last move (Chromium's velocity tracker, kAssumePointerStoppedTime, takes
  such a finger as stopped);
- **input lost**: no input reached the page;
- **input late**: by 6 s after the last input the page had not logged them
  all (each touch's start and end, each key, a wheel burst's first);
- **page stalled**: the page logged no frame after its last input, so its
  log cannot show the rest.

A run logs until every input has reached the page and nothing moved for
0.6 s after the last one: a held drag's end that reached the page 0.3 s
late was once cut off before its snap, and the run "rested" where the
finger left the content.
Wheel, key and held-drag cases have no fling: nothing of theirs is thrown
away but lost, late or unlogged input. Each run is a fresh browser at niceness {nice}.
Every run, kept or not, is logged to .build/oracle-runs.jsonl: its rest,
its reason, the fling's updates as the renderer handled them (ms from the
fling's start, px, how many coalesced), the page's largest frame interval
during the gesture and the longest an input took to reach the page.
"""
