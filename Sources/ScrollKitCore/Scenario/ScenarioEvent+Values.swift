extension ScenarioEvent {
    /// A `pointer` entry's value: one pointer event at a window position.
    public struct PointerValue: Hashable, Sendable {
        public var action: PointerAction
        /// Window coordinates, logical pixels.
        public var position: Point
        /// 0 for the mouse, 1…9 for a touch finger.
        public var finger: Int
    }

    /// A `key` entry's value: one key press.
    public struct KeyValue: Hashable, Sendable {
        public var key: Key
        public var shift: Bool
    }
}

extension ScenarioEventDescriptor where Value == ScenarioEvent.PointerValue {
    /// `.pointer(.down, Point(x: 10, y: 20), finger: 0)`.
    public func callAsFunction(_ action: PointerAction, _ position: Point, finger: Int) -> ScenarioEvent.Kind {
        self(Value(action: action, position: position, finger: finger))
    }
}

extension ScenarioEventDescriptor where Value == ScenarioEvent.KeyValue {
    /// `.key(.pageDown, shift: false)`.
    public func callAsFunction(_ key: Key, shift: Bool) -> ScenarioEvent.Kind {
        self(Value(key: key, shift: shift))
    }
}
