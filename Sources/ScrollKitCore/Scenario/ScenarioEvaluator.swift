/// Checks a scenario's expectations against its records as they stream by,
/// keeping only what the checks need (no record list). Feed it every record of
/// a run in order with `observe`, then call `finish(summary:)`.
///
/// Offsets, pages and overscroll are measured in reported content offsets,
/// with the valid range [min, max] of each tick's content and container sizes
/// under the scenario's insets and offset convention (`ScrollEngineGeometry`).
public struct ScenarioEvaluator: Sendable {
    /// The slack `max-overscroll` allows for floating-point rounding, px.
    public static let overscrollSlack = 1e-6

    private let expectations: [ScenarioExpectation]
    /// Each checked expectation's index in the file's `expect` list.
    private let fileIndices: [Int]
    private var axes: Axes
    private var insets: EdgeInsets
    private let convention: OffsetConvention
    /// The scenario preset's collapsible header (seed 000), if any.
    private let header: CollapsibleHeader?
    private let tickLength: Double
    /// Result per expectation: nil = not checked yet; "" = passed; else the failure message.
    private var results: [String?]
    /// Expectation indices by the tick their `"at": seconds` falls on.
    private var byTick: [Int: [Int]] = [:]
    private var settledIndices: [Int] = []
    private var maxOverscroll: (amount: Double, time: Double, offset: Point)?
    private var decisions: [(decision: TargetDecision, time: Double)] = []
    /// Per `end` expectation: the times its signal fired within its window.
    private var endTimes: [Int: [Double]] = [:]
    private var allEndTimes: [Int: [Double]] = [:]
    private var lastTime = 0.0
    /// A view file's states as last written (`Type.property` → value), so far.
    private var viewStates: [String: String] = [:]
    /// Per `view-event` expectation: the times a matching event ran within
    /// its window, and every time its kind ran (with the value), for the message.
    private var viewEventTimes: [Int: [Double]] = [:]
    private var allViewEvents: [Int: [(time: Double, value: String)]] = [:]
    /// Where the run rested: set at the settle tick, else the last tick so far.
    public private(set) var rest: ScenarioRest?

    /// Checks `scenario.expectations(for: behavior)`; nil: the scenario's own behavior.
    public init(scenario: Scenario, behavior: String? = nil) {
        let name = behavior ?? scenario.behavior
        let applying = scenario.expectations.indices.filter {
            scenario.expectations[$0].applies(to: name, scenarioBehavior: scenario.behavior)
        }
        expectations = applying.map { scenario.expectations[$0] }
        fileIndices = applying
        axes = scenario.axes
        insets = scenario.insets
        convention = scenario.convention
        header = PresetCatalog.preset(named: scenario.preset)?.style.collapsibleHeader
        tickLength = scenario.tick
        results = Array(repeating: nil, count: expectations.count)
        for (i, e) in expectations.enumerated() {
            switch e.moment {
            case .settled?: settledIndices.append(i)
            case let .time(t)?:
                let ticks = (t / tickLength - 1e-9).rounded(.up)
                let tick = ticks.isFinite ? Int(max(1, min(ticks, 1e9))) : 1
                byTick[tick, default: []].append(i)
            case nil: break
            }
        }
    }

    /// Takes what a view file's view did at the tick of time `time`, before
    /// that tick's record (`observe`): its state writes and callbacks.
    public mutating func observeView(_ events: [HostedViewEvent], time: Double) {
        for event in events {
            if event.kind == .state { viewStates[event.name] = event.value }
            for (i, e) in expectations.enumerated() {
                guard case let .viewEvent(kind, value, tolerance, from, to, _) = e.check, event.kind.rawValue == kind else { continue }
                allViewEvents[i, default: []].append((time, event.value))
                if time >= from - 1e-9, time <= (to ?? .infinity) + 1e-9, value?.matches(event.value, tolerance: tolerance) ?? true {
                    viewEventTimes[i, default: []].append(time)
                }
            }
        }
    }

