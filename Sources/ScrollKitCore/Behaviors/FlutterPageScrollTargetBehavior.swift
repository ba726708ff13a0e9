/// `flutter-page`: Flutter's `PageScrollPhysics` (packages/flutter/lib/src/
/// widgets/page_view.dart) as `PageView` computes it, on every scroll axis.
///
/// Pages are the container's length L (`viewportFraction` 1). At the end of
/// a drag Flutter calls `createBallisticSimulation(position, velocity)` with
/// the position *where the finger lifted* (r = `context.releaseOffset`,
/// else the original offset) and the release velocity v:
/// - When overscrolled and not heading back in (v ≤ 0 at or before the
///   start, v ≥ 0 at or past the end) it defers to the parent physics: the
///   target is left alone (the engine bounces back to the edge).
/// - Otherwise page = clamp(r, 0, M) / L; page −= 0.5 when v < −t, += 0.5
///   when v > t, where t is the tolerance's velocity 1 / (0.050 × device
///   pixel ratio) = 20 px/s at ratio 1; the target is round(page) × L
///   (Dart's `roundToDouble`: halves away from zero), clamped to [0, M]
///   (content that is not a whole number of pages; a `PageView` always is).
///
/// So a fling turns at most one page *from the release position*, and a
/// drag back followed by a light forward flick stays on its page (r = 662
/// on 800 px pages, v = +1500: 0.8275 + 0.5 rounds to 1, page 800). The
/// playground's `paging` differs: it pages from the projected resting point
/// and bounds the result to one page from where the gesture began.
/// A resize (v = 0) rounds the kept offset to the nearest page (Flutter's
/// `applyViewportDimension` keeps the fractional page instead).
public struct FlutterPageScrollTargetBehavior: PlatformLandingBehavior {
    /// The device pixel ratio of Flutter's `toleranceFor`: t = 1 / (0.050 × ratio) px/s.
    public var devicePixelRatio: Double

    public init(devicePixelRatio: Double = 1) {
        self.devicePixelRatio = devicePixelRatio
    }

    public var name: String { "flutter-page" }

    /// Flutter's `ScrollSpringSimulation` (mass 0.5, stiffness 100, ratio 1.1)
    /// from the release position and velocity to the page.
    public var landingAnimation: PlatformLandingAnimation { .flutterScrollSpring }

    /// Flutter's `Tolerance.velocity` for this ratio, px/s.
    public var toleranceVelocity: Double { 1 / (0.050 * devicePixelRatio) }

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        for axis in context.axes.members {
            let length = context.containerSize[axis]
            let content = context.contentSize[axis]
            guard length.isFinite, length > 0, content.isFinite else { continue }
            let maxOffset = Swift.max(0, content - length)
            let rawRelease = (context.releaseOffset ?? context.originalTarget.offset(in: context.containerSize))[axis]
            let v = context.velocity[axis].isFinite ? context.velocity[axis] : 0
            guard rawRelease.isFinite else { continue }
            // Out of range and not headed back in: the parent's ballistics.
            if (v <= 0 && rawRelease <= 0) || (v >= 0 && rawRelease >= maxOffset) { continue }
            var page = Swift.min(Swift.max(rawRelease, 0), maxOffset) / Swift.max(1, length)
            if v < -toleranceVelocity { page -= 0.5 } else if v > toleranceVelocity { page += 0.5 }
            // A PageView's content is whole pages; here the last page may be
            // short, so the answer is clamped to [0, M] (the last page aligned
            // to the end, as `paging`).
            // (Dart rounds −0.5 to −1: with a single page, M = 0, released
            // past the end heading back, Flutter would ask for −L; clamped.)
            let offset = Swift.min(Swift.max(page.rounded(.toNearestOrAwayFromZero) * length, 0), maxOffset)
            target.setOffset(offset, on: axis, containerSize: context.containerSize)
        }
    }
}
