/// What a run's setup switches (`preset`, `axis`, `deceleration`, `lanes`
/// entries) change, and how: the one implementation, which the playground
/// window's keys and a scenario's entries both call, so that a captured
/// session replays to the identical trace.
///
/// A switch is applied between two ticks: with the engine at tick N, before
/// it steps tick N + 1 (the tick that delivers an event stamped N · tick).
///
/// A scenario's `safe-area` is added to the insets on the new axes after
/// each switch, as the window does under `--device`.
///
/// - `preset`: the preset's default item count, axes, insets, growth and
///   default behavior; the window (container) size stays. Then, as `axis`:
/// - `axis`: `setAxes`, `setContentInsets`, the preset's layout rebuilt for
///   the container, `contentGrowth`, the behavior set again, and an
///   unanimated scroll to offset (0, 0) queued at the switch's time.
/// - `deceleration`: `setDeceleration` (motions that start from then on).
/// - `lanes`: the L key: lanes past the new count go; a new lane starts as a
///   copy of lane 0 with its behavior; a kept lane keeps its state and
///   behavior (its name in the list is what the window showed). Every lane
///   keeps the container size (the window grows instead).
///
/// Preset, axis and deceleration switches act on every lane, as the keys do.
///
/// Invariant: `preset` is the preset whose layout the engine shows.
public struct ScenarioSetup: Sendable {
    /// The preset laid out now.
    public internal(set) var preset: Preset
    /// The number of items laid out now.
    public internal(set) var items: Int
    /// The content insets applied by the next `axis` switch (a `preset`
    /// switch takes its preset's), before the safe area.
    public internal(set) var insets: EdgeInsets
    /// A device's safe area, added to `insets` on the scrolling axes after
    /// every switch (the scenario's `safe-area`, `--device`).
    public let safeArea: EdgeInsets

    /// The setup a scenario starts with.
    public init(preset: Preset, items: Int, insets: EdgeInsets, safeArea: EdgeInsets = .zero) {
        self.preset = preset
        self.items = items
        self.insets = insets
        self.safeArea = safeArea
    }

    /// Applies the setup switch `kind` at `time` (seconds, the engines'
    /// current time in a live window) to the lanes' `engines` (lane 0
    /// first). `lane` is the entry's: the lane a preset switch gives the
    /// preset's default behavior (nil: every lane). `behavior` looks a
    /// behavior up by name (the catalog by default). `container` is the size
    /// a layout is made for when an engine's own container is not a positive
    /// finite size (nil: the engine's, whatever it is). A non-setup kind or
    /// an unknown name changes nothing.
    public mutating func apply(
        _ kind: ScenarioEvent.Kind, lane: Int? = nil, at time: Double, to engines: inout [ScrollEngine],
        container: Size? = nil,
        behavior: (String) -> (any NamedScrollTargetBehavior)? = { BehaviorCatalog.behavior(named: $0) }
    ) {
        // The switch's steps are declared with its event type (`ScenarioEventType.swift`).
        kind.type.apply(kind.payload, &self, lane, time, &engines, container, behavior)
    }

    /// A preset or axis switch on one lane: the axes, insets, layout, growth
    /// and behavior, then a jump to the start.
    func reconfigure(
        _ engine: inout ScrollEngine, axes: Axes, behavior: any NamedScrollTargetBehavior, at time: Double, container: Size?
    ) {
        var size = engine.screenSize
        if let container, !size.isPositiveFinite { size = container }
        let layout = preset.makeLayout(items, axes, size)
        engine.setAxes(axes)
        engine.setContentInsets(insets.addingSafeArea(safeArea, axes: axes))
        engine.updateLayout { $0 = layout }
        engine.contentGrowth = preset.contentGrowth
        engine.setBehavior(behavior)
        engine.enqueue(TimedInputEvent(time: time, event: .scrollTo(ScrollToRequest(.offset(.zero), animated: false))))
    }
}
