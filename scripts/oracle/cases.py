"""The oracle's table: scenarios (the bundled scenarios' shapes) and the
CSS lane each runs under. Each case is a scenario as `playground trace`
reads it, with the lane, a short description of the input, and whether
Chromium runs with smooth scrolling (its default on Linux) or without."""

LANES = ['css-mandatory', 'css-proximity', 'css-snap-stop', 'css-mandatory-center', 'css-mandatory-end']


def scenario(name, events, preset='pages', axis='horizontal', step=None, items=None):
    s = {'version': 1, 'name': name, 'preset': preset, 'window': [390, 844], 'axis': axis, 'events': events}
    if items is not None:
        s['items'] = items
    if step is not None:
        s['wheel-step'] = step
    return s


def wheel(n, step, axis='horizontal', preset='pages'):
    ev = {'at': 0.10, 'wheel': [0, -1]}
    if n > 1:
        ev.update({'repeat': n, 'every': 0.05})
    return scenario(f'wheel-{n}x{step}-{axis[0]}', [ev], preset=preset, axis=axis, step=step)


def fling(px, duration=0.10, axis='horizontal', hold=0.0, preset='pages'):
    if axis == 'horizontal':
        drag = {'from': [300, 400], 'to': [300 - px, 400], 'duration': duration, 'hold': hold}
    else:
        drag = {'from': [200, 700], 'to': [200, 700 - px], 'duration': duration, 'hold': hold}
    kind = 'still' if hold > 0 else 'fling'
    return scenario(f'{kind}-{px}px-{int(duration * 1000)}ms-{axis[0]}', [{'at': 0.10, 'drag': drag}],
                    preset=preset, axis=axis)


def keys(names, axis, preset='pages'):
    events = [{'at': 0.10 + 1.5 * i, 'key': k} for i, k in enumerate(names)]
    return scenario('keys-' + '-'.join(names) + f'-{axis[0]}', events, preset=preset, axis=axis)


def bundled(name):
    """A bundled scenario (assets/scenarios), as `playground trace` reads it."""
    import json
    import os
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, 'assets', 'scenarios', name + '.json')) as f:
        return json.load(f)


def case(s, lane, text, smooth=True, name=None, touch=None, bundled=False):
    if not smooth:
        # The engine's side of `--disable-smooth-scrolling`.
        s = dict(s, **{'smooth-scrolling': False})
    return dict(name=(name or s['name']) + ('' if smooth else '-nosmooth') + ('' if lane == 'css-mandatory' else '@' + lane.replace('css-', '')),
                lane=lane, input=text, scenario=s, smooth=smooth, touch=touch, bundled=bundled)


def all_cases():
    out = []
    # Wheel notches: 1–3 at 53 and 120 px, smooth scrolling on and off.
    for smooth in (True, False):
        for step in (53, 120):
            for n in (1, 2, 3):
                out.append(case(wheel(n, step), 'css-mandatory', f'{n} notch{"es" if n > 1 else ""} × {step} px', smooth))
    out.append(case(wheel(2, 53, axis='vertical'), 'css-mandatory', '2 notches × 53 px'))
    # Touch flings at four speeds, and drags released still.
    for px in (100, 150, 200, 300):
        out.append(case(fling(px), 'css-mandatory', f'fling {px} px in 0.1 s'))
    out.append(case(fling(150, axis='vertical'), 'css-mandatory', 'fling 150 px in 0.1 s'))
    out.append(case(fling(100, 0.3, hold=0.2), 'css-mandatory', 'drag 100 px, held 0.2 s'))
    out.append(case(fling(250, 0.4, hold=0.2), 'css-mandatory', 'drag 250 px, held 0.2 s'))
    # Keys.
    out.append(case(keys(['right'], 'horizontal'), 'css-mandatory', 'ArrowRight'))
    out.append(case(keys(['right', 'left'], 'horizontal'), 'css-mandatory', 'ArrowRight, ArrowLeft'))
    out.append(case(keys(['down'], 'vertical'), 'css-mandatory', 'ArrowDown'))
    out.append(case(keys(['page-down'], 'vertical'), 'css-mandatory', 'PageDown'))
    out.append(case(keys(['page-down', 'page-up'], 'vertical'), 'css-mandatory', 'PageDown, PageUp'))
    out.append(case(keys(['end', 'home'], 'vertical'), 'css-mandatory', 'End, Home'))
    out.append(case(keys(['right'], 'horizontal'), 'css-proximity', 'ArrowRight (40 px, unsnapped)'))
    # Each lane, on pages and on thirds (items a third of the container).
    for lane in LANES[1:]:
        out.append(case(wheel(2, 53), lane, '2 notches × 53 px'))
        out.append(case(fling(150), lane, 'fling 150 px in 0.1 s'))
    for lane in LANES:
        out.append(case(fling(150, preset='thirds'), lane, 'fling 150 px in 0.1 s', name='thirds-fling-150px'))
        out.append(case(wheel(1, 120, preset='thirds'), lane, '1 notch × 120 px', name='thirds-wheel-1x120'))
    # Bundled scenarios whose CSS rests come from Chromium's fling estimate:
    # pointer events, and a drag whose least-squares velocity is not its
    # nominal one (flick-thirds: 60 px in 0.04 s at 120 Hz is 1457 px/s),
    # are their touches one per engine tick (the finger the engine sees);
    # a drag of whole ticks is the synthetic swipe.
    out.append(case(bundled('flick-back-then-forward'), 'css-mandatory', 'drag back, pause, flick 2400 px/s', touch='cdp', bundled=True))
    out.append(case(bundled('flick-back-then-forward'), 'css-mandatory-end', 'drag back, pause, flick 2400 px/s',
                    touch='cdp', bundled=True))
    out.append(case(bundled('flick-thirds'), 'css-mandatory', 'flick 60 px in 0.04 s, thirds', touch='cdp', bundled=True))
    out.append(case(bundled('flick-thirds'), 'css-proximity', 'flick 60 px in 0.04 s, thirds', touch='cdp', bundled=True))
    out.append(case(bundled('view-aligned-automatic-phone'), 'css-mandatory', 'flick 300 px in 0.1 s, thirds', bundled=True))
    out.append(case(bundled('view-aligned-automatic-tablet'), 'css-mandatory', 'flick 300 px in 0.1 s, 768-px thirds',
                    bundled=True))
    return out


def smoke_cases():
    """Three cases for `make test`, rests that held in every run of the table
    on a loaded machine: two wheel notches, ArrowRight and a drag held still
    (flings split under load, see docs/oracle.md, so none is here)."""
    return [case(wheel(2, 53), 'css-mandatory', '2 notches × 53 px'),
            case(keys(['right'], 'horizontal'), 'css-mandatory', 'ArrowRight'),
            case(fling(100, 0.3, hold=0.2), 'css-mandatory', 'drag 100 px, held 0.2 s')]
