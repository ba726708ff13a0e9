/// A view host, or the compiled view library it loaded, speaks another
/// version of `ViewHostProtocol` than this side: nothing else is exchanged.
public struct ViewHostProtocolMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// This side's `ViewHostProtocol.version`.
    public var own: UInt32
    /// The version the other side announced.
    public var peer: UInt32
    /// Who the other side is (`the view host`, `the view library`).
    public var peerName: String

    public init(own: UInt32, peer: UInt32, peerName: String) {
        self.own = own
        self.peer = peer
        self.peerName = peerName
    }

    public var description: String {
        "view host protocol mismatch: \(peerName) speaks version \(peer), this side \(own) (a playground and a host from different builds)"
    }
}
