// my-paging.swift: the README's example of a behavior file (docs/behavior-files.md).
import SwiftUI

/// Pages by whole containers; a drag past a third of a page turns it.
struct MyPagingBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let pageWidth = context.containerSize.width
    let maxOffset = max(context.contentSize.width - pageWidth, 0)
    let start = round(context.originalTarget.rect.minX / pageWidth)
    let drag = target.rect.minX - context.originalTarget.rect.minX
    var page = start
    if abs(drag) > pageWidth / 3 { page += drag > 0 ? 1 : -1 }
    target.rect.origin.x = min(max(page * pageWidth, 0), maxOffset)
  }
}
