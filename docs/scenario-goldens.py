#!/usr/bin/env python3
"""Golden resting places of the bundled scenarios for every behavior,
computed from the platforms' rules (docs/behaviors.md, the peers' sources),
independently of the program: `python3 docs/scenario-goldens.py` prints them;
`--write` adds the missing per-behavior expectations to assets/scenarios/*.json
(each with a `note` giving the rule and the arithmetic). Never fed with what
the program printed: the inputs are the scenario's own numbers (drag lengths,
durations, wheel notches) and the documented constants."""
import json, math, sys, os, re

UIKIT = 1 / (1000 * -math.log(0.998))      # 0.49950: UIKit .normal, x∞ = x0 + v·0.4995
FLUTTER_LN = -math.log(0.135)               # Flutter FrictionSimulation(0.135)
SLOP = 18.0                                 # touch slop (UIKit-like drag start)

def uikit_rest(x0, v):
    return x0 + v * UIKIT

def flutter_rest(x0, v):
    """BouncingScrollSimulation: friction 0.135, stops when |v| < 20 px/s."""
    if abs(v) < 100: return x0                  # minFlingVelocity (2 × kMinFlingVelocity)
    return x0 + math.copysign((abs(v) - 20) / FLUTTER_LN, v)

def flutter_fast_rest(x0, v):
    """decelerationRate .fast: v(t) = v0·0.135^t − 1400·t, stops at its root."""
    if abs(v) < 100: return x0
    a = abs(v); t = 0.3
    for _ in range(50):
        f = a * math.exp(-FLUTTER_LN * t) - 1400 * t
        df = -FLUTTER_LN * a * math.exp(-FLUTTER_LN * t) - 1400
        t -= f / df
    x = a * (1 - math.exp(-FLUTTER_LN * t)) / FLUTTER_LN - 700 * t * t
    return x0 + math.copysign(x, v)

def flutter_drag_release(distance, moves):
    """Flutter's ScrollDragController: after the 18 px slop the first 3.5 px
    (dragStartDistanceMotionThreshold) scroll nothing; the update that breaks
    it scrolls min(3.5/3, Δ), all of Δ past 24 px."""
    step = distance / moves; total = 0; out = 0; started = False
    for k in range(1, moves + 1):
        total = min(distance, step * k)
        if not started:
            if total > SLOP:
                excess = total - SLOP; started = True
                if excess > 3.5: out += excess if excess > 24 else 3.5 / 3
                else: pending = excess; started = 'pending'
            continue
        if started == 'pending':
            pending += step
            if pending > 3.5: out += step if step > 24 else 3.5 / 3; started = True
            continue
        out += step
    return out

class Layout:
    def __init__(self, areas, L, content, lo=0.0):
        self.areas = areas; self.L = L; self.content = content
        self.M = max(lo, content - L); self.lo = lo
    def edges(self):   # view-aligned positions: leading edges clamped + M
        return sorted({min(max(a, self.lo), self.M) for a, b in self.areas} | {self.M})
    def aligned(self, fraction):   # CSS start/center/end
        return sorted({min(max(a + fraction * (b - a - self.L), self.lo), self.M) for a, b in self.areas})
    def pages(self):
        n = int(math.ceil(self.M / self.L - 1e-9)) if self.M > 0 else 0
        return sorted({min(k * self.L, self.M) for k in range(n + 1)})

def nearest(xs, p, toward=None):
    best = None
    for x in xs:
        if best is None or abs(x - p) < abs(best - p) - 1e-9 or (abs(abs(x - p) - abs(best - p)) < 1e-9 and toward is not None and abs(x - toward) < abs(best - toward)):
            best = x
    return best

def paging(lay, o, r, p, v):
    pg = lay.pages()
    if abs(v) > 1:
        ahead = [x for x in pg if (x - p) * v >= -1e-9]
        ans = (min(ahead) if v > 0 else max(ahead)) if ahead else nearest(pg, p)
    else:
        ans = nearest(pg, p, toward=o)
    below = [x for x in pg if x < o - 1e-6]; above = [x for x in pg if x > o + 1e-6]
    on = any(abs(x - o) < 1e-6 for x in pg)
    lo = (max(below) if below else o) if on else (max(below) if below else 0)
    hi = (min(above) if above else o) if on else (min(above) if above else lay.M)
    if not on:
        lo = max([x for x in pg if x <= o] or [0]); hi = min([x for x in pg if x >= o] or [lay.M])
    return min(max(ans, lo), hi)

