/// What a pointer did.
public enum PointerAction: String, CaseIterable, Hashable, Sendable {
    case down
    case move
    case up
}
