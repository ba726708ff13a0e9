/// The preset and behavior names a scenario may use. Files are checked
/// against the catalogs; tests substitute their own names.
struct ScenarioVocabulary: Sendable {
    var presetNames: [String]
    var behaviorNames: [String]
    var preset: @Sendable (String) -> Preset?
    /// A `--view-file` is given: the view replaces the preset, so a file
    /// may leave `preset` out (as with its own `"view"`).
    var viewGiven = false

    /// `PresetCatalog` and `BehaviorCatalog`.
    static var catalogs: ScenarioVocabulary {
        ScenarioVocabulary(
            presetNames: PresetCatalog.names, behaviorNames: BehaviorCatalog.names,
            preset: { PresetCatalog.preset(named: $0) }
        )
    }
}
