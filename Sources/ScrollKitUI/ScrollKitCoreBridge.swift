// The one place this module imports ScrollKitCore, and `internal`ly: user
// files (behaviors, views) see only ScrollKitUI's SwiftUI-shaped names,
// never ScrollKitCore's clashing ones (`ScrollTarget`, `Axis`…). Their
// compile still reads ScrollKitCore's module file, which sits beside
// ScrollKitUI's (ScrollKitCore has no C dependency for this reason). The
// rest of the module names the Core types through these aliases, and the
// built-in behaviors run through `CoreBehaviorBridge` below.
internal import ScrollKitCore

typealias DisplayList = ScrollKitCore.DisplayList
typealias DisplayItem = ScrollKitCore.DisplayItem
typealias DisplayShape = ScrollKitCore.DisplayShape
typealias DisplayShapeKind = ScrollKitCore.DisplayShapeKind
typealias DisplayPaint = ScrollKitCore.DisplayPaint
typealias DisplayGradient = ScrollKitCore.DisplayGradient
typealias DisplayText = ScrollKitCore.DisplayText
typealias DisplayFontWeight = ScrollKitCore.DisplayFontWeight
typealias DisplayTextAlignment = ScrollKitCore.DisplayTextAlignment
typealias DisplayImage = ScrollKitCore.DisplayImage
typealias DisplayGroup = ScrollKitCore.DisplayGroup
typealias DisplayClip = ScrollKitCore.DisplayClip
typealias DisplayTransform = ScrollKitCore.DisplayTransform
typealias StrokePlacement = ScrollKitCore.StrokePlacement
typealias DisplayCornerStyle = ScrollKitCore.RoundedCornerStyle
typealias RGBColor = ScrollKitCore.RGBColor
typealias Rect = ScrollKitCore.Rect
typealias Point = ScrollKitCore.Point
typealias Vector = ScrollKitCore.Vector

/// Runs ScrollKitCore's built-in behaviors on ScrollKitUI's SwiftUI-shaped
/// values, so `PagingScrollTargetBehavior` and
/// `ViewAlignedScrollTargetBehavior` in a behavior file answer exactly what
/// the playground's `paging` and `view-aligned…` answer: the same code, not a
/// copy, linked into libScrollKitUI.so.
enum CoreBehaviorBridge {
    static func paging(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        run(ScrollKitCore.PagingScrollTargetBehavior(), &target, context)
    }

    static func viewAligned(
        _ target: inout ScrollTarget, context: ScrollTargetBehaviorContext,
        limit: ViewAlignedScrollTargetBehavior.LimitBehavior.Kind
    ) {
        let core: ScrollKitCore.ViewAlignedScrollTargetBehavior.LimitBehavior
        switch limit {
        case .automatic: core = .automatic
        case .always: core = .always
        case .alwaysByOne: core = .alwaysByOne
        case .alwaysByFew: core = .alwaysByFew
        case .never: core = .never
        }
        run(ScrollKitCore.ViewAlignedScrollTargetBehavior(limitBehavior: core), &target, context)
    }

    private static func run(
        _ behavior: some ScrollKitCore.ScrollTargetBehavior, _ target: inout ScrollTarget,
        _ context: ScrollTargetBehaviorContext
    ) {
        let axes = Axes(rawValue: UInt8(truncatingIfNeeded: context.axes.rawValue))
        let frames = context.targetFrames.map(rect)
        let coreContext = ScrollKitCore.ScrollTargetBehaviorContext(
            originalTarget: coreTarget(context.originalTarget),
            velocity: Vector(dx: Double(context.velocity.dx), dy: Double(context.velocity.dy)),
            contentSize: Size(width: Double(context.contentSize.width), height: Double(context.contentSize.height)),
            containerSize: Size(width: Double(context.containerSize.width), height: Double(context.containerSize.height)),
            axes: axes,
            targets: frames.isEmpty ? nil : ArrayScrollTargetLayout(frames: frames, axis: axes.primary),
            releaseOffset: context.releaseOffset.map { Point(x: Double($0.x), y: Double($0.y)) })
        var answer = coreTarget(target)
        behavior.updateTarget(&answer, context: coreContext)
        target.rect = CGRect(
            x: CGFloat(answer.rect.minX), y: CGFloat(answer.rect.minY),
            width: CGFloat(answer.rect.width), height: CGFloat(answer.rect.height))
        target.anchor = answer.anchor.map { UnitPoint(x: CGFloat($0.x), y: CGFloat($0.y)) }
    }

    private static func rect(_ r: CGRect) -> Rect {
        Rect(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }

    private static func coreTarget(_ target: ScrollTarget) -> ScrollKitCore.ScrollTarget {
        ScrollKitCore.ScrollTarget(
            rect: rect(target.rect),
            anchor: target.anchor.map { ScrollKitCore.UnitPoint(x: Double($0.x), y: Double($0.y)) })
    }
}
typealias ViewNote = ScrollKitCore.ViewNote
