import Foundation
import ScrollKitCore

/// A user's compiled behavior file, running in its own host process, seen
/// by the engine as any other `ScrollTargetBehavior`.
///
/// Each `updateTarget` call sends the context to the host and waits at most
/// `callTimeout` seconds for the answer. When the host traps, exits or does
/// not answer in time, it is killed, `failure` says what happened (naming
/// the file), and from then on the behavior leaves every target where it is:
/// free scrolling, until it is replaced (a live reload). The window shows
/// the failure in the lane; headless commands check `failure` and exit 2.
///
/// Calls are serialized by a lock, so the value is safe to share.
package final class HostedScrollTargetBehavior: NamedScrollTargetBehavior, @unchecked Sendable {
    /// The name in traces and the HUD: the file's name without `.swift`.
    package let name: String
    package let compiled: CompiledBehavior
    /// Seconds one call may take before the host is killed.
    let callTimeout: Double
    private let lock = NSLock()
    private var connection: BehaviorHostConnection?
    private var storedFailure: BehaviorFileError?
    private var storedCallCount = 0
    /// What the behavior printed (its stdout and stderr), echoed on stderr
    /// and kept for the lane's panel.
    package let output: BehaviorOutput

    /// The default per-call limit, seconds: `$SCROLLKIT_BEHAVIOR_TIMEOUT` or 1.
    static var defaultCallTimeout: Double {
        if let text = ProcessInfo.processInfo.environment["SCROLLKIT_BEHAVIOR_TIMEOUT"], let t = Double(text), t > 0, t <= 600 {
            return t
        }
        return 1
    }

    /// Starts a host for `compiled`; throws a `.host` error if it does not come up.
    /// - Parameter echo: echo what the host prints on stderr (tests of a
    ///   file meant to crash keep its backtrace to themselves).
    init(compiled: CompiledBehavior, toolchain: BehaviorToolchain, callTimeout: Double = HostedScrollTargetBehavior.defaultCallTimeout,
         startupTimeout: Double = 15, echo: Bool = true) throws(BehaviorFileError) {
        self.compiled = compiled
        self.callTimeout = callTimeout
        name = Self.behaviorName(forFile: compiled.file)
        output = BehaviorOutput(label: compiled.file, echo: echo)
        do {
            connection = try BehaviorHostConnection(
                library: compiled.libraryPath, toolchain: toolchain, output: output, startupTimeout: startupTimeout)
        } catch {
            throw Self.error(for: error, file: compiled.file, typeName: compiled.typeName, starting: true)
        }
    }

    deinit {
        connection?.terminate()
    }

    /// `dir/my-paging.swift` → `my-paging` (`dir/snap.swift=Snap(step: 10)` → `snap`).
    package static func behaviorName(forFile argument: String) -> String {
        let base = (BehaviorFileSpec(argument).path as NSString).lastPathComponent
        return base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
    }

    /// The lane's title and the HUD's behavior: `name`, or `name = EXPR`
    /// when the file was given with an expression.
    package var label: String { compiled.expression.map { "\(name) = \($0)" } ?? name }

    /// What went wrong, or nil while the behavior works.
    package var failure: BehaviorFileError? {
        lock.withLock { storedFailure }
    }

    /// `updateTarget` calls answered by the host so far.
    var callCount: Int {
        lock.withLock { storedCallCount }
    }

    package func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        lock.lock()
        defer { lock.unlock() }
        guard storedFailure == nil, let connection else { return }
        let result: Result<ScrollTarget, BehaviorHostConnection.Failure>
        do {
            let line = try connection.exchange(BehaviorHostMessage.request(target: target, context: context), timeout: callTimeout)
            result = BehaviorHostMessage.parseAnswer(line)
        } catch {
            result = .failure(error)
        }
        switch result {
        case let .success(answer):
            storedCallCount += 1
            target = answer
        case let .failure(failure):
            connection.terminate()
            self.connection = nil
            storedFailure = Self.error(for: failure, file: compiled.file, typeName: compiled.typeName, starting: false)
        }
    }

    /// Stops the host (the behavior then scrolls freely).
    package func stop() {
        lock.withLock {
            connection?.terminate()
            connection = nil
        }
    }

    package static func error(for failure: BehaviorHostConnection.Failure, file: String, typeName: String, starting: Bool) -> BehaviorFileError {
        error(for: failure, file: file, what: starting ? "the behavior host for \(typeName)" : "\(typeName).updateTarget")
    }

    /// The error for `failure` of `what` (the call that failed, as the
    /// message names it: `MyBehavior.updateTarget`, `the view Feed`).
    package static func error(for failure: BehaviorHostConnection.Failure, file: String, what: String) -> BehaviorFileError {
        let message: String
        switch failure {
        case let .exited(description, stderr):
            // The runtime's own line ("…: Fatal error: Index out of range"),
            // not the stack trace printed after it.
            let lines = stderr.split(separator: "\n").filter { !$0.isEmpty }
            let said = String(lines.last { $0.lowercased().contains("fatal error") } ?? lines.last ?? "")
            message = "\(what) crashed: the host \(description)\(said.isEmpty ? "" : ": \(said)")"
        case let .timedOut(seconds):
            message = "\(what) did not return within \(TraceNumber.format(seconds)) s (an endless loop?); the host was killed"
        case let .badAnswer(text):
            message = "\(what) failed: \(text.prefix(300))"
        }
        return BehaviorFileError(kind: .host, file: file, message: message + limitHint(for: message))
    }

    /// When `message` tells of the host running out of memory or CPU time,
    /// the limit in force and the option that changes it, e.g.
    /// ` (the memory limit of a behavior is 128 MB: --behavior-memory MB changes it)`; else "".
    static func limitHint(for message: String, limits: BehaviorLimits = .current) -> String {
        let text = message.lowercased()
        if ["out of memory", "could not allocate", "failed to allocate", "failed to map segment", "cannot allocate memory"].contains(where: text.contains) {
            return " (the memory limit of a behavior is \(limits.memoryMB) MB: --behavior-memory MB changes it)"
        }
        if text.contains("sigxcpu") {
            return " (the CPU-time limit of a behavior is \(limits.cpuSeconds) s: --behavior-cpu SECONDS changes it)"
        }
        return ""
    }
}
