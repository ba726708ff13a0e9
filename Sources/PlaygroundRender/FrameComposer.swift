import ScrollKitCore

/// Draws a whole window frame from plain values: 1–4 lanes (scene, overlays,
/// label strip), the HUD, the timeline and the help overlay, in that order.
/// The window loop and the headless recorder both call it, so a GIF frame is
/// the window's frame, pixel for pixel.
///
/// The timeline is laid over the bottom of the window instead of shrinking
/// the lanes: toggling it never resizes a scroll container (which would ask
/// the behaviors for a new target).
package struct FrameComposer {
    /// One lane's content for this frame.
    package struct Lane {
        package var record: FrameRecord
        package var layout: any ContentLayout
        package var geometry: ScrollEngineGeometry
        package var preset: Preset
        /// The behavior's last decision, kept until the next (for the overlays).
        package var lastDecision: TargetDecision?
        /// The label strip's text (the behavior's name); unused with one lane.
        package var title: String
        /// A scroll view inside the lane the overlays and the timeline's axis study instead, nil: the lane's own.
        package var studied: StudiedScrollView?

        package init(record: FrameRecord, layout: any ContentLayout, geometry: ScrollEngineGeometry, preset: Preset, lastDecision: TargetDecision? = nil, title: String? = nil) {
            self.record = record
            self.layout = layout
            self.geometry = geometry
            self.preset = preset
            self.lastDecision = lastDecision
            self.title = title ?? record.behavior
        }
    }

    package var scene = SceneRenderer()
    var overlays = OverlayRenderer()
    package var hudRenderer = HUDRenderer()
    package var timeline = TimelineRenderer()
    package var help = HelpOverlay()
    package var legend = OverlayLegend()
    /// The layers drawn: the scene's (which draws the indicators), so the
    /// composer keeps no toggles of its own.
    package var layers: FrameModel.Layers {
        get { scene.layers }
        set { scene.layers = newValue }
    }
    /// The lane the HUD describes and keys act on.
    package var selectedLane = 0

    /// The lane frames for `count` lanes in a window of `bounds` (what each
    /// lane's engine must be sized to: `frames[i].content.size`).
    package static func laneFrames(count: Int, in bounds: Rect) -> [LaneLayout.Frame] {
        LaneLayout.frames(count: count, in: bounds)
    }

    /// Where the timeline goes in a window of `bounds`: its bottom
    /// `TimelineRenderer.preferredHeight` (less in a short window).
    package static func timelineRect(in bounds: Rect) -> Rect {
        let height = Swift.min(TimelineRenderer.preferredHeight, (bounds.height * 0.45).rounded(.down))
        return Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Draws `frame` on the whole canvas (the composer's own toggles are
    /// replaced by the frame's layers).
    package func draw(_ frame: FrameModel, on canvas: Canvas) {
        var composer = self
        composer.layers = frame.layers
        composer.scene.indicatorOpacity = frame.indicatorOpacity
        if let look = frame.look {
            composer.scene.appearance = look.appearance
            composer.scene.device = look.deviceFrame
            composer.scene.showsDeviceFrame = look.deviceFrame != nil
        }
        composer.selectedLane = frame.selectedLane
        if let ticks = frame.timelineTicks { composer.timeline.ticks = ticks }
        composer.timeline.viewEventTicks = frame.viewEventTicks
        if let lane = frame.lanes.indices.contains(frame.selectedLane) ? frame.lanes[frame.selectedLane] : frame.lanes.first {
            composer.timeline.axis = lane.studied?.axes.primary ?? lane.preset.axes.primary
        }
        composer.draw(
            lanes: frame.lanes, hud: frame.hud, history: frame.timeline, cursorTick: frame.cursorTick,
            time: frame.time, on: canvas)
    }

    /// Draws the frame on the whole canvas.
    /// - Parameters:
    ///   - lanes: 1–4 lanes, left to right (extra lanes are ignored).
    ///   - hud: the HUD's values (for the selected lane).
    ///   - history: the recent records of the selected lane, oldest first, for the timeline.
    ///   - cursorTick: the tick shown on the timeline when paused or scrubbing.
    ///   - time: the run's clock, seconds.
    package func draw(
        lanes: [Lane], hud: HUDModel, history: some RandomAccessCollection<FrameRecord>, cursorTick: Int?,
        time: Double, on canvas: Canvas
    ) {
        // The chrome (HUD, overlays, legend, timeline, help) follows the scene's appearance.
        let outside = canvas.palette
        canvas.palette = RenderPalette(scene.appearance)
        defer { canvas.palette = outside }
        drawLayers(lanes: lanes, hud: hud, history: history, cursorTick: cursorTick, time: time, on: canvas)
    }

    private func drawLayers(
        lanes: [Lane], hud: HUDModel, history: some RandomAccessCollection<FrameRecord>, cursorTick: Int?,
        time: Double, on canvas: Canvas
    ) {
        let bounds = canvas.bounds
        canvas.clear(RGBColor(hex: 0x000000))
        let shown = Array(lanes.prefix(LaneLayout.maximumCount))
        let frames = FrameComposer.laneFrames(count: shown.count, in: bounds)
        let selected = frames.indices.contains(selectedLane) ? frames[selectedLane].content : bounds
        let selectedLane = shown.indices.contains(self.selectedLane) ? shown[self.selectedLane] : shown.first
        let hudArea = FrameComposer.hudArea(below: selectedLane, in: selected, device: scene.showsDeviceFrame ? scene.device : nil)
        let (panels, legendItems, legendArea) = overlayPanels(lanes: shown, hud: hud, history: history, in: bounds, on: canvas)
        // The timeline's, legend's and HUD's opaque panels are drawn over the lanes: their pixels there are skipped.
        var occluders: [Rect] = []
        if layers.showsTimeline { occluders.append(FrameComposer.timelineRect(in: bounds)) }
        if layers.showsOverlays, let legendPanel = panels.first { occluders.append(legendPanel) }
        if layers.showsHUD, let hudPanel = hudRenderer.panelRect(for: hud, in: hudArea, on: canvas) { occluders.append(hudPanel) }
        canvas.withOcclusion(occluders) {
            for (i, lane) in shown.enumerated() {
                let frame = frames[i]
                scene.draw(record: lane.record, layout: lane.layout, geometry: lane.geometry, preset: lane.preset, time: time, in: frame.content, on: canvas)
                if layers.showsOverlays {
                    // Labels keep clear of the panels and of the scene's page and item numbers.
                    let numbers = scene.centeredLabelBoxes(
                        layout: lane.layout, geometry: lane.geometry, preset: lane.preset, in: frame.content, time: time, on: canvas)
                    if let studied = lane.studied {
                        canvas.clip(to: frame.content)
                        overlays.draw(
                            record: studied.record, decision: studied.lastDecision, layout: studied.layout,
                            geometry: studied.geometry, axes: studied.axes, in: studied.rect(inLane: frame.content),
                            avoiding: panels + numbers, on: canvas)
                        canvas.unclip()
                    } else {
                        overlays.draw(
                            record: lane.record, decision: lane.lastDecision, layout: lane.layout, geometry: lane.geometry,
                            axes: lane.preset.axes, in: FrameComposer.overlayRect(for: lane.layout, in: frame.content),
                            avoiding: panels + numbers, on: canvas)
                    }
                }
                if shown.count > 1 {
                    LaneLayout.drawLabel(lane.title, in: frame, isSelected: i == self.selectedLane, on: canvas)
                }
            }
        }
        LaneLayout.drawSeparators(frames, on: canvas)
        if layers.showsOverlays {
            legend.draw(legendItems, in: legendArea, on: canvas)
        }
        if layers.showsHUD {
            hudRenderer.draw(hud, in: hudArea, on: canvas)
        } else if (hud.mode != .live && hud.mode != .scripted) || hud.speed != .normal || hud.isRecording {
            drawStateBadge(hud, in: bounds, on: canvas)
        }
        if layers.showsTimeline {
            timeline.draw(records: history, cursorTick: cursorTick, in: FrameComposer.timelineRect(in: bounds), on: canvas)
        }
        if layers.showsHelp {
            help.listing(hud.viewNotes).draw(in: bounds, on: canvas)
        }
    }

    /// What is drawn over the lanes after them, laid out before them so that
    /// the overlays' labels keep clear of it (canvas coordinates): the
    /// legend's panel, the HUD's panel and the timeline, when shown with the
    /// overlays; also the legend's rows and the area it is laid out in.
    func overlayPanels(
        lanes shown: [Lane], hud: HUDModel, history: some RandomAccessCollection<FrameRecord>, in bounds: Rect,
        on canvas: Canvas
    ) -> (panels: [Rect], legendItems: [OverlayLegend.Item], legendArea: Rect) {
        let frames = FrameComposer.laneFrames(count: shown.count, in: bounds)
        let selected = frames.indices.contains(selectedLane) ? frames[selectedLane].content : bounds
        var legendArea = selected
        guard layers.showsOverlays else { return ([], [], legendArea) }
        var marks: Set<OverlayRenderer.Mark> = []
        for (lane, frame) in zip(shown, frames) {
            if let studied = lane.studied {
                marks.formUnion(overlays.marks(
                    record: studied.record, decision: studied.lastDecision, layout: studied.layout, geometry: studied.geometry,
                    axes: studied.axes, in: studied.rect(inLane: frame.content)))
                continue
            }
            marks.formUnion(overlays.marks(
                record: lane.record, decision: lane.lastDecision, layout: lane.layout, geometry: lane.geometry,
                axes: lane.preset.axes, in: FrameComposer.overlayRect(for: lane.layout, in: frame.content)))
        }
        // Every colour on screen is named: the overlays' marks, and the
        // timeline's curves, markers and phase bands when it is shown.
        let items = OverlayLegend.items(for: marks, palette: canvas.palette) + (layers.showsTimeline ? TimelineRenderer.legendItems(history, palette: canvas.palette) : [])
        if layers.showsTimeline { legendArea.size.height = Swift.max(0, FrameComposer.timelineRect(in: bounds).minY - legendArea.minY) }
        var panels = [legend.layout(items, in: legendArea, on: canvas).panel]
        if layers.showsHUD {
            let lane = shown.indices.contains(selectedLane) ? shown[selectedLane] : shown.first
            let area = FrameComposer.hudArea(below: lane, in: selected, device: scene.showsDeviceFrame ? scene.device : nil)
            let size = hudRenderer.panelSize(for: hud, on: canvas)
            // One pixel more on each side: the panel's origin snaps to device pixels.
            panels.append(Rect(x: area.minX + 7, y: area.minY + 7, width: size.width + 2, height: size.height + 2))
        }
        if layers.showsTimeline { panels.append(FrameComposer.timelineRect(in: bounds)) }
        return (panels, items, legendArea)
    }

    /// Where the HUD may go in a lane: below the preset's status bar and its
    /// collapsible header at full height, so it never hides what the seed shows.
    ///
    /// With a device outline drawn (`--frame`), the HUD also stays on the
    /// screen: below the status bar and the Dynamic Island (the device's top
    /// safe area), above the home indicator, and clear of the rounded
    /// display corners (`Device.cornerRadius`) on its sides.
    static func hudArea(below lane: Lane?, in rect: Rect, device: Device? = nil) -> Rect {
        guard let lane else { return rect }
        var top = 0.0
        if lane.preset.style.showsStatusBar { top += SceneStatusBar.height(for: lane.geometry) }
        if let header = lane.preset.style.collapsibleHeader, lane.preset.axes.contains(.vertical) { top += header.maxHeight }
        var bottom = 0.0
        var side = 0.0
        if let device {
            top = Swift.max(top, device.safeArea.top)
            bottom = device.safeArea.bottom
            // The panel's corner is `margin` (8) inside the area: a display
            // corner of radius r leaves a square of side r·(1 − 1/√2) at
            // its diagonal free; past the top safe area the corner is clear
            // whenever the safe area is at least the radius.
            if device.safeArea.top < device.cornerRadius { side = (device.cornerRadius * (1 - 1 / 2.0.squareRoot())).rounded(.up) }
        }
        top = Swift.min(top, Swift.max(0, rect.height - 120))
        return Rect(
            x: rect.minX + side, y: rect.minY + top, width: Swift.max(0, rect.width - 2 * side),
            height: Swift.max(0, rect.height - top - bottom))
    }

    /// With the HUD hidden, a small pill in the top-trailing corner still
    /// says when the window is not live at normal speed (recordings of a
    /// scenario stay clean: no pill).
    private func drawStateBadge(_ hud: HUDModel, in bounds: Rect, on canvas: Canvas) {
        var text = "\(hud.mode.badge) \(hud.speed.label)"
        if hud.isRecording { text += " ● REC" }
        let m = canvas.measure(text)
        let at = Point(x: bounds.maxX - m.width - 10, y: bounds.minY + 8)
        OverlayRenderer.label(text, at: at, color: HUDRenderer.modeColor(hud.mode, recording: hud.isRecording, palette: canvas.palette), on: canvas)
    }
    /// The memberwise initializer, for the modules above this one.
    package init(scene: SceneRenderer = SceneRenderer(), overlays: OverlayRenderer = OverlayRenderer(), hudRenderer: HUDRenderer = HUDRenderer(), timeline: TimelineRenderer = TimelineRenderer(), help: HelpOverlay = HelpOverlay(), legend: OverlayLegend = OverlayLegend(), layers: FrameModel.Layers = FrameModel.Layers(), selectedLane: Int = 0) {
        self.scene = scene
        self.overlays = overlays
        self.hudRenderer = hudRenderer
        self.timeline = timeline
        self.help = help
        self.legend = legend
        self.layers = layers
        self.selectedLane = selectedLane
    }
}
