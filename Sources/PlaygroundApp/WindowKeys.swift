import ScrollKitCore
import PlaygroundStage
import UserCodeHost
import PlaygroundRender
import PlaygroundMedia

/// The window's keys on the stage: each is a layer toggle, a time-travel
/// step or a setup switch (`Stage+Setup`), or an effect the window carries
/// out. The window's concern, not the stage's: headless runs have no keys
/// (a scenario's setup switches reach the stage as events).
package enum WindowKeys {
    /// The effect of a window key that the stage cannot carry out itself.
    package enum Effect: Equatable {
        case quit
        case screenshot
        case toggleRecording
        case toggleCapture
        case titleChanged
        /// The lanes changed: a new title and a new window size (`windowSize`).
        case layoutChanged
    }

    /// Applies a window key to `stage` at wall time `wall`. Returns what the app must do.
    package static func press(_ key: KeyPress, on stage: inout Stage, atWall wall: Double,
                              emit: (FrameRecord) -> Void = { _ in }) -> Effect? {
        stage.holdClockIfResting(atWall: wall)
        guard let command = KeyMap.command(for: key) else { return nil }
        switch command {
        case .quit:
            return .quit
        case .escape:
            if stage.layers.showsHelp { stage.layers.showsHelp = false; return nil }
            return .quit
        case let .toggle(layer):
            stage.layers[keyPath: layer.flag].toggle()
        case .toggleAppearance:
            stage.appearance = stage.appearance.toggled
        case .togglePause:
            stage.togglePause(atWall: wall)
        case let .step(ticks):
            stage.step(by: ticks, emit: emit)
        case .slowMotion:
            stage.cycleSpeed(atWall: wall)
        case .record:
            // A view whose host died restarts instead (its panel says so).
            if stage.restartFailedView() { return nil }
            return .toggleRecording
        case .toggleCapture:
            return .toggleCapture
        case .screenshot:
            return .screenshot
        case let .nextBehavior(backward):
            let names = BehaviorCatalog.names
            let index = names.firstIndex(of: stage.behaviorName) ?? 0
            let next = (index + (backward ? names.count - 1 : 1)) % names.count
            stage.selectBehavior(names[next], atWall: wall)
            return .titleChanged
        case let .behaviorNumber(number):
            guard let entry = BehaviorCatalog.entry(forNumberKey: number) else { return nil }
            stage.selectBehavior(entry.name, atWall: wall)
            return .titleChanged
        case .cycleLanes:
            stage.cycleLanes(atWall: wall)
            return .layoutChanged
        case let .nextPreset(backward):
            let all = PresetCatalog.all
            let index = all.firstIndex { $0.name == stage.preset.name } ?? 0
            let next = all[(index + (backward ? all.count - 1 : 1)) % all.count]
            stage.apply(.preset(next.name), lane: stage.capturedLane, capturedLane: stage.capturedLane, atWall: wall)
            return .titleChanged
        case let .setup(key):
            stage.apply(key.next(KeyMap.SetupKey.Now(axes: stage.axes, deceleration: stage.deceleration)), atWall: wall)
        }
        return nil
    }
}
