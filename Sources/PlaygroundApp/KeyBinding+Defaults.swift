import PlaygroundRender

extension KeyBinding {
    /// The window's keys as the help lists them (from `KeyMap`, where the
    /// keys are also handled).
    package static var defaults: [KeyBinding] { KeyMap.bindings }
}

extension FrameComposer {
    /// A composer whose help overlay lists the window's keys (the renderer
    /// sits below the key map, so the window hands the list down).
    package static var window: FrameComposer {
        var composer = FrameComposer()
        composer.help.bindings = KeyBinding.defaults
        return composer
    }
}
