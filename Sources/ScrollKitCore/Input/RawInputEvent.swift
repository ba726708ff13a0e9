/// A raw device event, as the platform edge (an SDL event) or a scenario line
/// delivers it, before any interpretation. Timestamps are seconds on the
/// engine's clock (see `TimedInputEvent`).
public enum RawInputEvent: Hashable, Sendable {
    /// A pointer (left mouse button or a touch finger) went down, moved, or was
    /// released, at a position in container coordinates (logical pixels).
    /// `finger` is 0 for the mouse, 1… for touch fingers.
    case pointer(PointerAction, Point, finger: Int = 0)
    /// One SDL mouse-wheel event: `steps` are SDL's whole `x, y`, `precise`
    /// SDL's `preciseX, preciseY`, both with SDL's `direction` already applied
    /// (y > 0 scrolls toward the start, x > 0 toward the end).
    case wheel(steps: Vector, precise: Vector)
    /// A key press.
    case key(Key, shift: Bool = false)
    /// The container (window) changed size, in logical pixels.
    case resize(Size)
    /// A programmatic scroll.
    case scrollTo(ScrollToRequest)
    /// Switch the scroll target behavior to the one with this name.
    case setBehavior(String)

    /// A short description used in the trace's `inputs` list, e.g. `"wheel 0 -1"`.
    public var traceDescription: String {
        switch self {
        case let .pointer(action, p, finger):
            let who = finger == 0 ? "pointer" : "finger\(finger)"
            return "\(who) \(action.rawValue) \(TraceNumber.format(p.x)) \(TraceNumber.format(p.y))"
        case let .wheel(steps, precise):
            if precise.dx == steps.dx && precise.dy == steps.dy {
                return "wheel \(TraceNumber.format(steps.dx)) \(TraceNumber.format(steps.dy))"
            }
            return "precise \(TraceNumber.format(precise.dx)) \(TraceNumber.format(precise.dy))"
        case let .key(key, shift):
            return "key \(shift ? "shift-" : "")\(key.rawValue)"
        case let .resize(size):
            return "resize \(TraceNumber.format(size.width)) \(TraceNumber.format(size.height))"
        case let .scrollTo(request):
            return "scroll-to \(request.traceDescription)"
        case let .setBehavior(name):
            return "behavior \(name)"
        }
    }
}

extension RawInputEvent {
    /// True for the user's own scrolling input (a pointer, a wheel, a key),
    /// which `.scrollDisabled` stops; false for what a program or the
    /// window does (`scrollTo`, a resize, a behavior switch).
    public var isUserScroll: Bool {
        switch self {
        case .pointer, .wheel, .key: return true
        case .resize, .scrollTo, .setBehavior: return false
        }
    }
}
