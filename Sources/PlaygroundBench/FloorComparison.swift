import CSDL2
import ScrollKitCore
import PlaygroundMedia
import PlaygroundRender
import PlaygroundStage

/// The drawing figure of `playground bench` (is our drawing near what SDL can do?): the frames a
/// recording draws against `SDLFloorLoop` at the same size, measured in
/// turns (one of ours, one of the floor's, …) on one thread, so machine
/// load and the caches hit both alike.
///
/// Ours is what `record` does per frame before encoding: the request's
/// `HeadlessStage` advanced to the frame's tick (not timed), drawn by
/// `FrameComposer` on an `OffscreenSurface` (the same software renderer and
/// RGBA32 surface as the floor's), flushed, then read back into a reused
/// image. The floor's frame is a clear, 50 fills, present and read back; so
/// the fair figure is ours drawn **and** read back against it. Drawing alone
/// is kept beside it. Nothing is encoded: in `record` the encoder runs on
/// another thread and would compete for the cores with one side only.
package struct FloorComparison {
    /// Seconds per frame, in the order measured.
    package struct Result: Sendable {
        package var width = 0
        package var height = 0
        /// Our drawing, flushed.
        package var draw: [Double] = []
        /// Our drawing plus the read back.
        package var drawAndReadBack: [Double] = []
        /// One floor frame (clear, 50 fills, present, read back).
        package var floor: [Double] = []
    }

    package var request: RecordRequest
    /// Frames measured (the recording's first frames; fewer when it is shorter).
    package var frames = 300
    /// Unmeasured turns first (caches, text rasterised for the first time).
    var warmupFrames = 10

    /// Measures; throws when the request is bad or SDL cannot draw.
    package func run() throws -> Result {
        let runners = try Recorder.makeRunners(request)
        let survey = RecordingSurvey.survey(runners)
        let tickLength = runners[0].scenario.configuration.tickLength
        let canvas = RecordingSurvey.canvasSize(container: survey.largestContainer, laneCount: runners.count)
        let surface = try OffscreenSurface(width: canvas.width, height: canvas.height, scale: request.display.scale)
        let floor = try SDLFloorLoop(width: surface.pixelWidth, height: surface.pixelHeight)
        var stage = HeadlessStage(runners: runners, display: request.display)
        let sampler = FrameSampler(framesPerSecond: Double(request.framesPerSecond), tickLength: tickLength)
        let count = Swift.min(frames + warmupFrames, sampler.frameCount(duration: Double(survey.lastTick) * tickLength))
        var result = Result(width: surface.pixelWidth, height: surface.pixelHeight)
        var image = RGBAImage(width: 0, height: 0)
        for index in 0..<count {
            stage.advance(toTick: sampler.tick(ofFrame: index))
            var start = ContinuousClock.now
            stage.draw(on: surface.canvas)
            SDL_RenderFlush(surface.canvas.renderer)
            let drawn = RecordProbe.seconds(since: start)
            surface.readImage(into: &image)
            let read = RecordProbe.seconds(since: start)
            start = ContinuousClock.now
            floor.draw(frame: index)
            let floorTime = RecordProbe.seconds(since: start)
            guard index >= warmupFrames else { continue }
            result.draw.append(drawn)
            result.drawAndReadBack.append(read)
            result.floor.append(floorTime)
        }
        return result
    }
}
