/// Wheel notches and key commands: targets that add up within a sequence,
/// reached with the wheel spring or Chromium's animated scroll.
extension ScrollEngine {
    /// A wheel notch: adds to the sequence's target (rapid notches add up),
    /// asks the behavior with original = the sequence's origin, and animates
    /// there with the wheel spring from the current position and velocity
    /// (velocity continuous, never overscrolling).
    ///
    /// A sequence begins after `wheelSequenceGap` (0.12 s) without notches,
    /// or after any other gesture. Its origin is the current position — or,
    /// while a landing (wheel, key, scrollTo, or a behavior's target after a
    /// gesture) is still running, its target, so notches never lose distance
    /// and `paging` moves exactly one page per sequence.
    ///
    /// A `PlatformLandingBehavior` scrolls as its platform does
    /// (`ScrollEngine+ScrollEnd`): Chromium animates the notches unsnapped
    /// and snaps once when the animation ends; Flutter jumps and rounds.
    mutating func wheelNotch(_ delta: Vector, beginsSequence: Bool, at time: Double) {
        guard let (target, running, v, x) = interruptForLanding(at: time) else { return }
        if platformAnimation == .flutterScrollSpring {
            flutterPointerScroll(by: delta, from: x, at: time)
            return
        }
        if beginsSequence || wheelSequence == nil {
            let origin = target ?? x
            wheelSequence = (origin, .zero)
            gestureOrigin = origin
        }
        guard var sequence = wheelSequence else { return }
        let proposed = clamped(sequence.origin + (sequence.accumulated + delta))
        sequence.accumulated = proposed - sequence.origin
        wheelSequence = sequence
        let window = interpreter.configuration.wheelVelocityWindow
        var contextVelocity = Vector.zero
        for axis in Axis.allCases where delta[axis] != 0 {
            contextVelocity[axis] = (delta[axis] > 0 ? 1 : -1) * abs(proposed[axis] - x[axis]) / window
        }
        if platformAnimation == .chromiumSnap, !configuration.smoothScrolling {
            chromiumWheelJump(to: proposed, sequence: sequence, at: time)
            return
        }
        if platformAnimation == .chromiumSnap,
           animateAsChromium(from: x, velocity: v, to: proposed, running: running, kind: .wheel,
                             behavior: .inverseDelta, at: time, decidesAtEnd: contextVelocity) { return }
        let (adjusted, _) = decide(original: sequence.origin, proposed: proposed, velocity: contextVelocity,
                                   reason: .gestureEnded, at: time, release: x)
        animate(from: x, velocity: v, to: adjusted, kind: .wheel, omega: SpringSimulation.wheelOmega, at: time)
    }

    /// A key command: a line, a page, home or end from the current position
    /// (or the running animation's target, so repeated keys add up), through
    /// the behavior, animated with the landing spring. Under Chromium's
    /// behaviors a snapped key moves as a programmatic smooth scroll
    /// (delta-based), an unsnapped one with the keyboard's constant 0.15 s;
    /// under Flutter's the key animates from the current position and the
    /// behavior answers at its end (`ScrollEngine+ScrollEnd`).
    mutating func key(_ command: KeyCommand, at time: Double) {
        guard let (target, running, v, x) = interruptForLanding(at: time) else { return }
        let flutter = platformAnimation == .flutterScrollSpring
        let origin = flutter ? x : (target ?? x)
        wheelSequence = nil
        gestureOrigin = origin
        var proposed = origin
        let axis: Axis
        var direction = 1.0
        switch command {
        case let .line(a, d):
            axis = a; direction = d
            proposed[a] += d * interpreter.configuration.lineStep
        case let .page(a, d):
            axis = a; direction = d
            proposed[a] += d * storedGeometry.containerSize[a] * (1 - interpreter.configuration.pageOverlap)
        case let .home(a):
            axis = a; direction = -1
            proposed[a] = bounds(a).lower
        case let .end(a):
            axis = a
            proposed[a] = bounds(a).upper
        }
        proposed = clamped(proposed)
        if flutter {
            flutterKeyScroll(from: x, velocity: v, to: proposed, at: time)
            return
        }
        var contextVelocity = Vector.zero
        contextVelocity[axis] = direction * abs(proposed[axis] - x[axis]) / interpreter.configuration.wheelVelocityWindow
        let (adjusted, _) = decide(original: origin, proposed: proposed, velocity: contextVelocity,
                                   reason: .gestureEnded, at: time, release: x)
        let snapped = adjusted != proposed || landsOnSnapPosition(adjusted, axis: axis)
        if animateAsChromium(from: x, velocity: v, to: adjusted, running: running, kind: .program,
                             behavior: snapped ? .snappedKey : .constant, at: time) { return }
        animate(from: x, velocity: v, to: adjusted, kind: .program, omega: SpringSimulation.landingOmega, at: time)
    }

