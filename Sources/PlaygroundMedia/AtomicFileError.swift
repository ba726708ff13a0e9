#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file could not be written; `description` names the file, what was being
/// done and the system's reason, e.g.
/// `cannot write out/demo.gif: creating a temporary file failed: No such file or directory`.
package struct AtomicFileError: Error, Equatable, CustomStringConvertible {
    /// The path the caller asked for.
    package let path: String
    /// What was being done ("creating a temporary file", "writing", "renaming into place"…).
    let operation: String
    /// The `errno` value, or 0 when the failure was not a system call's.
    package let code: Int32

    /// True when the storage itself failed (no space, over quota, an I/O
    /// error, a read-only file system): the environment's fault (exit 3),
    /// not the user's input.
    package var isStorageFailure: Bool {
        [ENOSPC, EDQUOT, EIO, EROFS].contains(code)
    }

    package var description: String {
        let reason = code == 0 ? "" : ": " + String(cString: strerror(code))
        return "cannot write \(path): \(operation) failed\(reason)"
    }
}
