import Foundation

/// A thread that lives as long as the process and starts the behavior
/// hosts. A host dies with its parent through `PR_SET_PDEATHSIG` (its own,
/// or bubblewrap's `--die-with-parent`), and Linux sends that signal when
/// the *thread* that started the process ends, not the process: a host
/// started from the window's reload thread would die as soon as that thread
/// finished. So every host is started here (or on the main thread).
final class SpawnerThread: @unchecked Sendable {
    static let shared = SpawnerThread()

    private let condition = NSCondition()
    private var jobs: [() -> Void] = []

    private init() {
        let thread = Thread { [unowned self] in self.loop() }
        thread.name = "behavior-host spawner"
        thread.start()
    }

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }

    /// Runs `body` on the main thread when called there, else on this
    /// thread, and returns its result.
    static func run<T>(_ body: @escaping () -> T) -> T {
        if Thread.isMainThread { return body() }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: T?
        shared.condition.lock()
        shared.jobs.append {
            result = body()
            done.signal()
        }
        shared.condition.signal()
        shared.condition.unlock()
        done.wait()
        return result!
    }
}
