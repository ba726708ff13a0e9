/// `.scrollDisabled` (`ScrollInteraction.isScrollDisabled`): while it holds,
/// `step()` delivers no pointer, wheel or key event (they stay in the
/// record's inputs); `scrollTo`, resizes and behavior switches still act.
extension ScrollEngine {
    /// Ends a drag, trackpad gesture or held pointer at once, as UIKit
    /// cancels a pan when scrolling is disabled under it: content past an
    /// edge springs back, content inside rests where it is (no momentum, no
    /// behavior decision). Motions (momentum, a landing, `scrollTo`) go on.
    mutating func cancelUserScroll(at time: Double) {
        interpreter.cancelGestures()
        wheelSequence = nil
        switch activity {
        case .drag, .precise, .hold:
            if isOutOfBounds(position) {
                startBallistic(velocity: .zero, at: time)
            } else {
                setActivity(.idle, at: time, velocity: .zero)
            }
        case .idle, .motion:
            break
        }
    }
}
