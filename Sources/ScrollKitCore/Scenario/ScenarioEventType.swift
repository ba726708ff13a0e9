/// Everything about one scenario event type in one place: its name in files,
/// the entry fields it uses besides `at` and `note`, how it is read
/// (`decode`), how it is written (`encode`, what a capture writes), how it
/// expands into raw device events (`count`, `time`, `raw`) and which raw
/// event the window received it stands for (`capture`).
///
/// An event type is declared once, as a typed `ScenarioEventDescriptor` below
/// (`ScenarioEvent.Kind.wheel` …) listed in `all`: the parser, the writer,
/// the lazy expansion (`ScenarioEventStream`), the capture and
/// `ScenarioEvent.Kind.typeName` all go through `all`, so a new event type is
/// one descriptor here; the round trip (decode ∘ encode = identity) is tested
/// for every entry of `all`.
///
/// Invariants: `time(e, k)` is non-decreasing in k for 0 ≤ k < `count(e)`,
/// and `time(e, 0) == e.time`, so the stream can merge entries lazily in time
/// order.
public struct ScenarioEventType: Sendable {
    /// The entry's key naming the type, e.g. `"wheel"`.
    let name: String
    /// Other entry fields the type reads (besides `at`, `note` and its own key).
    let modifiers: [String]
    /// Reads the type's value from the body and modifiers of an entry.
    let decodeValue: @Sendable (ScenarioParser, ScenarioEventFields) throws(ScenarioError) -> any Hashable & Sendable
    /// The entry's members after `at`: the type's key first, then modifiers
    /// (only those that differ from their defaults). Empty for another type's kind.
    let encode: @Sendable (ScenarioEvent.Kind) -> [(key: String, value: String)]
    /// Number of raw events the entry expands into (≥ 1); `tick` in seconds.
    let count: @Sendable (ScenarioEvent, _ tick: Double) -> Int
    /// Time of raw event k, seconds.
    let time: @Sendable (ScenarioEvent, _ index: Int, _ tick: Double) -> Double
    /// Raw event k. Called in global time order, so state carried across
    /// entries (the SDL wheel accumulator) evolves as it would live.
    let raw: @Sendable (ScenarioEvent, _ index: Int, _ tick: Double, inout WheelAccumulator) -> RawInputEvent
    /// The value of this type a raw event the window received is written as, or nil.
    let captureValue: @Sendable (RawInputEvent) -> (any Hashable & Sendable)?
    /// What a setup switch does to the setup and the lanes' engines (lane 0
    /// first; `lane` the entry's, `time` seconds, `container` the size a
    /// layout is made for when an engine's own is not positive, `behavior`
    /// a name lookup); nothing for a raw event. See `ScenarioSetup.apply`.
    let apply: @Sendable (
        any Hashable & Sendable, inout ScenarioSetup, _ lane: Int?, _ time: Double, inout [ScrollEngine], _ container: Size?,
        _ behavior: (String) -> (any NamedScrollTargetBehavior)?
    ) -> Void
    /// True for a *setup* switch (preset, axis, deceleration, lanes): not a
    /// raw input but a change of the run's configuration, applied between two
    /// ticks exactly as the window applies its key (`ScenarioSetup`). Its
    /// `raw` is never called; it counts as one raw event for the limits.
    let isSetup: Bool

    /// Reads an entry of this type.
    func decode(_ parser: ScenarioParser, _ fields: ScenarioEventFields) throws(ScenarioError) -> ScenarioEvent.Kind {
        ScenarioEvent.Kind(type: self, payload: try decodeValue(parser, fields))
    }

    /// Every event type, in the order error messages list them (and a raw
    /// event is offered to `capture`: wheel before precise).
    static let all: [ScenarioEventType] = {
        typealias K = ScenarioEvent.Kind
        return [K.wheel.type, K.precise.type, K.pointer.type, K.drag.type, K.key.type, K.resize.type, K.scrollTo.type,
                K.behavior.type, K.preset.type, K.axis.type, K.deceleration.type, K.lanes.type]
    }()

    static let names: [String] = all.map(\.name)

    /// The descriptor of `kind`.
    static func of(_ kind: ScenarioEvent.Kind) -> ScenarioEventType { kind.type }

    static func named(_ name: String) -> ScenarioEventType? {
        all.first { $0.name == name }
    }

    /// The scenario entry a raw event the window received is written as
    /// (wheel events whose precise values are their whole steps are `wheel`
    /// entries, others `precise`).
    package static func capture(_ raw: RawInputEvent) -> ScenarioEvent.Kind? {
        for type in all {
            if let value = type.captureValue(raw) { return ScenarioEvent.Kind(type: type, payload: value) }
        }
        return nil
    }

    // MARK: Bursts (repeat / every), shared by wheel, precise and key

    static let burstModifiers = ["repeat", "every"]

    static func burstCount<V>(_ e: ScenarioEvent, _ v: V, _ tick: Double) -> Int { e.repeatCount }
    static func burstTime<V>(_ e: ScenarioEvent, _ v: V, _ k: Int, _ tick: Double) -> Double { e.time + Double(k) * e.interval }
}

