/// The binary messages a view host exchanges with the playground for the
/// per-frame requests (`ViewLayoutRequest`, `ViewTickRequest`) and their
/// answers: one write and one read a message each way, no text to format
/// or parse and no base64 on the hot path.
///
/// A frame is a zero byte (never the first byte of a text line, so the host
/// tells a frame from a probe line by its first byte), a kind byte, a
/// UInt32 little-endian payload length in bytes, then the payload.
///
/// - Requests: kind `L` (layout) or `T` (tick); the payload is the
///   request's slots as little-endian IEEE doubles (bit for bit, as the
///   text lines' round-trip numbers were).
/// - Answers: kind `L` with the `HostedViewLayout` bytes; kind `T` with a
///   double, the engine time at which the lane's view next changes by
///   itself (NaN: nothing scheduled), then the `HostedViewTick` bytes; kind
///   `E` with a UTF-8 message (a bad request, no layout).
package enum ViewHostFrame {
    /// The first byte of every frame.
    package static let marker: UInt8 = 0
    /// The bytes before a frame's payload.
    package static let headerCount = 6
    package static let layout = UInt8(ascii: "L")
    package static let tick = UInt8(ascii: "T")
    package static let error = UInt8(ascii: "E")

    /// A frame of `kind` around `payloadCount` bytes that `fill` writes.
    package static func make(kind: UInt8, payloadCount: Int, _ fill: (UnsafeMutableRawBufferPointer) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: headerCount + payloadCount) { buffer, count in
            buffer[0] = marker
            buffer[1] = kind
            let length = UInt32(truncatingIfNeeded: payloadCount).littleEndian
            withUnsafeBytes(of: length) { for i in 0..<4 { buffer[2 + i] = $0[i] } }
            fill(UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[headerCount...]))
            count = headerCount + payloadCount
        }
    }

    /// A request frame: `slots` as little-endian doubles.
    package static func request(kind: UInt8, slots: [Double]) -> [UInt8] {
        make(kind: kind, payloadCount: slots.count * 8) { payload in
            for (i, slot) in slots.enumerated() {
                payload.storeBytes(of: slot.bitPattern.littleEndian, toByteOffset: i * 8, as: UInt64.self)
            }
        }
    }

    /// The doubles of a request frame's payload (a trailing partial double is ignored).
    package static func slots(_ payload: UnsafeRawBufferPointer) -> [Double] {
        (0..<(payload.count / 8)).map {
            Double(bitPattern: UInt64(littleEndian: payload.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)))
        }
    }

    /// The payload length a frame header at `header` (six bytes) announces.
    package static func payloadCount(_ header: UnsafeRawBufferPointer) -> Int {
        Int(UInt32(littleEndian: header.loadUnaligned(fromByteOffset: 2, as: UInt32.self)))
    }
}