    /// The value last written to the view's state `name` (`stopOffset`, or
    /// `Screen.stopOffset`), and its full name; nil when never written.
    private func viewState(_ name: String) -> (name: String, value: String)? {
        if let value = viewStates[name] { return (name, value) }
        let suffix = "." + name
        return viewStates.keys.sorted().first { $0.hasSuffix(suffix) }.map { ($0, viewStates[$0]!) }
    }

    /// The records taken from now on are those of a scroll view on `axes`
    /// with `insets` (a nested scroll view studied instead of the lane's).
    public mutating func study(axes: Axes, insets: EdgeInsets) {
        self.axes = axes
        self.insets = insets
    }

    /// Takes the next record. `isSettleTick` marks the settle tick; `layout`
    /// gives the tick's layout (asked only for `item` checks).
    public mutating func observe(
        _ record: FrameRecord, isSettleTick: Bool, layout: () -> (any ContentLayout)?
    ) {
        lastTime = record.time
        let geometry = ScrollEngineGeometry(
            contentOffset: record.offset, contentSize: record.contentSize, contentInsets: insets,
            containerSize: record.containerSize, convention: convention
        )
        if rest?.settled != true {
            let axis = axes.primary
            let length = record.containerSize[axis]
            let lo = geometry.minOffset(axis), hi = geometry.maxOffset(axis)
            let page = length > 0 && length.isFinite ? (record.offset[axis] - lo) / length : 0
            rest = ScenarioRest(offset: record.offset, page: page, isAtEnd: hi > lo && abs(record.offset[axis] - hi) < 0.5,
                                axis: axis, settled: isSettleTick)
        }
        var over = 0.0
        for axis in Axis.allCases {
            let o = record.offset[axis]
            over = max(over, geometry.minOffset(axis) - o, o - geometry.maxOffset(axis))
        }
        if !over.isFinite || over > (maxOverscroll?.amount ?? 0) {
            maxOverscroll = (over.isFinite ? over : .infinity, record.time, record.offset)
        }
        if let decision = record.decision { decisions.append((decision, record.time)) }
        if !record.ends.isEmpty {
            for (i, e) in expectations.enumerated() {
                guard case let .end(signal, from, to, _) = e.check, record.ends.contains(signal) else { continue }
                allEndTimes[i, default: []].append(record.time)
                if record.time >= from - 1e-9, record.time <= (to ?? .infinity) + 1e-9 {
                    endTimes[i, default: []].append(record.time)
                }
            }
        }
        if let indices = byTick[record.tick] {
            for i in indices {
                guard case let .time(t)? = expectations[i].moment else { continue }
                let when = abs(record.time - t) < 1e-9
                    ? "at t=\(ScenarioFormat.number(t))"
                    : "at t=\(ScenarioFormat.number(t)) (tick \(record.tick), t=\(ScenarioFormat.number(record.time)))"
                results[i] = check(expectations[i].check, record, geometry, when: when, layout: layout) ?? ""
            }
        }
        if isSettleTick {
            for i in settledIndices {
                let when = "at settled (t=\(ScenarioFormat.number(record.time)))"
                results[i] = check(expectations[i].check, record, geometry, when: when, layout: layout) ?? ""
            }
        }
    }

    /// The failed expectations, in file order, once the run is over. A
    /// failed `known-issue` expectation comes back with its `knownIssue`
    /// set; one that passed is an ordinary failure (its mark is stale).
    public func finish(summary: ScenarioRunSummary) -> [ExpectationFailure] {
        var failures: [ExpectationFailure] = []
        for (i, e) in expectations.enumerated() {
            let message: String?
            if let result = results[i] {
                message = result.isEmpty ? nil : result
            } else {
                message = runCheck(i, e, summary: summary)
            }
            switch (message, e.knownIssue) {
            case let (message?, known):
                failures.append(ExpectationFailure(index: fileIndices[i], line: e.line, message: message, knownIssue: known))
            case let (nil, known?):
                failures.append(ExpectationFailure(
                    index: fileIndices[i], line: e.line,
                    message: "passed, but it is marked known-issue (\"\(known)\"): remove the mark"))
            case (nil, nil):
                break
            }
        }
        return failures
    }

    // MARK: Checks of one moment

