import Testing
@testable import ScrollKitCore

@Suite struct InterpreterTests {
    func interpret(_ interpreter: inout TestInterpreter, _ time: Double, _ event: RawInputEvent) -> [TimedScrollInput] {
        Array(interpreter.interpret(TimedInputEvent(time: time, event: event)))
    }

    static func wheel(_ x: Double, _ y: Double) -> RawInputEvent {
        .wheel(steps: Vector(dx: x.rounded(.towardZero), dy: y.rounded(.towardZero)), precise: Vector(dx: x, dy: y))
    }

    // MARK: Wheel vs trackpad

    @Test func integralSlowEventsAreWheelNotches() {
        var i = TestInterpreter(axes: .vertical)
        let a = interpret(&i, 0.0, Self.wheel(0, -1))
        #expect(a.map(\.input) == [.wheelNotch(delta: Vector(dx: 0, dy: 50), beginsSequence: true)])
        #expect(i.lastSource == .wheel)
        // 80 ms later: same sequence, still a notch (not < 30 ms apart).
        let b = interpret(&i, 0.08, Self.wheel(0, 2))
        #expect(b.map(\.input) == [.wheelNotch(delta: Vector(dx: 0, dy: -100), beginsSequence: false)])
        // After 0.12 s without notches: a new sequence.
        let c = interpret(&i, 0.3, Self.wheel(0, -1))
        #expect(c.map(\.input) == [.wheelNotch(delta: Vector(dx: 0, dy: 50), beginsSequence: true)])
    }

    @Test func fractionalEventsAreTrackpadDeltas() {
        var i = TestInterpreter(axes: .vertical)
        let a = interpret(&i, 0.5, Self.wheel(0, -1.5))
        #expect(a.map(\.input) == [.preciseScroll(delta: Vector(dx: 0, dy: 15), beginsGesture: true)])
        #expect(i.lastSource == .trackpad)
        #expect(i.deadline == 0.5 + 0.12)
        // An integral value < 30 ms later in a trackpad sequence is trackpad too.
        let b = interpret(&i, 0.51, Self.wheel(0, -1))
        #expect(b.map(\.input) == [.preciseScroll(delta: Vector(dx: 0, dy: 10), beginsGesture: false)])
    }

    @Test func aHighRateBurstOfWholeStepsBecomesTrackpadAtTheThirdEvent() {
        // X11 delivers trackpads as ±1 steps at a high rate.
        var i = TestInterpreter(axes: .vertical)
        let first = interpret(&i, 1.000, Self.wheel(0, -1))
        let second = interpret(&i, 1.010, Self.wheel(0, -1))
        let third = interpret(&i, 1.020, Self.wheel(0, -1))
        #expect(first.map(\.input.source) == [.wheel])
        #expect(second.map(\.input.source) == [.wheel])
        #expect(third.map(\.input) == [.preciseScroll(delta: Vector(dx: 0, dy: 10), beginsGesture: true)])
        // A slow burst never does.
        var j = TestInterpreter(axes: .vertical)
        for n in 0..<5 {
            #expect(interpret(&j, Double(n) * 0.05, Self.wheel(0, -1)).map(\.input.source) == [.wheel])
        }
    }

    @Test func trackpadGestureEndsAfterTheGapWithTheLeastSquaresVelocity() throws {
        var i = TestInterpreter(axes: .vertical)
        for n in 0..<30 { _ = interpret(&i, 2.0 + Double(n) * 0.008, Self.wheel(0, -1.5)) }
        let last = 2.0 + 29 * 0.008
        #expect(i.deadline == last + 0.12)
        let early = i.expire(upTo: last + 0.1)
        #expect(early == nil)
        let expired = i.expire(upTo: last + 0.12)
        let end = try #require(expired)
        #expect(end.time == last + 0.12)
        // 15 px every 8 ms: 1875 px/s toward the end.
        guard case let .preciseEnded(v) = end.input else { Issue.record("expected end"); return }
        #expect(abs(v.dy - 1875) < 1e-6)
        #expect(i.deadline == nil)
    }

    @Test func aNotchEndsARunningTrackpadGestureFirst() {
        var i = TestInterpreter(axes: .vertical)
        _ = interpret(&i, 0, Self.wheel(0, -0.5))
        _ = interpret(&i, 0.008, Self.wheel(0, -0.5))
        let out = interpret(&i, 0.1, Self.wheel(0, -1))
        #expect(out.count == 2)
        if case .preciseEnded = out[0].input {} else { Issue.record("expected the trackpad end first") }
        #expect(out[1].input.source == .wheel)
    }

