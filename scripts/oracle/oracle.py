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
counts, other rests are flagged as splits. A run in which the browser
demonstrably did not get the gesture as specified (delivery.py: for a
fling, the browser's own trace of its updates) is run again and counted.

    oracle.py render [--out docs/oracle.md]   (the page from the last results)
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
from report import TIME_ALLOWANCE, line, within, write_markdown  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHROMIUM = os.environ.get('ORACLE_CHROMIUM', '/usr/lib/chromium/chromium')
PLAYGROUND = os.environ.get('PLAYGROUND', os.path.join(ROOT, '.build/debug/playground'))
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
        # Log until every input has reached the page and nothing moved for
        # SETTLE s after the last one (or LIMIT s after the last event): on
        # a loaded machine a touch's end can reach the page late, and the
        # snap it starts with it.
        a = axis_index(scenario) + 1
        expected = inputs.expected_dom(events)
        arrived = False
        while True:
            await asyncio.sleep(0.2)
            log, received = await pg.evaluate('[__log, __inputs]')
            now = time.monotonic() - start
            if now > last + LIMIT:
                break
            arrived = inputs.all_arrived(expected, received)
            if now < last + 0.3 or not arrived:
                continue
            since = now - SETTLE
            latest = max((r[2] / 1000 - page_minus_mono - start for r in received), default=0)
            recent = [r for r in log if r[0] / 1000 - page_minus_mono - start >= since]
            if latest <= since and recent and max(r[a] for r in recent) - min(r[a] for r in recent) < 0.01:
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
        if not arrived:
            return None, 'input late'
        handled = max((r[2] for r in received), default=0)
        if not any(r[0] > handled for r in log):
            return None, 'page stalled'   # no frame logged after the last input
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
        os.makedirs(os.path.join(ROOT, '.build'), exist_ok=True)
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
