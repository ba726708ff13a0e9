import Foundation

/// Presets and behaviors the running program adds to the catalogs: a
/// `--view-file`'s scene (a preset named after the file) and its own
/// `.scrollTargetBehavior` (the behavior `view`). `PresetCatalog.preset(named:)`
/// and `BehaviorCatalog.behavior(named:)` look here after their built-ins, so
/// scenarios, lanes and setup switches find them by name as any other.
/// Empty unless something registers; thread-safe.
public enum UserCatalog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var presets: [String: Preset] = [:]
    nonisolated(unsafe) private static var behaviors: [String: @Sendable () -> any NamedScrollTargetBehavior] = [:]

    /// Adds (or replaces) `preset` under its name.
    public static func register(_ preset: Preset) {
        lock.withLock { presets[preset.name] = preset }
    }

    /// Adds (or replaces) the behavior `name`, made afresh by `make` on each lookup.
    public static func register(behavior name: String, _ make: @escaping @Sendable () -> any NamedScrollTargetBehavior) {
        lock.withLock { behaviors[name] = make }
    }

    public static func preset(named name: String) -> Preset? {
        lock.withLock { presets[name] }
    }

    public static func behavior(named name: String) -> (any NamedScrollTargetBehavior)? {
        lock.withLock { behaviors[name] }?()
    }

    /// Forgets everything registered (tests).
    public static func removeAll() {
        lock.withLock {
            presets = [:]
            behaviors = [:]
        }
    }
}
