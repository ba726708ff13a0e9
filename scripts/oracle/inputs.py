"""A scenario's events as the real Chromium receives them, each at its
engine time after the start of the run:
- a wheel notch: `chrome.gpuBenchmarking.smoothScrollByXY` with the mouse
  as its source (a Linux mouse notch: cc animates it as a wheel tick), the
  scenario's `wheel-step` px (50 unless set);
- a drag: `chrome.gpuBenchmarking.swipe` (a finger at the drag's speed,
  flinging at that speed when released moving), or timestamped CDP
  `Input.dispatchTouchEvent`, one move per engine tick, sent without
  waiting for replies (`touch_mode`);
- a key: CDP `Input.dispatchKeyEvent` down and up, the scroller focused;
- a trackpad delta (`precise`): CDP `mouseWheel`, a precise scroll;
- a `pointer` down, move or up: one timestamped CDP touch event each (a
  finger, as the engine takes a pointer on a touch scroll view);
- a `scroll-to` an offset: the scroller's `scrollTo`, smooth unless
  `"animated": false`.
"""

import math

TICK = 1 / 120

KEYS = {
    'up': ('ArrowUp', 38), 'down': ('ArrowDown', 40), 'left': ('ArrowLeft', 37), 'right': ('ArrowRight', 39),
    'page-up': ('PageUp', 33), 'page-down': ('PageDown', 34), 'home': ('Home', 36), 'end': ('End', 35),
    'space': (' ', 32),
}


class InputError(Exception):
    pass


def touch_mode(touch=None):
    """`swipe` (the default): a drag released moving is
    `chrome.gpuBenchmarking.swipe`, a touch gesture the browser synthesizes
    frame by frame at the drag's speed, ending in a fling of that speed: its
    timing does not depend on this process being scheduled on time, which a
    loaded machine does not promise (a swipe cannot hold still, so a drag
    held before its release is always sent as CDP touches). `cdp`:
    timestamped CDP touch events, one per engine tick (ORACLE_TOUCH=cdp)."""
    import os
    return touch or os.environ.get('ORACLE_TOUCH', 'swipe')


def expand(scenario, touch=None):
    """The scenario's events as (time, kind, data), in time order; `touch`
    overrides `touch_mode`'s default for the drags."""
    step = float(scenario.get('wheel-step', 50))
    axis = scenario.get('axis', 'horizontal')
    out = []
    for i, e in enumerate(scenario.get('events', [])):
        at = float(e['at'])
        repeat = int(e.get('repeat', 1))
        every = float(e.get('every', 0))
        for k in range(repeat):
            t = at + k * every
            if 'wheel' in e:
                if k > 0:
                    continue
                wx, wy = e['wheel']
                # SDL's signs: y > 0 scrolls toward the start, x > 0 toward the
                # end; on a horizontal container the wheel scrolls along it.
                along = -wy * step + wx * step
                dx, dy = (along, 0.0) if axis == 'horizontal' else (wx * step, -wy * step)
                # A burst is one synthetic gesture of all its notches, spread
                # over the burst's span: Chromium runs synthetic gestures one
                # after another, so separate calls 50 ms apart would arrive
                # only when the previous gesture has finished.
                out.append((t, 'wheel', (dx * repeat, dy * repeat, (repeat - 1) * every)))
            elif 'precise' in e:
                px, py = e['precise']
                along = -py * 10 + px * 10
                dx, dy = (along, 0.0) if axis == 'horizontal' else (px * 10, -py * 10)
                out.append((t, 'precise', (dx, dy)))
            elif 'key' in e:
                if e['key'] not in KEYS:
                    raise InputError(f"events[{i}].key {e['key']!r}")
                out.append((t, 'key', KEYS[e['key']]))
            elif 'drag' in e:
                d = e['drag']
                (x0, y0), (x1, y1) = d['from'], d['to']
                dur, hold = float(d['duration']), float(d.get('hold', 0))
                if touch_mode(touch) == 'swipe' and hold == 0:
                    out.append((t, 'swipe', ((x0, y0), (x1, y1), dur, hold)))
                    continue
                n = max(1, math.ceil(dur / TICK - 1e-9))
                out.append((t, 'touchStart', (x0, y0)))
                for j in range(1, n + 1):
                    f = 1.0 if j == n else min(1.0, j * TICK / dur)
                    out.append((t + j * TICK, 'touchMove', (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)))
                out.append((t + n * TICK + hold, 'touchEnd', (x1, y1)))
            elif 'pointer' in e:
                kinds = {'down': 'touchStart', 'move': 'touchMove', 'up': 'touchEnd'}
                if e['pointer'] not in kinds:
                    raise InputError(f"events[{i}].pointer {e['pointer']!r}")
                x, y = e['pos']
                out.append((t, kinds[e['pointer']], (float(x), float(y))))
            elif 'scroll-to' in e and 'offset' in e['scroll-to']:
                x, y = e['scroll-to']['offset']
                out.append((t, 'scrollTo', (float(x), float(y), bool(e.get('animated', True)))))
            else:
                raise InputError(f"events[{i}]: the oracle replays wheel, precise, key, drag, "
                                 "pointer and scroll-to-offset events")
    out.sort(key=lambda x: x[0])
    return out


