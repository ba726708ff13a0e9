import ScrollKitCore

/// Splits the window into 1–4 side-by-side lanes, each with a label strip
/// (the behavior's name) on top of its scroll container, to compare
/// behaviors on the same input.
///
/// Lanes tile the area exactly: whole logical pixels, a `gap` between them,
/// the remainder given to the first lanes, so nothing is lost or overlapped.
package enum LaneLayout {
    /// One lane.
    package struct Frame: Hashable, Sendable {
        /// The whole lane (label strip and container).
        package var lane: Rect
        /// The label strip at the top.
        package var label: Rect
        /// The scroll container: what the lane's engine is sized to.
        package var content: Rect
    }

    /// Height of the label strip, logical pixels.
    static let labelHeight = 18.0
    /// Space between lanes, logical pixels.
    package static let gap = 2.0
    /// The most lanes.
    package static let maximumCount = 4

    /// The frames of `count` lanes (clamped to 1…4) filling `area`. With one
    /// lane there is no label strip: the container is the whole area.
    package static func frames(count: Int, in area: Rect) -> [Frame] {
        let n = Swift.min(Swift.max(count, 1), maximumCount)
        guard area.origin.isFinite, area.width.isFinite, area.height.isFinite, area.width > 0, area.height > 0 else {
            return Array(repeating: Frame(lane: .zero, label: .zero, content: .zero), count: n)
        }
        if n == 1 {
            return [Frame(lane: area, label: Rect(x: area.minX, y: area.minY, width: area.width, height: 0), content: area)]
        }
        let usable = Swift.max(0, area.width - gap * Double(n - 1))
        let base = (usable / Double(n)).rounded(.down)
        let extra = Int(usable - base * Double(n))
        let labelHeight = Swift.min(self.labelHeight, area.height)
        var frames: [Frame] = []
        var x = area.minX
        for i in 0..<n {
            let width = base + (i < extra ? 1 : 0)
            let lane = Rect(x: x, y: area.minY, width: width, height: area.height)
            let label = Rect(x: x, y: area.minY, width: width, height: labelHeight)
            let content = Rect(x: x, y: area.minY + labelHeight, width: width, height: area.height - labelHeight)
            frames.append(Frame(lane: lane, label: label, content: content))
            x += width + gap
        }
        return frames
    }

    /// The size of a window (or recorded frame) in which each of `count`
    /// lanes gets exactly the scroll container `container` (rounded up to
    /// whole logical pixels): one lane is the container itself; 2–4 lanes
    /// sit side by side, `gap` apart, under their `labelHeight` label strips.
    /// The window and `record --lanes` both size themselves with it, so a
    /// comparison has the same geometry live and headless.
    package static func size(container: Size, count: Int) -> Size {
        func whole(_ v: Double) -> Double { v.isFinite ? Swift.min(Swift.max(v.rounded(.up), 1), 16384) : 1 }
        let w = whole(container.width)
        let h = whole(container.height)
        let n = Swift.min(Swift.max(count, 1), maximumCount)
        guard n > 1 else { return Size(width: w, height: h) }
        return Size(width: Double(n) * w + gap * Double(n - 1), height: h + labelHeight)
    }

    /// The container of each of `count` lanes in a window of `size`: the
    /// inverse of `size(container:count:)` (whole pixels, the narrowest lane
    /// when the width does not divide evenly).
    package static func container(inWindow size: Size, count: Int) -> Size {
        frames(count: count, in: Rect(origin: .zero, size: size)).last?.content.size ?? size
    }

    /// The index of the lane containing `point`, or nil (in a gap or outside).
    package static func lane(at point: Point, in frames: [Frame]) -> Int? {
        frames.firstIndex { $0.lane.contains(point) }
    }

    /// Draws a lane's label strip: `title` centred (cut with `…` if too
    /// long), highlighted when `isSelected`, and the gap line to its right.
    static func drawLabel(_ title: String, in frame: Frame, isSelected: Bool = false, on canvas: Canvas) {
        guard frame.label.height > 0 else { return }
        canvas.withClip(frame.label) {
            canvas.fill(frame.label, isSelected ? canvas.palette.laneLabelSelected : canvas.palette.laneLabel)
            if isSelected {
                canvas.fill(Rect(x: frame.label.minX, y: frame.label.maxY - 2, width: frame.label.width, height: 2), canvas.palette.adjusted)
            }
            var text = title
            while !text.isEmpty && canvas.measure(text).width > frame.label.width - 8 {
                text.removeLast()
                if canvas.measure(text + "…").width <= frame.label.width - 8 { text += "…"; break }
            }
            canvas.text(text, centeredIn: frame.label, color: isSelected ? canvas.palette.text : canvas.palette.secondaryText)
        }
    }

    /// Fills the gaps between lanes.
    static func drawSeparators(_ frames: [Frame], on canvas: Canvas) {
        for (a, b) in zip(frames, frames.dropFirst()) where b.lane.minX > a.lane.maxX {
            canvas.fill(Rect(x: a.lane.maxX, y: a.lane.minY, width: b.lane.minX - a.lane.maxX, height: a.lane.height), RGBColor(hex: 0x000000))
        }
    }
}
