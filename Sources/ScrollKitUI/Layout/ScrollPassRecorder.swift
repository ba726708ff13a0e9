/// What one layout pass records for scrolling and tapping: the scroll
/// states it was given, the identified children of each scroll view, the
/// scroll requests made, the buttons placed, and which
/// `onScrollVisibilityChange` views were placed.
final class ScrollPassRecorder {
    /// The engine's state of each scroll view, in placement order.
    let states: [ScrollViewState]
    /// Identified children by scroll view index.
    var runs: [Int: [IdentifiedRun]] = [:]
    var requests: [ScrollRequest] = []
    var buttons: [ButtonHit] = []
    /// The `onScrollVisibilityChange` keys placed in this pass.
    var visited: Set<ViewIdentity> = []

    /// The keyed states by key (`ScrollViewState.key`), empty when none has one.
    private let keyed: [Double: ScrollViewState]

    init(states: [ScrollViewState]) {
        self.states = states
        var keyed: [Double: ScrollViewState] = [:]
        for s in states { if let key = s.key { keyed[key] = s } }
        self.keyed = keyed
    }

    /// The state of the scroll view placed `index`-th; at rest at its start
    /// when the layout was given none.
    func state(at index: Int) -> ScrollViewState {
        index < states.count ? states[index] : ScrollViewState()
    }

    /// The state of the scroll view placed `index`-th whose identity is
    /// `identity` (see `ScrollViewState.key`).
    func state(at index: Int, identity: String) -> ScrollViewState {
        guard !keyed.isEmpty else { return state(at: index) }
        if index > 0, let s = keyed[scrollViewKey(identity)] { return s }
        if index == 0, let s = states.first(where: { $0.key == nil }) { return s }
        return ScrollViewState()
    }

    /// The identified child at `target`'s frame in scroll view `index`.
    func frame(of target: AnyHashable, in index: Int) -> CGRect? {
        for run in runs[index] ?? [] {
            if let f = run.frame(of: target) { return f }
        }
        return nil
    }

    /// The ids of the targets of scroll view `index` whose frames are
    /// visible in `bounds` (content coordinates) by at least `threshold`
    /// of their area, in order.
    func visibleTargetIDs(in index: Int, bounds: CGRect, threshold: Double) -> [AnyHashable] {
        var ids: [AnyHashable] = []
        for run in runs[index] ?? [] where run.isTarget {
            for i in 0..<run.count {
                let f = run.frame(i)
                guard f.intersects(bounds), Self.visibleFraction(f, in: bounds) >= threshold, let id = run.id(i) else { continue }
                ids.append(id)
            }
        }
        return ids
    }

    /// The id of the target of scroll view `index` that a scroll position
    /// names (SwiftUI's `scrollPosition(id:anchor:)`: "the identity of the
    /// leading-most / top-most view"). With no anchor: the first target, in
    /// content order, that shows some of its area in `bounds`. With an
    /// anchor: the one whose frame holds the point `anchor` of `bounds`,
    /// frames taken half-open on the anchor's side (a page resting exactly
    /// on the next page's leading edge names the next page, not the one
    /// that just left); else the nearest to that point.
    func targetID(in index: Int, bounds: CGRect, anchor: UnitPoint?) -> AnyHashable? {
        guard let anchor else {
            for run in runs[index] ?? [] where run.isTarget {
                for i in 0..<run.count {
                    let f = run.frame(i)
                    if f.maxX > bounds.minX, f.minX < bounds.maxX, f.maxY > bounds.minY, f.minY < bounds.maxY { return run.id(i) }
                }
            }
            return nil
        }
        let p = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        var best: (distance: CGFloat, run: IdentifiedRun, index: Int)?
        for run in runs[index] ?? [] where run.isTarget {
            for i in 0..<run.count {
                let f = run.frame(i)
                if Self.holds(f.minX, f.maxX, p.x, anchor.x), Self.holds(f.minY, f.maxY, p.y, anchor.y) { return run.id(i) }
                let dx = Swift.max(f.minX - p.x, 0, p.x - f.maxX), dy = Swift.max(f.minY - p.y, 0, p.y - f.maxY)
                let d = dx * dx + dy * dy
                if best == nil || d < best!.distance { best = (d, run, i) }
            }
        }
        return best.flatMap { $0.run.id($0.index) }
    }

    /// Whether `lo … hi` holds `v`, half-open: `[lo, hi)` for an anchor on
    /// the leading half (`a` ≤ 0.5), `(lo, hi]` on the trailing half, so an
    /// edge shared by two frames belongs to the one inside the bounds.
    static func holds(_ lo: CGFloat, _ hi: CGFloat, _ v: CGFloat, _ a: CGFloat) -> Bool {
        if lo == hi { return v == lo }
        return a > 0.5 ? lo < v && v <= hi : lo <= v && v < hi
    }

    /// The share of `frame`'s area inside `bounds`, 0 for an empty frame.
    static func visibleFraction(_ frame: CGRect, in bounds: CGRect) -> Double {
        let area = frame.width * frame.height
        guard area > 0 else { return 0 }
        let i = frame.intersection(bounds)
        return i.isNull ? 0 : Double(i.width * i.height / area)
    }

    /// The offset (engine convention) at which `rect` (content coordinates)
    /// shows at `anchor` of the area inside the insets: the content point
    /// `rect.origin + anchor · rect.size` at the visible point
    /// `anchor · (frame size − insets)`. With no anchor, the least move
    /// that shows it whole (its leading edge first when it does not fit).
    /// Clamped to `0 … contentSize + insets − frame size` on the axes the
    /// view scrolls; the others keep `current`.
    static func offset(showing rect: CGRect, anchor: UnitPoint?, in sv: ScrollViewLayout, current: CGPoint) -> CGPoint {
        var out = current
        for axis in [Axis.horizontal, .vertical] where sv.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let inset = axis == .horizontal ? sv.contentInsets.leading + sv.contentInsets.trailing : sv.contentInsets.top + sv.contentInsets.bottom
            let room = sv.frame.size[axis] - inset
            let lo = rect.origin[axis], len = rect.size[axis]
            var target: CGFloat
            if let anchor {
                let a = axis == .horizontal ? anchor.x : anchor.y
                target = lo + a * len - a * room
            } else if lo < current[axis] || len > room {
                target = lo
            } else if lo + len > current[axis] + room {
                target = lo + len - room
            } else {
                target = current[axis]
            }
            out[axis] = clamp(target, axis, sv)
        }
        return out
    }

    /// `value` within the scrollable range of `sv` on `axis`.
    static func clamp(_ value: CGFloat, _ axis: Axis, _ sv: ScrollViewLayout) -> CGFloat {
        let inset = axis == .horizontal ? sv.contentInsets.leading + sv.contentInsets.trailing : sv.contentInsets.top + sv.contentInsets.bottom
        let maxOffset = Swift.max(0, sv.contentSize[axis] + inset - sv.frame.size[axis])
        return Swift.min(Swift.max(value, 0), maxOffset)
    }
}
