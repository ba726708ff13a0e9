extension DisplayListByteReader {
    /// Reads a binary form's header, its `magic` bytes and a version byte,
    /// from the start; throws naming `what` (`hosted view layout`) when the
    /// magic or the version differs.
    mutating func header(_ magic: [UInt8], version expected: UInt8, what: String) throws(DisplayListDecodingError) {
        for b in magic where try u8() != b {
            throw DisplayListDecodingError("not a \(what) (no \(String(decoding: magic, as: UTF8.self)))", at: 0)
        }
        let version = try u8()
        guard version == expected else {
            throw DisplayListDecodingError("\(what) version \(version), expected \(expected)", at: magic.count)
        }
    }
}
