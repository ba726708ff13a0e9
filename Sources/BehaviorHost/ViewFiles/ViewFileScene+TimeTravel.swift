import Foundation
import PlaygroundMedia
import ScrollKitCore

/// The view under time travel and at rest (the window's stage): the
/// picture of a past tick is that tick's kept answer, a branch in the
/// past continues from the view's state at the branch tick (a new host
/// replays the ticks before it: see `ViewTickHistory` for why), and the
/// view's next scheduled engine time keeps the window stepping while a
/// timer, an `asyncAfter`, a debounce or an animation is pending.
extension ViewFileScene {
    /// What `rewind(to:)` did.
    package struct Rewind: Sendable, Equatable {
        /// Requests replayed into the new host.
        package var replayed: Int
        /// Replayed answers that differ from the ones kept for the same
        /// tick: the view reads something besides the engine's time and
        /// its inputs (`Date()`, random numbers), and its replay is not exact.
        package var differing: Int
    }

    /// Keeps every tick's answer for `ticks` ticks per lane and every
    /// request since the host started (the window calls it before its
    /// ticks; `record`, `trace` and `qa` keep nothing). Idempotent.
    package func keepHistory(ticks: Int) {
        lock.withLock {
            if tickHistory == nil { tickHistory = ViewTickHistory(capacity: ticks) }
        }
        nested.keepHistory(ticks: ticks)
    }

    /// The kept history (tests and measurements).
    package var history: ViewTickHistory? { lock.withLock { tickHistory } }

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

    /// The layout lane `lane`'s view answered at `tick`, with the drawing
    /// request it shows; nil when that answer is not kept.
    package func keptLayout(lane: Int, tick: Int) -> (layout: HostedViewLayout, drawing: ViewLayoutRequest)? {
        lock.withLock {
            guard let kept = tickHistory?.answer(lane: lane, tick: tick) else { return nil }
            if let decoded = decodedAnswers[lane], decoded.tick == tick { return (decoded.layout, kept.drawing) }
            guard let tickAnswer = try? HostedViewTick(decoding: kept.bytes) else { return nil }
            decodedAnswers[lane] = (tick, tickAnswer.layout)
            return (tickAnswer.layout, kept.drawing)
        }
    }

    /// A branch at `tick`: the answers and requests after it are dropped,
    /// a new host starts (the same compiled view) and is sent every request
    /// the running one received up to `tick`, in the same order, so the
    /// view's state is exactly that of `tick` when the branch's first tick
    /// arrives. Nil (and the view's state starts afresh on the next tick,
    /// as a lane's earlier tick does) when no history is kept or the new
    /// host cannot start.
    package func rewind(to tick: Int) -> Rewind? {
        // The nested scroll views' engines go back to the tick's too (their own history).
        nested.rewind(to: tick)
        let sent: [ViewTickHistory.Sent]? = lock.withLock {
            guard tickHistory != nil else { return nil }
            tickHistory!.removeAfter(tick)
            for lane in eventsByLane.keys { eventsByLane[lane] = eventsByLane[lane]!.filter { $0.key <= tick } }
            decodedAnswers = [:]
            taps = [:]
            return tickHistory!.log
        }
        guard let sent else { return nil }
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
            let kept = lock.withLock { tickHistory?.answer(lane: entry.request.lane, tick: entry.tick) }
            if let kept, kept.bytes != answer.bytes { report.differing += 1 }
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
