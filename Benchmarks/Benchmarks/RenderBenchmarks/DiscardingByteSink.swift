import PlaygroundMedia
import PlaygroundRender
import PlaygroundStage

/// A `ByteSink` that keeps nothing but the count of bytes written: the GIF
/// encoder benchmark streams thousands of frames without growing memory.
final class DiscardingByteSink: ByteSink {
    /// Bytes appended so far.
    private(set) var count = 0

    func write(_ bytes: [UInt8]) throws { count += bytes.count }

    func overwrite(_ bytes: [UInt8], at offset: Int) throws {}

    func replaceAll(with bytes: [UInt8]) throws { count = bytes.count }
}
