import ScrollKitCore

/// A device's outline over a container the size of its screen (`--frame`):
/// the corners outside the display's rounded shape in black, a hairline
/// along that shape, the Dynamic Island, and the home indicator in the
/// bottom safe area, so a recording reads as that phone's screen.
package struct DeviceFrame {
    package var device: Device
    package var appearance: Appearance

    /// The bezel: what lies outside the display.
    static let bezel = RGBColor(hex: 0x000000)
    /// The outline along the display's edge.
    package static let outline = RGBColor(hex: 0x3A3A3C)

    /// Draws the outline over `container` (current coordinates).
    package func draw(in container: Rect, on canvas: Canvas) {
        let r = Swift.min(device.cornerRadius, Swift.min(container.width, container.height) / 2)
        if r > 0 {
            // A ring whose inner edge is the display's rounded rectangle
            // covers exactly the corners outside it (the rest is clipped).
            canvas.strokeRoundedRect(container.insetBy(dx: -r, dy: -r), radius: 2 * r, color: DeviceFrame.bezel, width: r)
        }
        canvas.strokeRoundedRect(container, radius: r, color: DeviceFrame.outline, width: 1)
        if let island = device.island, container.width >= island.maxX, container.height >= island.maxY {
            canvas.fillRoundedRect(island.offsetBy(Vector(dx: container.minX, dy: container.minY)), radius: island.height / 2, color: DeviceFrame.bezel)
        }
        if device.safeArea.bottom > 0 {
            let width = Swift.min(140, container.width * 0.36)
            let bar = Rect(x: container.midX - width / 2, y: container.maxY - 8 - 5, width: width, height: 5)
            let ink = appearance == .dark ? RGBColor(hex: 0xFFFFFF) : RGBColor(hex: 0x000000)
            canvas.fillRoundedRect(bar, radius: 2.5, color: ink.withAlpha(0.85))
        }
    }
}
