import CSDL2
import ScrollKitCore
import PlaygroundMedia
import PlaygroundRender
import PlaygroundStage

/// The frames of `playground record`: a bundled scenario run by the real
/// `HeadlessStage` (lanes, HUD, overlays, timeline) drawn on an SDL
/// offscreen surface, and optionally read back and GIF-encoded as the
/// recorder does. Frames step through the run at 30 fps and start over at
/// its end (the session is rebuilt: the engine only steps forward).
struct RecordFrameProbe {
    let request: RecordRequest
    let runners: [ScenarioRunner]
    let surface: OffscreenSurface
    let lastTick: Int
    let sampler: FrameSampler
    let frameCount: Int
    var session: HeadlessStage
    /// Two read-back buffers in turn, as `Recorder` recycles its own: the
    /// encoder keeps the last frame, so reading into that same array again
    /// would copy its 4 MB first (copy on write) and time the copy.
    var images = [RGBAImage(width: 0, height: 0), RGBAImage(width: 0, height: 0)]
    var frame = 0

    /// `scenario` recorded at `window` (logical pixels) with every layer shown.
    init(scenario: String, window: Size) throws {
        var request = RecordRequest(scenario: scenario, outputPath: "/dev/null", output: .gif)
        request.window = window
        request.display.layers.showsOverlays = true
        request.display.layers.showsTimeline = true
        self.request = request
        runners = try Recorder.makeRunners(request)
        let survey = RecordingSurvey.survey(runners)
        let tickLength = runners[0].scenario.configuration.tickLength
        lastTick = survey.lastTick
        let canvas = RecordingSurvey.canvasSize(container: survey.largestContainer, laneCount: runners.count)
        surface = try OffscreenSurface(width: canvas.width, height: canvas.height, scale: 1, font: FontBook.system())
        sampler = FrameSampler(framesPerSecond: 30, tickLength: tickLength)
        frameCount = Swift.max(1, sampler.frameCount(duration: Double(lastTick) * tickLength))
        session = HeadlessStage(runners: runners, display: request.display)
    }

    /// Steps to the next frame and draws it, flushed to pixels.
    mutating func draw() {
        if frame == frameCount {
            frame = 0
            session = HeadlessStage(runners: runners, display: request.display)
        }
        session.advance(toTick: sampler.tick(ofFrame: frame))
        session.draw(on: surface.canvas)
        SDL_RenderFlush(surface.canvas.renderer)
        frame += 1
    }

    /// Draws the next frame and reads it back into `image`.
    mutating func drawAndReadBack() -> RGBAImage {
        draw()
        surface.readImage(into: &images[frame & 1])
        return images[frame & 1]
    }
}
