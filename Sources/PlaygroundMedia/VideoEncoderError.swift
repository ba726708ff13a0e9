/// Why a video could not be written through ffmpeg.
package enum VideoEncoderError: Error, Equatable, CustomStringConvertible {
    /// No `ffmpeg` on `PATH` (nor in /usr/bin); the environment's fault.
    case ffmpegMissing(format: VideoFormat)
    /// ffmpeg could not be started.
    case cannotStart(program: String, reason: String)
    /// ffmpeg exited with `status` (128 + signal when killed), or with 0
    /// but wrote errors (`lastLines`: its last lines on standard error).
    case ffmpegFailed(path: String, status: Int32, lastLines: [String])

    package var description: String {
        switch self {
        case let .ffmpegMissing(format):
            return "writing \(format.description) needs ffmpeg, which is not installed: install Debian's ffmpeg package (sudo apt-get install ffmpeg), or record a .gif"
        case let .cannotStart(program, reason):
            return "cannot start \(program): \(reason)"
        case let .ffmpegFailed(path, status, lastLines):
            let tail = lastLines.isEmpty ? " (it printed nothing)" : ":\n" + lastLines.map { "  ffmpeg: " + $0 }.joined(separator: "\n")
            let how = status == 0 ? "reported errors" : "failed (exit status \(status))"
            return "ffmpeg \(how) writing \(path)\(tail)"
        }
    }
}
