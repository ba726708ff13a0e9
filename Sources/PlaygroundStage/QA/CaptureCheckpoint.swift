import Foundation
import ScrollKitCore
import PlaygroundMedia

/// Saves a running capture every `interval` seconds (wall clock), so that a
/// session killed outright (SIGKILL, a crash, the power) keeps every event
/// up to the last save: each save rewrites the whole scenario file
/// atomically (`AtomicFile`: a temporary file beside it, renamed over it),
/// so the file on disk is always a complete, valid scenario that `trace`,
/// `record`, `qa` and `run --replay` read as it is: no journal to replay and
/// nothing to repair. A saved-so-far file has no `end` (the settle rule
/// decides where it stops); the capture's `finish` writes the final one.
///
/// Saves happen on a private queue, off the window's frame loop: `snapshot`
/// (called there, so it must be thread-safe) returns the scenario when it changed since the last save,
/// or nil. At most one temporary file exists at a time, only during a save;
/// one left by a kill mid-save is removed by the next writer of the path.
///
/// A failed save (full disk, the folder removed) is reported once on
/// stderr and retried at the next interval; the capture goes on in memory.
final class CaptureCheckpoint: @unchecked Sendable {
    let path: String
    /// Seconds between saves.
    let interval: Double

    private let snapshot: () -> Scenario?
    private let queue = DispatchQueue(label: "capture-checkpoint")
    private let lock = NSLock()
    private var timer: DispatchSourceTimer?
    private var reported = false
    private var savedCount = 0
    /// A snapshot whose save failed, retried at the next interval (touched on `queue` only).
    private var unsaved: Scenario?

    /// Saves `snapshot()` to `path` every `interval` seconds once `start()`ed.
    init(path: String, interval: Double = 1, snapshot: @escaping () -> Scenario?) {
        precondition(interval > 0, "a positive interval")
        self.path = path
        self.interval = interval
        self.snapshot = snapshot
    }

    /// Starts the periodic saves.
    func start() {
        lock.lock()
        defer { lock.unlock() }
        guard timer == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(50))
        timer.setEventHandler { [weak self] in self?.save() }
        timer.resume()
        self.timer = timer
    }

    /// Stops the saves, waiting for one in progress (the caller then writes
    /// the final file without racing a save).
    func stop() {
        lock.lock()
        let timer = self.timer
        self.timer = nil
        lock.unlock()
        timer?.cancel()
        queue.sync {}
    }

    /// Saves done so far.
    var saves: Int {
        lock.lock()
        defer { lock.unlock() }
        return savedCount
    }

    /// Writes the current snapshot now, if it changed (on the saves' queue).
    func saveNow() {
        queue.sync { save() }
    }

    private func save() {
        guard let scenario = snapshot() ?? unsaved else { return }
        do {
            try AtomicFile.write(Array(scenario.fileText.utf8), to: path)
            unsaved = nil
            lock.lock()
            savedCount += 1
            lock.unlock()
        } catch {
            unsaved = scenario
            lock.lock()
            let first = !reported
            reported = true
            lock.unlock()
            if first { printError("playground: warning: --capture: saving the capture so far failed (retrying each second): \(error)") }
        }
    }
}
