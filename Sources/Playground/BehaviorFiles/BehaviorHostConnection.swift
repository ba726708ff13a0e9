import Foundation

/// One running behavior host process and the pipes to it: the parent sends
/// one request line and waits, with a time limit, for one answer line.
///
/// The host is `HOST behavior-host LIBRARY` (`BehaviorHostCommand`). Its
/// stdin is one end of a Unix socket pair (written with `MSG_NOSIGNAL`, so a
/// dead host is an error here, never a SIGPIPE that would end the
/// playground), its stdout and stderr are pipes. It starts with the Swift
/// runtime's crash backtracer off (`SWIFT_BACKTRACE=enable=no`), so a trap
/// ends it at once with the runtime's one-line message on stderr, which the
/// failure message quotes.
///
/// Not thread-safe: `HostedScrollTargetBehavior` serializes the calls.
final class BehaviorHostConnection {
    /// Why an exchange failed: the process is gone (or has been killed) afterwards.
    enum Failure: Error, Sendable {
        /// The host died: `status` as `waitpid` reported it, `stderr` its last words.
        case exited(description: String, stderr: String)
        /// No answer within `seconds`; the host was killed.
        case timedOut(seconds: Double)
        /// The host answered something that is not an answer.
        case badAnswer(String)
    }

    let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var pending: [UInt8] = []
    private var isRunning = true

    /// Starts `executable behavior-host library` and waits up to
    /// `startupTimeout` seconds for its ready line.
    init(executable: String, library: String, startupTimeout: Double) throws(Failure) {
        var socketFDs: [Int32] = [-1, -1]
        var outFDs: [Int32] = [-1, -1]
        var errFDs: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &socketFDs) == 0,
              Self.closeOnExecPipe(&outFDs), Self.closeOnExecPipe(&errFDs) else {
            throw .exited(description: "cannot create pipes (\(String(cString: strerror(errno))))", stderr: "")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, socketFDs[1], 0)
        posix_spawn_file_actions_adddup2(&actions, outFDs[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errFDs[1], 2)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let argv = [executable, "behavior-host", library]
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var spawned: pid_t = 0
        let status = Self.withCStrings(argv) { cArgv in
            Self.withCStrings(envp) { cEnv in
                posix_spawn(&spawned, executable, &actions, nil, cArgv, cEnv)
            }
        }
        close(socketFDs[1])
        close(outFDs[1])
        close(errFDs[1])
        guard status == 0 else {
            close(socketFDs[0]); close(outFDs[0]); close(errFDs[0])
            throw .exited(description: "cannot start \(executable) (\(String(cString: strerror(status))))", stderr: "")
        }
        pid = spawned
        input = socketFDs[0]
        output = outFDs[0]
        errors = errFDs[0]
        _ = fcntl(errors, F_SETFL, fcntl(errors, F_GETFL) | O_NONBLOCK)
        let ready = try readLine(timeout: startupTimeout)
        guard ready.contains("\"ready\"") else {
            terminate()
            throw .badAnswer(ready)
        }
    }

    deinit {
        terminate()
    }

    /// Sends `line` and returns the answer line, or fails (the host is then gone).
    func exchange(_ line: String, timeout: Double) throws(Failure) -> String {
        guard isRunning else { throw .exited(description: "the host is not running", stderr: "") }
        let bytes = Array((line + "\n").utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { send(input, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw reap()
            }
            sent += n
        }
        return try readLine(timeout: timeout)
    }

    /// Kills the host (if running) and collects it.
    func terminate() {
        guard isRunning else { return }
        isRunning = false
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        close(input); close(output); close(errors)
    }

    // MARK: Private

    private func readLine(timeout: Double) throws(Failure) -> String {
        let deadline = Self.now() + timeout
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            let remaining = deadline - Self.now()
            if remaining <= 0 {
                terminate()
                throw .timedOut(seconds: timeout)
            }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining * 1000, 60_000).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                throw reap()
            }
            if ready == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { throw reap() }
            pending.append(contentsOf: chunk[..<n])
        }
    }

    /// Waits for the dead (or dying) host and describes how it ended.
    private func reap() -> Failure {
        guard isRunning else { return .exited(description: "the host is not running", stderr: "") }
        isRunning = false
        var status: Int32 = 0
        let deadline = Self.now() + 2
        // The pipe closed: the process is exiting; give it a moment, then force it.
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Self.now() > deadline { kill(pid, SIGKILL) }
            usleep(1000)
        }
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while text.count < 16384 {
            let n = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress!, $0.count) }
            if n <= 0 { break }
            text += chunk[..<n]
        }
        close(input); close(output); close(errors)
        let stderr = String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let description: String
        if status & 0x7f == 0 {
            description = "exited with status \((status >> 8) & 0xff)"
        } else {
            let signal = status & 0x7f
            description = "was killed by signal \(signal) (\(Self.signalName(signal)))"
        }
        return .exited(description: description, stderr: stderr)
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL: a Swift runtime trap"
        case SIGTRAP: return "SIGTRAP: a Swift runtime trap"
        case SIGSEGV: return "SIGSEGV: a bad memory access"
        case SIGBUS: return "SIGBUS: a bad memory access"
        case SIGABRT: return "SIGABRT: abort"
        case SIGFPE: return "SIGFPE: an arithmetic fault"
        case SIGKILL: return "SIGKILL"
        default: return String(cString: strsignal(signal))
        }
    }

    /// `pipe` with both ends close-on-exec (Glibc's `pipe2` is not visible to Swift).
    private static func closeOnExecPipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for p in pointers { free(p) } }
        return body(pointers)
    }
}
