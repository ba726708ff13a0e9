import Foundation
import ScrollKitCore

/// A behavior file in the live window: the lane's behavior (it answers
/// `updateTarget` with the newest version that compiled) and the watcher
/// that recompiles it when the file is saved.
///
/// `poll(wall:)`, called once per frame, reads the file at most every
/// `checkInterval` seconds; when its text differs from the text last
/// compiled, a background thread compiles it and starts a new host. The
/// next `poll` after that swaps it in (status `.reloaded`) and stops the
/// old host; until then, and for as long as the file does not compile, the
/// previous version keeps answering. The value that engines hold never
/// changes (engines in time-travel snapshots share it), so a gesture
/// replayed or branched from the past after a reload runs the new code.
package final class LiveBehaviorFile: NamedScrollTargetBehavior, @unchecked Sendable {
    /// What happened at a `poll`.
    package enum Event: Sendable {
        case reloaded
        case compileFailed(BehaviorFileError)
        case hostFailed(BehaviorFileError)
    }

    /// The file's path as given (without `=EXPR`).
    package let path: String
    /// The `=EXPR` given with it, or nil.
    package let expression: String?
    /// The lane's name for it: the file name without `.swift`.
    package let name: String
    /// The lane's title and the HUD's behavior: `name`, or `name = EXPR`.
    package var label: String { expression.map { "\(name) = \($0)" } ?? name }
    /// Seconds between two reads of the file.
    package var checkInterval = 0.25
    private let loader: BehaviorFileLoader
    private let lock = NSLock()
    private var current: HostedScrollTargetBehavior
    private var lastText: String
    /// The text of the version that runs now (what a capture records).
    private(set) var runningText: String
    private var lastCheck = -Double.infinity
    private var isCompiling = false
    private var finished: Result<HostedScrollTargetBehavior, BehaviorFileError>?
    /// The text `finished` was compiled from.
    private var finishedText: String?
    private var reportedHostFailure = false

    // MARK: Status (read by the panel)

    /// Successful reloads since the window opened.
    private(set) var reloadCount = 0
    /// Wall time of the last reload.
    private(set) var lastReloadWall: Double?
    /// The compile error of the newest saved text, nil once it compiles.
    private(set) var compileError: BehaviorFileError?
    /// True while a saved version compiles in the background.
    var isReloading: Bool { lock.withLock { isCompiling } }
    /// The compiler's warnings about the running version (for the lane's panel).
    package var warnings: [BehaviorDiagnostic] { lock.withLock { current }.compiled.warnings }
    /// The running version's host failure (trap, endless loop), if any.
    var hostFailure: BehaviorFileError? { lock.withLock { current }.failure }
    /// The last lines the running version printed (stdout and stderr).
    var recentOutput: [String] { lock.withLock { current }.output.recentLines }

    /// Compiles and starts the file now (the window does not open without it).
    package init(path argument: String, loader: BehaviorFileLoader) throws(BehaviorFileError) {
        let spec = BehaviorFileSpec(argument)
        path = spec.path
        expression = spec.expression
        self.loader = loader
        let source = try BehaviorSourceFile(path: argument)
        lastText = source.text
        runningText = source.text
        current = try loader.load(source)
        name = current.name
    }

    deinit {
        current.stop()
    }

    package func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let running = lock.withLock { current }
        running.updateTarget(&target, context: context)
    }

    /// Checks the file and applies a finished reload; returns what happened.
    package func poll(wall: Double) -> [Event] {
        var events: [Event] = []
        lock.lock()
        let result = finished
        finished = nil
        lock.unlock()
        if let result {
            switch result {
            case let .success(next):
                if let text = lock.withLock({ finishedText }) { runningText = text }
                let previous = lock.withLock { () -> HostedScrollTargetBehavior in
                    let old = current
                    current = next
                    return old
                }
                previous.stop()
                reloadCount += 1
                lastReloadWall = wall
                compileError = nil
                reportedHostFailure = false
                events.append(.reloaded)
            case let .failure(error):
                compileError = error
                events.append(.compileFailed(error))
            }
        }
        if !reportedHostFailure, let failure = hostFailure {
            reportedHostFailure = true
            events.append(.hostFailed(failure))
        }
        guard wall - lastCheck >= checkInterval else { return events }
        lastCheck = wall
        startReloadIfChanged()
        return events
    }

    /// Blocks until a reload in progress has finished (tests).
    func waitForReload(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while isReloading, Date() < deadline { usleep(10_000) }
        return !isReloading
    }

    private func startReloadIfChanged() {
        guard !isReloading,
              let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8), text != lastText else { return }
        lastText = text
        lock.withLock { isCompiling = true }
        let path = self.path
        let expression = self.expression
        let loader = self.loader
        let thread = Thread { [weak self] in
            let result: Result<HostedScrollTargetBehavior, BehaviorFileError>
            do throws(BehaviorFileError) {
                result = .success(try loader.load(try BehaviorSourceFile(path: path, text: text, expression: expression)))
            } catch {
                result = .failure(error)
            }
            guard let self else {
                if case let .success(orphan) = result { orphan.stop() }
                return
            }
            self.lock.withLock {
                self.finished = result
                self.finishedText = text
                self.isCompiling = false
            }
        }
        thread.start()
    }
}
