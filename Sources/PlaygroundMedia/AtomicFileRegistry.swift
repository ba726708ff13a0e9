import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The temporary files of writers still open, so an interrupted run (Ctrl-C,
/// SIGTERM, SIGHUP) can remove them before it exits. The destination paths
/// are never touched: they only change on commit.
package final class AtomicFileRegistry: @unchecked Sendable {
    package static let shared = AtomicFileRegistry()

    private let lock = NSLock()
    private var paths: Set<String> = []
    private var sources: [DispatchSourceSignal] = []

    package func add(_ path: String) {
        lock.lock()
        paths.insert(path)
        lock.unlock()
    }

    package func remove(_ path: String) {
        lock.lock()
        paths.remove(path)
        lock.unlock()
    }

    /// Temporary files currently open.
    var pendingPaths: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return paths
    }

    /// Removes every registered temporary file.
    package func removeAll() {
        lock.lock()
        let doomed = paths
        paths.removeAll()
        lock.unlock()
        for path in doomed { unlink(path) }
    }

    /// On SIGINT, SIGTERM or SIGHUP: when a loop finishes its outputs
    /// (`Interruption.finishesOutputs()`), the first signal only asks it to
    /// stop (`Interruption.shared.cause`); otherwise, and on a second
    /// signal, remove the temporary files, then exit with status 128 +
    /// signal, as the default action would report. Call once, early, from
    /// commands that write files (`record`, `run --record`).
    package func removeTemporaryFilesOnInterrupt() {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig, SIG_IGN)  // the dispatch source receives it instead
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [weak self] in
                if Interruption.shared.request(.signal(sig)) { Interruption.shared.wake?(); return }
                self?.removeAll()
                exit(128 + sig)
            }
            source.resume()
            sources.append(source)
        }
    }
}
