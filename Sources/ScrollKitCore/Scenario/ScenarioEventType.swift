/// Everything about one scenario event type in one place: its name in files,
/// the entry fields it uses besides `at` and `note`, how it is read
/// (`decode`), how it is written (`encode`, what a capture writes) and how it
/// expands into raw device events (`count`, `time`, `raw`).
///
/// The parser, the writer, the lazy expansion (`ScenarioEventStream`) and
/// `ScenarioEvent.Kind.typeName` all go through `ScenarioEventType.all`, so a
/// new event type is a `Kind` case plus one descriptor here; the round trip
/// (decode ∘ encode = identity) is tested for every entry of `all`.
///
/// Invariants: `time(e, k)` is non-decreasing in k for 0 ≤ k < `count(e)`,
/// and `time(e, 0) == e.time`, so the stream can merge entries lazily in time
/// order.
struct ScenarioEventType: Sendable {
    /// The entry's key naming the type, e.g. `"wheel"`.
    let name: String
    /// Other entry fields the type reads (besides `at`, `note` and its own key).
    let modifiers: [String]
    /// True when `kind` is this type.
    let matches: @Sendable (ScenarioEvent.Kind) -> Bool
    /// Reads the type's body and modifiers of an entry.
    let decode: @Sendable (ScenarioParser, ScenarioEventFields) throws(ScenarioError) -> ScenarioEvent.Kind
    /// The entry's members after `at`: the type's key first, then modifiers
    /// (only those that differ from their defaults). Precondition: `matches(kind)`.
    let encode: @Sendable (ScenarioEvent.Kind) -> [(key: String, value: String)]
    /// Number of raw events the entry expands into (≥ 1); `tick` in seconds.
    let count: @Sendable (ScenarioEvent, _ tick: Double) -> Int
    /// Time of raw event k, seconds.
    let time: @Sendable (ScenarioEvent, _ index: Int, _ tick: Double) -> Double
    /// Raw event k. Called in global time order, so state carried across
    /// entries (the SDL wheel accumulator) evolves as it would live.
    let raw: @Sendable (ScenarioEvent, _ index: Int, _ tick: Double, inout WheelAccumulator) -> RawInputEvent
    /// True for a *setup* switch (preset, axis, deceleration): not a raw
    /// input but a change of the run's configuration, applied between two
    /// ticks exactly as the window applies its key (`ScenarioSetup`). Its
    /// `raw` is never called; it counts as one raw event for the limits.
    var isSetup = false

    /// Every event type, in the order error messages list them.
    static let all: [ScenarioEventType] = [wheel, precise, pointer, drag, key, resize, scrollTo, behavior, preset, axis, deceleration, lanes]

    static let names: [String] = all.map(\.name)

    /// The descriptor of `kind`.
    static func of(_ kind: ScenarioEvent.Kind) -> ScenarioEventType {
        all.first { $0.matches(kind) }!
    }

    static func named(_ name: String) -> ScenarioEventType? {
        all.first { $0.name == name }
    }

    // MARK: Bursts (repeat / every), shared by wheel, precise and key

    static let burstModifiers = ["repeat", "every"]

    static func burstCount(_ e: ScenarioEvent, _ tick: Double) -> Int { e.repeatCount }
    static func burstTime(_ e: ScenarioEvent, _ k: Int, _ tick: Double) -> Double { e.time + Double(k) * e.interval }
    static func single(_ e: ScenarioEvent, _ tick: Double) -> Int { 1 }
    static func atStart(_ e: ScenarioEvent, _ k: Int, _ tick: Double) -> Double { e.time }

    // MARK: The types

    static let wheel = ScenarioEventType(
        name: "wheel", modifiers: burstModifiers,
        matches: { if case .wheel = $0 { true } else { false } },
        decode: { (p, f) throws(ScenarioError) in
            let steps = try p.numbers(f.body, f.bodyPath, count: 2, shape: "[x, y] whole wheel steps") { (item, path) throws(ScenarioError) in
                Double(try p.integer(item, path, min: -Int(ScenarioParser.maxWheel), max: Int(ScenarioParser.maxWheel),
                                     what: "a whole number of steps from -1000 to 1000 (use precise for fractions)"))
            }
            guard steps[0] != 0 || steps[1] != 0 else {
                throw p.error("\(f.bodyPath) must not be [0, 0]: a wheel event moves at least one step", at: f.body, field: f.bodyPath)
            }
            return .wheel(Vector(dx: steps[0], dy: steps[1]))
        },
        encode: { kind in
            guard case let .wheel(v) = kind else { return [] }
            return [("wheel", ScenarioEncoding.pair(v.dx, v.dy))]
        },
        count: burstCount, time: burstTime,
        raw: { e, _, _, _ in
            guard case let .wheel(steps) = e.kind else { fatalError("wheel descriptor on \(e.kind)") }
            return .wheel(steps: steps, precise: steps)
        }
    )

