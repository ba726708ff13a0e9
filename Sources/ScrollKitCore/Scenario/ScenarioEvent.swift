/// One entry of a scenario's `events` list: something a person's hands (or a
/// program) does at a time. `Scenario.inputEvents` expands entries into the raw
/// device events (`TimedInputEvent`) that the engine's input interpreter reads,
/// exactly as it reads translated SDL events in a live window.
///
/// In a file every entry has `at` (seconds from the start, 0…600) and exactly
/// one event type:
///
/// | entry | raw events |
/// |---|---|
/// | `"wheel": [x, y]` | one mouse-wheel notch event, whole steps (SDL's `x, y`; y > 0 scrolls toward the start) |
/// | `"precise": [x, y]` | one trackpad delta in SDL's `preciseX, preciseY`; the whole steps are what SDL 2.26 derives from them (an accumulator that keeps the fraction and resets on a change of sign) |
/// | `"pointer": "down"\|"move"\|"up", "pos": [x, y]` | one pointer event in window coordinates (`"finger": n` for a touch finger, default 0 = mouse) |
/// | `"drag": {"from", "to", "duration", "hold"}` | pointer down at `from` at `at`; a move every tick after it along the straight path, which reaches `to` at `at + duration` (the last move lands on the first tick at or after that); `hold` seconds without events; up at `to` |
/// | `"key": name, "shift": bool` | one key press (`Key` raw values: up, down, left, right, page-up, page-down, home, end, space) |
/// | `"resize": [w, h]` | the window changes size |
/// | `"scroll-to": {"offset": [x, y]}` or `{"item": id, "anchor": name or [x, y]}`, `"animated": bool` (default true) | a programmatic scroll |
/// | `"behavior": name` | switch the scroll target behavior |
/// | `"preset": name` | setup switch: the window's preset key (the preset's items, axes, insets and default behavior, same window; jumps to the start) |
/// | `"axis": "vertical"\|"horizontal"\|"both"` | setup switch: the window's axis key (layout rebuilt for the axes; jumps to the start) |
/// | `"deceleration": "normal"\|"fast"\|rate` | setup switch: the window's deceleration key (from the next motion on) |
/// | `"lanes": [names]` | setup switch: the window's L key (1–4 lanes; a new lane starts as a copy of lane 0 with its behavior) |
///
/// `behavior`, `preset` and `scroll-to` take `"lane": n` (0…3): the event
/// acts on that lane only (a preset switch gives that lane the preset's
/// default behavior; the others keep theirs). Without it, on every lane.
///
/// Setup switches are not raw events: they are applied between two ticks
/// (before the tick that delivers their time), as the window applies its
/// keys, by `ScenarioSetup`.
///
/// `wheel`, `precise` and `key` take `"repeat": n` (1…10,000) and
/// `"every": seconds` (> 0) to make a burst of n identical events.
public struct ScenarioEvent: Hashable, Sendable {
    /// What the entry does: an event type (its descriptor, one of
    /// `ScenarioEventType.all`, declared once in `ScenarioEventType.swift`)
    /// and that type's value. Made by calling a descriptor
    /// (`.wheel(Vector(dx: 0, dy: -1))`, `.preset("paging")`), read back with
    /// `ScenarioEvent.Kind.preset.value(of: kind)`.
    public struct Kind: Hashable, Sendable {
        /// The descriptor of the entry's type.
        let type: ScenarioEventType
        /// The type's value; its Swift type is the descriptor's `Value`.
        let payload: any Hashable & Sendable

        /// True for the setup switches (preset, axis, deceleration, lanes).
        public var isSetup: Bool { type.isSetup }

        /// The event type's name as written in files.
        public var typeName: String { type.name }

        public static func == (a: Kind, b: Kind) -> Bool {
            a.type.name == b.type.name && a.payload.isEqual(to: b.payload)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(type.name)
            hasher.combine(payload)
        }
    }

    /// Seconds from the start of the run, finite and ≥ 0.
    public var time: Double
    public var kind: Kind
    /// Number of identical events in a burst, ≥ 1.
    public var repeatCount: Int
    /// Seconds between the events of a burst, > 0 when `repeatCount > 1`.
    public var interval: Double
    /// The lane the entry acts on (`"lane": n`, 0…3, on `behavior`,
    /// `preset` and `scroll-to`), nil for every lane. A scenario with
    /// `lanes` runs one engine per lane; every other event reaches them all.
    public var lane: Int?
    /// The line of the entry in its file (0 when built in code).
    public var line: Int
    /// The column of the entry's `{` in its file (nil when built in code).
    public var column: Int?

    public init(time: Double, kind: Kind, repeatCount: Int = 1, interval: Double = 0, lane: Int? = nil, line: Int = 0, column: Int? = nil) {
        self.column = column
        self.lane = lane
        self.time = time
        self.kind = kind
        self.repeatCount = max(1, repeatCount)
        self.interval = interval
        self.line = line
    }

    /// The time of the entry's last raw event (the up of a drag, the last
    /// event of a burst).
    public func endTime(tickLength: Double) -> Double {
        if let drag = Kind.drag.value(of: kind) {
            return time + Double(drag.moveCount(tickLength: tickLength)) * tickLength + drag.hold
        }
        return time + Double(repeatCount - 1) * interval
    }
}

private extension Hashable {
    /// True when `other` is a `Self` equal to this one.
    func isEqual(to other: any Hashable) -> Bool { (other as? Self) == self }
}
