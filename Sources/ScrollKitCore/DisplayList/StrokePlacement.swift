/// Where a stroke lies relative to a shape's outline.
public enum StrokePlacement: UInt8, Hashable, Sendable {
    /// Half inside, half outside (SwiftUI's `.stroke(_:lineWidth:)`).
    case centered = 0
    /// Wholly inside (SwiftUI's `.strokeBorder` and `.border`).
    case inside = 1
}