    static let precise = ScenarioEventType(
        name: "precise", modifiers: burstModifiers,
        matches: { if case .precise = $0 { true } else { false } },
        decode: { (p, f) throws(ScenarioError) in
            let delta = try p.vector(f.body, f.bodyPath, limit: ScenarioParser.maxWheel)
            guard delta.dx != 0 || delta.dy != 0 else {
                throw p.error("\(f.bodyPath) must not be [0, 0]: SDL never sends an empty wheel event", at: f.body, field: f.bodyPath)
            }
            return .precise(delta)
        },
        encode: { kind in
            guard case let .precise(v) = kind else { return [] }
            return [("precise", ScenarioEncoding.pair(v.dx, v.dy))]
        },
        count: burstCount, time: burstTime,
        raw: { e, _, _, accumulator in
            guard case let .precise(delta) = e.kind else { fatalError("precise descriptor on \(e.kind)") }
            return .wheel(steps: accumulator.add(delta), precise: delta)
        }
    )

    static let pointer = ScenarioEventType(
        name: "pointer", modifiers: ["pos", "finger"],
        matches: { if case .pointer = $0 { true } else { false } },
        decode: { (p, f) throws(ScenarioError) in
            let actionName = try p.name(f.body, f.bodyPath, kind: "pointer action", known: PointerAction.allCases.map(\.rawValue))
            guard let posValue = f.entry["pos"] else {
                throw p.error("\(f.path).pos is missing: a pointer event needs a window position [x, y]", at: f.entry, field: "\(f.path).pos")
            }
            let pos = try p.point(posValue, "\(f.path).pos", limit: ScenarioParser.maxPosition)
            var finger = 0
            if let v = f.entry["finger"] {
                finger = try p.integer(v, "\(f.path).finger", min: 0, max: 9, what: "0 (the mouse) or a touch finger from 1 to 9")
            }
            return .pointer(PointerAction(rawValue: actionName)!, pos, finger: finger)
        },
        encode: { kind in
            guard case let .pointer(action, pos, finger) = kind else { return [] }
            var out = [("pointer", JSONWriter.quote(action.rawValue)), ("pos", ScenarioEncoding.pair(pos.x, pos.y))]
            if finger != 0 { out.append(("finger", String(finger))) }
            return out
        },
        count: single, time: atStart,
        raw: { e, _, _, _ in
            guard case let .pointer(action, pos, finger) = e.kind else { fatalError("pointer descriptor on \(e.kind)") }
            return .pointer(action, pos, finger: finger)
        }
    )

    static let drag = ScenarioEventType(
        name: "drag", modifiers: [],
        matches: { if case .drag = $0 { true } else { false } },
        decode: { (p, f) throws(ScenarioError) in .drag(try p.drag(f.body, f.bodyPath)) },
        encode: { kind in
            guard case let .drag(d) = kind else { return [] }
            var body = "{\"from\": \(ScenarioEncoding.pair(d.from.x, d.from.y)), \"to\": \(ScenarioEncoding.pair(d.to.x, d.to.y)), "
            body += "\"duration\": \(ScenarioEncoding.number(d.duration))"
            if d.hold != 0 { body += ", \"hold\": \(ScenarioEncoding.number(d.hold))" }
            if d.finger != 0 { body += ", \"finger\": \(d.finger)" }
            return [("drag", body + "}")]
        },
        count: { e, tick in
            guard case let .drag(d) = e.kind else { return 1 }
            return d.moveCount(tickLength: tick) + 2
        },
        time: { e, k, tick in
            guard case let .drag(d) = e.kind else { return e.time }
            return d.event(k, startingAt: e.time, tickLength: tick).time
        },
        raw: { e, k, tick, _ in
            guard case let .drag(d) = e.kind else { fatalError("drag descriptor on \(e.kind)") }
            return d.event(k, startingAt: e.time, tickLength: tick).event
        }
    )

    static let key = ScenarioEventType(
        name: "key", modifiers: ["shift"] + burstModifiers,
        matches: { if case .key = $0 { true } else { false } },
        decode: { (p, f) throws(ScenarioError) in
            let keyName = try p.name(f.body, f.bodyPath, kind: "key", known: Key.allCases.map(\.rawValue))
            var shift = false
            if let s = f.entry["shift"] { shift = try p.bool(s, "\(f.path).shift") }
            return .key(Key(rawValue: keyName)!, shift: shift)
        },
        encode: { kind in
            guard case let .key(key, shift) = kind else { return [] }
            var out = [("key", JSONWriter.quote(key.rawValue))]
            if shift { out.append(("shift", "true")) }
            return out
        },
        count: burstCount, time: burstTime,
        raw: { e, _, _, _ in
            guard case let .key(key, shift) = e.kind else { fatalError("key descriptor on \(e.kind)") }
            return .key(key, shift: shift)
        }
    )

    static let resize = ScenarioEventType(
        name: "resize", modifiers: [],
        matches: { if case .resize = $0 { true } else { false } },
        decode: { (p, f) throws(ScenarioError) in .resize(try p.windowSize(f.body, f.bodyPath)) },
        encode: { kind in
            guard case let .resize(s) = kind else { return [] }
            return [("resize", ScenarioEncoding.pair(s.width, s.height))]
        },
        count: single, time: atStart,
        raw: { e, _, _, _ in
            guard case let .resize(size) = e.kind else { fatalError("resize descriptor on \(e.kind)") }
            return .resize(size)
        }
    )

