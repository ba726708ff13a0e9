import PlaygroundMedia
import ScrollKitCore

/// What the playground sends a view host once per engine tick of a lane:
/// the screen (as `ViewLayoutRequest`), the engine time, the lane (each has
/// its own `@State`), a tap to run first (a click on a `Button`), and every
/// scroll view's engine state (the outermost first).
package struct ViewTickRequest: Hashable, Sendable {
    /// One scroll view's engine state.
    package struct ScrollState: Hashable, Sendable {
        /// Content offset, points, 0 at the start (insets not counted).
        package var offset: Point
        package var phase: ScrollPhase
        /// Points per second, positive toward the end.
        package var velocity: Vector
    }

    package var screen: ViewLayoutRequest
    /// Engine time, seconds (never goes backward for a lane).
    package var time: Double
    package var lane: Int
    /// A tap's point in the screen's coordinates, nil when none.
    package var tap: Point?
    package var scrollStates: [ScrollState]
    /// Which scroll view each state is for (`ScrollViewIdentity.key`, NaN:
    /// the outermost), empty when the states go by placement order; sent
    /// after the states.
    package var scrollKeys: [Double] = []

    /// The numbers before the scroll views' states (`ScrollKitUIViewHost.tickSlots`).
    package static let baseSlotCount = 14

    /// The state of `engine`'s scroll view, in the view's convention.
    package static func state(of engine: ScrollEngine) -> ScrollState {
        let geometry = engine.geometry
        let record = engine.lastRecord
        return ScrollState(
            offset: Point(x: geometry.position.x + geometry.contentInsets.leading, y: geometry.position.y + geometry.contentInsets.top),
            phase: record.phase, velocity: record.velocity)
    }

    /// `ScrollKitUIViewHost.tick`'s buffer.
    package var slots: [Double] {
        var slots = screen.slots
        slots += [time, Double(lane), tap?.x ?? .nan, tap?.y ?? .nan, Double(scrollStates.count)]
        for s in scrollStates {
            let phase = ScrollPhase.allCases.firstIndex(of: s.phase) ?? 0
            slots += [s.offset.x, s.offset.y, Double(phase), s.velocity.dx, s.velocity.dy]
        }
        if scrollKeys.count == scrollStates.count { slots += scrollKeys }
        return slots
    }

    /// The request as the view's host reads it at every tick (`ViewHostLoop`):
    /// a `ViewHostFrame` of kind `T` holding `slots`.
    package var frame: [UInt8] { ViewHostFrame.request(kind: ViewHostFrame.tick, slots: slots) }

    /// The same request as a text line, which the host also answers: `tick` and the slots.
    package var line: String {
        "tick " + slots.map { "\($0)" }.joined(separator: " ")
    }

    /// The drawing request this tick's layout answers (the outermost scroll view's offset).
    package var drawingRequest: ViewLayoutRequest {
        var drawing = screen
        drawing.offset = scrollStates.first?.offset ?? Point(x: 0, y: 0)
        return drawing
    }
}
