/// One tick of a set of lanes, the one implementation every driver steps:
/// the window's head (`Stage.stepHead`: its journal, then this, then its
/// history) and a scenario run (`ScenarioRun.next`: this, then its settle
/// and end rules), so that `record`, `trace`, `qa` and the live window
/// apply a due item and a view's reaction by the same code.
///
/// A tick, in order:
/// 1. every item that comes due by the next tick (its time's delivery tick,
///    `ScrollEngine.deliveryTick(for:)`, is at most `tick + 1`) is taken
///    from the driver in time order: a raw input is queued on its lane (nil:
///    every lane), a setup switch applied to the engines;
/// 2. every lane's engine steps once, lane 0 first (the lanes share no
///    state, so the order changes no value);
/// 3. with a view file (`reactor`), each lane's view sees the lane's engine
///    and answers: the engine takes the view's scroll-view frame for this
///    tick (`followViewport`), and the scrolls the view asks for are queued
///    at the tick's time, for the engine to perform on the next tick. A
///    driver that cannot wait for a view's host (the window, a frame's worth
///    at most) gets nil from `viewRequests(lane:)` and takes the reaction
///    up again at that lane later (`reactLanes(from:)`); the tick is
///    finished only when every lane has reacted.
///
/// What differs between drivers is only where items come from and what is
/// written beside the engines (the window's journal writes captures and
/// keeps inputs for a re-run; a scenario run queues straight in): the
/// `LaneTicking` requirements.
public protocol LaneTicking {
    /// The lanes' engines, lane 0 first; a tick steps each once.
    var laneEngines: [ScrollEngine] { get set }
    /// The view that reacts to every lane's tick, if any; lane `i` is the
    /// reactor's lane `reactorLane + i`.
    var laneReactor: (any ScrollViewReactor)? { get }
    var reactorLane: Int { get }
    /// Takes the next item whose time is delivered by tick `tick`
    /// (`isDue(time)`), in time order; nil when none is due yet.
    mutating func takeItem(dueBy isDue: (Double) -> Bool) -> ScenarioStreamItem?
    /// Queues a due raw input on lane `lane` (nil: every lane).
    mutating func queueDue(_ event: TimedInputEvent, lane: Int?)
    /// Applies a due setup switch stamped `time` (seconds) naming `lane`.
    mutating func applyDue(_ kind: ScenarioEvent.Kind, at time: Double, lane: Int?)
    /// Queues a scroll the view asked for on lane `lane` (stamped with the tick's time).
    mutating func queueViewScroll(_ event: TimedInputEvent, lane: Int)
    /// Called once the due items are in, just before the engines step (the
    /// window notes each lane's record to tell what the step changed).
    mutating func lanesWillStep()
    /// The scrolls lane `lane`'s view asks for after its engine stepped, or
    /// nil when its host has not answered yet: the reaction is then taken up
    /// again at that lane (`reactLanes(from:)`). By default the reactor's
    /// answer, waited for.
    mutating func viewRequests(lane: Int) -> [ScrollToRequest]?
}

extension LaneTicking {
    public mutating func lanesWillStep() {}

    public mutating func viewRequests(lane: Int) -> [ScrollToRequest]? {
        laneReactor?.react(lane: reactorLane + lane, engine: laneEngines[lane]) ?? []
    }

    /// Steps every lane one tick (the three steps above). Returns each
    /// lane's record as its engine stepped it, before the view's reaction
    /// (which may change the record's container: `followViewport`).
    @discardableResult
    public mutating func stepLanes() -> [FrameRecord] {
        let stepped = stepEngines()
        _ = reactLanes()
        return stepped
    }

    /// Steps 1 and 2: the due items, then every engine once. Returns each
    /// lane's record as its engine stepped it.
    public mutating func stepEngines() -> [FrameRecord] {
        let upcoming = laneEngines[0].tick + 1
        let tickLength = laneEngines[0].configuration.tickLength
        while let item = takeItem(dueBy: { ScrollEngine.deliveryTick(for: $0, tickLength: tickLength) <= upcoming }) {
            switch item {
            case let .input(event, lane): queueDue(event, lane: lane)
            case let .setup(time, kind, lane): applyDue(kind, at: time, lane: lane)
            }
        }
        lanesWillStep()
        var stepped: [FrameRecord] = []
        stepped.reserveCapacity(laneEngines.count)
        for i in laneEngines.indices { stepped.append(laneEngines[i].step()) }
        return stepped
    }

    /// Step 3, from lane `first` on: each lane's view reacts to the tick
    /// just stepped. Returns the lane whose view has not answered yet (call
    /// again from it), or nil once every lane has reacted.
    public mutating func reactLanes(from first: Int = 0) -> Int? {
        guard laneReactor != nil else { return nil }
        for i in laneEngines.indices where i >= first {
            let time = laneEngines[i].lastRecord.time
            guard let requests = viewRequests(lane: i) else { return i }
            // The scroll view's frame as the view laid it out at this tick.
            laneEngines[i].followViewport()
            for request in requests {
                queueViewScroll(TimedInputEvent(time: time, event: .scrollTo(request)), lane: i)
            }
        }
        return nil
    }
}
