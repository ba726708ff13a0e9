import Foundation

/// SwiftUI's `CoordinateSpace`: what `GeometryProxy.frame(in:)` measures
/// from. `.local` is the reader's own frame (origin always 0, 0), `.global`
/// the window (the container the engine lays out in, safe area included),
/// `.named(name)` (any `Hashable` name: a `UUID`, a `String`…) the nearest enclosing view marked with
/// `.coordinateSpace(name:)` (or `.global` when none is), `.scrollView` the
/// nearest enclosing scroll view's visible frame (or `.global`), and
/// `.scrollView(axis:)` the nearest one that scrolls along `axis`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
    case scrollView
    /// `.scrollView(axis:)`'s case (an enum cannot have both `scrollView`
    /// and `scrollView(axis:)` as cases).
    case _scrollView(Axis)

    /// The nearest enclosing scroll view that scrolls along `axis` (a
    /// horizontal rail's cell measuring in the vertical feed around it).
    public static func scrollView(axis: Axis) -> CoordinateSpace {
        ._scrollView(axis)
    }
}
