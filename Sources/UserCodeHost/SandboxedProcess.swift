import Foundation

/// Starts the processes that compile and run a user's behavior file, with
/// the protections the system offers (docs/behavior-files.md, "Sandbox").
///
/// **The host** runs under Debian's bubblewrap when it works here
/// (`bwrap --unshare-all --unshare-user --uid 65534 --cap-drop ALL
/// --die-with-parent --new-session --ro-bind / / --tmpfs HOME --tmpfs /tmp
/// --clearenv …`): an empty environment, no network (a new network
/// namespace with only its own loopback), every file read-only, the home
/// folder hidden (the playground's own files bound back read-only), a
/// private `/tmp` as the only writable place, no capabilities, no new
/// privileges, a PID namespace that dies with its first process, which
/// dies with the playground. Where bubblewrap is missing or fails (a
/// container without user namespaces) the host starts directly with an
/// empty environment in a session of its own (its whole process group is
/// killed). Either way the host itself then sets its rlimits, no new
/// privileges, `PR_SET_PDEATHSIG` and a seccomp filter before it loads the
/// user's library (`BehaviorHostCommand`). `SandboxedProcess.mode` says
/// which; `protections` says it in words.
///
/// **The compiler** runs in a process group of its own with a wall-time
/// limit and a data-segment limit (`BehaviorLimits`); the group is killed
/// and its build folder removed when the time is up or the playground
/// exits or is interrupted (`CompilerRegistry`).
package enum SandboxedProcess {
    /// How a host is started on this machine.
    package enum Mode: Sendable, Equatable {
        /// Under bubblewrap at this path.
        case bubblewrap(String)
        /// Directly; `reason` says why bubblewrap is not used.
        case direct(reason: String)
    }

    /// The mode, found once: `SCROLLKIT_BEHAVIOR_SANDBOX=direct` forces
    /// `.direct`; otherwise bubblewrap is used when `bwrap` is found and
    /// starts `/bin/true` with the host's flags.
    package static let mode: Mode = detectMode(environment: ProcessInfo.processInfo.environment)

    static func detectMode(environment: [String: String]) -> Mode {
        if environment["SCROLLKIT_BEHAVIOR_SANDBOX"] == "direct" {
            return .direct(reason: "SCROLLKIT_BEHAVIOR_SANDBOX=direct")
        }
        let candidates = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/bwrap" } + ["/usr/bin/bwrap"]
        guard let bwrap = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return .direct(reason: "bubblewrap (bwrap) is not installed")
        }
        let truth = ["/bin/true", "/usr/bin/true"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/bin/true"
        let resolved = (truth as NSString).resolvingSymlinksInPath
        let argv = [bwrap] + bubblewrapArguments(keeping: [resolved]) + [resolved]
        let (status, output) = runQuietly(argv)
        guard status == 0 else {
            let said = output.split(separator: "\n").first.map(String.init) ?? "status \(status)"
            return .direct(reason: "bubblewrap does not work here (\(said))")
        }
        return .bubblewrap(bwrap)
    }

    /// bubblewrap's flags for a host that must still read `paths` (its
    /// executable, libraries and compiled behavior): a root of its own with
    /// only the system's libraries, `paths` and a private `/tmp`
    /// (`visibleFileSystem(keeping:)`), nothing else of the machine's files.
    static func bubblewrapArguments(keeping paths: [String]) -> [String] {
        [
            "--unshare-all", "--unshare-user", "--uid", "65534", "--gid", "65534", "--cap-drop", "ALL",
            "--die-with-parent", "--new-session",
        ] + visibleFileSystem(keeping: paths) + [
            "--chdir", "/tmp",
            "--clearenv", "--setenv", "SWIFT_BACKTRACE", "enable=no", "--setenv", "TMPDIR", "/tmp",
            "--",
        ]
    }

    /// The protections in force for a host, in words (the `run --help` text
    /// and the warning printed once when bubblewrap is not used).
    static func protections(mode: Mode = mode, limits: BehaviorLimits = .current) -> String {
        let rlimits = "memory \(limits.memoryMB) MB, CPU \(limits.cpuSeconds) s + \(limits.cpuPerWallSecond) s a wall second, \(limits.processes) processes, files \(limits.fileMB) MB"
        let own = "no new privileges, dies with the playground (PR_SET_PDEATHSIG), \(SeccompFilter.isAvailable ? "seccomp: no fork, exec or new sockets" : "no seccomp on this architecture")"
        switch mode {
        case .bubblewrap:
            return "bubblewrap: empty environment, no network, only the system's libraries, the toolchain's runtime and its own library visible (read-only; no /etc, no home, no project), a private /tmp as the only writable place, no capabilities, own PID namespace killed as a whole; \(own); rlimits: \(rlimits)"
        case let .direct(reason):
            return "without bubblewrap (\(reason)): empty environment, own session killed as a whole; \(own); rlimits: \(rlimits)\(getuid() == 0 ? " (the process limit does not bind root)" : ""); NOT in force: file-system isolation"
        }
    }

    /// The paragraph `--help` adds about behavior files: the protections
    /// in force on this machine. Found only when help is asked for (finding
    /// them starts bubblewrap once), empty otherwise.
    package static var helpText: String {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.contains(where: { ["--help", "-h", "help"].contains($0) }) else { return "" }
        let limits = BehaviorLimits.current
        return """


            A --behavior-file runs sandboxed (docs/behavior-files.md, "Sandbox"); on this machine: \
            \(protections()). Limits: SCROLLKIT_BEHAVIOR_MEMORY (MB), SCROLLKIT_BEHAVIOR_CPU (s), \
            SCROLLKIT_BEHAVIOR_PROCESSES; its compile: \(limits.compileSeconds) s \
            (SCROLLKIT_COMPILE_TIMEOUT) and \(limits.compileMemoryMB) MB of data per process \
            (SCROLLKIT_COMPILE_MEMORY).
            """
    }

    private static let warnOnce: Void = {
        if case .direct = mode {
            FileHandle.standardError.write(Data("playground: warning: behavior files run with weaker protections: \(protections())\n".utf8))
        }
    }()

    /// A started host: its pid (also its process group) and the parent's
    /// ends of its channel (fd 3), stdout and stderr.
    struct Host {
        var pid: pid_t
        var channel: Int32
        var stdout: Int32
        var stderr: Int32
    }

    /// Starts `executable behavior-host library …limits` as `mode` says,
    /// with the channel on its fd 3, stdin `/dev/null`, and stdout and
    /// stderr on pipes.
    static func startHost(executable: String, library: String, keeping paths: [String], limits: BehaviorLimits = .current) throws(BehaviorHostConnection.Failure) -> Host {
        _ = warnOnce
        var channel: [Int32] = [-1, -1]
        var out: [Int32] = [-1, -1]
        var err: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &channel) == 0 else {
            throw .exited(description: "cannot create a socket pair (\(String(cString: strerror(errno))))", stderr: "")
        }
        guard closeOnExecPipe(&out), closeOnExecPipe(&err) else {
            for fd in channel + out + err where fd >= 0 { close(fd) }
            throw .exited(description: "cannot create pipes (\(String(cString: strerror(errno))))", stderr: "")
        }
        let hostArgv = [executable, "behavior-host", library] + limits.hostArguments
        var argv = hostArgv + ["--parent", "\(getpid())"]
        var environment = ["SWIFT_BACKTRACE=enable=no"]
        if case let .bubblewrap(bwrap) = mode {
            // A path that is a symlink is read through it: its target too.
            let targets = paths.map { ($0 as NSString).resolvingSymlinksInPath }
            argv = [bwrap] + bubblewrapArguments(keeping: paths + targets) + hostArgv
            environment = []
        }
        let pid: pid_t
        do throws(SpawnError) {
            // From a thread that outlives the host (see SpawnerThread).
            let spawned = SpawnerThread.run { () -> Result<pid_t, SpawnError> in
                do throws(SpawnError) {
                    return .success(try spawn(argv, environment: environment, newSession: true, fileActions: { actions in
                        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
                        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
                        posix_spawn_file_actions_adddup2(&actions, channel[1], 3)
                    }))
                } catch {
                    return .failure(error)
                }
            }
            pid = try spawned.get()
        } catch {
            for fd in channel + out + err { close(fd) }
            throw .exited(description: "cannot start \(argv[0]) (\(error.message))", stderr: "")
        }
        close(channel[1]); close(out[1]); close(err[1])
        return Host(pid: pid, channel: channel[0], stdout: out[0], stderr: err[0])
    }

    /// Why `spawn` failed.
    struct SpawnError: Error {
        var message: String
    }

    /// posix_spawn (Foundation's `Process` can stall when several run at
    /// once on Linux) with `environment` as the whole environment; in a new
    /// session (so the group can be killed as a whole) or a new process group.
    static func spawn(_ argv: [String], environment: [String], newSession: Bool,
                      fileActions: (inout posix_spawn_file_actions_t) -> Void) throws(SpawnError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        fileActions(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (0x80, glibc) or POSIX_SPAWN_SETPGROUP with group 0;
        // no signal blocked and every signal's default action (a thread of
        // the caller may block SIGXCPU, or the playground ignore SIGPIPE,
        // and both would be inherited).
        let group = newSession ? 0x80 : Int32(POSIX_SPAWN_SETPGROUP)
        posix_spawnattr_setflags(&attributes, Int16(group | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)))
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var cEnv: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            cArgs.forEach { free($0) }
            cEnv.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, &attributes, &cArgs, &cEnv)
        guard rc == 0 else { throw SpawnError(message: String(cString: strerror(rc))) }
        return pid
    }

    /// The result of a compiler run.
    struct CompilerResult {
        /// The exit status, 128 + signal when killed.
        var status: Int32
        /// Its merged stdout and stderr.
        var output: String
        /// True when it was killed for running past `limits.compileSeconds`.
        var timedOut = false
    }

    /// Runs `executable` (the compiler) in `directory`, in a process group
    /// of its own (its jobs are killed with it: `CompilerRegistry.killTree`) with `limits.compileMemoryMB` of data segment per
    /// process (set with prlimit right after the start, before the driver
    /// starts its jobs) and `limits.compileSeconds` of wall time; its
    /// merged stdout and stderr go through `directory/swiftc.log`. While it
    /// runs, `CompilerRegistry` knows its group and `directory`.
    static func runCompiler(_ executable: String, _ arguments: [String], in directory: String,
                            limits: BehaviorLimits = .current) -> CompilerResult {
        let log = "\(directory)/swiftc.log"
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        CompilerRegistry.shared.installCleanup()
        let pid: pid_t
        do throws(SpawnError) {
            pid = try spawn(compilerArgv(executable, arguments, limits: limits), environment: environment, newSession: false, fileActions: { actions in
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
                posix_spawn_file_actions_adddup2(&actions, 1, 2)
            })
        } catch {
            return CompilerResult(status: 127, output: "cannot run \(executable): \(error.message)")
        }
        CompilerRegistry.shared.add(pid: pid, directory: directory)
        defer { CompilerRegistry.shared.remove(pid: pid) }
        var memory = rlimit(rlim_cur: rlim_t(limits.compileMemoryMB) << 20, rlim_max: rlim_t(limits.compileMemoryMB) << 20)
        _ = setLimit(of: pid, Int(RLIMIT_DATA.rawValue), &memory)
        var core = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setLimit(of: pid, Int(RLIMIT_CORE.rawValue), &core)
        let deadline = monotonicNow() + Double(limits.compileSeconds)
        var raw: Int32 = 0
        var timedOut = false
        while true {
            let r = waitpid(pid, &raw, WNOHANG)
            if r == pid { break }
            if r < 0, errno != EINTR { break }
            if !timedOut, monotonicNow() > deadline {
                timedOut = true
                CompilerRegistry.killTree(pid)
            }
            usleep(timedOut ? 1000 : 10_000)
        }
        // The playground is exiting and killed it: let the exit finish.
        while CompilerRegistry.shared.isShuttingDown { pause() }
        let output = FileManager.default.contents(atPath: log).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let status: Int32 = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        return CompilerResult(status: status, output: output, timedOut: timedOut)
    }

    /// The compiler's command line: under bubblewrap (when the host uses
    /// it) in a PID namespace of its own that dies with the thread that
    /// started it (`--die-with-parent`): a `kill -9` of the playground ends
    /// the driver and every `swift-frontend` it started, which a process
    /// group alone does not (nobody is left to kill it). Its data limit is
    /// then set by util-linux's `prlimit` before the driver starts (the
    /// limit `runCompiler` sets afterwards would reach bubblewrap only).
    /// The file system, network and environment are the playground's.
    static func compilerArgv(_ executable: String, _ arguments: [String], limits: BehaviorLimits, mode: Mode = mode) -> [String] {
        guard case let .bubblewrap(bwrap) = mode,
              let prlimit = ["/usr/bin/prlimit", "/bin/prlimit"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return [executable] + arguments
        }
        return [
            bwrap, "--unshare-user", "--unshare-pid", "--die-with-parent", "--dev-bind", "/", "/", "--proc", "/proc", "--",
            prlimit, "--data=\(limits.compileMemoryMB << 20)", "--core=0", "--", executable,
        ] + arguments
    }

    /// `prlimit(pid, resource, value, NULL)`: sets the limit to `value`.
    static func setLimit(of pid: pid_t, _ resource: Int, _ value: inout rlimit) -> Int {
        withUnsafeMutablePointer(to: &value) { prlimit(pid, resource, new: UnsafeMutableRawPointer($0), old: nil) }
    }

    /// `prlimit(pid, resource, NULL, value)`: reads the limit into `value`.
    static func getLimit(of pid: pid_t, _ resource: Int, _ value: inout rlimit) -> Int {
        withUnsafeMutablePointer(to: &value) { prlimit(pid, resource, new: nil, old: UnsafeMutableRawPointer($0)) }
    }

    /// The prlimit64 system call (the C library's wrapper is not visible to Swift).
    private static func prlimit(_ pid: pid_t, _ resource: Int, new: UnsafeMutableRawPointer?, old: UnsafeMutableRawPointer?) -> Int {
        #if arch(x86_64)
        let number = 302
        #else
        let number = 261  // arm64
        #endif
        return SeccompFilter.systemCall(number, Int(pid), resource, Int(bitPattern: new), Int(bitPattern: old))
    }

    /// Runs `argv` with no environment and returns its status and merged output (short commands).
    static func runQuietly(_ argv: [String]) -> (Int32, String) {
        var fds: [Int32] = [-1, -1]
        guard closeOnExecPipe(&fds) else { return (127, "cannot create a pipe") }
        let pid: pid_t
        do throws(SpawnError) {
            pid = try spawn(argv, environment: [], newSession: true, fileActions: { actions in
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
                posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
            })
        } catch {
            close(fds[0]); close(fds[1])
            return (127, error.message)
        }
        close(fds[1])
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fds[0], $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            if output.count < 65536 { output += chunk[..<n] }
        }
        close(fds[0])
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        let status: Int32 = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        return (status, String(decoding: output, as: UTF8.self))
    }

    /// `pipe` with both ends close-on-exec (Glibc's `pipe2` is not visible to Swift).
    static func closeOnExecPipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    static func monotonicNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
