import CSDL2
import ScrollKitCore

/// Translates SDL events into `PlatformEvent`s: the one place that reads
/// SDL's queue and `SDL_Event` (SDLEventTranslator+Queue). Positions become
/// logical pixels (window pixels ÷ `scale`), timestamps become seconds on
/// the window's one `WallClock` (a mouse event's from the X server's own
/// time where SDL passes it on: `XServerTime`), wheel deltas get SDL's
/// `direction` applied (docs/formats.md: y > 0 scrolls toward the start).
package struct SDLEventTranslator {
    /// The window's wall clock: event stamps are put on its origin, and
    /// waiting for events ends at its deadlines.
    let clock: WallClock
    /// Window pixels per logical pixel.
    package var scale: Double
    /// The window's logical size (touch coordinates are normalised to it).
    var logicalSize: Size
    /// Whether the left mouse button is down (drags send moves only then).
    private(set) var mouseDown = false
    /// Touch fingers currently down, SDL finger id → our finger number (1…).
    private var fingers: [Int64: Int] = [:]
    /// The X server's times of mouse events (SDL's own stamps are the pump's).
    private var serverTime = XServerTime()

    package init(clock: WallClock, scale: Double, logicalSize: Size) {
        self.clock = clock
        self.scale = scale > 0 ? scale : 1
        self.logicalSize = logicalSize
    }

    /// A translator whose events are timed from SDL tick `originMilliseconds` (tests).
    init(originMilliseconds: UInt32, scale: Double, logicalSize: Size) {
        self.init(clock: WallClock(startMilliseconds: originMilliseconds), scale: scale, logicalSize: logicalSize)
    }

    /// SDL's `SDL_TOUCH_MOUSEID`: mouse events synthesised from touch.
    static let touchMouseID = UInt32.max

    /// `event` at its time: SDL's stamp `timestamp` (when it was pumped), or
    /// the X server's time of the XEvent SDL made it from, of kind `kind`.
    private mutating func timed(_ timestamp: UInt32, from kind: XServerTime.Kind? = nil, _ event: RawInputEvent) -> PlatformEvent {
        let pumped = clock.seconds(ofTimestamp: timestamp)
        let time = kind.flatMap { serverTime.take($0, pumped: pumped) } ?? pumped
        return .input(TimedInputEvent(time: max(0, time), event: event))
    }

    /// The meaning of `event`, or nil when the playground ignores it.
    mutating func translate(_ event: SDL_Event) -> PlatformEvent? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_SYSWMEVENT.rawValue:
            if let message = event.syswm.msg { serverTime.note(message: UnsafeRawPointer(message)) }
            return nil
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            guard b.which != Self.touchMouseID, b.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
            let p = Point(x: Double(b.x) / scale, y: Double(b.y) / scale)
            let down = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            mouseDown = down
            return timed(b.timestamp, from: down ? .buttonPress : .buttonRelease, .pointer(down ? .down : .up, p))
        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard m.which != Self.touchMouseID else { return nil }
            let p = Point(x: Double(m.x) / scale, y: Double(m.y) / scale)
            if mouseDown, m.state & UInt32(1 << (Int32(SDL_BUTTON_LEFT) - 1)) != 0 {
                return timed(m.timestamp, from: .motion, .pointer(.move, p))
            }
            return .hover(p)
        case SDL_MOUSEWHEEL.rawValue:
            let w = event.wheel
            guard w.which != Self.touchMouseID else { return nil }
            let flip: Double = w.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            let steps = Vector(dx: Double(w.x) * flip, dy: Double(w.y) * flip)
            let precise = Vector(dx: Double(w.preciseX) * flip, dy: Double(w.preciseY) * flip)
            return timed(w.timestamp, from: .buttonPress, .wheel(steps: steps, precise: precise))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let f = event.tfinger
            let p = Point(x: Double(f.x) * logicalSize.width, y: Double(f.y) * logicalSize.height)
            let action: PointerAction
            let number: Int
            switch event.type {
            case SDL_FINGERDOWN.rawValue:
                action = .down
                number = (fingers.values.max() ?? 0) + 1
                fingers[f.fingerId] = number
            case SDL_FINGERUP.rawValue:
                action = .up
                guard let n = fingers.removeValue(forKey: f.fingerId) else { return nil }
                number = n
            default:
                action = .move
                guard let n = fingers[f.fingerId] else { return nil }
                number = n
            }
            return timed(f.timestamp, .pointer(action, p, finger: number))
        case SDL_KEYDOWN.rawValue:
            let k = event.key
            let sym = k.keysym.sym
            let mod = UInt32(k.keysym.mod)
            let shift = mod & UInt32(KMOD_SHIFT.rawValue) != 0
            let control = mod & UInt32(KMOD_CTRL.rawValue) != 0
            if !control, let key = Self.scrollKey(sym) {
                return timed(k.timestamp, .key(key, shift: shift))
            }
            guard let cName = SDL_GetKeyName(sym) else { return nil }
            let name = String(cString: cName).lowercased()
            guard !name.isEmpty else { return nil }
            return .command(KeyPress(name: name, shift: shift, control: control, isRepeat: k.repeat != 0))
        case SDL_WINDOWEVENT.rawValue:
            let w = event.window
            guard w.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) else { return nil }
            // data1/data2 are in window coordinates: logical pixels × the
            // requested drawing scale (HiDPI scaling is already out of them).
            let size = Size(width: Double(w.data1) / scale, height: Double(w.data2) / scale)
            guard size.isPositiveFinite else { return nil }
            logicalSize = size
            return timed(w.timestamp, .resize(size))
        default:
            return nil
        }
    }

    /// The scroll keys the engine handles (docs/formats.md key names).
    static func scrollKey(_ sym: SDL_Keycode) -> Key? {
        switch Int(sym) {
        case Int(SDLK_UP.rawValue): return .up
        case Int(SDLK_DOWN.rawValue): return .down
        case Int(SDLK_LEFT.rawValue): return .left
        case Int(SDLK_RIGHT.rawValue): return .right
        case Int(SDLK_PAGEUP.rawValue): return .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): return .pageDown
        case Int(SDLK_HOME.rawValue): return .home
        case Int(SDLK_END.rawValue): return .end
        case Int(SDLK_SPACE.rawValue): return .space
        default: return nil
        }
    }
}
