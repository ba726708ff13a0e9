import Foundation
import ScrollKitCore

/// The GIF and recording figures of `playground bench` (are our files small and fast to write?), each our
/// value beside a peer's or a floor's, measured side by side in one run:
///
/// - **GIF bytes**: each case recorded with `Recorder` (the real renderer and
///   pipeline) against `gifsicle -O3` of that same GIF;
/// - **encode time**: the seconds our encoder spent on the case's frames
///   (`GIFFileWriter.addFrame` and `finish`) against `gifsicle -O3` and
///   ffmpeg's two passes (`palettegen`, then `paletteuse`) on the same GIF;
/// - **record throughput** at 1280×800 with HUD, overlays and timeline: the
///   recording's wall time per frame (drawing and reading back on this
///   thread, encoding beside it on `GIFEncodingPipeline`'s) against the 5×
///   real time budget at 30 fps (1/150 s), with each stage's median;
/// - **unchanged frame**: read-back and encode of a frame equal to the last;
/// - **drawing**: the throughput case's frames drawn and read back against
///   `SDLFloorLoop` at the same size, in turns on one thread
///   (`FloorComparison`); drawing alone beside it.
///
/// Every case encodes the frames as the renderer draws them: since issue
/// 11's quantised coverage that is at most 256 colours a frame (219 at most,
/// measured), the encoder's exact case; nothing stands between the read
/// back and the encoder.
///
/// Every time is the median of `repeats` runs (peers run as child processes;
/// their wall time includes decoding our GIF, as ours includes nothing but
/// encoding). Ratios are ours ÷ peer's.
struct MediaBenchmark {
    /// One recording to measure.
    struct Case: Sendable {
        var label: String
        var request: RecordRequest
    }

    /// One line of the table (and one object of the JSON).
    struct Row: Codable, Sendable {
        var figure: String
        var unit: String
        var ours: Double
        var peer: String
        var peerValue: Double?
        /// ours ÷ peer (nil without a peer value).
        var ratio: Double?
        /// The largest acceptable ratio (or value, when there is no peer).
        var target: Double?
        var passes: Bool?
    }

    var repeats = 3
    var directory: String
    /// Frames of the floor loop and of the unchanged-frame probe.
    var floorFrames = 200

    /// The cases of the issue and every README GIF.
    static func cases(directory: String) -> [Case] {
        func request(_ scenario: String, _ name: String, window: Size? = nil, lanes: [String?] = [nil],
                     overlays: Bool = false, timeline: Bool = false, until: Double? = nil, fps: Int = 30) -> RecordRequest {
            var r = RecordRequest(scenario: scenario, outputPath: "\(directory)/\(name).gif", output: .gif)
            r.window = window
            r.behaviors = lanes
            r.display.showsOverlays = overlays
            r.display.showsTimeline = timeline
            r.until = until
            r.framesPerSecond = fps
            return r
        }
        let large = Size(width: 1280, height: 800)
        return [
            Case(label: "rainbow wheel", request: request("wheel-notches-rainbow", "rainbow")),
            Case(label: "pages fling, overlays + timeline",
                 request: request("fling-one-page", "pages", overlays: true, timeline: true)),
            Case(label: "2 lanes", request: request("fling-one-page", "lanes", lanes: ["paging", "seed-v3"])),
            Case(label: "README seed-v1 vs v3",
                 request: request("seed-v1-zero-velocity", "readme", lanes: ["seed-v1", "seed-v3"], overlays: true, fps: 20)),
            Case(label: "1280×800 10 s, HUD + overlays + timeline",
                 request: request("fling-one-page", "large", window: large, overlays: true, timeline: true, until: 10)),
            Case(label: "rainbow 1280×800 10 s",
                 request: request("wheel-notches-rainbow", "large-rainbow", window: large, until: 10)),
            // The README's other GIFs, with the commands that made them (README, `make demos`).
            Case(label: "README lanes paging, flutter, css",
                 request: request("flick-back-then-forward", "readme-lanes-pfc", lanes: ["paging", "flutter-page", "css-mandatory"],
                                  overlays: true, fps: 20)),
            Case(label: "README lanes view-aligned, css",
                 request: request("flick-thirds", "readme-lanes-vac", lanes: ["view-aligned", "css-proximity", "css-snap-stop"],
                                  overlays: true, fps: 20)),
        ] + demoCases(directory: directory)
    }

