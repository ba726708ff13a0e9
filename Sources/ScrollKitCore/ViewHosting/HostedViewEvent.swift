/// One reaction of a hosted view during a tick, as it crosses the process
/// boundary (`HostedViewTick`): a callback that ran with its argument, or a
/// state written (kind `state`).
public struct HostedViewEvent: Equatable, Sendable, CustomStringConvertible {
    /// `onReceive`, `onPreferenceChange`, `onScrollGeometryChange`, `onChange`,
    /// `tap`, …, or `state` for a written `@State` (`@Published`, …).
    public var kind: ViewEventKind
    /// What it watches (a type name), or for `state` the owner and property (`Screen.stopOffset`).
    public var name: String
    /// The value, as Swift's `String(describing:)` prints it.
    public var value: String

    public init(kind: ViewEventKind, name: String, value: String) {
        self.kind = kind
        self.name = name
        self.value = value
    }

    /// The trace's and HUD's form: `onReceive 640.0` for a callback (the
    /// watched type is left out), `Screen.stopOffset = 640.0` for a state write.
    public var description: String {
        if kind == .state { return "\(name) = \(value)" }
        return value.isEmpty ? kind.rawValue : "\(kind.rawValue) \(value)"
    }

    /// The property of a state write (`stopOffset` of `Screen.stopOffset`), nil for a callback.
    public var stateProperty: String? {
        guard kind == .state else { return nil }
        return name.split(separator: ".").last.map(String.init) ?? name
    }
}
