extension ScenarioParser {
    // MARK: Expectations

    func expectations(_ value: JSONValue) throws(ScenarioError) -> [ScenarioExpectation] {
        guard let items = value.array else {
            throw error("expect must be an array (got \(ScenarioFormat.shown(value)))", at: value, field: "expect")
        }
        var out: [ScenarioExpectation] = []
        for (i, item) in items.enumerated() { out.append(try expectation(item, "expect[\(i)]")) }
        return out
    }

    /// A view expectation's value: a number or a text.
    func viewValue(_ value: JSONValue, _ path: String) throws(ScenarioError) -> ScenarioViewValue {
        if let s = value.string { return .text(s) }
        return .number(try number(value, path, min: -1e12, max: 1e12, what: "a number or a text"))
    }

    /// The `from`, `to` (not before `from`) and `count` of a whole-run check.
    func window(_ value: JSONValue, _ path: String) throws(ScenarioError) -> (from: Double, to: Double?, count: Int?) {
        var from = 0.0
        var to: Double?
        var count: Int?
        if let v = value["from"] { from = try seconds(v, "\(path).from", max: Self.maxTime * 2, positive: false) }
        if let v = value["to"] {
            let t = try seconds(v, "\(path).to", max: Self.maxTime * 2, positive: false)
            guard t >= from else {
                throw error("\(path).to (\(ScenarioFormat.number(t))) is before from (\(ScenarioFormat.number(from)))", at: v, field: "\(path).to")
            }
            to = t
        }
        if let v = value["count"] { count = try integer(v, "\(path).count", min: 0, max: 1_000_000, what: "a whole number ≥ 0") }
        return (from, to, count)
    }

