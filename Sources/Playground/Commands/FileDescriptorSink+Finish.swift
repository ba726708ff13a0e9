#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlaygroundMedia
import PlaygroundStage

extension FileDescriptorSink {
    /// Flushes, then reports a failed write: a full disk, `/dev/full` or an
    /// I/O error is an environment error naming `output` (exit 3); a closed
    /// pipe (`playground trace … | head`) ends the command quietly, with
    /// `quietStatus` and no message. Needs SIGPIPE ignored, which
    /// `PlaygroundCommand` does at start.
    mutating func finish(output: String, quietStatus: Int32 = 0) throws(PlaygroundExit) {
        flush()
        guard let failure else { return }
        if failure == EPIPE { throw PlaygroundExit(status: quietStatus, message: "") }
        throw .environment("cannot write \(output): \(String(cString: strerror(failure)))")
    }
}
