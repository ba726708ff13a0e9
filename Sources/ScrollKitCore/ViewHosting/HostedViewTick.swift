/// What a view file's host answers for one engine tick: the view's
/// reactions in the order they ran, the scrolls it asked for, and its layout.
///
/// Binary form (`encoded()`), little-endian: `SKVT`, version 1, a UInt32
/// count of events, each as three strings (kind, name, value), a UInt32
/// count of scroll requests, each as a UInt32 scroll view index, the
/// offset (2 doubles), a string (reason) and a UInt8 (1: animated); then the layout in its own
/// binary form (`HostedViewLayout.encoded()`) to the end.
public struct HostedViewTick: Equatable, Sendable {
    public static let magic: [UInt8] = Array("SKVT".utf8)
    public static let formatVersion: UInt8 = 1

    public var events: [HostedViewEvent]
    public var scrollRequests: [HostedScrollRequest]
    public var layout: HostedViewLayout

    public init(events: [HostedViewEvent], scrollRequests: [HostedScrollRequest], layout: HostedViewLayout) {
        self.events = events
        self.scrollRequests = scrollRequests
        self.layout = layout
    }

    public func encoded() -> [UInt8] {
        var w = DisplayListByteWriter()
        for b in Self.magic { w.u8(b) }
        w.u8(Self.formatVersion)
        w.u32(UInt32(events.count))
        for e in events {
            w.string(e.kind.rawValue)
            w.string(e.name)
            w.string(e.value)
        }
        w.u32(UInt32(scrollRequests.count))
        for r in scrollRequests {
            w.u32(UInt32(r.scrollView))
            w.f64(r.offset.x)
            w.f64(r.offset.y)
            w.string(r.reason)
            w.u8(r.animated ? 1 : 0)
        }
        layout.encode(to: &w)
        return w.bytes
    }

    public init(decoding bytes: [UInt8]) throws(DisplayListDecodingError) {
        var r = DisplayListByteReader(bytes)
        try r.header(Self.magic, version: Self.formatVersion, what: "hosted view tick")
        let eventCount = try r.count(minimumBytes: 12)
        var events: [HostedViewEvent] = []
        for _ in 0..<eventCount {
            let kindAt = r.offset
            let spelled = try r.string()
            guard let kind = ViewEventKind(rawValue: spelled) else {
                throw DisplayListDecodingError("unknown view event kind \"\(spelled)\"", at: kindAt)
            }
            events.append(HostedViewEvent(kind: kind, name: try r.string(), value: try r.string()))
        }
        let requestCount = try r.count(minimumBytes: 25)
        var requests: [HostedScrollRequest] = []
        for _ in 0..<requestCount {
            let index = Int(try r.u32())
            let offset = Point(x: try r.f64(), y: try r.f64())
            let reason = try r.string()
            requests.append(HostedScrollRequest(scrollView: index, offset: offset, reason: reason, animated: try r.u8() != 0))
        }
        self.events = events
        scrollRequests = requests
        layout = try HostedViewLayout(reading: r.rest)
    }
}
