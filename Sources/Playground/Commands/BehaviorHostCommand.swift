import ArgumentParser
import Foundation
import ScrollKitCore
import PlaygroundMedia
import UserCodeHost

/// `playground behavior-host LIBRARY` (hidden): the process a compiled
/// `--behavior-file` runs in, so that its trap, endless loop or hostile
/// code ends or harms only this process (`HostedScrollTargetBehavior`
/// starts and watches it, `SandboxedProcess` starts it sandboxed).
///
/// Before it loads LIBRARY it confines itself: rlimits (address space
/// `--memory` MB, CPU `--cpu` s, `--processes`, files `--file-size` MB,
/// no core files), `PR_SET_PDEATHSIG` (it dies with its parent), no new
/// privileges and `SeccompFilter` (no new process, program or socket).
///
/// It calls the entry point `BehaviorCompiler` generated
/// (`scrollkit_behavior_update_v2`) for each request.
///
/// The playground talks to it on fd 3 only (a socket): it writes
/// `{"ready": true}` there, then answers each line it reads there, a probe
/// context (docs/formats.md, "Probe lines"), with one line
/// `{"rect": [x, y, w, h], "anchor": null}` in exact numbers
/// (`BehaviorHostMessage`), or `{"error": "line N: …"}` for a bad line.
/// Stdout and stderr belong to the behavior (its `print`, the runtime's
/// crash message): the playground drains and shows them. It exits 0 when
/// fd 3 closes, 2 when LIBRARY cannot be loaded.
struct BehaviorHostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "behavior-host",
        abstract: "Run a compiled behavior file for the playground (internal).",
        shouldDisplay: false
    )

    @Argument(help: "The compiled behavior library.")
    var library: String

    @Option(help: "Address-space limit, MB.")
    var memory: Int = BehaviorLimits().memoryMB

    @Option(help: "CPU-time limit, seconds.")
    var cpu: Int = BehaviorLimits().cpuSeconds

    @Option(help: "Process limit (the user's processes and threads).")
    var processes: Int = BehaviorLimits().processes

    @Option(help: "Largest file written, MB.")
    var fileSize: Int = BehaviorLimits().fileMB

    @Option(help: "The playground's pid: the host exits at once if its parent is another process (it died already).")
    var parent: Int32?

    typealias Entry = @convention(c) (UnsafeMutablePointer<Double>, UnsafePointer<Double>?, Int) -> Void

    /// The channel's file descriptor.
    static let channel: Int32 = 3

    /// Ends this process when the playground that started it is gone (its
    /// parent changes), even while the behavior loops and never reads the
    /// channel again: checked every 0.2 s on a thread of its own.
    static func exitWhenOrphaned() {
        let parent = getppid()
        let watchdog = Thread {
            while getppid() == parent { usleep(200_000) }
            _exit(0)
        }
        watchdog.start()
    }

    static func limit(_ resource: __rlimit_resource, _ soft: UInt64, hard: UInt64? = nil) {
        var value = rlimit(rlim_cur: rlim_t(soft), rlim_max: rlim_t(hard ?? soft))
        _ = setrlimit(__rlimit_resource_t(resource.rawValue), &value)
    }

    /// Everything the host does to itself before the user's code is loaded.
    func confine() {
        _ = SeccompFilter.prctl(1, Int(SIGKILL))  // PR_SET_PDEATHSIG
        if let parent, getppid() != parent { _exit(0) }  // the parent died before that
        Self.exitWhenOrphaned()
        // The behavior's print() is seen line by line (the C stream `stdout`,
        // looked up by name: Swift 6 does not let code touch the C global).
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "stdout"),
           let stream = symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee {
            setvbuf(stream, nil, _IOLBF, 0)
        }
        Self.limit(RLIMIT_CORE, 0)
        StackOverflowReport.install()
        // SIGXCPU at the soft limit ends it (its default action, restored in
        // case it was inherited ignored; the seccomp filter refuses a
        // handler for it). The playground raises the soft limit as wall
        // time passes (HostCPUBudget); the hard one stays as it was.
        signal(SIGXCPU, SIG_DFL)
        signal(SIGXFSZ, SIG_DFL)
        var cpuLimit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &cpuLimit)
        Self.limit(RLIMIT_CPU, min(UInt64(cpu), UInt64(cpuLimit.rlim_max)), hard: UInt64(cpuLimit.rlim_max))
        Self.limit(RLIMIT_FSIZE, UInt64(fileSize) << 20)
        Self.limit(__RLIMIT_NPROC, UInt64(processes))
        Self.limit(RLIMIT_AS, UInt64(memory) << 20)
        if let problem = SeccompFilter.install() {
            FileHandle.standardError.write(Data("behavior-host: warning: \(problem)\n".utf8))
        }
    }

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        confine()
        var channel = ChannelLines(fd: Self.channel)
        guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
            channel.send("{\"error\": \(JSONWriter.quote("cannot load \(library): \(reason)"))}")
            throw ExitCode(PlaygroundExit.badInputStatus)
        }
        // A view file's library answers layouts and ticks (and its own behavior's targets).
        if let views = ViewHostLoop.Library(handle) {
            ViewHostLoop.serve(views, channel: &channel)
            return
        }
        guard let symbol = dlsym(handle, BehaviorCompiler.entryPointSymbol) else {
            channel.send("{\"error\": \(JSONWriter.quote("\(library) has no \(BehaviorCompiler.entryPointSymbol)"))}")
            throw ExitCode(PlaygroundExit.badInputStatus)
        }
        let entry = unsafeBitCast(symbol, to: Entry.self)
        channel.send("{\"ready\": true}")
        var lineNumber = 0
        while let line = channel.next() {
            lineNumber += 1
            channel.send(Self.answer(line, lineNumber: lineNumber) { entry($0, $1, $2) })
        }
    }

    /// The answer line to probe line `line` (the `lineNumber`th), from `entry`.
    static func answer(
        _ line: String, lineNumber: Int, entry: (UnsafeMutablePointer<Double>, UnsafePointer<Double>?, Int) -> Void
    ) -> String {
        var io = [Double](repeating: 0, count: 16)
        do {
            let request = try ProbeRequest(line: line)
            io[0] = Double(request.axes.rawValue)
            io[1] = request.containerSize.width
            io[2] = request.containerSize.height
            io[3] = request.contentSize.width
            io[4] = request.contentSize.height
            io[5] = request.originalOffset.x
            io[6] = request.originalOffset.y
            io[7] = request.proposedOffset.x
            io[8] = request.proposedOffset.y
            io[9] = request.velocity.dx
            io[10] = request.velocity.dy
            io[11] = request.releaseOffset == nil ? 0 : 1
            io[12] = request.releaseOffset?.x ?? 0
            io[13] = request.releaseOffset?.y ?? 0
            let frames = (request.targets ?? []).flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
            frames.withUnsafeBufferPointer { targets in
                io.withUnsafeMutableBufferPointer { entry($0.baseAddress!, targets.baseAddress, frames.count / 4) }
            }
            let anchor = io[4] != 0 ? (io[5], io[6]) : nil
            fflush(nil)  // what the behavior printed comes before the answer
            return BehaviorHostMessage.answer(rect: Array(io[0..<4]), anchor: anchor)
        } catch {
            return "{\"error\": \(JSONWriter.quote("line \(lineNumber): \(error.message)"))}"
        }
    }

    /// Lines (and a view host's `ViewHostFrame`s) read from and written to the channel socket.
    struct ChannelLines {
        let fd: Int32
        private var pending: [UInt8] = []
        private var chunk = [UInt8](repeating: 0, count: 4096)

        init(fd: Int32) {
            self.fd = fd
        }

        /// What the playground sent: a line, or a binary frame.
        enum Message {
            case line(String)
            /// A `ViewHostFrame` request: its kind byte and its payload.
            case frame(kind: UInt8, payload: [UInt8])
        }

        /// The next line without its newline, nil at end of input.
        mutating func next() -> String? {
            while true {
                if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    return line
                }
                guard fill() else { return nil }
            }
        }

        /// The next message: a frame when it starts with `ViewHostFrame.marker`,
        /// else a line; nil at end of input.
        mutating func nextMessage() -> Message? {
            while pending.isEmpty { guard fill() else { return nil } }
            guard pending[0] == ViewHostFrame.marker else { return next().map(Message.line) }
            while pending.count < ViewHostFrame.headerCount { guard fill() else { return nil } }
            let end = ViewHostFrame.headerCount + pending.withUnsafeBytes { ViewHostFrame.payloadCount($0) }
            while pending.count < end { guard fill() else { return nil } }
            let message = Message.frame(kind: pending[1], payload: Array(pending[ViewHostFrame.headerCount..<end]))
            pending.removeSubrange(..<end)
            return message
        }

        /// Appends what one read gives; false at end of input.
        private mutating func fill() -> Bool {
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
                if n < 0, errno == EINTR { continue }
                if n <= 0 { return false }
                pending += chunk[..<n]
                return true
            }
        }

        /// Writes `line` and a newline; exits when the playground is gone.
        func send(_ line: String) {
            send(bytes: Array((line + "\n").utf8))
        }

        /// Writes `bytes` (a line with its newline, or a frame) in one write
        /// as a rule; exits when the playground is gone.
        func send(bytes: [UInt8]) {
            var sent = 0
            while sent < bytes.count {
                let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + sent, bytes.count - sent) }
                if n < 0, errno == EINTR { continue }
                if n <= 0 { _exit(0) }
                sent += n
            }
        }
    }
}
