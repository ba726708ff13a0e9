/// Something outside the engine that sees every lane's engine after each
/// tick and may ask it to scroll: a user's view file, whose host lays the
/// view out at that tick's engine time and scroll state (its `@State`,
/// Combine debounces and scroll callbacks run then) and whose code may call
/// `scrollTo`.
///
/// `ScenarioRun` calls it once per lane per tick, in tick order, right after
/// the lane's step; the requests it returns are queued on that lane at the
/// tick's time, so the engine performs them on the next tick (as SwiftUI
/// performs a scroll asked for during an update on the next frame).
public protocol ScrollViewReactor: Sendable {
    /// Lane `lane`'s engine has just stepped; the scrolls the view asks for.
    func react(lane: Int, engine: ScrollEngine) -> [ScrollToRequest]
    /// What the view did at `tick` of `lane` (after its `react`), in the order it ran.
    func events(lane: Int, tick: Int) -> [HostedViewEvent]
}
