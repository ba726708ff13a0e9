//
//  SnapBehavior.swift: written as in an iOS project (both imports, a
//  private type with an init argument, a static member, a preview).
//
import SwiftUI
import UIKit

private struct SnapBehavior: ScrollTargetBehavior {
    let step: CGFloat

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.x = (target.rect.minX / step).rounded() * step
    }
}

extension ScrollTargetBehavior where Self == SnapBehavior {
    fileprivate static func snap(step: CGFloat) -> SnapBehavior { .init(step: step) }
}

#Preview("Snap") {
    ScrollView(.horizontal) {
        Text("}")
    }
    .scrollTargetBehavior(.snap(step: 10))
}
