import ScrollKitCore

/// The colours the study window's chrome shares (the HUD, the overlays and
/// their legend, the timeline, the help, the lane labels), in both
/// appearances, named after their meaning so every part agrees.
///
/// Which appearance: the canvas carries the palette of the frame it is
/// drawing (`Canvas.palette`), which `FrameComposer` sets to the scene's
/// appearance for the length of one frame, so the chrome follows
/// `--appearance` and the M key; outside a frame it is the dark one. The
/// dark palette is the study window's original one (iOS dark
/// system colours on near-black panels); the light one uses iOS's light
/// system colours, darkened where a colour must read as text or a thin line
/// on a light panel (green, cyan, yellow), on near-white panels.
///
/// Overlay lines and labels over content always sit on a halo or a panel,
/// so they stay readable over every hue of the rainbow (tested).
package struct RenderPalette: Sendable, Equatable {
    /// The appearance the chrome is drawn in.
    package var appearance: Appearance

    /// The palette of `appearance` (dark unless told).
    package init(_ appearance: Appearance = .dark) {
        self.appearance = appearance
    }

    private var isDark: Bool { appearance == .dark }

    /// `dark` in the dark appearance, else `light`.
    private func pick(_ dark: RGBColor, _ light: RGBColor) -> RGBColor { isDark ? dark : light }

    /// Panel fill: 90 % opaque (near-black, or near-white).
    package var panel: RGBColor { pick(RGBColor(r: 16, g: 20, b: 24, a: 230), RGBColor(r: 248, g: 248, b: 250, a: 235)) }
    /// Panel outline.
    var panelBorder: RGBColor { pick(RGBColor(r: 255, g: 255, b: 255, a: 46), RGBColor(r: 0, g: 0, b: 0, a: 38)) }
    /// Main text on panels.
    package var text: RGBColor { pick(RGBColor(hex: 0xF2F2F7), RGBColor(hex: 0x1C1C1E)) }
    /// Labels and secondary text on panels.
    package var secondaryText: RGBColor { pick(RGBColor(hex: 0x9EA3AD), RGBColor(hex: 0x5F6169)) }
    /// Dim text (inactive values).
    var tertiaryText: RGBColor { pick(RGBColor(hex: 0x636873), RGBColor(hex: 0xA2A4AB)) }
    /// Halo drawn under lines and labels laid over content (dense enough
    /// that every mark keeps 3:1 contrast on every hue: tested).
    var halo: RGBColor { pick(RGBColor(r: 0, g: 0, b: 0, a: 200), RGBColor(r: 255, g: 255, b: 255, a: 220)) }

    /// The decision's original target (where the gesture began).
    package var original: RGBColor { pick(RGBColor(hex: 0xA5A3FF), RGBColor(hex: 0x5856D6)) }
    /// The proposed target (the natural resting point).
    package var proposed: RGBColor { pick(RGBColor(hex: 0xFF8A00), RGBColor(hex: 0xB85C00)) }
    /// The adjusted target (the behavior's choice).
    package var adjusted: RGBColor { pick(RGBColor(hex: 0x30D158), RGBColor(hex: 0x248A3D)) }
    /// A behavior's answer before clamping (out of range). Violet: the pink
    /// it had was 22–34 apart from the debounce end marker's in the legend.
    package var unclamped: RGBColor { pick(RGBColor(hex: 0xB65CFF), RGBColor(hex: 0x9A3FD0)) }
    /// The predicted resting point of the current motion.
    package var resting: RGBColor { pick(RGBColor(hex: 0x64D2FF), RGBColor(hex: 0x0071A4)) }
    /// The velocity arrow and the velocity curve.
    package var velocity: RGBColor { pick(RGBColor(hex: 0xFFD60A), RGBColor(hex: 0x6E5200)) }
    /// Page and scroll-target boundaries.
    package var boundary: RGBColor { pick(RGBColor(r: 255, g: 255, b: 255, a: 200), RGBColor(r: 0, g: 0, b: 0, a: 190)) }
    /// The rubber-band zone beyond the content's edges.
    package var overscroll: RGBColor { pick(RGBColor(hex: 0xFF453A), RGBColor(hex: 0xD70015)) }

    /// Seed 002's debounce end marker.
    var debounceEnd: RGBColor { pick(RGBColor(hex: 0xFF7AD9), RGBColor(hex: 0xC2298A)) }
    /// A view file's reactions (HUD rows, timeline marks).
    var viewEvent: RGBColor { pick(RGBColor(hex: 0xB8A4FF), RGBColor(hex: 0x5B3CC4)) }
    /// The phase-back-to-idle end marker: a deeper shade of the idle band's
    /// grey, where that band begins. It was the resting point's cyan, so the
    /// legend showed "rest" and "timeline: phase end" as one dashed swatch.
    var phaseEnd: RGBColor { pick(RGBColor(hex: 0x8E8E93), RGBColor(hex: 0x6C6C70)) }
    /// The offset curve.
    var offsetCurve: RGBColor { pick(RGBColor(hex: 0xF2F2F7), RGBColor(hex: 0x1C1C1E)) }
    /// The timeline's plot area: a 4 % tint of the text colour over the
    /// opaque panel, composited ahead of time (drawn opaque, no blending).
    var timelinePlot: RGBColor { text.withAlpha(10.0 / 255).composited(over: panel.withAlpha(1)) }
    /// The timeline's phase band: a 6 % tint over the opaque panel, composited.
    var timelineBand: RGBColor { text.withAlpha(16.0 / 255).composited(over: panel.withAlpha(1)) }
    /// A lane's label strip (several lanes), and the selected lane's.
    var laneLabel: RGBColor { pick(RGBColor(hex: 0x16181C), RGBColor(hex: 0xF2F2F7)) }
    var laneLabelSelected: RGBColor { pick(RGBColor(hex: 0x2C2C3A), RGBColor(hex: 0xDCDCE4)) }
    /// Recording indicator.
    var recording: RGBColor { pick(RGBColor(hex: 0xFF3B30), RGBColor(hex: 0xFF3B30)) }

    /// The state row's colour in each playback mode (the HUD).
    package func mode(_ mode: PlaybackMode) -> RGBColor {
        switch mode {
        case .live: return phase(.animating)
        case .paused: return velocity
        case .replaying, .scripted: return resting
        case .branched: return phase(.tracking)
        }
    }

    /// The colour of each scroll phase (timeline bands, HUD).
    package func phase(_ phase: ScrollPhase) -> RGBColor {
        switch phase {
        case .idle: return pick(RGBColor(hex: 0x48484A), RGBColor(hex: 0xAEAEB2))
        case .tracking: return pick(RGBColor(hex: 0xBF5AF2), RGBColor(hex: 0xAF52DE))
        case .interacting: return pick(RGBColor(hex: 0x0A84FF), RGBColor(hex: 0x007AFF))
        case .decelerating: return pick(RGBColor(hex: 0xFF9F0A), RGBColor(hex: 0xFF9500))
        case .animating: return pick(RGBColor(hex: 0x30D158), RGBColor(hex: 0x34C759))
        }
    }
}