    private func check(
        _ check: ScenarioExpectation.Check, _ record: FrameRecord, _ geometry: ScrollEngineGeometry, when: String,
        layout: () -> (any ContentLayout)?
    ) -> String? {
        let f = ScenarioFormat.self
        switch check {
        case let .offset(expected, tolerance):
            let ok = abs(record.offset.x - expected.x) <= tolerance && abs(record.offset.y - expected.y) <= tolerance
            return ok ? nil : "expected offset \(f.point(expected)) ±\(f.number(tolerance)) \(when), offset was \(f.point(record.offset))"
        case let .page(target, tolerance):
            let axis = axes.primary
            let length = record.containerSize[axis]
            guard length > 0, length.isFinite else { return "expected a page \(when), but the container has no length" }
            let o = record.offset[axis]
            let lo = geometry.minOffset(axis), hi = geometry.maxOffset(axis)
            let pageNumber = (o - lo) / length
            let was = "offset was \(f.point(record.offset)) (page \(f.number(pageNumber, decimals: 2)))"
            func pageOffset(_ n: Double) -> Double { min(lo + n * length, hi) }
            switch target {
            case let .index(n):
                let expected = pageOffset(Double(n))
                guard abs(o - expected) <= tolerance else {
                    return "expected page \(n) \(when), \(was); page \(n) is at \(f.number(expected))"
                }
                return nil
            case .any, .none:
                let nearest = max(0, (pageNumber).rounded())
                let onPage = abs(o - pageOffset(nearest)) <= tolerance || abs(o - hi) <= tolerance
                if target == .any, !onPage { return "expected a page boundary \(when), \(was)" }
                if target == .none, onPage { return "expected an offset between pages \(when), \(was)" }
                return nil
            }
        case let .edge(edge, tolerance):
            let axis = axes.primary
            let expected = edge == .start ? geometry.minOffset(axis) : geometry.maxOffset(axis)
            return abs(record.offset[axis] - expected) <= tolerance ? nil
                : "expected the \(edge.rawValue) (\(f.number(expected))) \(when), offset was \(f.point(record.offset))"
        case let .phase(phase):
            return record.phase == phase ? nil : "expected phase \(phase.rawValue) \(when), phase was \(record.phase.rawValue)"
        case let .activity(activity):
            return record.activity == activity ? nil
                : "expected activity \(activity.rawValue) \(when), activity was \(record.activity.rawValue)"
        case let .source(source):
            return record.source == source ? nil : "expected source \(source.rawValue) \(when), source was \(record.source.rawValue)"
        case let .item(id):
            guard let layout = layout() else { return "expected leading item \(id) \(when), but no layout was given" }
            guard let leading = Self.leadingItem(layout, geometry: geometry, axis: axes.primary) else {
                return "expected leading item \(id) \(when), but no item was visible (offset \(f.point(record.offset)))"
            }
            return leading == id ? nil
                : "expected leading item \(id) \(when), leading item was \(leading) (offset \(f.point(record.offset)))"
        case let .velocity(expected, tolerance):
            let ok = abs(record.velocity.dx - expected.dx) <= tolerance && abs(record.velocity.dy - expected.dy) <= tolerance
            return ok ? nil : "expected velocity \(f.vector(expected)) ±\(f.number(tolerance)) \(when), velocity was \(f.vector(record.velocity))"
        case let .content(expected, tolerance):
            let ok = abs(record.contentSize.width - expected.width) <= tolerance
                && abs(record.contentSize.height - expected.height) <= tolerance
            return ok ? nil : "expected content size \(f.size(expected)) \(when), content was \(f.size(record.contentSize))"
        case let .hue(expected, tolerance):
            // The hue circle wraps: 0.999 and 0.001 are 0.002 apart.
            let d = abs(record.hue - expected)
            return min(d, 1 - d) <= tolerance ? nil
                : "expected hue \(f.number(expected)) \(when), hue was \(f.number(record.hue))"
        case let .statusBarOpacity(expected, tolerance):
            let opacity = StatusBar.opacity(forOffset: record.offset[axes.primary])
            return abs(opacity - expected) <= tolerance ? nil
                : "expected status bar opacity \(f.number(expected)) \(when), it was \(f.number(opacity)) (offset \(f.point(record.offset)))"
        case let .headerHeight(expected, tolerance):
            guard let header else { return "expected header height \(f.number(expected)) \(when), but the preset has no collapsible header" }
            let axis = axes.primary
            // The SwiftUI offset (0 at the start of the content), as the window draws it.
            let height = header.geometry(forOffset: geometry.position[axis] + insets.leadingEdge(axis)).height
            return abs(height - expected) <= tolerance ? nil
                : "expected header height \(f.number(expected)) \(when), it was \(f.number(height)) (offset \(f.point(record.offset)))"
        case let .viewState(name, expected, tolerance):
            guard let (full, value) = viewState(name) else {
                let known = viewStates.keys.sorted().prefix(6).joined(separator: ", ")
                return "expected the view's \(name) = \(expected) \(when), but the view never wrote \(name)"
                    + (known.isEmpty ? " (it wrote no state)" : " (it wrote \(known))")
            }
            return expected.matches(value, tolerance: tolerance) ? nil
                : "expected the view's \(name) = \(expected) \(when), \(full) was \(value)"
        case .settledWithin, .maxOverscroll, .decisionCount, .decision, .end, .viewEvent:
            return nil
        }
    }

