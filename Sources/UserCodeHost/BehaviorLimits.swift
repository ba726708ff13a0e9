import Foundation

/// The resource limits on the processes that compile and run a user's
/// behavior file (docs/behavior-files.md, "Sandbox"). Each has a default
/// and an environment variable that changes it; the host's memory and CPU
/// time also have options (`BehaviorLimitOptions`), which win over the
/// variables:
///
/// | limit | default | variable |
/// |---|---|---|
/// | host address space | 512 MB | `SCROLLKIT_BEHAVIOR_MEMORY` (MB, 64…65536), `--behavior-memory MB` |
/// | host CPU time | 30 s | `SCROLLKIT_BEHAVIOR_CPU` (seconds, 1…86400), `--behavior-cpu SECONDS` |
/// | processes of the host's user | 64 | `SCROLLKIT_BEHAVIOR_PROCESSES` (1…4096) |
/// | size of a file the host writes | 16 MB | (fixed) |
/// | compile wall time | 120 s | `SCROLLKIT_COMPILE_TIMEOUT` (seconds, 1…3600) |
/// | compiler data segment | 4096 MB | `SCROLLKIT_COMPILE_MEMORY` (MB, 256…65536) |
///
/// The host's CPU time is not a budget for its whole life (a window's host
/// lives for hours): it starts at `cpuSeconds` and grows by
/// `cpuPerWallSecond` for every second of wall time the host lives
/// (`HostCPUBudget`), so an ordinary session (a timer at rest, a long list
/// scrolled: about 0.03 CPU-s a second) never reaches it, while code that
/// spins in a thread of its own (a core's worth) reaches it after
/// `cpuSeconds / (1 - cpuPerWallSecond)` seconds; a single call is bounded
/// by its wall-time limit. A value out of range is ignored with one
/// warning on stderr (`warnings`).
package struct BehaviorLimits: Sendable, Equatable {
    package var memoryMB = 512
    package var cpuSeconds = 30
    package var processes = 64
    package var fileMB = 16
    /// CPU seconds the host's budget grows by per second of wall time.
    package var cpuPerWallSecond = 0.5
    var compileSeconds = 120
    var compileMemoryMB = 4096

    /// Why a variable was ignored, one line each.
    package var warnings: [String] = []

    /// The limits from `environment` (defaults where a variable is unset or out of range).
    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        func read(_ name: String, _ range: ClosedRange<Int>, _ unit: String, into value: inout Int) {
            guard let text = environment[name] else { return }
            if let number = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(number) {
                value = number
            } else {
                warnings.append("ignoring \(name)=\(text): not a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound) (using \(value))")
            }
        }
        read("SCROLLKIT_BEHAVIOR_MEMORY", Self.memoryRange, "MB", into: &memoryMB)
        read("SCROLLKIT_BEHAVIOR_CPU", Self.cpuRange, "seconds", into: &cpuSeconds)
        read("SCROLLKIT_BEHAVIOR_PROCESSES", 1...4096, "processes", into: &processes)
        read("SCROLLKIT_COMPILE_TIMEOUT", 1...3600, "seconds", into: &compileSeconds)
        read("SCROLLKIT_COMPILE_MEMORY", 256...65536, "MB", into: &compileMemoryMB)
    }

    /// The ranges the host's memory (MB) and CPU time (seconds) may take.
    package static let memoryRange = 64...65536
    package static let cpuRange = 1...86400

    /// The limits this process runs with: read from the environment once
    /// (their warnings printed on stderr the first time), with the options'
    /// values over them once `override` was called.
    package static var current: BehaviorLimits {
        store.lock.withLock {
            if let limits = store.limits { return limits }
            let limits = BehaviorLimits()
            for warning in limits.warnings { FileHandle.standardError.write(Data("playground: warning: \(warning)\n".utf8)) }
            store.limits = limits
            return limits
        }
    }

    /// Replaces the host's memory (MB) and CPU time (seconds) of `current`
    /// where given: the command line's `--behavior-memory` and
    /// `--behavior-cpu`, applied before any behavior file loads.
    package static func override(memoryMB: Int?, cpuSeconds: Int?) {
        var limits = current
        if let memoryMB { limits.memoryMB = memoryMB }
        if let cpuSeconds { limits.cpuSeconds = cpuSeconds }
        store.lock.withLock { store.limits = limits }
    }

    /// Where `current` is kept (read by the threads that compile and start hosts).
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var limits: BehaviorLimits?
    }
    private static let store = Store()

    /// The arguments that hand the host's limits to `behavior-host`.
    var hostArguments: [String] {
        ["--memory", "\(memoryMB)", "--cpu", "\(cpuSeconds)", "--processes", "\(processes)", "--file-size", "\(fileMB)"]
    }
}
