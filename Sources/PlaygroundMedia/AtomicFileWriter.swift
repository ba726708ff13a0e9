#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that `path` only ever holds a complete file: bytes go
/// to a uniquely named temporary file in the same directory (same file
/// system, so the final rename is atomic), and `commit()` flushes it to
/// disk (`fsync`), renames it over `path` and syncs the directory.
/// `cancel()` — or dropping the writer without committing, or any failed
/// write — removes the temporary file, leaving `path` as it was.
///
/// Streaming: `write` appends as the data is produced (a GIF frame by
/// frame); `overwrite` patches earlier bytes in place (`ByteSink`).
///
/// Only regular files are replaced: an existing `path` that is a symbolic
/// link, a directory, a device, a FIFO or a socket is refused (when the
/// writer opens and again just before the rename), so `--out /dev/stdout`
/// never swaps a device node for a file. The path `-` means standard
/// output: bytes are written straight to descriptor 1 (checked), there is
/// no temporary file, and `overwrite` fails (a GIF needs a seekable file).
///
/// A run killed with SIGKILL can only leave its temporary file behind; the
/// next writer of the same `path` removes the temporaries of processes
/// that no longer exist (`.NAME.tmp-PID-*` with a dead PID).
package final class AtomicFileWriter: ByteSink {
    /// The destination.
    package let path: String
    /// The temporary file being written (`.NAME.tmp-PID-RANDOM` beside `path`).
    let temporaryPath: String
    /// Bytes appended so far.
    package private(set) var count = 0

    private enum State { case open, committed, cancelled }
    private var state = State.open
    private var descriptor: Int32

    /// The path that names standard output.
    package static let standardOutputPath = "-"

    /// True when writing to standard output (`path` is `-`).
    var isStandardOutput: Bool { path == Self.standardOutputPath }

    /// Creates the temporary file (mode 0666 less the umask, like any new file).
    package init(path: String) throws {
        self.path = path
        guard !path.isEmpty else { throw AtomicFileError(path: path, operation: "opening an empty path", code: ENOENT) }
        if path == Self.standardOutputPath {
            descriptor = 1
            temporaryPath = ""
            return
        }
        guard let prefix = Self.temporaryPrefix(for: path) else {
            throw AtomicFileError(path: path, operation: "writing a directory path", code: EISDIR)
        }
        if let kind = Self.nonRegularKind(of: path) {
            throw AtomicFileError(path: path, operation: "replacing \(kind) (only regular files are replaced)", code: 0)
        }
        Self.removeStaleTemporaries(for: path)
        var attempt = 0
        while true {
            let candidate = prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 {
                descriptor = fd
                temporaryPath = candidate
                break
            }
            let error = errno
            attempt += 1
            if error == EINTR || (error == EEXIST && attempt < 100) { continue }
            throw AtomicFileError(path: path, operation: "creating a temporary file", code: error)
        }
        AtomicFileRegistry.shared.add(temporaryPath)
    }

    /// `DIR/.NAME.tmp-PID-` for `DIR/NAME` (`.NAME.tmp-PID-` for a bare
    /// name, i.e. in the working directory); nil when `path` names no file.
    package static func temporaryPrefix(for path: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        let directoryPart = slash.map { String(path[...$0]) } ?? ""  // keeps the slash ("/" for the root)
        return directoryPart + "." + name + ".tmp-\(getpid())-"
    }

    /// What `path` is when it exists and is not a regular file ("a symbolic
    /// link", "a directory", "a character device"…); nil for a regular file
    /// or nothing at all. Symbolic links are not followed.
    package static func nonRegularKind(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return "a symbolic link"
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }

    /// Removes the temporaries of `path` (`DIR/.NAME.tmp-PID-*`) left by
    /// processes that no longer exist (killed with SIGKILL, or a crash).
    /// Temporaries of live processes, this one included, are left alone.
    static func removeStaleTemporaries(for path: String) {
        let slash = path.lastIndex(of: "/")
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { return }
        let directory = slash.map { String(path[...$0]) } ?? ""
        let namePrefix = "." + name + ".tmp-"
        guard let dir = opendir(directory.isEmpty ? "." : directory) else { return }
        defer { closedir(dir) }
        var doomed: [String] = []
        while let entry = readdir(dir) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard entryName.hasPrefix(namePrefix) else { continue }
            let rest = entryName.dropFirst(namePrefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0,
                  pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { doomed.append(directory + entryName) }
        }
        for stale in doomed { unlink(stale) }
    }

    deinit {
        if state == .open { cancel() }
    }

    /// Appends `bytes`. On failure the temporary file is removed and the
    /// writer is cancelled.
    package func write(_ bytes: [UInt8]) throws {
        try ensureOpen()
        try bytes.withUnsafeBytes { try writeAll($0, at: nil) }
        count += bytes.count
    }

    /// Rewrites `bytes.count` bytes at `offset` (within what was written).
    package func overwrite(_ bytes: [UInt8], at offset: Int) throws {
        try ensureOpen()
        if isStandardOutput {
            cancel()
            throw AtomicFileError(path: "standard output", operation: "rewriting earlier bytes (this format needs a seekable file)", code: ESPIPE)
        }
        guard offset >= 0, offset + bytes.count <= count else {
            cancel()
            throw AtomicFileError(path: path, operation: "overwriting past the end", code: EINVAL)
        }
        try bytes.withUnsafeBytes { try writeAll($0, at: offset) }
    }

    /// Rewrites the temporary file as `bytes` (from offset 0, then cut to
    /// their length); later writes append after them.
    package func replaceAll(with bytes: [UInt8]) throws {
        try ensureOpen()
        if isStandardOutput {
            cancel()
            throw AtomicFileError(path: "standard output", operation: "rewriting earlier bytes (this format needs a seekable file)", code: ESPIPE)
        }
        try bytes.withUnsafeBytes { try writeAll($0, at: 0) }
        if ftruncate(descriptor, off_t(bytes.count)) != 0 { try fail("truncating") }
        if lseek(descriptor, off_t(bytes.count), SEEK_SET) < 0 { try fail("seeking") }
        count = bytes.count
    }

    /// Flushes, closes and renames the temporary file onto `path`.
    package func commit() throws {
        try ensureOpen()
        if isStandardOutput {
            state = .committed
            return
        }
        if fsync(descriptor) != 0 { try fail("flushing to disk") }
        let fd = descriptor
        descriptor = -1
        if close(fd) != 0 { try fail("closing") }
        if let kind = Self.nonRegularKind(of: path) {
            try fail("replacing \(kind) (only regular files are replaced)", code: 0)
        }
        if rename(temporaryPath, path) != 0 { try fail("renaming into place") }
        state = .committed
        AtomicFileRegistry.shared.remove(temporaryPath)
        // Make the rename itself durable; a failure here loses nothing visible.
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "."
        let dfd = open(directory, O_RDONLY | O_CLOEXEC)
        if dfd >= 0 {
            _ = fsync(dfd)
            close(dfd)
        }
    }

    /// Abandons the file: closes and removes the temporary file. Idempotent;
    /// does nothing after `commit()`.
    package func cancel() {
        guard state == .open else { return }
        state = .cancelled
        if isStandardOutput { return }
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        unlink(temporaryPath)
        AtomicFileRegistry.shared.remove(temporaryPath)
    }

    var isOpen: Bool { state == .open }

    // MARK: - Private

    private func ensureOpen() throws {
        switch state {
        case .open: return
        case .committed: throw AtomicFileError(path: path, operation: "writing after commit", code: 0)
        case .cancelled: throw AtomicFileError(path: path, operation: "writing after cancel", code: 0)
        }
    }

    /// Writes every byte, retrying partial writes and interrupted calls.
    private func writeAll(_ buffer: UnsafeRawBufferPointer, at offset: Int?) throws {
        var done = 0
        while done < buffer.count {
            let n: Int
            if let offset {
                n = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
            } else {
                n = Glibc.write(descriptor, buffer.baseAddress! + done, buffer.count - done)
            }
            if n < 0 {
                if errno == EINTR { continue }
                try fail("writing")
            }
            if n == 0 { try fail("writing (no progress)", code: EIO) }
            done += n
        }
    }

    /// Cancels (removing the temporary file) and throws, keeping the first errno.
    private func fail(_ operation: String, code: Int32? = nil) throws -> Never {
        let error = AtomicFileError(
            path: isStandardOutput ? "standard output" : path, operation: operation, code: code ?? errno)
        state = .open
        cancel()
        throw error
    }
}
