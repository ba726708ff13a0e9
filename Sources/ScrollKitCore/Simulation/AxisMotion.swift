/// The motion of one axis, as a closed enum over the simulations so that the
/// engine's tick dispatches without existentials or allocation.
enum AxisMotion: Simulation, Hashable {
    /// Not moving on this axis.
    case still(Double)
    case friction(FrictionSimulation)
    case spring(SpringSimulation)
    case ballistic(BallisticSimulation)
    /// Flutter's `BouncingScrollSimulation` (the `flutter-bouncing` behavior).
    case bouncing(BouncingScrollSimulation)
    /// Flutter's `ScrollSpringSimulation` (`flutter-page`'s way to its page).
    case damped(DampedSpringSimulation)
    /// Chromium's snap fling (`css-*` after a fling).
    case snapFling(ChromiumSnapFlingCurve)
    /// Chromium's ease-in-out snap animation (`css-*` after a still release).
    case smooth(ChromiumSmoothScrollCurve)

    func x(_ t: Double) -> Double {
        switch self {
        case let .still(p): return p
        case let .friction(s): return s.x(t)
        case let .spring(s): return s.x(t)
        case let .ballistic(s): return s.x(t)
        case let .bouncing(s): return s.x(t)
        case let .damped(s): return s.x(t)
        case let .snapFling(s): return s.x(t)
        case let .smooth(s): return s.x(t)
        }
    }

    func dx(_ t: Double) -> Double {
        switch self {
        case .still: return 0
        case let .friction(s): return s.dx(t)
        case let .spring(s): return s.dx(t)
        case let .ballistic(s): return s.dx(t)
        case let .bouncing(s): return s.dx(t)
        case let .damped(s): return s.dx(t)
        case let .snapFling(s): return s.dx(t)
        case let .smooth(s): return s.dx(t)
        }
    }

    func isDone(_ t: Double) -> Bool {
        switch self {
        case .still: return true
        case let .friction(s): return s.isDone(t)
        case let .spring(s): return s.isDone(t)
        case let .ballistic(s): return s.isDone(t)
        case let .bouncing(s): return s.isDone(t)
        case let .damped(s): return s.isDone(t)
        case let .snapFling(s): return s.isDone(t)
        case let .smooth(s): return s.isDone(t)
        }
    }

    var finalPosition: Double {
        switch self {
        case let .still(p): return p
        case let .friction(s): return s.rest
        case let .spring(s): return s.target
        case let .ballistic(s): return s.finalPosition
        case let .bouncing(s): return s.finalPosition
        case let .damped(s): return s.end
        case let .snapFling(s): return s.target
        case let .smooth(s): return s.target
        }
    }

    /// True when a spring does the work (a landing spring, not friction).
    var isSpring: Bool {
        if case .spring = self { return true }
        return false
    }
}
