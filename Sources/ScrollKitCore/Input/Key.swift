/// The keys the engine understands, named as in scenario files.
public enum Key: String, CaseIterable, Hashable, Sendable {
    case up
    case down
    case left
    case right
    case pageUp = "page-up"
    case pageDown = "page-down"
    case home
    case end
    case space
}
