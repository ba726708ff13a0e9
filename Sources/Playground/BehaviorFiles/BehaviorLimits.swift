import Foundation

/// The resource limits on the processes that compile and run a user's
/// behavior file (docs/behavior-files.md, "Sandbox"). Each has a default
/// and an environment variable that changes it:
///
/// | limit | default | variable |
/// |---|---|---|
/// | host address space | 512 MB | `SCROLLKIT_BEHAVIOR_MEMORY` (MB, 64…65536) |
/// | host CPU time | 30 s | `SCROLLKIT_BEHAVIOR_CPU` (seconds, 1…86400) |
/// | processes of the host's user | 64 | `SCROLLKIT_BEHAVIOR_PROCESSES` (1…4096) |
/// | size of a file the host writes | 16 MB | (fixed) |
/// | compile wall time | 120 s | `SCROLLKIT_COMPILE_TIMEOUT` (seconds, 1…3600) |
/// | compiler data segment | 4096 MB | `SCROLLKIT_COMPILE_MEMORY` (MB, 256…65536) |
///
/// The host's CPU time is its whole life's (it is long-lived in the window);
/// a behavior answers in well under a millisecond, so 30 s is only reached
/// by code that spins in a thread of its own. A value out of range is
/// ignored with one warning on stderr (`warnings`).
struct BehaviorLimits: Sendable, Equatable {
    var memoryMB = 512
    var cpuSeconds = 30
    var processes = 64
    var fileMB = 16
    var compileSeconds = 120
    var compileMemoryMB = 4096

    /// Why a variable was ignored, one line each.
    var warnings: [String] = []

    /// The limits from `environment` (defaults where a variable is unset or out of range).
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        func read(_ name: String, _ range: ClosedRange<Int>, _ unit: String, into value: inout Int) {
            guard let text = environment[name] else { return }
            if let number = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(number) {
                value = number
            } else {
                warnings.append("ignoring \(name)=\(text): not a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound) (using \(value))")
            }
        }
        read("SCROLLKIT_BEHAVIOR_MEMORY", 64...65536, "MB", into: &memoryMB)
        read("SCROLLKIT_BEHAVIOR_CPU", 1...86400, "seconds", into: &cpuSeconds)
        read("SCROLLKIT_BEHAVIOR_PROCESSES", 1...4096, "processes", into: &processes)
        read("SCROLLKIT_COMPILE_TIMEOUT", 1...3600, "seconds", into: &compileSeconds)
        read("SCROLLKIT_COMPILE_MEMORY", 256...65536, "MB", into: &compileMemoryMB)
    }

    /// The limits this process runs with, read once; their warnings are
    /// printed on stderr the first time.
    static let current: BehaviorLimits = {
        let limits = BehaviorLimits()
        for warning in limits.warnings { FileHandle.standardError.write(Data("playground: warning: \(warning)\n".utf8)) }
        return limits
    }()

    /// The arguments that hand the host's limits to `behavior-host`.
    var hostArguments: [String] {
        ["--memory", "\(memoryMB)", "--cpu", "\(cpuSeconds)", "--processes", "\(processes)", "--file-size", "\(fileMB)"]
    }
}
