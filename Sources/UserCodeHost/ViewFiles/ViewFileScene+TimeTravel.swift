import Foundation
import PlaygroundMedia
import ScrollKitCore

/// The view under time travel and at rest (the window's stage): the
/// stage's history keeps each lane's answer and nested engines per tick
/// (`newestTick(lane:)` hands them over; `ViewLaneTick`), a past tick's
/// picture is drawn from them (`keptLayout`), a branch in the past
/// continues from the view's state at the branch tick (a new host replays
/// the requests before it: `ViewRequestLog`), and the view's next scheduled
/// engine time keeps the window stepping while a timer, an `asyncAfter`, a
/// debounce or an animation is pending.
extension ViewFileScene {
    /// What `rewind(to:kept:answers:)` did.
    package struct Rewind: Sendable, Equatable {
        /// Requests replayed into the new host.
        package var replayed: Int
        /// Replayed answers that differ from the ones kept for the same
        /// tick: the view reads something besides the engine's time and
        /// its inputs (`Date()`, random numbers), and its replay is not exact.
        package var differing: Int
    }

    /// The stage travels in time (the window calls it before its ticks;
    /// `record`, `trace` and `qa` keep nothing): each lane's newest tick is
    /// kept for the stage's history (`newestTick(lane:)`), every request
    /// since the host started is logged for a branch, and the nested
    /// engines' records are left to the history. Idempotent.
    package func keepForTimeTravel() {
        lock.withLock {
            if requestLog == nil { requestLog = ViewRequestLog() }
        }
        nested.leaveRecordsToHistory()
    }

    /// The requests logged since the running host started (tests and measurements).
    private var loggedRequests: [ViewRequestLog.Sent]? { lock.withLock { requestLog?.sent } }

    /// What the stage's history keeps of lane `lane` at `tick`: its answer
    /// and nested engines of that tick, nil when the lane's view did not
    /// answer it or the stage does not travel in time.
    package func newestTick(lane: Int, tick: Int) -> ViewLaneTick? {
        lock.withLock { newestTicks[lane].flatMap { $0.tick == tick ? $0.kept : nil } }
    }

    /// The engine time (seconds) at which lane `lane`'s view next changes
    /// by itself after its newest tick, nil when nothing is scheduled.
    package func nextScheduledTime(lane: Int) -> Double? {
        lock.withLock { nextTimes[lane].flatMap { $0.isFinite ? $0 : nil } }
    }

    /// Whether lane `lane` has ticked in the running host (a new host, after
    /// a reload or a branch at its start, has not: its view has not
    /// appeared, and its timers have not started).
    package func hasTicked(lane: Int) -> Bool {
        lock.withLock { nextTimes[lane] != nil }
    }

    /// The layout of `kept`, an answer lane `lane`'s view gave (decoded
    /// once: a frame asks for it many times); nil when it does not decode.
    package func keptLayout(_ kept: ViewLaneTick, lane: Int) -> HostedViewLayout? {
        lock.withLock {
            if let decoded = decodedAnswers[lane], decoded.answer == kept.answer { return decoded.layout }
            guard let tickAnswer = try? HostedViewTick(decoding: kept.answer) else { return nil }
            decodedAnswers[lane] = (kept.answer, tickAnswer.layout)
            return tickAnswer.layout
        }
    }

    /// A branch at `tick`: the requests after it are dropped, the nested
    /// engines go back to `kept`'s (each lane's entry of the stage's
    /// history at `tick`), a new host starts (the same compiled view) and
    /// is sent every request the running one received up to `tick`, in the
    /// same order, so the view's state is exactly that of `tick` when the
    /// branch's first tick arrives; each replayed answer is compared with
    /// the one kept for its tick (`answers`, from the stage's history). Nil
    /// (and the view's state starts afresh on the next tick, as a lane's
    /// earlier tick does) when the stage does not travel in time or the new
    /// host cannot start.
    package func rewind(to tick: Int, kept: [ViewLaneTick?], answers: (_ lane: Int, _ tick: Int) -> [UInt8]?) -> Rewind? {
        let sent: [ViewRequestLog.Sent]? = lock.withLock {
            guard requestLog != nil else { return nil }
            requestLog!.removeAfter(tick)
            for lane in eventsByLane.keys { eventsByLane[lane] = eventsByLane[lane]!.filter { $0.key <= tick } }
            newestTicks = [:]
            taps = [:]
            return requestLog!.sent
        }
        guard let sent else { return nil }
        // The nested scroll views' engines go back to the tick's too.
        nested.rewind(to: tick, kept: kept.map { $0?.nested })
        let old = view
        let fresh: HostedView
        do {
            fresh = try HostedView(compiled: old.compiled, toolchain: toolchain, callTimeout: old.callTimeout)
        } catch {
            printError("playground: \(arguments[0]): the view's state could not be rewound: \(error.description)")
            return nil
        }
        var report = Rewind(replayed: 0, differing: 0)
        var next: [Int: Double] = [:]
        for entry in sent {
            guard let answer = fresh.answer(entry.request) else { break }
            report.replayed += 1
            next[entry.request.lane] = answer.nextTime ?? .infinity
            if let kept = answers(entry.request.lane, entry.tick), kept != answer.bytes { report.differing += 1 }
        }
        replaceHost(with: fresh)
        lock.withLock { nextTimes = next }
        if report.differing > 0 {
            printError("playground: \(arguments[0]): \(report.differing) of \(report.replayed) replayed ticks answered differently: the view reads something besides engine time (Date(), random numbers), so its state after the branch is approximate")
        }
        return report
    }
}

extension ViewFileScene {
    /// Puts `fresh` in place of the running host and stops that one.
    func replaceHost(with fresh: HostedView) {
        let old = lock.withLock { () -> HostedView in
            let old = current
            current = fresh
            return old
        }
        old.stop()
    }
}
