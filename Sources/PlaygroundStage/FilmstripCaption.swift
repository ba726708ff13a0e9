import ScrollKitCore
import PlaygroundRender

/// The caption under a filmstrip tile: the tick and its time, then one line
/// per lane with the lane's behavior (when there are several), its offset on
/// the scroll axis (both coordinates for two-axis scrolling) and its phase
/// in the phase's colour. Drawn with the canvas's anti-aliased text (Inter
/// and a monospaced face, through SDL2_ttf) at scale 1, whatever the frames' scale.
package struct FilmstripCaption {
    /// The tick the tile shows and its time, seconds.
    package var tick: Int
    package var time: Double
    /// The records of the lanes at that tick, left to right.
    package var records: [FrameRecord]
    /// The scrolling axes (decides how offsets are written).
    package var axes: Axes

    package static let padding = 4.0
    package static let background = RGBColor(hex: 0x1A1C20)

    /// The caption's height, logical pixels, for `laneCount` lanes.
    package static func height(laneCount: Int, lineHeight: Double) -> Double {
        (Double(1 + Swift.max(1, laneCount)) * lineHeight + padding * 2).rounded(.up)
    }

    /// The lines as (text, phase-colour suffix) pairs.
    package var lines: [(text: String, phase: ScrollPhase?)] {
        var out: [(String, ScrollPhase?)] = [("tick \(tick) · \(RenderFormat.number(time, decimals: 3)) s", nil)]
        for record in records {
            var text = records.count > 1 ? "\(record.behavior)  " : ""
            if axes == .both {
                text += "offset \(RenderFormat.point(record.offset))  "
            } else {
                let axis = axes.primary
                text += "\(axis == .vertical ? "y" : "x") \(RenderFormat.number(record.offset[axis]))  "
            }
            out.append((text, record.phase))
        }
        return out
    }

    /// Draws the caption over the whole of `canvas`.
    package func draw(on canvas: Canvas) {
        canvas.clear(FilmstripCaption.background)
        let lineHeight = canvas.lineHeight()
        var y = FilmstripCaption.padding
        for (index, line) in lines.enumerated() {
            let x = FilmstripCaption.padding
            canvas.text(line.text, at: Point(x: x, y: y), color: index == 0 ? canvas.palette.text : canvas.palette.secondaryText)
            if let phase = line.phase {
                let at = Point(x: x + canvas.measure(line.text).width, y: y)
                let swatch = canvas.palette.phase(phase)
                // Idle's grey is too dark to read on the strip: lift it.
                let color = phase == .idle ? canvas.palette.text : swatch
                canvas.text(phase.rawValue, at: at, color: color)
            }
            y += lineHeight
        }
    }
}
