import Foundation
import PlaygroundMedia

/// The behavior compiles running in this process (the compiler's process
/// group and its `.build-*` folder), so that none outlives the playground:
/// when it exits (Q, the end of a command) or is interrupted (Ctrl-C,
/// SIGTERM, SIGHUP, through `AtomicFileRegistry`'s handler, which exits),
/// an `atexit` handler kills every group and removes every folder.
///
/// `sweepStale(in:)` removes the `.build-*` folders an earlier playground
/// left behind when it was killed outright (SIGKILL, a power cut): those
/// whose process is gone, and any older than `staleSeconds`.
package final class CompilerRegistry: @unchecked Sendable {
    package static let shared = CompilerRegistry()
    /// A build folder older than this is stale even if its pid is alive (reused), seconds.
    static let staleSeconds = 600.0

    private let lock = NSLock()
    private var running: [pid_t: String] = [:]
    private var installed = false
    private var shuttingDown = false

    package func add(pid: pid_t, directory: String) {
        lock.withLock { running[pid] = directory }
    }

    package func remove(pid: pid_t) {
        _ = lock.withLock { running.removeValue(forKey: pid) }
    }

    /// Compiler groups running now (tests).
    var runningCount: Int { lock.withLock { running.count } }

    /// Kills every running compiler's group and removes its build folder.
    func killAll() {
        let doomed = lock.withLock { () -> [pid_t: String] in
            let all = running
            running.removeAll()
            return all
        }
        if !doomed.isEmpty { lock.withLock { shuttingDown = true } }
        for (pid, directory) in doomed {
            Self.killTree(pid)
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    /// True once `killAll` stopped compiles: the process is exiting, and a
    /// compile that sees its compiler killed must not report it.
    var isShuttingDown: Bool { lock.withLock { shuttingDown } }

    /// Kills `pid` and every process descended from it. The Swift driver
    /// starts its frontend and linker jobs in process groups of their own,
    /// so killing its group is not enough: each process found is stopped
    /// first (so none can start another or be re-parented away), then all
    /// are killed.
    static func killTree(_ pid: pid_t) {
        var tree: Set<pid_t> = [pid]
        kill(pid, SIGSTOP)
        var grew = true
        while grew {
            grew = false
            for (child, parent) in parentsOfProcesses() where tree.contains(parent) && !tree.contains(child) {
                kill(child, SIGSTOP)
                tree.insert(child)
                grew = true
            }
        }
        for member in tree {
            kill(member, SIGKILL)
            kill(-member, SIGKILL)
        }
    }

    /// Every process's parent, from /proc/PID/stat.
    static func parentsOfProcesses() -> [(pid_t, pid_t)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> (pid_t, pid_t)? in
            guard let pid = pid_t(entry), let data = FileManager.default.contents(atPath: "/proc/\(entry)/stat") else { return nil }
            // "PID (COMMAND) STATE PPID …": the command may hold spaces and parentheses.
            let text = String(decoding: data, as: UTF8.self)
            guard let close = text.lastIndex(of: ")") else { return nil }
            let fields = text[text.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = pid_t(fields[1]) else { return nil }
            return (pid, parent)
        }
    }

    /// Installs the exit and interrupt cleanup (once).
    func installCleanup() {
        let first = lock.withLock { () -> Bool in
            defer { installed = true }
            return !installed
        }
        guard first else { return }
        atexit { CompilerRegistry.shared.killAll() }
        AtomicFileRegistry.shared.removeTemporaryFilesOnInterrupt()
    }

    /// Removes stale `.build-<hash>-<pid>-<n>` folders in `cache`; returns their names.
    @discardableResult
    static func sweepStale(in cache: String, now: Date = Date()) -> [String] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: cache) else { return [] }
        var swept: [String] = []
        for name in names where name.hasPrefix(".build-") {
            let path = "\(cache)/\(name)"
            let parts = name.split(separator: "-")
            let pid = parts.count >= 4 ? pid_t(parts[parts.count - 2]) : nil
            let dead = pid.map { kill($0, 0) != 0 && errno == ESRCH } ?? true
            let modified = (try? fm.attributesOfItem(atPath: path))?[.modificationDate] as? Date ?? .distantPast
            let old = now.timeIntervalSince(modified) > staleSeconds
            let ours = pid == getpid() && !old
            if !ours, dead || old, (try? fm.removeItem(atPath: path)) != nil { swept.append(name) }
        }
        return swept
    }
}
