import ScrollKitCore

/// What the commands share about `--view-file`: the lane names it adds and
/// the scene it loads for a scenario's screen.
enum ViewFileOptions {
    /// `["view"]` when view files are given (the lane of the view's own behavior), else none.
    static func laneNames(_ viewFiles: [String]) -> [String] {
        viewFiles.isEmpty ? [] : [ViewOwnBehavior.laneName]
    }

    /// Loads the scene of `viewFiles` for the screen `scenario` runs on
    /// (`window` when given, else the scenario's; a device's safe area and
    /// the appearance from `display`); nil without view files. A scenario
    /// that does not load is the recorder's to report: the phone's screen is used.
    static func scene(_ viewFiles: [String], scenario: String, window: Size?, display: RecordingDisplay) throws(BehaviorFileError) -> ViewFileScene? {
        guard !viewFiles.isEmpty else { return nil }
        let loaded = try? ScenarioPaths.load(scenario)
        let screen = window ?? loaded?.window ?? PresetCatalog.phoneWindow
        return try ViewFileScene.load(
            viewFiles, screen: screen, safeArea: display.device?.safeArea ?? .zero, isDark: display.appearance == .dark)
    }
}
