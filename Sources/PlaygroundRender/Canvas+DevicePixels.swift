import CSDL2
import Foundation
import ScrollKitCore

/// From logical to device pixels, and the backend calls every drawing ends in.
extension Canvas {
    /// Fills the runs of `mask` with its top-left corner at device pixel
    /// (x, y): each coverage step in `color` at that step's share of its
    /// opacity (full coverage of an opaque colour is an opaque fill), cut to
    /// the output and the clip.
    func fillRuns(_ mask: CoverageRuns, x: Int32, y: Int32, color: RGBColor) {
        guard let limit = deviceLimit else { return }
        commitPendingClear()
        backend.fill(mask, x: x, y: y, within: limit, color)
    }

    /// Fills one device rectangle already cut to the output and the clip.
    func fillCulled(_ r: SDL_Rect, _ color: RGBColor) {
        commitPendingClear()
        backend.fill(r, color)
    }

    /// Fills device rectangles (not yet cut) in `color`, cut to the output
    /// and the clip.
    func fillDeviceRects(_ rects: [SDL_Rect], _ color: RGBColor) {
        guard !rects.isEmpty, let limit = deviceLimit else { return }
        commitPendingClear()
        backend.fill(rects, within: limit, color)
    }

    /// The output cut to the clip in force, device pixels; nil when the clip
    /// is empty (nothing can be drawn).
    var deviceLimit: SDL_Rect? { deviceLimit(output: deviceOutputRect) }

    /// `deviceLimit` given the output rectangle (`deviceOutputRect`).
    func deviceLimit(output: SDL_Rect) -> SDL_Rect? {
        var limit = output
        if let clip = clipStack.last {
            guard let c = deviceRect(clip) else { return nil }
            limit = Canvas.intersection(limit, c)
        }
        return limit
    }

    /// A device coordinate for an already translated logical coordinate.
    package func device(_ v: Double) -> Int32 {
        let p = (v * scale).rounded()
        guard p.isFinite else { return 0 }
        return Int32(Swift.min(Swift.max(p, -16_000_000), 16_000_000))
    }

    func clampF(_ v: Double) -> Float {
        guard v.isFinite else { return 0 }
        return Float(Swift.min(Swift.max(v, -16_000_000), 16_000_000))
    }

    /// The device rectangle of an already translated logical rectangle, or
    /// nil when it is empty or not finite.
    func deviceRect(_ r: Rect) -> SDL_Rect? {
        guard r.isDrawable else { return nil }
        let x0 = device(r.minX)
        let y0 = device(r.minY)
        let x1 = device(r.maxX)
        let y1 = device(r.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
    }

    /// `deviceRect` cut to the output and the clip; nil when nothing is left.
    func deviceRectCulled(_ r: Rect) -> SDL_Rect? {
        guard var d = deviceRect(r) else { return nil }
        d = Canvas.intersection(d, deviceOutputRect)
        if let clip = clipStack.last {
            guard let c = deviceRect(clip) else { return nil }
            d = Canvas.intersection(d, c)
        }
        return d.w > 0 && d.h > 0 ? d : nil
    }

    var deviceOutputRect: SDL_Rect {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return SDL_Rect(x: 0, y: 0, w: w, h: h)
    }

    // MARK: - Helpers

    package static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = Swift.max(a.minX, b.minX)
        let y0 = Swift.max(a.minY, b.minY)
        let x1 = Swift.min(a.maxX, b.maxX)
        let y1 = Swift.min(a.maxY, b.maxY)
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }

    package static func intersection(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let x0 = Swift.max(a.x, b.x)
        let y0 = Swift.max(a.y, b.y)
        let x1 = Swift.min(a.x + a.w, b.x + b.w)
        let y1 = Swift.min(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: x0, y: y0, w: Swift.max(0, x1 - x0), h: Swift.max(0, y1 - y0))
    }

    static func overlaps(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool {
        a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
    }

    /// The parameter range [t0, t1] ⊆ [0, 1] of segment a→b inside `rect`
    /// (Liang–Barsky), or nil when the segment misses it.
    static func clipSegment(_ a: Point, _ b: Point, to rect: Rect) -> (Double, Double)? {
        var t0 = 0.0
        var t1 = 1.0
        let dx = b.x - a.x
        let dy = b.y - a.y
        for (p, q) in [(-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { t0 = Swift.max(t0, t) } else { t1 = Swift.min(t1, t) }
                if t0 > t1 { return nil }
            }
        }
        return (t0, t1)
    }
}

extension Rect {
    /// True when every coordinate is finite and the size is not negative.
    var isDrawable: Bool {
        origin.isFinite && size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }
}
