import SwiftUI

/// A main-actor helper, as apps keep for haptics or shared state.
@MainActor
final class StepStore {
    static let shared = StepStore()
    var step: CGFloat = 50
}

/// A main-actor type using the helper.
@MainActor
struct MainActorSnap: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let step = StepStore.shared.step
        target.rect.origin.x = (target.rect.minX / step).rounded(.up) * step
    }
}

/// A main-actor-isolated conformance (Swift 6.2) holding the helper.
struct IsolatedSnap: @MainActor ScrollTargetBehavior {
    let store: StepStore

    @MainActor
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.x = (target.rect.minX / store.step).rounded(.down) * store.step
    }
}
