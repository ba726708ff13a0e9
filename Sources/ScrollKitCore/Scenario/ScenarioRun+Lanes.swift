extension ScenarioRun {
    /// A run's lanes for `LaneTick`: due items come from the scenario's
    /// event stream and go straight into the engines (through the view's
    /// router, when it routes inputs: `ScrollInputRouter`).
    struct Lanes: LaneTicking {
        var laneEngines: [ScrollEngine]
        var events: ScenarioEventStream
        /// The preset and items the setup switches apply (`ScenarioSetup`).
        var setup: ScenarioSetup
        /// The runner's `fileBehaviors`, for lane and preset switches.
        let fileBehaviors: [String: any NamedScrollTargetBehavior]
        /// The runner's `catalog`, after the files.
        let catalog: Catalog
        let laneReactor: (any ScrollViewReactor)?
        let reactorLane: Int

        mutating func takeItem(dueBy isDue: (Double) -> Bool) -> ScenarioStreamItem? {
            guard let time = events.peekTime(), isDue(time) else { return nil }
            return events.nextItem()
        }

        mutating func queueDue(_ event: TimedInputEvent, lane: Int?) {
            if let lane {
                if laneEngines.indices.contains(lane) { queue(event, lane: lane) }
            } else {
                for i in laneEngines.indices { queue(event, lane: i) }
            }
        }

        mutating func applyDue(_ kind: ScenarioEvent.Kind, at time: Double, lane: Int?) {
            let (files, catalog) = (fileBehaviors, catalog)
            setup.apply(kind, lane: lane, at: time, to: &laneEngines) { files[$0] ?? catalog.behavior(named: $0) }
        }

        mutating func queueViewScroll(_ event: TimedInputEvent, lane: Int) {
            laneEngines[lane].enqueue(event)
        }

        /// Queues `event` on lane `lane`, through the reactor when it routes
        /// inputs (a view file's nested scroll views: `ScrollInputRouter`).
        private mutating func queue(_ event: TimedInputEvent, lane: Int) {
            guard let router = laneReactor as? any ScrollInputRouter else { return laneEngines[lane].enqueue(event) }
            for e in router.route(event, lane: reactorLane + lane) { laneEngines[lane].enqueue(e) }
        }
    }
}
