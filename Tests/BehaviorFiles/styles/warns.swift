import SwiftUI

struct Warns: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        var width = context.containerSize.width
        target.rect.origin.x = (target.rect.minX / width).rounded() * width
    }
}
