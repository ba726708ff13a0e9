/// How a text run sits vertically in its frame.
public enum DisplayTextPlacement: UInt8, Hashable, Sendable {
    /// Line after line from the frame's top, each centred in a line box of
    /// `lineHeight` (SwiftUI's `Text` in its laid-out frame).
    case lineBoxes = 0
    /// The lines as one block centred in the frame optically, by the height
    /// of capitals from the first line's cap top to the last baseline, and
    /// centred horizontally (how the presets' labels and titles are drawn:
    /// `Canvas.text(_:centeredIn:)`).
    case opticallyCentered = 1
    /// The first line's top-leading corner exactly at the frame's origin,
    /// the lines `lineHeight` apart, not snapped or aligned (text the
    /// producer has placed itself: a loading label and its pulsing dots).
    case atOrigin = 2
}
