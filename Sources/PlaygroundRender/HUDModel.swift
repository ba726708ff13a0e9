import ScrollKitCore

/// Everything the HUD shows, as plain values: the window loop (or the
/// headless recorder) fills it once per frame, the `HUDRenderer` draws it.
/// Nothing in here reaches into the app.
package struct HUDModel: Equatable, Sendable {
    /// One firing of an end-of-scroll detector.
    package struct EndEvent: Hashable, Sendable {
        /// The engine time it fired, seconds.
        package var time: Double
        /// The content offset at that moment.
        package var offset: Point
        /// When it started flashing, on the clock of `HUDModel.now`.
        var flashStart: Double
    }

    /// Live content offset, logical pixels.
    package var offset: Point = .zero
    /// Live velocity, px/s (positive toward the end of the content).
    package var velocity: Vector = .zero
    package var phase: ScrollPhase = .idle
    package var activity: ScrollActivityKind = .idle
    /// The active behavior's name.
    package var behavior: String = "free"
    package var deceleration: DecelerationRate = .normal
    /// What the input interpreter recognised: wheel, trackpad, drag, keys…
    package var source: InputSource = .none
    /// The preset's name and the scrolling axes.
    package var preset: String = ""
    package var axes: Axes = .vertical
    /// The engine tick shown and its time, seconds.
    package var tick: Int = 0
    package var time: Double = 0
    /// The clock the flashes run on (seconds; the wall clock in the window so
    /// a flash lasts 0.6 s even in slow motion; the engine time headless).
    package var now: Double = 0
    /// Seed 002's debounce end (0.2 s without offset change), last firing.
    var debounceEnd: EndEvent?
    /// The phase going back to idle, last firing.
    var phaseEnd: EndEvent?
    /// Frame rate and frame time over the last second.
    package var frames: FrameTimeWindow.Stats = .empty
    /// True when the window is at rest (paused, or nothing moves): no frames
    /// are being drawn, so the frames row says "at rest" instead of timing
    /// frames drawn before the rest.
    package var isAtRest = false
    /// The content's longest side, logical pixels: it bounds the offsets
    /// shown, so the panel is sized for as many digits (a stable width).
    var contentLength: Double = 0
    package var mode: PlaybackMode = .live
    package var speed: PlaybackSpeed = .normal
    /// True while a GIF is being recorded.
    package var isRecording = false
    /// The file a running capture (K, `run --capture`) writes, nil when none.
    package var capturePath: String?
    /// The last decision of the behavior, if any (its adjusted offset is shown).
    package var lastDecision: TargetDecision?
    /// A view file's last reactions up to the tick shown, oldest first
    /// (`onReceive 182.0`, `Screen.stopOffset = 182.0`), each with how many
    /// ticks ago it ran; empty for presets.
    package var viewEvents: [String] = []
    /// What a view file uses that the playground approximates or ignores,
    /// each once, in the order the host said it; empty for presets.
    package var viewNotes: [ViewNote] = []

    package init() {}

    /// Copies the record's live values and, when the record's `ends` fired,
    /// remembers the firing with the record's offset, flashing from `now`.
    package mutating func update(with record: FrameRecord, now: Double) {
        offset = record.offset
        velocity = record.velocity
        phase = record.phase
        activity = record.activity
        behavior = record.behavior
        source = record.source
        tick = record.tick
        time = record.time
        if record.contentSize.isPositiveFinite {
            contentLength = Swift.max(record.contentSize.width, record.contentSize.height)
        }
        self.now = now
        if record.ends.contains(.debounce) {
            debounceEnd = EndEvent(time: record.time, offset: record.offset, flashStart: now)
        }
        if record.ends.contains(.phase) {
            phaseEnd = EndEvent(time: record.time, offset: record.offset, flashStart: now)
        }
        if let decision = record.decision { lastDecision = decision }
    }

    /// The flash strength of an end event in [0, 1]: 1 when it fires, 0 after
    /// `HUDRenderer.flashDuration` seconds of `now`.
    func flash(_ event: EndEvent?) -> Double {
        guard let event, now.isFinite, event.flashStart.isFinite else { return 0 }
        let elapsed = now - event.flashStart
        guard elapsed >= 0, elapsed < HUDRenderer.flashDuration else { return 0 }
        return 1 - elapsed / HUDRenderer.flashDuration
    }
}
