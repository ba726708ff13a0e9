"""The page a scenario scrolls in the real Chromium: the preset's geometry
(the container, its items), the lane's scroll-snap-type, -align and -stop,
on the scenario's axes; and the script that logs the scroll position at
every requestAnimationFrame."""

# scroll-snap values per CSS lane: (strictness, align, stop)
LANES = {
    'css-mandatory': ('mandatory', 'start', 'normal'),
    'css-proximity': ('proximity', 'start', 'normal'),
    'css-snap-stop': ('mandatory', 'start', 'always'),
    'css-mandatory-center': ('mandatory', 'center', 'normal'),
    'css-mandatory-end': ('mandatory', 'end', 'normal'),
}

# Presets the oracle can build: items per container length along the axis
# and the item's cross size (None: the container's whole cross length).
PRESETS = {
    'pages': dict(items=20, per_container=1, cross=None),
    'thirds': dict(items=10, per_container=3, cross=200),
}


class PageError(Exception):
    pass


def geometry(scenario):
    """(window width, height, axis, item count, item length, cross) from the
    scenario, with the preset's defaults."""
    preset = scenario.get('preset')
    if preset not in PRESETS:
        raise PageError(f"preset {preset!r}: the oracle builds {', '.join(sorted(PRESETS))}")
    p = PRESETS[preset]
    w, h = scenario.get('window', [390, 844])
    axis = scenario.get('axis', 'horizontal')
    if axis not in ('horizontal', 'vertical'):
        raise PageError(f"axis {axis!r}: the oracle builds one scrolling axis")
    count = int(scenario.get('items', p['items']))
    length = (w if axis == 'horizontal' else h) / p['per_container']
    return w, h, axis, count, length, p['cross']


def html(scenario, lane):
    if lane not in LANES:
        raise PageError(f"lane {lane!r}: one of {', '.join(LANES)}")
    strictness, align, stop = LANES[lane]
    w, h, axis, count, length, cross = geometry(scenario)
    horizontal = axis == 'horizontal'
    snap_axis = 'x' if horizontal else 'y'
    if horizontal:
        iw, ih = length, (cross if cross is not None else h)
    else:
        iw, ih = (cross if cross is not None else w), length
    hues = ''.join(
        f'<div class="i" style="background:hsl({(k * 47) % 360},70%,60%)">{k}</div>' for k in range(count))
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
html, body {{ margin: 0; padding: 0; overflow: hidden; }}
#s {{ position: absolute; left: 0; top: 0; width: {w}px; height: {h}px;
     overflow: auto; scrollbar-width: none; outline: none;
     scroll-snap-type: {snap_axis} {strictness}; }}
#c {{ display: flex; flex-direction: {'row' if horizontal else 'column'};
     align-items: center; justify-content: flex-start;
     {'height' if horizontal else 'width'}: 100%; }}
.i {{ flex: none; width: {iw}px; height: {ih}px; box-sizing: border-box;
     scroll-snap-align: {align}; scroll-snap-stop: {stop};
     font: 40px sans-serif; display: flex; align-items: center; justify-content: center; }}
</style></head><body><div id="s" tabindex="0"><div id="c">{hues}</div></div>
<script>
window.__log = [];
window.__inputs = [];
for (const type of ['wheel', 'touchstart', 'touchmove', 'touchend', 'keydown'])
  addEventListener(type, e => __inputs.push([e.timeStamp, type, performance.now()]), {{passive: true, capture: true}});
const s = document.getElementById('s');
function frame(now) {{ __log.push([now, s.scrollLeft, s.scrollTop]); requestAnimationFrame(frame); }}
requestAnimationFrame(frame);
s.focus();
</script></body></html>"""
