import Foundation

extension Timer {
    /// Combine's `Timer.publish(every:tolerance:on:in:options:)`, on the
    /// engine clock: once connected (`.connect()` or `.autoconnect()`), it
    /// sends the engine time as a `Date` (seconds since the reference date)
    /// every `interval` seconds of engine time, the first one `interval`
    /// after connecting. `runLoop`, `mode`, `tolerance` and `options` are
    /// accepted and ignored.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The publisher `Timer.publish` returns: connectable, never fails.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds of engine time between two dates sent.
        public let interval: TimeInterval
        private let subject = PassthroughSubject<Date, Never>()
        private var timer: EngineRepeatingAction?

        init(interval: TimeInterval) {
            self.interval = interval
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Date {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer on the current engine clock (once; connecting
        /// again while connected returns the same connection).
        public func connect() -> any Cancellable {
            if timer == nil {
                let clock = EngineScheduler.current
                let step = EngineScheduler.nanoseconds(interval)
                timer = EngineRepeatingAction(clock: clock, first: clock.now + step, interval: step) { [subject] in
                    subject.send(Date(timeIntervalSinceReferenceDate: clock.seconds))
                }
            }
            return AnyCancellable { [weak self] in
                self?.timer?.cancel()
                self?.timer = nil
            }
        }
    }
}
