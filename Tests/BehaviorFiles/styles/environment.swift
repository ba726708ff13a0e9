import SwiftUI

private struct SnapStepKey: EnvironmentKey {
    static let defaultValue: CGFloat = 25
}

extension EnvironmentValues {
    var snapStep: CGFloat {
        get { self[SnapStepKey.self] }
        set { self[SnapStepKey.self] = newValue }
    }
}

/// Reads the environment through the context: its own key's default,
/// the display scale, the layout direction and the size class.
struct EnvironmentSnap: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let step = context.snapStep * context.displayScale
        let direction: CGFloat = context.layoutDirection == .leftToRight ? 1 : -1
        let extra: CGFloat = context.horizontalSizeClass == .compact ? 0 : 1
        target.rect.origin.x = direction * (target.rect.minX / step).rounded() * step + extra
    }
}