    /// `make demos`' four GIFs, when the bench runs from the project root
    /// (their scenarios are files in demos/scenarios; `scripts/bench.sh`
    /// runs there). Same flags as the Makefile's commands.
    static func demoCases(directory: String) -> [Case] {
        let folder = "demos/scenarios"
        guard FileManager.default.fileExists(atPath: "\(folder)/demo-rainbow-wheel.json") else { return [] }
        func demo(_ name: String, lanes: [String?] = [nil], hud: Bool = true, overlays: Bool = false,
                  dark: Bool = false, until: Double) -> Case {
            var r = RecordRequest(scenario: "\(folder)/\(name).json", outputPath: "\(directory)/\(name).gif", output: .gif)
            r.behaviors = lanes
            r.display.showsHUD = hud
            r.display.showsOverlays = overlays
            r.display.appearance = dark ? .dark : .light
            r.until = until
            r.framesPerSecond = 25
            return Case(label: "README \(name)", request: r)
        }
        return [
            demo("demo-rainbow-wheel", hud: false, until: 3.2),
            demo("demo-pages-fling", overlays: true, until: 3.4),
            demo("demo-thirds-lanes", lanes: ["seed-v1", "seed-v3"], hud: false, overlays: true, until: 2.5),
            demo("demo-rubber-band", hud: false, dark: true, until: 2.5),
        ]
    }

    /// The label of the case whose frames give the throughput and drawing figures.
    static let throughputCase = "1280×800 10 s, HUD + overlays + timeline"

    func run(log: (String) -> Void) throws -> [Row] {
        var rows: [Row] = []
        let gifsicle = Self.which("gifsicle")
        let ffmpeg = Self.which("ffmpeg")
        var throughputProbe: RecordProbe?
        for item in Self.cases(directory: directory) {
            log("recording \(item.label)…")
            var encodeTimes: [Double] = []
            var bytes = 0
            var lastProbe = RecordProbe()
            for _ in 0..<max(1, repeats) {
                let probe = RecordProbe()
                let result = try Recorder.record(item.request, probe: probe)
                bytes = result.bytes
                encodeTimes.append(probe.encode.reduce(0, +))
                lastProbe = probe
            }
            if item.label == Self.throughputCase { throughputProbe = lastProbe }
            let ours = item.request.outputPath
            var gifsicleBytes: Double?
            var gifsicleTime: Double?
            if let gifsicle {
                let out = String(ours.dropLast(4)) + "-gifsicle-O3.gif"
                var times: [Double] = []
                for _ in 0..<max(1, repeats) {
                    let outcome = try PeakMemoryProbe.run(gifsicle, ["-O3", ours, "-o", out])
                    guard outcome.status == 0 else { throw Failure(description: "gifsicle -O3 \(ours): \(outcome.standardError)") }
                    times.append(outcome.seconds)
                }
                gifsicleBytes = Double(Self.fileSize(out))
                gifsicleTime = Self.median(times)
            }
            var ffmpegTime: Double?
            if let ffmpeg {
                let palette = "\(directory)/palette.png", out = String(ours.dropLast(4)) + "-ffmpeg.gif"
                var times: [Double] = []
                for _ in 0..<max(1, repeats) {
                    let first = try PeakMemoryProbe.run(ffmpeg, ["-v", "error", "-y", "-i", ours, "-vf", "palettegen", palette])
                    let second = try PeakMemoryProbe.run(ffmpeg, ["-v", "error", "-y", "-i", ours, "-i", palette, "-lavfi", "paletteuse", out])
                    guard first.status == 0, second.status == 0 else {
                        throw Failure(description: "ffmpeg on \(ours): \(first.standardError)\(second.standardError)")
                    }
                    times.append(first.seconds + second.seconds)
                }
                ffmpegTime = Self.median(times)
            }
            rows.append(Self.row("GIF bytes: \(item.label)", "bytes", Double(bytes), "gifsicle -O3", gifsicleBytes, target: 1))
            let encode = Self.median(encodeTimes)
            rows.append(Self.row("encode: \(item.label)", "s", encode, "gifsicle -O3", gifsicleTime, target: 0.5))
            rows.append(Self.row("encode: \(item.label)", "s", encode, "ffmpeg 2-pass", ffmpegTime, target: 0.3))
        }
        if let probe = throughputProbe {
            let frames = Double(max(1, probe.draw.count))
            let wall = probe.wallSeconds / frames
            let budget = 1.0 / (30 * 5)
            rows.append(Self.row("record frame (wall: draw + read back ∥ encode), \(probe.width)×\(probe.height)", "s",
                                 wall, "5× real time at 30 fps", budget, target: 1))
            rows.append(Self.row("  of which draw", "s", Self.median(probe.draw), "", nil, target: nil))
            rows.append(Self.row("  of which read back", "s", Self.median(probe.readBack), "", nil, target: nil))
            rows.append(Self.row("  of which encode", "s", Self.median(probe.encode), "", nil, target: nil))
            log("drawing in turns with the SDL floor loop, and unchanged frame at \(probe.width)×\(probe.height)…")
            // The throughput case's frames, each in turn with a floor frame (`FloorComparison`).
            if let drawing = Self.cases(directory: directory).first(where: { $0.label == Self.throughputCase }) {
                let turns = try FloorComparison(request: drawing.request, frames: floorFrames).run()
                let floor = Self.median(turns.floor)
                rows.append(Self.row("draw + read back a frame (HUD + overlays + timeline)", "s", Self.median(turns.drawAndReadBack),
                                     "SDL floor loop", floor, target: 2))
                rows.append(Self.row("  of which draw", "s", Self.median(turns.draw), "SDL floor loop", floor, target: nil))
            }
            // The same at phone size: the pages fling with overlays and timeline (390×844, shown, not judged).
            if let phone = Self.cases(directory: directory).first(where: { $0.label == "pages fling, overlays + timeline" }) {
                let turns = try FloorComparison(request: phone.request, frames: floorFrames).run()
                rows.append(Self.row("draw + read back, \(turns.width)×\(turns.height) pages fling + overlays + timeline", "s",
                                     Self.median(turns.drawAndReadBack), "SDL floor loop", Self.median(turns.floor), target: nil))
            }
            let unchanged = try unchangedFrameTimes(width: probe.width, height: probe.height)
            rows.append(Self.row("unchanged frame (read back + encode)", "s", Self.median(unchanged),
                                 "target 0.3 ms", 0.0003, target: 1))
        }
        return rows
    }

