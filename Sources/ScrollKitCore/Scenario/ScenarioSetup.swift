/// What a run's setup switches (`preset`, `axis`, `deceleration` entries)
/// change, and how: exactly what the playground window does when its preset,
/// axis or deceleration key is pressed, so that a captured session replays
/// to the identical trace.
///
/// A switch is applied between two ticks: with the engine at tick N, before
/// it steps tick N + 1 (the tick that delivers an event stamped N · tick).
///
/// - `preset`: the preset's default item count, axes, insets, growth and
///   default behavior; the window (container) size stays. Then, as `axis`:
/// - `axis`: `setAxes`, `setContentInsets`, the preset's layout rebuilt for
///   the container, `contentGrowth`, the behavior set again, and an
///   unanimated scroll to offset (0, 0) queued at the switch's time.
/// - `deceleration`: `setDeceleration` (motions that start from then on).
///
/// Invariant: `preset` is the preset whose layout the engine shows.
public struct ScenarioSetup: Sendable {
    /// The preset laid out now.
    public private(set) var preset: Preset
    /// The number of items laid out now.
    public private(set) var items: Int
    /// The content insets applied by the next `axis` switch (a `preset`
    /// switch takes its preset's).
    public private(set) var insets: EdgeInsets

    /// The setup a scenario starts with.
    public init(preset: Preset, items: Int, insets: EdgeInsets) {
        self.preset = preset
        self.items = items
        self.insets = insets
    }

    /// Applies the setup switch `kind` at `time` (seconds, the engine's
    /// current time in a live window) to `engine`. `behavior` looks a
    /// behavior up by name (the catalog by default). A non-setup kind or an
    /// unknown preset changes nothing.
    public mutating func apply(
        _ kind: ScenarioEvent.Kind, at time: Double, to engine: inout ScrollEngine,
        behavior: (String) -> (any ScrollTargetBehavior)? = { BehaviorCatalog.behavior(named: $0) }
    ) {
        switch kind {
        case let .preset(name):
            guard let next = PresetCatalog.preset(named: name) else { return }
            preset = next
            items = next.defaultItemCount
            insets = next.contentInsets
            reconfigure(&engine, axes: next.axes, behavior: behavior(next.defaultBehavior) ?? engine.behavior, at: time)
        case let .axis(axes):
            reconfigure(&engine, axes: axes, behavior: engine.behavior, at: time)
        case let .deceleration(rate):
            engine.setDeceleration(rate)
        default:
            return
        }
    }

    /// The window's `reconfigure(resetOffset: true)`, step for step.
    private func reconfigure(_ engine: inout ScrollEngine, axes: Axes, behavior: any ScrollTargetBehavior, at time: Double) {
        let size = engine.geometry.containerSize
        let layout = preset.makeLayout(items, axes, size)
        engine.setAxes(axes)
        engine.setContentInsets(insets)
        engine.updateLayout { $0 = layout }
        engine.contentGrowth = preset.contentGrowth
        engine.setBehavior(behavior)
        engine.enqueue(TimedInputEvent(time: time, event: .scrollTo(ScrollToRequest(.offset(.zero), animated: false))))
    }
}
