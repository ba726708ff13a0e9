/// Horizontal alignment of a line of text in its frame, as SwiftUI's
/// `TextAlignment` (left-to-right layout).
public enum DisplayTextAlignment: UInt8, Hashable, Sendable {
    case leading = 0
    case center = 1
    case trailing = 2
}
