import SwiftUI

struct KnockOn: ScrollTargetBehavior {
    let layout: MissingLayout

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.x = layout.nearest(to: target.rect.minX)
        let unused = 3
    }
}
