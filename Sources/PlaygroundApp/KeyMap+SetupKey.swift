import ScrollKitCore

extension KeyMap {
    /// A key that makes a setup switch: which switch follows from the setup
    /// now (the next axis, the other deceleration), so the key is declared
    /// in one `KeyMap` entry and the stage only applies what it returns.
    package struct SetupKey: Hashable, Sendable {
        /// The setup a key's switch is chosen from.
        package struct Now: Sendable {
            package var axes: Axes
            package var deceleration: DecelerationRate
        }

        /// The switch's event type name (what two setup keys differ by).
        package let name: String
        /// The switch to make, given the setup now.
        package let next: @Sendable (Now) -> ScenarioEvent.Kind

        package init(_ name: String, next: @escaping @Sendable (Now) -> ScenarioEvent.Kind) {
            self.name = name
            self.next = next
        }

        package static func == (a: SetupKey, b: SetupKey) -> Bool { a.name == b.name }
        package func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }
}
