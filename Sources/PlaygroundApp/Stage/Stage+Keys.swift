import ScrollKitCore
import PlaygroundRecording
import BehaviorHost
import PlaygroundRender
import PlaygroundMedia

/// The window's keys on the stage: each is a layer toggle, a time-travel
/// step or a setup switch (`Stage+Setup`), or an effect the window carries out.
extension Stage {
    /// The effect of a window key that the session cannot carry out itself.
    package enum Effect: Equatable {
        case quit
        case screenshot
        case toggleRecording
        case toggleCapture
        case titleChanged
        /// The lanes changed: a new title and a new window size (`windowSize`).
        case layoutChanged
    }

    /// Applies a window key at wall time `wall`. Returns what the app must do.
    package mutating func handle(_ key: KeyPress, atWall wall: Double, emit: (FrameRecord) -> Void = { _ in }) -> Effect? {
        holdClockIfResting(atWall: wall)
        guard let command = KeyMap.command(for: key) else { return nil }
        switch command {
        case .quit:
            return .quit
        case .escape:
            if layers.showsHelp { layers.showsHelp = false; return nil }
            return .quit
        case let .toggle(layer):
            layers[keyPath: layer.flag].toggle()
        case .toggleAppearance:
            appearance = appearance.toggled
        case .togglePause:
            togglePause(atWall: wall)
        case let .step(ticks):
            step(by: ticks, emit: emit)
        case .slowMotion:
            cycleSpeed(atWall: wall)
        case .record:
            // A view whose host died restarts instead (its panel says so).
            if restartFailedView() { return nil }
            return .toggleRecording
        case .toggleCapture:
            return .toggleCapture
        case .screenshot:
            return .screenshot
        case let .nextBehavior(backward):
            let names = BehaviorCatalog.names
            let index = names.firstIndex(of: behaviorName) ?? 0
            let next = (index + (backward ? names.count - 1 : 1)) % names.count
            selectBehavior(names[next], atWall: wall)
            return .titleChanged
        case let .behaviorNumber(number):
            guard let entry = BehaviorCatalog.entry(forNumberKey: number) else { return nil }
            selectBehavior(entry.name, atWall: wall)
            return .titleChanged
        case .cycleLanes:
            cycleLanes(atWall: wall)
            return .layoutChanged
        case let .nextPreset(backward):
            let all = PresetCatalog.all
            let index = all.firstIndex { $0.name == preset.name } ?? 0
            let next = all[(index + (backward ? all.count - 1 : 1)) % all.count]
            apply(.preset(next.name), lane: capturedLane, capturedLane: capturedLane, atWall: wall)
            return .titleChanged
        case let .setup(key):
            apply(key.next(KeyMap.SetupKey.Now(axes: axes, deceleration: deceleration)), atWall: wall)
        }
        return nil
    }
}
