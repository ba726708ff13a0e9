/// A video container and codec that `record` writes through ffmpeg, chosen
/// by the output file's extension. Every format is constant frame rate
/// (frame i shows i / fps seconds) and asks ffmpeg for reproducible output
/// (`+bitexact`, no metadata, one encoder thread), so the same frames give
/// the same bytes with the same ffmpeg build.
package enum VideoFormat: String, CaseIterable, Sendable {
    /// H.264 in MP4, `yuv420p` with BT.709 tags, the index at the front
    /// (`+faststart`): plays in every browser and inline on GitHub.
    case mp4
    /// VP9 in WebM, `yuv420p`, constant quality.
    case webm
    /// Animated PNG: lossless RGBA, loops forever (large; for short clips).
    case apng
    /// Animated WebP (lossy, quality 80), loops forever.
    case webp

    /// The format whose extension ends `path` (case-insensitive): `.mp4`,
    /// `.webm`, `.apng`, `.webp`; nil for anything else.
    package init?(path: String) {
        let lower = path.lowercased()
        guard let dot = lower.lastIndex(of: "."), !lower[dot...].contains("/") else { return nil }
        self.init(rawValue: String(lower[lower.index(after: dot)...]))
    }

    /// What the summary line calls it.
    package var description: String {
        switch self {
        case .mp4: return "H.264 MP4"
        case .webm: return "VP9 WebM"
        case .apng: return "animated PNG"
        case .webp: return "animated WebP"
        }
    }

    /// True for the codecs that store 4:2:0 chroma, which needs an even
    /// width and height (an odd frame is padded by one row or column that
    /// repeats the edge).
    var needsEvenSize: Bool { self == .mp4 || self == .webm }

    /// The highest frame rate accepted (`--fps`).
    package static let maximumFramesPerSecond = 120

    /// ffmpeg's arguments to read `width`×`height` RGBA frames at `fps` from
    /// standard input and write this format to `output` (the container is
    /// named with `-f`, since the temporary file has no extension).
    func ffmpegArguments(width: Int, height: Int, framesPerSecond fps: Int, output: String) -> [String] {
        var arguments = [
            "-hide_banner", "-nostats", "-loglevel", "error", "-xerror",
            "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "\(fps)", "-i", "-",
        ]
        var filters: [String] = []
        let padRight = needsEvenSize ? width % 2 : 0
        let padBottom = needsEvenSize ? height % 2 : 0
        if padRight + padBottom > 0 {
            filters.append("pad=\(width + padRight):\(height + padBottom):0:0")
            filters.append("fillborders=right=\(padRight):bottom=\(padBottom):mode=smear")
        }
        switch self {
        case .mp4, .webm:
            // BT.709 for the conversion and the tags, so browsers show the colours drawn.
            filters.append("scale=out_color_matrix=bt709:out_range=tv:flags=bicubic+accurate_rnd+full_chroma_int")
            filters.append("format=yuv420p")
        case .apng, .webp:
            break
        }
        if !filters.isEmpty { arguments += ["-vf", filters.joined(separator: ",")] }
        switch self {
        case .mp4:
            arguments += [
                "-c:v", "libx264", "-preset", "medium", "-tune", "animation", "-crf", "20",
                "-pix_fmt", "yuv420p", "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                "-color_range", "tv", "-threads", "1", "-movflags", "+faststart", "-f", "mp4",
            ]
        case .webm:
            arguments += [
                "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32", "-deadline", "good", "-cpu-used", "4",
                "-row-mt", "0", "-threads", "1", "-pix_fmt", "yuv420p", "-colorspace", "bt709",
                "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv", "-f", "webm",
            ]
        case .apng:
            arguments += ["-c:v", "apng", "-pred", "mixed", "-plays", "0", "-f", "apng"]
        case .webp:
            arguments += ["-c:v", "libwebp_anim", "-lossless", "0", "-quality", "80", "-loop", "0", "-threads", "1", "-f", "webp"]
        }
        arguments += ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1", "-y", output]
        return arguments
    }
}
