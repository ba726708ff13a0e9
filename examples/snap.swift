// examples/snap.swift, as it would sit in an iOS project
import SwiftUI

/// Rests on multiples of `step`; a fling goes at most `maxSteps` steps.
struct SnapScrollBehavior: ScrollTargetBehavior {
    let step: CGFloat
    var maxSteps: CGFloat = 3

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let start = context.originalTarget.rect.minX
        let reach = step * maxSteps
        let x = min(max(target.rect.minX, start - reach), start + reach)
        target.rect.origin.x = (x / step).rounded() * step
    }
}

extension ScrollTargetBehavior where Self == SnapScrollBehavior {
    static func snap(step: CGFloat) -> SnapScrollBehavior { .init(step: step) }
}

#Preview {
    ScrollView(.horizontal) { LazyHStack { ForEach(0..<30) { Text("\($0)") } } }
        .scrollTargetBehavior(.snap(step: 130))
}
