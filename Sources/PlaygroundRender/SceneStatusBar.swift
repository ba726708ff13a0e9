import ScrollKitCore

/// Seed 003's status bar: `Color.red.opacity(opacity)` over the top safe
/// area, laid over the scroll view (the seed's `ZStack`), with the phone's
/// own status bar content (the time, a battery) drawn on it at any opacity,
/// as on a phone.
///
/// The bar is `contentInsets.top` logical pixels high (the safe area the
/// content starts below), `defaultHeight` when the preset has no top inset.
/// Its colour is the style's `statusBarColor` with its alpha multiplied by
/// `StatusBar.opacity(forOffset:)` of the reported offset on the scrolling
/// axis, so the `.uiKit` convention (iOS 13, offset −inset at rest) keeps it
/// clear for the first `inset` pixels, as in the seed.
package struct SceneStatusBar {
    /// Height of the bar when the preset has no top inset, logical pixels.
    static let defaultHeight = 44.0
    /// The colour of the phone's status-bar text and icons (dark content).
    static let contentColor = RGBColor(hex: 0x000000)
    /// The time a phone shows in marketing shots.
    static let clockText = "9:41"

    /// The bar's height for `geometry`, logical pixels.
    package static func height(for geometry: ScrollEngineGeometry) -> Double {
        let inset = geometry.contentInsets.top
        return inset.isFinite && inset > 0 ? inset : defaultHeight
    }

    /// The bar's opacity in [0, 1]: seed 003's mapping of the reported
    /// content offset on the primary axis.
    package static func opacity(for geometry: ScrollEngineGeometry, axes: Axes) -> Double {
        StatusBar.opacity(forOffset: geometry.contentOffset[axes.primary])
    }

    /// What the bar draws across the top of a container `width` wide
    /// (container coordinates). `showsReadout` adds the opacity as a number
    /// beside the battery, where it fits. The canvas gives text metrics.
    func displayItems(
        geometry: ScrollEngineGeometry, axes: Axes, style: PresetStyle, width: Double, showsReadout: Bool, metrics canvas: Canvas
    ) -> [DisplayItem] {
        let height = SceneStatusBar.height(for: geometry)
        let opacity = SceneStatusBar.opacity(for: geometry, axes: axes)
        let bar = Rect(x: 0, y: 0, width: width, height: height)
        var items: [DisplayItem] = [.fill(bar, color: SceneShapes.faded(style.statusBarColor, by: opacity))]

        // The phone's content sits on the lower part of a tall (notched) bar.
        let rowHeight = Swift.min(height, 24)
        let row = Rect(x: 0, y: Swift.max(0, (height - rowHeight) / 2 + Swift.min(4, height / 10)), width: width, height: rowHeight)
        let size: TextSize = canvas.capHeight(.regular) + 6 <= row.height ? .regular : .small
        let clock = canvas.measure(SceneStatusBar.clockText, size: size, weight: .semibold)
        let ink = style.statusBarContent
        let margin = Swift.min(24, width / 12)
        guard width > clock.width + margin * 2 else { return items }
        let clockBox = Rect(x: margin, y: row.minY, width: clock.width, height: row.height)
        items.append(SceneRenderer.centeredText(SceneStatusBar.clockText, in: clockBox, color: ink, size: size, weight: .semibold, metrics: canvas))

        let battery = Rect(x: width - margin - 27, y: row.midY - 6, width: 25, height: 12)
        guard battery.minX > clockBox.maxX + 40 else { return items }
        appendBattery(battery, ink: ink, to: &items)
        appendSignal(right: battery.minX - 7, baseline: battery.maxY, ink: ink, to: &items)
        guard showsReadout else { return items }
        let readout = "opacity \(RenderFormat.number(opacity, decimals: 2))"
        let m = canvas.measure(readout)
        let x = battery.minX - 34 - m.width
        guard x > clockBox.maxX + 12 else { return items }
        items.append(SceneRenderer.centeredText(
            readout, in: Rect(x: x, y: row.minY, width: m.width, height: row.height), color: ink.withAlpha(0.75), size: .small,
            metrics: canvas))
        return items
    }

    /// iOS's battery: a rounded outline at 35 %, a rounded charge inside
    /// it, a terminal nub.
    private func appendBattery(_ body: Rect, ink: RGBColor, to items: inout [DisplayItem]) {
        items.append(.shape(DisplayShape(.roundedRectangle(cornerRadius: 3.5, style: .circular), frame: body, paint: .stroke(ink.withAlpha(0.35), lineWidth: 1, placement: .inside))))
        items.append(.shape(DisplayShape(.roundedRectangle(cornerRadius: 1.5, style: .circular), frame: body.insetBy(dx: 2, dy: 2), paint: .fill(ink))))
        items.append(.shape(DisplayShape(.roundedRectangle(cornerRadius: 0.75, style: .circular), frame: Rect(x: body.maxX + 1, y: body.midY - 2, width: 1.5, height: 4), paint: .fill(ink.withAlpha(0.4)))))
    }

    /// iOS's cellular bars: four rounded bars rising to the battery's height,
    /// ending at `right`, standing on `baseline`.
    private func appendSignal(right: Double, baseline: Double, ink: RGBColor, to items: inout [DisplayItem]) {
        for i in 0..<4 {
            let h = 4.0 + Double(i) * 2.7
            items.append(.shape(DisplayShape(.roundedRectangle(cornerRadius: 1, style: .circular), frame: Rect(x: right - Double(4 - i) * 4.5, y: baseline - h, width: 3, height: h), paint: .fill(ink))))
        }
    }
}
