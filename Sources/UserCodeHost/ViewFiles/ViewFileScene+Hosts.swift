import Foundation
import PlaygroundMedia

/// A view whose host died (the window's R key): a new host of the same
/// compiled view takes over at the head tick with the lane's state.
extension ViewFileScene {
    /// True while a saved version compiles in the background.
    var isReloading: Bool { lock.withLock { isCompiling } }

    /// Starts a new host for the failed one at `tick`: it is sent every
    /// request the failed host answered, in order (`rewind(to:kept:answers:)`,
    /// with the stage's history of `tick` and its kept answers), so the
    /// view's `@State`, timers and debounces are those of the last tick it
    /// answered; without a kept log the view starts afresh. False when
    /// the host has not failed; the new host's own failure (a replay that
    /// traps again) shows as the failed one's did.
    @discardableResult
    package func restart(at tick: Int, kept: [ViewLaneTick?], answers: (_ lane: Int, _ tick: Int) -> [UInt8]?) -> Bool {
        let failed = view
        guard failed.failure != nil else { return false }
        if rewind(to: tick, kept: kept, answers: answers) != nil {
            printError("playground: \(arguments[0]): restarted at tick \(tick)")
            return true
        }
        do {
            replaceHost(with: try HostedView(compiled: failed.compiled, toolchain: toolchain, callTimeout: failed.callTimeout))
        } catch {
            printError("playground: \(error.description)")
            return false
        }
        lock.withLock {
            requestLog?.clear()
            nextTimes = [:]
        }
        printError("playground: \(arguments[0]): restarted afresh")
        return true
    }
}

extension ViewFileScene {
    /// Runs `body` (`record`'s survey of the run's length and sizes) on a
    /// host of its own, whose output is not shown, then puts the running
    /// host back: the recorded run is the view's first, so its root's
    /// `init`, `onAppear` and `task` run once per lane, and what it prints
    /// is printed once. When no second host starts, `body` runs on the
    /// running one.
    package func withSurveyHost<T>(_ body: () -> T) -> T {
        let running = view
        guard let survey = try? HostedView(
            compiled: running.compiled, toolchain: toolchain, callTimeout: running.callTimeout, echo: false) else { return body() }
        lock.withLock { current = survey }
        defer {
            lock.withLock {
                current = running
                nextTimes = [:]
                eventsByLane = [:]
            }
            survey.stop()
        }
        return body()
    }
}
