import Foundation

/// Combine's `RunLoop` scheduler, on the engine clock: its times are
/// `Date`s whose `timeIntervalSinceReferenceDate` is the engine time in
/// seconds, and its actions run when the layout engine advances
/// `EngineScheduler.current` past them (OpenCombineFoundation is not used:
/// its conformance runs on wall time).
extension RunLoop: @retroactive OpenCombine.Scheduler, EngineClockScheduler {
    /// A point on the engine clock, as a `Date` (Combine's wraps one too).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The engine time as a date: seconds since the reference date.
        public var date: Date

        public init(_ date: Date) {
            self.date = date
        }

        var nanoseconds: Int64 { EngineScheduler.nanoseconds(date.timeIntervalSinceReferenceDate) }

        public func distance(to other: Self) -> Stride {
            Stride(other.date.timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate)
        }

        public func advanced(by n: Stride) -> Self {
            Self(date.addingTimeInterval(n.timeInterval))
        }

        /// A span of engine time in seconds (a `TimeInterval`, as Combine's).
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
            ExpressibleByFloatLiteral, Hashable, Sendable
        {
            public var timeInterval: TimeInterval
            public init(_ timeInterval: TimeInterval) { self.timeInterval = timeInterval }

            public static func seconds(_ s: Double) -> Self { Self(s) }
            public static func seconds(_ s: Int) -> Self { Self(Double(s)) }
            public static func milliseconds(_ ms: Int) -> Self { Self(Double(ms) / 1e3) }
            public static func microseconds(_ us: Int) -> Self { Self(Double(us) / 1e6) }
            public static func nanoseconds(_ ns: Int) -> Self { Self(Double(ns) / 1e9) }

            public init(floatLiteral value: Double) { self.init(value) }
            public init(integerLiteral value: Int) { self.init(Double(value)) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let v = Double(exactly: source) else { return nil }
                timeInterval = v
            }
            public var magnitude: Double { timeInterval.magnitude }
            public static func < (a: Self, b: Self) -> Bool { a.timeInterval < b.timeInterval }
            public static func + (a: Self, b: Self) -> Self { Self(a.timeInterval + b.timeInterval) }
            public static func - (a: Self, b: Self) -> Self { Self(a.timeInterval - b.timeInterval) }
            public static func * (a: Self, b: Self) -> Self { Self(a.timeInterval * b.timeInterval) }
            public static func += (a: inout Self, b: Self) { a = a + b }
            public static func -= (a: inout Self, b: Self) { a = a - b }
            public static func *= (a: inout Self, b: Self) { a = a * b }
        }
    }

    /// Accepted and ignored.
    public struct SchedulerOptions: Sendable {
        public init() {}
    }

    public var now: SchedulerTimeType {
        SchedulerTimeType(Date(timeIntervalSinceReferenceDate: EngineScheduler.current.seconds))
    }

    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    public static func engineNanoseconds(of time: SchedulerTimeType) -> Int64 { time.nanoseconds }
    public static func engineNanoseconds(of stride: SchedulerTimeType.Stride) -> Int64 {
        EngineScheduler.nanoseconds(stride.timeInterval)
    }
}
