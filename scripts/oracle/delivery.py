"""Whether the browser got a touch fling as a 60-Hz browser gets it, read
from its own trace (category `input`).

A touch fling in a snap container: the browser's fling
(components/input/fling_controller.cc) sends one inertial scroll update a
frame to the renderer, whose compositor queues them and dispatches the
queue once a frame, coalescing what arrived since the last dispatch into
one update (blink's CompositorThreadEventQueue, traced as
`WebCoalescedInputEvent::CoalesceWith`). cc/input/snap_fling_controller.cc
picks the snap target from the last two updates it is handed, |d|/|d'|
their decay, d/(1 - decay) the rest of the fling: two updates coalesced
into one (a frame's update that missed its dispatch and went with the
next) make one delta twice as long and the next a normal one, a decay near
0.5, and a target a snap position or more short of the 60-Hz one. The
browser's fling progress and the renderer's dispatch run at the same
begin-frame, so on a loaded machine an update misses its frame now and
then.

`fling_delivery` reads, from the trace: the fling's start
(`FlingController::HandlingGestureFling`, its velocity), every scroll
update the renderer's compositor handled from then on
(`InputHandlerProxy::HandleGestureScrollUpdate`, its delta; the last one
before the fling ends is the one the snap fling controller took over at),
and how many updates each was coalesced from.
"""

import json

FLING = 'FlingController::HandlingGestureFling'
HANDLED = 'InputHandlerProxy::HandleGestureScrollUpdate'
COALESCED = 'WebCoalescedInputEvent::CoalesceWith'
CATEGORIES = ['input']


def events(trace):
    """The trace's events from Playwright's `stop_tracing` bytes."""
    data = json.loads(trace)
    return data['traceEvents'] if isinstance(data, dict) else data


def fling_delivery(trace_events):
    """None when the trace holds no touch fling; else a dict:
    `velocity` (px/s, the fling's), `updates`: [(ms from the fling's start,
    delta px, updates coalesced into it)] as the renderer handled them until
    the fling ended (the last one is where the snap fling controller took
    over, when it did)."""
    starts = [e for e in trace_events if e.get('name') == FLING and e.get('ph') == 'b']
    if not starts:
        return None
    start = starts[-1]
    t0 = start['ts']
    ends = [e['ts'] for e in trace_events if e.get('name') == FLING and e.get('ph') == 'e' and e['ts'] >= t0]
    end = min(ends) if ends else float('inf')
    merged = {}
    for e in trace_events:
        if e.get('name') != COALESCED:
            continue
        d = e.get('args', {}).get('scroll_deltas')
        if d and 'coalesced_to_trace_id' in d:
            merged[d['coalesced_to_trace_id']] = merged.get(d['coalesced_to_trace_id'], 0) + 1
    handled = sorted((e for e in trace_events
                      if e.get('name') == HANDLED and 'dx' in e.get('args', {}) and t0 <= e['ts'] <= end),
                     key=lambda e: e['ts'])
    updates = [((e['ts'] - t0) / 1000, (e['args']['dx'] ** 2 + e['args']['dy'] ** 2) ** 0.5,
                1 + merged.get(e['args'].get('trace_id'), 0)) for e in handled]
    a = start.get('args', {})
    return dict(velocity=(a.get('vx', 0) ** 2 + a.get('vy', 0) ** 2) ** 0.5, updates=updates)


# The fling's first frame, ms: the browser sends a fling's first updates at
# its start and at its next frame, within one frame, and the renderer takes
# them (and the finger's last update, when it came late) together on any
# machine.
FIRST_FRAME = 12.0
# How many updates after the first frame the snap fling controller may read
# before it has estimated: at the fling's 4th update at the latest
# (kMaxFramesToWaitForDecay = 3 decaying updates after the first), and one
# more for an update split over the first frame's dispatch.
ESTIMATED = 5


# The longest the renderer may take between two of the fling's updates, ms:
# a frame and a half. Longer, a frame went by without an update, and the
# next carries two frames of the fling (the browser's fling progressed by
# the frame time it was given, so the delta is two frames' though nothing
# was coalesced).
MISSED = 1.5 * 1000 / 60


# The least an update after the fling's first frame may be of the single
# update before it. A 60-Hz frame of the fling's curve is at least 0.93 of
# the frame before it in its first frames (the updates the browser logged:
# 15.6 then 14.6 px at 1000 px/s, 23.9, 22.9, 21.9 at 1500, 47.8, 45.5 at
# 3000); less, the browser's fling was given a frame time less than a frame
# after the last (an update of 38.5 px, then 30.9 at 3000 px/s: the snap
# fling controller read a decay of 0.80 and the 300-px fling rested on 390,
# not 1170).
SHORT = 0.90


def late_update(delivery):
    """Why a run that flings did not get its fling as at 60 Hz, or None:
    no fling in the browser's log, or one of the first ESTIMATED updates the
    renderer handled after the fling's first frame (the ones the snap fling
    controller's estimate may read) coalesced from two or more of the
    fling's updates (one of them missed its frame), more than MISSED after
    the one before (or the fling's start), or less than SHORT of the single
    update before it."""
    if delivery is None:
        return 'no fling'
    updates = delivery['updates']
    after = [u for u in updates if u[0] >= FIRST_FRAME][:ESTIMATED]
    if any(n > 1 for _, _, n in after):
        return 'fling update coalesced'
    first = [u for u in updates if u[0] < FIRST_FRAME]
    times = [0.0] + [t for t, _, _ in first] + [t for t, _, _ in after]
    if any(b - a > MISSED for a, b in zip(times, times[1:])):
        return 'fling frame missed'
    seq = first + after
    # The pairs whose second update is past the first frame.
    for (_, d0, n0), (_, d1, _) in list(zip(seq, seq[1:]))[max(len(first) - 1, 0):]:
        if n0 == 1 and d1 < SHORT * d0:
            return 'fling update short'
    return None
