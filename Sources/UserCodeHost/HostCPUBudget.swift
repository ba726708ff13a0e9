import Foundation

/// The host's CPU-time limit, raised as wall time passes: a limit per
/// wall second, never a lifetime budget.
///
/// The host starts with its soft `RLIMIT_CPU` at `BehaviorLimits.cpuSeconds`
/// (its hard limit left as it was, normally none: only a privileged
/// process could raise it); the playground raises
/// the soft limit to `cpuSeconds + cpuPerWallSecond × wall seconds since the
/// start` at most once a wall second, when it talks to the host. The host
/// cannot raise it itself, nor catch or ignore the SIGXCPU the kernel
/// sends at the limit (its seccomp filter refuses `setrlimit`, a
/// `prlimit64` that sets, and a handler for SIGXCPU): a host that spins
/// past its budget is ended by the kernel even while nobody calls it.
struct HostCPUBudget {
    /// The host process itself (under bubblewrap, bubblewrap's grandchild).
    let pid: pid_t
    let seconds: Double
    let perWallSecond: Double
    let start: Double
    private var raised: Double

    init(pid: pid_t, limits: BehaviorLimits, now: Double) {
        self.pid = pid
        seconds = Double(limits.cpuSeconds)
        perWallSecond = limits.cpuPerWallSecond
        start = now
        raised = now
    }

    /// The soft limit at wall time `now`, whole seconds (as the kernel counts them).
    func limit(at now: Double) -> Int {
        Int((seconds + perWallSecond * max(0, now - start)).rounded(.down))
    }

    /// Raises the host's soft limit to `limit(at: now)` when a wall second has passed since the last raise.
    mutating func raiseIfDue(now: Double) {
        guard now - raised >= 1 else { return }
        raised = now
        // The hard limit stays what it is (raising it takes a privilege).
        var value = rlimit()
        guard SandboxedProcess.getLimit(of: pid, Int(RLIMIT_CPU.rawValue), &value) == 0 else { return }
        value.rlim_cur = min(rlim_t(limit(at: now)), value.rlim_max)
        _ = SandboxedProcess.setLimit(of: pid, Int(RLIMIT_CPU.rawValue), &value)
    }

    /// The host process under `pid`: `pid` itself when it has no child
    /// (started directly), else its only descendant at the end of the
    /// chain (bubblewrap, its PID namespace's init, then the host).
    static func hostProcess(under pid: pid_t) -> pid_t {
        var current = pid
        for _ in 0..<4 {
            let path = "/proc/\(current)/task/\(current)/children"
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                  let child = text.split(separator: " ").first.flatMap({ pid_t($0) }) else { break }
            current = child
        }
        return current
    }
}
