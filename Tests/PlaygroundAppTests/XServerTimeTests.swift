import CSDL2
import ScrollKitCore
import Testing
@testable import PlaygroundApp

/// A drag's events timed by the X server, not by when the window pumped
/// them: SDL 2.26 gives every event pumped in one late frame the same stamp.
@Suite("X server time of mouse events") struct XServerTimeTests {
    /// An `SDL_SysWMmsg` from X11 carrying an XEvent of `type` made at server
    /// time `milliseconds` (the layout `XServerTime.note` reads).
    final class Message {
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: 8 + 192, alignment: 8)
        init(type: Int32, milliseconds: UInt) {
            bytes.initializeMemory(as: UInt8.self, repeating: 0, count: 200)
            bytes.storeBytes(of: XServerTime.x11Subsystem, toByteOffset: 4, as: Int32.self)
            bytes.storeBytes(of: type, toByteOffset: 8, as: Int32.self)
            bytes.storeBytes(of: milliseconds, toByteOffset: 8 + 56, as: UInt.self)
        }
        deinit { bytes.deallocate() }
    }

    /// The system event for `message` then the mouse event SDL made from it,
    /// both stamped `pumped` (SDL milliseconds); the mouse event's time.
    func time(_ translator: inout SDLEventTranslator, _ message: Message, then mouse: SDL_Event, pumped: UInt32) -> Double? {
        var system = SDL_Event()
        system.type = SDL_SYSWMEVENT.rawValue
        system.syswm.timestamp = pumped
        system.syswm.msg = OpaquePointer(message.bytes)
        #expect(translator.translate(system) == nil)
        var event = mouse
        event.common.timestamp = pumped
        guard case let .input(timed)? = translator.translate(event) else { return nil }
        return timed.time
    }

    func button(_ type: SDL_EventType, y: Int32) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.button.button = UInt8(SDL_BUTTON_LEFT)
        e.button.x = 100
        e.button.y = y
        return e
    }

    func motion(y: Int32) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.state = UInt32(1 << (Int32(SDL_BUTTON_LEFT) - 1))
        e.motion.x = 100
        e.motion.y = y
        return e
    }

    @Test func movesPumpedTogetherKeepTheServersSpacing() {
        var t = SDLEventTranslator(originMilliseconds: 1000, scale: 1, logicalSize: Size(width: 390, height: 844))
        // Pressed at server 10 000 ms, pumped at once (window 0.5 s): the offset is 0.5 − 10.
        #expect(time(&t, Message(type: 4, milliseconds: 10_000), then: button(SDL_MOUSEBUTTONDOWN, y: 400), pumped: 1500)!.isApproximately(0.5))
        // Three moves 20 ms apart and the release, all pumped in one frame at 0.6 s.
        let times = [(10_020, 380), (10_040, 360), (10_060, 340)].map { ms, y in
            time(&t, Message(type: 6, milliseconds: UInt(ms)), then: motion(y: Int32(y)), pumped: 1600)
        }
        #expect(zip(times, [0.52, 0.54, 0.56]).allSatisfy { $0!.isApproximately($1) }, "\(times)")
        #expect(time(&t, Message(type: 5, milliseconds: 10_060), then: button(SDL_MOUSEBUTTONUP, y: 340), pumped: 1600)!.isApproximately(0.56))
    }

    @Test func aQuickerDeliveryMovesTheOffset() {
        var t = SDLEventTranslator(originMilliseconds: 0, scale: 1, logicalSize: Size(width: 390, height: 844))
        // Seen at 0.1 s: offset 0.1 − 10 = −9.9 s.
        #expect(time(&t, Message(type: 4, milliseconds: 10_000), then: button(SDL_MOUSEBUTTONDOWN, y: 400), pumped: 100)!.isApproximately(0.1))
        // 50 ms later by the server, seen 10 ms later: the offset becomes 0.11 − 10.05 = −9.94 s.
        #expect(time(&t, Message(type: 6, milliseconds: 10_050), then: motion(y: 390), pumped: 110)!.isApproximately(0.11))
        // Seen late (0.5 s): timed by the server, 30 ms after the last.
        #expect(time(&t, Message(type: 6, milliseconds: 10_080), then: motion(y: 380), pumped: 500)!.isApproximately(0.14))
    }

    @Test func anEventSDLMadeItselfKeepsSDLsStamp() {
        var t = SDLEventTranslator(originMilliseconds: 0, scale: 1, logicalSize: Size(width: 390, height: 844))
        #expect(time(&t, Message(type: 4, milliseconds: 10_000), then: button(SDL_MOUSEBUTTONDOWN, y: 400), pumped: 0)!.isApproximately(0))
        // An EnterNotify (7) before SDL's move: the move is SDL's own, timed by its stamp.
        #expect(time(&t, Message(type: 7, milliseconds: 99_999), then: motion(y: 390), pumped: 300)!.isApproximately(0.3))
        // Another subsystem's message is not read at all.
        let other = Message(type: 6, milliseconds: 10_100)
        other.bytes.storeBytes(of: Int32(6), toByteOffset: 4, as: Int32.self)  // SDL_SYSWM_WAYLAND
        #expect(time(&t, other, then: motion(y: 380), pumped: 320)!.isApproximately(0.32))
    }
}

fileprivate extension Double {
    /// Equal to `other` within a nanosecond (times are sums of binary fractions).
    func isApproximately(_ other: Double) -> Bool { abs(self - other) < 1e-9 }
}