def view_aligned(lay, o, r, p, v, limit):
    pos = lay.edges()
    cands = pos
    if abs(v) > 1:
        ahead = [x for x in pos if (x - r) * v > 1e-9]
        if ahead: cands = ahead
    if limit == 'automatic': limit = 'always' if lay.L < 600 else 'never'
    d = 1 if (v > 1 or (abs(v) <= 1 and p > o)) else -1
    if limit == 'never':
        allowed = cands
    elif limit == 'always':
        allowed = [x for x in cands if abs(x - o) <= lay.L + 1e-9]
        if not allowed:
            step = [x for x in pos if (x - o) * d > 1e-9]
            allowed = [min(step) if d > 0 else max(step)] if step else [o]
    else:
        n = 1 if limit == 'by-one' else 3
        fwd = sorted([x for x in pos if x > o + 1e-9]); back = sorted([x for x in pos if x < o - 1e-9], reverse=True)
        hi = fwd[n - 1] if len(fwd) >= n else (fwd[-1] if fwd else o)
        lo = back[n - 1] if len(back) >= n else (back[-1] if back else o)
        allowed = [x for x in cands if lo - 1e-9 <= x <= hi + 1e-9] or [x for x in pos if lo - 1e-9 <= x <= hi + 1e-9]
    return nearest(allowed, p, toward=o)

def seed_v1(lay, o, r, p, v):
    return o + lay.L if v > 0 else (o - lay.L if v < 0 else p)

def seed_v2(lay, o, r, p, v):
    return (o + lay.L if p > o else o - lay.L) if abs(o - p) > lay.L / 3 else o

def seed_v3(lay, o, r, p, v):   # seed 004's version 3, as the article writes it
    W = lay.L; C = lay.content
    if C <= W: return 0.0
    if p == o: return o
    left = p > o
    remaining = (C - (o + W)) if left else o
    threshold = remaining / 3 if remaining <= W else W / 3
    drag = o - p
    if abs(drag) > threshold: dest = o - W if drag > 0 else o + W
    else: dest = (math.floor(o / W) if left else math.ceil(o / W)) * W
    M = C - W; b = min(max(dest, 0), M)
    if b >= M * 0.95: return M
    if b <= W * 0.05: return 0.0
    if not left: return M - round_half_away((M - b) / W) * W
    return min(round_half_away(b / W) * W, M)

def round_half_away(x):
    return math.floor(x + 0.5) if x >= 0 else -math.floor(-x + 0.5)

def multi_page(lay, o, r, p, v):
    base = paging(lay, o, r, p, v)
    if abs(v) <= 1: return base
    pg = lay.pages(); near = nearest(pg, p)
    ans = max(base, near) if v > 0 else min(base, near)
    return min(max(ans, o - 10 * lay.L), o + 10 * lay.L)

def snap_proximity(lay, o, r, p, v):
    x = nearest(lay.edges(), p)
    return x if abs(x - p) <= lay.L / 3 else p

def flutter_page(lay, o, r, p, v):
    if (r <= 0 and v <= 0 and r < 0) or (r >= lay.M and v >= 0 and r > lay.M): return p
    page = min(max(r, 0), lay.M) / lay.L
    if v < -20: page -= 0.5
    elif v > 20: page += 0.5
    return min(round_half_away(page) * lay.L, lay.M)

def css(lay, o, r, p, v, mode='mandatory', fraction=0.0):
    pos = lay.aligned(fraction); rng = lay.L / 3 if mode == 'proximity' else math.inf
    def closest(xs, x):
        best = None
        for c in xs:
            d = abs(c - x)
            if d > rng: continue
            if best is None or d < abs(best - x) - 1e-9: best = c
        return best
    if abs(v) <= 1:
        ans = closest(pos, p); return p if ans is None else ans
    if p == r: return p
    d = 1 if p > r else -1
    ahead = [x for x in pos if round(x - r) * d > 0]
    ans = closest(ahead, p)
    if ans is not None and mode == 'stop':
        nxt = [x for x in pos if (x - r) * d >= 1]
        if nxt:
            s = min(nxt) if d > 0 else max(nxt)
            if abs(s - r) <= abs(ans - r): ans = s
    if ans is None:
        if mode == 'proximity': return p
        ans = closest(pos, r)
    return ans