    /// The id of the first item whose frame overlaps the visible rect on `axis`.
    static func leadingItem(_ layout: any ContentLayout, geometry: ScrollEngineGeometry, axis: Axis) -> Int? {
        let visible = geometry.visibleRect
        let range = layout.items(in: visible)
        var index = range.lowerBound
        var steps = 0
        while index < range.upperBound, steps < 256 {
            let frame = layout.frame(ofItem: index)
            if frame.max(axis) > visible.min(axis), frame.min(axis) < visible.max(axis) {
                return layout.itemID(at: index)
            }
            index += 1
            steps += 1
        }
        return nil
    }

    // MARK: Checks of the whole run

    private func runCheck(_ index: Int, _ e: ScenarioExpectation, summary: ScenarioRunSummary) -> String? {
        let f = ScenarioFormat.self
        let neverSettled = "the run never settled (stopped at t=\(f.number(summary.finalTime)), \(f.number(summary.finalTime - summary.lastEventTime)) s after the last event)"
        switch e.check {
        case let .settledWithin(limit):
            guard let delay = summary.settleDelay, let time = summary.settleTime else {
                return "expected to settle within \(f.number(limit)) s of the last event, but \(neverSettled)"
            }
            return delay <= limit + 1e-9 ? nil
                : "expected to settle within \(f.number(limit)) s of the last event (t=\(f.number(summary.lastEventTime))), settled after \(f.number(delay)) s (t=\(f.number(time)))"
        case let .maxOverscroll(limit):
            guard let worst = maxOverscroll, worst.amount > limit + Self.overscrollSlack else { return nil }
            return "expected overscroll of at most \(f.number(limit)) px, overscrolled \(f.number(worst.amount)) px at t=\(f.number(worst.time)) (offset \(f.point(worst.offset)))"
        case let .decisionCount(expected, reason):
            let matching = decisions.filter { reason == nil || $0.decision.reason == reason }
            guard matching.count != expected else { return nil }
            let kind = reason.map { " (\($0.rawValue))" } ?? ""
            let times = matching.prefix(6).map { "t=\(f.number($0.time))" }.joined(separator: ", ")
            return "expected \(expected) decision\(expected == 1 ? "" : "s")\(kind), got \(matching.count)\(times.isEmpty ? "" : " at " + times)\(matching.count > 6 ? ", …" : "")"
        case let .decision(check):
            guard check.number <= decisions.count else {
                return "expected decision \(check.number), but the run had \(decisions.count) decision\(decisions.count == 1 ? "" : "s")"
            }
            let (d, time) = decisions[check.number - 1]
            var problems: [String] = []
            func compare(_ name: String, _ expected: Point?, _ actual: Point) {
                guard let expected else { return }
                if abs(expected.x - actual.x) > check.tolerance || abs(expected.y - actual.y) > check.tolerance {
                    problems.append("\(name) \(f.point(actual)), expected \(f.point(expected))")
                }
            }
            compare("original", check.original, d.original)
            compare("proposed", check.proposed, d.proposed)
            compare("adjusted", check.adjusted, d.adjusted)
            compare("unclamped", check.unclamped, d.unclamped ?? d.adjusted)
            if let v = check.velocity {
                compare("velocity", Point(x: v.dx, y: v.dy), Point(x: d.velocity.dx, y: d.velocity.dy))
            }
            guard !problems.isEmpty else { return nil }
            return "decision \(check.number) (t=\(f.number(time)), \(d.behavior)): " + problems.joined(separator: "; ")
        case let .end(signal, from, to, count):
            let name = signal.names.first ?? "?"
            let fired = endTimes[index] ?? []
            let window = "between t=\(f.number(from)) and " + (to.map { "t=\(f.number($0))" } ?? "the end (t=\(f.number(lastTime)))")
            let all = (allEndTimes[index] ?? []).prefix(6).map { f.number($0) }.joined(separator: ", ")
            let seen = all.isEmpty ? "it never fired" : "it fired at t=\(all)"
            if let count {
                return fired.count == count ? nil
                    : "expected \(count) \(name) end\(count == 1 ? "" : "s") \(window), got \(fired.count); \(seen)"
            }
            return fired.isEmpty ? "expected a \(name) end \(window); \(seen)" : nil
        case let .viewEvent(kind, value, _, from, to, count):
            let ran = viewEventTimes[index] ?? []
            let what = kind + (value.map { " \($0)" } ?? "")
            let window = "between t=\(f.number(from)) and " + (to.map { "t=\(f.number($0))" } ?? "the end (t=\(f.number(lastTime)))")
            let all = (allViewEvents[index] ?? []).prefix(6).map { "\($0.value) at t=\(f.number($0.time))" }.joined(separator: ", ")
            let seen = all.isEmpty ? "\(kind) never ran" : "\(kind) ran with \(all)"
            if let count {
                return ran.count == count ? nil : "expected \(what) \(count) time\(count == 1 ? "" : "s") \(window), got \(ran.count); \(seen)"
            }
            return ran.isEmpty ? "expected \(what) \(window); \(seen)" : nil
        case .offset, .page, .edge, .phase, .activity, .source, .item, .velocity, .content, .hue,
             .statusBarOpacity, .headerHeight, .viewState:
            // A momentary check whose moment never came.
            if case .settled? = e.moment { return "expected \(Self.describe(e.check)) at settled, but \(neverSettled)" }
            if case let .time(t)? = e.moment {
                return "expected \(Self.describe(e.check)) at t=\(f.number(t)), but the run stopped at t=\(f.number(summary.finalTime))"
            }
            return nil
        }
    }

