import Foundation
import ScrollKitCore
import PlaygroundMedia
import PlaygroundRender
import PlaygroundStage

/// The GIF and recording figures of `playground bench` (are our files small and fast to write?), each our
/// value beside a peer's or a floor's, measured side by side in one run:
///
/// - **GIF bytes**: each case recorded with `Recorder` (the real renderer and
///   pipeline) against `gifsicle -O3` of that same GIF;
/// - **encode CPU time**: the CPU seconds our encoder's thread spent on the
///   case's frames (`GIFFileWriter.addFrame` and `finish`) against the CPU
///   seconds (rusage) of `gifsicle -O3` and of ffmpeg's two passes
///   (`palettegen`, then `paletteuse`) on the same GIF. CPU time, not wall
///   time: on a shared machine wall time mostly measures the other
///   processes; the README demos also get their MP4's bytes and ffmpeg's
///   CPU seconds (shown, not judged);
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
/// Timings are measured in `repeats` rounds, each our recording then each
/// peer on that GIF (peers run as child processes; their time includes
/// decoding our GIF, as ours includes nothing but encoding), or per frame
/// in turns (the floor, the unchanged frame). A ratio is the median of the
/// per-round ratios (per-block for frames) with its 95 % interval, and a
/// target is judged on the interval (`RatioEstimate`): FAIL only when the
/// whole interval misses it.
package struct MediaBenchmark {
    /// One recording to measure.
    package struct Case: Sendable {
        package var label: String
        package var request: RecordRequest
    }

    /// One line of the table (and one object of the JSON).
    package struct Row: Codable, Sendable {
        package var figure: String
        var unit: String
        var ours: Double
        package var peer: String
        var peerValue: Double?
        /// ours ÷ peer (nil without a peer value): the median of the
        /// per-round ratios when measured in rounds.
        package var ratio: Double?
        /// The largest acceptable ratio (or value, when there is no peer).
        package var target: Double?
        /// False only for a real miss (`verdict` FAIL).
        package var passes: Bool?
        /// The confidence interval of `ratio` (timings measured in rounds or blocks).
        package var ratioLow: Double?
        package var ratioHigh: Double?
        /// PASS, FAIL or NOISE (`RatioEstimate.Verdict`); nil without a target.
        package var verdict: String?
    }

    package var repeats = 5
    /// Rounds a case may take when its encode ratio is a close call.
    var maximumRounds = 15
    /// Encode time targets: ours ÷ gifsicle -O3's, ours ÷ ffmpeg's two passes.
    static let encodeTargetGifsicle = 0.5
    static let encodeTargetFFmpeg = 0.3

    /// True when some ratio's 95 % interval (`RatioEstimate`) reaches
    /// within 2 % of its target (or holds it): more rounds narrow the
    /// interval until the verdict is clear. Pairs without a peer are skipped.
    static func isCloseCall(_ pairs: [(ours: [Double], peer: [Double]?, target: Double)]) -> Bool {
        pairs.contains { ours, peer, target in
            guard let peer, !peer.isEmpty, peer.count == ours.count else { return false }
            let estimate = RatioEstimate(ours: ours, peer: peer)
            return estimate.low <= target * 1.02 && estimate.high >= target * 0.98
        }
    }
    package var directory: String
    /// Frames of the floor loop and of the unchanged-frame probe.
    var floorFrames = 200

    /// The cases of the issue and every README GIF.
    package static func cases(directory: String) -> [Case] {
        func request(_ scenario: String, _ name: String, window: Size? = nil, lanes: [String?] = [nil],
                     overlays: Bool = false, timeline: Bool = false, until: Double? = nil, fps: Int = 30) -> RecordRequest {
            var r = RecordRequest(scenario: scenario, outputPath: "\(directory)/\(name).gif", output: .gif)
            r.window = window
            r.behaviors = lanes
            r.display.layers.showsOverlays = overlays
            r.display.layers.showsTimeline = timeline
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
            r.display.layers.showsHUD = hud
            r.display.layers.showsOverlays = overlays
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

    package func run(log: (String) -> Void) throws -> [Row] {
        var rows: [Row] = []
        let gifsicle = Self.which("gifsicle")
        let ffmpeg = Self.which("ffmpeg")
        let rounds = max(1, repeats)
        var throughputWalls: [Double] = []
        var throughputProbe: RecordProbe?
        for item in Self.cases(directory: directory) {
            log("recording \(item.label), \(rounds) rounds in turns with the peers…")
            // Rounds in turns: our recording, then each peer on that GIF, so
            // a change of machine load hits both sides of a ratio alike.
            var ours: [Double] = [], gifsicleTimes: [Double] = [], ffmpegTimes: [Double] = []
            var bytes = 0
            let path = item.request.outputPath
            let gifsicleOut = String(path.dropLast(4)) + "-gifsicle-O3.gif"
            var round = 0
            // `repeats` rounds, then more (up to `maximumRounds`) while an
            // encode ratio's interval still reaches within 2 % of its target:
            // only a close call pays for the rounds that settle it.
            while round < rounds || (round < max(rounds, maximumRounds) && Self.isCloseCall([
                (ours, gifsicle == nil ? nil : gifsicleTimes, Self.encodeTargetGifsicle),
                (ours, ffmpeg == nil ? nil : ffmpegTimes, Self.encodeTargetFFmpeg),
            ])) {
                round += 1
                let probe = RecordProbe()
                let result = try Recorder.record(item.request, probe: probe)
                bytes = result.bytes
                ours.append(probe.encodeCPU)
                if item.label == Self.throughputCase {
                    throughputWalls.append(probe.wallSeconds / Double(max(1, probe.draw.count)))
                    throughputProbe = probe
                }
                if let gifsicle {
                    let outcome = try PeakMemoryProbe.run(gifsicle, ["-O3", path, "-o", gifsicleOut])
                    guard outcome.status == 0 else { throw Failure(description: "gifsicle -O3 \(path): \(outcome.standardError)") }
                    gifsicleTimes.append(outcome.cpuSeconds)
                }
                if let ffmpeg {
                    let palette = "\(directory)/palette.png", out = String(path.dropLast(4)) + "-ffmpeg.gif"
                    let first = try PeakMemoryProbe.run(ffmpeg, ["-v", "error", "-y", "-i", path, "-vf", "palettegen", palette])
                    let second = try PeakMemoryProbe.run(ffmpeg, ["-v", "error", "-y", "-i", path, "-i", palette, "-lavfi", "paletteuse", out])
                    guard first.status == 0, second.status == 0 else {
                        throw Failure(description: "ffmpeg on \(path): \(first.standardError)\(second.standardError)")
                    }
                    ffmpegTimes.append(first.cpuSeconds + second.cpuSeconds)
                }
            }
            let gifsicleBytes = gifsicle == nil ? nil : Double(Self.fileSize(gifsicleOut))
            rows.append(Self.row("GIF bytes: \(item.label)", "bytes", Double(bytes), "gifsicle -O3", gifsicleBytes, target: 1))
            if ours.count > rounds { log("  \(ours.count) rounds: a close call") }
            rows.append(Self.row("encode CPU: \(item.label)", ours: ours, "gifsicle -O3", peer: gifsicle == nil ? nil : gifsicleTimes,
                                 target: Self.encodeTargetGifsicle))
            rows.append(Self.row("encode CPU: \(item.label)", ours: ours, "ffmpeg 2-pass", peer: ffmpeg == nil ? nil : ffmpegTimes,
                                 target: Self.encodeTargetFFmpeg))
            // The same frames as an MP4 (H.264 through ffmpeg), for the README demos: shown, not judged.
            if ffmpeg != nil, item.label.hasPrefix("README") {
                var request = item.request
                request.outputPath = String(path.dropLast(4)) + ".mp4"
                request.output = .video(.mp4)
                let probe = RecordProbe()
                let result = try Recorder.record(request, probe: probe)
                rows.append(Self.row("  MP4 (H.264) bytes", "bytes", Double(result.bytes), "our GIF", Double(bytes), target: nil))
                rows.append(Self.row("  MP4 (H.264) encode CPU", "s", probe.encodeCPU, "our GIF", Self.median(ours), target: nil))
            }
        }
        if let probe = throughputProbe {
            let budget = 1.0 / (30 * 5)
            rows.append(Self.row("record frame (wall: draw + read back ∥ encode), \(probe.width)×\(probe.height)",
                                 ours: throughputWalls, "5× real time at 30 fps", peer: throughputWalls.map { _ in budget }, target: 1))
            rows.append(Self.row("  of which draw", "s", Self.median(probe.draw), "", nil, target: nil))
            rows.append(Self.row("  of which read back", "s", Self.median(probe.readBack), "", nil, target: nil))
            rows.append(Self.row("  of which encode", "s", Self.median(probe.encode), "", nil, target: nil))
            log("drawing in turns with the SDL floor loop, and unchanged frame at \(probe.width)×\(probe.height)…")
            // The throughput case's frames, each in turn with a floor frame (`FloorComparison`).
            if let drawing = Self.cases(directory: directory).first(where: { $0.label == Self.throughputCase }) {
                let turns = try FloorComparison(request: drawing.request, frames: floorFrames).run()
                rows.append(Self.row("draw + read back a frame (HUD + overlays + timeline)", interleaved: turns.drawAndReadBack,
                                     "SDL floor loop", peer: turns.floor, target: 2))
                rows.append(Self.row("  of which draw", "s", Self.median(turns.draw), "SDL floor loop", Self.median(turns.floor), target: nil))
            }
            // The same at phone size: the pages fling with overlays and timeline (390×844, shown, not judged).
            if let phone = Self.cases(directory: directory).first(where: { $0.label == "pages fling, overlays + timeline" }) {
                let turns = try FloorComparison(request: phone.request, frames: floorFrames).run()
                rows.append(Self.row("draw + read back, \(turns.width)×\(turns.height) pages fling + overlays + timeline",
                                     interleaved: turns.drawAndReadBack, "SDL floor loop", peer: turns.floor, target: nil))
            }
            let unchanged = try unchangedFrameTimes(width: probe.width, height: probe.height)
            rows.append(Self.row("unchanged frame (read back + encode)", interleaved: unchanged.ours,
                                 "memcpy + memcmp floor", peer: unchanged.floor, target: Self.unchangedFrameTarget))
        }
        return rows
    }

    /// The largest acceptable ratio of an unchanged frame's read back and
    /// encode to the floor of finding it unchanged from its pixels: one copy
    /// and one comparison of the frame's bytes. 1.5: the read back is SDL's
    /// own copy (with its flush and row loop) and the encoder's check one
    /// `memcmp`, so anything more (a format conversion, an alpha scan, a
    /// second pass) shows as 2× or more.
    static let unchangedFrameTarget = 1.5

    /// Read-back and encoding of a frame identical to the previous one, on
    /// the recorder's surface and a GIF encoder, once per floor frame, each
    /// in turn with the floor: the C library's `memcpy` of as many bytes
    /// into another buffer and `memcmp` of it with the last frame's. Both
    /// touch every byte twice; an absolute time would measure the machine's
    /// memory bandwidth (4 MB at 1280×800: about 0.3 ms a pass here, loaded
    /// or not), not this code.
    func unchangedFrameTimes(width: Int, height: Int) throws -> (ours: [Double], floor: [Double]) {
        let surface = try OffscreenSurface(width: width, height: height, scale: 1)
        surface.canvas.clear(RGBColor(r: 240, g: 240, b: 245))
        let encoder = GIFEncoder(width: width, height: height)
        // As `Recorder` does: two images in turn, read into without allocating.
        var images = [RGBAImage(width: 0, height: 0), RGBAImage(width: 0, height: 0)]
        surface.readImage(into: &images[0])
        try encoder.addFrame(images[0], delayCentiseconds: 3)
        let source = images[0].pixels
        var copies = [source, source]
        var ours: [Double] = []
        var floor: [Double] = []
        for index in 1...floorFrames {
            var start = ContinuousClock.now
            surface.readImage(into: &images[index & 1])
            try encoder.addFrame(images[index & 1], delayCentiseconds: 3)
            ours.append(RecordProbe.seconds(since: start))
            start = ContinuousClock.now
            let same = Self.copyAndCompare(source, into: &copies[index & 1], last: copies[(index + 1) & 1])
            floor.append(RecordProbe.seconds(since: start))
            guard same else { throw Failure(description: "the unchanged frame's floor copy differs from the last") }
        }
        return (ours, floor)
    }

    /// Copies `source` into `copy` (same size) and compares the copy with `last`: true when equal.
    private static func copyAndCompare(_ source: [UInt8], into copy: inout [UInt8], last: [UInt8]) -> Bool {
        copy.withUnsafeMutableBytes { target in
            source.withUnsafeBytes { from in
                _ = memcpy(target.baseAddress!, from.baseAddress!, from.count)
                return last.withUnsafeBytes { memcmp(target.baseAddress!, $0.baseAddress!, from.count) == 0 }
            }
        }
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// A row of one figure each (bytes, or a time shown but not judged in rounds).
    package static func row(_ figure: String, _ unit: String, _ ours: Double, _ peer: String, _ peerValue: Double?,
                    target: Double?) -> Row {
        let ratio = peerValue.flatMap { $0 > 0 ? ours / $0 : nil }
        let passes = ratio.flatMap { r in target.map { r <= $0 } }
        return Row(figure: figure, unit: unit, ours: ours, peer: peer, peerValue: peerValue, ratio: ratio,
                   target: peerValue == nil ? nil : target, passes: passes,
                   verdict: passes.map { $0 ? RatioEstimate.Verdict.pass.rawValue : RatioEstimate.Verdict.fail.rawValue })
    }

    /// A timing row from rounds measured in turns (`ours[i]` beside `peer[i]`).
    package static func row(_ figure: String, ours: [Double], _ peerName: String, peer: [Double]?, target: Double?) -> Row {
        guard let peer else { return row(figure, "s", median(ours), peerName, nil, target: nil) }
        return row(figure, ours: ours, peerName, peer: peer, estimate: RatioEstimate(ours: ours, peer: peer), target: target)
    }

    /// A timing row from per-frame samples taken in turns, judged in blocks.
    package static func row(_ figure: String, interleaved ours: [Double], _ peerName: String, peer: [Double], target: Double?) -> Row {
        row(figure, ours: ours, peerName, peer: peer, estimate: RatioEstimate(interleavedOurs: ours, peer: peer), target: target)
    }

    private static func row(_ figure: String, ours: [Double], _ peerName: String, peer: [Double], estimate: RatioEstimate,
                            target: Double?) -> Row {
        let verdict = target.map { estimate.verdict(target: $0) }
        return Row(figure: figure, unit: "s", ours: median(ours), peer: peerName, peerValue: median(peer),
                   ratio: estimate.median, target: target, passes: verdict.map { $0 != .fail },
                   ratioLow: estimate.low, ratioHigh: estimate.high, verdict: verdict?.rawValue)
    }

    package static func median(_ values: [Double]) -> Double {
        FrameCostBenchmark.percentile(values.sorted(), 0.5)
    }

    /// The absolute path of `program` on `PATH`, nil when missing.
    package static func which(_ program: String) -> String? {
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
    package static func table(_ rows: [Row]) -> [String] {
        var table = BenchTable(columns: ["figure", "ours", "peer / floor", "value", "ratio", "95 % interval", "target", ""])
        for r in rows {
            func show(_ v: Double) -> String {
                r.unit == "s" ? BenchFormat.ms(v) : "\(BenchFormat.count(Int(v))) B"
            }
            // Byte ratios near 1 need three decimals to say which side of the target they are.
            let ratio = r.ratio.map { r.unit == "s" ? BenchFormat.ratio($0) : "\(RenderFormat.number($0, decimals: 3))×" }
            let spread = r.ratioLow.flatMap { low in r.ratioHigh.map { RatioEstimate.spread(low: low, high: $0) } }
            table.add([r.figure, show(r.ours), r.peer, r.peerValue.map(show) ?? "", ratio ?? "", spread ?? "",
                       r.target.map { "≤ " + BenchFormat.ratio($0) } ?? "", r.verdict ?? ""])
        }
        return table.lines
    }

    /// The memberwise initializer, for the modules above this one.
    package init(repeats: Int = 5, maximumRounds: Int = 15, directory: String, floorFrames: Int = 200) {
        self.repeats = repeats
        self.maximumRounds = maximumRounds
        self.directory = directory
        self.floorFrames = floorFrames
    }
}
