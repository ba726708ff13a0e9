import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Peak memory of a program: a fresh child process's own maximum resident
/// set size, or this process's own high-water mark.
///
/// The child runs under GNU time (`/usr/bin/time -f %M`), which forks it
/// from its own small process and reports that child's peak. Spawned from
/// this process directly, a child's `ru_maxrss` (from `wait4`) is at least
/// this process's peak: `posix_spawn` runs the child in this process's
/// memory until it execs, and Linux keeps that memory's high-water mark as
/// the child's at the exec (after the GIF rows, a 64.5 MB bench made a
/// 50 MB recording read 64.5 MB). Without GNU time the direct `wait4`
/// figure is used, an upper bound.
package enum PeakMemoryProbe {
    /// GNU time, the Debian package `time`.
    static let timeProgram = "/usr/bin/time"

    /// How a child run went.
    package struct Outcome: Sendable {
        /// Exit status (128 + signal when killed by one).
        package var status: Int32
        /// Peak resident memory, bytes.
        package var maximumResidentBytes: Int
        /// Wall-clock seconds the child ran.
        package var seconds: Double
        /// CPU seconds the child used (user + system, all its threads).
        package var cpuSeconds = 0.0
        /// What it wrote on stderr (for a failure's message).
        package var standardError: String
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The running executable's path (`/proc/self/exe`), else `argv[0]`.
    package static var executablePath: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 {
            return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return CommandLine.arguments.first ?? "playground"
    }

    /// This process's peak resident memory so far, bytes.
    package static var selfMaximumResidentBytes: Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss) * 1024  // Linux reports kilobytes
    }

    /// Runs `executable` with `arguments` (stdin and stdout on /dev/null,
    /// stderr kept in a temporary file) and measures it.
    package static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
        let errorPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollkit-probe-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).err").path
        defer { unlink(errorPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard access(executable, X_OK) == 0 else {
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(errno)))")
        }
        let usagePath = errorPath + ".usage"
        defer { unlink(usagePath) }
        let timed = access(timeProgram, X_OK) == 0
        let argv = (timed ? [timeProgram, "-f", "%M %U %S", "-o", usagePath] : []) + [executable] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let start = ContinuousClock.now
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, environ)
        guard rc == 0 else {
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(rc)))")
        }
        var raw: Int32 = 0
        var usage = rusage()
        while wait4(pid, &raw, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "waiting for \(executable) failed: \(String(cString: strerror(errno)))") }
        }
        let elapsed = FrameCostBenchmark.seconds(ContinuousClock.now - start)
        let status: Int32 = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        let stderr = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        var cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
        var peak = Int(usage.ru_maxrss) * 1024
        // GNU time's last line: peak kilobytes, user and system seconds
        // (a line before it says how the child ended, when not with 0).
        if timed, let text = try? String(contentsOfFile: usagePath, encoding: .utf8),
           let line = text.split(separator: "\n").last?.split(separator: " "), line.count == 3,
           let kilobytes = Int(line[0]), let user = Double(line[1]), let system = Double(line[2]) {
            peak = kilobytes * 1024
            cpu = user + system
        }
        return Outcome(status: status, maximumResidentBytes: peak, seconds: elapsed, cpuSeconds: cpu, standardError: stderr)
    }
}