def css_wheel(lay, e, v, behavior):
    """Chromium animates a mouse wheel's notches unsnapped and snaps when the
    animation finishes with a DirectionStrategy from where it ended (cc/input/
    input_handler.cc CreateSnapStrategy, kScrollOffsetAnimationFinished):
    the position closest to e strictly ahead of it in the notches' direction
    (proximity: within L/3); with none ahead, mandatory falls back on the
    position closest to e (FindClosestValidArea's relaxed EndPosition)."""
    fraction = {'css-mandatory-center': 0.5, 'css-mandatory-end': 1.0}.get(behavior, 0.0)
    pos = lay.aligned(fraction); rng = lay.L / 3 if behavior == 'css-proximity' else math.inf
    ahead = [x for x in pos if (x - e) * v > 0 and abs(x - e) <= rng]
    if ahead: return min(ahead, key=lambda x: abs(x - e))
    if behavior == 'css-proximity': return e
    return min(pos, key=lambda x: abs(x - e))

WHEEL_NOTE = {
    'flutter-page': "Flutter: a wheel notch is ScrollPositionWithSingleContext.pointerScroll, a jump by the delta then goBallistic(0.0); a key's ScrollAction animates, then goes ballistic at its end velocity 0; so PageScrollPhysics rounds the page, no ± 0.5: round(p/L)·L",
    'css': "Chromium: wheel notches animate unsnapped; when the animation ends cc/input/input_handler.cc CreateSnapStrategy snaps with a DirectionStrategy from there: the position nearest p strictly ahead of it in the notches' direction (proximity within L/3; none ahead: mandatory the nearest, proximity stays)",
}

RULES = {
    'paging': ("SwiftUI .paging (docs/behaviors.md): |v| > 1 → first page boundary at or past p in v's direction, else the nearest page; at most one page from o", paging),
    'view-aligned': ("SwiftUI .viewAligned(.automatic): the view edge nearest p (a fling: ahead of r); .always when L < 600 px, else .never", lambda *a: view_aligned(*a, 'automatic')),
    'view-aligned-always': ("SwiftUI .viewAligned(.always): the view edge nearest p within o ± L (a fling: ahead of r)", lambda *a: view_aligned(*a, 'always')),
    'view-aligned-by-one': ("SwiftUI .viewAligned(.alwaysByOne): at most the adjacent view edge from o", lambda *a: view_aligned(*a, 'by-one')),
    'view-aligned-by-few': ("SwiftUI .viewAligned(.alwaysByFew): the edge nearest p among the 3 views on each side of o", lambda *a: view_aligned(*a, 'by-few')),
    'view-aligned-never': ("SwiftUI .viewAligned(.never): the view edge nearest p (a fling: ahead of r), no limit", lambda *a: view_aligned(*a, 'never')),
    'seed-v1': ("seed 004 v1: o ± L by the sign of v; v = 0 leaves p", seed_v1),
    'seed-v2': ("seed 004 v2: o ± L when |o − p| > L/3, else back to o", seed_v2),
    'seed-v3': ("seed 004 v3 (the article's code): 1/3 threshold, floor/ceil of o, clamp, 5 % edge snaps", seed_v3),
    'multi-page': ("multi-page: still → paging; a fling → the page nearest p, at least paging's", multi_page),
    'snap-proximity': ("snap-proximity: the view edge nearest p when within L/3, else p", snap_proximity),
    'flutter-page': ("Flutter PageScrollPhysics: page = round(r/L ± 0.5·sign(v)) (|v| > 20 px/s), × L", flutter_page),
    'css-mandatory': ("CSS mandatory (Chromium scroll_snap_data.cc): still → aligned start nearest p; fling → nearest p among those ahead of r", lambda *a: css(*a)),
    'css-proximity': ("CSS proximity (Chromium): as mandatory, only within L/3 of p (kProximityRatio), else p", lambda *a: css(*a, mode='proximity')),
    'css-snap-stop': ("CSS scroll-snap-stop: always (Chromium): never past the first position ≥ 1 px ahead of r", lambda *a: css(*a, mode='stop')),
    'css-mandatory-center': ("CSS mandatory, scroll-snap-align: center: area centre on the snapport's centre, (a+b)/2 − L/2", lambda *a: css(*a, fraction=0.5)),
    'css-mandatory-end': ("CSS mandatory, scroll-snap-align: end: b − L", lambda *a: css(*a, fraction=1.0)),
}

def pages(L=390, n=20): return Layout([(k * L, (k + 1) * L) for k in range(n)], L, n * L)
def thirds(L=390, n=10):
    w = L / 3; return Layout([(k * w, (k + 1) * w) for k in range(n)], L, n * w)
