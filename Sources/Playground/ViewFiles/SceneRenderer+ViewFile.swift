import ScrollKitCore

extension SceneRenderer {
    /// Draws a view file's screen in `rect`: the system background of the
    /// appearance, then the display list its host laid out at `geometry`'s
    /// scroll position (`DisplayListRenderer`), then the scroll indicators
    /// when the scroll view shows them, and the device frame if asked.
    /// A failed host leaves the background with its message.
    func drawView(_ layout: ViewContentLayout, geometry: ScrollGeometry, in rect: Rect, on canvas: Canvas) {
        let container = Rect(origin: .zero, size: rect.size)
        var request = layout.drawingRequest(for: geometry)
        request.isDark = appearance == .dark
        let palette = appearance == .dark ? SystemPalette.dark : SystemPalette.light
        canvas.withClip(rect) {
            canvas.withTranslation(Vector(dx: rect.minX, dy: rect.minY)) {
                canvas.fill(container, palette.systemBackground)
                if let hosted = layout.view.layout(request) {
                    DisplayListRenderer().draw(hosted.displayList, on: canvas)
                    if showsIndicators, indicatorOpacity > 0, let scroll = hosted.scrollViews.first, scroll.showsIndicators {
                        drawIndicators(geometry: geometry, axes: scroll.axes, in: container, on: canvas)
                    }
                } else if let failure = layout.view.failure {
                    canvas.text(failure.description, at: Point(x: 12, y: 12), color: palette.label, size: .small)
                }
                if showsDeviceFrame, let device {
                    DeviceFrame(device: device, appearance: appearance).draw(in: container, on: canvas)
                }
            }
        }
    }
}
