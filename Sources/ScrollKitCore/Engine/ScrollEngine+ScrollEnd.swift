/// Settling where a wheel or key animation ended, as the platform of a
/// `PlatformLandingBehavior` does it, and that platform's own way of
/// animating a wheel notch or a key.
///
/// - Chromium (`css-*`): a mouse wheel notch animates *unsnapped*
///   (cc/input/input_handler.cc `ScrollUpdate` → `ScrollAnimationUpdateTarget`
///   on the kMouseWheel ease-in-out curve, cc/animation/
///   scroll_offset_animation_curve.cc, notches retargeting it); when that
///   animation finishes, `InputHandler::SnapAtScrollEnd` (reason
///   kScrollOffsetAnimationFinished) snaps once, with a direction strategy
///   from where it ended (cc/input/snap_selection_strategy.cc
///   `DirectionStrategy`: only positions strictly ahead in the scroll's
///   direction count; the closest of them; proximity: within L/3; none
///   ahead: mandatory relaxes to the closest position, proximity stays),
///   animated ease-in-out with the inverse-delta duration.
/// - Chromium, keys: Blink's `ScrollableArea::UserScroll` first asks
///   `SnapForDirection`; when it finds a snap position the scroll goes there
///   as `scrollTo({behavior: 'smooth'})` does (a programmatic smooth scroll:
///   ease-in-out, √d/60 s, at most 1.5 s as Chromium 156 takes it,
///   `ChromiumSmoothScrollCurve.DurationBehavior.snappedKey`); only an
///   unsnapped key keeps the user scroll's constant 9/60 s = 0.15 s.
/// - Flutter (`flutter-page`): a wheel notch is
///   `ScrollPositionWithSingleContext.pointerScroll` (packages/flutter/lib/
///   src/widgets/scroll_position_with_single_context.dart): the position
///   jumps by the delta (clamped), then `goBallistic(0.0)`, so
///   `PageScrollPhysics` rounds to the nearest page (no ± 0.5) and springs
///   there. A key is `ScrollAction` (scrollable_helpers.dart): `moveTo(pixels
///   + increment, 100 ms, Curves.easeInOut)`, a `DrivenScrollActivity` that
///   goes ballistic at 0 when it ends: the same rounding.
extension ScrollEngine {
    /// The running behavior's platform animation, nil for the playground's own.
    var platformAnimation: PlatformLandingAnimation? {
        (behavior as? any PlatformLandingBehavior)?.landingAnimation
    }

    /// The motion that `decidesAtEnd` has ended at `position`: asks the
    /// behavior with `v` (0: where to rest from here; else only what lies
    /// ahead in v's direction: the release is put an ε behind the end, so
    /// the end itself does not count as ahead) and lands there with the
    /// platform's snap animation (no fling), or rests here.
    mutating func settleAtScrollEnd(velocity v: Vector, at time: Double) {
        let end = position
        var release = end
        for axis in Axis.allCases where v[axis] != 0 {
            release[axis] -= (v[axis] > 0 ? 1 : -1) * Self.scrollEndEpsilon
        }
        let (adjusted, _) = decide(original: gestureOrigin ?? end, proposed: end, velocity: v,
                                   reason: .gestureEnded, at: time, release: release)
        guard adjusted != end,
              let (x, y) = platformLanding(from: end, velocity: .zero, to: adjusted, fling: false) else {
            setActivity(.idle, at: time, velocity: .zero)
            return
        }
        start(Motion(kind: .snap, start: time, x: x, y: y, clampsToBounds: true, isLanding: true),
              at: time, velocity: .zero)
    }

    /// How far behind the end a scroll-end decision puts the release, px:
    /// far below any snap position's spacing, so "ahead of the release"
    /// means "strictly ahead of the end".
    static var scrollEndEpsilon: Double { 1e-6 }

    /// Flutter's `pointerScroll`: a jump by `delta` from where the content
    /// is (clamped to the valid range), then `goBallistic(0.0)`.
    mutating func flutterPointerScroll(by delta: Vector, from x: Point, at time: Double) {
        wheelSequence = nil
        gestureOrigin = x
        position = clamped(x + delta)
        settleAtScrollEnd(velocity: .zero, at: time)
    }

    /// Flutter's `ScrollAction.invoke`: `moveTo(proposed)` over 100 ms along
    /// `Curves.easeInOut` (cubic 0.42, 0, 0.58, 1), then `goBallistic(0.0)`.
    mutating func flutterKeyScroll(from x: Point, velocity v: Vector, to proposed: Point, at time: Double) {
        func axis(_ a: Axis) -> AxisMotion {
            guard configuration.axes.contains(a), proposed[a] != x[a] else { return .still(proposed[a]) }
            return .smooth(ChromiumSmoothScrollCurve(start: x[a], target: proposed[a], duration: Self.flutterKeyDuration))
        }
        position = x
        var m = Motion(kind: .program, start: time, x: axis(.horizontal), y: axis(.vertical),
                       clampsToBounds: !isOutOfBounds(x), isLanding: true)
        m.decidesAtEnd = .zero
        start(m, at: time, velocity: v)
    }

    /// `ScrollAction`'s animation, seconds.
    static var flutterKeyDuration: Double { 0.1 }
}
