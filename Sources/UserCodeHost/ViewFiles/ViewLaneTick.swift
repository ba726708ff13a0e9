import ScrollKitCore

/// What the stage's history keeps of one lane's view at one tick, beside
/// the lane's engine (`LaneSnapshot.views`): the host's answer, as its own
/// bytes, and the nested scroll views' engines. A past tick's picture is
/// drawn from it, its overlays and HUD line read its nested engines, and a
/// branch there puts those engines back (`ViewFileScene.rewind`).
///
/// Why bytes and not the view's state: the view's `@State`, Combine
/// pipelines and timers live in the sandboxed host process, as Swift
/// objects that cannot be copied from outside; a branch rebuilds them by
/// replaying the host's requests (`ViewRequestLog`). The bytes are compact,
/// and a tick whose answer equals the one before shares that one's storage
/// (a view at rest costs nearly nothing a tick).
package struct ViewLaneTick: Sendable {
    /// The `HostedViewTick` bytes the host answered.
    package var answer: [UInt8]
    /// The drawing request the answer's layout shows (screen, appearance, offset).
    var drawing: ViewLayoutRequest
    /// The nested scroll views' engines and frames at the end of the tick,
    /// nil when the lane had none (no nested scroll view laid out, no engine).
    package var nested: NestedScrollMoment?

    init(answer: [UInt8], drawing: ViewLayoutRequest, nested: NestedScrollMoment?) {
        self.answer = answer
        self.drawing = drawing
        self.nested = nested
    }

    /// Whether two answers share one storage.
    package static func shares(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }
}
