"""The priority `make oracle` runs the browser at: as root, its own
niceness and every browser thread's (Chromium sets its own per thread)."""

import os

# The niceness the browser runs at when this process may raise it (root):
# the free-running frames and the synthetic finger are what the table
# measures, and on a machine shared with builds a browser at the default
# priority drops frames (a fling's estimate, and rest, come out short) and
# lifts the finger late (the fling starts late). Children inherit it: the
# Playwright driver, every browser process, `playground trace`.
PRIORITY = -15


def raise_priority():
    """Runs this process, and the browsers it launches, at PRIORITY when
    allowed (ORACLE_NICE overrides; a non-root user keeps its own); returns
    the niceness in effect."""
    want = int(os.environ.get('ORACLE_NICE', PRIORITY))
    try:
        os.setpriority(os.PRIO_PROCESS, 0, want)
    except (PermissionError, OSError):
        pass
    return os.getpriority(os.PRIO_PROCESS, 0)


def descendants(root):
    """The process ids under `root` (from /proc), `root` excluded."""
    parent = {}
    for entry in os.listdir('/proc'):
        if not entry.isdigit():
            continue
        try:
            with open(f'/proc/{entry}/stat') as f:
                stat = f.read()
        except OSError:
            continue
        # pid (comm) state ppid …: comm may hold spaces and parentheses.
        parent[int(entry)] = int(stat[stat.rindex(')') + 2:].split()[1])
    out, frontier = [], [root]
    while frontier:
        p = frontier.pop()
        kids = [c for c, pp in parent.items() if pp == p]
        out += kids
        frontier += kids
    return out


def boost(nice):
    """Sets every thread of every process under this one to `nice` (when
    it is below 0: the harness was allowed to raise its priority). Chromium
    sets its own (its renderer at niceness 5, below builds at 0; niceness
    is per thread), as it starts a process or a thread: `browser_run` calls
    this once the page is up, before the first input."""
    if nice >= 0:
        return
    for pid in descendants(os.getpid()):
        try:
            tids = os.listdir(f'/proc/{pid}/task')
        except OSError:
            continue
        for tid in tids:
            try:
                os.setpriority(os.PRIO_PROCESS, int(tid), nice)
            except OSError:
                pass
