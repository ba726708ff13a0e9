/// How a scenario run went, for reports and for `settled-within`.
public struct ScenarioRunSummary: Hashable, Sendable {
    /// The time of the last raw event (0 when there were none), seconds.
    public var lastEventTime: Double
    /// The settle tick, or nil when the run never settled within the limit.
    public var settleTick: Int?
    /// Time of the settle tick, seconds.
    public var settleTime: Double?
    /// The last tick run.
    public var finalTick: Int
    /// Time of the last tick, seconds.
    public var finalTime: Double

    public init(lastEventTime: Double, settleTick: Int?, settleTime: Double?, finalTick: Int, finalTime: Double) {
        self.lastEventTime = lastEventTime
        self.settleTick = settleTick
        self.settleTime = settleTime
        self.finalTick = finalTick
        self.finalTime = finalTime
    }

    /// Seconds from the last event to the settle tick, nil if never settled.
    public var settleDelay: Double? { settleTime.map { $0 - lastEventTime } }
}
