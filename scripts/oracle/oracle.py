#!/usr/bin/env python3
"""The real Chromium as the CSS lanes' oracle.

For a scenario and a CSS lane, builds the page (page.py), replays the
scenario's events in Debian's chromium through Playwright (inputs.py),
logs scrollLeft/Top at every requestAnimationFrame, runs `playground trace`
of the same scenario with the lane as its behavior, and compares: the rest
(equal within 0.5 px), the time to rest (within 2 frames plus the one-frame
rAF lag: 3/60 s), and the path after the best time shift.

    oracle.py case SCENARIO.json --lane css-mandatory [--runs 5] [--no-smooth]
    oracle.py table [--runs 5] [--out docs/oracle.md] [--only NAME,…]
    oracle.py smoke

One browser at a time; each case runs several times: the most common rest
counts, other rests are flagged as splits.
"""

import argparse
import asyncio
import collections
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cases as case_table  # noqa: E402
import delivery  # noqa: E402
import inputs  # noqa: E402
from priority import PRIORITY, boost, raise_priority  # noqa: E402
import page  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHROMIUM = os.environ.get('ORACLE_CHROMIUM', '/usr/lib/chromium/chromium')
PLAYGROUND = os.environ.get('PLAYGROUND', os.path.join(ROOT, '.build/debug/playground'))
FRAME = 1 / 60
TIME_ALLOWANCE = 3 * FRAME    # 2 frames, plus the rAF log's one-frame lag
REST_TOLERANCE = 0.5          # px
LEAD = 0.3                    # s of logging before the scenario's time 0
SETTLE = 0.6                  # s without movement that ends a browser run
RUN_LOG = {}                  # the last run's log (browser_run)
LIMIT = 6.0                   # s after the last event, at most


def axis_index(scenario):
    return 0 if scenario.get('axis', 'horizontal') == 'horizontal' else 1


def rest_and_time(samples, after, tolerance=REST_TOLERANCE):
    """(rest, time to rest) of [(t, x)]: the last value, and the earliest
    time at or after `after` from which every sample stays within
    `tolerance` of it."""
    if not samples:
        return None, None
    rest = samples[-1][1]
    t_rest = samples[-1][0]
    for t, x in reversed(samples):
        if abs(x - rest) > tolerance:
            break
        t_rest = t
    return rest, max(t_rest, after)


def engine_trace(scenario, lane):
    with tempfile.NamedTemporaryFile('w', suffix='.json', delete=False) as f:
        json.dump(scenario, f)
        path = f.name
    try:
        out = subprocess.run([PLAYGROUND, 'trace', path, '--behavior', lane],
                             check=True, capture_output=True, text=True).stdout
    finally:
        os.unlink(path)
    a = axis_index(scenario)
    return [(r['t'], r['offset'][a]) for r in map(json.loads, out.splitlines())]


async def browser_run(browser, scenario, lane, touch=None):
    """One run in a fresh context: ([(t, x)] with t in the scenario's
    seconds, None), or (None, why) when the browser demonstrably did not
    get the input as specified (not a run: `run_case` runs it again)."""
    w, h = scenario.get('window', [390, 844])
    events = inputs.expand(scenario, touch)
    last = events[-1][0] if events else 0
    flings = inputs.released_moving(events)
    RUN_LOG.clear()
    if flings:
        # The browser's own log of the fling's updates (delivery.py).
        await browser.start_tracing(categories=delivery.CATEGORIES)
    context = await browser.new_context(viewport={'width': w, 'height': h}, has_touch=True)
    pg = await context.new_page()
    try:
        await pg.set_content(page.html(scenario, lane))
        await pg.evaluate('new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))')
        cdp = await context.new_cdp_session(pg)
        boost(os.getpriority(os.PRIO_PROCESS, 0))
        # Page clock vs this process's clock (the middle of a round trip).
        a = time.monotonic()
        p_now = await pg.evaluate('performance.now()')
        b = time.monotonic()
        page_minus_mono = p_now / 1000 - (a + b) / 2
        start = time.monotonic() + LEAD
        epoch = time.time() - time.monotonic()
        pending = []
        for t, kind, data in events:
            delay = start + t - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
            pending.append(await inputs.send(pg, cdp, kind, data, (w, h), epoch + start + t))
        # Log until nothing moved for SETTLE s (or LIMIT s after the last event).
        a = axis_index(scenario) + 1
        while True:
            await asyncio.sleep(0.2)
            log = await pg.evaluate('__log')
            now = time.monotonic() - start
            if now > last + LIMIT:
                break
            if now < last + 0.3:
                continue
            recent = [r for r in log if r[0] / 1000 - page_minus_mono - start >= now - SETTLE]
            if recent and max(r[a] for r in recent) - min(r[a] for r in recent) < 0.01:
                break
        for f in pending:
            if not f.done():
                f.cancel()
        fling = None
        if flings:
            fling = delivery.fling_delivery(delivery.events(await browser.stop_tracing()))
            flings = False
        # Time 0: the first input as the page received it (its DOM event's
        # timeStamp) less its scenario time, so the injection's latency
        # (a synthetic gesture starts at the next frame) does not count.
        received = await pg.evaluate('__inputs')
        first = inputs.first_received(events)
        # The run's own log (.build/oracle-runs.jsonl): the fling's updates
        # as the renderer handled them, the page's largest frame interval
        # from the first input to 0.15 s after the last, and the longest
        # an input took from its time stamp to the page's handler, ms.
        span = [r[0] for r in log if (received[0][0] if received else 0) - 17 <= r[0]
                <= (received[-1][0] if received else 0) + 150]
        RUN_LOG.update(updates=fling and fling['updates'],
                       frame_gap=max((b - a for a, b in zip(span, span[1:])), default=None),
                       input_lag=max((r[2] - r[0] for r in received), default=None))
        if first is not None and not received:
            return None, 'input lost'
        if inputs.released_moving(events):
            if inputs.stalled_release(received):
                return None, 'finger stopped'
            why = delivery.late_update(fling)
            if why:
                return None, why
        if received and first is not None:
            t0 = received[0][0] / 1000 - first
        else:
            t0 = start + page_minus_mono
        return [(r[0] / 1000 - t0, r[a]) for r in log if r[0] / 1000 - t0 >= -0.05], None
    finally:
        if flings:
            await browser.stop_tracing()
        await context.close()


