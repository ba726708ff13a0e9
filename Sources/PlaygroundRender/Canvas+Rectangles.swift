import CSDL2
import Foundation
import ScrollKitCore

/// Clearing, filling, outlining and hatching rectangles.
extension Canvas {
    /// Clears the whole output to `color` (ignores clip and alpha blending).
    /// The clear is drawn lazily (see `pendingClear`); read pixels back only
    /// after `commitPendingClear()` (`OffscreenSurface.readImage` does).
    package func clear(_ color: RGBColor) {
        pendingClear = color
    }

    /// Draws a clear asked for and not yet drawn, if any.
    func commitPendingClear() {
        guard let color = pendingClear else { return }
        pendingClear = nil
        backend.clear(deviceOutputRect, color)
    }

    /// Announces that every pixel of `rect` (current coordinates) is about
    /// to be painted opaque (a scene's background and cards): a pending
    /// clear of an output that `rect` covers is dropped, not drawn. On a
    /// pixel target, a pending clear of a larger output is drawn at once,
    /// around `rect` only (inset by a device pixel, so rounding at its
    /// edges can leave no pixel uncleared), so the scene's pixels are
    /// written once, not twice. This is the case for the first lane of a
    /// multi-lane frame; a single lane covers the whole output.
    func willCoverOpaquely(_ rect: Rect) {
        guard let color = pendingClear, let r = deviceRect(rect.offsetBy(translation)) else { return }
        var area = r
        if let clip = clipStack.last {
            guard let c = deviceRect(clip) else { return }
            area = Canvas.intersection(area, c)
        }
        let output = deviceOutputRect
        if area.x <= output.x, area.y <= output.y, area.x + area.w >= output.x + output.w, area.y + area.h >= output.y + output.h {
            pendingClear = nil
            return
        }
        let inner = Canvas.intersection(SDL_Rect(x: area.x + 1, y: area.y + 1, w: area.w - 2, h: area.h - 2), output)
        guard inner.w > 0, inner.h > 0 else { return }
        if backend.clear(Canvas.parts(of: output, outside: inner), color) { pendingClear = nil }
    }

    /// `outer` less `hole` (inside it) as up to four rectangles that do not
    /// overlap: the band above the hole, its left and right sides, the band
    /// below. Device pixels.
    package static func parts(of outer: SDL_Rect, outside hole: SDL_Rect) -> [SDL_Rect] {
        var out: [SDL_Rect] = []
        let ox1 = outer.x + outer.w, oy1 = outer.y + outer.h
        let hx1 = hole.x + hole.w, hy1 = hole.y + hole.h
        if hole.y > outer.y { out.append(SDL_Rect(x: outer.x, y: outer.y, w: outer.w, h: hole.y - outer.y)) }
        if hole.x > outer.x { out.append(SDL_Rect(x: outer.x, y: hole.y, w: hole.x - outer.x, h: hole.h)) }
        if ox1 > hx1 { out.append(SDL_Rect(x: hx1, y: hole.y, w: ox1 - hx1, h: hole.h)) }
        if oy1 > hy1 { out.append(SDL_Rect(x: outer.x, y: hy1, w: outer.w, h: oy1 - hy1)) }
        return out
    }

    /// Fills `rect` with `color`, alpha blended.
    package func fill(_ rect: Rect, _ color: RGBColor) {
        guard color.a > 0, let r = deviceRectCulled(rect.offsetBy(translation)) else { return }
        if pendingClear != nil, color.a == 255 {
            let output = deviceOutputRect
            if r.x == output.x, r.y == output.y, r.w == output.w, r.h == output.h { pendingClear = nil }
        }
        fillCulled(r, color)
    }

    /// Outlines `rect` with a border of `width` logical pixels drawn inside it.
    package func stroke(_ rect: Rect, _ color: RGBColor, width: Double = 1) {
        guard color.a > 0, rect.isDrawable, width.isFinite, width > 0 else { return }
        let w = Swift.min(width, rect.width / 2, rect.height / 2)
        guard w > 0 else { return }
        if w * 2 >= rect.width || w * 2 >= rect.height {
            fill(rect, color)
            return
        }
        fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: w), color)
        fill(Rect(x: rect.minX, y: rect.maxY - w, width: rect.width, height: w), color)
        fill(Rect(x: rect.minX, y: rect.minY + w, width: w, height: rect.height - 2 * w), color)
        fill(Rect(x: rect.maxX - w, y: rect.minY + w, width: w, height: rect.height - 2 * w), color)
    }

    /// Outlines `rect` with dashes (`dash` on, `gap` off, logical pixels),
    /// border drawn inside the rectangle.
    func dashedStroke(_ rect: Rect, _ color: RGBColor, width: Double = 1, dash: Double = 6, gap: Double = 4) {
        guard rect.isDrawable, width.isFinite, width > 0 else { return }
        let h = width / 2
        dashedLine(from: Point(x: rect.minX, y: rect.minY + h), to: Point(x: rect.maxX, y: rect.minY + h), color: color, width: width, dash: dash, gap: gap)
        dashedLine(from: Point(x: rect.minX, y: rect.maxY - h), to: Point(x: rect.maxX, y: rect.maxY - h), color: color, width: width, dash: dash, gap: gap)
        dashedLine(from: Point(x: rect.minX + h, y: rect.minY), to: Point(x: rect.minX + h, y: rect.maxY), color: color, width: width, dash: dash, gap: gap)
        dashedLine(from: Point(x: rect.maxX - h, y: rect.minY), to: Point(x: rect.maxX - h, y: rect.maxY), color: color, width: width, dash: dash, gap: gap)
    }

    /// Fills `rect` with diagonal stripes `spacing` apart (a hatched zone).
    package func hatch(_ rect: Rect, _ color: RGBColor, spacing: Double = 8, width: Double = 1) {
        guard rect.isDrawable, rect.width > 0, rect.height > 0, spacing.isFinite, spacing >= 2 else { return }
        // Only the visible part costs anything, however large the zone.
        var zone = rect
        if let clip = currentClip { zone = Canvas.intersection(zone, clip) }
        zone = Canvas.intersection(zone, bounds.offsetBy(-translation))
        guard zone.width > 0, zone.height > 0 else { return }
        withClip(zone) {
            // Stripes x − y = c for c on a grid anchored at the rect's origin,
            // so the pattern moves with the rect.
            let anchor = rect.minX - rect.minY
            let base = abs(anchor) < 1e9 ? anchor : 0
            let lo = zone.minX - zone.maxY
            let hi = zone.maxX - zone.minY
            var c = base + ((lo - base) / spacing).rounded(.down) * spacing
            var count = 0
            while c <= hi && count < 4096 {
                count += 1
                line(from: Point(x: zone.minY + c, y: zone.minY), to: Point(x: zone.maxY + c, y: zone.maxY), color: color, width: width)
                c += spacing
            }
        }
    }

}
