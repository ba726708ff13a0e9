/// Estimates a velocity from timed position samples by a least-squares line
/// over the samples at most `horizon` seconds older than the newest one
/// (Flutter's and Android's approach, degree 1). Keeps the newest
/// `capacity` samples in fixed inline storage: adding never allocates.
public struct VelocityTracker: Sendable {
    /// The most samples kept.
    public static let capacity = 20

    private var times = InlineArray<20, Double>(repeating: 0)
    private var xs = InlineArray<20, Double>(repeating: 0)
    private var ys = InlineArray<20, Double>(repeating: 0)
    /// Index of the oldest sample.
    private var start = 0
    public private(set) var count = 0

    public init() {}

    /// Forgets every sample.
    public mutating func reset() {
        start = 0
        count = 0
    }

    /// Adds a sample: `position` (px) at `time` (s). Non-finite samples are ignored.
    public mutating func add(time: Double, position: Point) {
        guard time.isFinite, position.isFinite else { return }
        let cap = VelocityTracker.capacity
        let index: Int
        if count < cap {
            index = (start + count) % cap
            count += 1
        } else {
            index = start
            start = (start + 1) % cap
        }
        times[index] = time
        xs[index] = position.x
        ys[index] = position.y
    }

    /// The time of the newest sample, nil when empty.
    public var lastTime: Double? {
        count == 0 ? nil : times[(start + count - 1) % VelocityTracker.capacity]
    }

    /// The position of the newest sample, nil when empty.
    public var lastPosition: Point? {
        guard count > 0 else { return nil }
        let i = (start + count - 1) % VelocityTracker.capacity
        return Point(x: xs[i], y: ys[i])
    }

    /// The least-squares slope (px/s) of position over time, over the samples
    /// within `horizon` seconds of the newest; 0 with fewer than two distinct times.
    public func velocity(horizon: Double) -> Vector {
        guard count >= 2, let newest = lastTime else { return .zero }
        let cap = VelocityTracker.capacity
        var n = 0.0, st = 0.0, sx = 0.0, sy = 0.0
        for j in 0..<count {
            let i = (start + j) % cap
            let t = times[i] - newest
            guard t >= -horizon - 1e-12 else { continue }
            n += 1; st += t; sx += xs[i]; sy += ys[i]
        }
        guard n >= 2 else { return .zero }
        let tm = st / n, xm = sx / n, ym = sy / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for j in 0..<count {
            let i = (start + j) % cap
            let t = times[i] - newest
            guard t >= -horizon - 1e-12 else { continue }
            let dt = t - tm
            stt += dt * dt
            stx += dt * (xs[i] - xm)
            sty += dt * (ys[i] - ym)
        }
        guard stt > 1e-12 else { return .zero }
        let v = Vector(dx: stx / stt, dy: sty / stt)
        return v.isFinite ? v : .zero
    }
}
