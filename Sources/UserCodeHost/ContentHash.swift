/// A 64-bit FNV-1a hash of bytes, as 16 lowercase hex digits: the cache key
/// of a compiled behavior file. Not cryptographic; the cache also keeps the
/// exact source it compiled and compares it on a hit, so a collision can
/// only cost a recompile, never a wrong library.
struct ContentHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    /// Adds a string and a separator, so ("ab", "c") and ("a", "bc") differ.
    mutating func add(_ text: String) {
        add(text.utf8)
        add([0])
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