    static let scrollTo = ScenarioEventType(
        name: "scroll-to", modifiers: ["animated", "lane"],
        matches: { if case .scrollTo = $0 { true } else { false } },
        decode: { (p, f) throws(ScenarioError) in
            var animated = true
            if let a = f.entry["animated"] { animated = try p.bool(a, "\(f.path).animated") }
            return .scrollTo(ScrollToRequest(try p.scrollDestination(f.body, f.bodyPath), animated: animated))
        },
        encode: { kind in
            guard case let .scrollTo(request) = kind else { return [] }
            let body: String
            switch request.destination {
            case let .offset(p):
                body = "{\"offset\": \(ScenarioEncoding.pair(p.x, p.y))}"
            case let .item(id, anchor):
                body = anchor.map { "{\"item\": \(id), \"anchor\": \(ScenarioEncoding.pair($0.x, $0.y))}" } ?? "{\"item\": \(id)}"
            }
            var out = [("scroll-to", body)]
            if !request.animated { out.append(("animated", "false")) }
            return out
        },
        count: single, time: atStart,
        raw: { e, _, _, _ in
            guard case let .scrollTo(request) = e.kind else { fatalError("scroll-to descriptor on \(e.kind)") }
            return .scrollTo(request)
        }
    )

    static let behavior = ScenarioEventType(
        name: "behavior", modifiers: ["lane"],
        matches: { if case .behavior = $0 { true } else { false } },
        decode: { (p, f) throws(ScenarioError) in
            .behavior(try p.name(f.body, f.bodyPath, kind: "behavior", known: p.vocabulary.behaviorNames))
        },
        encode: { kind in
            guard case let .behavior(name) = kind else { return [] }
            return [("behavior", JSONWriter.quote(name))]
        },
        count: single, time: atStart,
        raw: { e, _, _, _ in
            guard case let .behavior(name) = e.kind else { fatalError("behavior descriptor on \(e.kind)") }
            return .setBehavior(name)
        }
    )

    // MARK: Setup switches (applied between ticks, see `ScenarioSetup`)

    static func noRaw(_ e: ScenarioEvent, _ k: Int, _ tick: Double, _ accumulator: inout WheelAccumulator) -> RawInputEvent {
        fatalError("\(e.kind.typeName) is a setup switch, not a raw event")
    }

    static let preset = ScenarioEventType(
        name: "preset", modifiers: ["lane"],
        matches: { if case .preset = $0 { true } else { false } },
        decode: { (p, f) throws(ScenarioError) in
            .preset(try p.name(f.body, f.bodyPath, kind: "preset", known: p.vocabulary.presetNames))
        },
        encode: { kind in
            guard case let .preset(name) = kind else { return [] }
            return [("preset", JSONWriter.quote(name))]
        },
        count: single, time: atStart, raw: noRaw, isSetup: true
    )

    static let axis = ScenarioEventType(
        name: "axis", modifiers: [],
        matches: { if case .axis = $0 { true } else { false } },
        decode: { (p, f) throws(ScenarioError) in
            .axis(Axes(name: try p.name(f.body, f.bodyPath, kind: "axis", known: ["vertical", "horizontal", "both"]))!)
        },
        encode: { kind in
            guard case let .axis(axes) = kind else { return [] }
            return [("axis", JSONWriter.quote(axes.name))]
        },
        count: single, time: atStart, raw: noRaw, isSetup: true
    )

    static let deceleration = ScenarioEventType(
        name: "deceleration", modifiers: [],
        matches: { if case .deceleration = $0 { true } else { false } },
        decode: { (p, f) throws(ScenarioError) in .deceleration(try p.deceleration(f.body, f.bodyPath)) },
        encode: { kind in
            guard case let .deceleration(rate) = kind else { return [] }
            let named = rate == .normal || rate == .fast
            return [("deceleration", named ? JSONWriter.quote(rate.name) : ScenarioEncoding.number(rate.rate))]
        },
        count: single, time: atStart, raw: noRaw, isSetup: true
    )

    static let lanes = ScenarioEventType(
        name: "lanes", modifiers: [],
        matches: { if case .lanes = $0 { true } else { false } },
        decode: { (p, f) throws(ScenarioError) in .lanes(try p.laneBehaviors(f.body, f.bodyPath)) },
        encode: { kind in
            guard case let .lanes(names) = kind else { return [] }
            return [("lanes", "[" + names.map(JSONWriter.quote).joined(separator: ", ") + "]")]
        },
        count: single, time: atStart, raw: noRaw, isSetup: true
    )
}

/// The parts of one `events[i]` entry a descriptor decodes.
struct ScenarioEventFields {
    /// The whole entry object.
    let entry: JSONValue
    /// `events[i]`.
    let path: String
    /// The value under the type's key.
    let body: JSONValue
    /// `events[i].<type>`.
    let bodyPath: String
}
