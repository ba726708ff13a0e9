import ScrollKitCore

/// The colours the renderer's panels, overlays and timeline share, chosen to
/// read on any hue of the rainbow background (panels are dark and
/// semi-opaque; outlines over content get a dark halo). Named after their
/// meaning so the HUD, the overlays and the timeline agree.
enum RenderPalette {
    /// Panel fill: near-black, 90 % opaque.
    static let panel = RGBColor(r: 16, g: 20, b: 24, a: 230)
    /// Panel outline.
    static let panelBorder = RGBColor(r: 255, g: 255, b: 255, a: 46)
    /// Main text on panels.
    static let text = RGBColor(hex: 0xF2F2F7)
    /// Labels and secondary text on panels.
    static let secondaryText = RGBColor(hex: 0x9EA3AD)
    /// Dim text (inactive values).
    static let tertiaryText = RGBColor(hex: 0x636873)
    /// Halo drawn under lines and labels laid over content.
    static let halo = RGBColor(r: 0, g: 0, b: 0, a: 150)

    /// The decision's original target (where the gesture began).
    static let original = RGBColor(hex: 0xD1D1D6)
    /// The proposed target (the natural resting point).
    static let proposed = RGBColor(hex: 0xFF9F0A)
    /// The adjusted target (the behavior's choice).
    static let adjusted = RGBColor(hex: 0x30D158)
    /// A behavior's answer before clamping (out of range).
    static let unclamped = RGBColor(hex: 0xFF375F)
    /// The predicted resting point of the current motion.
    static let resting = RGBColor(hex: 0x64D2FF)
    /// The velocity arrow and the velocity curve.
    static let velocity = RGBColor(hex: 0xFFD60A)
    /// Page and scroll-target boundaries.
    static let boundary = RGBColor(r: 255, g: 255, b: 255, a: 200)
    /// The rubber-band zone beyond the content's edges.
    static let overscroll = RGBColor(hex: 0xFF453A)

    /// Seed 002's debounce end marker.
    static let debounceEnd = RGBColor(hex: 0xFF7AD9)
    /// The phase-back-to-idle end marker.
    static let phaseEnd = RGBColor(hex: 0x64D2FF)
    /// The offset curve.
    static let offsetCurve = RGBColor(hex: 0xF2F2F7)
    /// The timeline's plot area: white at 4 % over the opaque panel,
    /// composited ahead of time (drawn opaque).
    static let timelinePlot = RGBColor(r: 255, g: 255, b: 255, a: 10).composited(over: panel.withAlpha(1))
    /// The timeline's phase band: white at 6 % over the opaque panel, composited.
    static let timelineBand = RGBColor(r: 255, g: 255, b: 255, a: 16).composited(over: panel.withAlpha(1))
    /// Recording indicator.
    static let recording = RGBColor(hex: 0xFF3B30)

    /// The colour of each scroll phase (timeline bands, HUD).
    static func phase(_ phase: ScrollPhase) -> RGBColor {
        switch phase {
        case .idle: return RGBColor(hex: 0x48484A)
        case .tracking: return RGBColor(hex: 0xBF5AF2)
        case .interacting: return RGBColor(hex: 0x0A84FF)
        case .decelerating: return RGBColor(hex: 0xFF9F0A)
        case .animating: return RGBColor(hex: 0x30D158)
        }
    }
}
