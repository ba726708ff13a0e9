// ScrollKitCore's own names (the display list, the engine's geometry) as
// this module uses them, `internal`ly: user files (behaviors, views) see
// only ScrollKitUI's names and the SwiftUI names ScrollKitCore defines for
// both (SharedVocabulary.swift). Their compile still reads ScrollKitCore's
// module file, which sits beside ScrollKitUI's (ScrollKitCore has no C
// dependency for this reason).
internal import ScrollKitCore

typealias DisplayList = ScrollKitCore.DisplayList
typealias DisplayItem = ScrollKitCore.DisplayItem
typealias DisplayShape = ScrollKitCore.DisplayShape
typealias DisplayShapeKind = ScrollKitCore.DisplayShapeKind
typealias DisplayPaint = ScrollKitCore.DisplayPaint
typealias DisplayGradient = ScrollKitCore.DisplayGradient
typealias DisplayMaterial = ScrollKitCore.DisplayMaterial
typealias DisplayText = ScrollKitCore.DisplayText
typealias DisplayFontWeight = ScrollKitCore.DisplayFontWeight
typealias DisplayTextAlignment = ScrollKitCore.DisplayTextAlignment
typealias DisplayImage = ScrollKitCore.DisplayImage
typealias DisplayGroup = ScrollKitCore.DisplayGroup
typealias DisplayClip = ScrollKitCore.DisplayClip
typealias DisplayTransform = ScrollKitCore.DisplayTransform
typealias StrokePlacement = ScrollKitCore.StrokePlacement
typealias RGBColor = ScrollKitCore.RGBColor
typealias Rect = ScrollKitCore.Rect
typealias Point = ScrollKitCore.Point
typealias Vector = ScrollKitCore.Vector

typealias ViewNote = ScrollKitCore.ViewNote
