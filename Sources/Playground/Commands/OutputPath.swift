import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlaygroundMedia

/// Checks an output path before any work starts, so that a bad path is
/// reported at once (exit 2, naming the option and the path) and never
/// after minutes of recording, and never at the cost of another output.
///
/// A path passes when its directory exists, is a directory and is writable
/// (and searchable), and the path itself is absent or a regular file.
/// Symbolic links, directories, devices, FIFOs and sockets are refused:
/// `AtomicFileWriter` only ever replaces regular files. `-` means standard
/// output and passes only where the format can be streamed
/// (`allowsStandardOutput`).
enum OutputPath {
    /// Throws a `ValidationError` naming `option` and `path` when `path`
    /// cannot be written as described above.
    static func check(_ path: String, option: String, allowsStandardOutput: Bool = false) throws {
        if path == AtomicFileWriter.standardOutputPath {
            guard allowsStandardOutput else {
                throw ValidationError("\(option): '-' (standard output) is not possible for this output; name a file")
            }
            return
        }
        guard !path.isEmpty else { throw ValidationError("\(option): the path is empty; name a file") }
        guard AtomicFileWriter.temporaryPrefix(for: path) != nil else {
            throw ValidationError("\(option): cannot write \(path): it names a directory; name a file")
        }
        if let kind = AtomicFileWriter.nonRegularKind(of: path) {
            throw ValidationError("\(option): cannot write \(path): it is \(kind), and only regular files are replaced; name a new or regular file")
        }
        var info = stat()
        if lstat(path, &info) != 0, errno != ENOENT {
            let reason = String(cString: strerror(errno))
            throw ValidationError("\(option): cannot write \(path): \(reason)")
        }
        let directory = Self.directory(of: path)
        guard stat(directory, &info) == 0 else {
            throw ValidationError("\(option): cannot write \(path): the directory '\(directory)' does not exist")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw ValidationError("\(option): cannot write \(path): '\(directory)' is not a directory")
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            throw ValidationError("\(option): cannot write \(path): the directory '\(directory)' is not writable")
        }
    }

    /// Throws a `ValidationError` when `directory` (where files will be
    /// created later, e.g. `--screenshot-dir`) is missing or not writable.
    static func checkDirectory(_ directory: String, option: String) throws {
        var info = stat()
        guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw ValidationError("\(option): the directory '\(directory)' does not exist")
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            throw ValidationError("\(option): the directory '\(directory)' is not writable")
        }
    }

    /// The directory part of `path` (`.` for a bare name, `/` for the root).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let part = String(path[..<slash])
        return part.isEmpty ? "/" : part
    }
}
