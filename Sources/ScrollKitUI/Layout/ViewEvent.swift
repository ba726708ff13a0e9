public import ScrollKitCore

/// One reaction of a view during a layout: a callback that ran and the
/// value it was given (e.g. `onPreferenceChange`, `OffsetPreferenceKey`,
/// `-100.0`), for the HUD and the trace.
public struct ViewEvent: Equatable, CustomStringConvertible {
    /// The modifier whose action ran (`onPreferenceChange`, `onChange`),
    /// or `state` for a `@State` written by an action.
    public var kind: ViewEventKind
    /// What it watches: the preference key's or value's type name; for
    /// `state`, the owning view's type and the property (`Screen.offset`).
    public var name: String
    /// The value it was called with, as `String(describing:)` prints it.
    public var value: String

    public var description: String { "\(kind.rawValue) \(name) \(value)" }
}
