import Foundation

/// SwiftUI's `CoordinateSpace`: what `GeometryProxy.frame(in:)` measures
/// from. `.local` is the reader's own frame (origin always 0, 0), `.global`
/// the window (the container the engine lays out in, safe area included),
/// `.named(name)` (any `Hashable` name: a `UUID`, a `String`…) the nearest enclosing view marked with
/// `.coordinateSpace(name:)` (or `.global` when none is), `.scrollView` the
/// nearest enclosing scroll view's visible frame (or `.global`).
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
    case scrollView
}
