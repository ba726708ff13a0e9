#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a headless command writes text: a file descriptor (stdout, stderr)
/// through a 64 KiB buffer, or memory (tests). A trace of a 10 s scenario is
/// 1200 lines: buffering makes it one write(2) every few hundred lines.
package protocol TextSink {
    mutating func write(_ text: String)
    mutating func flush()
    /// True once a write has failed: later text is dropped, so a long run may stop early.
    var hasFailed: Bool { get }
}

extension TextSink {
    package var hasFailed: Bool { false }
}

extension TextSink {
    package mutating func writeLine(_ text: String) {
        write(text)
        write("\n")
    }
}

/// A buffered sink on a file descriptor. The first failed write (a full
/// disk, a closed pipe) is kept in `failure` and later text is dropped;
/// `finish(output:)` turns it into the command's error.
package struct FileDescriptorSink: TextSink {
    package let fd: Int32
    private var buffer: [UInt8] = []
    /// The errno of the first failed write, or nil.
    package private(set) var failure: Int32?
    private var broken: Bool { failure != nil }
    package var hasFailed: Bool { failure != nil }
    package static let capacity = 1 << 16

    init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(Self.capacity)
    }

    package static var standardOutput: FileDescriptorSink { FileDescriptorSink(fd: 1) }
    package static var standardError: FileDescriptorSink { FileDescriptorSink(fd: 2) }

    package mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.capacity { flush() }
    }

    package mutating func flush() {
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
package struct StringSink: TextSink {
    package var text = ""
    package mutating func write(_ text: String) { self.text += text }
    package mutating func flush() {}
}

/// write(2), named apart from the sinks' own `write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
