import CSDL2
import ScrollKitCore
import PlaygroundRender

/// What one window frame costs to lay out and draw, headless: the window's
/// `FrameComposer` (scene and HUD) on an `OffscreenSurface`, flushed to
/// pixels, while the content scrolls at a steady speed.
///
/// Each subject scrolls `speed` pixels per frame in segments of
/// `segmentFrames` frames; the segments start at offsets spread over the
/// whole content (a golden-ratio sequence), so a million-row run really
/// visits deep rows while every frame still moves by the same amount. The
/// subjects' frames are interleaved (one of each in turn), so a change in
/// machine load hits them alike and their ratio stays meaningful on a busy
/// machine.
package struct FrameCostBenchmark {
    /// One content to scroll through.
    package struct Subject: Sendable {
        package var label: String
        package var preset: Preset
        package var itemCount: Int

        /// The memberwise initializer, for the modules above this one.
        package init(label: String, preset: Preset, itemCount: Int) {
            self.label = label
            self.preset = preset
            self.itemCount = itemCount
        }
    }

    /// The frame times of one subject.
    package struct Measurement: Sendable {
        package var label: String
        package var itemCount: Int
        /// Seconds per frame, in the order measured.
        package var samples: [Double]
        /// The deepest content offset drawn and the row there.
        var deepestOffset: Double
        package var deepestItem: Int

        package var sorted: [Double] { samples.sorted() }
        /// Median frame time, seconds.
        package var median: Double { FrameCostBenchmark.percentile(sorted, 0.5) }
        /// 99th percentile (nearest rank), seconds.
        package var percentile99: Double { FrameCostBenchmark.percentile(sorted, 0.99) }
        package var mean: Double { samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count) }
    }

    /// The window, logical pixels (a phone in portrait).
    package var window = Size(width: 390, height: 844)
    /// Measured frames per subject.
    package var frames = 1000
    /// Unmeasured frames per subject first (caches, font atlas, page faults).
    var warmupFrames = 30
    /// Pixels scrolled per frame (1440 px/s at 60 fps: a brisk fling).
    package var speed = 24.0
    /// Frames per segment of steady scrolling.
    var segmentFrames = 60

    /// The content offset of frame `index` for content that scrolls up to `maxOffset`.
    package func offset(ofFrame index: Int, maxOffset: Double) -> Double {
        let segment = index / Swift.max(1, segmentFrames)
        let step = index % Swift.max(1, segmentFrames)
        let span = Swift.max(0, maxOffset - Double(segmentFrames) * speed)
        // Fractional parts of segment × golden ratio: evenly spread, never repeating.
        let golden = 0.618_033_988_749_894_8
        let fraction = (Double(segment) * golden).truncatingRemainder(dividingBy: 1)
        return Swift.min((span * fraction).rounded(.down) + Double(step) * speed, Swift.max(0, maxOffset))
    }

    /// Measures every subject, frames interleaved. Throws when SDL cannot draw.
    package func run(_ subjects: [Subject]) throws -> [Measurement] {
        let font = try FontBook.system()
        let clock = ContinuousClock()
        struct Prepared {
            var surface: OffscreenSurface
            var layout: any ContentLayout
            var geometry: ScrollEngineGeometry
            var composer: FrameComposer
            var preset: Preset
            var measurement: Measurement
        }
        var prepared: [Prepared] = try subjects.map { subject in
            let surface = try OffscreenSurface(width: Int(window.width), height: Int(window.height), scale: 1, font: font)
            let layout = subject.preset.makeLayout(subject.itemCount, subject.preset.axes, window)
            let geometry = ScrollEngineGeometry(
                contentSize: layout.contentSize, contentInsets: subject.preset.contentInsets, containerSize: window)
            let measurement = Measurement(label: subject.label, itemCount: subject.itemCount, samples: [], deepestOffset: 0, deepestItem: 0)
            return Prepared(surface: surface, layout: layout, geometry: geometry, composer: FrameComposer(), preset: subject.preset, measurement: measurement)
        }
        for i in prepared.indices { prepared[i].measurement.samples.reserveCapacity(frames) }
        for index in -warmupFrames..<frames {
            for i in prepared.indices {
                let axis = prepared[i].preset.axes.primary
                let maxOffset = prepared[i].geometry.maxOffset(axis)
                let frame = Swift.max(0, index)
                let value = offset(ofFrame: frame, maxOffset: maxOffset)
                let time = Double(frame) / 60
                let start = clock.now
                var geometry = prepared[i].geometry
                var offset = Point.zero
                offset[axis] = value
                geometry.contentOffset = offset
                var velocity = Vector.zero
                velocity[axis] = speed * 60
                let record = FrameRecord(
                    tick: frame, time: time, offset: offset, velocity: velocity, phase: .decelerating,
                    activity: .ballistic, behavior: "free", source: .drag, containerSize: window,
                    contentSize: geometry.contentSize, hue: RainbowHue.hue(forOffset: value))
                // The frame model the window builds: the HUD from the lane's records (here one).
                let readout = LaneReadout(tick: frame) { $0 == frame ? record : nil }
                let hud = readout?.hud(preset: prepared[i].preset.name, axes: prepared[i].preset.axes, deceleration: .normal) ?? HUDModel()
                let lane = FrameComposer.Lane(record: record, layout: prepared[i].layout, geometry: geometry, preset: prepared[i].preset)
                let model = FrameModel(lanes: [lane], hud: hud, time: time, indicatorOpacity: readout?.indicatorOpacity ?? 0)
                let canvas = prepared[i].surface.canvas
                prepared[i].composer.draw(model, on: canvas)
                SDL_RenderFlush(canvas.renderer)
                let elapsed = clock.now - start
                guard index >= 0 else { continue }
                prepared[i].measurement.samples.append(FrameCostBenchmark.seconds(elapsed))
                if value > prepared[i].measurement.deepestOffset {
                    prepared[i].measurement.deepestOffset = value
                    let visible = Rect(origin: Point(x: offset.x, y: offset.y), size: window)
                    prepared[i].measurement.deepestItem = prepared[i].layout.items(in: visible).lowerBound
                }
            }
        }
        return prepared.map(\.measurement)
    }

    /// The value at fraction `p` of `sorted` (nearest rank; 0 when empty).
    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Swift.max(1, Int((p * Double(sorted.count)).rounded(.up)))
        return sorted[Swift.min(rank, sorted.count) - 1]
    }

    package static func seconds(_ duration: Duration) -> Double {
        let c = duration.components
        return Double(c.seconds) + Double(c.attoseconds) * 1e-18
    }

    /// The memberwise initializer, for the modules above this one.
    package init(window: Size = Size(width: 390, height: 844), frames: Int = 1000, warmupFrames: Int = 30, speed: Double = 24.0, segmentFrames: Int = 60) {
        self.window = window
        self.frames = frames
        self.warmupFrames = warmupFrames
        self.speed = speed
        self.segmentFrames = segmentFrames
    }
}
