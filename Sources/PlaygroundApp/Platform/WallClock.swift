import CSDL2

/// The window's one wall clock: seconds since the window opened. Frames,
/// deadlines and keys read it from SDL's high-resolution counter (`now`);
/// input events carry SDL's own stamp, the millisecond tick of the same
/// monotonic clock counted from SDL's start, which `seconds(ofTimestamp:)`
/// puts on this clock's origin. So an event and the frame that shows it are
/// timed by one clock, started once, and the translator keeps no origin of
/// its own.
package struct WallClock {
    /// `SDL_GetPerformanceCounter()` when the clock started.
    private let startCounter: UInt64
    /// Counter ticks per second.
    private let counterFrequency: Double
    /// SDL's millisecond tick (`SDL_GetTicks64`, the clock SDL stamps events
    /// with) when the clock started: read once, beside `startCounter`.
    let startMilliseconds: UInt32

    /// Starts the clock now (SDL must be initialised).
    package init() {
        startCounter = SDL_GetPerformanceCounter()
        counterFrequency = Double(SDL_GetPerformanceFrequency())
        startMilliseconds = UInt32(truncatingIfNeeded: SDL_GetTicks64())
    }

    /// A clock whose events are timed from SDL tick `startMilliseconds`
    /// (tests give events fixed stamps; `now` then counts from the call).
    init(startMilliseconds: UInt32) {
        startCounter = SDL_GetPerformanceCounter()
        counterFrequency = Double(SDL_GetPerformanceFrequency())
        self.startMilliseconds = startMilliseconds
    }

    /// Wall seconds since the clock started.
    package var now: Double {
        Double(SDL_GetPerformanceCounter() - startCounter) / counterFrequency
    }

    /// The wall time, in seconds on this clock, of an SDL event stamped
    /// `timestamp` (milliseconds since SDL started; negative before the clock
    /// started).
    func seconds(ofTimestamp timestamp: UInt32) -> Double {
        Double(Int64(timestamp) - Int64(startMilliseconds)) / 1000
    }
}
