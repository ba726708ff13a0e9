/// The framing of the view host protocol (`ViewHostProtocol`): how each
/// message travels on the channel between the playground and a view
/// file's host, one write and one read a message each way, no text to
/// format or parse and no base64 on the hot path.
///
/// A frame is a zero byte (never the first byte of a text line, so the host
/// tells a frame from a behavior probe line by its first byte), a kind byte
/// (`Kind`), a UInt32 little-endian payload length in bytes, then the
/// payload: the message's binary form (`ViewHostProtocol` lists them).
public enum ViewHostFrame {
    /// What a frame holds (its second byte).
    public enum Kind: UInt8, Sendable, CaseIterable {
        /// Playground → host: its protocol version; the host answers with its own (`ViewHostProtocol.hello`).
        case hello = 0x48  // "H"
        /// Playground → host: a `ViewLayoutRequest`; the host answers with a `HostedViewLayout`.
        case layout = 0x4C  // "L"
        /// Playground → host: a `ViewTickRequest`; the host answers with a `ViewTickReply`.
        case tick = 0x54  // "T"
        /// Host → playground: a UTF-8 message (a bad request, a protocol mismatch), no answer.
        case error = 0x45  // "E"
    }

    /// The first byte of every frame.
    public static let marker: UInt8 = 0
    /// The bytes before a frame's payload.
    public static let headerCount = 6

    /// A frame of `kind` around `payloadCount` bytes that `fill` writes.
    public static func make(kind: Kind, payloadCount: Int, _ fill: (UnsafeMutableRawBufferPointer) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: headerCount + payloadCount) { buffer, count in
            buffer[0] = marker
            buffer[1] = kind.rawValue
            let length = UInt32(truncatingIfNeeded: payloadCount).littleEndian
            withUnsafeBytes(of: length) { for i in 0..<4 { buffer[2 + i] = $0[i] } }
            fill(UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[headerCount...]))
            count = headerCount + payloadCount
        }
    }

    /// A frame of `kind` holding `payload` as it is.
    public static func make(kind: Kind, payload: [UInt8]) -> [UInt8] {
        make(kind: kind, payloadCount: payload.count) { out in payload.withUnsafeBytes { out.copyMemory(from: $0) } }
    }

    /// The payload length a frame header at `header` (six bytes) announces.
    public static func payloadCount(_ header: UnsafeRawBufferPointer) -> Int {
        Int(UInt32(littleEndian: header.loadUnaligned(fromByteOffset: 2, as: UInt32.self)))
    }
}
