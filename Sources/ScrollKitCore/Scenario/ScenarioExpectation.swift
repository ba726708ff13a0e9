/// One entry of a scenario's `expect` list, checked by `ScenarioEvaluator`.
///
/// Checks of one moment take `"at"`: `"settled"` (the first tick after the
/// last event whose phase is idle) or a time in seconds (the first tick at or
/// after it; ticks start at 1):
///
/// | entry | passes when |
/// |---|---|
/// | `{"at", "offset": [x, y], "tolerance": t}` | both offset components within t (default 0.5 px) |
/// | `{"at", "page": n}` | the offset on the scroll axis equals min(min + n·L, max) within `tolerance` (default 0.5 px); L = the container's length then, min/max the valid offsets |
/// | `{"at", "page": "any"}` / `{"at", "page": "none"}` | the offset is (is not) on some page or the maximum, within `tolerance` |
/// | `{"at", "edge": "start"\|"end"}` | the offset on the scroll axis is the minimum (maximum) valid offset, within `tolerance` (default 0.5 px) |
/// | `{"at", "phase": name}` | the phase (`ScrollPhase` raw values) |
/// | `{"at", "activity": name}` | the activity (`ScrollActivityKind` raw values) |
/// | `{"at", "source": name}` | the input source (`InputSource` raw values) |
/// | `{"at", "item": id}` | the leading visible item (the first whose frame overlaps the visible rect on the scroll axis) has this id |
/// | `{"at", "velocity": [vx, vy], "tolerance": t}` | both velocity components within t (default 1 px/s) |
/// | `{"at", "content": [w, h], "tolerance": t}` | the content size, within t (default 0.5 px) |
/// | `{"at", "hue": h, "tolerance": t}` | the background hue, within t (default 0.001) |
/// | `{"at", "status-bar-opacity": o, "tolerance": t}` | seed 003's status bar opacity `StatusBar.opacity(forOffset:)` of the reported offset on the scroll axis, within t (default 0.001) |
/// | `{"at", "header-height": h, "tolerance": t}` | seed 000's collapsible header height (`CollapsibleHeader.geometry(forOffset:)`, what the window draws) for the SwiftUI offset on the scroll axis, within t (default 0.5 px); only on a preset with a header |
/// | `{"at", "view": name, "equals": v, "tolerance": t}` | a view file's state `name` (a property, `stopOffset`, or `Type.property`) was last written, at or before the tick, with v: a number within t (default 0.01) or a text exactly |
///
/// Checks of the whole run take no `at`:
///
/// | entry | passes when |
/// |---|---|
/// | `{"settled-within": s}` | the run settled no later than s seconds after the last event |
/// | `{"max-overscroll": px}` | on every tick and both axes, the offset stays within [min − px, max + px] (1e-6 px slack for rounding) |
/// | `{"decisions": n, "reason": "gesture"\|"resize"}` | `updateTarget` ran on exactly n ticks (of that reason, when given) |
/// | `{"decision": k, "original"/"proposed"/"adjusted"/"unclamped": [x, y], "velocity": [vx, vy], "tolerance": t}` | the k-th decision of the run (1 = first) exists and has these values (within t, default 0.5) |
/// | `{"end": "debounce"\|"phase", "from": t0, "to": t1, "count": n}` | that end-of-scroll signal fired at least once (exactly n times, with `count`) on ticks in [t0, t1] (default: the whole run) |
/// | `{"view-event": kind, "value": v, "from": t0, "to": t1, "count": n, "tolerance": t}` | a view file's callback `kind` (`onReceive`, `onChange`, …; `state` for writes) ran, with value v when given, at least once (exactly n times) on ticks in [t0, t1] |
public struct ScenarioExpectation: Hashable, Sendable {
    /// When a one-moment check is made.
    public enum Moment: Hashable, Sendable {
        /// The first tick after the last event whose phase is idle.
        case settled
        /// The first tick at or after this time (seconds).
        case time(Double)
    }

    /// What `"page"` asks for.
    public enum PageTarget: Hashable, Sendable {
        /// Page n (0-based).
        case index(Int)
        /// On some page boundary or the maximum offset.
        case any
        /// Not on any page boundary nor the maximum offset.
        case none
    }

    /// An end of the scroll axis.
    public enum Edge: String, Hashable, Sendable {
        /// The minimum valid offset.
        case start
        /// The maximum valid offset.
        case end
    }

    /// What is checked.
    public enum Check: Hashable, Sendable {
        case offset(Point, tolerance: Double)
        case page(PageTarget, tolerance: Double)
        case edge(Edge, tolerance: Double)
        case phase(ScrollPhase)
        case activity(ScrollActivityKind)
        case source(InputSource)
        case item(Int)
        case velocity(Vector, tolerance: Double)
        case content(Size, tolerance: Double)
        case hue(Double, tolerance: Double)
        /// Seed 003's status bar opacity, in [0, 1].
        case statusBarOpacity(Double, tolerance: Double)
        /// Seed 000's collapsible header height, logical pixels.
        case headerHeight(Double, tolerance: Double)
        case settledWithin(Double)
        case maxOverscroll(Double)
        case decisionCount(Int, reason: ScrollTargetUpdateReason?)
        case decision(ScenarioDecisionCheck)
        case end(EndSignals, from: Double, to: Double?, count: Int?)
        /// A view file's state, by property (`stopOffset`) or `Type.property`.
        case viewState(String, equals: ScenarioViewValue, tolerance: Double)
        /// A view file's callback (or `state` write) running.
        case viewEvent(String, value: ScenarioViewValue?, tolerance: Double, from: Double, to: Double?, count: Int?)

        /// True for the checks that need a moment (`at`).
        public var isMomentary: Bool {
            switch self {
            case .offset, .page, .edge, .phase, .activity, .source, .item, .velocity, .content, .hue,
                 .statusBarOpacity, .headerHeight, .viewState: return true
            case .settledWithin, .maxOverscroll, .decisionCount, .decision, .end, .viewEvent: return false
            }
        }
    }

    public var check: Check
    /// Set exactly for momentary checks.
    public var moment: Moment?
    /// The line of the entry in its file (0 when built in code).
    public var line: Int
    /// The behaviors the expectation is about (`"behavior": name or [names]`
    /// in a file); empty: the scenario's own behavior.
    public var behaviors: [String]
    /// Why the program is known to disagree with this expectation
    /// (`"known-issue": "why"` in a file), nil for an ordinary one. The
    /// expectation still states the rule: its failure is reported as a known
    /// issue (not failed), and its passing is a failure (the mark is stale),
    /// as Swift Testing's `withKnownIssue` does.
    public var knownIssue: String?

    public init(_ check: Check, at moment: Moment? = nil, line: Int = 0, behaviors: [String] = [],
                knownIssue: String? = nil) {
        self.check = check
        self.moment = moment
        self.line = line
        self.behaviors = behaviors
        self.knownIssue = knownIssue
    }

    /// True when a run with `behavior` checks this expectation: it names the
    /// behavior, or names none and `behavior` is the scenario's own.
    public func applies(to behavior: String, scenarioBehavior: String) -> Bool {
        behaviors.isEmpty ? behavior == scenarioBehavior : behaviors.contains(behavior)
    }
}
