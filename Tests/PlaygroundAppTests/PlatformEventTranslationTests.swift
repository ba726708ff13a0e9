import CSDL2
import ScrollKitCore
import Testing
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

extension RenderSDLSuite {
    /// Synthetic SDL events pushed onto SDL's real queue, polled back, and
    /// translated: every kind the window handles.
    @Suite("SDL event translation") struct PlatformEventTranslationTests {
        /// Pushes `event`, polls it back (as the window loop does) and translates it.
        func roundTrip(_ event: SDL_Event, translator: inout SDLEventTranslator) -> PlatformEvent? {
            var copy = event
            #expect(SDL_PushEvent(&copy) == 1, "SDL_PushEvent: \(String(cString: SDL_GetError()))")
            var polled = SDL_Event()
            for _ in 0..<50 {
                SDL_PumpEvents()
                while SDL_PollEvent(&polled) != 0 {
                    if polled.type == event.type {
                        // SDL stamps pushed events with its own clock; keep the test's value.
                        polled.common.timestamp = event.common.timestamp
                        return translator.translate(polled)
                    }
                }
            }
            Issue.record("event \(event.type) did not come back")
            return nil
        }

        func withEvents(_ body: () throws -> Void) throws {
            try #require(SDL_Init(UInt32(SDL_INIT_EVENTS)) == 0, "SDL_Init(EVENTS): \(String(cString: SDL_GetError()))")
            defer { SDL_QuitSubSystem(UInt32(SDL_INIT_EVENTS)) }
            SDL_FlushEvents(0, UInt32.max)
            try body()
        }

