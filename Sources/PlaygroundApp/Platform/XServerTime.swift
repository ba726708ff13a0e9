import CSDL2

/// The X server's own time of a pointer event, put on the window's clock.
///
/// SDL 2.26 stamps an X event with `SDL_GetTicks` when the window pumps it,
/// not when the server made it: moves that arrive while a frame is being
/// drawn (a loaded machine, a slow frame) are pumped together and share one
/// stamp, so a drag's last moves look simultaneous and the velocity tracker
/// sees none. The server's time is in the XEvent itself (`time`, in
/// milliseconds, on `ButtonPress`, `ButtonRelease` and `MotionNotify`), which
/// SDL hands over in an `SDL_SYSWMEVENT` queued just before the mouse event
/// it makes from it.
///
/// The server's clock has its own origin. It is put on the window's by the
/// smallest delay seen (pump stamp − server time): delivery can only be late,
/// so the smallest is the nearest to the true offset. Differences between
/// server times are kept exactly; a time is never later than its event was
/// pumped, and never earlier than the previous one given (the offset may
/// shrink when a quicker delivery is seen).
struct XServerTime {
    /// The X event types whose `time` is read (X.h: `ButtonPress`, `ButtonRelease`, `MotionNotify`).
    enum Kind: Int32 {
        case buttonPress = 4
        case buttonRelease = 5
        case motion = 6
    }

    /// `SDL_SYSWM_X11` in SDL_syswm.h's `SDL_SYSWM_TYPE` (that header needs
    /// Xlib's, which the module does not import: the value is SDL's ABI).
    static let x11Subsystem: Int32 = 2

    /// A server time waiting for the mouse event SDL makes from the same XEvent.
    private var pending: (kind: Kind, milliseconds: UInt32)?
    /// The last server time seen, unwrapped past 32 bits (milliseconds).
    private var unwrapped: Int64?
    private var lastMilliseconds: UInt32 = 0
    /// Window seconds − server seconds, the smallest seen.
    private var offset: Double?
    /// The last time given, in window seconds (times never go back).
    private var lastGiven = -Double.infinity

    /// `SDL_SYSWMEVENT`: on for the window's life, so each XEvent reaches `note`.
    static func enable() {
        _ = SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
    }

    /// Notes the XEvent of an `SDL_SysWMmsg` (`message`). Layout, 64-bit
    /// Linux: version (3 bytes), `subsystem` (Int32 at 4; 2 is X11), the
    /// XEvent at 8: `type` (Int32 at 0), then serial, send_event, display,
    /// window, root, subwindow, and `time` (unsigned long at 56). Anything
    /// other than a pointer event clears what was pending.
    mutating func note(message: UnsafeRawPointer) {
        guard message.load(fromByteOffset: 4, as: Int32.self) == Self.x11Subsystem,
              let kind = Kind(rawValue: message.load(fromByteOffset: 8, as: Int32.self)) else {
            pending = nil
            return
        }
        pending = (kind, UInt32(truncatingIfNeeded: message.load(fromByteOffset: 8 + 56, as: UInt.self)))
    }

    /// The time, in window seconds, of the SDL mouse event just read (made
    /// from an XEvent of kind `kind`), pumped at `pumped` window seconds;
    /// nil when the XEvent before it was of another kind (SDL made the event
    /// itself: an enter, a warp), and the caller keeps SDL's stamp.
    mutating func take(_ kind: Kind, pumped: Double) -> Double? {
        defer { pending = nil }
        guard let pending, pending.kind == kind else { return nil }
        let server = serverSeconds(pending.milliseconds)
        offset = min(offset ?? .infinity, pumped - server)
        let time = max(lastGiven, server + (offset ?? 0))
        lastGiven = time
        return time
    }

    /// Server milliseconds as seconds on a line that does not wrap at 2³² ms (49 days).
    private mutating func serverSeconds(_ milliseconds: UInt32) -> Double {
        let step = Int64(Int32(bitPattern: milliseconds &- lastMilliseconds))
        let total = unwrapped.map { $0 + step } ?? Int64(milliseconds)
        unwrapped = total
        lastMilliseconds = milliseconds
        return Double(total) / 1000
    }
}
