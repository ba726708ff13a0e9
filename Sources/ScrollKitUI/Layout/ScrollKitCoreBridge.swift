// The one place this module imports ScrollKitCore, implementation-only:
// user files (behaviors, views) are compiled against ScrollKitUI alone, and
// a plain or `internal` import would make that compile load ScrollKitCore
// and its C dependency (_NumericsShims), which the user-file compiler is
// not given. The price is that no public type may store a ScrollKitCore
// type (clients could not know its layout): `ViewLayout` keeps its display
// list in a box. The rest of the module names the Core types through these
// aliases.
@_implementationOnly import ScrollKitCore

typealias DisplayList = ScrollKitCore.DisplayList
typealias DisplayItem = ScrollKitCore.DisplayItem
typealias DisplayShape = ScrollKitCore.DisplayShape
typealias DisplayShapeKind = ScrollKitCore.DisplayShapeKind
typealias DisplayPaint = ScrollKitCore.DisplayPaint
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