RAINBOW = Layout([(8 + 60 * k, 60 + 60 * k) for k in range(100)], 844, 6008)
STATUS = Layout([(8 + 44 * k, 44 + 44 * k) for k in range(100)], 844, 4408 + 47)
# seed 003's iOS 13 (UIKit) convention: the offsets are UIKit's contentOffset,
# −47 at the start (contentInset.top), rows aligned at their minY, M = 4408 − 844
STATUS13 = Layout([(8 + 44 * k, 44 + 44 * k) for k in range(100)], 844, 4408, lo=-47.0)
HEADER = Layout([(150 + 44 * k, 194 + 44 * k) for k in range(100)], 844, 150 + 4400)

def drag(o, distance, duration, hold=0.0, L=390, lay_M=None):
    """A drag of `distance` px (content direction) in `duration` s: the
    content follows after the 18 px slop; released moving at distance /
    duration (constant speed), or still after a hold > 40 ms."""
    moves = math.ceil(round(duration * 120, 6))
    sign = 1 if distance > 0 else -1
    r = o + sign * (abs(distance) - SLOP)
    # release velocity: least squares over the samples of the last 100 ms
    # (the down and one move per tick on the constant-speed path)
    ts = [k / 120 for k in range(moves + 1)]
    xs = [distance * min(1, (k / 120) / duration) for k in range(moves + 1)]
    keep = [i for i, t in enumerate(ts) if ts[-1] - t <= 0.1 + 1e-9]
    tm = sum(ts[i] for i in keep) / len(keep); xm = sum(xs[i] for i in keep) / len(keep)
    lsq = sum((ts[i] - tm) * (xs[i] - xm) for i in keep) / sum((ts[i] - tm) ** 2 for i in keep)
    v = 0.0 if hold > 0.04 else round(lsq, 1)
    if lay_M is not None:        # UIKit's rubber band past an edge, f(x, d, 0.55)
        band = lambda x: (1 - 1 / (x * 0.55 / L + 1)) * L
        if r < 0: r = -band(-r)
        elif r > lay_M: r = lay_M + band(r - lay_M)
    rf = o + sign * flutter_drag_release(abs(distance), moves)
    return dict(o=o, r=r, p=uikit_rest(r, v), v=v, rf=rf,
                why=f"drag {abs(distance):g} px in {duration:g} s{' held' if hold > 0.04 else ''}: o = {o:g}, r = {r:.1f} (the drag less the 18 px slop{', rubber-banded' if lay_M is not None and (r < 0 or r > lay_M) else ''}), v = {v:g} px/s (least squares), p = r + 0.4995·v = {uikit_rest(r, v):.1f}")

def wheel(o, notches, L):
    p = o + 50 * notches
    return dict(o=o, r=o, p=p, v=math.copysign(abs(p - o) / 0.15, notches), rf=p, still_free=True, input='wheel',
                why=f"{abs(notches)} wheel notch{'es' if abs(notches) > 1 else ''} from {o:g}: p = {o:g} + 50·{notches} = {p:g}, v = remaining/0.15 s")

def key(o, target, name):
    p = target(o)
    return dict(o=o, r=o, p=p, v=math.copysign(abs(p - o) / 0.15, p - o) if p != o else 0.0, rf=p, still_free=True, input='key',
                why=f"{name} from {o:g}: p = {p:g}")

def answer(behavior, lay, d):
    clamp = lambda x: min(max(x, lay.lo), lay.M)
    if behavior == 'free':
        return clamp(d['p'])
    if behavior == 'flutter-bouncing':
        return clamp(d['p'] if d.get('still_free') else flutter_rest(d['rf'], d.get('vf', d['v'])))
    if behavior == 'flutter-bouncing-fast':
        return clamp(d['p'] if d.get('still_free') else flutter_fast_rest(d['rf'], d.get('vf', d['v'])))
    rule = RULES[behavior][1]
    p = min(max(d['p'], lay.lo), lay.M)
    if behavior == 'flutter-page' and d.get('input'):
        # Flutter: a wheel notch is ScrollPositionWithSingleContext.pointerScroll
        # (jump by the delta, then goBallistic(0.0)); a key's ScrollAction
        # animates (DrivenScrollActivity) and then goes ballistic with its end
        # velocity, 0: PageScrollPhysics then rounds the page, no ± 0.5.
        return min(round_half_away(p / lay.L) * lay.L, lay.M)
    if behavior.startswith('css-') and d.get('input') == 'wheel':
        return css_wheel(lay, p, d['v'], behavior)
    if behavior == 'flutter-page' and ((d['r'] < 0 and d['v'] <= 0) or (d['r'] > lay.M and d['v'] >= 0)):
        return clamp(d['r'])     # overscrolled, not heading in: the parent physics bounce back
    x = rule(lay, d['o'], d['r'], p, d['v'])
    return min(max(x, lay.lo), lay.M)