def path_difference(chromium, engine, start, end):
    """The time shift s (s, engine later by s) that brings the engine's
    path closest to Chromium's between `start` and `end` (mean absolute
    difference), and the largest difference after it."""
    if not engine or not chromium:
        return 0.0, 0.0
    et = [t for t, _ in engine]
    ex = [x for _, x in engine]

    def at(t):
        if t <= et[0]:
            return ex[0]
        if t >= et[-1]:
            return ex[-1]
        i = min(int((t - et[0]) / (et[1] - et[0])), len(et) - 2)
        f = (t - et[i]) / (et[i + 1] - et[i])
        return ex[i] + (ex[i + 1] - ex[i]) * f

    window = [(t, x) for t, x in chromium if start - 0.05 <= t <= end + 0.05]
    if not window:
        return 0.0, 0.0
    best = None
    for k in range(-48, 49):
        s = k / 240
        mean = sum(abs(x - at(t - s)) for t, x in window) / len(window)
        if best is None or mean < best[1]:
            best = (s, mean)
    s = best[0]
    return s, max(abs(x - at(t - s)) for t, x in window)


async def run_case(launch, case, runs):
    scenario, lane = case['scenario'], case['lane']
    events = inputs.expand(scenario, case.get('touch'))
    first = events[0][0] if events else 0
    last = events[-1][0] if events else 0
    engine = engine_trace(scenario, lane)
    e_rest, e_time = rest_and_time(engine, last)
    results = []
    attempts = 0
    reasons = collections.Counter()

    def settled():
        # `runs` runs, and a rest two thirds of them agree on (a split on a
        # loaded machine runs again, up to three times the runs).
        if len(results) < runs:
            return False
        counts = collections.Counter(round(r['rest'] * 2) / 2 for r in results if r['rest'] is not None)
        return bool(counts) and 3 * counts.most_common(1)[0][1] >= 2 * len(results)

    while not settled() and attempts < 4 * runs:
        attempts += 1
        # A fresh browser per run: synthetic gestures queue per browser, and
        # one left running would hold the next run's input back.
        b = await launch()
        try:
            samples, why = await browser_run(b, scenario, lane, case.get('touch'))
        finally:
            await b.close()
        c_rest, c_time = rest_and_time(samples, last) if samples else (None, None)
        with open(os.path.join(ROOT, '.build', 'oracle-runs.jsonl'), 'a') as f:
            f.write(json.dumps(dict(case=case['name'], attempt=attempts, rerun=why, rest=c_rest, time=c_time,
                                    **RUN_LOG)) + '\n')
        if samples is None:
            reasons[why] += 1   # not the gesture as specified: run again
            continue
        shift, gap = path_difference(samples, engine, first, max(c_time or 0, e_time or 0))
        results.append(dict(rest=c_rest, time=c_time, shift=shift, gap=gap))
    rests = collections.Counter(round(r['rest'] * 2) / 2 for r in results if r['rest'] is not None)
    mode, count = rests.most_common(1)[0] if rests else (None, 0)
    agreeing = [r for r in results if r['rest'] is not None and round(r['rest'] * 2) / 2 == mode]
    times = sorted(r['time'] for r in agreeing)
    c_time = times[len(times) // 2] if times else None
    median = agreeing[len(agreeing) // 2] if agreeing else {}
    return dict(name=case['name'], lane=lane, input=case['input'], axis=scenario.get('axis', 'horizontal'),
                bundled=case.get('bundled', False),
                smooth=case.get('smooth', True),
                chromium_rest=mode, runs=len(results), rerun=sum(reasons.values()), reasons=dict(reasons), agreeing=count, splits=sorted(k for k in rests if k != mode),
                chromium_time=c_time, time_spread=(times[-1] - times[0]) if times else None,
                engine_rest=e_rest, engine_time=e_time,
                rest_equal=mode is not None and abs(mode - e_rest) <= REST_TOLERANCE,
                time_difference=(c_time - e_time) if c_time is not None else None,
                shift=median.get('shift'), gap=median.get('gap'))


async def run_cases(selected, runs, progress=None):
    from playwright.async_api import async_playwright
    out = []
    async with async_playwright() as p:
        for smooth in (True, False):
            group = [c for c in selected if c.get('smooth', True) == smooth]
            if not group:
                continue
            args = ['--enable-gpu-benchmarking', '--disable-gpu', '--no-sandbox']
            if not smooth:
                args.append('--disable-smooth-scrolling')

            def launch(args=args):
                return p.chromium.launch(executable_path=CHROMIUM, headless=True, args=args)
            for c in group:
                r = await run_case(launch, c, runs)
                print(line(r), flush=True)
                out.append(r)
                if progress:
                    progress(out)
    return out


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
- **no fling**: the browser's log has no fling though the finger lifted
  moving;
- **finger stopped**: the page saw the finger lift 40 ms or more after its
  last move (Chromium's velocity tracker, kAssumePointerStoppedTime, takes
  such a finger as stopped);
- **input lost**: no input reached the page.
Wheel, key and held-drag cases have no fling: nothing of theirs is thrown
away but lost input. Each run is a fresh browser at niceness {nice}.
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest='command', required=True)
    c = sub.add_parser('case')
    c.add_argument('scenario')
    c.add_argument('--lane', required=True, choices=sorted(page.LANES))
    c.add_argument('--runs', type=int, default=5)
    c.add_argument('--no-smooth', action='store_true')
    t = sub.add_parser('table')
    t.add_argument('--runs', type=int, default=5)
    t.add_argument('--out', default=os.path.join(ROOT, 'docs/oracle.md'))
    t.add_argument('--only', default='')
    r = sub.add_parser('render')
    r.add_argument('--out', default=os.path.join(ROOT, 'docs/oracle.md'))
    s = sub.add_parser('smoke')
    s.add_argument('--runs', type=int, default=3)
    args = ap.parse_args()
    if not os.path.exists(PLAYGROUND):
        sys.exit(f'oracle: {PLAYGROUND} is missing (swift build first, or set PLAYGROUND)')
    nice = raise_priority()
    if nice > PRIORITY:
        print(f'oracle: running at niceness {nice} (not {PRIORITY}: not root); '
              'on a loaded machine the browser may drop frames', file=sys.stderr)
    if args.command == 'case':
        with open(args.scenario) as f:
            scenario = json.load(f)
        smooth = not args.no_smooth and scenario.get('smooth-scrolling', True)
        if not smooth:
            scenario['smooth-scrolling'] = False
        selected = [dict(name=scenario.get('name', os.path.basename(args.scenario)), lane=args.lane,
                         input='scenario', scenario=scenario, smooth=smooth)]
        results = asyncio.run(run_cases(selected, args.runs))
        sys.exit(0 if all(r['rest_equal'] for r in results) else 1)
    if args.command == 'render':
        with open(os.path.join(ROOT, '.build', 'oracle-results.json')) as f:
            saved = json.load(f)
        write_markdown(saved['results'], args.out, saved['runs'], saved['nice'])
        return
    if args.command == 'table':
        selected = case_table.all_cases()
        if args.only:
            names = set(args.only.split(','))
            selected = [c for c in selected if c['name'] in names]
        results = asyncio.run(run_cases(selected, args.runs,
                                        lambda done: write_markdown(done, args.out, args.runs)))
        write_markdown(results, args.out, args.runs)
        print(f'oracle: {sum(r["rest_equal"] for r in results)}/{len(results)} rests equal, '
              f'{sum(within(r) for r in results)}/{len(results)} times within {TIME_ALLOWANCE:.3f} s; wrote {args.out}')
        sys.exit(0 if all(r['rest_equal'] for r in results) else 1)
    if args.command == 'smoke':
        results = asyncio.run(run_cases(case_table.smoke_cases(), args.runs))
        bad = [r for r in results if not r['rest_equal']]
        print(f'oracle smoke: {len(results) - len(bad)}/{len(results)} rests equal to the real Chromium')
        sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
