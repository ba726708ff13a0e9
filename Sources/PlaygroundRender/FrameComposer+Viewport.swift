import ScrollKitCore

extension FrameComposer {
    /// Where a lane's overlays go on the canvas: the scroll view's own frame
    /// in the lane when its content is a screen whose scroll view is only
    /// part of it (`DisplayListContent.viewportFrame`), else the lane's
    /// content rectangle `content`.
    static func overlayRect(for layout: any ContentLayout, in content: Rect) -> Rect {
        guard let frame = (layout as? any DisplayListContent)?.viewportFrame else { return content }
        return Rect(origin: Point(x: content.minX + frame.minX, y: content.minY + frame.minY), size: frame.size)
    }
}