/// The event types. Each is its descriptor: calling it makes a kind
/// (`.wheel(Vector(dx: 0, dy: -1))`).
extension ScenarioEvent.Kind {
    public static let wheel = ScenarioEventDescriptor<Vector>(
        name: "wheel", modifiers: ScenarioEventType.burstModifiers,
        decode: { (p, f) throws(ScenarioError) in
            let steps = try p.numbers(f.body, f.bodyPath, count: 2, shape: "[x, y] whole wheel steps") { (item, path) throws(ScenarioError) in
                Double(try p.integer(item, path, min: -Int(ScenarioParser.maxWheel), max: Int(ScenarioParser.maxWheel),
                                     what: "a whole number of steps from -1000 to 1000 (use precise for fractions)"))
            }
            guard steps[0] != 0 || steps[1] != 0 else {
                throw p.error("\(f.bodyPath) must not be [0, 0]: a wheel event moves at least one step", at: f.body, field: f.bodyPath)
            }
            return Vector(dx: steps[0], dy: steps[1])
        },
        encode: { v in [("wheel", ScenarioEncoding.pair(v.dx, v.dy))] },
        count: ScenarioEventType.burstCount, time: ScenarioEventType.burstTime,
        raw: { _, steps, _, _, _ in .wheel(steps: steps, precise: steps) },
        capture: { raw in
            guard case let .wheel(steps, precise) = raw, steps == precise,
                  steps.dx == steps.dx.rounded(), steps.dy == steps.dy.rounded() else { return nil }
            return steps
        }
    )

    public static let precise = ScenarioEventDescriptor<Vector>(
        name: "precise", modifiers: ScenarioEventType.burstModifiers,
        decode: { (p, f) throws(ScenarioError) in
            let delta = try p.vector(f.body, f.bodyPath, limit: ScenarioParser.maxWheel)
            guard delta.dx != 0 || delta.dy != 0 else {
                throw p.error("\(f.bodyPath) must not be [0, 0]: SDL never sends an empty wheel event", at: f.body, field: f.bodyPath)
            }
            return delta
        },
        encode: { v in [("precise", ScenarioEncoding.pair(v.dx, v.dy))] },
        count: ScenarioEventType.burstCount, time: ScenarioEventType.burstTime,
        raw: { _, delta, _, _, accumulator in .wheel(steps: accumulator.add(delta), precise: delta) },
        capture: { raw in
            guard case let .wheel(_, precise) = raw else { return nil }
            return precise
        }
    )

