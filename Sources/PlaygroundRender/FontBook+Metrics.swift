extension FontBook {
    /// The line height of `size` at scale 1, logical pixels (what a canvas
    /// at scale 1 reports), for layouts computed before any canvas exists.
    /// Throws when the faces cannot be opened.
    package func lineHeight(_ size: TextSize = .small) throws(RenderError) -> Double {
        try OffscreenSurface(width: 1, height: 1, scale: 1, font: self).canvas.lineHeight(size)
    }
}
