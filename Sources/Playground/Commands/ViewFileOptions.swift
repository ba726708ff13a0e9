import UserCodeHost
import PlaygroundMedia
import ScrollKitCore
import PlaygroundStage

/// What the commands share about `--view-file`: the lane names it adds and
/// the scene it loads for a scenario's screen.
enum ViewFileOptions {
    /// `["view"]` when view files are given (the lane of the view's own behavior), else none.
    static func laneNames(_ viewFiles: [String]) -> [String] {
        viewFiles.isEmpty ? [] : [ViewOwnBehavior.laneName]
    }

    /// Loads the scene of `viewFiles` (else the scenario's `"view"`) for the screen `scenario` runs on
    /// (`window` when given, else the scenario's; a device's safe area and
    /// the appearance from `display`); nil without view files. A scenario
    /// that does not load is the recorder's to report: the phone's screen is used.
    static func scene(_ viewFiles: [String], scenario: String, window: Size?, display: RecordingDisplay) throws(BehaviorFileError) -> ViewFileScene? {
        let loaded = try? ScenarioPaths.load(scenario, viewGiven: !viewFiles.isEmpty)
        let files = viewFiles.isEmpty ? (loaded?.view.map { [$0] } ?? []) : viewFiles
        guard !files.isEmpty else { return nil }
        if viewFiles.isEmpty, let loaded, let warning = ViewFileScene.changeWarning(for: loaded) { printError(warning) }
        let screen = window ?? loaded?.window ?? PresetCatalog.phoneWindow
        return try ViewFileScene.load(
            files, screen: screen, safeArea: display.device?.safeArea ?? .zero, isDark: display.appearance == .dark,
            convention: loaded?.convention ?? .swiftUI)
    }
}

extension ViewFileOptions {
    /// For the commands that run a scenario directly (`trace`, `qa`): loads
    /// the scene of `viewFiles` (else the scenario's `"view"`) on the
    /// scenario's window and puts it in place of the preset; the behavior
    /// becomes `view` unless `keepsBehavior`. Nil (and `scenario` unchanged) without one.
    static func prepare(_ viewFiles: [String], scenario: inout Scenario, keepsBehavior: Bool) throws(BehaviorFileError) -> ViewFileScene? {
        let files = viewFiles.isEmpty ? (scenario.view.map { [$0] } ?? []) : viewFiles
        guard !files.isEmpty else { return nil }
        if viewFiles.isEmpty, let warning = ViewFileScene.changeWarning(for: scenario) { printError(warning) }
        let scene = try ViewFileScene.load(files, screen: scenario.window, safeArea: scenario.safeArea, convention: scenario.convention)
        scene.apply(to: &scenario, keepsBehavior: keepsBehavior)
        return scene
    }
}
