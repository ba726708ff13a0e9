import Foundation
import ScrollKitCore
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// `playground record --out NAME.mp4|.webm|.apng|.webp` as a user runs it:
/// the video ffprobe sees, the frames against the GIF's, the same bytes
/// twice, and the failures (no ffmpeg, ffmpeg failing, Ctrl-C).
@Suite("Record: video through ffmpeg", .serialized) struct RecordVideoTests {
    static let scenario = RecordTestSupport.scenarioPath("fling-one-page")

    /// ffprobe's `key=value` lines for the first video stream (frames counted by decoding).
    static func probe(_ path: String) throws -> [String: String] {
        let text = try RecordTestSupport.tool("ffprobe", [
            "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
            "stream=codec_name,pix_fmt,width,height,r_frame_rate,nb_read_frames:format=duration",
            "-of", "default=noprint_wrappers=1", path])
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    /// The frame count the summary line reports (`N frames at`).
    static func frames(inSummary line: String) -> Int? {
        guard let range = line.range(of: " frames at ") else { return nil }
        return Int(line[..<range.lowerBound].split(separator: " ").last ?? "")
    }

    /// Frame `index` of `path` at `fps` decoded by ffmpeg into a PNG, then
    /// as RGBA (resampled to the constant rate: a GIF merges equal frames).
    static func frame(_ index: Int, of path: String, fps: Int, in dir: String) throws -> RGBAImage {
        let png = "\(dir)/frame-\(UUID().uuidString).png"
        defer { unlink(png) }
        try RecordTestSupport.tool("ffmpeg", ["-v", "error", "-i", path, "-vf", "fps=\(fps),select=eq(n\\,\(index))", "-frames:v", "1", png])
        return try RecordTestSupport.decode(png)
    }

    /// The largest difference of one channel between two images of one size.
    static func largestDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return 255 }
        return zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// MP4 and WebM hold exactly the GIF's frames in number, at the asked
    /// rate (duration = frames ÷ fps), in yuv420p; the MP4's index is at the front.
    @Test func mp4AndWebMPlayAsTheGIFsFramesAtAConstantRate() throws {
        try #require(Tools.find("ffmpeg") != nil && Tools.find("ffprobe") != nil, "ffmpeg is not installed")
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        let gif = try RecordTestSupport.playground(["record", Self.scenario, "--out", dir + "/a.gif", "--fps", "25"])
        #expect(gif.status == 0, "\(gif.stderr)")
        let count = try #require(Self.frames(inSummary: gif.stdout))
        for (name, codec) in [("a.mp4", "h264"), ("a.webm", "vp9")] {
            let result = try RecordTestSupport.playground(["record", Self.scenario, "--out", "\(dir)/\(name)", "--fps", "25"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.frames(inSummary: result.stdout) == count, "\(result.stdout)")
            let info = try Self.probe("\(dir)/\(name)")
            #expect(info["codec_name"] == codec)
            #expect(info["pix_fmt"] == "yuv420p")
            #expect(info["width"] == "390" && info["height"] == "844")
            #expect(info["r_frame_rate"] == "25/1")
            #expect(info["nb_read_frames"] == String(count))
            let duration = try #require(info["duration"].flatMap(Double.init))
            #expect(abs(duration - Double(count) / 25) < 0.0015, "duration \(duration) for \(count) frames")
        }
        // +faststart: `ftyp`, then `moov` before any `mdat`.
        let head = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/a.mp4")).prefix(64))
        let first = Int(head[0]) << 24 | Int(head[1]) << 16 | Int(head[2]) << 8 | Int(head[3])
        #expect(String(decoding: head[4..<8], as: UTF8.self) == "ftyp")
        #expect(String(decoding: head[(first + 4)..<(first + 8)], as: UTF8.self) == "moov")
        #expect(RecordTestSupport.contents(dir) == ["a.gif", "a.mp4", "a.webm"])
    }

    /// Same engine-time frames as the GIF: each lossless APNG frame matches
    /// the GIF's frame of the same index to within 2 levels a channel (the
    /// GIF encoder may merge a few near colours) and differs clearly from
    /// the GIF's next frame (the fling moves); the animated WebP has the
    /// GIF's frame count.
    @Test func apngFramesAreTheGIFsFrames() throws {
        try #require(Tools.find("ffmpeg") != nil, "ffmpeg is not installed")
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        for name in ["b.gif", "b.apng", "b.webp"] {
            let result = try RecordTestSupport.playground(["record", Self.scenario, "--out", "\(dir)/\(name)", "--fps", "20", "--overlays"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        for index in [0, 7, 19] {
            let gif = try Self.frame(index, of: dir + "/b.gif", fps: 20, in: dir)
            let apng = try Self.frame(index, of: dir + "/b.apng", fps: 20, in: dir)
            let next = try Self.frame(index + 1, of: dir + "/b.gif", fps: 20, in: dir)
            #expect(gif.width == 390 && Self.largestDifference(gif, apng) <= 2, "frame \(index) differs")
            #expect(Self.largestDifference(next, apng) > 16, "frame \(index) is also the GIF's next frame")
        }
        let webpFrames = try RecordTestSupport.tool("identify", ["-format", "%n\n", dir + "/b.webp"]).split(separator: "\n").first
        let gifFrames = try RecordTestSupport.tool("identify", ["-format", "%n\n", dir + "/b.gif"]).split(separator: "\n").first
        #expect(webpFrames != nil && webpFrames == gifFrames)
    }

    /// Same input, same bytes (bitexact, one encoder thread); an odd size
    /// is padded to even for 4:2:0.
    @Test func sameBytesTwiceAndOddSizesPadToEven() throws {
        try #require(Tools.find("ffmpeg") != nil, "ffmpeg is not installed")
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        for ext in ["mp4", "webm"] {
            for run in 1...2 {
                let result = try RecordTestSupport.playground([
                    "record", Self.scenario, "--out", "\(dir)/\(run).\(ext)", "--window", "201x151", "--no-hud"])
                #expect(result.status == 0, "\(result.stderr)")
            }
            let one = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/1.\(ext)"))
            let two = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/2.\(ext)"))
            #expect(one == two, "\(ext) differs between two runs")
            let info = try Self.probe("\(dir)/1.\(ext)")
            #expect(info["width"] == "202" && info["height"] == "152")
        }
    }

    /// No ffmpeg: exit 3 naming the package, before any file; ffmpeg
    /// failing: exit 3 with its last stderr lines, no file, no temporary.
    @Test func missingOrFailingFFmpegIsExitThreeAndWritesNothing() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        var environment = ProcessInfo.processInfo.environment
        environment["SCROLLKIT_FFMPEG"] = dir + "/no-such-ffmpeg"
        let missing = try Tools.run(Tools.playground, ["record", Self.scenario, "--out", dir + "/x.mp4"], environment: environment)
        #expect(missing.status == 3)
        #expect(missing.stderr.contains("apt-get install ffmpeg"), "\(missing.stderr)")
        #expect(RecordTestSupport.contents(dir).isEmpty)

        let fake = dir + "/fake-ffmpeg"
        try Tools.writeExecutable("#!/bin/sh\necho 'first line' >&2\necho 'Unknown encoder libx264' >&2\nexit 1\n", to: fake)
        environment["SCROLLKIT_FFMPEG"] = fake
        let failing = try Tools.run(Tools.playground, ["record", Self.scenario, "--out", dir + "/x.mp4"], environment: environment)
        #expect(failing.status == 3)
        #expect(failing.stderr.contains("ffmpeg: Unknown encoder libx264") && failing.stderr.contains("exit status 1"), "\(failing.stderr)")
        #expect(RecordTestSupport.contents(dir) == ["fake-ffmpeg"])
    }

    /// Ctrl-C during a long MP4: status 130 and a playable file of the
    /// frames so far (ffmpeg sits in its own process group: the signal is
    /// ours, and ffmpeg finishes the file when its input ends).
    @Test func interruptFinishesAPlayableVideo() throws {
        try #require(Tools.find("ffprobe") != nil, "ffmpeg is not installed")
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        let path = dir + "/long.mp4"
        let child = try Tools.spawn(Tools.playground, ["record", Self.scenario, "--out", path, "--until", "600"])
        // The temporary file appears when ffmpeg starts, just before the
        // first frame; x264 holds frames for its lookahead and the muxer
        // buffers, so the file stays empty a while: give it 2 s of frames.
        let deadline = Date().addingTimeInterval(Tools.stretched(30))
        var streaming = false
        while Date() < deadline {
            if RecordTestSupport.contents(dir).contains(where: { $0.hasPrefix(".long.mp4.tmp-") }) {
                streaming = true
                break
            }
            usleep(20_000)
        }
        usleep(2_000_000)
        #expect(streaming)
        kill(child.pid, SIGINT)
        #expect(child.wait(timeout: 60) == 128 + SIGINT)
        #expect(RecordTestSupport.contents(dir) == ["long.mp4"])
        let frames = try #require(Self.probe(path)["nb_read_frames"].flatMap(Int.init))
        #expect(frames > 0 && frames < 600 * 30)
    }

    /// The pipe's input format and the formats by extension.
    @Test func formatsAndArguments() {
        #expect(VideoFormat(path: "a/b.MP4") == .mp4 && VideoFormat(path: "x.webm") == .webm)
        #expect(VideoFormat(path: "x.apng") == .apng && VideoFormat(path: "x.webp") == .webp)
        #expect(VideoFormat(path: "x.gif") == nil && VideoFormat(path: "mp4") == nil && VideoFormat(path: "a.mp4/x") == nil)
        let arguments = VideoFormat.mp4.ffmpegArguments(width: 390, height: 844, framesPerSecond: 25, output: "t")
        let joined = arguments.joined(separator: " ")
        #expect(joined.contains("-f rawvideo -pix_fmt rgba -s 390x844 -r 25 -i -"))
        #expect(joined.contains("-movflags +faststart") && joined.contains("-fflags +bitexact") && joined.contains("-pix_fmt yuv420p"))
        #expect(!joined.contains("pad="))
        #expect(VideoFormat.webm.ffmpegArguments(width: 3, height: 4, framesPerSecond: 1, output: "t").joined(separator: " ").contains("pad=4:4:0:0"))
        #expect(arguments.last == "t")
    }
}
