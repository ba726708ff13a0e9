import Foundation
import UserCodeHost
import PlaygroundMedia
import ScrollKitCore

/// The view host's side of the channel (inside `playground behavior-host`
/// when the library is a compiled view set): after `{"ready": true}`, each
/// request is answered with one message (ScrollKitCore's
/// `ViewHostProtocol`).
///
/// The host's loop owns the library's `ScrollKitUIViewHost` (every lane's
/// state), made when it starts serving and released when the playground
/// closes the channel. Requests are `ViewHostFrame`s, answered with frames
/// (one read and one write each, the bytes passed on as they are):
/// - `hello` with the playground's protocol version → `hello` with this
///   host's, after checking that the playground and the view library speak
///   this version (else `error`, the `ViewHostProtocolMismatch`); no other
///   request is served before it;
/// - `layout`, a `ViewLayoutRequest` → `layout`, the `HostedViewLayout`;
/// - `tick`, a `ViewTickRequest` → `tick`, the `ViewTickReply`;
/// - a bad request → `error`, the message.
///
/// A text line is a probe line for the outermost scroll view's own
/// behavior, answered as a behavior file's host answers
/// (`BehaviorHostCommand.answer`).
enum ViewHostLoop {
    typealias Version = @convention(c) () -> UInt32
    typealias Open = @convention(c) () -> UnsafeMutableRawPointer
    typealias Close = @convention(c) (UnsafeMutableRawPointer) -> Void
    typealias Call = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, Int, UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer?
    typealias Behavior = @convention(c) (UnsafeMutableRawPointer, UnsafeMutablePointer<Double>, UnsafePointer<Double>?, Int) -> Void

    /// A view set's entry points (`ViewSourceSet.entry`).
    struct Library {
        let version: Version
        let open: Open
        let close: Close
        let layout: Call
        let tick: Call
        let behavior: Behavior

        /// The entry points of the library at `handle`, nil when it is no view set.
        init?(_ handle: UnsafeMutableRawPointer) {
            func symbol<T>(_ name: String, as type: T.Type) -> T? {
                dlsym(handle, name).map { unsafeBitCast($0, to: type) }
            }
            guard let version = symbol(ViewSourceSet.protocolSymbol, as: Version.self),
                  let open = symbol(ViewSourceSet.openSymbol, as: Open.self),
                  let close = symbol(ViewSourceSet.closeSymbol, as: Close.self),
                  let layout = symbol(ViewSourceSet.layoutSymbol, as: Call.self),
                  let tick = symbol(ViewSourceSet.tickSymbol, as: Call.self),
                  let behavior = symbol(ViewSourceSet.behaviorSymbol, as: Behavior.self)
            else { return nil }
            (self.version, self.open, self.close, self.layout, self.tick, self.behavior) = (version, open, close, layout, tick, behavior)
        }
    }

    static func serve(_ library: Library, channel: inout BehaviorHostCommand.ChannelLines) {
        let host = library.open()
        defer { library.close(host) }
        var greeted = false
        channel.send("{\"ready\": true}")
        var number = 0
        while let message = channel.nextMessage() {
            number += 1
            switch message {
            case let .frame(kind, payload):
                switch ViewHostFrame.Kind(rawValue: kind) {
                case .hello?:
                    do {
                        try ViewHostProtocol.check(peer: ViewHostProtocol.version(hello: payload), peerName: "the playground")
                        try ViewHostProtocol.check(peer: library.version(), peerName: "the view library")
                        greeted = true
                        channel.send(bytes: ViewHostProtocol.helloFrame())
                    } catch {
                        channel.send(bytes: errorFrame("request \(number): \(error)"))
                    }
                case .layout?, .tick?:
                    guard greeted else {
                        channel.send(bytes: errorFrame("request \(number): no hello yet (the protocol version comes first)"))
                        continue
                    }
                    channel.send(bytes: answer(ViewHostFrame.Kind(rawValue: kind)!, payload, library: library, host: host, number: number))
                case .error?, nil:
                    channel.send(bytes: errorFrame("request \(number): unknown request kind \(kind)"))
                }
            case let .line(line):
                channel.send(BehaviorHostCommand.answer(line, lineNumber: number) { library.behavior(host, $0, $1, $2) })
            }
        }
    }

    /// The answer frame to a `layout` or `tick` request's `payload`.
    private static func answer(
        _ kind: ViewHostFrame.Kind, _ payload: [UInt8], library: Library, host: UnsafeMutableRawPointer, number: Int
    ) -> [UInt8] {
        var count = 0
        let call = kind == .tick ? library.tick : library.layout
        let buffer = payload.withUnsafeBytes { call(host, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, $0.count, &count) }
        fflush(nil)  // what the view printed comes before the answer
        guard let buffer else {
            // The library refused the request: say why, from the same definition it read it with.
            do {
                if kind == .tick { _ = try ViewTickRequest(decoding: payload) } else { _ = try ViewLayoutRequest(decoding: payload) }
                return errorFrame("request \(number): no answer (out of memory)")
            } catch {
                return errorFrame("request \(number): a bad \(kind == .tick ? "tick" : "layout") request: \(error)")
            }
        }
        defer { free(buffer) }
        return ViewHostFrame.make(kind: kind, payloadCount: count) { $0.baseAddress!.copyMemory(from: buffer, byteCount: count) }
    }

    /// An error frame saying `message`.
    private static func errorFrame(_ message: String) -> [UInt8] {
        ViewHostFrame.make(kind: .error, payload: Array(message.utf8))
    }
}
