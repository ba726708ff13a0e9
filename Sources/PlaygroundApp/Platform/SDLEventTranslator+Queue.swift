import CSDL2

/// Reading SDL's event queue, so that the window loop is handed translated
/// events and never holds an `SDL_Event`: SDL's event becomes a
/// `PlatformEvent` in one step, at the edge.
extension SDLEventTranslator {
    /// What one event taken from SDL's queue is to the playground.
    enum Arrival {
        /// An event the playground acts on.
        case event(PlatformEvent)
        /// An event it ignores (the window still draws after it, as after any event).
        case ignored
    }

    /// Waits until wall time `deadline` on `clock` (nil: for ever) for SDL's
    /// next event and translates it; nil when none came by then.
    /// A system event (the XEvent behind the next one) is read on the way and
    /// is no arrival of its own: it changes nothing drawn.
    mutating func wait(until deadline: Double?) -> Arrival? {
        var event = SDL_Event()
        repeat {
            let arrived: Bool
            if let deadline {
                let milliseconds = Int32(max(0, min((deadline - clock.now) * 1000, 60_000)).rounded(.up))
                arrived = milliseconds == 0 ? SDL_PollEvent(&event) != 0 : SDL_WaitEventTimeout(&event, milliseconds) != 0
            } else {
                arrived = SDL_WaitEvent(&event) != 0
            }
            guard arrived else { return nil }
        } while isSystemEvent(event)
        return arrival(event)
    }

    /// The next event already in SDL's queue, translated; nil when it is empty.
    mutating func poll() -> Arrival? {
        var event = SDL_Event()
        repeat {
            guard SDL_PollEvent(&event) != 0 else { return nil }
        } while isSystemEvent(event)
        return arrival(event)
    }

    /// Whether `event` is a system event, noted (`XServerTime`) and passed over.
    private mutating func isSystemEvent(_ event: SDL_Event) -> Bool {
        guard event.type == SDL_SYSWMEVENT.rawValue else { return false }
        _ = translate(event)
        return true
    }

    private mutating func arrival(_ event: SDL_Event) -> Arrival {
        translate(event).map(Arrival.event) ?? .ignored
    }

    /// Ends a `wait(until:)` under way on the loop's thread (a signal
    /// arrived on another): queues an event the translator ignores.
    static func wakeWaiting() {
        var wake = SDL_Event()
        wake.type = SDL_USEREVENT.rawValue
        _ = SDL_PushEvent(&wake)
    }
}
