import Foundation

/// Why a recording stopped early, and whether a loop will finish its
/// outputs before the process exits.
///
/// Like ffmpeg, an interrupted recording is not a failure: every output is
/// finished with what was recorded up to that moment. The loops that can do
/// that (the window's, `record`'s GIF frames) call `finishesOutputs()`
/// before they start and poll `cause` once per frame, at one call site;
/// when it is set they stop, finish their files, and the command exits with
/// `exitStatus` after one line naming the cause. Without such a loop (a PNG,
/// `trace`, `qa`) a signal removes the temporary files and exits at once
/// (`AtomicFileRegistry`). A second signal always exits at once.
///
/// Thread-safe: signals arrive on a dispatch queue, X errors inside Xlib.
package final class Interruption: @unchecked Sendable {
    package static let shared = Interruption()

    /// What stopped the run.
    package enum Cause: Equatable, Sendable {
        /// SIGINT, SIGTERM or SIGHUP.
        case signal(Int32)
        /// The window was destroyed from outside or the X server went away.
        case displayLost(String)

        /// 128 + the signal (130, 143, 129); 3 for a lost display.
        package var exitStatus: Int32 {
            switch self {
            case let .signal(number): return 128 + number
            case .displayLost: return PlaygroundExit.environmentStatus
            }
        }

        /// "interrupted by SIGINT", "the display was lost (…)".
        package var description: String {
            switch self {
            case let .signal(number): return "interrupted by \(Interruption.name(of: number))"
            case let .displayLost(reason): return "the display was lost (\(reason))"
            }
        }
    }

    private let lock = NSLock()
    private var first: Cause?
    private var cooperative = false
    private var wakeHandler: (@Sendable () -> Void)?

    /// Called (off the main thread) after a signal was recorded, so that a
    /// loop blocked waiting for input notices it at once (the window pushes
    /// an SDL event). Nil: nothing to wake.
    package var wake: (@Sendable () -> Void)? {
        get { lock.lock(); defer { lock.unlock() }; return wakeHandler }
        set { lock.lock(); wakeHandler = newValue; lock.unlock() }
    }

    /// The first cause recorded, or nil while the run goes on.
    package var cause: Cause? {
        lock.lock()
        defer { lock.unlock() }
        return first
    }

    /// Declares that the caller polls `cause` and finishes its outputs.
    package func finishesOutputs() {
        lock.lock()
        cooperative = true
        lock.unlock()
    }

    /// Records `cause`. Returns true when a loop will finish the outputs
    /// (the first cause, after `finishesOutputs()`); false when the caller
    /// must clean up and exit itself.
    @discardableResult
    package func request(_ cause: Cause) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard first == nil else { return false }
        first = cause
        return cooperative
    }

    /// Forgets the cause and the cooperation (tests).
    package func reset() {
        lock.lock()
        first = nil
        cooperative = false
        wakeHandler = nil
        lock.unlock()
    }

    /// `SIGINT`, `SIGTERM`, `SIGHUP`, or `signal N`.
    package static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }
}
