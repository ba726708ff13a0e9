import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Finding and running external programs from tests, with posix_spawn and
/// waitpid (Foundation's Process can stall in concurrent test runs on Linux).
package enum Tools {
    /// The full path of `name` on PATH (plus the usual system dirs), or nil.
    package static func find(_ name: String) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/bin:/usr/local/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The `playground` executable built next to the test bundle.
    package static var playground: String {
        let fm = FileManager.default
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent("playground").path
            if fm.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/playground").path
    }

    /// How many times longer than on an idle machine a test's wall-clock
    /// limit waits: the 1-minute load average per online CPU, at least 1
    /// (read from /proc/loadavg when asked). A limit in a test guards
    /// against a hang, never measures speed (speed is `make bench`'s): on 2
    /// CPUs with 20 runnable processes a child gets a tenth of a CPU and
    /// takes ten times as long, and a fixed limit would kill it mid-run.
    package static var patience: Double {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
              let load = text.split(separator: " ").first.flatMap({ Double($0) }) else { return 1 }
        return max(1, load / Double(max(1, ProcessInfo.processInfo.activeProcessorCount)))
    }

    /// `seconds` stretched by `patience`: a wall-clock limit of a test.
    package static func stretched(_ seconds: Double) -> Double { seconds * patience }

    /// The output of a finished process.
    package struct Result {
        package var status: Int32
        package var stdout: String
        package var stderr: String
        package var seconds: Double

        package init(status: Int32, stdout: String, stderr: String, seconds: Double) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
            self.seconds = seconds
        }
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// A started child process.
    package final class Child {
        package let pid: pid_t
        package private(set) var status: Int32?

        package init(pid: pid_t) { self.pid = pid }

        /// Waits up to `timeout` seconds (`Tools.stretched` on a loaded
        /// machine), then kills it; returns the exit status (128 + signal
        /// when killed by a signal).
        @discardableResult
        package func wait(timeout: Double = 60) -> Int32 {
            if let status { return status }
            let start = Date()
            var raw: Int32 = 0
            while true {
                let r = waitpid(pid, &raw, WNOHANG)
                if r == pid { break }
                if r < 0 { status = -1; return -1 }
                let elapsed = Date().timeIntervalSince(start)
                if elapsed > timeout, elapsed > Tools.stretched(timeout) { kill(pid, SIGKILL) }
                usleep(5_000)
            }
            let code: Int32 = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
            status = code
            return code
        }

        package func terminate() { if status == nil { kill(pid, SIGTERM) } }

        deinit {
            if status == nil {
                kill(pid, SIGKILL)
                var raw: Int32 = 0
                waitpid(pid, &raw, 0)
            }
        }
    }

    /// Starts `executable` with stdin from `stdinPath` (or /dev/null) and
    /// stdout/stderr to the given files (or /dev/null).
    package static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        stdinPath: String? = nil, stdoutPath: String? = nil, stderrPath: String? = nil
    ) throws -> Child {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = [executable] + arguments
        var cArgs = argv.map { strdup($0) } + [nil]
        var cEnv = env.map { strdup($0) } + [nil]
        defer {
            cArgs.forEach { free($0) }
            cEnv.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, nil, &cArgs, &cEnv)
        guard rc == 0 else { throw Failure(description: "cannot start \(executable): \(String(cString: strerror(rc)))") }
        return Child(pid: pid)
    }

    /// Writes `text` to `path` as an executable (mode 0755) without this
    /// process ever holding a descriptor open for writing on it: a `sh`
    /// child writes a temporary file beside `path`, sets its mode and
    /// renames it over `path`. A test process forks all the time (other
    /// tests start hosts, ffmpeg, the playground, in parallel); a write
    /// descriptor of ours inherited by one of those children, even for the
    /// moment before its exec, makes running `path` fail with ETXTBSY
    /// ("Text file busy") for as long as that child holds it.
    package static func writeExecutable(_ text: String, to path: String) throws {
        let script = #"umask 022 && cat > "$1.tmp.$$" && chmod 755 "$1.tmp.$$" && mv -f "$1.tmp.$$" "$1""#
        let result = try run("/bin/sh", ["-c", script, "sh", path], stdin: text)
        guard result.status == 0 else {
            throw Failure(description: "cannot write the executable \(path): \(result.stderr)")
        }
    }

    /// Runs `executable` to completion (killing it after `timeout` seconds,
    /// stretched on a loaded machine).
    @discardableResult
    package static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        stdin: String? = nil, timeout: Double = 60
    ) throws -> Result {
        let dir = FileManager.default.temporaryDirectory
        let id = UUID().uuidString
        let outPath = dir.appendingPathComponent("sk-out-\(id)").path
        let errPath = dir.appendingPathComponent("sk-err-\(id)").path
        let inPath = dir.appendingPathComponent("sk-in-\(id)").path
        defer { [outPath, errPath, inPath].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        if let stdin { try Data(stdin.utf8).write(to: URL(fileURLWithPath: inPath)) }
        let start = Date()
        let child = try spawn(
            executable, arguments, environment: environment,
            stdinPath: stdin == nil ? nil : inPath, stdoutPath: outPath, stderrPath: errPath)
        let status = child.wait(timeout: timeout)
        let out = (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data()
        let err = (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data()
        return Result(
            status: status, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self), seconds: Date().timeIntervalSince(start))
    }
}