        @Test func wheelKeepsSignsAndAppliesFlippedDirection() throws {
            try withEvents {
                var t = SDLEventTranslator(originMilliseconds: 1000, scale: 2, logicalSize: Size(width: 390, height: 844))
                var e = SDL_Event()
                e.type = SDL_MOUSEWHEEL.rawValue
                e.wheel.timestamp = 1250
                e.wheel.x = 0
                e.wheel.y = -1
                e.wheel.preciseX = 0
                e.wheel.preciseY = -1
                e.wheel.direction = UInt32(SDL_MOUSEWHEEL_NORMAL.rawValue)
                #expect(roundTrip(e, translator: &t) == .input(TimedInputEvent(
                    time: 0.25, event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1)))))
                // Natural scrolling: SDL reports flipped values; the contract wants them unflipped.
                e.wheel.y = 2
                e.wheel.preciseY = 2.5
                e.wheel.x = -1
                e.wheel.preciseX = -0.5
                e.wheel.direction = UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue)
                #expect(roundTrip(e, translator: &t) == .input(TimedInputEvent(
                    time: 0.25, event: .wheel(steps: Vector(dx: 1, dy: -2), precise: Vector(dx: 0.5, dy: -2.5)))))
            }
        }

        @Test func leftButtonDragBecomesPointerEventsInLogicalPixels() throws {
            try withEvents {
                var t = SDLEventTranslator(originMilliseconds: 0, scale: 2, logicalSize: Size(width: 390, height: 844))
                var down = SDL_Event()
                down.type = SDL_MOUSEBUTTONDOWN.rawValue
                down.button.timestamp = 100
                down.button.button = UInt8(SDL_BUTTON_LEFT)
                down.button.x = 600
                down.button.y = 800
                #expect(roundTrip(down, translator: &t) == .input(TimedInputEvent(time: 0.1, event: .pointer(.down, Point(x: 300, y: 400)))))
                var move = SDL_Event()
                move.type = SDL_MOUSEMOTION.rawValue
                move.motion.timestamp = 116
                move.motion.state = UInt32(1 << (Int32(SDL_BUTTON_LEFT) - 1))
                move.motion.x = 500
                move.motion.y = 800
                #expect(roundTrip(move, translator: &t) == .input(TimedInputEvent(time: 0.116, event: .pointer(.move, Point(x: 250, y: 400)))))
                var up = down
                up.type = SDL_MOUSEBUTTONUP.rawValue
                up.button.timestamp = 130
                up.button.x = 500
                #expect(roundTrip(up, translator: &t) == .input(TimedInputEvent(time: 0.13, event: .pointer(.up, Point(x: 250, y: 400)))))
                // Without the button, motion is only hover; the right button is ignored.
                move.motion.state = 0
                #expect(roundTrip(move, translator: &t) == .hover(Point(x: 250, y: 400)))
                var right = down
                right.button.button = UInt8(SDL_BUTTON_RIGHT)
                #expect(roundTrip(right, translator: &t) == nil)
                // Mouse events synthesised from touch are dropped (the finger events carry them).
                var synthetic = down
                synthetic.button.which = SDLEventTranslator.touchMouseID
                #expect(roundTrip(synthetic, translator: &t) == nil)
            }
        }

        @Test func touchFingersBecomeNumberedPointers() throws {
            try withEvents {
                var t = SDLEventTranslator(originMilliseconds: 0, scale: 1, logicalSize: Size(width: 400, height: 800))
                var f = SDL_Event()
                f.type = SDL_FINGERDOWN.rawValue
                f.tfinger.timestamp = 10
                f.tfinger.fingerId = 77
                f.tfinger.x = 0.5
                f.tfinger.y = 0.25
                #expect(roundTrip(f, translator: &t) == .input(TimedInputEvent(time: 0.01, event: .pointer(.down, Point(x: 200, y: 200), finger: 1))))
                f.type = SDL_FINGERMOTION.rawValue
                f.tfinger.y = 0.5
                #expect(roundTrip(f, translator: &t) == .input(TimedInputEvent(time: 0.01, event: .pointer(.move, Point(x: 200, y: 400), finger: 1))))
                f.type = SDL_FINGERUP.rawValue
                #expect(roundTrip(f, translator: &t) == .input(TimedInputEvent(time: 0.01, event: .pointer(.up, Point(x: 200, y: 400), finger: 1))))
                // A finger that never went down is ignored.
                f.tfinger.fingerId = 78
                #expect(roundTrip(f, translator: &t) == nil)
            }
        }

        @Test func scrollKeysGoToTheEngineOtherKeysToTheWindow() throws {
            try withEvents {
                var t = SDLEventTranslator(originMilliseconds: 0, scale: 1, logicalSize: Size(width: 390, height: 844))
                func key(_ sym: Int32, shift: Bool = false) -> SDL_Event {
                    var e = SDL_Event()
                    e.type = SDL_KEYDOWN.rawValue
                    e.key.timestamp = 500
                    e.key.keysym.sym = sym
                    e.key.keysym.mod = shift ? UInt16(KMOD_LSHIFT.rawValue) : 0
                    return e
                }
                let scrollKeys: [(Int32, Key)] = [
                    (Int32(SDLK_UP.rawValue), .up), (Int32(SDLK_DOWN.rawValue), .down),
                    (Int32(SDLK_LEFT.rawValue), .left), (Int32(SDLK_RIGHT.rawValue), .right),
                    (Int32(SDLK_PAGEUP.rawValue), .pageUp), (Int32(SDLK_PAGEDOWN.rawValue), .pageDown),
                    (Int32(SDLK_HOME.rawValue), .home), (Int32(SDLK_END.rawValue), .end),
                    (Int32(SDLK_SPACE.rawValue), .space),
                ]
                for (sym, expected) in scrollKeys {
                    #expect(roundTrip(key(sym), translator: &t) == .input(TimedInputEvent(time: 0.5, event: .key(expected))))
                }
                #expect(roundTrip(key(Int32(SDLK_SPACE.rawValue), shift: true), translator: &t)
                    == .input(TimedInputEvent(time: 0.5, event: .key(.space, shift: true))))
                #expect(roundTrip(key(Int32(SDLK_3.rawValue)), translator: &t) == .command(KeyPress(name: "3")))
                #expect(roundTrip(key(Int32(SDLK_TAB.rawValue), shift: true), translator: &t) == .command(KeyPress(name: "tab", shift: true)))
                #expect(roundTrip(key(Int32(SDLK_F1.rawValue)), translator: &t) == .command(KeyPress(name: "f1")))
                #expect(roundTrip(key(Int32(SDLK_PERIOD.rawValue)), translator: &t) == .command(KeyPress(name: ".")))
                #expect(roundTrip(key(Int32(SDLK_RETURN.rawValue)), translator: &t) == .command(KeyPress(name: "return")))
            }
        }

        @Test func resizeAndQuit() throws {
            try withEvents {
                var t = SDLEventTranslator(originMilliseconds: 0, scale: 1, logicalSize: Size(width: 390, height: 844))
                var w = SDL_Event()
                w.type = SDL_WINDOWEVENT.rawValue
                w.window.timestamp = 2000
                w.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
                w.window.data1 = 844
                w.window.data2 = 390
                #expect(roundTrip(w, translator: &t) == .input(TimedInputEvent(time: 2, event: .resize(Size(width: 844, height: 390)))))
                #expect(t.logicalSize == Size(width: 844, height: 390))
                // At --scale 2 the window is twice the logical size.
                var doubled = SDLEventTranslator(originMilliseconds: 0, scale: 2, logicalSize: Size(width: 390, height: 844))
                w.window.data1 = 1688
                w.window.data2 = 780
                #expect(roundTrip(w, translator: &doubled) == .input(TimedInputEvent(time: 2, event: .resize(Size(width: 844, height: 390)))))
                var q = SDL_Event()
                q.type = SDL_QUIT.rawValue
                #expect(roundTrip(q, translator: &t) == .quit)
            }
        }
    }
}
