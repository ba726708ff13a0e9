#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a text file atomically: a temporary file in the same directory,
/// fsync, then rename(2) over the requested name, so a failed or interrupted
/// run never leaves a half file there (docs/formats.md). The temporary file is
/// removed on failure.
///
/// TODO(merge): the media branch adds `AtomicFile.write(_:to:)` for the PNG
/// and GIF writers; switch to it after the merge and delete this type.
enum AtomicTextFile {
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write \(path): \(reason)" }
    }

    static func write(_ text: String, to path: String) throws(WriteError) {
        func failure() -> WriteError { WriteError(path: path, reason: String(cString: strerror(errno))) }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !base.isEmpty else { throw WriteError(path: path, reason: "the path names a directory") }
        let dirPrefix = directory.isEmpty ? "/" : directory + "/"

        var temp = ""
        var fd: Int32 = -1
        for attempt in 0..<100 {
            temp = "\(dirPrefix).\(base).\(getpid()).\(attempt).tmp"
            fd = open(temp, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw failure() }
        var ok = false
        defer {
            if !ok { unlink(temp) }
        }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in systemWrite(fd, raw.baseAddress! + offset, raw.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let error = failure()
                close(fd)
                throw error
            }
            offset += n
        }
        guard fsync(fd) == 0 else {
            let error = failure()
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw failure() }
        guard rename(temp, path) == 0 else { throw failure() }
        ok = true
    }
}

/// write(2), named apart from the sinks' own `write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