    public static let pointer = ScenarioEventDescriptor<ScenarioEvent.PointerValue>(
        name: "pointer", modifiers: ["pos", "finger"],
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
            return .init(action: PointerAction(rawValue: actionName)!, position: pos, finger: finger)
        },
        encode: { v in
            var out = [("pointer", JSONWriter.quote(v.action.rawValue)), ("pos", ScenarioEncoding.pair(v.position.x, v.position.y))]
            if v.finger != 0 { out.append(("finger", String(v.finger))) }
            return out
        },
        raw: { _, v, _, _, _ in .pointer(v.action, v.position, finger: v.finger) },
        capture: { raw in
            guard case let .pointer(action, point, finger) = raw else { return nil }
            return .init(action: action, position: point, finger: finger)
        }
    )

    public static let drag = ScenarioEventDescriptor<ScenarioDrag>(
        name: "drag",
        decode: { (p, f) throws(ScenarioError) in try p.drag(f.body, f.bodyPath) },
        encode: { d in
            var body = "{\"from\": \(ScenarioEncoding.pair(d.from.x, d.from.y)), \"to\": \(ScenarioEncoding.pair(d.to.x, d.to.y)), "
            body += "\"duration\": \(ScenarioEncoding.number(d.duration))"
            if d.hold != 0 { body += ", \"hold\": \(ScenarioEncoding.number(d.hold))" }
            if d.finger != 0 { body += ", \"finger\": \(d.finger)" }
            return [("drag", body + "}")]
        },
        count: { _, d, tick in d.moveCount(tickLength: tick) + 2 },
        time: { e, d, k, tick in d.event(k, startingAt: e.time, tickLength: tick).time },
        raw: { e, d, k, tick, _ in d.event(k, startingAt: e.time, tickLength: tick).event }
    )

    public static let key = ScenarioEventDescriptor<ScenarioEvent.KeyValue>(
        name: "key", modifiers: ["shift"] + ScenarioEventType.burstModifiers,
        decode: { (p, f) throws(ScenarioError) in
            let keyName = try p.name(f.body, f.bodyPath, kind: "key", known: Key.allCases.map(\.rawValue))
            var shift = false
            if let s = f.entry["shift"] { shift = try p.bool(s, "\(f.path).shift") }
            return .init(key: Key(rawValue: keyName)!, shift: shift)
        },
        encode: { v in
            var out = [("key", JSONWriter.quote(v.key.rawValue))]
            if v.shift { out.append(("shift", "true")) }
            return out
        },
        count: ScenarioEventType.burstCount, time: ScenarioEventType.burstTime,
        raw: { _, v, _, _, _ in .key(v.key, shift: v.shift) },
        capture: { raw in
            guard case let .key(key, shift) = raw else { return nil }
            return .init(key: key, shift: shift)
        }
    )

    public static let resize = ScenarioEventDescriptor<Size>(
        name: "resize",
        decode: { (p, f) throws(ScenarioError) in try p.windowSize(f.body, f.bodyPath) },
        encode: { s in [("resize", ScenarioEncoding.pair(s.width, s.height))] },
        raw: { _, size, _, _, _ in .resize(size) },
        capture: { raw in
            guard case let .resize(size) = raw else { return nil }
            return size
        }
    )

    public static let scrollTo = ScenarioEventDescriptor<ScrollToRequest>(
        name: "scroll-to", modifiers: ["animated", "lane"],
        decode: { (p, f) throws(ScenarioError) in
            var animated = true
            if let a = f.entry["animated"] { animated = try p.bool(a, "\(f.path).animated") }
            return ScrollToRequest(try p.scrollDestination(f.body, f.bodyPath), animated: animated)
        },
        encode: { request in
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
        raw: { _, request, _, _, _ in .scrollTo(request) },
        capture: { raw in
            guard case let .scrollTo(request) = raw else { return nil }
            return request
        }
    )

    /// Switch to the behavior with this catalog name.
    public static let behavior = ScenarioEventDescriptor<String>(
        name: "behavior", modifiers: ["lane"],
        decode: { (p, f) throws(ScenarioError) in
            try p.name(f.body, f.bodyPath, kind: "behavior", known: p.vocabulary.behaviorNames)
        },
        encode: { name in [("behavior", JSONWriter.quote(name))] },
        raw: { _, name, _, _, _ in .setBehavior(name) },
        capture: { raw in
            guard case let .setBehavior(name) = raw else { return nil }
            return name
        }
    )

    // MARK: Setup switches (no raw event: applied between ticks, see `ScenarioSetup`)

    /// Setup switch to the preset with this catalog name: its default item
    /// count, axes, insets, growth and default behavior (on `lane`, or every
    /// lane); then as `axis`.
    public static let preset = ScenarioEventDescriptor<String>(
        name: "preset", modifiers: ["lane"],
        decode: { (p, f) throws(ScenarioError) in
            try p.name(f.body, f.bodyPath, kind: "preset", known: p.vocabulary.presetNames)
        },
        encode: { name in [("preset", JSONWriter.quote(name))] },
        apply: { name, setup, lane, time, engines, container, behavior in
            guard let next = PresetCatalog.preset(named: name) else { return }
            setup.preset = next
            setup.items = next.defaultItemCount
            setup.insets = next.contentInsets
            let fallback = behavior(next.defaultBehavior)
            for i in engines.indices {
                let chosen = lane == nil || lane == i ? fallback ?? engines[i].behavior : engines[i].behavior
                setup.reconfigure(&engines[i], axes: next.axes, behavior: chosen, at: time, container: container)
            }
        }
    )

    /// Setup switch of the scroll axes.
    public static let axis = ScenarioEventDescriptor<Axes>(
        name: "axis",
        decode: { (p, f) throws(ScenarioError) in
            Axes(name: try p.name(f.body, f.bodyPath, kind: "axis", known: ["vertical", "horizontal", "both"]))!
        },
        encode: { axes in [("axis", JSONWriter.quote(axes.name))] },
        apply: { axes, setup, _, time, engines, container, _ in
            for i in engines.indices {
                setup.reconfigure(&engines[i], axes: axes, behavior: engines[i].behavior, at: time, container: container)
            }
        }
    )

    /// Setup switch of the momentum deceleration.
    public static let deceleration = ScenarioEventDescriptor<DecelerationRate>(
        name: "deceleration",
        decode: { (p, f) throws(ScenarioError) in try p.deceleration(f.body, f.bodyPath) },
        encode: { rate in
            let named = rate == .normal || rate == .fast
            return [("deceleration", named ? JSONWriter.quote(rate.name) : ScenarioEncoding.number(rate.rate))]
        },
        apply: { rate, _, _, _, engines, _, _ in
            for i in engines.indices { engines[i].setDeceleration(rate) }
        }
    )

    /// Setup switch of the lanes: their behaviors, lane 0 first (the
    /// window's L key, `ScenarioSetup.setLanes`).
    public static let lanes = ScenarioEventDescriptor<[String]>(
        name: "lanes",
        decode: { (p, f) throws(ScenarioError) in try p.laneBehaviors(f.body, f.bodyPath) },
        encode: { names in [("lanes", "[" + names.map(JSONWriter.quote).joined(separator: ", ") + "]")] },
        apply: { names, _, _, _, engines, _, behavior in
            guard !names.isEmpty, !engines.isEmpty else { return }
            engines = names.indices.map { i in
                guard i >= engines.count else { return engines[i] }
                var engine = engines[0]
                if let b = behavior(names[i]) { engine.setBehavior(b) }
                return engine
            }
        }
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
