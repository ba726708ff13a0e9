/// A `ByteSink` that keeps everything in an array.
package final class MemoryByteSink: ByteSink {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package func write(_ more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    package func replaceAll(with replacement: [UInt8]) {
        bytes = replacement
    }

    package func overwrite(_ replacement: [UInt8], at offset: Int) {
        precondition(offset >= 0 && offset + replacement.count <= bytes.count, "overwrite past the end")
        bytes.replaceSubrange(offset..<(offset + replacement.count), with: replacement)
    }
}
