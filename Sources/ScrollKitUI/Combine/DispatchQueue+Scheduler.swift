import Foundation

/// Combine's `DispatchQueue` scheduler, on the engine clock: every queue
/// (`DispatchQueue.main` as any other) runs its scheduled actions when the
/// layout engine advances `EngineScheduler.current` past their time, on the
/// thread advancing it. OpenCombineDispatch is not used: its conformance
/// runs on wall time.
extension DispatchQueue: @retroactive OpenCombine.Scheduler, EngineClockScheduler {
    /// A point on the engine clock (as Combine's wraps a `DispatchTime`).
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The engine time, nanoseconds.
        public var nanoseconds: Int64

        public init(nanoseconds: Int64) {
            self.nanoseconds = nanoseconds
        }

        /// The engine time of `time` (see DispatchQueue+EngineTime.swift).
        public init(_ time: DispatchTime) {
            nanoseconds = time.engineNanoseconds
        }

        /// This time as a `DispatchTime` (engine-encoded).
        public var dispatchTime: DispatchTime { .engine(nanoseconds) }

        public func distance(to other: Self) -> Stride { Stride(nanoseconds: other.nanoseconds - nanoseconds) }
        public func advanced(by n: Stride) -> Self { Self(nanoseconds: nanoseconds + n.nanoseconds) }

        /// A span of engine time, nanoseconds (`.seconds(0.2)`,
        /// `.milliseconds(200)`, or a literal in seconds).
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
            ExpressibleByFloatLiteral, Hashable, Sendable
        {
            public var nanoseconds: Int64
            public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

            public static func seconds(_ s: Double) -> Self { Self(nanoseconds: EngineScheduler.nanoseconds(s)) }
            public static func seconds(_ s: Int) -> Self { Self(nanoseconds: Int64(s) * 1_000_000_000) }
            public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: Int64(ms) * 1_000_000) }
            public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: Int64(us) * 1_000) }
            public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: Int64(ns)) }

            /// Seconds, as Combine's literal stride.
            public init(floatLiteral value: Double) { self = .seconds(value) }
            public init(integerLiteral value: Int) { self = .seconds(value) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let n = Int64(exactly: source) else { return nil }
                nanoseconds = n
            }
            public var magnitude: Int64 { nanoseconds.magnitude > UInt64(Int64.max) ? .max : Int64(nanoseconds.magnitude) }
            public static func < (a: Self, b: Self) -> Bool { a.nanoseconds < b.nanoseconds }
            public static func + (a: Self, b: Self) -> Self { Self(nanoseconds: a.nanoseconds + b.nanoseconds) }
            public static func - (a: Self, b: Self) -> Self { Self(nanoseconds: a.nanoseconds - b.nanoseconds) }
            public static func * (a: Self, b: Self) -> Self { Self(nanoseconds: a.nanoseconds * b.nanoseconds) }
            public static func += (a: inout Self, b: Self) { a = a + b }
            public static func -= (a: inout Self, b: Self) { a = a - b }
            public static func *= (a: inout Self, b: Self) { a = a * b }
        }
    }

    /// Accepted and ignored (quality of service means nothing on one clock).
    public struct SchedulerOptions: Sendable {
        public init() {}
    }

    public var now: SchedulerTimeType { SchedulerTimeType(nanoseconds: EngineScheduler.current.now) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public static func engineNanoseconds(of time: SchedulerTimeType) -> Int64 { time.nanoseconds }
    public static func engineNanoseconds(of stride: SchedulerTimeType.Stride) -> Int64 { stride.nanoseconds }
}
