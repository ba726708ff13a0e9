/// The starting file `playground new-behavior NAME` writes: seed 004's v3
/// shape (direction from original vs proposed target, a 1/3 threshold, page
/// rounding, clamping to the content), commented line by line, compiling as
/// it is in the playground and in an iOS app (`import SwiftUI`).
package enum BehaviorTemplate {
    /// `my-paging` → `MyPagingBehavior` (`suffix`); nil when `name` is not kebab-case
    /// (lowercase letters, digits and single hyphens, starting with a letter).
    package static func typeName(for name: String, suffix: String = "Behavior") -> String? {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
              parts.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) } })
        else { return nil }
        let camel = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return camel.hasSuffix(suffix) ? camel : camel + suffix
    }

    /// The file's text for behavior `name` with type `typeName`.
    package static func text(name: String, typeName: String) -> String {
        """
        // \(name).swift: a custom ScrollTargetBehavior for ScrollKit Playground.
        //
        // Written exactly as for SwiftUI: it goes into an iOS app as it is.
        // Try it beside the built-in paging:
        //
        //   playground run --preset pages --behavior paging --behavior-file \(name).swift
        //
        // Save while the window runs: it recompiles, the lane says "reloaded",
        // and the next gesture (or one replayed from the past) uses the new code.
        // Headless: `playground trace fling-one-page --behavior-file \(name).swift`.
        import SwiftUI

        /// Paging by whole containers, as seed 004's third version: a drag
        /// past a third of the container turns one page, a shorter one snaps
        /// back, and the result always lies within the content.
        struct \(typeName): ScrollTargetBehavior {
          enum Direction { case forward, backward, none }

          /// The share of a page a drag must cover to turn it.
          let thresholdRatio: CGFloat = 1 / 3

          // Called when a gesture ends. `target` holds where the scroll would
          // rest by itself; move `target.rect.origin` to where it should rest.
          // context.originalTarget: the container where the gesture began
          // context.velocity:       points per second, dx > 0 toward the end
          // context.contentSize / containerSize: points
          // context.axes:           .horizontal and/or .vertical
          func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            let pageWidth = context.containerSize.width
            let contentWidth = context.contentSize.width

            // Content no wider than one page: rest at the start.
            guard contentWidth > pageWidth else {
              target.rect.origin.x = 0
              return
            }

            let originalOffset = context.originalTarget.rect.minX
            let proposedOffset = target.rect.minX

            // Which way the gesture went: compare where it would rest with where it began.
            let direction: Direction = proposedOffset > originalOffset ? .forward
              : (proposedOffset < originalOffset ? .backward : .none)
            guard direction != .none else {
              target.rect.origin.x = originalOffset
              return
            }

            // The page the gesture began on, and the one it asks for.
            let startPage = round(originalOffset / pageWidth)
            let dragDistance = proposedOffset - originalOffset
            var page = startPage
            if abs(dragDistance) > pageWidth * thresholdRatio {
              page += direction == .forward ? 1 : -1
            }

            // Keep the destination within the content: the last page may be
            // shorter, so the end offset is contentWidth - pageWidth.
            let maxOffset = contentWidth - pageWidth
            target.rect.origin.x = min(max(page * pageWidth, 0), maxOffset)
          }
        }

        """
    }
}
