import CZlib

/// The system's zlib (`zlib1g`), for the PNG writer's IDAT stream and chunk
/// checksums: the reference DEFLATE implementation, faster than and at least
/// as compact as the hand-written encoder it replaced (measured in
/// docs/looks.md). Deterministic: the same input and level give the same
/// bytes with the same zlib.
package enum Zlib {
    /// Compression effort: zlib's levels 1, 6 (its default) and 9.
    package enum Level: Int32, Sendable, Hashable {
        case fast = 1
        case balanced = 6
        case best = 9
    }

    /// A zlib stream (RFC 1950: header, DEFLATE data, Adler-32) of `input`.
    static func compress(_ input: [UInt8], level: Level = .balanced) -> [UInt8] {
        var capacity = compressBound(uLong(input.count))
        var out = [UInt8](repeating: 0, count: Int(capacity))
        let status = out.withUnsafeMutableBufferPointer { dst in
            input.withUnsafeBufferPointer { src in
                compress2(dst.baseAddress, &capacity, src.baseAddress, uLong(src.count), level.rawValue)
            }
        }
        // compressBound guarantees room; any other failure is memory exhaustion.
        precondition(status == Z_OK, "zlib compress2 failed with status \(status)")
        out.removeSubrange(Int(capacity)...)
        return out
    }

    /// The CRC-32 (ISO 3309, as PNG chunks use) of `bytes`, continuing `crc`.
    static func crc32(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CZlib.crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count)))
        }
    }
}