ALL = ['free', 'paging', 'view-aligned', 'view-aligned-always', 'view-aligned-by-one', 'view-aligned-by-few',
       'view-aligned-never', 'seed-v1', 'seed-v2', 'seed-v3', 'multi-page', 'snap-proximity', 'flutter-page',
       'flutter-bouncing', 'css-mandatory', 'css-proximity', 'css-snap-stop', 'css-mandatory-center',
       'css-mandatory-end', 'flutter-bouncing-fast']
FREE_NOTE = {'free': "free: no snapping, UIKit deceleration x∞ = r + 0.4995·v (wheel: p itself)",
             'flutter-bouncing': "Flutter BouncingScrollSimulation: r' + (|v| − 20)/ln(1/0.135) (friction 0.135, stops under 20 px/s; r' after Flutter's 3.5 px drag-start threshold; wheel: p itself)",
             'flutter-bouncing-fast': "Flutter .fast: v0·0.135^t − 1400·t = 0, x = v0(1 − 0.135^t)/ln(1/0.135) − 700·t² (wheel: p itself)"}

def gesture(lay, steps, axis):
    """Runs each behavior through a list of decision makers (each takes the
    previous rest and returns the decision inputs)."""
    out = {}
    for b in ALL:
        if b.startswith('flutter-bouncing') and any(step(0.0).get('rf', 0) is None for step in steps):
            out[b] = (float('nan'), ''); continue
        rest = 0.0; whys = []
        for step in steps:
            d = step(rest)
            rest = answer(b, lay, d); whys.append(d['why'])
        out[b] = (rest, "; ".join(dict.fromkeys(whys)))
    return out

def same(value, why):
    return {b: (value, why) for b in ALL}

SCEN = {
    'fling-one-page': ('x', pages(), [lambda o: drag(o, 150, 0.1)]),
    'multi-page-fast-fling': ('x', pages(), [lambda o: drag(o, 200, 0.1)]),
    'quarter-page-drag-returns': ('x', pages(), [lambda o: drag(o, 97.5, 0.25, 0.15)]),
    'seed-v1-zero-velocity': ('x', pages(), [lambda o: drag(o, 200, 0.25, 0.15)]),
    'seed-v3-zero-velocity': ('x', pages(), [lambda o: drag(o, 200, 0.25, 0.15)]),
    'seed-v3-content-smaller': ('x', thirds(n=2), [lambda o: drag(o, 200, 0.1)]),
    'seed-v3-end-not-a-multiple': ('x', thirds(), [lambda o: drag(780, 100, 0.25, 0.15)]),
    'seed-v3-end-snap-95': ('x', thirds(), [lambda o: drag(500, 200, 0.25, 0.15)]),
    'view-aligned-automatic-phone': ('x', thirds(n=30), [lambda o: drag(o, 300, 0.1)]),
    'view-aligned-automatic-tablet': ('x', thirds(768, 30), [lambda o: drag(o, 300, 0.1)]),
    'view-aligned-narrow-items': ('x', thirds(), [lambda o: drag(o, 200, 0.1)]),
    'flick-thirds': ('x', thirds(), [lambda o: drag(o, 60, 0.04)]),
    'hold-still-debounce': ('y', RAINBOW, [lambda o: drag(o, 200, 0.2, 0.5)]),
    'wheel-notches-rainbow': ('y', RAINBOW, [lambda o: wheel(o, 3, 844)]),
    'wheel-paging-pages': ('x', pages(), [lambda o: wheel(o, 2, 390)]),
    'status-bar-opacity': ('y', STATUS, [lambda o: wheel(o, 1, 844), lambda o: wheel(o, 2, 844)]),
    'inset-offset-ios14': ('y', STATUS, [lambda o: wheel(o, 1, 844)]),
    'inset-offset-ios13': ('y', STATUS13, [lambda o: wheel(-47.0, 1, 844)]),
    'collapsible-header-half': ('y', HEADER, [lambda o: wheel(o, 1, 844), lambda o: wheel(o, 1, 844)]),
    'collapsible-header-scroll': ('y', HEADER, [lambda o: wheel(o, 4, 844)]),
    'trackpad-burst-rainbow': ('y', RAINBOW, [lambda o: trackpad(o, 30, 15, 0.008)]),
    'trackpad-paging-pages': ('x', pages(), [lambda o: trackpad(o, 16, 12.5, 0.008)]),
    'flick-back-then-forward': ('x', pages(), [lambda o: flick_back()]),
    'seed-v1-leaves-bounds': ('x', pages(), [lambda o: drag(o, -150, 0.1, lay_M=7410)]),
    'rubber-band-start': ('y', RAINBOW, [lambda o: drag(o, -400, 0.4, 0.1, L=844, lay_M=5164)]),
    'rubber-band-end': ('y', RAINBOW, [lambda o: drag(5164, 400, 0.4, 0.1, L=844, lay_M=5164)]),
    'page-down-key': ('y', RAINBOW, [lambda o: key(o, lambda x: x + 0.875 * 844, 'page-down (L − 12.5 %)'),
                                     lambda o: key(o, lambda x: 5164, 'end'), lambda o: key(o, lambda x: 0, 'home')]),
}
def trackpad(o, n, px, every):
    """n precise deltas of px (10 px per SDL precise unit) every `every` s:
    v = px/every; the gesture ends 120 ms after the last event, the content
    coasting as momentum would meanwhile (r), p = last + 0.4995·v."""
    last = o + n * px; v = px / every
    r = last + v * (1 - 0.998 ** 120) * UIKIT
    # Flutter's physics take over where the coast got, at the coast's speed
    return dict(o=o, r=r, p=uikit_rest(last, v), v=v, rf=r, vf=v * 0.998 ** 120,
                why=f"{n} trackpad deltas of {px:g} px every {every * 1000:g} ms: {last:g} px, v = {v:g} px/s, r = {r:.1f} (coasted 120 ms), p = {last:g} + 0.4995·v = {uikit_rest(last, v):.1f}")

