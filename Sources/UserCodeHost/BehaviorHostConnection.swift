import Foundation
import ScrollKitCore

/// One running behavior host process and its channel: the parent sends one
/// request line and waits, with a time limit, for one answer line.
///
/// The host is `HOST behavior-host LIBRARY …` (`BehaviorHostCommand`),
/// started sandboxed by `SandboxedProcess.startHost`. Requests and answers
/// travel on a channel of their own, a Unix socket on the host's fd 3
/// (written with `MSG_NOSIGNAL`, so a dead host is an error here, never a
/// SIGPIPE that would end the playground); the host's stdout and stderr
/// belong to the behavior and are drained continuously by a thread of
/// their own into `output` (so a behavior that prints can neither corrupt
/// an answer nor block on a full pipe). It starts with the Swift runtime's
/// crash backtracer off (`SWIFT_BACKTRACE=enable=no`), so a trap ends it at
/// once with the runtime's one-line message on stderr, which the failure
/// message quotes.
///
/// The messages are lines of text (what they hold is `BehaviorHostMessage`'s
/// business), or for a view's per-frame requests binary frames
/// (`ViewHostFrame`): one send and, as a rule, one read per answer.
/// Not thread-safe: `HostedScrollTargetBehavior` serializes the calls.
package final class BehaviorHostConnection {
    /// Why an exchange failed: the process is gone (or has been killed) afterwards.
    package enum Failure: Error, Sendable {
        /// The host died: `status` as `waitpid` reported it, `stderr` its last words.
        case exited(description: String, stderr: String)
        /// No answer within `seconds`; the host was killed.
        case timedOut(seconds: Double)
        /// The host answered something that is not an answer.
        case badAnswer(String)
    }

    package let pid: pid_t
    /// What the behavior printed.
    package let output: BehaviorOutput
    private let channel: Int32
    private let drained = DispatchSemaphore(value: 0)
    private var pending: [UInt8] = []
    /// What one `read` fills: large enough for a view's whole answer line
    /// (a screen's display list in base64), kept between reads.
    private var chunk = [UInt8](repeating: 0, count: 65536)
    private var isRunning = true
    /// bubblewrap reports a host killed by signal N as exit status 128 + N.
    private let statusCarriesSignal: Bool
    /// The host's CPU-time limit, raised with wall time (set once it is ready).
    private var budget: HostCPUBudget?

    /// Starts the host for `library` and waits up to `startupTimeout`
    /// seconds for its ready line. `keeping` lists paths the sandbox must
    /// let it read (executable, libraries).
    package init(executable: String, library: String, keeping paths: [String] = [], output: BehaviorOutput,
         startupTimeout: Double) throws(Failure) {
        let host = try SandboxedProcess.startHost(executable: executable, library: library, keeping: paths + [executable, library])
        pid = host.pid
        channel = host.channel
        self.output = output
        if case .bubblewrap = SandboxedProcess.mode { statusCarriesSignal = true } else { statusCarriesSignal = false }
        let drained = self.drained
        let thread = Thread { Self.drain([host.stdout, host.stderr], into: output, done: drained) }
        thread.start()
        let ready = try readLine(timeout: startupTimeout)
        guard ready.contains("\"ready\"") else {
            terminate()
            throw .badAnswer(ready)
        }
        budget = HostCPUBudget(pid: HostCPUBudget.hostProcess(under: pid), limits: .current, now: SandboxedProcess.monotonicNow())
    }

    /// Starts `toolchain`'s host for the compiled `library` (a behavior or a
    /// view set), letting it read what it must inside a sandbox that hides
    /// everything else: ScrollKitUI's library and the Swift runtime's (the
    /// toolchain's `usr/lib/swift/linux`).
    convenience init(library: String, toolchain: BehaviorToolchain, output: BehaviorOutput, startupTimeout: Double) throws(Failure) {
        let runtime = (((toolchain.swiftc as NSString).resolvingSymlinksInPath as NSString)
            .deletingLastPathComponent as NSString).deletingLastPathComponent
        try self.init(
            executable: toolchain.hostExecutable, library: library,
            keeping: ["\(toolchain.libraryDirectory)/libScrollKitUI.so", "\(runtime)/lib/swift/linux"], output: output,
            startupTimeout: startupTimeout)
    }

    deinit {
        terminate()
    }

    /// Sends `line` and returns the answer line, or fails (the host is then gone).
    func exchange(_ line: String, timeout: Double) throws(Failure) -> String {
        try write(Array((line + "\n").utf8))
        return try readLine(timeout: timeout)
    }

    /// Sends a `ViewHostFrame` request and returns the answer frame's kind
    /// and payload, or fails (the host is then gone). An answer that is not
    /// a frame is read as a line: an error line names its error, anything
    /// else is a bad answer.
    func exchange(frame: [UInt8], timeout: Double) throws(Failure) -> (kind: UInt8, payload: [UInt8]) {
        try post(frame: frame)
        let deadline = SandboxedProcess.monotonicNow() + timeout
        return try receiveFrame(until: deadline, deadline: deadline, timeout: timeout)!
    }

    /// Sends a `ViewHostFrame` request; its answer is read with `receiveFrame`.
    func post(frame: [UInt8]) throws(Failure) {
        try write(frame)
    }

    /// Reads the answer frame to the request sent last, or nil when none has
    /// come whole by `until` (what came so far is kept for the next call);
    /// the host is killed when none has come by `deadline` (`timeout`, the
    /// seconds the failure names). An answer that is not a frame is read as
    /// a line: an error line names its error, anything else is a bad answer.
    func receiveFrame(until: Double, deadline: Double, timeout: Double) throws(Failure) -> (kind: UInt8, payload: [UInt8])? {
        while pending.count < ViewHostFrame.headerCount {
            if let first = pending.first, first != ViewHostFrame.marker { break }
            guard try fill(until: until, deadline: deadline, timeout: timeout) else { return nil }
        }
        guard pending[0] == ViewHostFrame.marker else {
            let line = try readLine(timeout: max(0, deadline - SandboxedProcess.monotonicNow()))
            _ = try ViewHostAnswer.read(line, key: "")  // an error line throws its error
            throw .badAnswer(String(line.prefix(200)))
        }
        let count = pending.withUnsafeBytes { ViewHostFrame.payloadCount($0) }
        guard count <= Self.maximumAnswer else {
            terminate()
            throw .badAnswer(Self.oversize)
        }
        while pending.count < ViewHostFrame.headerCount + count {
            guard try fill(until: until, deadline: deadline, timeout: timeout) else { return nil }
        }
        let kind = pending[1]
        let payload = Array(pending[ViewHostFrame.headerCount..<(ViewHostFrame.headerCount + count)])
        pending.removeSubrange(..<(ViewHostFrame.headerCount + count))
        return (kind, payload)
    }

    /// The longest answer read, bytes: a host that sends more is stopped.
    /// Sized for real content (a screen's display list with a long text
    /// runs to a few megabytes), not for a flood, which it stops.
    static let maximumAnswer = 64 << 20
    /// The failure of an answer longer than `maximumAnswer`.
    static let oversize = "an answer longer than \(maximumAnswer >> 20) MB (the most a view's host may send for one request)"

    /// Writes all of `bytes` to the channel.
    private func write(_ bytes: [UInt8]) throws(Failure) {
        guard isRunning else { throw .exited(description: "the host is not running", stderr: "") }
        budget?.raiseIfDue(now: SandboxedProcess.monotonicNow())
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { send(channel, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw reap()
            }
            sent += n
        }
    }

    /// Kills the host's whole process group (if running) and collects it.
    func terminate() {
        guard isRunning else { return }
        isRunning = false
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        close(channel)
        _ = drained.wait(timeout: .now() + 1)
    }

    // MARK: Private

    /// Reads `fds` (stdout, stderr) until both end, into `output`; closes them.
    private static func drain(_ fds: [Int32], into output: BehaviorOutput, done: DispatchSemaphore) {
        var open = fds
        var chunk = [UInt8](repeating: 0, count: 65536)
        while open.contains(where: { $0 >= 0 }) {
            var pollers = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&pollers, nfds_t(pollers.count), 1000)
            if ready < 0, errno != EINTR { break }
            for (i, poller) in pollers.enumerated() where poller.fd >= 0 && poller.revents != 0 {
                let n = chunk.withUnsafeMutableBytes { read(poller.fd, $0.baseAddress!, $0.count) }
                if n < 0, errno == EINTR || errno == EAGAIN { continue }
                if n <= 0 {
                    close(poller.fd)
                    open[i] = -1
                } else {
                    output.append(chunk[..<n], stream: i)
                }
            }
        }
        for fd in open where fd >= 0 { close(fd) }
        output.finish()
        done.signal()
    }

    private func readLine(timeout: Double) throws(Failure) -> String {
        let deadline = SandboxedProcess.monotonicNow() + timeout
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            try fill(deadline: deadline, timeout: timeout)
        }
    }

    /// Waits until the channel has bytes (until `deadline`, then the host
    /// is killed: `timeout` is what the failure names) and appends what one
    /// read gives to `pending`.
    ///
    /// The wait is the read itself, blocking with the socket's receive
    /// timeout (`SO_RCVTIMEO`) as its limit: one system call per answer
    /// rather than a poll and a read. The timeout is set only when the time
    /// left is shorter than it (then to half the time left, so the next
    /// exchanges, with their own full time, keep it), so a read never
    /// blocks past the deadline and a frame costs no extra call.
    private func fill(deadline: Double, timeout: Double) throws(Failure) {
        _ = try fill(until: deadline, deadline: deadline, timeout: timeout)
    }

    /// `fill(deadline:timeout:)` that gives up without harm at `until`
    /// (returns false; nothing is lost), before `deadline` kills the host.
    private func fill(until: Double, deadline: Double, timeout: Double) throws(Failure) -> Bool {
        while true {
            let now = SandboxedProcess.monotonicNow()
            let remaining = deadline - now
            if remaining <= 0 {
                terminate()
                throw .timedOut(seconds: timeout)
            }
            if until < deadline, until - now <= 0 { return false }
            let wait = until < deadline ? min(remaining, until - now) : remaining
            if receiveTimeout == 0 || receiveTimeout > wait, !setReceiveTimeout(max(0.001, min(wait / 2, 60))) {
                // No receive timeout on this socket: wait with poll instead.
                var poller = pollfd(fd: channel, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, Int32(min(wait * 1000, 60_000).rounded(.up)))
                if ready < 0, errno != EINTR { throw reap() }
                if ready <= 0 { continue }
            }
            let n = chunk.withUnsafeMutableBytes { read(channel, $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
            if n <= 0 { throw reap() }
            pending.append(contentsOf: chunk[..<n])
            if pending.count > Self.maximumAnswer + ViewHostFrame.headerCount {
                terminate()
                throw .badAnswer(Self.oversize)
            }
            return true
        }
    }

    /// The channel's receive timeout now, seconds (0: none set yet).
    private var receiveTimeout = 0.0

    /// Sets the channel's receive timeout; false (and none kept) when the system refuses.
    private func setReceiveTimeout(_ seconds: Double) -> Bool {
        let whole = seconds.rounded(.down)
        var limit = timeval(tv_sec: Int(whole), tv_usec: min(999_999, Int(((seconds - whole) * 1_000_000).rounded(.up))))
        guard setsockopt(channel, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size)) == 0 else {
            receiveTimeout = 0
            return false
        }
        receiveTimeout = seconds
        return true
    }

    /// Waits for the dead (or dying) host and describes how it ended.
    private func reap() -> Failure {
        guard isRunning else { return .exited(description: "the host is not running", stderr: "") }
        isRunning = false
        var status: Int32 = 0
        let deadline = SandboxedProcess.monotonicNow() + 2
        // The channel closed: the process is exiting; give it a moment, then force it.
        while waitpid(pid, &status, WNOHANG) == 0 {
            if SandboxedProcess.monotonicNow() > deadline { kill(-pid, SIGKILL); kill(pid, SIGKILL) }
            usleep(1000)
        }
        kill(-pid, SIGKILL)
        close(channel)
        _ = drained.wait(timeout: .now() + 1)
        let stderr = output.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
        let description: String
        var signal: Int32 = 0
        if status & 0x7f != 0 {
            signal = status & 0x7f
        } else if statusCarriesSignal, (129...159).contains((status >> 8) & 0xff) {
            signal = ((status >> 8) & 0xff) - 128
        }
        if signal != 0 {
            description = "was killed by signal \(signal) (\(Self.signalName(signal)))"
        } else {
            description = "exited with status \((status >> 8) & 0xff)"
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
        case SIGXCPU: return "SIGXCPU: the CPU-time limit"
        case SIGXFSZ: return "SIGXFSZ: the file-size limit"
        case SIGSYS: return "SIGSYS: a forbidden system call"
        case SIGKILL: return "SIGKILL"
        default: return String(cString: strsignal(signal))
        }
    }
}
