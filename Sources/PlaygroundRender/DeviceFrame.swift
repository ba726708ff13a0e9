import ScrollKitCore

/// A device's outline over a container the size of its screen (`--frame`):
/// the corners outside the display's rounded shape in black, a hairline
/// along that shape, the Dynamic Island, and the home indicator in the
/// bottom safe area, so a recording reads as that phone's screen.
struct DeviceFrame {
    var device: Device
    var appearance: Appearance

    /// The bezel: what lies outside the display.
    static let bezel = RGBColor(hex: 0x000000)
    /// The outline along the display's edge.
    static let outline = RGBColor(hex: 0x3A3A3C)

    /// Draws the outline over `container` (current coordinates).
    func draw(in container: Rect, on canvas: Canvas) {
        DisplayListRenderer().draw(DisplayList(displayItems(in: container)), on: canvas)
    }

    /// The outline over `container` as display items: a ring whose inner
    /// edge is the display's rounded rectangle (it covers exactly the
    /// corners outside it; the rest is clipped), the hairline along that
    /// edge, the island, the home indicator.
    func displayItems(in container: Rect) -> [DisplayItem] {
        let r = Swift.min(device.cornerRadius, Swift.min(container.width, container.height) / 2)
        func rounded(_ radius: Double) -> DisplayShapeKind { .roundedRectangle(cornerRadius: radius, style: .circular) }
        var items: [DisplayItem] = []
        if r > 0 {
            items.append(.shape(DisplayShape(rounded(2 * r), frame: container.insetBy(dx: -r, dy: -r), paint: .stroke(DeviceFrame.bezel, lineWidth: r, placement: .inside))))
        }
        items.append(.shape(DisplayShape(rounded(r), frame: container, paint: .stroke(DeviceFrame.outline, lineWidth: 1, placement: .inside))))
        if let island = device.island, container.width >= island.maxX, container.height >= island.maxY {
            items.append(.shape(DisplayShape(rounded(island.height / 2), frame: island.offsetBy(Vector(dx: container.minX, dy: container.minY)), paint: .fill(DeviceFrame.bezel))))
        }
        if device.safeArea.bottom > 0 {
            let width = Swift.min(140, container.width * 0.36)
            let bar = Rect(x: container.midX - width / 2, y: container.maxY - 8 - 5, width: width, height: 5)
            let ink = appearance == .dark ? RGBColor(hex: 0xFFFFFF) : RGBColor(hex: 0x000000)
            items.append(.shape(DisplayShape(rounded(2.5), frame: bar, paint: .fill(ink.withAlpha(0.85)))))
        }
        return items
    }
}
