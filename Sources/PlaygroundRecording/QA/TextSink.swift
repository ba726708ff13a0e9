#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a headless command writes text: a file descriptor (stdout, stderr)
/// through a 64 KiB buffer, or memory (tests). A trace of a 10 s scenario is
/// 1200 lines: buffering makes it one write(2) every few hundred lines.
protocol TextSink {
    mutating func write(_ text: String)
    mutating func flush()
    /// True once a write has failed: later text is dropped, so a long run may stop early.
    var hasFailed: Bool { get }
}

extension TextSink {
    var hasFailed: Bool { false }
}

extension TextSink {
    mutating func writeLine(_ text: String) {
        write(text)
        write("\n")
    }
}

/// A buffered sink on a file descriptor. The first failed write (a full
/// disk, a closed pipe) is kept in `failure` and later text is dropped;
/// `finish(output:)` turns it into the command's error.
struct FileDescriptorSink: TextSink {
    let fd: Int32
    private var buffer: [UInt8] = []
    /// The errno of the first failed write, or nil.
    private(set) var failure: Int32?
    private var broken: Bool { failure != nil }
    var hasFailed: Bool { failure != nil }
    static let capacity = 1 << 16

    init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(Self.capacity)
    }

    static var standardOutput: FileDescriptorSink { FileDescriptorSink(fd: 1) }
    static var standardError: FileDescriptorSink { FileDescriptorSink(fd: 2) }

    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.capacity { flush() }
    }

    mutating func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard !broken else { return }
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { raw in
                systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            if n == 0 {
                failure = EIO
                return
            }
            offset += n
        }
    }
}

/// A sink that keeps the text (tests read `text`).
struct StringSink: TextSink {
    var text = ""
    mutating func write(_ text: String) { self.text += text }
    mutating func flush() {}
}

/// write(2), named apart from the sinks' own `write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
