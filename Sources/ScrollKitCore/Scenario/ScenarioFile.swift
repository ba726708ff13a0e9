#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a scenario file's text with the C library (ScrollKitCore stays free of
/// Foundation). Errors are `ScenarioError`s of kind `.unreadable` naming the path.
enum ScenarioFile {
    /// Files larger than this are refused (a scenario is a few kilobytes).
    static let maxBytes = 16 << 20

    static func readText(path: String) throws(ScenarioError) -> String {
        func failure(_ message: String) -> ScenarioError {
            ScenarioError(kind: .unreadable, file: path, line: nil, message: message)
        }
        func systemMessage() -> String { String(cString: strerror(errno)) }

        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw failure("cannot open the file: \(systemMessage())") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure("cannot read the file: \(systemMessage())") }
        let type = UInt32(info.st_mode) & 0o170000
        guard type != 0o040000 else { throw failure("is a directory, not a scenario file") }
        guard Int(info.st_size) <= maxBytes else {
            throw failure("is \(info.st_size) bytes; scenario files are limited to \(maxBytes) bytes")
        }

        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read the file: \(systemMessage())")
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            guard bytes.count <= maxBytes else {
                throw failure("is larger than \(maxBytes) bytes; scenario files are limited to that")
            }
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw failure("is not UTF-8 text")
        }
        return text
    }
}
