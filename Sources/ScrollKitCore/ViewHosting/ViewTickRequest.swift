/// What the playground sends a view host once per engine tick of a lane
/// (`ViewHostProtocol`, frame kind `tick`): the screen (as
/// `ViewLayoutRequest`), the engine time, the lane (each has its own
/// `@State`), a tap to run first (a click on a `Button`), and every scroll
/// view's engine state (the outermost first).
///
/// Binary form: the screen's (`ViewLayoutRequest`, its offset unused), the
/// time (double), the lane (UInt32), a tap (UInt8 1 and x, y doubles, or
/// UInt8 0), a UInt32 count of scroll states, each as offset x, y
/// (doubles), phase (UInt8, its index in `ScrollPhase.allCases`), velocity
/// dx, dy (doubles), a key (UInt8 1 and a double, or UInt8 0).
public struct ViewTickRequest: Hashable, Sendable {
    /// One scroll view's engine state.
    public struct ScrollState: Hashable, Sendable {
        /// Content offset, points, 0 at the start (insets not counted).
        public var offset: Point
        public var phase: ScrollPhase
        /// Points per second, positive toward the end.
        public var velocity: Vector
        /// Which scroll view the state is for (`ScrollViewIdentity.key`),
        /// nil: by placement order (the outermost is always first).
        public var key: Double?

        public init(offset: Point, phase: ScrollPhase, velocity: Vector, key: Double? = nil) {
            self.offset = offset
            self.phase = phase
            self.velocity = velocity
            self.key = key
        }
    }

    public var screen: ViewLayoutRequest
    /// Engine time, seconds (never goes backward for a lane).
    public var time: Double
    /// The lane, ≥ 0.
    public var lane: Int
    /// A tap's point in the screen's coordinates, nil when none.
    public var tap: Point?
    public var scrollStates: [ScrollState]

    public init(screen: ViewLayoutRequest, time: Double, lane: Int, tap: Point? = nil, scrollStates: [ScrollState]) {
        self.screen = screen
        self.time = time
        self.lane = lane
        self.tap = tap
        self.scrollStates = scrollStates
    }

    /// The state of `engine`'s scroll view, in the view's convention.
    public static func state(of engine: ScrollEngine, key: Double? = nil) -> ScrollState {
        let geometry = engine.geometry
        let record = engine.lastRecord
        return ScrollState(
            offset: Point(x: geometry.position.x + geometry.contentInsets.leading, y: geometry.position.y + geometry.contentInsets.top),
            phase: record.phase, velocity: record.velocity, key: key)
    }

    /// The binary form (the `tick` frame's payload).
    public func encoded() -> [UInt8] {
        var w = DisplayListByteWriter()
        screen.encode(to: &w)
        w.f64(time)
        w.u32(UInt32(truncatingIfNeeded: lane))
        if let tap {
            w.u8(1)
            w.f64(tap.x)
            w.f64(tap.y)
        } else {
            w.u8(0)
        }
        w.u32(UInt32(scrollStates.count))
        for s in scrollStates {
            w.f64(s.offset.x)
            w.f64(s.offset.y)
            w.u8(UInt8(ScrollPhase.allCases.firstIndex(of: s.phase) ?? 0))
            w.f64(s.velocity.dx)
            w.f64(s.velocity.dy)
            if let key = s.key {
                w.u8(1)
                w.f64(key)
            } else {
                w.u8(0)
            }
        }
        return w.bytes
    }

    /// The request as the view's host reads it at every tick: a `tick` frame.
    public var frame: [UInt8] { ViewHostFrame.make(kind: .tick, payload: encoded()) }

    /// Reads the binary form; trailing bytes are an error.
    public init(decoding bytes: [UInt8]) throws(DisplayListDecodingError) {
        var r = DisplayListByteReader(bytes)
        screen = try ViewLayoutRequest(reading: &r)
        time = try r.f64()
        lane = Int(try r.u32())
        tap = try Self.flag(&r, "tap") ? Point(x: try r.f64(), y: try r.f64()) : nil
        let count = try r.count(minimumBytes: 34)
        var states: [ScrollState] = []
        states.reserveCapacity(count)
        let phases = ScrollPhase.allCases
        for _ in 0..<count {
            let offset = Point(x: try r.f64(), y: try r.f64())
            let phaseAt = r.offset
            let index = Int(try r.u8())
            guard phases.indices.contains(index) else { throw DisplayListDecodingError("unknown scroll phase \(index)", at: phaseAt) }
            let velocity = Vector(dx: try r.f64(), dy: try r.f64())
            let key = try Self.flag(&r, "key") ? try r.f64() : nil
            states.append(ScrollState(offset: offset, phase: phases[index], velocity: velocity, key: key))
        }
        scrollStates = states
        guard r.isAtEnd else { throw DisplayListDecodingError("a tick request with \(bytes.count - r.offset) bytes too many", at: r.offset) }
    }

    /// A presence byte: 1 when a value follows, 0 when none.
    private static func flag(_ r: inout DisplayListByteReader, _ what: String) throws(DisplayListDecodingError) -> Bool {
        let at = r.offset
        switch try r.u8() {
        case 0: return false
        case 1: return true
        case let other: throw DisplayListDecodingError("\(what) flag \(other), expected 0 or 1", at: at)
        }
    }

    /// The drawing request this tick's layout answers (the outermost scroll view's offset).
    public var drawingRequest: ViewLayoutRequest {
        var drawing = screen
        drawing.offset = scrollStates.first?.offset ?? Point(x: 0, y: 0)
        return drawing
    }
}
