/// A `ByteSink` that keeps everything in an array.
final class MemoryByteSink: ByteSink {
    private(set) var bytes: [UInt8] = []

    init() {}

    func write(_ more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    func replaceAll(with replacement: [UInt8]) {
        bytes = replacement
    }

    func overwrite(_ replacement: [UInt8], at offset: Int) {
        precondition(offset >= 0 && offset + replacement.count <= bytes.count, "overwrite past the end")
        bytes.replaceSubrange(offset..<(offset + replacement.count), with: replacement)
    }
}
