/// One scenario event type with the Swift type of its value: the only
/// declaration of an event type. `ScenarioEvent.Kind.wheel` and its siblings
/// (in `ScenarioEventType.swift`) are descriptors; calling one makes a
/// `Kind` (`.wheel(Vector(dx: 0, dy: -1))`), `value(of:)` reads a kind's
/// value back, and `case ScenarioEvent.Kind.wheel:` matches it.
///
/// The typed closures given here are erased into the `ScenarioEventType`
/// the parser, the writer, the stream and the capture iterate over, so
/// nothing outside the descriptor switches over event types.
public struct ScenarioEventDescriptor<Value: Hashable & Sendable>: Sendable {
    /// The erased descriptor (name, modifiers, decode, encode, expansion).
    let type: ScenarioEventType

    /// - Parameters:
    ///   - decode: reads the type's body and modifiers of an entry.
    ///   - encode: the entry's members after `at`: the type's key first, then
    ///     the modifiers that differ from their defaults.
    ///   - count: raw events the entry expands into (≥ 1), `tick` in seconds.
    ///   - time: the time of raw event k, seconds (non-decreasing in k,
    ///     `time(e, v, 0, tick) == e.time`).
    ///   - raw: raw event k, called in global time order.
    ///   - capture: the value a raw event the window received is written as
    ///     (nil: not this type); the inverse of `raw` for a one-event entry.
    ///   - apply: a setup switch's steps (`ScenarioSetup.apply`); a type
    ///     without `raw` is a setup switch.
    init(
        name: String, modifiers: [String] = [],
        decode: @escaping @Sendable (ScenarioParser, ScenarioEventFields) throws(ScenarioError) -> Value,
        encode: @escaping @Sendable (Value) -> [(key: String, value: String)],
        count: @escaping @Sendable (ScenarioEvent, Value, _ tick: Double) -> Int = { _, _, _ in 1 },
        time: @escaping @Sendable (ScenarioEvent, Value, _ index: Int, _ tick: Double) -> Double = { e, _, _, _ in e.time },
        raw: (@Sendable (ScenarioEvent, Value, _ index: Int, _ tick: Double, inout WheelAccumulator) -> RawInputEvent)? = nil,
        capture: @escaping @Sendable (RawInputEvent) -> Value? = { _ in nil },
        apply: (@Sendable (
            Value, inout ScenarioSetup, _ lane: Int?, _ time: Double, inout [ScrollEngine], _ container: Size?,
            _ behavior: (String) -> (any NamedScrollTargetBehavior)?
        ) -> Void)? = nil
    ) {
        let value: @Sendable (ScenarioEvent) -> Value = { event in
            guard let v = event.kind.payload as? Value else { fatalError("\(name) descriptor on \(event.kind.typeName)") }
            return v
        }
        type = ScenarioEventType(
            name: name, modifiers: modifiers,
            decodeValue: { (p, f) throws(ScenarioError) in try decode(p, f) },
            encode: { kind in (kind.payload as? Value).map(encode) ?? [] },
            count: { e, tick in count(e, value(e), tick) },
            time: { e, k, tick in time(e, value(e), k, tick) },
            raw: { e, k, tick, accumulator in
                guard let raw else { fatalError("\(name) is a setup switch, not a raw event") }
                return raw(e, value(e), k, tick, &accumulator)
            },
            captureValue: { event in capture(event) },
            apply: { payload, setup, lane, time, engines, container, behavior in
                guard let apply, let value = payload as? Value else { return }
                apply(value, &setup, lane, time, &engines, container, behavior)
            },
            isSetup: raw == nil
        )
    }

    /// The kind of this type with `value`.
    public func callAsFunction(_ value: Value) -> ScenarioEvent.Kind {
        ScenarioEvent.Kind(type: type, payload: value)
    }

    /// `kind`'s value when it is of this type, else nil.
    public func value(of kind: ScenarioEvent.Kind) -> Value? {
        kind.type.name == type.name ? kind.payload as? Value : nil
    }

    /// True when `kind` is of this type (`case ScenarioEvent.Kind.preset:`).
    public static func ~= (descriptor: ScenarioEventDescriptor, kind: ScenarioEvent.Kind) -> Bool {
        kind.type.name == descriptor.type.name
    }
}