    /// Chromium's wheel notch with smooth scrolling off
    /// (`--disable-smooth-scrolling`): cc scrolls the notch's delta at once
    /// (cc/input/input_handler.cc `ScrollUpdate`, not animated when
    /// `ShouldAnimateScroll` is false), and the snap waits for the scroll's
    /// end (`InputHandler::SnapAtScrollEnd`, reason kScrollEnd): a direction
    /// strategy from the unsnapped end, animated ease-in-out with the
    /// inverse-delta duration (`settleAtScrollEnd`). The scroll ends with the
    /// burst's last notch; the engine cannot know a notch is the last, so it
    /// starts the scroll-end snap after each one, and a further notch of the
    /// same sequence (`wheelSequenceGap`) takes the content back to the
    /// sequence's unsnapped sum, where Chromium still is, before snapping
    /// again. `sequence`: the running sequence, `proposed` its clamped sum.
    mutating func chromiumWheelJump(to proposed: Point, sequence: (origin: Point, accumulated: Vector), at time: Double) {
        gestureOrigin = sequence.origin
        position = proposed
        var direction = Vector.zero
        for axis in Axis.allCases where sequence.accumulated[axis] != 0 {
            direction[axis] = sequence.accumulated[axis] / interpreter.configuration.wheelVelocityWindow
        }
        settleAtScrollEnd(velocity: direction, at: time)
    }

    /// Whether `point` is a snap position of a CSS-style behavior on `axis`
    /// (an area aligned there within 1 px): Blink's `UserScroll` then found a
    /// snap position for a key (`SnapForDirection`, `SnapForEndPosition`),
    /// even where it is the key's own end (Home and End on an aligned edge).
    func landsOnSnapPosition(_ point: Point, axis: Axis) -> Bool {
        guard let snapper = behavior as? any SnappedTargetBehavior, layout.isScrollTargetLayout else { return false }
        return snapper.snappedTarget(at: offset(for: point)[axis], in: layout, axis: axis,
                                     containerLength: storedGeometry.containerSize[axis],
                                     maxOffset: storedGeometry.maxOffset(axis)) != nil
    }

    /// What a wheel notch or a key starts from, stopping the motion that
    /// runs: the running landing's target (nil: none), the running motion,
    /// its velocity at `time` and the position there. Nil while a drag or a
    /// held pointer owns the content (the notch or key is then ignored).
    mutating func interruptForLanding(at time: Double) -> (target: Point?, running: Motion?, velocity: Vector, position: Point)? {
        switch activity {
        case .hold, .drag: return nil
        default: break
        }
        let target = landingTarget
        let running = runningMotion
        let v = stopMotion(at: time)
        return (target, running, v, position)
    }

    /// The running motion, if any.
    var runningMotion: Motion? {
        if case let .motion(m) = activity { return m }
        return nil
    }

    /// Under a `css-*` behavior, starts Chromium's animated scroll to `target`
    /// (`chromiumAnimatedScroll`) and returns true; else returns false.
    /// `decidesAtEnd`: the motion's `decidesAtEnd` (a wheel notch's snap at
    /// the animation's end).
    mutating func animateAsChromium(from x: Point, velocity v: Vector, to target: Point, running: Motion?,
                                    kind: ScrollActivityKind, behavior: ChromiumSmoothScrollCurve.DurationBehavior,
                                    at time: Double, decidesAtEnd: Vector? = nil) -> Bool {
        guard let (mx, my, keep) = chromiumAnimatedScroll(from: x, to: target, running: running, behavior: behavior, at: time)
        else { return false }
        if keep, var m = running {
            m.kind = kind
            m.decidesAtEnd = decidesAtEnd
            setActivity(.motion(m), at: time, velocity: v)
            return true
        }
        position = x
        var m = Motion(kind: kind, start: time, x: mx, y: my, clampsToBounds: !isOutOfBounds(x), isLanding: true)
        m.decidesAtEnd = decidesAtEnd
        start(m, at: time, velocity: v)
        return true
    }

    /// A spring animation (wheel, keys, scrollTo) from (x, v) to `target`.
    mutating func animate(from x: Point, velocity v: Vector, to target: Point, kind: ScrollActivityKind,
                          omega: Double, at time: Double) {
        let mx = LandingPlanner.land(from: x.x, velocity: v.dx, to: target.x, omega: omega, allowFriction: false)
        let my = LandingPlanner.land(from: x.y, velocity: v.dy, to: target.y, omega: omega, allowFriction: false)
        position = x
        start(Motion(kind: kind, start: time, x: mx, y: my, clampsToBounds: !isOutOfBounds(x), isLanding: true),
              at: time, velocity: v)
    }
}
