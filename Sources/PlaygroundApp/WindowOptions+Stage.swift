import ScrollKitCore
import PlaygroundStage

extension WindowOptions {
    /// What the window's stage starts with: the options that are not about
    /// the window itself (its scale, outputs, driver and replay files).
    package var stage: StageOptions {
        var stage = StageOptions(
            preset: preset, behaviorName: behaviorName, axes: axes, itemCount: itemCount, containerSize: windowSize,
            deceleration: deceleration)
        stage.layers = layers
        stage.laneBehaviors = laneBehaviors
        stage.speed = speed
        stage.convention = convention
        stage.behaviorFiles = behaviorFiles
        stage.viewScene = viewScene
        stage.appearance = appearance
        stage.deviceFrame = deviceFrame
        stage.safeArea = safeArea
        return stage
    }
}