    @Test func horizontalContainersTakeVerticalWheelsOnTheirAxis() {
        var i = TestInterpreter(axes: .horizontal)
        let a = interpret(&i, 0, Self.wheel(0, -1))
        #expect(a.map(\.input) == [.wheelNotch(delta: Vector(dx: 50, dy: 0), beginsSequence: true)])
        var v = TestInterpreter(axes: .vertical)
        #expect(interpret(&v, 0, Self.wheel(1, 0)).isEmpty) // x on a vertical container: nothing
        var both = TestInterpreter(axes: .both)
        #expect(interpret(&both, 0, Self.wheel(1, 1)).map(\.input) ==
                [.wheelNotch(delta: Vector(dx: 50, dy: -50), beginsSequence: true)])
    }

    // MARK: Pointer

    @Test func slopThenDragFromTheSlopPoint() {
        var i = TestInterpreter(axes: .vertical)
        #expect(interpret(&i, 0, .pointer(.down, Point(x: 100, y: 400))).map(\.input) == [.pointerDown])
        #expect(interpret(&i, 0.01, .pointer(.move, Point(x: 130, y: 390))).isEmpty) // 10 px along y: within slop
        #expect(interpret(&i, 0.02, .pointer(.move, Point(x: 100, y: 382))).isEmpty) // exactly 18: not past it
        let began = interpret(&i, 0.03, .pointer(.move, Point(x: 100, y: 370)))
        // 30 px up, slop 18: the content moves 12 px toward the end, no jump.
        #expect(began.map(\.input) == [.dragBegan(translation: Vector(dx: 0, dy: 12))])
        let moved = interpret(&i, 0.04, .pointer(.move, Point(x: 100, y: 350)))
        #expect(moved.map(\.input) == [.dragChanged(translation: Vector(dx: 0, dy: 32))])
    }

    @Test func slopIsMeasuredAlongBothAxesWhenBothScroll() {
        var i = TestInterpreter(axes: .both)
        _ = interpret(&i, 0, .pointer(.down, Point(x: 0, y: 0)))
        let began = interpret(&i, 0.01, .pointer(.move, Point(x: 30, y: 40))) // 50 px away
        guard case let .dragBegan(t) = began.first?.input else { Issue.record("expected a drag"); return }
        // From the slop point (18 px along the direction): 32 px of the 50 remain.
        #expect(abs(t.dx - -(30 - 18 * 0.6)) < 1e-9 && abs(t.dy - -(40 - 18 * 0.8)) < 1e-9)
    }

    func releaseVelocity(speed: Double, releaseDelay: Double) -> Vector? {
        var i = TestInterpreter(axes: .vertical)
        let events = EngineTestSupport.drag(from: Point(x: 100, y: 700), to: Point(x: 100, y: 700 - speed * 0.3),
                                            start: 0, duration: 0.3, hold: releaseDelay)
        var last: ScrollInput?
        for e in events { for out in i.interpret(e) { last = out.input } }
        if case let .dragEnded(v) = last { return v }
        return nil
    }

    @Test func releaseVelocityIsTheLeastSquaresSlopWithFlingLimits() throws {
        // Pointer up at 1000 px/s: content +1000 px/s.
        let v = try #require(releaseVelocity(speed: 1000, releaseDelay: 0))
        #expect(abs(v.dy - 1000) < 1e-6)
        // Released 50 ms after the last move: the pointer had stopped.
        #expect(try #require(releaseVelocity(speed: 1000, releaseDelay: 0.05)) == .zero)
        // 30 ms is still a fling.
        #expect(abs(try #require(releaseVelocity(speed: 1000, releaseDelay: 0.03)).dy - 1000) < 1e-6)
        // Clamped to 8000.
        #expect(abs(try #require(releaseVelocity(speed: 20000, releaseDelay: 0)).dy - 8000) < 1e-9)
    }

    @Test func slowReleasesAreZero() {
        var i = TestInterpreter(axes: .vertical)
        _ = interpret(&i, 0, .pointer(.down, Point(x: 0, y: 0)))
        _ = interpret(&i, 0.01, .pointer(.move, Point(x: 0, y: 20)))
        for n in 1...12 { _ = interpret(&i, 0.5 + Double(n) / 120, .pointer(.move, Point(x: 0, y: 20 + Double(n) * 0.3))) }
        // 0.3 px per tick = 36 px/s < 50.
        let up = interpret(&i, 0.5 + 12.0 / 120, .pointer(.up, Point(x: 0, y: 23.6)))
        #expect(up.map(\.input) == [.dragEnded(velocity: .zero)])
    }

    @Test func otherFingersAndWheelsDuringADragAreIgnored() {
        var i = TestInterpreter(axes: .vertical)
        _ = interpret(&i, 0, .pointer(.down, Point(x: 0, y: 0)))
        #expect(interpret(&i, 0.01, .pointer(.down, Point(x: 50, y: 50), finger: 2)).isEmpty)
        #expect(interpret(&i, 0.02, .pointer(.move, Point(x: 50, y: 90), finger: 2)).isEmpty)
        #expect(interpret(&i, 0.03, Self.wheel(0, -1)).isEmpty)
        #expect(interpret(&i, 0.04, .key(.pageDown)).isEmpty)
        #expect(interpret(&i, 0.05, .pointer(.up, Point(x: 0, y: 0))).map(\.input) == [.pointerReleased])
    }

    @Test func nonFiniteAndHugeValuesNeverEscape() {
        var i = TestInterpreter(axes: .both)
        #expect(interpret(&i, .nan, .pointer(.down, .zero)).isEmpty)
        #expect(interpret(&i, 0, .pointer(.down, Point(x: .nan, y: 0))).isEmpty)
        _ = interpret(&i, 0, .pointer(.down, Point(x: 0, y: 0)))
        let out = interpret(&i, 0.01, .pointer(.move, Point(x: 1e300, y: -.infinity)))
        for o in out {
            if case let .dragBegan(t) = o.input { #expect(t.isFinite) }
        }
        let up = interpret(&i, 0.02, .pointer(.up, Point(x: 1e300, y: 1e300)))
        for o in up { if case let .dragEnded(v) = o.input { #expect(v.isFinite && v.length <= 8000 + 1e-6) } }
        #expect(interpret(&i, 1, Self.wheel(.nan, 1)).isEmpty)
        for o in interpret(&i, 2, Self.wheel(1e300, -1e300)) {
            if case let .wheelNotch(d, _) = o.input { #expect(d.isFinite) }
        }
    }

    // MARK: Keys

    @Test func keysMapToLinesPagesAndEnds() {
        var i = TestInterpreter(axes: .vertical)
        func command(_ key: Key, shift: Bool = false) -> ScrollInput? {
            interpret(&i, 0, .key(key, shift: shift)).first?.input
        }
        #expect(command(.down) == .key(.line(.vertical, direction: 1)))
        #expect(command(.up) == .key(.line(.vertical, direction: -1)))
        #expect(command(.left) == nil)
        #expect(command(.pageDown) == .key(.page(.vertical, direction: 1)))
        #expect(command(.space) == .key(.page(.vertical, direction: 1)))
        #expect(command(.space, shift: true) == .key(.page(.vertical, direction: -1)))
        #expect(command(.home) == .key(.home(.vertical)))
        #expect(command(.end) == .key(.end(.vertical)))
        var h = TestInterpreter(axes: .horizontal)
        #expect(interpret(&h, 0, .key(.right)).first?.input == .key(.line(.horizontal, direction: 1)))
        #expect(interpret(&h, 0, .key(.down)).first?.input == .key(.line(.horizontal, direction: 1)))
        #expect(interpret(&h, 0, .key(.pageUp)).first?.input == .key(.page(.horizontal, direction: -1)))
    }
}

/// An interpreter for a container that scrolls on `axes` (the engine passes
/// its own axes to every `interpret`; these tests fix them per interpreter).
@dynamicMemberLookup
struct TestInterpreter {
    var interpreter = InputInterpreter()
    var axes: Axes

    init(axes: Axes) { self.axes = axes }

    mutating func interpret(_ event: TimedInputEvent) -> InterpretedInputs {
        interpreter.interpret(event, axes: axes)
    }

    mutating func expire(upTo time: Double) -> TimedScrollInput? { interpreter.expire(upTo: time) }

    subscript<T>(dynamicMember path: KeyPath<InputInterpreter, T>) -> T { interpreter[keyPath: path] }
}
