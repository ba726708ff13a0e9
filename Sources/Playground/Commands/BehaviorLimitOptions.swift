import ArgumentParser
import UserCodeHost

/// The options of every command that takes `--behavior-file`
/// (`run`, `record`, `trace`, `qa`, `probe`) that change the sandbox's
/// limits on the process running the user's behavior:
/// `--behavior-memory MB` (address space) and `--behavior-cpu SECONDS`
/// (CPU time at the host's start, growing with the wall time it lives). Each wins over its environment
/// variable (`BehaviorLimits`); a value out of range is a usage error
/// naming the option (exit status 2).
struct BehaviorLimitOptions: ParsableArguments {
    @Option(name: .customLong("behavior-memory"), help: ArgumentHelp(
        "The memory limit of the process a --behavior-file runs in, in MB (\(BehaviorLimits.memoryRange.lowerBound)…\(BehaviorLimits.memoryRange.upperBound); default 512, or SCROLLKIT_BEHAVIOR_MEMORY).",
        valueName: "MB"))
    var memory: Int?

    @Option(name: .customLong("behavior-cpu"), help: ArgumentHelp(
        "The CPU-time limit of the process a --behavior-file runs in, in seconds at its start, growing by \(BehaviorLimits(environment: [:]).cpuPerWallSecond) s for every second of wall time it lives (\(BehaviorLimits.cpuRange.lowerBound)…\(BehaviorLimits.cpuRange.upperBound); default 30, or SCROLLKIT_BEHAVIOR_CPU).",
        valueName: "SECONDS"))
    var cpu: Int?

    func validate() throws {
        if let memory, !BehaviorLimits.memoryRange.contains(memory) {
            throw ValidationError("--behavior-memory must be a whole number of MB from \(BehaviorLimits.memoryRange.lowerBound) to \(BehaviorLimits.memoryRange.upperBound) (got \(memory))")
        }
        if let cpu, !BehaviorLimits.cpuRange.contains(cpu) {
            throw ValidationError("--behavior-cpu must be a whole number of seconds from \(BehaviorLimits.cpuRange.lowerBound) to \(BehaviorLimits.cpuRange.upperBound) (got \(cpu))")
        }
    }

    /// Makes the given limits those of every host started from now on.
    func apply() {
        guard memory != nil || cpu != nil else { return }
        BehaviorLimits.override(memoryMB: memory, cpuSeconds: cpu)
    }
}
