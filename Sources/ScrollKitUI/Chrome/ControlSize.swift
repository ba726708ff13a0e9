/// A control's size, as SwiftUI's `ControlSize` (accepted by
/// `.controlSize(_:)`, not drawn).
public enum ControlSize: Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}
