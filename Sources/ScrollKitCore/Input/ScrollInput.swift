/// What the `InputInterpreter` makes of raw device events: gesture phases
/// with content-offset deltas and velocities (positive toward the end of the
/// content), ready for the engine. Distances in px, velocities in px/s.
public enum ScrollInput: Hashable, Sendable {
    /// A pointer went down (phase `.tracking`).
    case pointerDown
    /// The pointer moved past the touch slop: the drag begins. `translation`
    /// is the content-offset change since the slop point (so no jump).
    case dragBegan(translation: Vector)
    /// The cumulative content-offset translation since the slop point.
    case dragChanged(translation: Vector)
    /// The pointer was released after dragging, with this release velocity
    /// (fling limits applied; 0 when the pointer had stopped).
    case dragEnded(velocity: Vector)
    /// The pointer was released without ever passing the slop.
    case pointerReleased
    /// A trackpad delta moving the content by `delta`; `beginsGesture` on the
    /// first event of a gesture.
    case preciseScroll(delta: Vector, beginsGesture: Bool)
    /// The trackpad gesture ended (no event for `trackpadEndGap`).
    case preciseEnded(velocity: Vector)
    /// Wheel notches moving the content by `delta`; `beginsSequence` on the
    /// first notch after `wheelSequenceGap` without notches.
    case wheelNotch(delta: Vector, beginsSequence: Bool)
    /// A key command.
    case key(KeyCommand)
    /// The container changed size.
    case resize(Size)
    /// A programmatic scroll.
    case scrollTo(ScrollToRequest)
    /// Switch the behavior (by catalog name).
    case setBehavior(String)

    /// The input source this input stands for, nil for those that are not a scroll.
    public var source: InputSource? {
        switch self {
        case .pointerDown, .dragBegan, .dragChanged, .dragEnded, .pointerReleased: return .drag
        case .preciseScroll, .preciseEnded: return .trackpad
        case .wheelNotch: return .wheel
        case .key: return .keys
        case .resize, .scrollTo: return .program
        case .setBehavior: return nil
        }
    }
}

/// A `ScrollInput` with the time it takes effect (seconds, engine clock).
public struct TimedScrollInput: Hashable, Sendable {
    public var time: Double
    public var input: ScrollInput

    public init(time: Double, input: ScrollInput) {
        self.time = time
        self.input = input
    }
}

/// The (at most three) inputs one raw event turns into, in time order.
/// Fixed slots: interpreting an event never allocates.
public struct InterpretedInputs: Sequence, Sendable {
    private var a: TimedScrollInput?
    private var b: TimedScrollInput?
    private var c: TimedScrollInput?

    public init() {}

    mutating func append(_ input: ScrollInput, at time: Double) {
        let item = TimedScrollInput(time: time, input: input)
        if a == nil { a = item } else if b == nil { b = item } else { c = item }
    }

    public var isEmpty: Bool { a == nil }

    public struct Iterator: IteratorProtocol {
        var items: InterpretedInputs
        var index = 0
        public mutating func next() -> TimedScrollInput? {
            defer { index += 1 }
            switch index {
            case 0: return items.a
            case 1: return items.b
            case 2: return items.c
            default: return nil
            }
        }
    }

    public func makeIterator() -> Iterator { Iterator(items: self) }
}
