import CSDL2
import ScrollKitCore
import Testing
@testable import PlaygroundApp

extension RenderSDLSuite {
    /// The translator reads SDL's real queue itself (the window loop is handed
    /// translated events only) and times them on the window's one clock.
    @Suite("SDL event queue") struct SDLEventQueueTests {
        @Test func eventsComeTranslatedAndTimedOnTheWallClock() throws {
            try #require(SDL_Init(UInt32(SDL_INIT_EVENTS)) == 0, "SDL_Init(EVENTS): \(String(cString: SDL_GetError()))")
            defer { SDL_QuitSubSystem(UInt32(SDL_INIT_EVENTS)) }
            SDL_FlushEvents(0, UInt32.max)
            let clock = WallClock()
            var translator = SDLEventTranslator(clock: clock, scale: 2, logicalSize: Size(width: 390, height: 844))
            // An empty queue: the wait ends at its deadline with nothing.
            if translator.wait(until: clock.now) != nil { Issue.record("an event came from an empty queue") }

            var wheel = SDL_Event()
            wheel.type = SDL_MOUSEWHEEL.rawValue
            wheel.wheel.y = -1
            wheel.wheel.preciseY = -1
            wheel.wheel.direction = UInt32(SDL_MOUSEWHEEL_NORMAL.rawValue)
            #expect(SDL_PushEvent(&wheel) == 1)  // SDL stamps it with its millisecond tick now
            SDLEventTranslator.wakeWaiting()       // an event the playground ignores
            guard case let .event(.input(timed))? = translator.wait(until: clock.now + 1) else {
                Issue.record("the wheel event did not come translated")
                return
            }
            #expect(timed.event == .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1)))
            // SDL's stamp, put on the clock's origin: pushed after the clock
            // started and before now, to SDL's millisecond (and one more for
            // the two clocks' rounding).
            #expect(timed.time >= 0)
            #expect(timed.time <= clock.now + 0.002)
            guard case .ignored? = translator.poll() else {
                Issue.record("the wake event did not come as ignored")
                return
            }
            if translator.poll() != nil { Issue.record("the queue should be empty") }
        }
    }
}
