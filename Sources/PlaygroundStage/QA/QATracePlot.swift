import Foundation
import ScrollKitCore

/// A QA run's trace drawn as an SVG (the `qa --html` page's plot): the
/// offset on the scroll axis and the velocity against time, in two panels
/// sharing the time axis; the phases as coloured bands behind both; the
/// valid offset range as dashed lines; each `updateTarget` decision as three
/// marks at its tick (original ○, proposed △, adjusted ◆, joined by a thin
/// line); a view file's callbacks as ticks on a strip under the panels, the
/// same time axis, each with its text as a tooltip.
///
/// Fed every tick of the run (`observe`), in order. Units: seconds, px,
/// px/s. The SVG carries its own light and dark colours
/// (`prefers-color-scheme`), so it reads the same in an `<img>`.
package struct QATracePlot: Sendable {
    /// One plotted tick.
    struct Sample: Sendable {
        var time: Double
        var offset: Double
        var velocity: Double
        var phase: ScrollPhase
    }

    /// One decision, its three targets on the scroll axis.
    struct Decision: Sendable {
        var time: Double
        var original: Double
        var proposed: Double
        var adjusted: Double
        var reason: String
    }

    /// The scroll axis.
    let axis: Axis
    private(set) var samples: [Sample] = []
    private(set) var decisions: [Decision] = []
    /// A view file's callbacks: time and text (`onChange 390.0`).
    private(set) var viewEvents: [(time: Double, text: String)] = []
    /// The valid offset range seen (min over the run of the minimum, max of the maximum).
    private var range: (lo: Double, hi: Double)?
    private let insets: EdgeInsets
    private let convention: OffsetConvention

    package init(scenario: Scenario) {
        axis = scenario.axes.primary
        insets = scenario.insets
        convention = scenario.convention
    }

    /// Takes the run's next tick (and the view's callbacks of that tick).
    package mutating func observe(_ record: FrameRecord, viewEvents events: [HostedViewEvent] = []) {
        samples.append(Sample(time: record.time, offset: record.offset[axis], velocity: record.velocity[axis], phase: record.phase))
        if let d = record.decision {
            decisions.append(Decision(time: record.time, original: d.original[axis], proposed: d.proposed[axis],
                                      adjusted: d.adjusted[axis], reason: "\(d.reason)"))
        }
        for event in events { viewEvents.append((record.time, event.description)) }
        let geometry = ScrollEngineGeometry(contentOffset: record.offset, contentSize: record.contentSize, contentInsets: insets,
                                      containerSize: record.containerSize, convention: convention)
        let lo = geometry.minOffset(axis), hi = geometry.maxOffset(axis)
        if lo.isFinite, hi.isFinite {
            range = (Swift.min(range?.lo ?? lo, lo), Swift.max(range?.hi ?? hi, hi))
        }
    }

    /// The phases' colours (light, dark); idle has no band.
    static let phaseColors: [ScrollPhase: (String, String)] = [
        .tracking: ("#fde68a", "#5b4a12"),
        .interacting: ("#fecaca", "#5c2323"),
        .decelerating: ("#bfdbfe", "#1e3a5f"),
        .animating: ("#bbf7d0", "#1d4a2c"),
    ]

    /// The SVG document (UTF-8 text), `width` × `height` px.
    package func svg(title: String, width: Double = 760, height: Double = 340) -> String {
        let left = 64.0, right = 16.0, top = 28.0
        let strip = viewEvents.isEmpty ? 0.0 : 26.0
        let bottom = 34.0 + strip
        let plotWidth = width - left - right
        let offsetHeight = (height - top - bottom) * 0.62
        let gap = 14.0
        let velocityHeight = height - top - bottom - offsetHeight - gap
        let velocityTop = top + offsetHeight + gap
        let t0 = 0.0
        let t1 = Swift.max(samples.last?.time ?? 1, 1e-3)
        func x(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * plotWidth }

        // The offset axis spans what moved and what was decided (a limit of
        // the valid range far away, as the end of 20 pages, would flatten it).
        let (oLo, oHi) = Self.span(samples.map(\.offset) + decisions.flatMap { [$0.original, $0.proposed, $0.adjusted] })
        func yOffset(_ o: Double) -> Double { top + offsetHeight - (o - oLo) / (oHi - oLo) * offsetHeight }
        let (vLo, vHi) = Self.span(samples.map(\.velocity) + [0])
        func yVelocity(_ v: Double) -> Double { velocityTop + velocityHeight - (v - vLo) / (vHi - vLo) * velocityHeight }

        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"11\">\n"
        s += "<title>\(Self.escape(title))</title>\n"
        s += "<style>\n"
        s += ".bg{fill:#ffffff}.fg{fill:#1f2937}.axis{stroke:#6b7280;stroke-width:1}.grid{stroke:#e5e7eb;stroke-width:1}"
        s += ".offset{fill:none;stroke:#2563eb;stroke-width:1.6}.velocity{fill:none;stroke:#9333ea;stroke-width:1.3}"
        s += ".range{stroke:#6b7280;stroke-dasharray:4 3}.orig{fill:none;stroke:#b45309;stroke-width:1.5}"
        s += ".prop{fill:none;stroke:#0f766e;stroke-width:1.5}.adj{fill:#dc2626}.join{stroke:#9ca3af;stroke-width:1}.ev{stroke:#0891b2;stroke-width:2}\n"
        for (phase, colors) in Self.phaseColors.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            s += ".ph-\(phase.rawValue){fill:\(colors.0)}"
        }
        s += "\n@media (prefers-color-scheme: dark){.bg{fill:#111827}.fg{fill:#e5e7eb}.grid{stroke:#374151}.offset{stroke:#60a5fa}"
        s += ".velocity{stroke:#c084fc}.orig{stroke:#f59e0b}.prop{stroke:#2dd4bf}.adj{fill:#f87171}.ev{stroke:#22d3ee}"
        for (phase, colors) in Self.phaseColors.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            s += ".ph-\(phase.rawValue){fill:\(colors.1)}"
        }
        s += "}\n</style>\n"
        s += "<rect class=\"bg\" width=\"100%\" height=\"100%\"/>\n"

        // Phase bands: one rectangle per run of ticks in the same phase.
        var runStart = 0
        for i in samples.indices {
            let ends = i == samples.count - 1 || samples[i + 1].phase != samples[i].phase
            guard ends else { continue }
            let phase = samples[i].phase
            if phase != .idle {
                let from = x(runStart > 0 ? samples[runStart - 1].time : t0)
                let to = x(samples[i].time)
                s += "<rect class=\"ph-\(phase.rawValue)\" x=\"\(Self.n(from))\" y=\"\(Self.n(top))\" width=\"\(Self.n(Swift.max(0.5, to - from)))\" height=\"\(Self.n(velocityTop + velocityHeight - top))\"><title>\(phase.rawValue) \(Self.n(samples[runStart].time, 3))–\(Self.n(samples[i].time, 3)) s</title></rect>\n"
            }
            runStart = i + 1
        }

        // Axes, grid and labels.
        for (value, y) in [(oHi, yOffset(oHi)), (oLo, yOffset(oLo))] {
            s += "<line class=\"grid\" x1=\"\(Self.n(left))\" x2=\"\(Self.n(left + plotWidth))\" y1=\"\(Self.n(y))\" y2=\"\(Self.n(y))\"/>"
            s += "<text class=\"fg\" x=\"\(Self.n(left - 4))\" y=\"\(Self.n(y + 4))\" text-anchor=\"end\">\(Self.n(value, 1))</text>\n"
        }
        let zeroY = yVelocity(0)
        let zero = abs(zeroY - yVelocity(vHi)) > 12 && abs(zeroY - yVelocity(vLo)) > 12 ? [(0.0, zeroY)] : []
        for (value, y) in [(vHi, yVelocity(vHi)), (vLo, yVelocity(vLo))] + zero {
            s += "<line class=\"grid\" x1=\"\(Self.n(left))\" x2=\"\(Self.n(left + plotWidth))\" y1=\"\(Self.n(y))\" y2=\"\(Self.n(y))\"/>"
            s += "<text class=\"fg\" x=\"\(Self.n(left - 4))\" y=\"\(Self.n(y + 4))\" text-anchor=\"end\">\(Self.n(value, 0))</text>\n"
        }
        let timeAxisY = velocityTop + velocityHeight
        s += "<line class=\"axis\" x1=\"\(Self.n(left))\" x2=\"\(Self.n(left + plotWidth))\" y1=\"\(Self.n(timeAxisY))\" y2=\"\(Self.n(timeAxisY))\"/>\n"
        let step = Self.niceStep(t1 - t0)
        var t = 0.0
        while t <= t1 + 1e-9 {
            s += "<line class=\"axis\" x1=\"\(Self.n(x(t)))\" x2=\"\(Self.n(x(t)))\" y1=\"\(Self.n(timeAxisY))\" y2=\"\(Self.n(timeAxisY + 4))\"/>"
            s += "<text class=\"fg\" x=\"\(Self.n(x(t)))\" y=\"\(Self.n(timeAxisY + 15))\" text-anchor=\"middle\">\(Self.n(t, 2))</text>\n"
            t += step
        }
        s += "<text class=\"fg\" x=\"\(Self.n(left + plotWidth))\" y=\"\(Self.n(timeAxisY + 28))\" text-anchor=\"end\">time (s)</text>\n"
        let axisName = axis == .vertical ? "y" : "x"
        s += "<text class=\"fg\" x=\"\(Self.n(left))\" y=\"\(Self.n(top - 12))\">offset \(axisName) (px)</text>\n"
        s += "<text class=\"fg\" x=\"\(Self.n(left))\" y=\"\(Self.n(velocityTop - 3))\">velocity \(axisName) (px/s)</text>\n"
        // The legend, top right.
        s += "<text class=\"fg\" x=\"\(Self.n(left + plotWidth))\" y=\"\(Self.n(top - 12))\" text-anchor=\"end\">decision: ○ original  △ proposed  ◆ adjusted · bands: phase</text>\n"

        if let range {
            for value in [range.lo, range.hi] where value >= oLo && value <= oHi {
                s += "<line class=\"range\" x1=\"\(Self.n(left))\" x2=\"\(Self.n(left + plotWidth))\" y1=\"\(Self.n(yOffset(value)))\" y2=\"\(Self.n(yOffset(value)))\"><title>valid offset limit \(Self.n(value, 1)) px</title></line>\n"
            }
        }

        // The curves, at most ~1,500 points each.
        let stride = Swift.max(1, samples.count / 1500)
        var offsetPoints: [String] = []
        var velocityPoints: [String] = []
        for (i, sample) in samples.enumerated() where i % stride == 0 || i == samples.count - 1 {
            offsetPoints.append("\(Self.n(x(sample.time))),\(Self.n(yOffset(sample.offset)))")
            velocityPoints.append("\(Self.n(x(sample.time))),\(Self.n(yVelocity(sample.velocity)))")
        }
        s += "<polyline class=\"offset\" points=\"\(offsetPoints.joined(separator: " "))\"/>\n"
        s += "<polyline class=\"velocity\" points=\"\(velocityPoints.joined(separator: " "))\"/>\n"

        for (i, d) in decisions.enumerated() {
            let px = x(d.time)
            let ys = [d.original, d.proposed, d.adjusted].map(yOffset)
            let label = "decision \(i + 1) (\(d.reason)) at t=\(Self.n(d.time, 3)) s: original \(Self.n(d.original, 1)), proposed \(Self.n(d.proposed, 1)), adjusted \(Self.n(d.adjusted, 1))"
            s += "<g class=\"decision\"><title>\(Self.escape(label))</title>"
            s += "<line class=\"join\" x1=\"\(Self.n(px))\" x2=\"\(Self.n(px))\" y1=\"\(Self.n(ys.min()!))\" y2=\"\(Self.n(ys.max()!))\"/>"
            s += "<circle class=\"orig\" cx=\"\(Self.n(px))\" cy=\"\(Self.n(ys[0]))\" r=\"4.5\"/>"
            s += "<path class=\"prop\" d=\"M\(Self.n(px)) \(Self.n(ys[1] - 5))l5 8.5h-10z\"/>"
            s += "<path class=\"adj\" d=\"M\(Self.n(px)) \(Self.n(ys[2] - 5))l5 5l-5 5l-5 -5z\"/></g>\n"
        }

        if !viewEvents.isEmpty {
            let y0 = timeAxisY + 32
            s += "<text class=\"fg\" x=\"\(Self.n(left - 4))\" y=\"\(Self.n(y0 + 9))\" text-anchor=\"end\">view</text>\n"
            for event in viewEvents {
                s += "<line class=\"ev\" x1=\"\(Self.n(x(event.time)))\" x2=\"\(Self.n(x(event.time)))\" y1=\"\(Self.n(y0))\" y2=\"\(Self.n(y0 + 12))\"><title>t=\(Self.n(event.time, 3)) s: \(Self.escape(event.text))</title></line>\n"
            }
        }
        s += "</svg>\n"
        return s
    }

    /// A padded [lo, hi] around `values` (never empty).
    static func span(_ values: [Double]) -> (Double, Double) {
        let finite = values.filter(\.isFinite)
        guard var lo = finite.min(), var hi = finite.max() else { return (0, 1) }
        if hi - lo < 1e-6 { lo -= 1; hi += 1 }
        let pad = (hi - lo) * 0.06
        return (lo - pad, hi + pad)
    }

    /// A tick spacing of 1, 2 or 5 × 10ⁿ seconds giving 4–10 ticks.
    static func niceStep(_ length: Double) -> Double {
        guard length > 0, length.isFinite else { return 1 }
        let raw = length / 6
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        for factor in [1.0, 2, 5, 10] where magnitude * factor >= raw { return magnitude * factor }
        return magnitude * 10
    }

    /// A number with at most `decimals` decimals, no trailing zeros.
    static func n(_ value: Double, _ decimals: Int = 1) -> String {
        var text = String(format: "%.\(decimals)f", value.isFinite ? value : 0)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Text for SVG and HTML content and attributes.
    package static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
