/// The one protocol between the playground and a view file's host, defined
/// here once and compiled into both sides: the playground (`HostedView`
/// writes requests and reads answers) and the host (`ScrollKitUIViewHost`,
/// inside libScrollKitUI, reads requests and writes answers; the host
/// process's loop between them checks the version and passes the bytes on).
///
/// Every message is a `ViewHostFrame` whose payload is a typed value's
/// binary form (little-endian; doubles as their bit patterns, so every
/// number crosses exactly, NaN payloads, infinities and subnormals
/// included):
///
/// | request (kind)      | payload               | answer (kind)                              |
/// |---------------------|-----------------------|--------------------------------------------|
/// | `hello`             | `version` (UInt32)    | `hello`: the host's version, or `error`    |
/// | `layout`            | `ViewLayoutRequest`   | `layout`: `HostedViewLayout`, or `error`   |
/// | `tick`              | `ViewTickRequest`     | `tick`: `ViewTickReply`, or `error`        |
///
/// The playground sends `hello` first; a host (or a view library) built
/// for another version answers with its own, and the playground stops it
/// with `ViewHostProtocolMismatch`. Any change to a message's binary form
/// changes `version`.
public enum ViewHostProtocol {
    /// The version of every message above: 4 (3 had no `DisplayText.firstLine`;
    /// 1 and 2 were numbered slots of doubles).
    public static let version: UInt32 = 4

    /// The `hello` frame carrying `version`.
    public static func helloFrame(version: UInt32 = version) -> [UInt8] {
        ViewHostFrame.make(kind: .hello, payloadCount: 4) { $0.storeBytes(of: version.littleEndian, as: UInt32.self) }
    }

    /// The version a `hello` payload carries.
    public static func version(hello payload: [UInt8]) throws(DisplayListDecodingError) -> UInt32 {
        var r = DisplayListByteReader(payload)
        let version = try r.u32()
        guard r.isAtEnd else { throw DisplayListDecodingError("a hello of \(payload.count) bytes, expected 4", at: 4) }
        return version
    }

    /// Checks the version another side announced against this side's.
    public static func check(peer: UInt32, peerName: String) throws(ViewHostProtocolMismatch) {
        guard peer == version else { throw ViewHostProtocolMismatch(own: version, peer: peer, peerName: peerName) }
    }
}
