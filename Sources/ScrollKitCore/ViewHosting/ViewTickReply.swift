/// A view host's answer to a `ViewTickRequest` (`ViewHostProtocol`, frame
/// kind `tick`): the engine time at which the lane's view next changes by
/// itself, and the `HostedViewTick` in its binary form, kept as bytes (what
/// the playground's history keeps, compact, and what a replay is compared
/// with; the host writes them once and nothing re-encodes them).
///
/// Binary form: the next time (a double, NaN: nothing scheduled), then the
/// `HostedViewTick` bytes to the end.
public struct ViewTickReply: Equatable, Sendable {
    /// The engine time (seconds) at which the lane's view next changes
    /// without input (a timer, an `asyncAfter`, an armed debounce, an
    /// animation in flight), nil when nothing is scheduled.
    public var nextTime: Double?
    /// `HostedViewTick.encoded()`.
    public var tickBytes: [UInt8]

    public init(nextTime: Double?, tickBytes: [UInt8]) {
        self.nextTime = nextTime
        self.tickBytes = tickBytes
    }

    /// The binary form (the `tick` answer's payload).
    public func encoded() -> [UInt8] {
        var w = DisplayListByteWriter()
        w.f64(nextTime ?? .nan)
        var out = w.bytes
        out += tickBytes
        return out
    }

    /// Reads the binary form (the tick's bytes are kept, not decoded).
    public init(decoding bytes: [UInt8]) throws(DisplayListDecodingError) {
        var r = DisplayListByteReader(bytes)
        let time = try r.f64()
        nextTime = time.isFinite ? time : nil
        tickBytes = Array(bytes[8...])
    }

    /// The tick the bytes hold.
    public func decodedTick() throws(DisplayListDecodingError) -> HostedViewTick {
        try HostedViewTick(decoding: tickBytes)
    }
}
