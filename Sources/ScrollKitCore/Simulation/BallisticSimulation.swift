/// Momentum after a release, evaluated exactly: UIScrollView friction inside
/// the valid range `[lower, upper]`, handing over to the critically damped
/// return spring (ω = 10) where it crosses an edge (a bounce, when `bounces`),
/// or stopping dead at the edge (when not).
///
/// A start outside the range (a release while overscrolled) begins with the
/// return spring toward the nearer edge; if that spring carries the content
/// back into the range with some speed, friction takes over at the edge and
/// may in turn bounce at the other edge. So there are at most three pieces
/// (spring → friction → spring), each in closed form and joined with
/// continuous position and velocity; no numerical integration, no drift.
///
/// Invariant: `finalPosition` lies in `[lower, upper]`.
public struct BallisticSimulation: Simulation, Hashable {
    /// One closed-form piece.
    public enum Segment: Hashable, Sendable {
        case friction(FrictionSimulation)
        case spring(SpringSimulation)
        /// Standing still (an edge reached without bouncing).
        case rest(Double)

        func x(_ t: Double) -> Double {
            switch self {
            case let .friction(s): return s.x(t)
            case let .spring(s): return s.x(t)
            case let .rest(p): return p
            }
        }

        func dx(_ t: Double) -> Double {
            switch self {
            case let .friction(s): return s.dx(t)
            case let .spring(s): return s.dx(t)
            case .rest: return 0
            }
        }

        func isDone(_ t: Double) -> Bool {
            switch self {
            case let .friction(s): return s.isDone(t)
            case let .spring(s): return s.isDone(t)
            case .rest: return true
            }
        }

        var finalPosition: Double {
            switch self {
            case let .friction(s): return s.rest
            case let .spring(s): return s.target
            case let .rest(p): return p
            }
        }
    }

    /// The pieces (one to three) and the times, in seconds since the start,
    /// at which the second and third begin. Fixed slots, no arrays: copying a
    /// ballistic simulation never allocates.
    public private(set) var first: Segment
    public private(set) var second: Segment?
    public private(set) var third: Segment?
    public private(set) var secondStart: Double = .infinity
    public private(set) var thirdStart: Double = .infinity
    public let lower: Double
    public let upper: Double

    /// Momentum from `position` with `velocity`, decaying with constant `k`
    /// (see `FrictionSimulation`), inside `[lower, upper]` (an inverted range
    /// is read as the single point `lower`).
    public init(position: Double, velocity: Double, lower: Double, upper: Double, k: Double,
                bounces: Bool = true, springOmega: Double = SpringSimulation.returnOmega) {
        let lo = lower.isFinite ? lower : 0
        let hi = upper.isFinite ? Swift.max(upper, lo) : lo
        self.lower = lo
        self.upper = hi
        var x = position.isFinite ? position : lo
        var v = velocity.isFinite ? velocity : 0
        let k = FrictionSimulation(position: 0, velocity: 0, k: k).k
        var pieces: [Segment] = []
        var starts: [Double] = [0]
        if x < lo || x > hi {
            let edge = x < lo ? lo : hi
            let spring = SpringSimulation(position: x, velocity: v, target: edge, omega: springOmega)
            guard let tc = spring.crossingTime, abs(spring.dx(tc) / k) >= FrictionSimulation.restTolerance else {
                first = .spring(spring)
                return
            }
            // Re-entering the range with speed: friction takes over at the edge.
            pieces.append(.spring(spring))
            starts.append(tc)
            x = edge
            v = spring.dx(tc)
        }
        let friction = FrictionSimulation(position: x, velocity: v, k: k)
        let rest = friction.rest
        pieces.append(.friction(friction))
        if rest < lo || rest > hi {
            let edge = rest < lo ? lo : hi
            if let tc = friction.time(toReach: edge) {
                starts.append(starts[pieces.count - 1] + tc)
                // At the edge moving outward: c1 = 0, so this spring never crosses back.
                pieces.append(bounces
                    ? .spring(SpringSimulation(position: edge, velocity: friction.dx(tc), target: edge, omega: springOmega))
                    : .rest(edge))
            } else {
                // Unreachable in exact arithmetic; keep the invariant anyway.
                pieces[pieces.count - 1] = .spring(SpringSimulation(position: x, velocity: v, target: edge, omega: springOmega))
            }
        }
        first = pieces[0]
        if pieces.count > 1 { second = pieces[1]; secondStart = starts[1] }
        if pieces.count > 2 { third = pieces[2]; thirdStart = starts[2] }
    }

    /// The piece running at time `t` and its local time.
    @inline(__always)
    private func piece(at t: Double) -> (Segment, Double) {
        if let third, t >= thirdStart { return (third, t - thirdStart) }
        if let second, t >= secondStart { return (second, t - secondStart) }
        return (first, t)
    }

    /// The last piece and when it begins.
    private var last: (Segment, Double) {
        if let third { return (third, thirdStart) }
        if let second { return (second, secondStart) }
        return (first, 0)
    }

    /// The number of pieces (1…3).
    public var segmentCount: Int { third != nil ? 3 : (second != nil ? 2 : 1) }

    public func x(_ t: Double) -> Double {
        let (s, local) = piece(at: t)
        return s.x(local)
    }

    public func dx(_ t: Double) -> Double {
        let (s, local) = piece(at: t)
        return s.dx(local)
    }

    /// Done when the last piece is running and is done.
    public func isDone(_ t: Double) -> Bool {
        let (s, start) = last
        guard t >= start else { return false }
        return s.isDone(t - start)
    }

    public var finalPosition: Double { last.0.finalPosition }

    /// True when the motion leaves the range at some point (a bounce, or a
    /// start outside it).
    public var leavesRange: Bool {
        for s in [first, second, third] { if case .spring? = s { return true } }
        return false
    }
}
