/// Maps the wall clock (seconds since the window opened) to the engine clock
/// (seconds of simulated time), through pauses and slow motion. Pure value;
/// the session re-anchors it whenever the speed or the mode changes.
package struct EngineClock: Equatable, Sendable {
    /// Wall time of the anchor.
    var anchorWall: Double = 0
    /// Engine time at the anchor.
    var anchorEngine: Double = 0
    /// Engine seconds per wall second (1, ½, ¼, ⅒).
    package var speed: Double = 1

    /// Engine time at wall time `wall`.
    package func engineTime(atWall wall: Double) -> Double {
        anchorEngine + (wall - anchorWall) * speed
    }

    /// Wall time at which the engine clock reads `engine` (the inverse of
    /// `engineTime(atWall:)`; `speed` > 0).
    package func wallTime(atEngine engine: Double) -> Double {
        anchorWall + (engine - anchorEngine) / speed
    }

    /// Re-anchors so that engine time `engine` is now at wall time `wall`.
    package mutating func anchor(wall: Double, engine: Double) {
        anchorWall = wall
        anchorEngine = engine
    }
}