def flick_back():
    # on page 1 (390): 138 px back (less the 18 px slop: 270), a 68 ms pause,
    # then 5 moves of 20 px forward (r = 370), v = 20 px per tick = 2400 px/s
    # Flutter: the back drag passes the slop and the 3.5 px threshold
    # (flutter_drag_release); no update comes during the pause, so the
    # threshold is not re-armed (ScrollDragController re-arms only on an
    # update without movement 50 ms after the last motion): forward 1:1.
    r, v = 370.0, 2400.0
    rf = 390.0 - flutter_drag_release(138, 36) + 100
    return dict(o=390.0, r=r, p=uikit_rest(r, v), v=v, rf=rf,
                why=f"o = 390, back 138 − 18 slop = 270, then forward 100: r = 370 (Flutter: r' = {rf:.1f}, its 3.5 px threshold eaten on the way back, not re-armed by the pause: no update came during it), v = 5 × 20 px in 5 ticks = 2400 px/s (least squares over 100 ms: the pause is older), p = 370 + 0.4995·2400 = {uikit_rest(r, v):.1f}")

SKIP = {# paging from an origin before the first page (−47) is not defined by its rule
        'inset-offset-ios13': {'paging', 'multi-page'}}

def start_already_moved():
    """seed-v2/v3-start-already-moved: a first drag of 200 px in 0.1 s (r1 =
    182, v = 2000, p1 = 1181), caught 0.1 s after its release (ticks 25 → 37)
    at c while landing, then 40 − 18 = 22 px more, released still: o = c,
    p = c + 22. Where c does not matter, a page is asserted."""
    c_free = 182 + 2000 * UIKIT * (1 - 0.998 ** 100)
    rf1 = flutter_drag_release(200, 12)
    c_fb = rf1 + 2000 * (1 - 0.135 ** 0.1) / FLUTTER_LN
    c_fbf = c_fb - 700 * 0.1 ** 2
    f2 = flutter_drag_release(40, 24)
    def curve(D, t=0.1):      # Chromium's snap fling curve: 0.92 a 16 ms frame
        n = math.ceil(-math.log(1 - D * (1 - 1 / 0.92)) / math.log(0.92))
        return D * (1 - 0.92 ** (t / 0.016)) / (1 - 0.92 ** n)
    c_css = 182 + curve(1170 - 182); c_stop = 182 + curve(390 - 182)
    common = ". First drag: r1 = 182, v = 2000 px/s, p1 = 1181; caught 0.1 s later at c, then 22 px more, released still: o = c, p = c + 22"
    one = lambda why: ({'page': 1}, why + common)
    return {
        'free': ({'offset': [round(c_free + 22, 1), 0], 'tolerance': 1.0}, f"free: UIKit deceleration, c = 182 + 2000·0.4995·(1 − 0.998^100) = {c_free:.1f}, + 22 = {c_free + 22:.1f}" + common),
        'paging': one("SwiftUI .paging released still: the page nearest p = c + 22 ≥ 204 (c ≥ 182, landing toward 390) among the boundaries around c (0, 390): 390"),
        'view-aligned': one(".viewAligned released still: the view edge nearest c + 22 ≥ 204 within the limit: 390"),
        'view-aligned-always': one(".viewAligned(.always) released still: the edge nearest c + 22 ≥ 204 within c ± 390: 390"),
        'view-aligned-by-one': one(".viewAligned(.alwaysByOne) released still between 0 and 390: the edge nearest c + 22 ≥ 204: 390"),
        'view-aligned-by-few': one(".viewAligned(.alwaysByFew) released still: the edge nearest c + 22 ≥ 204: 390"),
        'view-aligned-never': one(".viewAligned(.never) released still: the edge nearest c + 22 ≥ 204: 390"),
        'seed-v1': ({'page': 'none'}, "seed 004 v1: v = 0 leaves p = c + 22, between pages" + common),
        'seed-v2': ({'page': 'none'}, "seed 004 v2: |o − p| = 22 < 130 → back to o = c, between pages (the article's flaw)" + common),
        'seed-v3': ({'page': 0}, "seed 004 v3: 22 < 130 going forward → floor(c/390)·390 = 0" + common),
        'multi-page': one("multi-page released still = paging: 390"),
        'flutter-page': one("Flutter PageScrollPhysics released still: round(r/390), r ≥ 182 + 18 > 195 → page 1"),
        'flutter-bouncing': ({'offset': [round(c_fb + f2, 1), 0], 'tolerance': 1.5}, f"Flutter friction 0.135: c = r' + 2000·(1 − 0.135^0.1)/ln(1/0.135) = {rf1:.1f} + {c_fb - rf1:.1f} = {c_fb:.1f} (r' after the 3.5 px drag-start threshold), then {f2:.1f} px through the same threshold: {c_fb + f2:.1f}" + common),
        'flutter-bouncing-fast': ({'offset': [round(c_fbf + f2, 1), 0], 'tolerance': 1.5}, f"Flutter .fast: c = {c_fb:.1f} − 1400·0.1²/2 = {c_fbf:.1f}, + {f2:.1f} = {c_fbf + f2:.1f}" + common),
        'css-mandatory': ({'page': 2}, f"CSS mandatory: the fling snaps toward 1170 on Chromium's snap fling curve (0.92 a 16 ms frame): c = 182 + {c_css - 182:.1f} = {c_css:.1f}; released still at {c_css + 22:.1f}: the nearest start, 780" + common),
        'css-proximity': ({'offset': [round(c_css + 22, 1), 0], 'tolerance': 1.0}, f"CSS proximity: c = {c_css:.1f} as css-mandatory; released still at {c_css + 22:.1f}, 780 is {780 - c_css - 22:.1f} px away > 130 (1/3 of 390): rests there" + common),
        'css-snap-stop': one(f"CSS scroll-snap-stop: the fling stops at 390 (curve: c = {c_stop:.1f}); released still at {c_stop + 22:.1f}: the nearest start, 390"),
        'css-mandatory-center': ({'page': 2}, "scroll-snap-align: center on full pages = start: 780, as css-mandatory" + common),
        'css-mandatory-end': ({'page': 2}, "scroll-snap-align: end on full pages = start: 780, as css-mandatory" + common),
    }

