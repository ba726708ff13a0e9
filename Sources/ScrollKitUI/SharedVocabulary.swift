// SwiftUI's names that ScrollKitCore needs too (the engine, the display
// list and the built-in behaviors work in them) are defined there, once, in
// SwiftUI's public shape; this module gives them to user files under the
// same names. The `public import` makes only these names visible to a file
// that imports ScrollKitUI (or SwiftUI): ScrollKitCore's other names stay out
// of its scope, as the rest of this module imports ScrollKitCore internally.
public import ScrollKitCore

/// How rounded corners curve, as SwiftUI's `RoundedCornerStyle`.
public typealias RoundedCornerStyle = ScrollKitCore.RoundedCornerStyle

/// A point in a unit square, as SwiftUI's `UnitPoint`.
public typealias UnitPoint = ScrollKitCore.UnitPoint

/// The phase of a scroll view's gesture, as SwiftUI's `ScrollPhase`.
public typealias ScrollPhase = ScrollKitCore.ScrollPhase

/// Insets on the four edges, points, as SwiftUI's `EdgeInsets`.
public typealias EdgeInsets = ScrollKitCore.EdgeInsets

/// The horizontal or vertical dimension, as SwiftUI's `Axis` (with its
/// `Axis.Set`).
public typealias Axis = ScrollKitCore.Axis

/// A two-dimensional vector, as CoreGraphics' `CGVector` (Foundation on
/// Linux has none).
public typealias CGVector = ScrollKitCore.CGVector

/// Where a scroll should end, as SwiftUI's `ScrollTarget`.
public typealias ScrollTarget = ScrollKitCore.ScrollTarget

/// Decides where a scroll ends, as SwiftUI's `ScrollTargetBehavior`.
public typealias ScrollTargetBehavior = ScrollKitCore.ScrollTargetBehavior

/// What a behavior knows when it updates a target, as SwiftUI's
/// `ScrollTargetBehaviorContext` (the environment by dynamic member lookup:
/// `_EnvironmentReadingContext`).
public typealias ScrollTargetBehaviorContext = ScrollKitCore.ScrollTargetBehaviorContext

/// Properties influencing the scroll view a behavior applies to, as
/// SwiftUI's `ScrollTargetBehaviorProperties`.
public typealias ScrollTargetBehaviorProperties = ScrollKitCore.ScrollTargetBehaviorProperties

/// What a behavior knows when it is asked for its properties, as SwiftUI's
/// `ScrollTargetBehaviorPropertiesContext`.
public typealias ScrollTargetBehaviorPropertiesContext = ScrollKitCore.ScrollTargetBehaviorPropertiesContext

/// Container-sized pages, as SwiftUI's `PagingScrollTargetBehavior`
/// (`.paging`): the playground's built-in `paging`.
public typealias PagingScrollTargetBehavior = ScrollKitCore.PagingScrollTargetBehavior

/// Alignment to the views marked as scroll targets, as SwiftUI's
/// `ViewAlignedScrollTargetBehavior` (`.viewAligned`): the playground's
/// built-in `view-aligned…`.
public typealias ViewAlignedScrollTargetBehavior = ScrollKitCore.ViewAlignedScrollTargetBehavior
