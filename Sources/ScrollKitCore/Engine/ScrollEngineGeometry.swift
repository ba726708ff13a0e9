/// The engine's geometry of a scroll container at one instant: its scroll
/// position, content, insets, container and offset convention. All values
/// are logical pixels. Not SwiftUI's `ScrollGeometry` (ScrollKitUI defines
/// that one, in points and UIKit's convention, for views): this one keeps
/// the engine's own position and reports offsets in the scenario's
/// convention, so it has a name of its own.
///
/// `contentOffset` follows the convention chosen by the engine's
/// `OffsetConvention`: with `.swiftUI` (the default) it is (0, 0) at the start
/// of the content even when there are insets; with `.uiKit` it starts at
/// (−leading inset, −top inset), as `UIScrollView.contentOffset` and iOS 13's
/// readings in seed 003 do.
///
/// What is stored is the scroll `position`, the engine's own value; the
/// content offset is derived from it. The convention is applied here, once,
/// where an offset is read or set: a geometry the engine hands out carries
/// its position unchanged (what the scene draws and views lay out with),
/// and its offset is the one the engine's records report. Changing
/// `contentInsets` or `convention` keeps the position (the offset follows),
/// as the engine's content does when its insets change.
public struct ScrollEngineGeometry: Hashable, Sendable {
    /// The scroll position in content coordinates: where the container's
    /// top-leading corner is, measured from the content's origin. Negative
    /// while the leading inset shows or while rubber-banding before the start.
    public var position: Point
    /// The reported content offset (see the type's note on conventions),
    /// derived from `position`; setting it sets the position.
    public var contentOffset: Point {
        get { Point(x: offset(forPosition: position.x, on: .horizontal), y: offset(forPosition: position.y, on: .vertical)) }
        set {
            position = Point(
                x: position(forOffset: newValue.x, on: .horizontal), y: position(forOffset: newValue.y, on: .vertical))
        }
    }
    /// The size of the content, without insets.
    public var contentSize: Size
    /// The insets around the content.
    public var contentInsets: EdgeInsets
    /// The size of the scroll container (the viewport).
    public var containerSize: Size
    /// The offset convention that `contentOffset` follows.
    public var convention: OffsetConvention

    public init(
        contentOffset: Point = .zero,
        contentSize: Size = .zero,
        contentInsets: EdgeInsets = .zero,
        containerSize: Size = .zero,
        convention: OffsetConvention = .swiftUI
    ) {
        self.init(
            position: .zero, contentSize: contentSize, contentInsets: contentInsets, containerSize: containerSize,
            convention: convention)
        self.contentOffset = contentOffset
    }

    /// A geometry at scroll position `position` (content coordinates).
    public init(
        position: Point,
        contentSize: Size = .zero,
        contentInsets: EdgeInsets = .zero,
        containerSize: Size = .zero,
        convention: OffsetConvention = .swiftUI
    ) {
        self.position = position
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
        self.convention = convention
    }

    /// The part of the content that the container shows, in content coordinates.
    public var visibleRect: Rect { Rect(origin: position, size: containerSize) }

    /// The container's own bounds, as SwiftUI reports them: origin at the
    /// scroll position, size of the container.
    public var bounds: Rect { visibleRect }

    /// The smallest position on `axis` (−leading inset).
    public func minPosition(_ axis: Axis) -> Double { -contentInsets.leadingEdge(axis) }

    /// The largest position on `axis` at rest: content end plus trailing inset
    /// minus the container; never below `minPosition`.
    public func maxPosition(_ axis: Axis) -> Double {
        let end = contentSize[axis] + contentInsets.trailingEdge(axis) - containerSize[axis]
        return Swift.max(end, minPosition(axis))
    }

    /// The reported content offset for a position on `axis`.
    public func offset(forPosition p: Double, on axis: Axis) -> Double {
        convention == .uiKit ? p : p + contentInsets.leadingEdge(axis)
    }

    /// The position for a reported content offset on `axis`.
    public func position(forOffset o: Double, on axis: Axis) -> Double {
        convention == .uiKit ? o : o - contentInsets.leadingEdge(axis)
    }

    /// The largest reported content offset on `axis`.
    public func maxOffset(_ axis: Axis) -> Double { offset(forPosition: maxPosition(axis), on: axis) }

    /// The smallest reported content offset on `axis` (0 with `.swiftUI`).
    public func minOffset(_ axis: Axis) -> Double { offset(forPosition: minPosition(axis), on: axis) }
}
