/// The presets and behaviors a run can name: the built-in catalogs
/// (`PresetCatalog`, `BehaviorCatalog`), and what the run adds to them (a
/// `--view-file`'s scene: a preset named after the file, and its own
/// `.scrollTargetBehavior` as the behavior `view`). The built-ins are
/// looked up first, as they are for every run.
///
/// A value, held by what runs: the scenario runner (`ScenarioRunner.catalog`),
/// each engine (`ScrollEngine.catalog`, for a scenario's `behavior`
/// switch), the Stage (`Stage.catalog`). Nothing process-wide keeps a
/// run's names, so two runs in one process never see each other's.
public struct Catalog: Sendable {
    private var presets: [String: Preset] = [:]
    private var behaviors: [String: @Sendable () -> any NamedScrollTargetBehavior] = [:]

    /// The built-in presets and behaviors only.
    public static let builtIn = Catalog()

    private init() {}

    /// This catalog with `preset` added under its name (replacing one added before).
    public func adding(_ preset: Preset) -> Catalog {
        var copy = self
        copy.presets[preset.name] = preset
        return copy
    }

    /// This catalog with the behavior `name`, made afresh by `make` on each lookup.
    public func adding(behavior name: String, _ make: @escaping @Sendable () -> any NamedScrollTargetBehavior) -> Catalog {
        var copy = self
        copy.behaviors[name] = make
        return copy
    }

    /// The preset named `name`: a built-in, else one added; nil when neither.
    public func preset(named name: String) -> Preset? {
        PresetCatalog.preset(named: name) ?? presets[name]
    }

    /// The behavior named `name`, made afresh: a built-in, else one added; nil when neither.
    public func behavior(named name: String) -> (any NamedScrollTargetBehavior)? {
        BehaviorCatalog.behavior(named: name) ?? behaviors[name]?()
    }
}
