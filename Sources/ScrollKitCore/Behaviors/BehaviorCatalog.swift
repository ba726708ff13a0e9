/// Every scroll target behavior the playground knows, by kebab-case name.
/// `playground list` prints this catalog; scenario files and the command line
/// look names up here.
public enum BehaviorCatalog {
    /// One catalog entry.
    public struct Entry: Sendable {
        public var name: String
        /// One line for `playground list` and the help overlay.
        public var summary: String
        public var make: @Sendable () -> any ScrollTargetBehavior
    }

    /// All behaviors, in the order of the number keys (1 = first).
    public static let entries: [Entry] = [
        Entry(name: "free", summary: "no snapping: rests where momentum takes it") { FreeScrollTargetBehavior() },
    ]

    /// The names, in catalog order.
    public static var names: [String] { entries.map(\.name) }

    /// The behavior named `name`, or nil.
    public static func behavior(named name: String) -> (any ScrollTargetBehavior)? {
        entries.first { $0.name == name }?.make()
    }
}
