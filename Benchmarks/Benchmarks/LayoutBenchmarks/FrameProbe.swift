import ScrollKitCore

/// One frame's worth of layout work on the content, as the renderer does
/// it: find the visible items (binary search), read each one's frame, id,
/// loading state and fill. The cost depends on how many items are visible,
/// never on how many exist. (Drawing is measured with the real renderer by
/// RenderBenchmarks.)
struct FrameProbe {
    let layout: any ContentLayout
    let style: PresetStyle
    let container: Size
    /// The largest scroll position on the stacking axis.
    let maxPosition: Double

    init(preset: Preset, itemCount: Int) {
        container = preset.defaultWindow
        layout = preset.makeLayout(itemCount, preset.axes, container)
        style = preset.style
        maxPosition = Swift.max(0, layout.contentSize.height - container.height)
    }

    /// Lays out the frame at vertical scroll `position`; returns a checksum
    /// so the work cannot be optimised away.
    func frame(at position: Double, time: Double) -> Int {
        let visible = layout.items(in: Rect(x: 0, y: position, width: container.width, height: container.height))
        var checksum = visible.count
        for index in visible {
            let frame = layout.frame(ofItem: index)
            let id = layout.itemID(at: index)
            let fill = layout.isLoading(item: index, at: time) ? style.loadingFill : style.fill(forItemID: id)
            checksum &+= id &+ Int(fill.r) &+ Int(frame.minY.rounded())
        }
        return checksum
    }

    /// Scroll positions that sweep the whole content in steps that are no
    /// multiple of any row pitch.
    func position(step: Int) -> Double {
        guard maxPosition > 0 else { return 0 }
        return (Double(step) * 997.3).truncatingRemainder(dividingBy: maxPosition)
    }
}