MANUAL = {'seed-v2-start-already-moved': start_already_moved(), 'seed-v3-start-already-moved': start_already_moved()}

SAME = {
    'scroll-to-animated': (1000.0, 'y', RAINBOW, "scrollTo (ScrollViewReader) and a programmatic jump are not gestures: updateTarget runs when a gesture ends or the container resizes, so every behavior rests at the jump's 1000"),
    'resize-keeps-page-paging': (1170.0, 'x', pages(), "resize: o = p = the offset that keeps the leading item (page 3), v = 0; a page boundary is a resting place of every behavior (a page, a view edge, a CSS start/center/end of a full-page area; seed v1 v = 0 leaves p, v2/v3 p = o keeps o; Flutter round(3) = 3), so page 3 = 1170 after the turn back"),
    'resize-keeps-page-seed-v3': (1170.0, 'x', pages(), "same as resize-keeps-page-paging: page 3 = 1170"),
    'resize-keeps-page-view-aligned': (1170.0, 'x', pages(), "same as resize-keeps-page-paging: page 3 = 1170"),
}

def results():
    out = {}
    for name, (axis, lay, steps) in SCEN.items():
        out[name] = (axis, lay, gesture(lay, steps, axis))
    for name in MANUAL:
        out[name] = ('x', pages(), {b: (float('nan'), '') for b in ALL})
    for name, (value, axis, lay, why) in SAME.items():
        out[name] = (axis, lay, {b: (value, why) for b in ALL})
    return out

