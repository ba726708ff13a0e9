import Foundation

/// A zoomed window of the history on the timeline's axis: `span` ticks,
/// ending at `upperTick` or, when that is nil, at the newest tick (the
/// window then follows the head as it grows). The mouse wheel over the
/// timeline zooms in (wheel up) and out (wheel down) around the tick under
/// the pointer; zoomed out to the whole history, there is no zoom (nil).
///
/// Invariants: `span ≥ minimumSpan`; `ticks(in:)` lies inside the history
/// it is given and is never empty.
package struct TimelineZoom: Hashable, Sendable {
    /// Ticks between the window's ends.
    package var span: Int
    /// The window's newest tick; nil: the history's newest.
    var upperTick: Int?

    /// The narrowest window: 60 ticks (0.5 s at 120 Hz).
    static let minimumSpan = 60
    /// How much one wheel notch narrows (or widens) the window.
    static let factorPerNotch = 1.5

    /// The window's ticks inside `history` (the whole axis: first…newest tick).
    package func ticks(in history: ClosedRange<Int>) -> ClosedRange<Int> {
        let upper = Swift.min(upperTick ?? history.upperBound, history.upperBound)
        let lower = Swift.max(history.lowerBound, upper - span)
        let top = Swift.min(history.upperBound, Swift.max(upper, lower + span))
        return lower...Swift.max(lower, top)
    }

    /// The zoom after `notches` wheel notches (positive: in) around `tick`,
    /// which keeps its place on the axis; nil when that shows the whole history.
    package static func zoomed(
        _ zoom: TimelineZoom?, notches: Double, around tick: Int, history: ClosedRange<Int>
    ) -> TimelineZoom? {
        let whole = history.upperBound - history.lowerBound
        guard whole > minimumSpan, notches.isFinite, notches != 0 else { return zoom }
        let shown = zoom?.ticks(in: history) ?? history
        let oldSpan = Swift.max(1, shown.upperBound - shown.lowerBound)
        let wanted = (Double(oldSpan) / pow(factorPerNotch, notches)).rounded()
        // Within 1 % of the whole history (rounding of 1.5ⁿ), it is the whole.
        guard wanted < Double(whole) * 0.99 else { return nil }
        let span = Swift.max(minimumSpan, Int(wanted))
        let anchor = Swift.min(Swift.max(tick, shown.lowerBound), shown.upperBound)
        let fraction = Double(anchor - shown.lowerBound) / Double(oldSpan)
        var lower = anchor - Int((fraction * Double(span)).rounded())
        lower = Swift.min(Swift.max(lower, history.lowerBound), history.upperBound - span)
        let upper = lower + span
        return TimelineZoom(span: span, upperTick: upper >= history.upperBound ? nil : upper)
    }
}