    /// Read-back and encoding of a frame identical to the previous one, on
    /// the recorder's surface and a GIF encoder, once per floor frame.
    func unchangedFrameTimes(width: Int, height: Int) throws -> [Double] {
        let surface = try OffscreenSurface(width: width, height: height, scale: 1)
        surface.canvas.clear(RGBColor(r: 240, g: 240, b: 245))
        let encoder = GIFEncoder(width: width, height: height)
        // As `Recorder` does: two images in turn, read into without allocating.
        var images = [RGBAImage(width: 0, height: 0), RGBAImage(width: 0, height: 0)]
        surface.readImage(into: &images[0])
        try encoder.addFrame(images[0], delayCentiseconds: 3)
        var times: [Double] = []
        for index in 1...floorFrames {
            let start = ContinuousClock.now
            surface.readImage(into: &images[index & 1])
            try encoder.addFrame(images[index & 1], delayCentiseconds: 3)
            times.append(RecordProbe.seconds(since: start))
        }
        return times
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func row(_ figure: String, _ unit: String, _ ours: Double, _ peer: String, _ peerValue: Double?,
                    target: Double?) -> Row {
        let ratio = peerValue.flatMap { $0 > 0 ? ours / $0 : nil }
        return Row(figure: figure, unit: unit, ours: ours, peer: peer, peerValue: peerValue, ratio: ratio,
                   target: peerValue == nil ? nil : target, passes: ratio.flatMap { r in target.map { r <= $0 } })
    }

    static func median(_ values: [Double]) -> Double {
        FrameCostBenchmark.percentile(values.sorted(), 0.5)
    }

    /// The absolute path of `program` on `PATH`, nil when missing.
    static func which(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// The rows as table lines: figure, ours, peer, peer's value, ratio, target, verdict.
    static func table(_ rows: [Row]) -> [String] {
        var table = BenchTable(columns: ["figure", "ours", "peer / floor", "value", "ratio", "target", ""])
        for r in rows {
            func show(_ v: Double) -> String {
                r.unit == "s" ? BenchCommand.ms(v) : "\(BenchCommand.count(Int(v))) B"
            }
            // Byte ratios near 1 need three decimals to say which side of the target they are.
            let ratio = r.ratio.map { r.unit == "s" ? BenchCommand.ratio($0) : "\(RenderFormat.number($0, decimals: 3))×" }
            table.add([r.figure, show(r.ours), r.peer, r.peerValue.map(show) ?? "", ratio ?? "",
                       r.target.map { "≤ " + BenchCommand.ratio($0) } ?? "", r.passes.map { $0 ? "PASS" : "FAIL" } ?? ""])
        }
        return table.lines
    }
}
