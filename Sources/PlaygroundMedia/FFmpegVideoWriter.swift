import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes frames to a video file through Debian's `ffmpeg`, as VHS does:
/// raw RGBA frames piped to its standard input
/// (`-f rawvideo -pix_fmt rgba -s WxH -r FPS -i -`), one per `addFrame`,
/// at a constant frame rate (frame i shows i / fps seconds).
///
/// Atomic like every output: ffmpeg writes the temporary file of an
/// `AtomicFileWriter` (same folder, `.NAME.tmp-PID-…`), and `finish()`
/// closes ffmpeg's input, waits for it and renames the file into place
/// only when it exited 0 without printing an error. `cancel()`, a failure, or dropping the writer
/// leaves `path` as it was and removes the temporary file.
///
/// ffmpeg runs in its own process group, so a Ctrl-C at the terminal
/// reaches only this process, which stops adding frames and finishes the
/// file (`Interruption`); were this process killed, ffmpeg reads the end
/// of its input, finishes the temporary file and exits, and the next
/// writer of `path` removes it. Its standard error is read through a pipe
/// (never a file: the disk may be full); its last lines are the error's
/// message when it fails, or when it printed any (it runs at `-loglevel
/// error` and exits 0 after some write errors).
package final class FFmpegVideoWriter {
    /// The destination.
    package let path: String
    package let format: VideoFormat
    /// Frame size, pixels (before any padding to an even size).
    package let width: Int
    package let height: Int
    package let framesPerSecond: Int
    /// Frames added so far.
    package private(set) var frameCount = 0
    /// CPU seconds ffmpeg used (user + system), known after `finish()`.
    package private(set) var encoderCPUSeconds = 0.0

    private let file: AtomicFileWriter
    private var pid: pid_t = 0
    private var input: Int32 = -1
    private var finished = false
    /// ffmpeg's standard error, read on its own thread (the last 64 KiB).
    private let errorTail = ErrorTail()

    /// Linux's `F_SETPIPE_SZ` (a GNU extension Glibc's module does not export).
    private static let setPipeSize: Int32 = 1031

    /// How many of ffmpeg's last stderr lines an error shows.
    static let errorLineCount = 8

    /// The ffmpeg to run: `$SCROLLKIT_FFMPEG` when set (nil when it names
    /// no executable), else `$PATH`'s first, else /usr/bin/ffmpeg; nil when none.
    package static func locateFFmpeg(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let chosen = environment["SCROLLKIT_FFMPEG"], !chosen.isEmpty {
            return access(chosen, X_OK) == 0 ? chosen : nil
        }
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        for directory in directories where !directory.isEmpty {
            let candidate = "\(directory)/ffmpeg"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Starts ffmpeg writing `format` to the temporary file of `path`.
    /// Throws `VideoEncoderError.ffmpegMissing` without touching the disk
    /// when there is no ffmpeg, an `AtomicFileError` when the temporary file
    /// cannot be created.
    package init(path: String, format: VideoFormat, width: Int, height: Int, framesPerSecond: Int,
         ffmpeg: String? = FFmpegVideoWriter.locateFFmpeg()) throws {
        guard let ffmpeg else { throw VideoEncoderError.ffmpegMissing(format: format) }
        precondition(width > 0 && height > 0 && framesPerSecond > 0, "a video has frames of at least 1×1 at a positive rate")
        self.path = path
        self.format = format
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        file = try AtomicFileWriter(path: path)
        var pipeEnds: [Int32] = [-1, -1]
        var errorEnds: [Int32] = [-1, -1]
        // Close-on-exec, so ffmpeg holds no write end and sees the end of its input.
        guard pipe(&pipeEnds) == 0,
              fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC) == 0, fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC) == 0,
              pipe(&errorEnds) == 0,
              fcntl(errorEnds[0], F_SETFD, FD_CLOEXEC) == 0, fcntl(errorEnds[1], F_SETFD, FD_CLOEXEC) == 0 else {
            let reason = String(cString: strerror(errno))
            for fd in pipeEnds + errorEnds where fd >= 0 { close(fd) }
            file.cancel()
            throw VideoEncoderError.cannotStart(program: ffmpeg, reason: reason)
        }
        // A larger pipe lets ffmpeg read a whole frame while the next one draws.
        _ = fcntl(pipeEnds[1], Self.setPipeSize, Int32(1 << 20))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, errorEnds[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group: the terminal's Ctrl-C is ours to handle. Default signals:
        // this process ignores SIGPIPE and the interrupt signals, and ffmpeg must not inherit that.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for sig in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, sig) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
        let argv = [ffmpeg] + format.ffmpegArguments(
            width: width, height: height, framesPerSecond: framesPerSecond, output: file.temporaryPath)
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let rc = posix_spawn(&pid, ffmpeg, &actions, &attributes, &cArguments, environ)
        close(pipeEnds[0])
        close(errorEnds[1])
        guard rc == 0 else {
            close(pipeEnds[1])
            close(errorEnds[0])
            file.cancel()
            throw VideoEncoderError.cannotStart(program: ffmpeg, reason: String(cString: strerror(rc)))
        }
        input = pipeEnds[1]
        errorTail.start(reading: errorEnds[0])
    }

    deinit {
        if !finished { cancel() }
    }

    /// Sends one frame (exactly `width`×`height`). Throws when ffmpeg has
    /// stopped reading (it failed: the error carries its last lines).
    package func addFrame(_ image: RGBAImage) throws {
        precondition(image.width == width && image.height == height, "every frame has the video's size")
        precondition(!finished, "addFrame after finish or cancel")
        let ok = image.pixels.withUnsafeBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                let n = Glibc.write(input, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                done += n
            }
            return true
        }
        guard ok else {
            // EPIPE: ffmpeg has exited; its status and message say why.
            let status = waitForExit()
            let failure = VideoEncoderError.ffmpegFailed(path: path, status: status == 0 ? -1 : status, lastLines: lastErrorLines())
            cleanUp()
            throw failure
        }
        frameCount += 1
    }

    /// Closes ffmpeg's input, waits for it to write the file and renames
    /// the file into place. Throws `VideoEncoderError.ffmpegFailed` (the
    /// file is then removed) or an `AtomicFileError` from the rename.
    package func finish() throws {
        precondition(!finished, "finish after finish or cancel")
        close(input)
        input = -1
        let status = waitForExit()
        // ffmpeg runs at `-loglevel error`: any line is an error, even with
        // status 0 (it exits 0 after "Error writing trailer: No space left
        // on device", leaving a truncated file).
        let lines = lastErrorLines()
        guard status == 0, lines.isEmpty else {
            let failure = VideoEncoderError.ffmpegFailed(path: path, status: status, lastLines: lines)
            cleanUp()
            throw failure
        }
        finished = true
        try file.commit()  // fsync (ffmpeg wrote the same inode), rename, sync the folder
    }

    /// Stops ffmpeg and removes the temporary file; `path` is untouched.
    package func cancel() {
        guard !finished else { return }
        if pid > 0 { kill(pid, SIGKILL) }
        if input >= 0 { close(input); input = -1 }
        _ = waitForExit()
        cleanUp()
    }

    private func cleanUp() {
        finished = true
        if input >= 0 { close(input); input = -1 }
        file.cancel()
    }

    /// Reaps ffmpeg; its exit status (128 + signal when killed), 0 once reaped before.
    private func waitForExit() -> Int32 {
        guard pid > 0 else { return 0 }
        var raw: Int32 = 0
        var usage = rusage()
        while wait4(pid, &raw, 0, &usage) < 0 {
            if errno != EINTR { pid = 0; return 127 }
        }
        pid = 0
        encoderCPUSeconds = Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime)
        return (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
    }

    /// The last `errorLineCount` non-empty lines ffmpeg wrote on stderr
    /// (after it exited: the reader has seen the end of the pipe).
    private func lastErrorLines() -> [String] {
        let text = errorTail.text()
        let lines = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
        return Array(lines.suffix(Self.errorLineCount))
    }
}

/// Reads a child's standard error on its own thread until the end of the
/// pipe, keeping the last 64 KiB (no file: the output's disk may be full).
private final class ErrorTail: @unchecked Sendable {
    private let condition = NSCondition()
    private var bytes: [UInt8] = []
    private var ended = true

    func start(reading descriptor: Int32) {
        condition.lock()
        ended = false
        condition.unlock()
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                condition.lock()
                bytes += buffer[0..<n]
                if bytes.count > 65_536 { bytes.removeFirst(bytes.count - 65_536) }
                condition.unlock()
            }
            close(descriptor)
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }
        thread.name = "ffmpeg-stderr"
        thread.start()
    }

    /// Everything kept, once the pipe has ended (the child exited).
    func text() -> String {
        condition.lock()
        defer { condition.unlock() }
        while !ended { condition.wait() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
