/// Where an encoder's bytes go, in order. `overwrite` rewrites bytes already
/// written (the GIF encoder finalises its global colour table that way), so a
/// sink must keep what it was given addressable: memory or a seekable file.
package protocol ByteSink: AnyObject {
    /// Appends `bytes` at the end.
    func write(_ bytes: [UInt8]) throws
    /// Replaces `bytes.count` bytes starting at `offset` (all already written).
    func overwrite(_ bytes: [UInt8], at offset: Int) throws
    /// Replaces everything written so far with `bytes` (shorter or longer);
    /// later writes append after them. (The GIF encoder rewrites a streamed
    /// file at `finish` with its colour table reordered.)
    func replaceAll(with bytes: [UInt8]) throws
}