    func expectation(_ value: JSONValue, _ path: String) throws(ScenarioError) -> ScenarioExpectation {
        let members = try object(value, path)
        let modifiers = Set(Self.expectationModifiers.values.flatMap { $0 })
        try checkFields(members, allowed: ["at", "note", "behavior", "known-issue"] + Self.expectationChecks + modifiers.sorted(), path: path)
        if let note = value["note"] { _ = try string(note, "\(path).note") }
        var knownIssue: String?
        if let k = value["known-issue"] {
            let text = try string(k, "\(path).known-issue")
            guard text.contains(where: { !$0.isWhitespace }) else {
                throw error("\(path).known-issue must say why the program disagrees (got an empty text)", at: k, field: "\(path).known-issue")
            }
            knownIssue = text
        }
        var behaviors: [String] = []
        if let b = value["behavior"] {
            if let list = b.array {
                guard !list.isEmpty else {
                    throw error("\(path).behavior must name at least one behavior", at: b, field: "\(path).behavior")
                }
                for (i, item) in list.enumerated() {
                    behaviors.append(try name(item, "\(path).behavior[\(i)]", kind: "behavior", known: vocabulary.behaviorNames))
                }
            } else {
                behaviors = [try name(b, "\(path).behavior", kind: "behavior", known: vocabulary.behaviorNames)]
            }
        }
        // "velocity" is a check of its own and a modifier of "decision".
        let keys = members.map(\.key)
        let check: String
        if keys.contains("decision") {
            check = "decision"
        } else {
            let checks = keys.filter { Self.expectationChecks.contains($0) }
            guard let first = checks.first else {
                throw error("\(path) checks nothing: give one of \(Self.expectationChecks.joined(separator: ", "))", at: value, field: path)
            }
            guard checks.count == 1 else {
                throw error("\(path) has both \(checks[0]) and \(checks[1]): one check per entry", at: value[checks[1]], field: "\(path).\(checks[1])")
            }
            check = first
        }
        let allowed = Self.expectationModifiers[check] ?? []
        for member in members where member.key != check && modifiers.contains(member.key) && !allowed.contains(member.key) {
            throw error("\(path).\(member.key) is not used by a \(check) check", at: member.value, field: "\(path).\(member.key)")
        }
        let body = value[check]!
        let bodyPath = "\(path).\(check)"
        func tolerance(_ fallback: Double) throws(ScenarioError) -> Double {
            guard let t = value["tolerance"] else { return fallback }
            return try number(t, "\(path).tolerance", min: 0, max: 1_000_000, what: "a number ≥ 0")
        }

        let kind: ScenarioExpectation.Check
        switch check {
        case "offset":
            kind = .offset(try point(body, bodyPath, limit: Self.maxScrollOffset), tolerance: try tolerance(0.5))
        case "page":
            let target: ScenarioExpectation.PageTarget
            if let s = body.string {
                switch s {
                case "any": target = .any
                case "none": target = .none
                default:
                    throw error("\(bodyPath) must be a page number, \"any\" or \"none\" (got \(ScenarioFormat.shown(body)))", at: body, field: bodyPath)
                }
            } else {
                target = .index(try integer(body, bodyPath, min: 0, max: Self.maxItems,
                                            what: "a page number (0 = the first), \"any\" or \"none\""))
            }
            kind = .page(target, tolerance: try tolerance(0.5))
        case "edge":
            let edge = try name(body, bodyPath, kind: "edge", known: ["start", "end"])
            kind = .edge(ScenarioExpectation.Edge(rawValue: edge)!, tolerance: try tolerance(0.5))
        case "phase":
            kind = .phase(ScrollPhase(rawValue: try name(body, bodyPath, kind: "phase", known: ScrollPhase.allCases.map(\.rawValue)))!)
        case "activity":
            kind = .activity(ScrollActivityKind(rawValue: try name(body, bodyPath, kind: "activity",
                                                                   known: ScrollActivityKind.allCases.map(\.rawValue)))!)
        case "source":
            kind = .source(InputSource(rawValue: try name(body, bodyPath, kind: "input source", known: InputSource.allCases.map(\.rawValue)))!)
        case "item":
            kind = .item(try integer(body, bodyPath, min: 0, max: 1_000_000_000, what: "an item id (a whole number ≥ 0)"))
        case "velocity":
            kind = .velocity(try vector(body, bodyPath, limit: Self.maxScrollOffset), tolerance: try tolerance(1))
        case "content":
            let (w, h) = try pair(body, bodyPath, shape: "[width, height]", min: 0, max: Self.maxScrollOffset, what: "a length ≥ 0")
            kind = .content(Size(width: w, height: h), tolerance: try tolerance(0.5))
        case "hue":
            kind = .hue(try number(body, bodyPath, min: 0, max: 1, what: "a hue from 0 to 1"), tolerance: try tolerance(0.001))
        case "status-bar-opacity":
            kind = .statusBarOpacity(try number(body, bodyPath, min: 0, max: 1, what: "an opacity from 0 to 1"), tolerance: try tolerance(0.001))
        case "header-height":
            kind = .headerHeight(try number(body, bodyPath, min: 0, max: Self.maxWindow, what: "a height from 0 to 16384 px"), tolerance: try tolerance(0.5))
        case "settled-within":
            kind = .settledWithin(try seconds(body, bodyPath, max: Self.maxTime, positive: true))
        case "max-overscroll":
            kind = .maxOverscroll(try number(body, bodyPath, min: 0, max: Self.maxScrollOffset, what: "a distance ≥ 0 px"))
        case "decisions":
            let n = try integer(body, bodyPath, min: 0, max: 1_000_000, what: "a whole number ≥ 0")
            var reason: ScrollTargetUpdateReason?
            if let r = value["reason"] {
                let names = [ScrollTargetUpdateReason.gestureEnded.rawValue, ScrollTargetUpdateReason.containerResized.rawValue]
                reason = ScrollTargetUpdateReason(rawValue: try name(r, "\(path).reason", kind: "decision reason", known: names))
            }
            kind = .decisionCount(n, reason: reason)
        case "decision":
            var d = ScenarioDecisionCheck(number: try integer(body, bodyPath, min: 1, max: 1_000_000,
                                                             what: "a decision number (1 = the first)"))
            if let v = value["original"] { d.original = try point(v, "\(path).original", limit: Self.maxScrollOffset) }
            if let v = value["proposed"] { d.proposed = try point(v, "\(path).proposed", limit: Self.maxScrollOffset) }
            if let v = value["adjusted"] { d.adjusted = try point(v, "\(path).adjusted", limit: Self.maxScrollOffset) }
            if let v = value["unclamped"] { d.unclamped = try point(v, "\(path).unclamped", limit: Self.maxScrollOffset) }
            if let v = value["velocity"] { d.velocity = try vector(v, "\(path).velocity", limit: Self.maxScrollOffset) }
            guard d.original != nil || d.proposed != nil || d.adjusted != nil || d.unclamped != nil || d.velocity != nil else {
                throw error("\(path) checks nothing: give original, proposed, adjusted, unclamped or velocity", at: value, field: path)
            }
            d.tolerance = try tolerance(0.5)
            kind = .decision(d)
        case "view":
            let name = try string(body, bodyPath, what: "a state's name (stopOffset, or Screen.stopOffset)")
            guard !name.isEmpty else { throw error("\(bodyPath) must name a state (got an empty text)", at: body, field: bodyPath) }
            guard let v = value["equals"] else {
                throw error("\(path).equals is missing: say what \(name) should be (a number or a text)", at: value, field: "\(path).equals")
            }
            kind = .viewState(name, equals: try viewValue(v, "\(path).equals"), tolerance: try tolerance(0.01))
        case "view-event":
            let name = try string(body, bodyPath, what: "a callback's name (onReceive, onChange, …) or state")
            guard !name.isEmpty else { throw error("\(bodyPath) must name a callback (got an empty text)", at: body, field: bodyPath) }
            let (from, to, count) = try window(value, path)
            kind = .viewEvent(
                name, value: try value["value"].map { (v) throws(ScenarioError) in try viewValue(v, "\(path).value") },
                tolerance: try tolerance(0.01), from: from, to: to, count: count)
        default: // "end"
            let signal = try name(body, bodyPath, kind: "end signal", known: ["debounce", "phase"])
            let (from, to, count) = try window(value, path)
            kind = .end(signal == "debounce" ? .debounce : .phase, from: from, to: to, count: count)
        }

        var moment: ScenarioExpectation.Moment?
        if kind.isMomentary {
            guard let at = value["at"] else {
                throw error("\(path).at is missing: say when to check \(check) (\"settled\" or seconds)", at: value, field: "\(path).at")
            }
            if let s = at.string {
                guard s == "settled" else {
                    throw error("\(path).at must be \"settled\" or a time in seconds (got \(ScenarioFormat.shown(at)))", at: at, field: "\(path).at")
                }
                moment = .settled
            } else {
                moment = .time(try number(at, "\(path).at", min: 0, max: Self.maxTime * 2,
                                          what: "\"settled\" or a time in seconds from 0 to 1200"))
            }
        } else if let at = value["at"] {
            throw error("\(path).at is not used by \(check): it checks the whole run", at: at, field: "\(path).at")
        }
        return ScenarioExpectation(kind, at: moment, line: value.line, behaviors: behaviors, knownIssue: knownIssue)
    }
}
