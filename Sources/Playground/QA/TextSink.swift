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
}

extension TextSink {
    mutating func writeLine(_ text: String) {
        write(text)
        write("\n")
    }
}

/// A buffered sink on a file descriptor. Write errors (a closed pipe) end the
/// output silently: the command's exit status still tells what happened.
struct FileDescriptorSink: TextSink {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var broken = false
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
                broken = true
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
