import ScrollKitCore

extension SceneRenderer {
    /// Draws a content that draws itself (a view file's screen) in `rect`:
    /// the system background of the appearance, then its display list at
    /// `geometry`'s scroll position (`DisplayListRenderer`), then the
    /// scroll indicators when its scroll view shows them (in its frame), and the device
    /// frame if asked. A content that cannot draw leaves the background
    /// with its message.
    func drawDisplayListContent(
        _ content: any DisplayListContent, geometry: ScrollEngineGeometry, in rect: Rect, on canvas: Canvas
    ) {
        let container = Rect(origin: .zero, size: rect.size)
        let palette = appearance == .dark ? SystemPalette.dark : SystemPalette.light
        canvas.withClip(rect) {
            canvas.withTranslation(Vector(dx: rect.minX, dy: rect.minY)) {
                canvas.fill(container, palette.systemBackground)
                switch content.screen(at: geometry, isDark: appearance == .dark) {
                case let .drawn(list, indicatorAxes):
                    DisplayListRenderer(isViewText: true).draw(list, on: canvas)
                    if layers.showsIndicators, indicatorOpacity > 0, let axes = indicatorAxes {
                        drawIndicators(geometry: geometry, axes: axes, in: content.viewportFrame ?? container, on: canvas)
                    }
                case let .failed(message):
                    canvas.text(message, at: Point(x: 12, y: 12), color: palette.label, size: .small)
                }
                if showsDeviceFrame, let device {
                    DeviceFrame(device: device, appearance: appearance).draw(in: container, on: canvas)
                }
            }
        }
    }
}