    static func describe(_ check: ScenarioExpectation.Check) -> String {
        let f = ScenarioFormat.self
        switch check {
        case let .offset(p, _): return "offset \(f.point(p))"
        case let .page(.index(n), _): return "page \(n)"
        case .page(.any, _): return "a page boundary"
        case .page(.none, _): return "an offset between pages"
        case let .edge(edge, _): return "the \(edge.rawValue)"
        case let .phase(p): return "phase \(p.rawValue)"
        case let .activity(a): return "activity \(a.rawValue)"
        case let .source(s): return "source \(s.rawValue)"
        case let .item(id): return "leading item \(id)"
        case let .velocity(v, _): return "velocity \(f.vector(v))"
        case let .content(s, _): return "content size \(f.size(s))"
        case let .hue(h, _): return "hue \(f.number(h))"
        case let .statusBarOpacity(o, _): return "status bar opacity \(f.number(o))"
        case let .headerHeight(h, _): return "header height \(f.number(h))"
        case let .settledWithin(s): return "settled within \(f.number(s)) s"
        case let .maxOverscroll(px): return "overscroll of at most \(f.number(px)) px"
        case let .decisionCount(n, _): return "\(n) decisions"
        case let .decision(d): return "decision \(d.number)"
        case let .end(s, _, _, _): return "a \(s.names.first ?? "") end"
        case let .viewState(name, value, _): return "the view's \(name) = \(value)"
        case let .viewEvent(kind, _, _, _, _, _): return "the view's \(kind)"
        }
    }
}