def expected_dom(events):
    """{DOM event type: how many the page must log at least} for the
    scenario's events: a touch's start and end each, a key's keydown, one
    wheel event of a burst (a synthetic gesture's wheel events are its own)."""
    out = {}
    for _, kind, _ in events:
        for dom in {'swipe': ('touchstart', 'touchend'), 'touchStart': ('touchstart',),
                    'touchEnd': ('touchend',), 'key': ('keydown',), 'wheel': ('wheel',)}.get(kind, ()):
            out[dom] = out.get(dom, 0) + 1
    if 'wheel' in out:
        out['wheel'] = 1
    return out


def all_arrived(expected, received):
    """True when the page logged every DOM event `expected` asks for."""
    return all(sum(1 for r in received if r[1] == k) >= n for k, n in expected.items())


def first_received(events):
    """The scenario time of the first event the page logs as its own DOM
    event (a programmatic scroll fires none), or None."""
    return next((t for t, kind, _ in events if kind != 'scrollTo'), None)


async def send(page, cdp, kind, data, size, stamp):
    """Fires one event without waiting for Chromium's reply (the reply's
    round trip would stretch a drag's timing); returns the pending reply.
    `stamp`: the event's intended time, seconds since the epoch (a touch
    carries it, so a late delivery on a loaded machine keeps the finger's
    speed in Chromium's velocity tracker)."""
    import asyncio
    w, h = size
    if kind == 'wheel':
        dx, dy, span = data
        speed = max(abs(dx), abs(dy)) / span if span > 0 else 100000
        js = ("chrome.gpuBenchmarking.smoothScrollByXY(%r, %r, () => {}, %r, %r, "
              "chrome.gpuBenchmarking.MOUSE_INPUT, %r, false)") % (dx, dy, w / 2, h / 2, speed)
        return asyncio.ensure_future(page.evaluate(js))
    if kind == 'precise':
        dx, dy = data
        return asyncio.ensure_future(cdp.send('Input.dispatchMouseEvent', {
            'type': 'mouseWheel', 'x': w / 2, 'y': h / 2, 'deltaX': dx, 'deltaY': dy}))
    if kind == 'key':
        key, code = data
        futures = []
        for t in ('rawKeyDown', 'keyUp'):
            futures.append(asyncio.ensure_future(cdp.send('Input.dispatchKeyEvent', {
                'type': t, 'key': key, 'code': key if key != ' ' else 'Space',
                'windowsVirtualKeyCode': code, 'nativeVirtualKeyCode': code})))
        return asyncio.gather(*futures)
    if kind == 'swipe':
        (x0, y0), (x1, y1), duration, hold = data
        dx, dy = x1 - x0, y1 - y0
        if abs(dx) >= abs(dy):
            direction, distance = ('left' if dx < 0 else 'right'), abs(dx)
        else:
            direction, distance = ('up' if dy < 0 else 'down'), abs(dy)
        speed = distance / duration
        fling = speed
        # The synthetic finger travels the swipe's distance plus the touch
        # slop, so that the content scrolls the whole distance: asked for
        # the drag less the slop, the finger travels the drag, at its speed
        # and over its duration, and the content scrolls what a real finger
        # of that drag scrolls (the engine's finger, too, loses its slop).
        js = "chrome.gpuBenchmarking.swipe(%r, %r, () => {}, %r, %r, %r, %r)" % (
            direction, max(distance - SWIPE_SLOP, 1.0), x0, y0, speed, fling)
        return asyncio.ensure_future(page.evaluate(js))
    if kind == 'scrollTo':
        x, y, animated = data
        js = "document.getElementById('s').scrollTo({left: %r, top: %r, behavior: %r})" % (
            x, y, 'smooth' if animated else 'instant')
        return asyncio.ensure_future(page.evaluate(js))
    if kind.startswith('touch'):
        x, y = data
        points = [] if kind == 'touchEnd' else [{'x': x, 'y': y, 'id': 1}]
        return asyncio.ensure_future(cdp.send('Input.dispatchTouchEvent', {
            'type': kind, 'touchPoints': points, 'timestamp': stamp}))
    raise InputError(kind)


# The touch slop `chrome.gpuBenchmarking.swipe` adds to its first move, px:
# content's SyntheticSmoothMoveGesture (synthetic_smooth_move_gesture.h:
# "the first distance is extended to compensate for the touch slop").
# Measured in Chromium 156: a 100-px swipe from x = 300 moves the finger to
# 185 and scrolls 100 px.
SWIPE_SLOP = 15.0

# Chromium's velocity tracker takes a finger that has not moved for this
# long before it lifts as stopped (ui/events/velocity_tracker
# kAssumePointerStoppedTime, 40 ms): no fling.
STOPPED = 0.040


def released_moving(events):
    """True when the scenario's last touch lifts less than STOPPED after the
    move before it (a swipe always does): the browser must fling."""
    last_end = None
    for i, (t, kind, _) in enumerate(events):
        if kind == 'swipe':
            last_end = (t, True)
        elif kind == 'touchEnd':
            moves = [u for u, k, _ in events[:i] if k == 'touchMove']
            last_end = (t, bool(moves) and t - moves[-1] < STOPPED)
    return bool(last_end and last_end[1])


def stalled_release(received):
    """True when the page saw the last touch lift STOPPED or more after the
    last move before it (DOM event times, ms): on a loaded machine the
    finger's last moves came late, and Chromium took it as stopped."""
    ends = [r[0] for r in received if r[1] == 'touchend']
    if not ends:
        return False
    moves = [r[0] for r in received if r[1] == 'touchmove' and r[0] <= ends[-1]]
    return bool(moves) and (ends[-1] - moves[-1]) / 1000 >= STOPPED