if __name__ == '__main__' and '--write' not in sys.argv:
    for name, (axis, lay, res) in results().items():
        print(name, ' '.join(f"{b}={v:.1f}" for b, (v, _) in res.items()))

def fmt(x):
    return int(x) if abs(x - round(x)) < 1e-9 else round(x, 1)

def expectations(name):
    axis, lay, res = results()[name]
    path = os.path.join('assets', 'scenarios', name + '.json')
    doc = json.load(open(path))
    own = doc.get('behavior')
    covered = set()
    for e in doc.get('expect', []):
        if e.get('at') != 'settled': continue
        bs = e.get('behavior', own)
        covered |= set([bs] if isinstance(bs, str) else bs)
    out = []
    inputs = {step(0.0).get('input') for step in SCEN[name][2]} if name in SCEN else set()
    for b in ALL:
        if b in covered or b in SKIP.get(name, ()): continue
        if name in MANUAL:
            if b in MANUAL[name]:
                fields, note = MANUAL[name][b]
                out.append({'behavior': b, 'at': 'settled', **fields, 'note': note})
            continue
        value, why = res[b]
        if math.isnan(value): continue
        rule = RULES[b][0] if b in RULES else FREE_NOTE[b]
        if b == 'flutter-page' and inputs - {None}:
            rule = WHEEL_NOTE['flutter-page']
        elif b.startswith('css-') and 'wheel' in inputs:
            rule = WHEEL_NOTE['css'] + ' (' + RULES[b][0].split(':')[0] + ')'
        elif b.startswith('css-') and 'key' in inputs:
            rule = RULES[b][0] + "; a key as Blink's KeyboardEventManager snaps it: EndAndDirection(current, the key's step)"
        tol = 1.5 if b.startswith('flutter-bouncing') else (1.0 if b == 'free' else 0.5)
        if name in SAME: rule = ''
        off = [fmt(value), 0] if axis == 'x' else [0, fmt(value)]
        note = (rule + '. ' if rule else '') + why
        out.append({'behavior': b, 'at': 'settled', 'offset': off, 'tolerance': tol, 'note': note})
    return path, out

def chromium_ease_duration(d):
    """Chromium's snap after a release without momentum: ease-in-out over
    clamp(14 − d/60, 6, 12)/60 s (cc/animation/scroll_offset_animation_curve.cc,
    kInverseDelta) for the distance d."""
    return min(max(14 - d / 60, 6), 12) / 60

def how(name):
    """How the css-* behaviors come to rest after a drag released still:
    Chromium's ease-in-out snap, done within its duration (+ one tick)."""
    if name not in SCEN or name in MANUAL: return []
    axis, lay, steps = SCEN[name]
    if len(steps) != 1: return []
    d = steps[0](0.0)
    if d.get('input') or d['v'] != 0 or d['r'] < lay.lo or d['r'] > lay.M: return []
    path = os.path.join('assets', 'scenarios', name + '.json')
    doc = json.load(open(path)); own = doc.get('behavior')
    have = set()
    for e in doc.get('expect', []):
        if 'settled-within' in e:
            bs = e.get('behavior', own); have |= set([bs] if isinstance(bs, str) else bs)
    out = []
    res = results()[name][2]
    for b in ['css-mandatory', 'css-proximity', 'css-snap-stop', 'css-mandatory-center', 'css-mandatory-end']:
        if b in have: continue
        target = res[b][0]; dist = abs(target - d['r'])
        if dist < 1e-9: continue
        t = chromium_ease_duration(dist)
        out.append({'behavior': b, 'settled-within': round(t + 1 / 120 + 0.0005, 4),
                    'note': f"how: released still at {d['r']:g}, Chromium eases in and out to {fmt(target)} (SnapAtScrollEnd → kInverseDelta): clamp(14 − {dist:.1f}/60, 6, 12)/60 = {t:.4f} s, + one tick"})
    return out

def write(name):
    path, out = expectations(name)
    out = out + how(name)
    if not out: return 0
    text = open(path).read()
    end = text.rstrip()
    assert end.endswith('}')
    body = end[:-1].rstrip()
    assert body.endswith(']'), path
    body = body[:-1].rstrip()
    lines = ',\n'.join('    ' + json.dumps(e, ensure_ascii=False) for e in out)
    text = body + ',\n' + lines + '\n  ]\n}\n'
    json.loads(text)
    open(path, 'w').write(text)
    return len(out)

if __name__ == '__main__' and '--write' in sys.argv:
    total = sum(write(n) for n in results())
    print('added', total, 'expectations')
